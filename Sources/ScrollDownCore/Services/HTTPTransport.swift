import Foundation

/// One GET request as the API client hands it to a transport.
public struct HTTPRequest: Sendable, Equatable {
    /// The full URL, query included.
    public var url: URL
    /// Header fields to send (the API key among them, so never log this dictionary).
    public var headers: [String: String]
    /// Seconds without progress before the request counts as timed out.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 15) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}

/// A response as received, before any interpretation of the status.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The raw body.
    public var body: Data

    /// Creates a response; header names are lower-cased here so lookups never miss.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}

/// Sends one HTTP request; the seam between the API client and the network.
///
/// Implementations throw `TransportTimeout` when a request runs out of time (never retried),
/// `ScrollDownError.unavailable` for other transport failures (refused connections, retried)
/// and `ScrollDownError.badData` for unusable bodies.
public protocol HTTPTransport: Sendable {
    /// Performs the request and returns whatever the server answered, any status.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
