import Foundation

extension APIClient {
    /// Sends an endpoint and returns a 2xx (or 304) response; every other outcome becomes a
    /// `ScrollDownError`. 5xx answers and connection failures are retried with exponential
    /// backoff; 429 waits for `Retry-After` within `maxRateLimitWait`; timeouts are not
    /// retried, because the user's `--timeout` is a promise about wall time: the attempts
    /// together get `timeout × maxAttempts` seconds of transfer (`budget`; a retry still gets
    /// one `timeout` when less is left), whatever the server does. A redirect to another origin is refused (`RedirectRefused`), never
    /// retried; cancellation passes through untouched.
    ///
    /// - Parameter notFound: the message for a 404 (the caller knows what was missing).
    func send(_ endpoint: Endpoint, extraHeaders: [String: String] = [:],
                     notFound: ScrollDownError.Missing? = nil) async throws -> HTTPResponse {
        let url = url(for: endpoint)
        let label = label(for: endpoint)
        let logTarget = url.query.map { "\(url.path)?\($0)" } ?? url.path
        var failures = 0
        var rateLimitWaited = 0.0
        var rateLimitRetries = 0
        // Wall time spent in the transport, on a real monotonic clock: the budget is a
        // promise about the reader's time, not about the injected clock.
        var transferTime = Duration.zero
        func attempt(_ request: HTTPRequest) async throws -> HTTPResponse {
            let start = ContinuousClock.now
            defer { transferTime += ContinuousClock.now - start }
            return try await transport.send(request)
        }
        while true {
            let sentID = makeRequestID()
            var request = try makeRequest(url, scope: endpoint.keyScope, requestID: sentID, extraHeaders: extraHeaders)
            // What is left of the budget, but never less than one `--timeout`: an attempt that
            // starts always gets a fair chance, and the total stays below budget + 2 × timeout.
            request.maxDuration = max(budget - Self.seconds(transferTime), configuration.timeout)
            let started = clock()
            let response: HTTPResponse
            do {
                response = try await attempt(request)
            } catch let timeout as TransportTimeout {
                log("GET \(logTarget) failed after \(milliseconds(since: started)) ms: \(timeout.reason.message) (request id \(sentID))")
                throw ScrollDownError.unavailable(timeout.reason)
            } catch let permanent as TransportPermanentFailure {
                log("GET \(logTarget) failed after \(milliseconds(since: started)) ms: \(permanent.reason.message) (request id \(sentID))")
                throw ScrollDownError.unavailable(permanent.reason)
            } catch let refused as RedirectRefused {
                log("GET \(logTarget) -> \(refused.redirect.status) redirect to \(refused.redirect.targetDescription): refused, another origin (request id \(sentID))")
                throw ScrollDownError.unavailable(refused.reason)
            } catch let error as ScrollDownError {
                log("GET \(logTarget) failed after \(milliseconds(since: started)) ms: \(error.message) (request id \(sentID))")
                guard case .unavailable(let reason) = error else { throw error }
                failures += 1
                if failures < configuration.maxAttempts {
                    waiting(.retry(seconds: backoff(after: failures), attempt: failures + 1, of: configuration.maxAttempts))
                    try await sleep(backoff(after: failures))
                    continue
                }
                throw ScrollDownError.unavailable(failures > 1 ? .afterAttempts(reason, attempts: failures) : reason)
            }
            let requestID = response.headers["x-request-id"].map(APIErrorBody.clean) ?? sentID
            for hop in response.redirects {
                log("GET \(logTarget) -> \(hop.status) redirect to \(hop.targetDescription): followed, same origin (request id \(sentID))")
            }
            log("GET \(logTarget) -> \(response.status) in \(milliseconds(since: started)) ms (request id \(requestID))")

            switch response.status {
            case 200..<300, 304:
                return response
            case 429:
                let wait = Self.retryAfter(response, now: clock()) ?? backoff(after: rateLimitRetries + 1)
                rateLimitRetries += 1
                if rateLimitWaited + wait <= configuration.maxRateLimitWait, rateLimitRetries <= 5 {
                    rateLimitWaited += wait
                    waiting(.rateLimited(seconds: wait))
                    try await sleep(wait)
                    continue
                }
                throw ScrollDownError.unavailable(.rateLimited(retryAfter: wait, requestID: requestID))
            case 500..<600:
                failures += 1
                if failures < configuration.maxAttempts {
                    waiting(.retry(seconds: backoff(after: failures), attempt: failures + 1, of: configuration.maxAttempts))
                    try await sleep(backoff(after: failures))
                    continue
                }
                throw ScrollDownError.unavailable(.serverError(status: response.status, attempts: failures, requestID: requestID))
            default:
                throw failure(response, label: label, scope: endpoint.keyScope, requestID: requestID, notFound: notFound)
            }
        }
    }

    /// Maps a final non-retryable status to the error the user sees.
    func failure(_ response: HTTPResponse, label: String, scope: KeyScope = .admin, requestID: String,
                 notFound: ScrollDownError.Missing?) -> ScrollDownError {
        let detail = APIErrorBody.message(in: response.body)
        switch response.status {
        case 401, 403:
            return keyRefused(status: response.status, detail: detail, scope: scope, requestID: requestID)
        case 404 where notFound == nil && APIErrorBody.isRouteNotFound(response.body):
            // A route that may be missing on this backend (recap, flow, v1 summary): the caller
            // remembers its absence. A game's own routes keep saying what was not found.
            return .routeAbsent(label)
        case 404:
            // A 404 is an answer ("no such game"), not a failure to diagnose: no request id.
            return .notFound(notFound ?? .resource(label))
        case 410:
            return .snapshotExpired(request: label, detail: detail, requestID: requestID)
        default:
            return .serverRejected(request: label, status: response.status, detail: detail, requestID: requestID)
        }
    }

    /// Seconds of transfer all attempts of one request may take together: `--timeout` per
    /// attempt, capped at ten minutes.
    var budget: Double {
        min(configuration.timeout * Double(configuration.maxAttempts), 600)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The backoff before attempt `failures + 1`: 0.5 s, 1 s, 2 s … by default.
    func backoff(after failures: Int) -> Double {
        configuration.initialBackoff * pow(2, Double(max(0, failures - 1)))
    }

    private func milliseconds(since start: Date) -> Int {
        Int((clock().timeIntervalSince(start) * 1000).rounded())
    }

    /// `Retry-After` in seconds, from either form RFC 9110 allows: a delay in seconds or an
    /// HTTP date (a date in the past means now). Bounded to a day, far beyond any wait the
    /// client accepts, so the arithmetic on it stays safe and an absurd value (10^9 s) ends
    /// in "try again later" at once instead of a wait. Nil (so: backoff) when it is neither.
    static func retryAfter(_ response: HTTPResponse, now: Date = Date(timeIntervalSince1970: 0)) -> Double? {
        guard let text = response.headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Double(text) {
            guard seconds.isFinite, seconds >= 0 else { return nil }
            return min(seconds, 86_400)
        }
        guard let date = httpDate(text) else { return nil }
        return min(max(0, date.timeIntervalSince(now)), 86_400)
    }

    /// An IMF-fixdate (`Wed, 21 Oct 2026 07:28:00 GMT`), the form servers send.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
