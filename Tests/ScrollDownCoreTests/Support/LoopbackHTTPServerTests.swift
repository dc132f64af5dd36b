import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The test server itself must behave like the backend, or the network tests prove nothing.
@Suite("LoopbackHTTPServer")
struct LoopbackHTTPServerTests {
    let transport = NetTestSupport.liveTransport()

    func get(_ server: LoopbackHTTPServer, _ target: String, headers: [String: String] = [:]) async throws -> HTTPResponse {
        try await transport.send(HTTPRequest(url: URL(string: server.baseURL.absoluteString + target)!, headers: headers, timeout: 30))
    }

    func json(_ response: HTTPResponse) throws -> [String: JSONValue] {
        try JSONDecoder().decode([String: JSONValue].self, from: response.body)
    }

    @Test func gamesListPagesWithNextOffset() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let first = try json(try await get(server, "/api/admin/sports/games?limit=25"))
        #expect(first["games"]?.arrayValue?.count == 25)
        #expect(first["total"]?.intValue == 59)
        #expect(first["nextOffset"]?.intValue == 25)
        let last = try json(try await get(server, "/api/admin/sports/games?limit=25&offset=50"))
        #expect(last["games"]?.arrayValue?.count == 9)
        #expect(last["nextOffset"] == .null)
        let dates = (first["games"]?.arrayValue ?? []).compactMap { $0["gameDate"]?.stringValue.flatMap(ISO8601.parse) }
        #expect(dates == dates.sorted(by: >))
    }

    @Test func gamesListFiltersByEasternDay() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        // 2025-10-08T00:00:00Z is the evening of 7 October in New York.
        let page = try json(try await get(server, "/api/admin/sports/games?startDate=2025-10-07&endDate=2025-10-07"))
        let ids = (page["games"]?.arrayValue ?? []).compactMap { $0["id"]?.intValue }.sorted()
        #expect(ids == [2025020001, 2025020002, 2025020003])
        #expect(EasternCalendar.day(of: ISO8601.parse("2025-10-08T03:59:59Z")!) == "2025-10-07")
        #expect(EasternCalendar.day(of: ISO8601.parse("2025-10-08T04:00:00Z")!) == "2025-10-08")
    }

    @Test func validationAndRoutingErrors() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let zero = try await get(server, "/api/admin/sports/games?limit=0")
        #expect(zero.status == 422)
        #expect(try json(zero)["detail"]?.arrayValue?.first?["loc"] == .array([.string("query"), .string("limit")]))
        #expect(try await get(server, "/api/admin/sports/pbp/game/21600270?limit=1001").status == 422)
        #expect(try await get(server, "/api/admin/sports/games/abc").status == 422)
        #expect(try await get(server, "/api/nothing").status == 404)
        #expect(try json(try await get(server, "/api/admin/sports/games/1")) == ["detail": .string("Game not found")])
        #expect(try await get(server, "/games/21600270/recap?reveal=full").status == 400)
        #expect(try await get(server, "/api/fairbet/odds?has_fair=true").status == 400)
        #expect(try await get(server, "/api/fairbet/odds?offset=0&cursor=x").status == 400)
    }

    @Test func playByPlayPagesOverPlays() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let page = try json(try await get(server, "/api/admin/sports/pbp/game/21600270?limit=1000&offset=500"))
        #expect(page["total_plays"]?.intValue == 540)
        #expect(page["plays"]?.arrayValue?.count == 40)
        #expect(page["plays"]?.arrayValue?.first?["play_index"] != nil)
    }

    @Test func checksTheKeyAndRecordsRequests() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, apiKey: "k")
        defer { server.stop() }
        let missing = try await get(server, "/api/admin/sports/teams")
        #expect(missing.status == 401)
        #expect(missing.headers["www-authenticate"] == "ApiKey")
        #expect(try json(missing) == ["detail": .string("Missing API key")])
        #expect(try await get(server, "/api/admin/sports/teams", headers: ["X-API-Key": "nope"]).status == 401)
        let ok = try await get(server, "/api/admin/sports/teams?league=nhl&league=x", headers: ["X-API-Key": "k", "X-Request-ID": "abc"])
        #expect(ok.status == 200)
        #expect(ok.headers["x-request-id"] == "abc")
        #expect(server.requests.count == 3)
        #expect(server.requests.last?.values("league") == ["nhl", "x"])
    }

    @Test func faultsAreScopedByPrefixAndCount() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.unavailable, pathPrefix: "/api/social", times: 1)
        #expect(try await get(server, "/api/admin/sports/teams").status == 200)
        #expect(try await get(server, "/api/social/posts/game/1").status == 503)
        #expect(try await get(server, "/api/social/posts/game/1").status == 200)
        server.setFault(.serverError)
        let plain = try await get(server, "/api/admin/sports/teams")
        #expect(plain.status == 500)
        #expect(String(data: plain.body, encoding: .utf8) == "Internal Server Error")
    }

    @Test func injectsEscapesAndUnknownStatuses() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.escapes, pathPrefix: "/games/")
        let recap = try json(try await get(server, "/games/21600270/recap?reveal=pre"))
        #expect(recap["summary"]?.stringValue?.hasPrefix("\u{1b}[2J\u{1b}]0;title\u{07}The Washington") == true)
        server.setFault(.unknownEnums, pathPrefix: "/api/admin/sports/games/")
        let detail = try json(try await get(server, "/api/admin/sports/games/21600270"))
        #expect(detail["game"]?["status"] == .string("awaiting_review"))
    }

    @Test func stopReleasesHangingConnectionsAndClosesThePort() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        server.setFault(.hang)
        let url = server.baseURL
        let pending = OwnThread.task { try? await NetTestSupport.liveTransport().send(HTTPRequest(url: url.appendingPathComponent("x"), timeout: 30)) }
        #expect(await server.waitForRequests(1))
        let started = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - started < .seconds(5))
        _ = try await pending.value
        let error = await NetTestSupport.error {
            _ = try await NetTestSupport.liveTransport().send(HTTPRequest(url: url, timeout: 30))
        }
        #expect(error == .unavailable(.network(host: "127.0.0.1", .connectionRefused)))
    }

    /// A child spawned while a server listens, with no file actions (so it inherits every
    /// descriptor not marked close-on-exec), must not keep the port open past `stop`: on CI a
    /// terminal test's child did, and a later request queued unanswered instead of being refused.
    @Test func aChildSpawnedMeanwhileDoesNotKeepThePortOpen() throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        var child: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&child, "/bin/sleep", nil, nil, argv, environ) == 0)
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        server.stop()
        #expect(Self.connectError(port: server.port) == ECONNREFUSED)
    }

    /// The errno of a plain `connect` to 127.0.0.1:`port` (0 when it connected).
    static func connectError(port: UInt16) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return result == 0 ? 0 : errno
    }

    @Test func latencyDelaysTheAnswerAndConcurrentRequestsOverlap() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.latency(milliseconds: 300), pathPrefix: "/api/social")
        let started = ContinuousClock.now
        async let first = get(server, "/api/social/posts/game/1")
        async let second = get(server, "/api/social/posts/game/2")
        let statuses = try await [first.status, second.status]
        let elapsed = ContinuousClock.now - started
        #expect(statuses == [200, 200])
        // A lower bound only: each answer waited its latency (an upper bound would be timing-flaky).
        #expect(elapsed >= .milliseconds(300))
        #expect(server.requests.count == 2)
    }
}
