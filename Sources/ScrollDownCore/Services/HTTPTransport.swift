import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One request as the API client (or the account client) hands it to the transport stack: a
/// GET, or a POST/PATCH with a JSON body (the account routes only).
///
/// Besides what goes on the wire, it carries what the decorators need to know about it and
/// cannot work out themselves (`cacheRule`, `retryable`, `refusal`): request metadata, so no
/// decorator needs the client.
public struct HTTPRequest: Sendable {
    /// The full URL, query included.
    var url: URL
    /// `GET`, or for the account routes `POST` or `PATCH`.
    var method = "GET"
    /// The body sent with a POST or PATCH (a password or a token may be in it: never log it).
    var body: Data?
    /// Header fields to send (the API key among them, so never log this dictionary).
    var headers: [String: String]
    /// Seconds without progress before the request counts as timed out.
    var timeout: TimeInterval
    /// Seconds the whole request may take at most (what is left of the caller's budget); nil
    /// leaves it to the transport's own deadline.
    var maxDuration: TimeInterval?
    /// How `CachingTransport` may keep and reuse the answer; nil: never cached.
    var cacheRule: CacheRule?
    /// False: `RetryingTransport` sends it once, as is, and hands back whatever came, any
    /// status, without logging it as an attempt (choosing routes reads the raw status).
    var retryable = true
    /// Why this request may not go on the wire (the key would travel over plain http to a
    /// remote host), or nil. The key is then left off; a cache may still answer it, and any
    /// layer that would send it throws this instead.
    var refusal: ScrollDownError?

    /// Creates a request.
    init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 15, maxDuration: TimeInterval? = nil) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxDuration = maxDuration
    }
}

/// A response as received, before any interpretation of the status.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    var status: Int
    /// Header fields, names lower-cased.
    var headers: [String: String]
    /// The raw body.
    var body: Data
    /// Same-origin redirects followed on the way, in order (for `-v`).
    var redirects: [HTTPRedirect]
    /// The `X-Request-ID` sent with the attempt that got this answer, when a decorator sent
    /// the request more than once (`RetryingTransport` gives each attempt its own); nil: the
    /// one the caller set.
    var sentRequestID: String?

    /// Creates a response; header names are lower-cased here so lookups never miss.
    init(status: Int, headers: [String: String] = [:], body: Data = Data(), redirects: [HTTPRedirect] = []) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.redirects = redirects
    }
}

/// Sends one HTTP request; the seam between the API client and the network.
///
/// Implementations throw `TransportTimeout` when a request runs out of time and
/// `RedirectRefused` for a redirect to another origin (neither retried), `CancellationError`
/// when the calling task was cancelled, `ScrollDownError.unavailable` for other transport
/// failures (refused connections, retried) and `ScrollDownError.badData` for unusable bodies.
///
/// The network transports (`CurlTransport`, `FixtureTransport`) sit at
/// the bottom; decorators (`CachingTransport`, `RetryingTransport`, the executable's waiting
/// line) wrap one another around them, in the order `GameBackend.client` gives.
public protocol HTTPTransport: Sendable {
    /// Performs the request and returns whatever the server answered, any status.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

// No default implementations here on purpose: a decorator that forgot to forward
// a requirement would silently answer with the default. Every conformance spells out `send`.
