import Foundation

/// Builds contract requests, sends them through an `HTTPTransport` with bounded retries,
/// maps HTTP failures to `ScrollDownError` and decodes bodies.
///
/// The API keys go only into the `X-API-Key` header, never into a URL, a log line or a
/// message, and only over https or to a loopback host. Each route group gets its own key
/// (`Endpoint.keyScope`): `/api/v1` the consumer key, the rest the admin key.
struct APIClient: Sendable {
    /// Where and how to talk to the backend.
    struct Configuration: Sendable, Equatable {
        /// The base URL, e.g. `https://sda.dock108.dev` (a trailing slash is ignored).
        var baseURL: URL
        /// The admin API key, if any (an `APIKey`, so printing the configuration shows `<redacted>`).
        var apiKey: APIKey?
        /// The consumer key for `/api/v1`, when set apart from the admin key.
        var consumerApiKey: APIKey?
        /// The tool's version, sent as `User-Agent: scrolldown/<version>`.
        var version: String
        /// The E9 recap path with `{id}` (its prefix differs between backends).
        var recapPath: String
        /// Seconds without progress before a request times out.
        var timeout: TimeInterval
        /// Attempts for 5xx answers and connection failures (1 = no retry).
        var maxAttempts: Int
        /// First backoff in seconds; doubled for each further attempt.
        var initialBackoff: Double
        /// Total seconds the client may wait on `Retry-After` for one request.
        var maxRateLimitWait: Double

        /// Creates a configuration with the defaults of CONTRACT.md.
        init(baseURL: URL, apiKey: APIKey?, consumerApiKey: APIKey? = nil, version: String,
                    recapPath: String = "/games/{id}/recap", timeout: TimeInterval = 15, maxAttempts: Int = 3,
                    initialBackoff: Double = 0.5, maxRateLimitWait: Double = 30) {
            self.baseURL = baseURL
            self.apiKey = apiKey
            self.consumerApiKey = consumerApiKey
            self.version = version
            self.recapPath = recapPath
            self.timeout = timeout
            self.maxAttempts = max(1, maxAttempts)
            self.initialBackoff = initialBackoff
            self.maxRateLimitWait = maxRateLimitWait
        }

        /// Both keys, for picking one per route group.
        var keys: APIKeys { APIKeys(admin: apiKey, consumer: consumerApiKey) }
    }

    /// The configuration in use.
    let configuration: Configuration
    let transport: any HTTPTransport
    let sleep: @Sendable (Double) async throws -> Void
    let log: @Sendable (String) -> Void
    /// Told before each wait between attempts, so a terminal can say what is happening.
    let waiting: @Sendable (Wait) -> Void
    let makeRequestID: @Sendable () -> String
    let clock: Clock

    /// Creates a client; every side effect (sleeping, logging, ids, time) is injected.
    init(configuration: Configuration, transport: any HTTPTransport,
                sleep: @escaping @Sendable (Double) async throws -> Void = APIClient.taskSleep,
                log: @escaping @Sendable (String) -> Void = { _ in },
                makeRequestID: @escaping @Sendable () -> String = { UUID().uuidString },
                clock: @escaping Clock = systemClock, waiting: @escaping @Sendable (Wait) -> Void = { _ in }) {
        self.configuration = configuration
        self.transport = transport
        self.sleep = sleep
        self.log = log
        self.makeRequestID = makeRequestID
        self.clock = clock
        self.waiting = waiting
    }

    /// A wait between attempts of one request.
    enum Wait: Sendable, Equatable {
        /// After a failure: `seconds`, then attempt `attempt` of `of`.
        case retry(seconds: Double, attempt: Int, of: Int)
        /// HTTP 429: the server asked for `seconds`.
        case rateLimited(seconds: Double)
    }

    /// Real sleeping, for production use.
    static let taskSleep: @Sendable (Double) async throws -> Void = { seconds in
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// The full URL of an endpoint under the configured base URL.
    func url(for endpoint: Endpoint) -> URL {
        endpoint.url(baseURL: configuration.baseURL, recapPath: configuration.recapPath)
    }

    /// The label of an endpoint for messages, e.g. `GET /api/admin/sports/games/123`.
    func label(for endpoint: Endpoint) -> String {
        endpoint.label(recapPath: configuration.recapPath)
    }

    /// Builds the request with the route group's key, refusing to put a key on a plain-http
    /// wire to a remote host.
    func makeRequest(_ url: URL, scope: KeyScope = .admin, requestID: String, extraHeaders: [String: String]) throws -> HTTPRequest {
        var headers = extraHeaders
        headers["Accept"] = "application/json"
        headers["User-Agent"] = "scrolldown/\(configuration.version)"
        headers["X-Request-ID"] = requestID
        if let key = configuration.keys.key(for: scope)?.value, !key.isEmpty {
            guard Self.mayCarryKey(url) else {
                throw ScrollDownError.config(.keyOverPlainHTTP(host: url.host ?? "?"))
            }
            headers["X-API-Key"] = key
        }
        return HTTPRequest(url: url, headers: headers, timeout: configuration.timeout)
    }

    /// True for https, and for http to a loopback address (127.0.0.0/8, ::1, localhost).
    static func mayCarryKey(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return isLoopback(host: url.host ?? "")
        default: return false
        }
    }

    static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in UInt8(part).map { _ in true } ?? false }
    }

    /// Sends the endpoint (with retries) and decodes a 2xx body as `T`.
    func get<T: Decodable>(_ type: T.Type, _ endpoint: Endpoint, notFound: ScrollDownError.Missing? = nil) async throws -> T {
        let response = try await send(endpoint, notFound: notFound)
        return try decode(type, from: response.body, endpoint: label(for: endpoint))
    }

    /// Decodes a contract body; a decoding failure becomes `badData` naming the key path.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, endpoint: String) throws -> T {
        try decodeContract(type, from: data, endpoint: endpoint)
    }
}
