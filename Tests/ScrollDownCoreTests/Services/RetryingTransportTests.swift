import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `RetryingTransport` on its own, over a scripted inner transport: which answers and failures
/// get another attempt, how long it waits, what `-v` and the terminal are told.
@Suite struct RetryingTransportTests {
    static let url = URL(string: "https://sda.example/api/admin/sports/games/7?x=1")!

    /// A request as the client sends it: its first id set, a key among the headers.
    static func request(retryable: Bool = true) -> HTTPRequest {
        var request = HTTPRequest(url: url, headers: ["X-Request-ID": "req-0", "X-API-Key": "k-secret"], timeout: 10)
        request.retryable = retryable
        return request
    }

    /// Everything the decorator tells the outside world.
    final class Record: Sendable {
        let recorder = NetRecorder()
        let waits = Locked<[RetryingTransport.Wait]>([])
    }

    static func retrying(_ inner: ScriptedTransport, _ record: Record, attempts: Int = 3) -> RetryingTransport {
        RetryingTransport(base: inner, policy: .init(maxAttempts: attempts),
                          sleep: { record.recorder.recordSleep($0) }, log: { record.recorder.recordLog($0) },
                          waiting: { wait in record.waits.withLock { $0.append(wait) } },
                          makeRequestID: { record.recorder.nextID() }, clock: NetTestSupport.fixedClock)
    }

    @Test func aServerErrorIsRetriedThenTheAnswerReturned() async throws {
        let inner = ScriptedTransport([.status(503, "down"), .status(200, "{}")])
        let record = Record()
        let response = try await Self.retrying(inner, record).send(Self.request())
        #expect(response.status == 200)
        #expect(inner.requests.count == 2)
        #expect(record.recorder.sleeps == [0.5])
        #expect(record.waits.current == [.retry(seconds: 0.5, attempt: 2, of: 3)])
        // The first attempt keeps the caller's id, the second gets its own, and the answer says which.
        #expect(inner.requests.map { $0.headers["X-Request-ID"] } == ["req-0", "req-1"])
        #expect(response.sentRequestID == "req-1")
        #expect(inner.requests.allSatisfy { $0.headers["X-API-Key"] == "k-secret" })
        #expect(record.recorder.logs == [
            "GET /api/admin/sports/games/7?x=1 -> 503 in 0 ms (request id req-0)",
            "GET /api/admin/sports/games/7?x=1 -> 200 in 0 ms (request id req-1)",
        ])
        #expect(!record.recorder.logs.joined().contains("k-secret"))
    }

    @Test func itStopsAfterTheLastAttempt() async throws {
        let inner = ScriptedTransport(Array(repeating: .status(502), count: 4))
        let record = Record()
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, record, attempts: 4).send(Self.request()) }
        #expect(error == .unavailable(.serverError(status: 502, attempts: 4, requestID: "req-3")))
        #expect(inner.requests.count == 4)
        #expect(record.recorder.sleeps == [0.5, 1, 2])
        #expect(record.waits.current.count == 3)
    }

    @Test func oneAttemptMeansNoRetry() async throws {
        let inner = ScriptedTransport([.refused])
        let record = Record()
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, record, attempts: 1).send(Self.request()) }
        #expect(error == .unavailable(.network(host: "sda.example", .connectionRefused)))
        #expect(inner.requests.count == 1)
        #expect(record.recorder.sleeps.isEmpty)
    }

    @Test func networkFailuresAreRetriedAndCountedInTheError() async throws {
        let inner = ScriptedTransport([.refused, .refused, .refused])
        let record = Record()
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, record).send(Self.request()) }
        #expect(error == .unavailable(.afterAttempts(.network(host: "sda.example", .connectionRefused), attempts: 3)))
        #expect(record.recorder.sleeps == [0.5, 1])
        #expect(record.recorder.logs.first?.hasPrefix("GET /api/admin/sports/games/7?x=1 failed after 0 ms: ") == true)
    }

    @Test func retryAfterIsHonouredOn429() async throws {
        let inner = ScriptedTransport([.status(429, headers: ["Retry-After": "7"]), .status(200, "{}")])
        let record = Record()
        let response = try await Self.retrying(inner, record).send(Self.request())
        #expect(response.status == 200)
        #expect(record.recorder.sleeps == [7])
        #expect(record.waits.current == [.rateLimited(seconds: 7)])
    }

    @Test func aRetryAfterBeyondTheWaitBudgetEndsAtOnce() async throws {
        let inner = ScriptedTransport([.status(429, headers: ["Retry-After": "31", "X-Request-ID": "srv-9"])])
        let record = Record()
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, record).send(Self.request()) }
        #expect(error == .unavailable(.rateLimited(retryAfter: 31, requestID: "srv-9")))
        #expect(record.recorder.sleeps.isEmpty)
        #expect(record.waits.current.isEmpty)
    }

    @Test(arguments: [400, 401, 403, 404, 410, 422])
    func aClientErrorIsAnAnswerNotRetried(status: Int) async throws {
        let inner = ScriptedTransport([.status(status, #"{"detail":"Not Found"}"#)])
        let record = Record()
        let response = try await Self.retrying(inner, record).send(Self.request())
        #expect(response.status == status)
        #expect(response.sentRequestID == "req-0")
        #expect(inner.requests.count == 1)
        #expect(record.recorder.sleeps.isEmpty)
    }

    @Test func aTimeoutIsNotRetried() async throws {
        let inner = ScriptedTransport([.fail(TransportTimeout(host: "sda.example", seconds: 10))])
        let record = Record()
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, record).send(Self.request()) }
        #expect(error == .unavailable(.timedOut(host: "sda.example", seconds: 10)))
        #expect(inner.requests.count == 1)
    }

    @Test func cancellationPassesThroughUntouched() async throws {
        let inner = ScriptedTransport([.fail(CancellationError())])
        let record = Record()
        await #expect(throws: CancellationError.self) { _ = try await Self.retrying(inner, record).send(Self.request()) }
        #expect(inner.requests.count == 1)
        #expect(record.recorder.logs.isEmpty)
    }

    @Test func aCancelledBackoffEndsTheAttempts() async throws {
        let inner = ScriptedTransport([.status(503)])
        let retrying = RetryingTransport(base: inner, sleep: { _ in throw CancellationError() })
        await #expect(throws: CancellationError.self) { _ = try await retrying.send(Self.request()) }
        #expect(inner.requests.count == 1)
    }

    @Test func everyAttemptGetsWhatIsLeftOfTheBudget() async throws {
        let inner = ScriptedTransport([.refused, .refused, .status(200)])
        _ = try await Self.retrying(inner, Record()).send(Self.request())
        let limits = inner.requests.compactMap(\.maxDuration)
        #expect(limits.count == 3)
        // 3 attempts × 10 s: the first gets all 30, none less than one timeout.
        #expect(limits.first == 30)
        #expect(limits.allSatisfy { $0 >= 10 && $0 <= 30 })
    }

    @Test func aRequestThatIsNotRetryableIsSentOnceAsIs() async throws {
        let inner = ScriptedTransport([.status(503, "down")])
        let record = Record()
        let response = try await Self.retrying(inner, record).send(Self.request(retryable: false))
        #expect(response.status == 503)
        #expect(inner.requests.count == 1)
        #expect(inner.requests.first?.maxDuration == nil)
        #expect(record.recorder.logs.isEmpty)
    }

    @Test func aRefusedRequestNeverReachesTheInnerTransport() async throws {
        let inner = ScriptedTransport([])
        var request = Self.request()
        request.refusal = .config(.keyOverPlainHTTP(host: "sda.example"))
        let error = await NetTestSupport.error { _ = try await Self.retrying(inner, Record()).send(request) }
        #expect(error == .config(.keyOverPlainHTTP(host: "sda.example")))
        #expect(inner.requests.isEmpty)
    }
}
