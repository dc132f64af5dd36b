import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Builds contract requests, sends them through the transport stack, maps HTTP failures to
/// `ScrollDownError` and decodes bodies. Retrying and caching are the stack's
/// (`RetryingTransport`, `CachingTransport`, composed in `GameBackend.client`); what they need
/// to know about a request travels with it (`HTTPRequest.cacheRule`, `retryable`).
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

        /// Creates a configuration. `recapPath` defaults to the older backend's recap route as its
        /// source writes it (docs/backend.md#older-recap-route); the 15 s timeout is the client's
        /// own default (`--timeout`).
        init(baseURL: URL, apiKey: APIKey?, consumerApiKey: APIKey? = nil, version: String,
                    recapPath: String = "/games/{id}/recap", timeout: TimeInterval = 15) {
            self.baseURL = baseURL
            self.apiKey = apiKey
            self.consumerApiKey = consumerApiKey
            self.version = version
            self.recapPath = recapPath
            self.timeout = timeout
        }

        /// Both keys, for picking one per route group.
        var keys: APIKeys { APIKeys(admin: apiKey, consumer: consumerApiKey) }
    }

    /// The configuration in use.
    let configuration: Configuration
    /// The composed stack (`GameBackend.client`), the network at its bottom.
    let transport: any HTTPTransport
    let log: @Sendable (String) -> Void
    /// The id of a request's first attempt (`RetryingTransport` numbers the others).
    let makeRequestID: @Sendable () -> String
    /// Bodies already decoded, shared with other clients reading the same answers (tests);
    /// nil decodes every body it gets.
    let decodedBodies: DecodedBodies?

    /// Creates a client over a composed transport stack; logging and ids are injected.
    init(configuration: Configuration, transport: any HTTPTransport, log: @escaping @Sendable (String) -> Void = { _ in },
         makeRequestID: @escaping @Sendable () -> String = { UUID().uuidString }, decodedBodies: DecodedBodies? = nil) {
        self.configuration = configuration
        self.transport = transport
        self.log = log
        self.makeRequestID = makeRequestID
        self.decodedBodies = decodedBodies
    }

    /// The full URL of an endpoint under the configured base URL.
    func url(for endpoint: Endpoint) -> URL {
        endpoint.url(baseURL: configuration.baseURL, recapPath: configuration.recapPath)
    }

    /// The label of an endpoint for messages, e.g. `GET /api/admin/sports/games/123`.
    func label(for endpoint: Endpoint) -> String {
        endpoint.label(recapPath: configuration.recapPath)
    }

    /// Builds the request with the route group's key. A key that may not travel to this host
    /// (plain http to a remote host) is left off and the request carries the refusal
    /// (`HTTPRequest.refusal`): nothing sends it, but a cache may still answer it.
    func makeRequest(_ url: URL, scope: KeyScope = .admin, requestID: String) -> HTTPRequest {
        var headers: [String: String] = [:]
        headers["Accept"] = "application/json"
        headers["User-Agent"] = "scrolldown/\(configuration.version)"
        headers["X-Request-ID"] = requestID
        var refusal: ScrollDownError?
        if let key = configuration.keys.key(for: scope)?.value, !key.isEmpty {
            if Self.mayCarryKey(url) {
                headers["X-API-Key"] = key
            } else {
                refusal = ScrollDownError.config(.keyOverPlainHTTP(host: url.host ?? "?"))
            }
        }
        var request = HTTPRequest(url: url, headers: headers, timeout: configuration.timeout)
        request.refusal = refusal
        return request
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

    /// Sends the endpoint (retried by the stack, never cached) and decodes a 2xx body as `T`.
    func get<T: Decodable>(_ type: T.Type, _ endpoint: Endpoint, notFound: ScrollDownError.Missing? = nil) async throws -> T {
        let response = try await send(endpoint, notFound: notFound)
        return try decode(type, from: response.body, endpoint: label(for: endpoint))
    }

    /// Decodes a contract body; a decoding failure becomes `badData` naming the key path.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, endpoint: String) throws -> T {
        try decodeContract(type, from: data, endpoint: endpoint)
    }
}
