import Foundation
import Testing
@testable import ScrollDownCore

/// The transport's per-request state: huge bodies, redirects, cancellation before and during
/// a request, and the client's handling of each.
@Suite struct TransferDelegateTests {
    static let teams = "api/admin/sports/teams"

    @Test func aFortyMegabyteBodyIsRead() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.huge(bytes: 40_000_000))
        let response = try await URLSessionTransport(timeout: 60)
            .send(HTTPRequest(url: server.baseURL.appendingPathComponent(Self.teams), timeout: 60))
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
        #expect(TransferDelegate.sameOrigin(base, URL(string: "HTTP://127.0.0.1:8080/b")!))
        #expect(!TransferDelegate.sameOrigin(base, URL(string: "http://127.0.0.1:8081/a")!))
        #expect(!TransferDelegate.sameOrigin(URL(string: "https://example.com/")!, URL(string: "http://example.com/")!))
        #expect(TransferDelegate.sameOrigin(URL(string: "https://example.com/")!, URL(string: "https://EXAMPLE.com:443/x")!))
    }

    @Test func aRequestCancelledBeforeItStartsEndsAtOnce() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.hang)
        let transport = URLSessionTransport(timeout: 600)
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
        let client = NetTestSupport.client(server, timeout: 600, recorder: recorder, transport: URLSessionTransport(timeout: 600))
        let task = Task { try await client.send(.teams(league: nil, search: nil, limit: 500, offset: 0)) }
        #expect(await server.waitForRequests(1, timeout: 60))
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        #expect(server.requests.count == 1, "cancellation is not retried")
        #expect(recorder.sleeps.isEmpty)
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
