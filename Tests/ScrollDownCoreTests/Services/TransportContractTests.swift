import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The live transport's contract (libcurl, the only one since URLSession left the binary):
/// huge bodies, redirects, cancellation before and during a request, and the client's handling
/// of each.
@Suite struct TransportContractTests {
    static let teams = "api/admin/sports/teams"

    @Test func aFortyMegabyteBodyIsRead() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.huge(bytes: 40_000_000))
        let transport = try #require(CurlTransport())
        let response = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent(Self.teams), timeout: 60))
        #expect(response.status == 200)
        #expect(response.body.count == 40_000_000)
        #expect(response.body.prefix(12) == Data(#"{"padding":""#.utf8))
        #expect(response.body.suffix(2) == Data("}\n".utf8) || response.body.last == UInt8(ascii: "}"))
    }

    @Test func aSameOriginRedirectIsFollowedAndLogged() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, apiKey: NetTestSupport.apiKey)
        defer { server.stop() }
        server.setFault(.redirect(status: 301, location: "/api/admin/sports/teams?limit=500&offset=0"),
                        pathPrefix: "/api/admin/sports/teams", times: 1)
        let recorder = NetRecorder()
        let client = NetTestSupport.client(server, recorder: recorder)
        let page = try await client.get(TeamsPageProbe.self, .teams(league: nil, search: nil, limit: 500, offset: 0))
        #expect(!page.teams.isEmpty)
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == NetTestSupport.apiKey })
        #expect(recorder.logs.contains { $0.contains("-> 301 redirect to \(server.baseURL.absoluteString)/api/admin/sports/teams: followed, same origin") },
                "\(recorder.logs)")
    }

    @Test(arguments: [301, 302, 307, 308])
    func aRedirectToAnotherLoopbackAddressIsRefusedWithoutRetry(status: Int) async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, apiKey: NetTestSupport.apiKey)
        defer { server.stop() }
        let other = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, host: "127.0.0.2")
        defer { other.stop() }
        let target = "http://127.0.0.2:\(other.port)/api/admin/sports/teams"
        server.setFault(.redirect(status: status, location: target))
        let recorder = NetRecorder()
        let client = NetTestSupport.client(server, recorder: recorder)
        let error = await NetTestSupport.error {
            _ = try await client.get(TeamsPageProbe.self, .teams(league: nil, search: nil, limit: 500, offset: 0))
        }
        #expect(error == .unavailable(.redirectRefused(
            status: status, from: "\(server.baseURL.absoluteString)/api/admin/sports/teams", to: target)))
        #expect(error?.exitCode == 69)
        #expect(other.requests.isEmpty, "the key went to another origin")
        #expect(server.requests.count == 1, "a refused redirect is not retried")
        #expect(recorder.logs.contains { $0.contains("-> \(status) redirect to \(target): refused") })
    }

    @Test func aRedirectFromHTTPToAnotherPortIsAnotherOrigin() {
        let base = URL(string: "http://127.0.0.1:8080/a")!
        #expect(HTTPRedirect.sameOrigin(base, URL(string: "HTTP://127.0.0.1:8080/b")!))
        #expect(!HTTPRedirect.sameOrigin(base, URL(string: "http://127.0.0.1:8081/a")!))
        #expect(!HTTPRedirect.sameOrigin(URL(string: "https://example.com/")!, URL(string: "http://example.com/")!))
        #expect(HTTPRedirect.sameOrigin(URL(string: "https://example.com/")!, URL(string: "https://EXAMPLE.com:443/x")!))
    }

    @Test func aRequestCancelledBeforeItStartsEndsAtOnce() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.hang)
        let transport = try #require(CurlTransport())
        let url = server.baseURL.appendingPathComponent(Self.teams)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(HTTPRequest(url: url, timeout: 600))
        }
        // The hang and the 600 s timeout would hold a request that started; this one must not.
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test func aRequestCancelledWhileWaitingEndsAtOnceWithCancellation() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.hang)
        let recorder = NetRecorder()
        let client = NetTestSupport.client(server, timeout: 600, recorder: recorder, transport: NetTestSupport.liveTransport())
        let task = OwnThread.task { try await client.send(.teams(league: nil, search: nil, limit: 500, offset: 0)) }
        #expect(await server.waitForRequests(1, timeout: 60))
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        #expect(server.requests.count == 1, "cancellation is not retried")
        #expect(recorder.sleeps.isEmpty)
    }

    /// A machine without libcurl: every backend request fails at once with the one line that
    /// says what to install, and is not retried (the sample games never get here).
    @Test func withoutLibcurlEveryRequestSaysSoOnceWithoutRetry() async throws {
        let recorder = NetRecorder()
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, attempts: 3, recorder: recorder,
                                           transport: UnavailableTransport(reason: .httpLibraryMissing))
        let error = await NetTestSupport.error { _ = try await client.send(.gameDetail(id: 1)) }
        #expect(error == .unavailable(.httpLibraryMissing))
        #expect(error?.exitCode == 69)
        #expect(recorder.sleeps.isEmpty, "not retried")
    }

    /// Where the fixed-arity binding of curl's variadic calls would be wrong, libcurl is never
    /// called: every request fails at once with one line, exit 69, not retried.
    @Test func whereCurlsVariadicCallWouldBeWrongNoRequestIsMade() async throws {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        #expect(CurlLibrary.callingConventionHolds)
        #else
        #expect(!CurlLibrary.callingConventionHolds && CurlLibrary.shared == nil)
        #endif
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let recorder = NetRecorder()
        let client = NetTestSupport.client(server, attempts: 3, recorder: recorder,
                                           transport: GameBackend.liveTransport(callingConventionHolds: false))
        let error = await NetTestSupport.error { _ = try await client.send(.gameDetail(id: 1)) }
        #expect(error == .unavailable(.httpLibraryUnsupported))
        #expect(error?.exitCode == 69)
        #expect(server.requests.isEmpty)
        #expect(recorder.sleeps.isEmpty, "not retried")
        #expect(GameBackend.liveTransport() is CurlTransport, "libcurl serves where the call is right")
    }

    @Test func theClientNeverRetriesACancellation() async throws {
        let calls = NetRecorder()
        struct Cancelling: HTTPTransport {
            let calls: NetRecorder
            func send(_ request: HTTPRequest) async throws -> HTTPResponse {
                calls.recordLog(request.url.path)
                throw CancellationError()
            }
        }
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, transport: Cancelling(calls: calls))
        await #expect(throws: CancellationError.self) { _ = try await client.send(.gameDetail(id: 1)) }
        #expect(calls.logs.count == 1)
    }

    @Test func theBudgetBoundsEveryAttemptTogether() async throws {
        let seen = NetRecorder()
        struct Recording: HTTPTransport {
            let seen: NetRecorder
            func send(_ request: HTTPRequest) async throws -> HTTPResponse {
                seen.recordSleep(request.maxDuration ?? -1)
                throw ScrollDownError.unavailable(.network(host: "127.0.0.1", .connectionRefused))
            }
        }
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, timeout: 3, attempts: 3,
                                           transport: Recording(seen: seen))
        _ = await NetTestSupport.error { _ = try await client.send(.gameDetail(id: 1)) }
        let budgets = seen.sleeps
        #expect(budgets.count == 3)
        #expect(budgets.allSatisfy { $0 >= 3 && $0 <= 9 }, "\(budgets)")
    }
}

/// Body caps, headers and the whole-request deadline of the live transport.
@Suite struct TransportLimitTests {
    /// The error of a teams page refused for its size, over a 1024-byte cap.
    static func expectOversized(_ error: ScrollDownError?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .badData(let endpoint, let detail)? = error else {
            Issue.record("expected badData, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(endpoint == "GET /api/admin/sports/teams", sourceLocation: sourceLocation)
        #expect(detail.hasSuffix("exceeds the 1024-byte limit"), sourceLocation: sourceLocation)
    }

    @Test func oversizedBodyIsBadData() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let transport = try #require(CurlTransport(maxBodyBytes: 1024))
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let error = await NetTestSupport.error { _ = try await transport.send(HTTPRequest(url: url, timeout: 30)) }
        TransportLimitTests.expectOversized(error)
    }

    @Test func headersAreLowerCasedAndStatusIsPassedThrough() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.rateLimited(retryAfter: 7))
        let transport = try #require(CurlTransport())
        let response = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x"), headers: ["X-Request-ID": "r1"], timeout: 30))
        #expect(response.status == 429)
        #expect(response.headers["retry-after"] == "7")
        #expect(response.headers["x-request-id"] == "r1")
        #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
    }

    @Test func wholeRequestDeadlineStopsATricklingServer() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        // A byte every 100 ms never trips the 1 s idle timeout; the 2 s deadline must.
        server.setFault(.trickle(intervalMilliseconds: 100))
        let transport = try #require(CurlTransport(deadlineFactor: 2))
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let started = ContinuousClock.now
        await #expect(throws: TransportTimeout(host: "127.0.0.1", seconds: 2)) {
            _ = try await transport.send(HTTPRequest(url: url, timeout: 1))
        }
        // The body would take over 500 s at this pace.
        // A hang detector, not a timing check: the suite shares two loaded cores.
        #expect(ContinuousClock.now - started < .seconds(90))
    }
}

/// An announced Content-Length over the cap is refused when the headers arrive.
@Suite struct EarlyBodyLimitTests {
    @Test func anAnnouncedOversizedBodyIsRefusedBeforeItArrives() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        // At a byte per 200 ms the whole body would take far longer than the 30 s deadline,
        // so only a refusal at the headers can answer with badData.
        server.setFault(.trickle(intervalMilliseconds: 200))
        let transport = try #require(CurlTransport(deadlineFactor: 3, maxBodyBytes: 1024))
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let error = await NetTestSupport.error { _ = try await transport.send(HTTPRequest(url: url, timeout: 10)) }
        TransportLimitTests.expectOversized(error)
    }
}
