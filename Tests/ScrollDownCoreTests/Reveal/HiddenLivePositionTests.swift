import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A hidden live game's feed row says where the game is ("live Q1 11:30") without the score,
/// and from the last regulation period on only "Q4 or later": the same in the fourth quarter and
/// in overtime.
@Suite(.temporaryHome) struct HiddenLivePositionTests {
    /// The game live after `count` plays, its list row saying so too: the period and clock of
    /// the last play, as a server's list row carries them.
    static func live(_ dialect: Dialect, _ id: Int, plays count: Int) -> FixtureScenario {
        HorizonCounterfactualTests.live(dialect, id, plays: count, league: .nba)
    }

    static func row(_ cli: CLIHarness, _ id: Int) async throws -> (text: String, json: String) {
        let text = await cli.run("games --date 2025-10-08 --league NBA").stdout
        let json = await cli.run("games --date 2025-10-08 --league NBA --format ndjson").stdout
        return (try #require(text.split(separator: "\n").first { $0.contains("\(id)") }.map(String.init)),
                try #require(json.split(separator: "\n").first { $0.contains("\"id\":\(id)") }.map(String.init)))
    }

    @Test(arguments: Dialect.allCases) func earlierPeriodsShowTheirPeriod(dialect: Dialect) async throws {
        let cli = CLIHarness(scenario: Self.live(dialect, 22000001, plays: 60))
        let (text, json) = try await Self.row(cli, 22000001)
        #expect(text.contains("  live Q1"), "\(text)")
        #expect(json.contains("\"clock\":\"Q1"), "\(json)")
        #expect(json.contains("\"outcome\":\"hidden\"") && !json.contains("\"score\""), "\(json)")
    }

    /// 21600270 went to overtime: live in its fourth quarter and live in overtime give the same
    /// row, in text and JSON.
    @Test(arguments: Dialect.allCases) func theLastRegulationPeriodAndOvertimeReadTheSame(dialect: Dialect) async throws {
        let plays = try FixtureGames.detail(21600270, dialect).plays
        let firstOT = try #require(plays.firstIndex { ($0.quarter ?? 0) == 5 })
        let firstQ4 = try #require(plays.firstIndex { ($0.quarter ?? 0) == 4 })
        var rows: [(text: String, json: String)] = []
        for count in [firstQ4 + 3, firstOT - 1, firstOT + 5] {
            let cli = CLIHarness(scenario: Self.live(dialect, 21600270, plays: count))
            rows.append(try await Self.row(cli, 21600270))
        }
        #expect(rows[0].text.contains("  live Q4 or later"), "\(rows[0].text)")
        #expect(rows[0].json.contains("\"clock\":\"Q4 or later\""), "\(rows[0].json)")
        #expect(rows.allSatisfy { $0.text == rows[0].text && $0.json == rows[0].json }, "\(rows)")
    }

    @Test func thePositionIsTheLatestPeriodNamedInTheLeaguesWords() {
        typealias P = RevealPolicy
        #expect(P.hiddenLivePosition(league: .nba, periods: [2], labels: ["Q2"], clock: "5:00") == "Q2 5:00")
        #expect(P.hiddenLivePosition(league: .nba, periods: [3], labels: ["OT"], clock: "4:10") == "Q4 or later")
        #expect(P.hiddenLivePosition(league: .nhl, periods: [2, nil], labels: [nil], clock: "12:00") == "P2 12:00")
        #expect(P.hiddenLivePosition(league: .nhl, periods: [3], labels: [], clock: "1:00") == "P3 or later")
        #expect(P.hiddenLivePosition(league: .mlb, periods: [7], labels: [], clock: nil) == "7th")
        #expect(P.hiddenLivePosition(league: .mlb, periods: [10], labels: [], clock: nil) == "9th or later")
        #expect(P.hiddenLivePosition(league: .nba, periods: [nil], labels: [nil], clock: "5:00") == nil)
    }
}
