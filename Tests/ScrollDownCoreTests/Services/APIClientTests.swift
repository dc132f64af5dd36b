import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite("APIClient against the loopback server")
struct APIClientTests {
    typealias S = NetTestSupport

    @Test func sendsKeyAcceptUserAgentAndRequestID() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let client = S.client(server)
        let page = try await client.get(TeamsPageProbe.self, .teams(league: "NHL", search: nil, limit: 500, offset: 0))
        #expect(page.teams.count == page.total)
        #expect(page.teams.first?.name == "Anaheim Ducks")
        let request = try #require(server.requests.last)
        #expect(request.headers["x-api-key"] == S.apiKey)
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["user-agent"] == "scrolldown/9.9.9")
        #expect(request.headers["x-request-id"] == "req-1")
        #expect(request.path == "/api/admin/sports/teams")
        #expect(request.values("league") == ["NHL"])
        #expect(request.value("limit") == "500")
    }

    @Test func defaultRequestIDsAreFreshUUIDs() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        let client = GameBackend.client(configuration: .init(baseURL: server.baseURL, apiKey: nil, version: "1"),
                                        network: NetTestSupport.liveTransport(), cache: nil)
        _ = try await client.send(.social(id: 1))
        _ = try await client.send(.social(id: 1))
        let ids = server.requests.compactMap { $0.headers["x-request-id"] }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2)
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == nil })
    }

    @Test func refusesTheKeyOverPlainHTTPToARemoteHost() async throws {
        let calls = NetRecorder()
        let client = S.client(baseURL: URL(string: "http://sda.example.com")!, transport: UnreachableTransport(calls: calls))
        let error = await S.error { _ = try await client.send(.teams(league: nil, search: nil, limit: 1, offset: 0)) }
        #expect(error == .config(.keyOverPlainHTTP(host: "sda.example.com")))
        #expect(error?.exitCode == 1)
        #expect(calls.logs.isEmpty)
        // Without a key there is nothing to protect.
        let keyless = S.client(baseURL: URL(string: "http://sda.example.com")!, key: nil, transport: UnreachableTransport(calls: calls))
        _ = try await keyless.send(.teams(league: nil, search: nil, limit: 1, offset: 0))
        #expect(calls.logs.count == 1)
    }

    @Test(arguments: [
        ("https://sda.dock108.dev", true), ("http://127.0.0.1:8000", true), ("http://127.9.3.1", true),
        ("http://localhost:8000", true), ("http://[::1]:8000", true), ("http://10.0.0.2", false),
        ("http://128.0.0.1", false), ("http://localhost.evil.com", false), ("ftp://127.0.0.1", false),
    ])
    func keyPolicy(url: String, allowed: Bool) {
        #expect(APIClient.mayCarryKey(URL(string: url)!) == allowed)
    }

    @Test func configurationNeverPrintsTheKey() {
        let configuration = S.client(baseURL: URL(string: "https://sda.example.com")!).configuration
        #expect(configuration.apiKey?.value == S.apiKey)
        #expect(!String(describing: configuration).contains(S.apiKey))
        #expect(!String(reflecting: configuration).contains(S.apiKey))
    }

    @Test func wrongKeyIsAuthRefusedWithoutTheKey() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: "the-real-key")
        defer { server.stop() }
        let error = await S.error { _ = try await S.client(server).send(.gameDetail(id: 21600270)) }
        #expect(error == .authRefused(.init(status: 401, keySent: .admin, routes: .admin, detail: "Invalid API key", requestID: "req-1")))
        #expect(error?.exitCode == 77)
        #expect(!(error?.message.contains(S.apiKey) ?? true))
        #expect(server.requests.count == 1)
    }

    @Test func forbiddenIsAuthRefused() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.forbidden, pathPrefix: "/api/admin/sports/pbp")
        let error = await S.error { _ = try await S.client(server).send(.playByPlay(id: 21600270, limit: 1000, offset: 0)) }
        #expect(error?.exitCode == 77)
        guard case .authRefused(let refusal)? = error else { Issue.record("expected authRefused, got \(String(describing: error))"); return }
        #expect(refusal.status == 403 && refusal.detail == "Admin access required" && refusal.routes == .admin)
    }

    @Test func missingGameIsNotFoundWithCallerContext() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        let error = await S.error { _ = try await S.client(server).send(.gameDetail(id: 4242), notFound: .game(id: 4242)) }
        #expect(error == .notFound(.game(id: 4242)))
        let flow = await S.error { _ = try await S.client(server).send(.flow(id: 910000001)) }
        #expect(flow == .notFound(.resource("GET /api/admin/sports/games/910000001/flow")))
    }

    @Test func validationErrorsQuoteTheServerDetail() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        let body = #"{"detail":[{"type":"greater_than_equal","loc":["query","limit"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}}]}"#
        server.setFault(.status(422, body: body), pathPrefix: "/api/admin/sports/games")
        let error = await S.error { _ = try await S.client(server).send(.games(.init())) }
        #expect(error == .serverRejected(
            request: "GET /api/admin/sports/games", status: 422,
            detail: "query.limit: Input should be greater than or equal to 1", requestID: "req-1"))
    }

    @Test func badRequestAndExpiredSnapshot() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        let client = S.client(server)
        let bad = await S.error {
            _ = try await client.send(.fairBet(FairBetQuery(sortBy: "game_time"), after: .cursor("not-a-cursor", snapshotID: nil)))
        }
        #expect(bad?.message.contains("HTTP 400: Invalid cursor.") == true)
        let expired = await S.error {
            _ = try await client.send(.fairBet(FairBetQuery(sortBy: "ev"), after: .cursor(FixtureBackend.cursor(5), snapshotID: "gone")))
        }
        #expect(expired?.message.contains("HTTP 410: Snapshot expired or not found.") == true)
        #expect(expired?.message.contains("start again from page 1") == true)
    }

    @Test func rateLimitWaitsForRetryAfterThenSucceeds() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.rateLimited(retryAfter: 2), pathPrefix: "/api/social", times: 2)
        let recorder = NetRecorder()
        let response = try await S.client(server, recorder: recorder).send(.social(id: 21600270))
        #expect(response.status == 200)
        #expect(recorder.sleeps == [2, 2])
        #expect(server.requests.count == 3)
    }

    @Test func rateLimitBeyondTheBudgetIsUnavailable() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.rateLimited(retryAfter: 120), pathPrefix: "/")
        let recorder = NetRecorder()
        let error = await S.error { _ = try await S.client(server, recorder: recorder).send(.social(id: 1)) }
        #expect(error == .unavailable(.rateLimited(retryAfter: 120, requestID: "req-1")))
        #expect(recorder.sleeps.isEmpty)
    }

    @Test func serverErrorsAreRetriedThenUnavailable() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.unavailable, pathPrefix: "/api/admin")
        let recorder = NetRecorder()
        let error = await S.error { _ = try await S.client(server, recorder: recorder).send(.gameDetail(id: 21600270)) }
        #expect(error == .unavailable(.serverError(status: 503, attempts: 3, requestID: "req-3")))
        #expect(error?.exitCode == 69)
        #expect(recorder.sleeps == [0.5, 1.0])
        #expect(server.requests.count == 3)
    }

    @Test func plainTextServerErrorOnceIsRetriedToSuccess() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.serverError, pathPrefix: "/api/admin/sports/teams", times: 1)
        let recorder = NetRecorder()
        let page = try await S.client(server, recorder: recorder)
            .get(TeamsPageProbe.self, .teams(league: nil, search: "bos", limit: 10, offset: 0))
        #expect(page.teams.map(\.abbreviation) == ["BOS"])
        #expect(recorder.sleeps == [0.5])
    }

    @Test func hungServerTimesOutWithinTheTimeout() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.hang)
        let started = ContinuousClock.now
        let error = await S.error { _ = try await S.client(server, timeout: 1).send(.gameDetail(id: 21600270)) }
        let elapsed = ContinuousClock.now - started
        // The limit named is the idle timeout (1 s), or the whole-request deadline when a loaded
        // machine resumed the transfer late enough that the deadline ran out first.
        guard case .unavailable(.timedOut(host: "127.0.0.1", let seconds))? = error else {
            Issue.record("not a timeout: \(String(describing: error))")
            return
        }
        #expect(seconds >= 1)
        // The server never answers before `stop()` (after this test body), so finishing at all
        // proves the client gave up by itself. The bound only catches a wait on some other
        // limit: the suite runs in parallel on two cores, and resuming the task after the
        // transfer gave up can lag far behind the timer.
        #expect(elapsed < .seconds(120))
        #expect(server.requests.count == 1)
    }

    @Test func droppedConnectionIsUnavailableAfterRetries() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.drop)
        let recorder = NetRecorder()
        let error = await S.error { _ = try await S.client(server, recorder: recorder).send(.gameDetail(id: 21600270)) }
        #expect(error?.exitCode == 69)
        #expect(error?.message.contains("127.0.0.1") == true)
        #expect(recorder.sleeps == [0.5, 1.0])
    }

    @Test func refusedConnectionIsUnavailable() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        let url = server.baseURL
        server.stop()
        let error = await S.error { _ = try await S.client(baseURL: url, attempts: 1).send(.social(id: 1)) }
        #expect(error == .unavailable(.network(host: "127.0.0.1", .connectionRefused)))
    }

    @Test func truncatedBodyIsAnErrorNotACrash() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.truncated)
        let error = await S.error {
            _ = try await S.client(server, attempts: 1).get(TeamsPageProbe.self, .teams(league: nil, search: nil, limit: 500, offset: 0))
        }
        let code = try #require(error?.exitCode)
        #expect(code == 69 || code == 65)
    }

    @Test func malformedJSONIsBadDataNamingTheEndpoint() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.malformedJSON)
        let error = await S.error {
            _ = try await S.client(server).get(TeamsPageProbe.self, .teams(league: nil, search: nil, limit: 500, offset: 0))
        }
        guard case .badData(let endpoint, let detail)? = error else {
            Issue.record("expected badData, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /api/admin/sports/teams")
        #expect(detail.contains("not valid JSON"))
        #expect(error?.exitCode == 65)
    }

    @Test func verboseLogNamesPathStatusAndRequestIDButNeverTheKey() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let recorder = NetRecorder()
        _ = try await S.client(server, recorder: recorder).send(.games(.init(leagues: ["NHL"], limit: 5)))
        let line = try #require(recorder.logs.first)
        #expect(line == "GET /api/admin/sports/games?league=NHL&safe=true&limit=5&offset=0 -> 200 in 0 ms (request id req-1)")
        #expect(!recorder.logs.joined().contains(S.apiKey))
    }

    @Test func serverRequestIDIsQuotedWhenItDiffers() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures)
        defer { server.stop() }
        server.setFault(.status(400, body: #"{"detail":"Invalid reveal value"}"#, headers: ["X-Request-ID": "srv-77"]))
        let error = await S.error { _ = try await S.client(server).send(.recap(id: 1, reveal: "pre")) }
        #expect(error == .serverRejected(request: "GET /games/1/recap", status: 400, detail: "Invalid reveal value", requestID: "srv-77"))
    }
}

/// The client and the mock decode through one contract decoder, so a failure reads the same.
@Suite struct ContractDecoderTests {
    struct Odd: Error {}
    /// A model whose decoding fails with something other than `DecodingError`.
    struct Refuses: Decodable {
        init(from decoder: Decoder) throws { throw Odd() }
    }

    @Test func clientAndMockMapEveryFailureAlike() throws {
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!,
                                           transport: UnreachableTransport(calls: NetRecorder()))
        for body in ["{}", "not json", #"{"gameId":"x"}"#] {
            let data = Data(body.utf8)
            let viaClient = NetTestSupport.errorSync { _ = try client.decode(Refuses.self, from: data, endpoint: "E") }
            let viaMock = NetTestSupport.errorSync { _ = try decodeContract(Refuses.self, from: data, endpoint: "E") }
            #expect(viaClient == viaMock, "\(body)")
        }
        let odd = NetTestSupport.errorSync { _ = try client.decode(Refuses.self, from: Data("{}".utf8), endpoint: "E") }
        #expect(odd == .badData(endpoint: "E", detail: "undecodable data (Odd)"))
        let flow = NetTestSupport.errorSync { _ = try client.decode(GameFlow.self, from: Data(#"{"gameId":"x"}"#.utf8), endpoint: "E") }
        #expect(flow?.message.hasPrefix("bad data from the server (E): gameId: not a Int") == true)
    }
}

extension NetTestSupport {
    /// Runs `body` and returns the ScrollDownError it throws, or nil.
    static func errorSync(_ body: () throws -> Void) -> ScrollDownError? {
        do {
            try body()
            return nil
        } catch let error as ScrollDownError {
            return error
        } catch {
            Issue.record("unexpected \(type(of: error)): \(error)")
            return nil
        }
    }
}

/// Retry policy follows the kind of transport failure, not its wording.
@Suite struct TimeoutRetryPolicyTests {
    /// Throws `failure` on every call and counts the calls.
    struct Failing: HTTPTransport {
        let failure: any Error & Sendable
        let calls: NetRecorder
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            calls.recordLog(request.url.path)
            throw failure
        }
    }

    @Test func aTimeoutIsNeverRetriedWhateverItsWording() async throws {
        let calls = NetRecorder(), recorder = NetRecorder()
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, recorder: recorder,
                                           transport: Failing(failure: TransportTimeout(host: "127.0.0.1", seconds: 3), calls: calls))
        let error = await NetTestSupport.error { _ = try await client.send(.social(id: 1)) }
        #expect(error == .unavailable(.timedOut(host: "127.0.0.1", seconds: 3)))
        #expect(calls.logs.count == 1)
        #expect(recorder.sleeps.isEmpty)
    }

    /// Only the transport's `TransportTimeout` ends the attempts early: an `.unavailable` that
    /// happens to be a timeout (a wrapped transport's own) is retried like any network failure.
    @Test func anUnavailableTimeoutFromTheTransportIsStillRetried() async throws {
        let calls = NetRecorder(), recorder = NetRecorder()
        let timedOut = ScrollDownError.Unavailable.timedOut(host: "127.0.0.1", seconds: 3)
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, recorder: recorder,
                                           transport: Failing(failure: ScrollDownError.unavailable(timedOut), calls: calls))
        let error = await NetTestSupport.error { _ = try await client.send(.social(id: 1)) }
        #expect(error == .unavailable(.afterAttempts(timedOut, attempts: 3)))
        #expect(calls.logs.count == 3)
        #expect(recorder.sleeps == [0.5, 1.0])
    }
}
