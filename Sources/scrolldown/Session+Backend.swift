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
            return HTTPGameService.fixtures(FixtureBackend(fixtures: fixtures), api: api, clock: context.clock, log: log)
        case .live(let baseURL):
            let configuration = APIClient.Configuration(
                baseURL: baseURL, apiKey: apiKeys.admin, consumerApiKey: apiKeys.consumer, version: Version.current, recapPath: settings.recapPath, timeout: timeout)
            let status = self.status
            // libcurl waits for the server in poll (no CPU); URLSession only where libcurl
            // cannot be loaded, or when SCROLLDOWN_TRANSPORT=urlsession asks for it.
            var transport: HTTPTransport = context.environment["SCROLLDOWN_TRANSPORT"] == "urlsession"
                ? URLSessionTransport(timeout: timeout) : (CurlTransport() as HTTPTransport?) ?? URLSessionTransport(timeout: timeout)
            if status.isEnabled {
                transport = WaitingTransport(base: transport, status: status, host: baseURL.host ?? "the backend", tick: context.sleep)
            }
            let client = APIClient(
                configuration: configuration, transport: transport,
                sleep: { seconds in
                    defer { status.clear() }
                    try await APIClient.taskSleep(seconds)
                },
                log: log, clock: context.clock,
                waiting: { wait in
                    switch wait {
                    case .retry(let seconds, let attempt, let of):
                        status.show("backend not answering: retrying in \(Self.seconds(seconds)) s (\(attempt)/\(of))")
                    case .rateLimited(let seconds):
                        status.show("rate limited by the backend: waiting \(Self.seconds(seconds)) s")
                    }
                })
            return HTTPGameService(client: client, cache: ResponseCache(directory: paths.cacheDirectory),
                                   offline: offline, api: api, clock: context.clock)
        }
    }

    /// `2`, `0.5`: seconds as people write them.
    static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}
