import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// What building a backend service needs from the session, gathered before the session
/// itself exists (it is built once, at the end of `Session.init`).
struct ServiceSetup {
    let context: CommandContext
    let configuration: Configuration
    let timeout: TimeInterval
    let verbose: Bool
    let offline: Bool
    let status: StatusLine

    /// The service for a backend (`Configuration.service(for:…)`), with this terminal's
    /// waiting line and retry notices. `-v` diagnostics go to stderr and never contain an API key.
    func makeService(_ backend: Session.Backend) -> GameService {
        let stderr = context.stderr
        let log: @Sendable (String) -> Void
        if verbose { log = { stderr.write("scrolldown: \($0)\n") } } else { log = { _ in } }
        let status = self.status
        let host: String
        if case .live(let baseURL) = backend { host = baseURL.host ?? "the backend" } else { host = "the backend" }
        let tick = context.sleep
        return configuration.service(
            for: backend, timeout: timeout, offline: offline, log: log,
            decorate: { status.isEnabled ? WaitingTransport(base: $0, status: status, host: host, tick: tick) : $0 },
            retrying: { seconds, attempt, of in
                status.show("backend not answering: retrying in \(Self.seconds(seconds)) s (\(attempt)/\(of))")
            },
            rateLimited: { seconds in status.show("rate limited by the backend: waiting \(Self.seconds(seconds)) s") },
            waited: { status.clear() })
    }

    /// `2`, `0.5`: seconds as people write them.
    static func seconds(_ value: Double) -> String {
        // As ScrollDownError words seconds: `Int(exactly:)`, so no value can trap here.
        Int(exactly: value).map(String.init) ?? String(format: "%.1f", value)
    }
}
