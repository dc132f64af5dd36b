import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// 22000001 as a live game that grows, request by request, through a script of play counts
/// (nil: the real, final game), told only by its header and plays.
enum ScriptedLiveGame {
    static let id = 22000001

    static func scenario(_ script: [Int?], dialect: Dialect = .older) -> FixtureScenario {
        FixtureScenario(dialect, game: id, [.onlyPlays], perRequest: script.map { count in count.map { [.live(plays: $0)] } ?? [] })
    }
}

/// Records the waits `--follow` asked for.
final class SleepLog: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var values: [Double] = []  // guarded by `lock`
    func add(_ value: Double) { lock.lock(); values.append(value); lock.unlock() }
    var all: [Double] { lock.lock(); defer { lock.unlock() }; return values }
}

@Suite(.temporaryHome) struct FollowTests {
    @Test(arguments: Dialect.allCases) func followPrintsOnlyNewPlaysWithoutScoresAndStopsWhenFinal(dialect: Dialect) async throws {
        let scenario = ScriptedLiveGame.scenario([60, 90, 90, 150, nil], dialect: dialect)
        let sleeps = SleepLog()
        var cli = CLIHarness(scenario: scenario)
        cli.sleep = { sleeps.add($0) }
        let result = await cli.run("timeline 22000001 --follow --all-plays")
        #expect(result.code == 0)
        #expect(sleeps.all == [45, 45, 45, 45])
        #expect(scenario.detailRequests == 5)
        // Every play printed once, in order; no running score before reveal.
        let playLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }
        #expect(playLines.count == 150)
        #expect(!result.stdout.contains("["))
        #expect(result.stdout.contains("Game in progress, score hidden"))
        #expect(TimelineCommandTests.unwrapped(result.stdout).hasSuffix("The game is no longer live. The outcome is hidden — read it through with scrolldown read 22000001, or reveal it with scrolldown game 22000001 --reveal "))
        #expect(!result.stdout.contains("125"))
    }

    @Test(arguments: Dialect.allCases) func followIntervalAndLiveDelayComeFromSettings(dialect: Dialect) async throws {
        let sleeps = SleepLog()
        var cli = CLIHarness(scenario: ScriptedLiveGame.scenario([100, nil], dialect: dialect),
                             extra: ["SCROLLDOWN_NOW": "2025-10-09T00:30:00Z"])  // one hour after the start
        cli.sleep = { sleeps.add($0) }
        _ = await cli.run("config set followIntervalSeconds 10")
        _ = await cli.run("config set liveDelaySeconds 360")
        let result = await cli.run("timeline 22000001 --follow --all-plays")
        #expect(sleeps.all == [10])
        // 100 plays in 3600 s: 360 s hold back the newest 10.
        #expect(result.stdout.contains("10 newest plays held back (liveDelaySeconds 360)"))
        let playLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }
        #expect(playLines.count == 90)
    }
}

@Suite(.temporaryHome) struct LiveReadTests {
    @Test(arguments: Dialect.allCases) func readingALiveGameContinuesInsideThePeriodThenWaits(dialect: Dialect) async throws {
        let cli = CLIHarness(scenario: ScriptedLiveGame.scenario([60, 90, 90], dialect: dialect))
        let first = await cli.run("read 22000001 --all-plays")
        let count: (String) -> Int = { $0.split(separator: "\n").filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }.count }
        #expect(count(first.stdout) == 60, "\(first.stdout) \(first.stderr)")
        #expect(!first.stdout.contains("End of Q1"))  // the period is still being played
        let second = await cli.run("read 22000001 --all-plays")
        #expect(count(second.stdout) == 30)
        let third = await cli.run("read 22000001")
        #expect(third.stdout.contains("You are up to date with the game so far"))
        let feed = await cli.run("game 22000001")
        #expect(feed.stdout.contains("stopped at Q1"))
    }
}

/// A clock that `--follow`'s injected sleep moves forward.
final class SteppingClock: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var current: Date  // guarded by `lock`
    init(_ start: Date) { current = start }
    var now: Date { lock.lock(); defer { lock.unlock() }; return current }
    func advance(_ seconds: Double) { lock.lock(); current += seconds; lock.unlock() }
}

@Suite(.temporaryHome) struct LiveTimelineTests {
    static func playLine(_ line: Substring) -> Bool { line.hasPrefix("  ●") || line.hasPrefix("    ") || line.hasPrefix("      · ") }

    @Test(arguments: Dialect.allCases) func heldBackPlaysLeaveNoScoreInARevealedLiveGame(dialect: Dialect) async throws {
        // 100 plays one hour after the start, liveDelaySeconds 360: the newest 10 held back.
        let cli = CLIHarness(scenario: ScriptedLiveGame.scenario([100], dialect: dialect), extra: ["SCROLLDOWN_NOW": "2025-10-09T00:30:00Z"])
        _ = await cli.run("config set liveDelaySeconds 360")
        _ = await cli.run("reveal 22000001")
        let detail = try await HTTPGameService.fixtures(at: dialect.fixtures).game(id: 22000001)
        let shown = detail.plays[89], newest = detail.plays[99]
        let shownAway = try #require(shown.awayScore), newestAway = try #require(newest.awayScore)
        #expect(shownAway != newestAway)
        let text = await cli.run("timeline 22000001 --pbp")
        #expect(text.stdout.contains("10 newest plays held back"), "\(text.stdout)")
        let scoreLine = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("Score: ") })
        #expect(scoreLine.contains(" \(shownAway) – "), "\(scoreLine)")
        #expect(!text.stdout.contains(" \(newestAway) – "), "\(text.stdout)")
        let json = await cli.run("timeline 22000001 --pbp --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let score = try #require((object["game"] as? [String: Any])?["score"] as? [String: Any])
        #expect(score["away"] as? Int == shown.awayScore)
        #expect(score["home"] as? Int == shown.homeScore)
        // The clock is the delayed broadcast's too: the last play shown, not the server's.
        let clock = (object["game"] as? [String: Any])?["clock"] as? String
        #expect(clock == shown.timeLabel, "clock \(clock ?? "nil") vs shown \(shown.timeLabel ?? "nil")")
    }

    @Test(arguments: Dialect.allCases) func aRevealedLiveGameGetsSeparatorsOnlyForPeriodsThatEnded(dialect: Dialect) async throws {
        // 200 plays: Q1 (143 plays) is over, Q2 is being played.
        let cli = CLIHarness(scenario: ScriptedLiveGame.scenario([200], dialect: dialect))
        _ = await cli.run("reveal 22000001")
        let text = await cli.run("timeline 22000001 --pbp")
        #expect(text.stdout.contains("End of Q1 ·"), "\(text.stdout)")
        #expect(!text.stdout.contains("End of Q2"), "\(text.stdout)")
    }

    @Test(arguments: Dialect.allCases) func followPrintsEachPeriodEndOnceWhenItHasEnded(dialect: Dialect) async throws {
        // Q1 complete (143 plays) while Q2 has not started, then Q2 under way, then final.
        var cli = CLIHarness(scenario: ScriptedLiveGame.scenario([143, 150, 160, nil], dialect: dialect))
        cli.sleep = { _ in }
        _ = await cli.run("reveal 22000001")
        let result = await cli.run("timeline 22000001 --follow --all-plays")
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("End of Q1") }.count == 1, "\(result.stdout)")
        #expect(!result.stdout.contains("End of Q2"), "\(result.stdout)")
        // The separator comes once Q1 is over: after its last play, before Q2's first.
        let separator = try #require(lines.firstIndex { $0.contains("End of Q1") })
        let q2 = try #require(lines.firstIndex { $0 == "Q2" })
        #expect(separator < q2)
        #expect(lines.filter(Self.playLine).count == 160)
    }

    @Test(arguments: Dialect.allCases) func followMovesNowOnWithTheClock(dialect: Dialect) async throws {
        // 100 plays; each wait moves the clock on by an hour, so the live delay of 360 s
        // holds back 10 plays at first (one hour in) and 5 in the second batch (two hours in).
        let clock = SteppingClock(Date(timeIntervalSince1970: 1_760_032_800))
        var cli = CLIHarness(scenario: ScriptedLiveGame.scenario([100, 100, nil], dialect: dialect),
                             extra: ["SCROLLDOWN_NOW": "2025-10-09T00:30:00Z"])
        cli.clock = { clock.now }
        cli.sleep = { _ in clock.advance(3600) }
        _ = await cli.run("config set liveDelaySeconds 360")
        let output = await cli.run("timeline 22000001 --follow --all-plays").stdout
        #expect(output.contains("10 newest plays held back"), "\(output)")
        #expect(output.split(separator: "\n").filter(Self.playLine).count == 95, "\(output)")
    }
}
