import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: one URLSession without cache, cookies or credential store.
///
/// Every request has two limits: `HTTPRequest.timeout` (no progress for that long) and a
/// whole-request deadline (`timeout × deadlineFactor`, never beyond the request's
/// `maxDuration`), so a server trickling bytes cannot hold the command forever. The deadline
/// answers at once; the cancelled transfer winds down in the background.
struct URLSessionTransport: HTTPTransport {
    /// Bodies larger than this are refused as bad data (a sane response is a few MiB).
    let maxBodyBytes: Int
    /// Whole-request deadline as a multiple of the request's own timeout.
    let deadlineFactor: Double
    private let session: URLSession
    /// The session's delegate: owns each request until its one answer (see `TransferDelegate`).
    private let transfers: TransferDelegate

    /// Creates a transport; `timeout` is the default idle timeout of the session.
    init(timeout: TimeInterval = 15, deadlineFactor: Double = 4, maxBodyBytes: Int = 64 << 20) {
        let configuration = Self.privateConfiguration()
        configuration.timeoutIntervalForRequest = timeout
        // A little beyond the per-request deadline enforced by the delegate, which decides and
        // names the deadline; this is only the backstop.
        configuration.timeoutIntervalForResource = max(timeout * deadlineFactor, timeout) + 5
        let transfers = TransferDelegate(limit: maxBodyBytes)
        self.transfers = transfers
        self.session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
        self.maxBodyBytes = maxBodyBytes
        self.deadlineFactor = deadlineFactor
    }

    /// A configuration that writes nothing to disk: no URL cache, no cookie or credential
    /// store. Foundation's stock configurations create `$XDG_CACHE_HOME/org.swift.foundation.URLCache/`
    /// and `$XDG_DATA_HOME/<binary dir>/` (shared URL cache and cookie storage) as a side
    /// effect of being built, outside the paths scrolldown documents; `FoundationDefaults`
    /// defuses both once per process first.
    static func privateConfiguration() -> URLSessionConfiguration {
        FoundationDefaults.defuse()
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        return configuration
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: Self.wireURL(request.url))
        urlRequest.httpMethod = "GET"
        urlRequest.timeoutInterval = request.timeout
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let host = request.url.host ?? request.url.absoluteString
        let deadline = min(max(request.timeout * deadlineFactor, request.timeout), request.maxDuration ?? .infinity)
        let received: TransferDelegate.Received
        do {
            received = try await transfers.data(for: urlRequest, in: session, deadline: deadline)
        } catch let error as URLError {
            // A cancelled caller gets its cancellation, never a network error to retry.
            try Task.checkCancellation()
            if error.code == .timedOut {
                throw TransportTimeout(host: host, seconds: request.timeout)
            }
            if let bad = Self.badResponse(error, path: request.url.path) { throw bad }
            if error.code == .httpTooManyRedirects {
                throw TransportPermanentFailure(.redirectLoop(host: host, limit: nil))
            }
            throw Self.map(error, host: host, timeout: request.timeout)
        } catch is TransferDelegate.DeadlineExceeded {
            throw TransportTimeout(host: host, seconds: deadline)
        } catch let tooLarge as TransferDelegate.TooLarge {
            throw Self.oversized(tooLarge.length, limit: maxBodyBytes, path: request.url.path)
        }
        var headers: [String: String] = [:]
        for (key, value) in received.response.allHeaderFields {
            if let name = key as? String, let text = value as? String { headers[name.lowercased()] = text }
        }
        // The delegate already enforces the cap while the body arrives; this is the backstop.
        guard received.data.count <= maxBodyBytes else {
            throw Self.oversized(Int64(received.data.count), limit: maxBodyBytes, path: request.url.path)
        }
        return HTTPResponse(status: received.response.statusCode, headers: headers, body: received.data,
                            redirects: received.redirects)
    }

    /// The URL handed to URLSession. Foundation on Linux (swift-corelibs-foundation before its
    /// fix of libcurl's bracketed host, in the 6.x toolchains) refuses every IPv6 literal with
    /// "bad URL": it compares `::1` with libcurl's `[::1]`. For the loopback `[::1]` the name
    /// `localhost` reaches the same socket (libcurl resolves it to ::1 and 127.0.0.1 itself,
    /// trying both), so that is sent instead; everything else is unchanged.
    static func wireURL(_ url: URL) -> URL {
        guard let host = url.host, host.contains(":"), APIClient.isLoopback(host: host),
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.host = "localhost"
        return components.url ?? url
    }

    static func oversized(_ length: Int64, limit: Int, path: String) -> ScrollDownError {
        .badData(endpoint: "GET \(path)", detail: "response body of \(length) bytes exceeds the \(limit)-byte limit")
    }

    /// A failure that is the server's answer, not the connection (issue 19): a body that does
    /// not decode as its `Content-Encoding` says, or response headers larger than libcurl
    /// takes. Foundation on Linux reports both as `.unknown`, the code of a connection that
    /// closed early; libcurl's own words in the underlying error tell them apart. Bad data
    /// (exit 65), not retried: the same request gets the same answer.
    static func badResponse(_ error: URLError, path: String) -> ScrollDownError? {
        guard error.code == .unknown,
              let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription.lowercased() else { return nil }
        if underlying.contains("unencoding") || underlying.contains("content encoding") || underlying.contains("decompress") {
            return .badData(endpoint: "GET \(path)", detail: "the body does not decode as its Content-Encoding says")
        }
        // libcurl before 8.6 reports headers over its 100 kB limit as "Out of memory".
        if underlying.contains("out of memory") || underlying.contains("too large") {
            return .badData(endpoint: "GET \(path)", detail: "the response headers are larger than this client accepts (100 kB)")
        }
        return nil
    }

    /// Turns a URLError into the user-facing error; the message names the host, never the URL
    /// with its query, so nothing sensitive ends up on the terminal.
    static func map(_ error: URLError, host: String, timeout: TimeInterval) -> ScrollDownError {
        switch error.code {
        case .timedOut:
            return .unavailable(.timedOut(host: host, seconds: timeout))
        case .cancelled:
            return .unavailable(.cancelled(host: host))
        default:
            return .unavailable(.network(host: host, reason(error)))
        }
    }

    private static func reason(_ error: URLError) -> ScrollDownError.NetworkFailure {
        switch error.code {
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot: return .certificateUntrusted
        case .serverCertificateHasBadDate, .serverCertificateNotYetValid: return .certificateExpired
        case .clientCertificateRejected, .clientCertificateRequired: return .clientCertificateWanted
        case .cannotConnectToHost: return .connectionRefused
        case .networkConnectionLost: return .connectionLost
        case .cannotFindHost, .dnsLookupFailed: return .unknownHost
        case .notConnectedToInternet: return .noNetwork
        case .secureConnectionFailed: return .tlsHandshakeOrName
        case .badServerResponse: return .noValidAnswer
        // libcurl's partial transfer (a body shorter than its Content-Length) surfaces as
        // `.unknown` on Linux.
        case .unknown: return .closedEarly
        default: return .urlError(code: error.code.rawValue)
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(format: "%.1f", value)
    }
}
