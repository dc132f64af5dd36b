import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reveal rules on shapes the bundled games lack: live scores, shootouts, extra innings
/// of an archived game, unknown statuses, NCAAB overtime.
@Suite(.temporaryHome) struct LeagueShapesTests {
    /// Things that must not appear before reveal, per game.
    static let markers: [Int: [String]] = [
        990001: ["88", "91", "winner"],
        990002: ["SO", "shootout", "3-2", "EDM 3", "won", "Under by"],
        990003: ["11th", "5-4", "walked"],
        990004: ["120", "117"],
        990005: ["2OT", "double overtime", "101", "99", "beat"],
    ]

    @Test(arguments: Dialect.allCases) func nothingLeaksBeforeRevealInAnyFormat(dialect: Dialect) async throws {
        let fixtures = try SyntheticFixtures(dialect: dialect)
        let cli = fixtures.harness()
        for format in ["text", "json", "ndjson"] {
            let feed = await cli.run(["games", "--format", format])
            #expect(feed.code == 0, "\(feed.stderr)")
            for (id, words) in Self.markers {
                let row = feed.stdout.split(separator: "\n").filter { $0.contains(String(id)) }.joined(separator: "\n")
                for word in words { #expect(!Self.containsToken(row, word), "games \(format) row \(id) shows '\(word)'") }
                for command in ["game", "stats"] {
                    let result = await cli.run([command, String(id), "--format", format])
                    #expect(result.code == 0, "\(command) \(id): \(result.stderr)")
                    let body = result.stdout.replacingOccurrences(of: String(id), with: "#")
                    for word in words { #expect(!Self.containsToken(body, word), "\(command) \(id) \(format) shows '\(word)'") }
                }
            }
        }
    }

    @Test(arguments: Dialect.allCases) func stateWordsSayWhetherNotHow(dialect: Dialect) async throws {
        let fixtures = try SyntheticFixtures(dialect: dialect)
        let cli = fixtures.harness()
        let feed = await cli.run("games")
        let line = { (id: Int) in feed.stdout.split(separator: "\n").first { $0.contains(String(id)) }.map(String.init) ?? "" }
        // A hidden live game says where it is before the last regulation period, not the score.
        #expect(line(990001).contains("live Q3 4:32"), "\(line(990001))")
        #expect(line(990001).contains("outcome hidden"))
        #expect(line(990002).contains("final") && line(990002).contains("outcome hidden"))
        #expect(line(990003).contains("final"), "archived is final")
        #expect(line(990004).contains("unknown") && line(990004).contains("outcome hidden"))
        #expect(!line(990004).contains("awaiting_review"), "a raw unknown status waits for the reveal")
        let live = await cli.run("game 990001")
        #expect(live.stdout.contains("Game in progress, score hidden"))
        #expect(live.stdout.contains("spread BOS -4.5 (-110)"), "pregame lines are context")
    }

    @Test(arguments: Dialect.allCases) func afterPeekTheExtraPeriodIsPartOfTheOutcome(dialect: Dialect) async throws {
        let fixtures = try SyntheticFixtures(dialect: dialect)
        let cli = fixtures.harness()
        let feed = await cli.run("games --peek")
        // sda's list gives a finished game no period: its note comes with the game's detail.
        let notes = dialect == .older
        #expect(feed.stdout.contains(notes ? "CGY 2 – EDM 3 (SO)" : "CGY 2 – EDM 3"))
        #expect(feed.stdout.contains(notes ? "STL 4 – CHC 5 (11th)" : "STL 4 – CHC 5"))
        #expect(feed.stdout.contains(notes ? "UNC 99 – DUKE 101 (2OT)" : "UNC 99 – DUKE 101"))
        for (id, line) in [(990002, "CGY 2 – EDM 3 (SO)"), (990003, "STL 4 – CHC 5 (11th)"), (990005, "UNC 99 – DUKE 101 (2OT)")] {
            #expect(await cli.run("game \(id) --peek").stdout.contains("Final: \(line)"), "\(id)")
        }
        if dialect == .sda {
            let story = await cli.run("game 990002 --peek")
            #expect(story.stdout.contains("Final score: Edmonton Oilers 3, Calgary Flames 2."))
        }
        #expect(feed.stdout.contains("NYK 91 – BOS 88"), "a revealed live game shows its running score")
        #expect(!feed.stdout.contains("NYK 91 – BOS 88 ("), "no period note for a live game")
        let game = await cli.run("game 990002 --peek")
        #expect(game.stdout.contains("Betting wrap-up: Under by 1.5 · EDM won (-150)"))
    }

    static func containsToken(_ text: String, _ token: String) -> Bool {
        let pattern = "(?<![A-Za-z0-9])" + NSRegularExpression.escapedPattern(for: token) + "(?![A-Za-z0-9])"
        return text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }
}

@Suite(.temporaryHome) struct PolicyReviewRegressionTests {
    @Test func teamRulesMatchWholeWordsAndOptionalLeague() {
        let hawks = TeamLabel(name: "Atlanta Hawks", abbreviation: "ATL")
        let blackhawks = TeamLabel(name: "Chicago Blackhawks", abbreviation: "CHI")
        let panthers = TeamLabel(name: "Florida Panthers", abbreviation: "FLA")
        #expect(TeamMatcher.any(["Hawks"], league: "NBA", hawks, panthers))
        #expect(!TeamMatcher.any(["Hawks"], league: "NHL", blackhawks, panthers), "Hawks is not the Blackhawks")
        #expect(TeamMatcher.any(["chicago blackhawks"], league: "NHL", blackhawks, panthers))
        #expect(TeamMatcher.any(["NHL:CHI"], league: "NHL", blackhawks, panthers))
        #expect(!TeamMatcher.any(["NBA:CHI"], league: "NHL", blackhawks, panthers), "league-qualified rule")
        #expect(!TeamMatcher.any(["Nets"], league: "NBA", TeamLabel(name: "Charlotte Hornets", abbreviation: "CHA"), hawks))
    }

    @Test func anUnknownStatusWithoutAScoreIsStillHidden() {
        let policy = RevealPolicy(rules: RevealRules())
        let a = TeamLabel(name: "A", abbreviation: "A"), b = TeamLabel(name: "B", abbreviation: "B")
        #expect(policy.visibility(gameID: 1, league: "NBA", home: a, away: b, state: .unknown) == .hidden)
    }

    @Test func badSettingsDoNotLockOutTheCommandsThatFixThem() async throws {
        let cli = CLIHarness(service: .real)
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"version":1,"timeZone":"Mars/Olympus"}"#.utf8).write(to: config.appendingPathComponent("config.json"))
        var noTZ = cli
        noTZ.environment["TZ"] = nil
        let games = await noTZ.run("games")
        #expect(games.code == 1)
        #expect(games.stderr.contains("unknown time zone 'Mars/Olympus' in config timeZone"))
        #expect(await noTZ.run("reveal 744914").code == 0)
        let fixed = await noTZ.run("config set timeZone UTC")
        #expect(fixed.code == 0, "\(fixed.stderr)")
        #expect(await noTZ.run("games").code == 0)
    }

    @Test func serverTextInTeamNamesAndStatsIsCleaned() {
        let label = TeamLabel(name: "Evil\u{1B}]0;owned\u{07} FC\u{1B}[2J", abbreviation: "E\u{1B}[31mV")
        #expect(label.name == "Evil FC")
        #expect(label.abbreviation == "EV")
        let row = StatRow(label: "P\u{1B}[2Jlayer", values: ["12:\u{1B}[1m00"])
        #expect(row.label == "Player" && row.values == ["12:00"])
    }
}

@Suite(.temporaryHome) struct MockNoticeTests {
    @Test func theSampleGamesNoticeIsOneLineAndOnlyWhereGamesAreShown() async {
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("games --league NBA").stderr.split(separator: "\n").count == 1)
        #expect(await cli.run("config path").stderr.isEmpty)
        #expect(await cli.run("reveal 744914").stderr.isEmpty)
        #expect(await cli.run("games --league NBA -q").stderr.isEmpty)
    }
}
