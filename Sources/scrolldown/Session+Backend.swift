import Foundation
import ScrollDownCore

/// What building a backend service needs from the session, gathered before the session
/// itself exists (it is built once, at the end of `Session.init`).
struct ServiceSetup {
    let context: CommandContext
    let settings: Settings
    let apiKeys: APIKeys
    /// Which routes serve the games.
    var api: APIChoice = .auto
    let timeout: TimeInterval
    let paths: XDGPaths
    let verbose: Bool
    let offline: Bool
    let status: StatusLine

    /// The service for a backend: one `HTTPGameService`, over the bundled games answered
    /// in-process (sample mode: no socket, no URLSession, no cache) or over the network with
    /// its response cache. `-v` diagnostics go to stderr and never contain an API key.
    func makeService(_ backend: Session.Backend) -> GameService {
        let stderr = context.stderr
        let log: @Sendable (String) -> Void
        if verbose { log = { stderr.write("scrolldown: \($0)\n") } } else { log = { _ in } }
        switch backend {
        case .mock(let fixtures):
            return GameBackend.sample(fixtures: fixtures, api: api, clock: context.clock, log: log)
        case .live(let baseURL):
            let status = self.status
            let host = baseURL.host ?? "the backend", tick = context.sleep
            return GameBackend.live(
                baseURL: baseURL, keys: apiKeys, recapPath: settings.recapPath, timeout: timeout,
                cacheDirectory: paths.cacheDirectory, offline: offline, api: api, clock: context.clock, log: log,
                decorate: { status.isEnabled ? WaitingTransport(base: $0, status: status, host: host, tick: tick) : $0 },
                retrying: { seconds, attempt, of in
                    status.show("backend not answering: retrying in \(Self.seconds(seconds)) s (\(attempt)/\(of))")
                },
                rateLimited: { seconds in status.show("rate limited by the backend: waiting \(Self.seconds(seconds)) s") },
                waited: { status.clear() })
        }
    }

    /// `2`, `0.5`: seconds as people write them.
    static func seconds(_ value: Double) -> String {
        // As ScrollDownError words seconds: `Int(exactly:)`, so no value can trap here.
        Int(exactly: value).map(String.init) ?? String(format: "%.1f", value)
    }
}
