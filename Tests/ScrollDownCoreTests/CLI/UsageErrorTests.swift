import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Every exit-64 error prints its line and then the short usage of its command.
@Suite(.temporaryHome) struct UsageErrorTests {
    @Test(arguments: [
        ("games --date 2025-13-01", "invalid day '2025-13-01' for --date", "usage: scrolldown games [OPTIONS]"),
        ("games --date tomorow", "(did you mean 'tomorrow'?)", "usage: scrolldown games [OPTIONS]"),
        ("game 0", "invalid game '0'", "usage: scrolldown game GAME [OPTIONS]"),
        ("games --tz Mars/Base", "unknown time zone 'Mars/Base'", "usage: scrolldown games [OPTIONS]"),
        ("game 21600270 --reveal --hide", "use --reveal or --hide, not both", "usage: scrolldown game GAME [OPTIONS]"),
        ("games --from 2025-10-09 --to 2025-10-01", "--from 2025-10-09 is after --to 2025-10-01", "usage: scrolldown games"),
        ("config set env staging", "env must be one of: mock, live (got 'staging')", "usage: scrolldown config [ACTION] [KEY] [VALUE]"),
        ("config get colour", "unknown setting 'colour'", "usage: scrolldown config"),
        ("config get", "missing KEY for 'config get'", "usage: scrolldown config"),
        ("games --timeout 0", "invalid value '0' for --timeout (expected seconds, more than 0 and at most 600)", "usage: scrolldown games"),
        ("games --league XFL", "unknown league 'XFL' (known: NBA, NHL, NCAAB, MLB, NFL)", "usage: scrolldown games"),
        ("games -q -v", "--quiet and --verbose cannot be used together", "usage: scrolldown games"),
        ("games --leage NBA", "unknown option '--leage' for 'games' (did you mean '--league'?)", "usage: scrolldown games"),
        ("game 1 --peak", "(did you mean '--peek'?)", "usage: scrolldown game GAME"),
        ("time 1", "unknown command 'time' (did you mean 'timeline'?)", "usage: scrolldown COMMAND [OPTIONS]"),
        ("games --status over", "invalid value 'over' for --status (expected live, final, upcoming)", "usage: scrolldown games"),
        ("completions tcsh", "invalid value 'tcsh' for SHELL (expected bash, zsh, fish)", "usage: scrolldown completions"),
        ("timeline 21600270 --through Q9", "unknown period 'Q9' for NBA", "usage: scrolldown timeline GAME"),
    ])
    func printsTheLineAndTheUsageHint(line: String, message: String, usage: String) async {
        let result = await CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"]).run(line)
        #expect(result.code == 64, "\(line): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("scrolldown: ") == true && lines.first?.contains(message) == true, "\(line): \(result.stderr)")
        #expect(lines.contains { $0.hasPrefix(usage) }, "\(line): \(result.stderr)")
        #expect(lines.last?.hasPrefix("run 'scrolldown help") == true, "\(line): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func errorsAreDataWithOneTextEach() {
        #expect(UsageError.unknownLeague("XFL", known: League.words).message == "unknown league 'XFL' (known: NBA, NHL, NCAAB, MLB, NFL)")
        #expect(ScrollDownError.gameNotFinal(id: 7, state: .upcoming).message
            == "game 7 is not final (upcoming): only a finished game can be marked read")
        #expect(ScrollDownError.gameNotFinal(id: 7, state: .upcoming).exitCode == 1)
    }

    @Test func aStatusFilterWithNoMatchSuggestsAnotherStatus() async {
        let result = await CLIHarness(service: .real).run("games --status live --env mock")
        #expect(result.code == 0)
        #expect(result.stdout.contains("No live games in"), "\(result.stdout)")
        #expect(result.stdout.contains("scrolldown games --status upcoming") || result.stdout.contains("scrolldown games --status final"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("--from YYYY-MM-DD"))
    }
}
