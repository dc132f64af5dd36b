import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite(.temporaryHome) struct TimelineCommandTests {
    static let variants = ["", "--pbp", "--pbp --all-plays", "--through 99", "--through 2", "--page 1", "--page 30"]
    /// sda decodes into the same plays (DialectTests) and has no flow, so its default view is
    /// the older backend's `--pbp`: the variants that differ between the two are enough there.
    static let sdaVariants = ["", "--through 2", "--page 30"]

    @Test(arguments: Dialect.allCases, ReaderAttackTests.idsWithPlays)
    func fixtureGamesWithPlaysNeverShowTheOutcomeBeforeReveal(dialect: Dialect, id: Int) async throws {
        let games = try FixtureGame.all(dialect)
        #expect(games.count >= 4)
        #expect(Set(games.map(\.id)).isSubset(of: ReaderAttackTests.idsWithPlays), "every game with plays has its case")
        let answers = FixtureGame.answers()
        // One game per case, so the games run in parallel.
        for game in games where game.id == id {
            if let answer = answers?[String(game.id)] {
                #expect(answer["homeScore"] as? Int == game.homeScore, "answers.json disagrees for \(game.id)")
                #expect(answer["awayScore"] as? Int == game.awayScore, "answers.json disagrees for \(game.id)")
            }
            let cli = CLIHarness(dialect: dialect, service: .real)
            // Before any reading, then again after reading to the end with `read`.
            for round in 0..<2 {
                for variant in dialect == .older ? Self.variants : Self.sdaVariants {
                    let text = await cli.run("timeline \(game.id) \(variant)")
                    #expect(text.code == 0, "timeline \(game.id) \(variant): \(text.stderr)")
                    #expect(game.probe.problems(in: text.stdout) == [], "timeline \(game.id) \(variant) round \(round)")
                    for format in ["json", "ndjson"] {
                        let json = await cli.run("timeline \(game.id) \(variant) --format \(format)")
                        #expect(json.code == 0)
                        #expect(game.probe.problems(in: json.stdout) == [], "timeline \(game.id) \(variant) \(format) round \(round)")
                    }
                }
                guard round == 0 else { break }
                for mode in ["", "--pbp"] {
                    for _ in 0..<12 {
                        let step = await cli.run("read \(game.id) \(mode)")
                        #expect(game.probe.problems(in: step.stdout) == [], "read \(game.id) \(mode)")
                        let json = await cli.run("read \(game.id) \(mode) --format json --restart")
                        #expect(game.probe.problems(in: json.stdout) == [])
                        _ = await cli.run("read \(game.id) \(mode)")  // undo the restart: back where we were
                        if step.stdout.contains("You have read the whole game") || step.stdout.contains("You have reached the end") { break }
                    }
                }
            }
        }
    }

    @Test(arguments: Dialect.allCases) func afterRevealTheFinalScoreShows(dialect: Dialect) async throws {
        for game in try FixtureGame.all(dialect) {
            let cli = CLIHarness(dialect: dialect, service: .real)
            _ = await cli.run("reveal \(game.id)")
            let text = await cli.run("timeline \(game.id)")
            #expect(text.stdout.contains("Final: \(game.away) \(game.awayScore) – \(game.home) \(game.homeScore)"), "\(game.id)")
            let json = await cli.run("timeline \(game.id) --format json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let body = try #require(object["game"] as? [String: Any])
            #expect(body["outcome"] as? String == "visible")
            let score = try #require(body["score"] as? [String: Any])
            #expect(score["home"] as? Int == game.homeScore)
            #expect(score["away"] as? Int == game.awayScore)
            let pbp = await cli.run("timeline \(game.id) --pbp")
            #expect(pbp.stdout.contains("End of \(game.league.periodLabel(game.lastPeriod)) · \(game.away) \(game.awayScore) – \(game.home) \(game.homeScore)"))
        }
    }

    /// Text with its wrapped lines joined: notices wrap at 100 columns.
    static func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }

    static let stopLine = "Stopped at the end of Q3 — the outcome is hidden. Q4 onward comes one step at a time: scrolldown read"

    @Test(arguments: Dialect.allCases) func hiddenOvertimeGameStopsBeforeTheLastRegulationPeriodWithNoOvertimeTrace(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        for options in ["", "--pbp", "--pbp --all-plays", "--through OT", "--through Q4"] {
            let result = await cli.run("timeline 21600270 \(options)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(!lines.contains { $0.hasPrefix("OT") || $0.hasPrefix("Q4") || $0.contains("End of OT") || $0.contains("End of Q4") },
                    "\(options)")
            #expect(Self.unwrapped(result.stdout).contains(Self.stopLine + " 21600270"), "\(options)")
            #expect(result.stdout.contains("End of Q3 · WAS 84 – OKC 84"))
            #expect(!result.stdout.contains("105 – "))  // the tie at the end of regulation
            let json = await cli.run("timeline 21600270 \(options) --format json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let items = try #require((object["game"] as? [String: Any])?["items"] as? [[String: Any]])
            #expect(!items.contains { ($0["period"] as? Int ?? 0) > 3 || ($0["periodEnd"] as? Int ?? 0) > 3 })
            #expect(items.last?["kind"] as? String == "stopped")
        }
        // A game without overtime stops with the same line.
        for options in ["", "--pbp"] {
            let regulation = await cli.run("timeline 22000001 \(options)")
            #expect(Self.unwrapped(regulation.stdout).contains(Self.stopLine + " 22000001"))
            #expect(!regulation.stdout.contains("\nQ4"))
        }
    }

    /// 22000001's last play is `play_type` "game" ("Game End"): before reveal it would tell,
    /// at the end of regulation, that no overtime follows. Read to the end in play-by-play
    /// (where plays print), it never appears; after reveal it does.
    @Test(arguments: Dialect.allCases) func theGameEndPlayNeverPrintsBeforeReveal(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var all = ""
        for _ in 0..<6 { all += (await cli.run("read 22000001 --pbp --all-plays")).stdout }
        #expect(all.contains("\nQ4\n"), "read reached Q4")
        #expect(!all.contains("Game End"))
        let timeline = await cli.run("timeline 22000001 --pbp --all-plays")
        #expect(timeline.stdout.contains("\nQ4\n"))
        #expect(!timeline.stdout.contains("Game End"))
        let revealed = await cli.run("timeline 22000001 --pbp --all-plays --peek")
        #expect(revealed.stdout.contains("Game End"), "the test data has the play: the check above can fail")
    }

    @Test(arguments: Dialect.allCases) func leaguesUseTheirOwnPeriodLabels(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let hockey = await cli.run("timeline 2024030121 --pbp")
        for label in ["P1", "P2"] { #expect(hockey.stdout.contains("\n\(label)\n"), "\(label)") }
        #expect(hockey.stdout.contains("End of P2 · FLA 5 – TBL 2"))
        #expect(!hockey.stdout.contains("\nP3\n"), "the last regulation period comes only through read")
        let hockeyFlow = await cli.run("timeline 2024030121")
        // The older backend's narrative blocks; sda has none, so its plays by period.
        #expect(hockeyFlow.stdout.contains(dialect.hasFlow ? "\nP1 · 20:00–09:35\n" : "\nP1\n"))
        let baseball = await cli.run("timeline 744914")
        for label in ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"] {
            #expect(baseball.stdout.contains("\n\(label)\n"), "\(label)")
        }
        #expect(baseball.stdout.contains("End of 8th · HOU 1 – TOR 0"))
        #expect(!baseball.stdout.contains("\n9th\n"), "the 9th (and its bottom half, played or not) is withheld")
        #expect(baseball.stdout.contains("Stopped at the end of the 8th — the outcome is hidden. 9th onward comes one step at a time"))
        let through = await cli.run("timeline 744914 --through 3rd")
        #expect(through.stdout.contains("\n3rd\n"))
        #expect(!through.stdout.contains("\n4th\n"))
        #expect(!through.stdout.contains("Stopped at"))
        let bad = await cli.run("timeline 744914 --through Q3")
        #expect(bad.code == 64)
        #expect(bad.stderr.contains("unknown period 'Q3' for MLB"))
    }

    @Test(arguments: Dialect.allCases) func pagesHoldTwentyPlaysAndMissingPagesSaySo(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let page = await cli.run("timeline 22000001 --page 2 --all-plays --peek")
        let plays = page.stdout.split(separator: "\n").filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }
        #expect(plays.count == 20)
        #expect(page.stdout.contains("— page 2 —"))
        let missing = await cli.run("timeline 22000001 --page 40")
        #expect(missing.stdout.contains("No page 40 before the last regulation period while the outcome is hidden"))
        let conflict = await cli.run("timeline 22000001 --page 2 --through Q2")
        #expect(conflict.code == 64)
    }

    @Test(arguments: Dialect.allCases) func runningScoresOnlyAfterReveal(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let hidden = await cli.run("timeline 22000001 --pbp --through Q1")
        #expect(!hidden.stdout.contains("["))
        let peek = await cli.run("timeline 22000001 --pbp --through Q1 --peek")
        #expect(peek.stdout.contains("  [GSW 0 – BKN 2]") || peek.stdout.contains("[GSW 2 – BKN 0]"))
    }
}

@Suite(.temporaryHome) struct TimelineTextSafetyTests {
    /// A block's first sentence states its points, which the separators below already show: no
    /// leak, so it stays (a score the reader already sees is never hidden). Scores not visible yet
    /// are still hidden.
    @Test func blockNarrativesKeepScoresAlreadyVisible() async {
        let cli = CLIHarness(service: .real)
        let hidden = await cli.run("timeline 21600270")
        for sentence in ["Q1: WAS scored 19 points and OKC scored 32.", "Q2: WAS scored 34 points and OKC scored 28."] {
            #expect(hidden.stdout.contains(sentence), "\(sentence)")
        }
        // The story of the stretch before the withheld period waits for it (TimelineSteps.held).
        #expect(!hidden.stdout.contains("Q3: WAS scored") && hidden.stdout.contains("story of this stretch comes with Q4"))
        let hockey = await cli.run("timeline 2024030121")
        #expect(hockey.stdout.contains("P1: FLA scored 1 goal and TBL scored 0."))
        #expect(!hockey.stdout.contains("P2: FLA scored") && hockey.stdout.contains("story of this stretch comes with P3"))
        #expect(!hockey.stdout.contains(LeakGuard.marker), "\(hockey.stdout)")
        // The same sentence about a period the reader cannot see yet is hidden: reading Q4 of
        // 21600270 shows no narrative at all (the block ends regulation) and never "scored 21".
        var read = ""
        for _ in 0..<4 { read = await cli.run("read 21600270").stdout }
        #expect(!read.contains("scored 21"))
        let visible = await cli.run("timeline 22000001 --peek")
        #expect(visible.stdout.contains("Q1: GSW scored 25 points and BKN scored 40."))
    }

    @Test(arguments: Dialect.allCases) func serverTextIsSanitizedAndScoresInPlaysGuarded(dialect: Dialect) async {
        let cli = CLIHarness(scenario: FixtureScenario(dialect, game: 22000001, [.onlyPlays, .custom("escapes in a play") { documents in
            documents.plays[3]["description"] = "\u{1B}[31mRED\u{1B}[0m dunk, 101-99 lead"
            documents.plays[3]["periodLabel"] = "Q1\u{07}"
        }]))
        let result = await cli.run("timeline 22000001 --all-plays --through Q1")
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("RED dunk, [outcome hidden] lead"))
    }
}

/// Small truths of the text a new user reads.
@Suite(.temporaryHome) struct StoryWordingTests {
    /// A running total the server corrected down says so: 22000001's data takes 4 points from
    /// A. Wiggins in Q3 (16 after Q2, 12 after Q3).
    @Test func aTotalThatGoesDownSaysItWasCorrected() async {
        let cli = CLIHarness(service: .real)
        let text = await cli.run("timeline 22000001 --peek", width: 100).stdout
        #expect(text.contains("A. Wiggins 12 pts (\u{2212}4 pts corrected)"), "\(text)")
    }

    /// Read to the end, `game` says that the reveal is what is left, not more reading.
    @Test func aGameReadToTheEndPointsToTheReveal() async {
        let cli = CLIHarness(service: .real)
        for _ in 0..<6 { _ = await cli.run("read 22000001") }
        let game = await cli.run("game 22000001", width: 100).stdout
        #expect(game.contains("Q4 onward is withheld until you reveal the outcome\n"), "\(game)")
        #expect(!game.contains("read it with scrolldown read"))
    }
}
