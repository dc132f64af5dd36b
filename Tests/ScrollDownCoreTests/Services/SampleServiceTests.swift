import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct SampleServiceTests {
    let service = HTTPGameService.fixtures(at: TestPaths.fixtures)

    @Test func allGamesNewestFirstWithoutDuplicates() async throws {
        let games = try await service.games(GameQuery())
        #expect(games.count == 59)
        #expect(Set(games.map(\.id)).count == games.count)
        #expect(zip(games, games.dropFirst()).allSatisfy { $0.gameDate >= $1.gameDate })
        #expect(games.first?.id == 2025020048)
    }

    @Test func leagueFilterIsCaseInsensitive() async throws {
        let nba = try await service.games(GameQuery(leagues: ["nba"]))
        #expect(nba.count == 9)
        #expect(nba.allSatisfy { $0.leagueCode == "NBA" })
        let two = try await service.games(GameQuery(leagues: ["NBA", "MLB"]))
        #expect(two.count == 10)
        #expect(try await service.games(GameQuery(leagues: ["NFL"])).isEmpty)
    }

    @Test func easternDayWindow() async throws {
        // 910000001…7 start 23:10 UTC on 10 Oct 2025 to 00:10 UTC on 11 Oct (Fixtures/MANIFEST.md:
        // moved onto the demo's next evening), i.e. the evening of 10 Oct in ET.
        let evening = try await service.games(GameQuery(leagues: ["NBA"], startDay: "2025-10-10", endDay: "2025-10-10"))
        #expect(evening.map(\.id).sorted() == Array(910000001...910000007))
        #expect(try await service.games(GameQuery(leagues: ["NBA"], startDay: "2025-10-11", endDay: "2025-10-11")).isEmpty)
        let fromOctober = try await service.games(GameQuery(leagues: ["NHL"], startDay: "2025-10-13"))
        #expect(fromOctober.count == 10)
        let wednesday = try await service.games(GameQuery(startDay: "2025-10-08", endDay: "2025-10-08"))
        // Newest first; same-start games by id, descending; 02:00 UTC on the 9th is the 8th in ET.
        #expect(wednesday.map(\.id) == [2025020007, 2025020006, 21600270, 2025020005, 22000001, 2025020004, 2024030121, 744914])
        #expect(try await service.games(GameQuery(endDay: "2025-10-07")).map(\.id) == [2025020003, 2025020002, 2025020001])
        let evenings = try await service.games(GameQuery(startDay: "2025-10-10", endDay: "2025-10-10"))
        #expect(Array(evenings.map(\.id).suffix(7)) == [910000007, 910000006, 910000005, 910000004, 910000003, 910000002, 910000001])
    }

    @Test func lateEasternGameMatchesItsEasternDay() async throws {
        let tree = try TempFixtures()
        defer { tree.remove() }
        try tree.write("api/admin/sports/games.json", """
        {"games":[
         {"id":1,"leagueCode":"NBA","gameDate":"2026-01-23T03:00:00Z","homeTeam":"Boston Celtics","awayTeam":"New York Knicks","homeTeamAbbr":"BOS","awayTeamAbbr":"NYK","status":"scheduled"},
         {"id":2,"leagueCode":"NBA","gameDate":"2026-01-23T05:00:00Z","homeTeam":"Utah Jazz","awayTeam":"Denver Nuggets","status":"scheduled"},
         {"id":3,"leagueCode":"NBA","gameDate":"2026-01-22T04:59:00Z","homeTeam":"Utah Jazz","awayTeam":"Denver Nuggets","status":"scheduled"},
         {"id":4,"leagueCode":"NBA","gameDate":"2026-01-22T20:00:00Z","homeTeam":"Miami Heat","awayTeam":"Orlando Magic","status":"postponed"},
         {"id":5,"leagueCode":"NBA","gameDate":"2026-01-22T20:00:00Z","homeTeam":"Miami Heat","awayTeam":"Orlando Magic","status":"canceled"},
         {"id":6,"leagueCode":"NBA","gameDate":"2026-01-22T18:00:00Z","homeTeam":"Miami Heat","awayTeam":"Orlando Magic","status":"archived"},
         {"id":1,"leagueCode":"NBA","gameDate":"2026-01-23T03:00:00Z","homeTeam":"Boston Celtics","awayTeam":"New York Knicks","status":"scheduled"}
        ],"total":7,"nextOffset":null}
        """)
        let service = HTTPGameService.fixtures(at: tree.root)
        let day = try await service.games(GameQuery(startDay: "2026-01-22", endDay: "2026-01-22"))
        #expect(day.map(\.id) == [1, 6])
    }

    @Test func teamFilterMatchesNamesAndAbbreviations() async throws {
        let bruins = try await service.games(GameQuery(team: "bruins"))
        #expect(bruins.map(\.id).sorted() == [2025020005, 2025020008, 2025020024, 2025020040])
        let abbr = try await service.games(GameQuery(leagues: ["NBA"], team: "okc"))
        #expect(abbr.map(\.id) == [21600270])
        #expect(try await service.games(GameQuery(team: "zzz")).isEmpty)
    }

    @Test func invalidDayIsAUsageError() async {
        await #expect(throws: ScrollDownError.usage(.invalidDate("2026-02-30"))) {
            _ = try await service.games(GameQuery(startDay: "2026-02-30"))
        }
    }

    @Test func detailFlowAndMissingFiles() async throws {
        let detail = try await service.game(id: 22000001)
        #expect(detail.game.id == 22000001)
        #expect(detail.game.leagueCode == "NBA")
        await #expect(throws: ScrollDownError.notFound(.game(id: 42))) { _ = try await service.game(id: 42) }
        let flow = try await service.flow(gameID: 22000001)
        #expect(flow?.gameId == 22000001)
        #expect(flow?.blocks?.isEmpty == false)
        #expect(try await service.flow(gameID: 2025020001) == nil)
        #expect(try await service.timeline(gameID: 22000001) == nil)
    }

    @Test func playByPlayRecapAndSocial() async throws {
        let pbp = try await service.playByPlay(gameID: 22000001)
        #expect(pbp.gameId == 22000001)
        #expect(pbp.plays.count == pbp.totalPlays)
        await #expect(throws: ScrollDownError.notFound(.game(id: 42))) { _ = try await service.playByPlay(gameID: 42) }
        let pre = try #require(try await service.recap(gameID: 2025020001, level: .pre))
        #expect(pre.reveal == .pre)
        #expect(!pre.available)
        #expect(try await service.recap(gameID: 42, level: .post) == nil)
        #expect(try await service.socialPosts(gameID: 42).isEmpty)
        #expect(try await service.socialPosts(gameID: 2025020001).isEmpty)
    }

    @Test func teamsFilteredByLeague() async throws {
        let all = try await service.teams(league: nil)
        #expect(all.count == 51)
        let nba = try await service.teams(league: "nba")
        #expect(!nba.isEmpty)
        #expect(nba.allSatisfy { $0.leagueCode == "NBA" })
        #expect(nba.map(\.name) == nba.map(\.name).sorted())
    }

    @Test func badFixtureIsBadDataWithKeyPath() async throws {
        let tree = try TempFixtures()
        defer { tree.remove() }
        try tree.write("api/admin/sports/games/7.json", #"{"game":{"id":7}}"#)
        let service = HTTPGameService.fixtures(at: tree.root)
        await #expect(throws: ScrollDownError.badData(endpoint: "GET /api/admin/sports/games/7", detail: "game.leagueCode: missing key")) {
            _ = try await service.game(id: 7)
        }
    }
}

/// A throwaway fixture tree under the temporary directory.
struct TempFixtures {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrolldown-fixtures-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("api"), withIntermediateDirectories: true)
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
