import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How the executable gets its one game service, so the client, the transports, the
/// endpoints and the cache stay internal: the CLI says which backend and
/// what to tell the reader; how requests are made is the core's business.
enum GameBackend {
    /// The bundled sample games, answered in-process by URL path (no socket, no URLSession,
    /// no cache).
    static func sample(fixtures: URL, api: APIChoice, clock: @escaping Clock,
                              log: @escaping @Sendable (String) -> Void) -> any GameService {
        HTTPGameService.fixtures(FixtureBackend(fixtures: fixtures), api: api, clock: clock, log: log)
    }

    /// The backend at `baseURL` over the network (libcurl, loaded on the first request), with
    /// its response cache in `cacheDirectory`. `log` never receives an API key. The hooks say
    /// what to tell the reader while waiting: `decorate` wraps the network, one attempt at a
    /// time (the waiting line; `client` gives the stack's order), `retrying` comes before a
    /// retry (seconds, attempt, of), `rateLimited` on HTTP 429 (seconds asked for), `waited`
    /// when a wait between attempts ends or is cancelled.
    static func live(baseURL: URL, keys: APIKeys, recapPath: String, timeout: TimeInterval,
                            cacheDirectory: URL, offline: Bool, api: APIChoice,
                            clock: @escaping Clock, log: @escaping @Sendable (String) -> Void,
                            decorate: (any HTTPTransport) -> any HTTPTransport,
                            retrying: @escaping @Sendable (Double, Int, Int) -> Void,
                            rateLimited: @escaping @Sendable (Double) -> Void,
                            waited: @escaping @Sendable () -> Void) -> any GameService {
        let configuration = APIClient.Configuration(
            baseURL: baseURL, apiKey: keys.admin, consumerApiKey: keys.consumer, version: Version.current,
            recapPath: recapPath, timeout: timeout)
        return service(
            configuration: configuration, network: liveTransport(), waitingLine: decorate,
            cache: ResponseCache(directory: cacheDirectory), offline: offline, api: api,
            sleep: { seconds in
                defer { waited() }
                try await RetryingTransport.taskSleep(seconds)
            },
            log: log,
            waiting: { wait in
                switch wait {
                case .retry(let seconds, let attempt, let of): retrying(seconds, attempt, of)
                case .rateLimited(let seconds): rateLimited(seconds)
                }
            },
            clock: clock)
    }

    /// `doctor`'s one question to the backend: which routes serve the games (decided as every
    /// command decides, not remembered), and the body of a one-game list from them.
    static func probe(baseURL: URL, keys: APIKeys?, recapPath: String, timeout: TimeInterval,
                             api: APIChoice) async throws -> (family: RouteFamily, body: Data) {
        let configuration = APIClient.Configuration(
            baseURL: baseURL, apiKey: keys?.admin, consumerApiKey: keys?.consumer, version: Version.current,
            recapPath: recapPath, timeout: timeout)
        return try await service(configuration: configuration, network: liveTransport(), cache: nil, api: api, sleep: { _ in })
            .firstListPage()
    }
}

extension GameBackend {
    /// The API client over the transport stack: the one place the stack is put together.
    /// Outermost first:
    ///
    /// 1. `CachingTransport`: a fresh (or, offline, any) cached answer returns before anything
    ///    below runs, so it costs no request, no retry and no waiting line; offline, nothing
    ///    goes further down. Above the retries, its stale-answer fallback sees their final
    ///    verdict, and its validators ride on every attempt.
    /// 2. `RetryingTransport`: the attempts, their backoff and `Retry-After` waits (told to the
    ///    terminal through `waiting`), and the `-v` line of each attempt.
    /// 3. `waitingLine` (the executable's waiting line, on a terminal): wraps one attempt, so
    ///    it counts the seconds the server takes and is erased before the retry notice shows
    ///    during a backoff. Above the retries it would count backoff sleeps as waiting for the
    ///    server and overwrite "retrying in 1 s (2/3)" every second.
    /// 4. `network`: libcurl, or the bundled games in-process.
    ///
    /// `makeRequestID` numbers the first attempt in the client and the others in the retrying
    /// layer: one sequence. `clock` is "now" for the cache's freshness, the times in `-v` and
    /// an HTTP-date `Retry-After`.
    static func client(configuration: APIClient.Configuration, network: any HTTPTransport,
                       waitingLine: (any HTTPTransport) -> any HTTPTransport = { $0 },
                       retry: RetryingTransport.Policy = .init(), cache: ResponseCache?, offline: Bool = false,
                       sleep: @escaping @Sendable (Double) async throws -> Void = RetryingTransport.taskSleep,
                       log: @escaping @Sendable (String) -> Void = { _ in },
                       waiting: @escaping @Sendable (RetryingTransport.Wait) -> Void = { _ in },
                       makeRequestID: @escaping @Sendable () -> String = { UUID().uuidString },
                       clock: @escaping Clock = systemClock, decodedBodies: DecodedBodies? = nil) -> APIClient {
        let waited = waitingLine(network)
        let retrying = RetryingTransport(base: waited, policy: retry, sleep: sleep, log: log, waiting: waiting,
                                         makeRequestID: makeRequestID, clock: clock)
        let caching = CachingTransport(base: retrying, cache: cache, offline: offline, clock: clock, log: log)
        return APIClient(configuration: configuration, transport: caching, log: log, makeRequestID: makeRequestID,
                         decodedBodies: decodedBodies)
    }

    /// The game service over `client(...)`'s stack, the service and its caching layer sharing
    /// one `cache` and one `offline`.
    static func service(configuration: APIClient.Configuration, network: any HTTPTransport,
                        waitingLine: (any HTTPTransport) -> any HTTPTransport = { $0 },
                        retry: RetryingTransport.Policy = .init(), cache: ResponseCache?, offline: Bool = false,
                        api: APIChoice = .auto,
                        sleep: @escaping @Sendable (Double) async throws -> Void = RetryingTransport.taskSleep,
                        log: @escaping @Sendable (String) -> Void = { _ in },
                        waiting: @escaping @Sendable (RetryingTransport.Wait) -> Void = { _ in },
                        makeRequestID: @escaping @Sendable () -> String = { UUID().uuidString },
                        clock: @escaping Clock = systemClock, decodedBodies: DecodedBodies? = nil) -> HTTPGameService {
        let client = client(configuration: configuration, network: network, waitingLine: waitingLine, retry: retry,
                            cache: cache, offline: offline, sleep: sleep, log: log, waiting: waiting,
                            makeRequestID: makeRequestID, clock: clock, decodedBodies: decodedBodies)
        return HTTPGameService(client: client, cache: cache, offline: offline, api: api, clock: clock)
    }

    /// libcurl, or where it cannot be loaded (or, `callingConventionHolds` false, may not be
    /// called as this build calls it) a transport that says so on every request: the commands
    /// that need no backend go on working.
    static func liveTransport(callingConventionHolds: Bool = CurlLibrary.callingConventionHolds) -> any HTTPTransport {
        guard callingConventionHolds else { return UnavailableTransport(reason: .httpLibraryUnsupported) }
        return CurlTransport() ?? UnavailableTransport(reason: .httpLibraryMissing)
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
