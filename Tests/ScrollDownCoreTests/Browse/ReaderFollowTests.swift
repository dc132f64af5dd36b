import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `f` on a game: a live game's play-by-play under the live delay, checked again every
/// `followIntervalSeconds` (the terminal's wait), until the game is no longer live; a game
/// that is not live is said not to be.
@Suite(.temporaryHome) struct ReaderFollowTests {
    typealias S = ReaderScreenTests
    static let id = ScriptedLiveGame.id

    /// 22000001 live in the feed and its header; its detail has 100 plays at first, then 120,
    /// then it is final as recorded (the n-th detail request gets the n-th edit).
    static func scenario(_ dialect: Dialect) -> FixtureScenario {
        FixtureScenario(dialect, game: id, [.onlyPlays, .status("live", isLive: true, isFinal: false)],
                        perRequest: [[.live(plays: 100)], [.live(plays: 100)], [.live(plays: 120)],
                                     [.status("final", isLive: false, isFinal: true)]])
    }

    static func playLines(_ lines: [String]) -> Int {
        lines.filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }.count
    }

    @Test(arguments: Dialect.allCases) func followShowsALiveGameUnderTheDelayUntilItEnds(dialect: Dialect) async throws {
        let scenario = Self.scenario(dialect)
        // One hour after the start: 100 plays in 3600 s, 360 s of delay hold back the newest 10.
        let cli = CLIHarness(scenario: scenario, extra: ["SCROLLDOWN_NOW": "2025-10-09T00:30:00Z", "NO_COLOR": "1"])
        _ = await cli.run("config set liveDelaySeconds 360")
        _ = await cli.run("config set followIntervalSeconds 10")
        let requests = Locked<[Int]>([])
        let count: ScriptedTerminal.Step = .action { requests.withLock { $0.append(scenario.detailRequests) } }
        let script: [ScriptedTerminal.Step] = [.find(Self.id), count, .key(.enter), count, .key(.char("f")), count,
                                               .timeout, count, .timeout, count, .key(.char("q"))]
        let (result, terminal) = await S.browse(script, cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(requests.current == [0, 1, 2, 3, 4], "Enter, f and each check fetch the game once")
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(Self.id, dialect)))
        let (frames, screens) = (terminal.frames, terminal.screens)
        let following = Array(frames.suffix(4))
        let (first, checked, ended) = (following[0], following[1], following[2])

        #expect(first.lines.contains { $0.contains("10 newest plays held back (liveDelaySeconds 360)") }, "\(first.lines)")
        #expect(first.lines.contains { $0.contains("Game in progress, score hidden") })
        #expect(Self.playLines(first.lines) > 0)
        #expect(screens.suffix(4).first?.last == "following · j/k scroll · t s o · q back · checked every 10 s")
        // The interval is up: the game fetched again, its newer plays shown, still under the delay.
        #expect(checked.lines.contains { $0.contains("12 newest plays held back (liveDelaySeconds 360)") }, "\(checked.lines)")
        #expect(Self.playLines(checked.lines) > Self.playLines(first.lines))
        // Final: said so without the outcome, and no longer checked.
        let endedText = ended.lines.joined(separator: " ")
        #expect(endedText.contains("The game is no longer live. The outcome is hidden — read it through with scrolldown read \(Self.id)"),
                "\(endedText)")
        #expect(screens.suffix(4).dropFirst(2).first?.last == "timeline · j/k scroll · t s o · q back")
        for frame in following.dropLast() {
            #expect(probe.problems(in: frame.lines.joined(separator: "\n")) == [], "a followed screen shows the outcome")
        }
        // The waits: none on the feed and the game, the interval while following, none after.
        #expect(Array(terminal.waits.suffix(4)) == [10, 10, nil, nil])
        #expect(terminal.waits.dropLast(4).allSatisfy { $0 == nil })
    }

    @Test func followingAGameThatIsNotLiveSaysSo() async {
        let (_, terminal) = await S.browse([.find(21600270), .key(.enter), .key(.char("f"))])
        #expect(terminal.screens.last?.last == "Not live: nothing to follow (t shows its timeline).")
        let game = await S.harness().run(["game", "21600270"], width: 80).stdout
        #expect(S.words(S.document(terminal)) == S.words(S.story(game: game, reads: [])))
        #expect(terminal.waits.allSatisfy { $0 == nil })
    }
}
