import Foundation

/// How the executable gets its one game service, so the client, the transports, the
/// endpoints and the cache stay internal (issue 20 part 5): the CLI says which backend and
/// what to tell the reader; how requests are made is the core's business.
public enum GameBackend {
    /// The bundled sample games, answered in-process by URL path (no socket, no URLSession,
    /// no cache).
    public static func sample(fixtures: URL, api: APIChoice, clock: @escaping Clock,
                              log: @escaping @Sendable (String) -> Void) -> any GameService {
        HTTPGameService.fixtures(FixtureBackend(fixtures: fixtures), api: api, clock: clock, log: log)
    }

    /// The backend at `baseURL` over the network (libcurl, loaded on the first request), with
    /// its response cache in `cacheDirectory`. `log` never receives an API key. The hooks
    /// say what to tell the reader while waiting: `decorate` wraps the transport (the waiting
    /// line), `retrying` comes before a retry (seconds, attempt, of), `rateLimited` on HTTP 429
    /// (seconds asked for), `waited` when a wait between attempts ends or is cancelled.
    public static func live(baseURL: URL, keys: APIKeys, recapPath: String, timeout: TimeInterval,
                            cacheDirectory: URL, offline: Bool, api: APIChoice,
                            clock: @escaping Clock, log: @escaping @Sendable (String) -> Void,
                            decorate: (any HTTPTransport) -> any HTTPTransport,
                            retrying: @escaping @Sendable (Double, Int, Int) -> Void,
                            rateLimited: @escaping @Sendable (Double) -> Void,
                            waited: @escaping @Sendable () -> Void) -> any GameService {
        let configuration = APIClient.Configuration(
            baseURL: baseURL, apiKey: keys.admin, consumerApiKey: keys.consumer, version: Version.current,
            recapPath: recapPath, timeout: timeout)
        let transport = liveTransport()
        let client = APIClient(
            configuration: configuration, transport: decorate(transport),
            sleep: { seconds in
                defer { waited() }
                try await APIClient.taskSleep(seconds)
            },
            log: log, clock: clock,
            waiting: { wait in
                switch wait {
                case .retry(let seconds, let attempt, let of): retrying(seconds, attempt, of)
                case .rateLimited(let seconds): rateLimited(seconds)
                }
            })
        return HTTPGameService(client: client, cache: ResponseCache(directory: cacheDirectory),
                               offline: offline, api: api, clock: clock)
    }

    /// `doctor`'s one question to the backend: which routes serve the games (decided as every
    /// command decides, not remembered), and the body of a one-game list from them.
    public static func probe(baseURL: URL, keys: APIKeys?, recapPath: String, timeout: TimeInterval,
                             api: APIChoice) async throws -> (family: RouteFamily, body: Data) {
        let configuration = APIClient.Configuration(
            baseURL: baseURL, apiKey: keys?.admin, consumerApiKey: keys?.consumer, version: Version.current,
            recapPath: recapPath, timeout: timeout)
        let client = APIClient(configuration: configuration, transport: liveTransport(), sleep: { _ in })
        return try await HTTPGameService(client: client, cache: nil, api: api).firstListPage()
    }

    /// libcurl, or where it cannot be loaded a transport that says so on every request: the
    /// commands that need no backend go on working.
    private static func liveTransport() -> any HTTPTransport {
        CurlTransport() ?? UnavailableTransport(reason: .httpLibraryMissing)
    }
}

/// Answers every request with the same failure: the live transport of a machine without
/// libcurl. Never retried (a permanent failure), so the reader hears it at once.
struct UnavailableTransport: HTTPTransport {
    let reason: ScrollDownError.Unavailable

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransportPermanentFailure(reason)
    }
}
