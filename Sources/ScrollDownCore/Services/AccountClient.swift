import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The Scroll Down account's routes (sda `routers/auth.py`, `routers/preferences.py`): sign in,
/// refresh the sign-in, read and change the preferences. No API key goes to them (they take
/// none); the token goes in `Authorization: Bearer` only, only to the base URL it was issued
/// for, and only over https or to a loopback address.
///
/// Straight over the network transport: never through the response cache (a sign-in answer
/// or the account's lists must never be stored, nor answered from a cache), never retried (a
/// sync that fails is done again by the next one, and a command waits for no backoff), and a
/// redirect to another origin is refused before anything is sent there (`CurlTransport`).
/// `log` (`-v`) gets the method, path, status and time of each request; never a header or a body.
struct AccountClient: Sendable {
    let baseURL: URL
    let transport: any HTTPTransport
    let timeout: TimeInterval
    let version: String
    let log: @Sendable (String) -> Void

    init(baseURL: URL, transport: any HTTPTransport, timeout: TimeInterval, version: String = Version.current,
         log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.version = version
        self.log = log
    }

    /// `POST /auth/login`. 401 (wrong email or password) and 403 (a disabled account) are
    /// `signInRefused` with the server's reason; 422 `signInInvalid`.
    func login(email: String, password: String, remember: Bool) async throws -> AccountTokenResponse {
        struct Body: Encodable {
            let email: String
            let password: String
            let remember_me: Bool
        }
        let body = try JSONEncoder().encode(Body(email: email, password: password, remember_me: remember))
        let response = try await send("POST", "/auth/login", body: body, token: nil)
        switch response.status {
        case 200..<300:
            return try decode(AccountTokenResponse.self, response, "POST /auth/login")
        case 401, 403:
            throw ScrollDownError.account(.signInRefused(status: response.status, detail: APIErrorBody.message(in: response.body)))
        case 422:
            throw ScrollDownError.account(.signInInvalid(detail: APIErrorBody.message(in: response.body)))
        default:
            throw failure(response, "POST /auth/login")
        }
    }

    /// `POST /auth/refresh`: a fresh token of the same kind (24 hours, or 30 days).
    func refresh(_ token: AccountToken) async throws -> AccountToken {
        let response = try await send("POST", "/auth/refresh", body: Data(), token: token)
        guard (200..<300).contains(response.status) else { throw failure(response, "POST /auth/refresh") }
        return AccountToken(try decode(AccountTokenResponse.self, response, "POST /auth/refresh").accessToken)
    }

    /// `GET /auth/me/preferences`.
    func preferences(_ token: AccountToken) async throws -> AccountPreferences {
        let response = try await send("GET", "/auth/me/preferences", body: nil, token: token)
        guard (200..<300).contains(response.status) else { throw failure(response, "GET /auth/me/preferences") }
        return try decode(AccountPreferences.self, response, "GET /auth/me/preferences")
    }

    /// `PATCH /auth/me/preferences` with only the keys in `patch`.
    func patch(_ patch: PreferencesPatch, _ token: AccountToken) async throws {
        let body = try JSONEncoder().encode(patch)
        let response = try await send("PATCH", "/auth/me/preferences", body: body, token: token)
        guard (200..<300).contains(response.status) else { throw failure(response, "PATCH /auth/me/preferences") }
    }

    /// Whether a password or token may go to `url`: https, or http to a loopback address.
    static func mayCarrySecret(_ url: URL) -> Bool { APIClient.mayCarryKey(url) }

    // MARK: -

    private func send(_ method: String, _ path: String, body: Data?, token: AccountToken?) async throws -> HTTPResponse {
        guard Self.mayCarrySecret(baseURL) else { throw ScrollDownError.account(.plainHTTP(host: baseURL.host ?? "?")) }
        let url = URL(string: baseURL.absoluteString + path) ?? baseURL.appendingPathComponent(path)
        var headers = ["Accept": "application/json", "User-Agent": "scrolldown/\(version)", "X-Request-ID": UUID().uuidString]
        if body != nil {
            headers["Content-Type"] = "application/json"
            // No `Expect: 100-continue` wait before the body.
            headers["Expect"] = ""
        }
        if let token { headers["Authorization"] = "Bearer \(token.value)" }
        var request = HTTPRequest(url: url, headers: headers, timeout: timeout, maxDuration: timeout * 3)
        request.method = method
        request.body = body
        request.retryable = false
        let started = ContinuousClock.now
        do {
            let response = try await transport.send(request)
            log("\(method) \(path) -> \(response.status) (\(Self.milliseconds(since: started)) ms)")
            return response
        } catch let refused as RedirectRefused {
            log("\(method) \(path) -> \(refused.redirect.status) redirect to \(refused.redirect.targetDescription): refused, another origin")
            throw ScrollDownError.unavailable(refused.reason)
        } catch let timeout as TransportTimeout {
            log("\(method) \(path) -> timed out")
            throw ScrollDownError.unavailable(.timedOut(host: timeout.host, seconds: timeout.seconds))
        } catch let permanent as TransportPermanentFailure {
            log("\(method) \(path) -> failed")
            throw ScrollDownError.unavailable(permanent.reason)
        } catch let error as ScrollDownError {
            log("\(method) \(path) -> failed")
            throw error
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ response: HTTPResponse, _ label: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            let detail = (error as? DecodingError)?.message ?? "not JSON"
            throw ScrollDownError.account(.unreadable(request: label, detail: detail))
        }
    }

    /// A status that is no success, as the error to report: 401/403 the sign-in refused, 5xx
    /// and 429 the account unavailable, the rest refused with the server's words.
    private func failure(_ response: HTTPResponse, _ label: String) -> ScrollDownError {
        let detail = APIErrorBody.message(in: response.body)
        let requestID = response.headers["x-request-id"] ?? "-"
        switch response.status {
        case 401, 403: return .account(.tokenRefused(status: response.status, detail: detail))
        case 429: return .unavailable(.rateLimited(retryAfter: Double(response.headers["retry-after"] ?? "") ?? 60, requestID: requestID))
        case 500...: return .unavailable(.serverError(status: response.status, attempts: 1, requestID: requestID))
        default: return .account(.rejected(request: label, status: response.status, detail: detail))
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int(((ContinuousClock.now - start).inSeconds * 1000).rounded())
    }
}
