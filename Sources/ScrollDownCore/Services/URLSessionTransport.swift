import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: one ephemeral `URLSession` without cache or cookies.
///
/// Every request has two limits: `HTTPRequest.timeout` (no progress for that long) and a
/// whole-request deadline, so a server trickling bytes cannot hold the command forever.
public struct URLSessionTransport: HTTPTransport {
    /// Bodies larger than this are refused as bad data (a sane response is a few MiB).
    public let maxBodyBytes: Int
    /// Whole-request deadline as a multiple of the request's own timeout.
    public let deadlineFactor: Double
    private let session: URLSession
    /// The session's delegate: collects bodies and enforces `maxBodyBytes` as they arrive.
    private let bodies: BodySizeGuard

    /// Creates a transport; `timeout` is the default idle timeout of the session.
    public init(timeout: TimeInterval = 15, deadlineFactor: Double = 4, maxBodyBytes: Int = 64 << 20) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.timeoutIntervalForRequest = timeout
        // A little beyond the per-request deadline raced in `send`, so that race decides and
        // names the deadline; this is only the backstop.
        configuration.timeoutIntervalForResource = max(timeout * deadlineFactor, timeout) + 5
        let bodies = BodySizeGuard(limit: maxBodyBytes)
        self.bodies = bodies
        self.session = URLSession(configuration: configuration, delegate: bodies, delegateQueue: nil)
        self.maxBodyBytes = maxBodyBytes
        self.deadlineFactor = deadlineFactor
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        urlRequest.timeoutInterval = request.timeout
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let host = request.url.host ?? request.url.absoluteString
        let maxBodyBytes = self.maxBodyBytes
        let bodies = self.bodies
        let deadline = max(request.timeout * deadlineFactor, request.timeout)
        let session = self.session
        let prepared = urlRequest
        let response: HTTPResponse
        do {
            // Race the request against the whole-request deadline; whichever ends first wins
            // and the loser is cancelled.
            response = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                group.addTask {
                    let (data, response) = try await bodies.data(for: prepared, in: session)
                    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
                    var headers: [String: String] = [:]
                    for (key, value) in http.allHeaderFields {
                        if let name = key as? String, let text = value as? String { headers[name.lowercased()] = text }
                    }
                    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
                }
                group.addTask {
                    try await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
                    throw DeadlineExceeded()
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw URLError(.unknown) }
                return first
            }
        } catch let error as URLError {
            if Self.isTimeout(error) {
                throw TransportTimeout(message: "timed out after \(Self.seconds(request.timeout))s waiting for \(host)")
            }
            throw Self.map(error, host: host, timeout: request.timeout)
        } catch is DeadlineExceeded {
            throw TransportTimeout(message: "timed out after \(Self.seconds(deadline))s waiting for \(host)")
        } catch let tooLarge as BodySizeGuard.TooLarge {
            throw Self.oversized(tooLarge.length, limit: maxBodyBytes, path: request.url.path)
        } catch is CancellationError {
            throw ScrollDownError.unavailable("request to \(host) was cancelled")
        }
        // The delegate already enforces the cap while the body arrives; this is the backstop.
        guard response.body.count <= maxBodyBytes else {
            throw Self.oversized(Int64(response.body.count), limit: maxBodyBytes, path: request.url.path)
        }
        return response
    }

    static func oversized(_ length: Int64, limit: Int, path: String) -> ScrollDownError {
        .badData(endpoint: "GET \(path)", detail: "response body of \(length) bytes exceeds the \(limit)-byte limit")
    }

    /// Thrown by the deadline side of the race in `send`.
    private struct DeadlineExceeded: Error {}

    /// True for the URLError codes that mean the request ran out of time (libcurl reports
    /// its own timeout as a cancellation).
    static func isTimeout(_ error: URLError) -> Bool {
        error.code == .timedOut || error.code == .cancelled
    }

    /// Turns a URLError into the user-facing error; the message names the host, never the URL
    /// with its query, so nothing sensitive ends up on the terminal.
    static func map(_ error: URLError, host: String, timeout: TimeInterval) -> ScrollDownError {
        switch error.code {
        case .timedOut, .cancelled:
            return .unavailable("timed out after \(seconds(timeout))s waiting for \(host)")
        case .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed,
             .notConnectedToInternet, .secureConnectionFailed:
            return .unavailable("cannot reach \(host): \(reason(error))")
        default:
            return .unavailable("request to \(host) failed: \(reason(error))")
        }
    }

    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: return "connection refused"
        case .networkConnectionLost: return "the connection was lost"
        case .cannotFindHost, .dnsLookupFailed: return "unknown host"
        case .notConnectedToInternet: return "no network connection"
        case .secureConnectionFailed: return "TLS handshake failed"
        case .badServerResponse: return "the server closed the connection without a valid answer"
        // libcurl's partial transfer (a body shorter than its Content-Length) surfaces as
        // `.unknown` on Linux.
        case .unknown: return "the connection closed before the whole response arrived"
        default: return "network error \(error.code.rawValue)"
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(format: "%.1f", value)
    }
}
