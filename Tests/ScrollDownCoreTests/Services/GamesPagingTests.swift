import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// sda orders the games list by start time only, so offset paging over games that share a start
/// time skips some and repeats others (docs/backend.md#paging-and-ties). The loopback server
/// imitates that; the service must still list every game exactly once.
@Suite struct GamesPagingTests {
    typealias S = NetTestSupport

    static func service(_ server: LoopbackHTTPServer, pageSize: Int, recorder: NetRecorder = NetRecorder()) -> HTTPGameService {
        var service = HTTPGameService(client: S.client(server, recorder: recorder), cache: nil, api: .admin,
                                      clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        service.gamesPageSize = pageSize
        return service
    }

    static func allIDs(_ tree: URL) throws -> [Int] {
        let data = try Data(contentsOf: tree.appendingPathComponent("api/admin/sports/games.json"))
        return try JSONDecoder.contract().decode(GameListResponse.self, from: data).games.map(\.id)
    }

    /// Naive offset paging against the server: what a client trusting offsets gets.
    @Test(arguments: S.trees)
    func theServerPagesTiesUnstably(tree: URL) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let client = S.client(server)
        var ids: [Int] = []
        for offset in stride(from: 0, to: 59, by: 5) {
            let page = try await client.get(GameListResponse.self, .games(.init(limit: 5, offset: offset)))
            ids += page.games.map(\.id)
        }
        #expect(ids.count == 59)
        #expect(Set(ids).count < 59, "offset paging over ties should lose games, as the real backend does")
    }

    @Test(arguments: S.trees, [
        GameQuery(),
        GameQuery(startDay: "2016-01-01", endDay: "2025-12-31"),
        GameQuery(leagues: ["NHL"], startDay: "2025-10-07", endDay: "2025-10-14"),
        GameQuery(leagues: ["NBA", "NHL"], startDay: "2023-12-11", endDay: "2025-10-12"),
    ])
    func everyGameExactlyOnceWithLimitFive(tree: URL, query: GameQuery) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let recorder = NetRecorder()
        let games = try await Self.service(server, pageSize: 5, recorder: recorder).games(query)
        let expected = try await HTTPGameService.fixtures(at: tree).games(query)
        #expect(games.map(\.id) == expected.map(\.id))
        #expect(Set(games.map(\.id)).count == games.count)
        if query == GameQuery() { #expect(Set(games.map(\.id)) == Set(try Self.allIDs(tree))) }
        // Paged by offset over the window (about N/limit + 1 requests), plus a window of its
        // own for each day whose start-time ties straddled a page boundary.
        let requests = server.requests.filter { $0.path == "/api/admin/sports/games" }
        #expect(requests.allSatisfy { $0.value("limit") == "5" })
        let paging = requests.filter {
            $0.value("startDate") == query.startDay && $0.value("endDate") == query.endDay && $0.value("team") == nil
        }
        #expect(paging.count <= expected.count / 5 + 2, "\(paging.count) pages for \(expected.count) games")
        #expect(!recorder.logs.contains { $0.contains("the server counts") })
    }

    /// A page shorter than asked is not the end while the server's count says more (seen from
    /// sda, cause unverified: docs/backend.md#paging-and-ties).
    @Test(arguments: S.trees)
    func aServerThatPagesAtFiveIsFollowedToTheEnd(tree: URL) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        server.setGamesPageCap(5)
        let recorder = NetRecorder()
        let games = try await Self.service(server, pageSize: 200, recorder: recorder).games(GameQuery())
        #expect(Set(games.map(\.id)) == Set(try Self.allIDs(tree)))
        #expect(games.count == 59)
        let requests = server.requests.filter { $0.path == "/api/admin/sports/games" }
        let paging = requests.filter { $0.value("startDate") == nil }
        #expect(paging.count == 12, "59 games at 5 a page: 12 pages")
        #expect(requests.count < 30, "\(requests.count) requests")
        #expect(!recorder.logs.contains { $0.contains("the server counts") })
    }

    /// A list that never ends stops at the page bound with a message, not a partial feed.
    @Test func endlessPagingStopsWithAClearError() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.sdaFixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let body = #"{"games":[{"id":1,"leagueCode":"NBA","gameDate":"2025-10-09T23:00:00Z","homeTeam":"A","awayTeam":"B","status":"scheduled"}],"total":null,"nextOffset":100000}"#
        server.setFault(.status(200, body: body), pathPrefix: "/api/admin/sports/games")
        var service = Self.service(server, pageSize: 5)
        service.gamesPageBound = 7
        await #expect {
            _ = try await service.games(GameQuery())
        } throws: { error in
            (error as? ScrollDownError)?.message.contains("the games list did not end after 7 pages") == true
        }
        #expect(server.requests.count == 7)
    }

    @Test func aWindowThatFitsIsOneRequest() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.sdaFixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let games = try await Self.service(server, pageSize: 200).games(GameQuery(startDay: "2025-10-01", endDay: "2025-10-14"))
        #expect(games.count == 52)
        #expect(server.requests.count == 1)
    }

    /// A day whose tied games still page unstably on their own is completed team by team,
    /// asking only for teams with no game found yet.
    @Test func aDayWhoseTiesStillBreakIsCompletedByTeam() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.sdaFixtures, apiKey: S.apiKey)
        defer { server.stop() }
        // 2025-10-11 (ET): sixteen NHL games, eight of them at 23:00Z.
        let query = GameQuery(startDay: "2025-10-11", endDay: "2025-10-11")
        let games = try await Self.service(server, pageSize: 5).games(query)
        #expect(games.count == 16)
        #expect(games == (try await HTTPGameService.fixtures(at: S.sdaFixtures).games(query)))
        let requests = server.requests.filter { $0.path == "/api/admin/sports/games" }
        let teamRequests = requests.filter { $0.value("team") != nil }
        #expect(!teamRequests.isEmpty)
        #expect(teamRequests.count <= 16, "\(teamRequests.count) team requests")
        #expect(server.requests.filter { $0.path == "/api/admin/sports/teams" }.count == 1)
    }

    /// The repair of a day by team (sixteen teams here) does not start every request
    /// at once: it asks one team at a time.
    @Test func splitWindowsAreFetchedAFewAtATime() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.sdaFixtures, apiKey: S.apiKey)
        defer { server.stop() }
        server.setFault(.latency(milliseconds: 40), pathPrefix: "/api/admin/sports/games")
        let query = GameQuery(leagues: ["NHL"], startDay: "2025-10-11", endDay: "2025-10-11")
        let games = try await Self.service(server, pageSize: 5).games(query)
        #expect(games.count == 16)
        let teamRequests = server.requests.filter { $0.value("team") != nil }.count
        #expect(teamRequests > 0)
        // +1: the server counts a request done after its last byte, when the client may
        // already have sent the next.
        #expect(server.maxInFlight <= 2, "\(server.maxInFlight) requests at once")
    }

    @Test func aCountThatDiffersFromTheServersIsSaid() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.sdaFixtures, apiKey: S.apiKey)
        defer { server.stop() }
        // A server whose total counts a game it never lists.
        let body = #"{"games":[{"id":1,"leagueCode":"NBA","gameDate":"2025-10-09T23:00:00Z","homeTeam":"A","awayTeam":"B","status":"scheduled"}],"total":2,"nextOffset":null}"#
        server.setFault(.status(200, body: body), pathPrefix: "/api/admin/sports/games")
        let recorder = NetRecorder()
        let games = try await Self.service(server, pageSize: 5, recorder: recorder).games(GameQuery(startDay: "2025-10-09", endDay: "2025-10-09"))
        #expect(games.map(\.id) == [1])
        #expect(recorder.logs.contains { $0.contains("the server counts 2 games in the window, 1 distinct arrived") })
    }
}

extension GamesPagingTests {
    /// A day whose ties straddled a page boundary is fetched again as a window of its own, and
    /// what that window finds is kept: at seven a page every such day completes itself, so no
    /// team is asked for and the team list is never fetched. A repair that threw the day's
    /// answer away asked team by team for games it already had.
    @Test(arguments: S.trees, [GameQuery(), GameQuery(leagues: ["NHL"], startDay: "2025-10-07", endDay: "2025-10-14"),
                               GameQuery(leagues: ["NBA", "NHL"], startDay: "2023-12-11", endDay: "2025-10-12")])
    func aDayFetchedAgainKeepsWhatItFound(tree: URL, query: GameQuery) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let games = try await Self.service(server, pageSize: 7).games(query)
        #expect(games.map(\.id) == (try await HTTPGameService.fixtures(at: tree).games(query)).map(\.id))
        let requests = server.requests.filter { $0.path == "/api/admin/sports/games" }
        let days = requests.filter { $0.value("startDate") != query.startDay && $0.value("startDate") == $0.value("endDate") }
        #expect(!days.isEmpty, "some day's ties straddled a page: the repair ran")
        #expect(requests.filter { $0.value("team") != nil }.isEmpty, "team requests for games a day's window found")
        #expect(!server.requests.contains { $0.path == "/api/admin/sports/teams" })
    }

    /// The whole list at five a page costs what it costs today, repairs included: 20 list
    /// requests on the older tree's 59 games, 26 on sda's, and the team list once.
    @Test func theWholeListAtFiveAPageStaysWithinItsRequests() async throws {
        for (tree, budget) in [(S.fixtures, 20), (S.sdaFixtures, 26)] {
            let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
            defer { server.stop() }
            let games = try await Self.service(server, pageSize: 5).games(GameQuery())
            #expect(games.count == 59)
            let requests = server.requests.filter { $0.path.hasPrefix("/api/admin/sports/") }.count
            #expect(requests <= budget + 1, "\(tree.lastPathComponent): \(requests) requests (games and the team list)")
        }
    }
}
