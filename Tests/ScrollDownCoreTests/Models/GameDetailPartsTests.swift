import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The timeline reads a detail's header and plays only (`GameDetail.Parts`): the
/// same header and plays as the whole reading, everything else empty, and the commands that
/// show more still read the whole.
@Suite(.temporaryHome) struct GameDetailPartsTests {
    /// Every bundled detail of every dialect, as (tree, path under it).
    static let details: [(Dialect, String)] = Dialect.allCases.flatMap { dialect in
        TestPaths.jsonFiles(under: dialect.fixtures).filter { path in
            // `api/admin/sports/games/ID.json`, `api/v1/games/ID.json`; not the other trees
            // below the older one's root.
            let parts = path.split(separator: "/").map(String.init)
            guard parts.first == "api", let file = parts.last, file.hasSuffix(".json") else { return false }
            let id = file.dropLast(5)
            let route = parts.dropFirst().dropLast()
            return !id.isEmpty && id.allSatisfy(\.isNumber) && (route == ["admin", "sports", "games"] || route == ["v1", "games"])
        }.map { (dialect, $0) }
    }

    /// The whole detail with what `headerAndPlays` does not read emptied.
    static func headerAndPlays(of whole: GameDetail) -> GameDetail {
        var lean = whole
        (lean.teamStats, lean.playerStats, lean.odds, lean.socialPosts, lean.derivedMetrics) = ([], [], [], [], [:])
        (lean.nhlSkaters, lean.nhlGoalies, lean.mlbBatters, lean.mlbPitchers) = (nil, nil, nil, nil)
        (lean.oddsTable, lean.dataHealth, lean.statAnnotations) = (nil, nil, nil)
        return lean
    }

    @Test func theHeaderAndPlaysAreThoseOfTheWholeReading() throws {
        #expect(Self.details.count >= 3 * 10, "found \(Self.details.count) bundled details")
        var withBoxScores = 0
        for (dialect, path) in Self.details {
            let data = try Data(contentsOf: dialect.fixtures.appendingPathComponent(path))
            let whole = try FastJSONDecoder.decode(GameDetail.self, from: data)
            let lean = try FastJSONDecoder.decode(HeaderAndPlaysDetail.self, from: data).detail
            let leanSlow = try JSONDecoder.contract().decode(HeaderAndPlaysDetail.self, from: data).detail
            #expect(lean == Self.headerAndPlays(of: whole), "\(dialect) \(path)")
            #expect(leanSlow == lean, "\(dialect) \(path)")
            if !whole.playerStats.isEmpty || whole.nhlSkaters?.isEmpty == false || whole.mlbBatters?.isEmpty == false {
                withBoxScores += 1
                #expect(lean != whole)
            }
        }
        // The comparison means something only when the skipped parts hold something.
        #expect(withBoxScores > 0)
    }

    @Test func aBrokenBoxScoreDoesNotStopTheTimelinesReading() throws {
        let json = #"{"game": {"id": 1, "leagueCode": "NBA", "gameDate": "2025-01-01T00:00:00Z", "homeTeam": "A", "awayTeam": "B", "status": "final"}, "#
            + #""playerStats": [{"team": "A", "playerName": "X", "points": 9223372036854775807}], "odds": "not a list", "#
            + #""plays": [{"playIndex": 1, "quarter": 1, "description": "Jump ball"}]}"#
        let data = Data(json.utf8)
        #expect(throws: (any Error).self) { try FastJSONDecoder.decode(GameDetail.self, from: data) }
        let lean = try FastJSONDecoder.decode(HeaderAndPlaysDetail.self, from: data).detail
        #expect(lean.plays.map(\.description) == ["Jump ball"] && lean.playerStats.isEmpty && lean.odds.isEmpty)
    }

    @Test func aShootoutIsLabelledWhateverThePartsRead() throws {
        let json = #"{"game": {"id": 2, "leagueCode": "NHL", "gameDate": "2025-01-01T00:00:00Z", "homeTeam": "A", "awayTeam": "B", "#
            + #""status": "final", "seasonType": "regular"}, "plays": [{"playIndex": 1, "quarter": 5, "periodLabel": "2OT", "#
            + #""periodType": "SO", "description": "Shot"}]}"#
        let lean = try FastJSONDecoder.decode(HeaderAndPlaysDetail.self, from: Data(json.utf8)).detail
        #expect(lean.plays.map(\.periodLabel) == ["SO"])
        #expect(lean == (try FastJSONDecoder.decode(GameDetail.self, from: Data(json.utf8))))
    }

    /// What each command reads of a detail shows at the wire. A detail whose box score and odds
    /// do not decode stops the commands that read the whole (`game`, `stats`, `odds`) and not
    /// those that read the header and the plays (`timeline`, `read`); against a backend with the
    /// consumer routes only, every command but `odds` (the admin detail only) reads the
    /// consumer detail.
    @Test func eachCommandAsksForThePartsItShows() async throws {
        let broken = FixtureScenario(game: 22000001, [.custom("a box score and odds that do not decode") { documents in
            documents.detail["playerStats"] = [["team": "Brooklyn Nets", "playerName": "X", "points": 9223372036854775807] as JSONObject]
            documents.detail["odds"] = "not a list"
        }])
        let cli = CLIHarness(scenario: broken)
        let consumer = FixtureScenario(.v1, game: 22000001)
        let consumerCLI = CLIHarness(scenario: consumer)
        for (command, parts) in [("timeline 22000001", GameDetail.Parts.headerAndPlays), ("read 22000001", .headerAndPlays),
                                 ("game 22000001", .whole), ("stats 22000001", .whole), ("odds 22000001", .withOdds)] {
            let result = await cli.run(command)
            #expect((result.code == 0) == (parts == .headerAndPlays), "\(command): \(result.code) \(result.stderr)")
            let before = consumer.detailRequests
            _ = await consumerCLI.run(command)
            #expect((consumer.detailRequests > before) == (parts != .withOdds), "\(command) and the consumer detail")
        }
    }
}
