import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// A transport decorator saying on the waiting line when a response takes more than a second
/// ("waiting for sda.dock108.dev… 3 s"). Only built when the line can be shown (a terminal).
/// Being a transport, it sees every request the service sends: nothing to forward by hand.
struct WaitingTransport: HTTPTransport {
    let base: any HTTPTransport
    let status: StatusLine
    let host: String
    /// Waits one second; injected (the context's sleep) so tests never wait.
    let tick: @Sendable (Double) async throws -> Void

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (status, host, tick) = (self.status, self.host, self.tick)
        // Showing and the final erase happen under one lock, so a line can never be drawn
        // after the answer arrived and stay on the screen.
        let finished = Locked(false)
        let indicator = Task {
            try await tick(1)
            var seconds = 1
            while finished.withLock({ done in
                if !done { status.show("waiting for \(host)… \(seconds) s") }
                return !done
            }) {
                try await tick(1)
                seconds += 1
            }
        }
        defer {
            indicator.cancel()
            finished.withLock { done in
                done = true
                status.clear()
            }
        }
        return try await base.send(request)
    }
}
