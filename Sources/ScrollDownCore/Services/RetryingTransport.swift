import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A transport decorator with the retry policy: 5xx answers and connection failures are
/// retried with exponential backoff; 429 waits for `Retry-After` within `maxRateLimitWait`;
/// timeouts are not retried, because the user's `--timeout` is a promise about wall time: the
/// attempts together get `timeout × maxAttempts` seconds of transfer (`budget`; a retry still
/// gets one `timeout` when less is left), whatever the server does. A redirect to another
/// origin is refused (`RedirectRefused`), never retried; cancellation passes through untouched.
///
/// Each attempt is logged for `-v` (path and query, status, time, request id; never a header,
/// so never a key) and gets its own `X-Request-ID` (the first keeps the caller's). What it gives
/// up on it throws as `ScrollDownError.unavailable` (5xx after the attempts, 429 beyond the wait
/// budget, timeouts, refused redirects, network failures); every other answer (2xx, 304, 4xx)
/// is returned for the client to read, with `sentRequestID` set.
struct RetryingTransport: HTTPTransport {
    /// How many attempts, and how long to wait between them.
    struct Policy: Sendable, Equatable {
        /// Attempts for 5xx answers and connection failures (1 = no retry).
        var maxAttempts: Int
        /// First backoff in seconds; doubled for each further attempt.
        var initialBackoff: Double
        /// Total seconds one request may wait on `Retry-After`.
        var maxRateLimitWait: Double

        /// The client's own defaults (README.md#the-live-backend): three attempts, a backoff of
        /// 0.5 s doubling each time, and 30 s in all for `Retry-After`. The backend documents no
        /// retry policy.
        init(maxAttempts: Int = 3, initialBackoff: Double = 0.5, maxRateLimitWait: Double = 30) {
            self.maxAttempts = max(1, maxAttempts)
            self.initialBackoff = initialBackoff
            self.maxRateLimitWait = maxRateLimitWait
        }
    }

    /// A wait between attempts of one request.
    enum Wait: Sendable, Equatable {
        /// After a failure: `seconds`, then attempt `attempt` of `of`.
        case retry(seconds: Double, attempt: Int, of: Int)
        /// HTTP 429: the server asked for `seconds`.
        case rateLimited(seconds: Double)
    }

    let base: any HTTPTransport
    let policy: Policy
    let sleep: @Sendable (Double) async throws -> Void
    let log: @Sendable (String) -> Void
    /// Told before each wait between attempts, so a terminal can say what is happening.
    let waiting: @Sendable (Wait) -> Void
    /// The id of each further attempt (shared with the client, which numbers the first).
    let makeRequestID: @Sendable () -> String
    /// For the times in `-v` and an HTTP-date `Retry-After`.
    let clock: Clock

    /// Creates the decorator; every side effect (sleeping, logging, ids, time) is injected.
    init(base: any HTTPTransport, policy: Policy = Policy(),
         sleep: @escaping @Sendable (Double) async throws -> Void = RetryingTransport.taskSleep,
         log: @escaping @Sendable (String) -> Void = { _ in },
         waiting: @escaping @Sendable (Wait) -> Void = { _ in },
         makeRequestID: @escaping @Sendable () -> String = { UUID().uuidString },
         clock: @escaping Clock = systemClock) {
        self.base = base
        self.policy = policy
        self.sleep = sleep
        self.log = log
        self.waiting = waiting
        self.makeRequestID = makeRequestID
        self.clock = clock
    }

    /// Real sleeping, for production use.
    static let taskSleep: @Sendable (Double) async throws -> Void = { seconds in
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = request.refusal { throw refusal }
        guard request.retryable else { return try await base.send(request) }
        let url = request.url
        let logTarget = url.query.map { "\(url.path)?\($0)" } ?? url.path
        let budget = budget(timeout: request.timeout)
        var failures = 0
        var rateLimitWaited = 0.0
        var rateLimitRetries = 0
        // Wall time spent in the transport, on a real monotonic clock: the budget is a
        // promise about the reader's time, not about the injected clock.
        var transferTime = Duration.zero
        func attempt(_ request: HTTPRequest) async throws -> HTTPResponse {
            let start = ContinuousClock.now
            defer { transferTime += ContinuousClock.now - start }
            return try await base.send(request)
        }
        var first = true
        while true {
            let sentID = first ? request.headers["X-Request-ID"] ?? makeRequestID() : makeRequestID()
            first = false
            var request = request
            request.headers["X-Request-ID"] = sentID
            // What is left of the budget, but never less than one `--timeout`: an attempt that
            // starts always gets a fair chance, and the total stays below budget + 2 × timeout.
            request.maxDuration = max(budget - transferTime.inSeconds, request.timeout)
            let started = clock()
            var response: HTTPResponse
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
                if failures < policy.maxAttempts {
                    waiting(.retry(seconds: backoff(after: failures), attempt: failures + 1, of: policy.maxAttempts))
                    try await sleep(backoff(after: failures))
                    continue
                }
                throw ScrollDownError.unavailable(failures > 1 ? .afterAttempts(reason, attempts: failures) : reason)
            }
            let requestID = Self.requestID(of: response, sent: sentID)
            for hop in response.redirects {
                log("GET \(logTarget) -> \(hop.status) redirect to \(hop.targetDescription): followed, same origin (request id \(sentID))")
            }
            log("GET \(logTarget) -> \(response.status) in \(milliseconds(since: started)) ms (request id \(requestID))")

            switch response.status {
            case 429:
                let wait = Self.retryAfter(response, now: clock()) ?? backoff(after: rateLimitRetries + 1)
                rateLimitRetries += 1
                if rateLimitWaited + wait <= policy.maxRateLimitWait, rateLimitRetries <= 5 {
                    rateLimitWaited += wait
                    waiting(.rateLimited(seconds: wait))
                    try await sleep(wait)
                    continue
                }
                throw ScrollDownError.unavailable(.rateLimited(retryAfter: wait, requestID: requestID))
            case 500..<600:
                failures += 1
                if failures < policy.maxAttempts {
                    waiting(.retry(seconds: backoff(after: failures), attempt: failures + 1, of: policy.maxAttempts))
                    try await sleep(backoff(after: failures))
                    continue
                }
                throw ScrollDownError.unavailable(.serverError(status: response.status, attempts: failures, requestID: requestID))
            default:
                // 2xx, 304 and the failures that are answers (4xx): the client reads them.
                response.sentRequestID = sentID
                return response
            }
        }
    }

    /// The request id to quote for an answer: the server's, else the one sent with it.
    static func requestID(of response: HTTPResponse, sent: String) -> String {
        response.headers["x-request-id"].map(APIErrorBody.clean) ?? sent
    }

    /// Seconds of transfer all attempts of one request may take together: `--timeout` per
    /// attempt, capped at ten minutes.
    func budget(timeout: TimeInterval) -> Double {
        min(timeout * Double(policy.maxAttempts), 600)
    }


    /// The backoff before attempt `failures + 1`: 0.5 s, 1 s, 2 s … by default.
    func backoff(after failures: Int) -> Double {
        policy.initialBackoff * pow(2, Double(max(0, failures - 1)))
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
