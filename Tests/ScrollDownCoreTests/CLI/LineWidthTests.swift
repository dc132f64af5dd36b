import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// No line of any command's text output passes 100 columns: every command over the sample
/// games of every dialect, with and without a reading position, following, `--through`, odds,
/// FairBet, setup, and the help of every command. Left out: the completion scripts (shell
/// code) and the man page (troff), which no one reads as printed.
@Suite(.temporaryHome) struct LineWidthTests {
    static let limit = 100

    /// The commands, in order (some change state the later ones show).
    static let commands: [[String]] = LiveBackendCLITests.commands + [
        ["help"], ["--help"], ["--version"], ["config", "list"], ["config", "path"], ["doctor", "--offline"],
        ["follow"], ["follow", "OKC", "VGK"], ["follow"], ["games"], ["games", "--league", "NBA", "--through", "Q2"],
        ["games", "--league", "NHL", "--through", "P1"], ["next", "--list"], ["next"], ["next"],
        ["games", "--team", "thundr"], ["games", "--status", "live"], ["game", "thundr"], ["read", "22000001"],
        ["game", "22000001"], ["timeline", "21600270"], ["timeline", "21600270", "--pbp", "--all-plays"],
        ["odds", "22000001"], ["odds", "910000001"], ["odds", "910000001", "--category", "player-prop"],
        ["fairbet"], ["fairbet", "--league", "NBA", "--min-ev", "0"], ["stats", "21600270", "--peek"],
        ["catch-up", "--dry-run"], ["mark-read", "22000001"], ["unfollow", "OKC"],
        ["completions", "--values", "teams"], ["completions", "--game-ids"],
    ] + CommandLineSpec.current.commands.map { ["help", $0.name] } + CommandLineSpec.current.commands.map { [$0.name, "--help"] }

    /// Text output only: JSON is one document a line by design, and the completion values
    /// are read by the scripts.
    static func isText(_ command: [String]) -> Bool {
        !command.contains("--format") && !(command.first == "completions" && command.count > 1)
    }

    @Test(arguments: Dialect.allCases) func noLineOfAnyCommandPassesOneHundredColumns(dialect: Dialect) async throws {
        var cli = CLIHarness(dialect: dialect, service: .real, extra: ["PAGER": "cat"])
        cli.ask = { _ in "y" }
        var checked = 0
        for command in Self.commands {
            let result = await cli.run(command)
            guard Self.isText(command) else { continue }
            // A failure's message is one line on stderr, whole (scripts read it), as the
            // usage errors are; a success's notices follow the rule.
            let streams = result.code == 0 ? [("stdout", result.stdout), ("stderr", result.stderr)] : [("stdout", result.stdout)]
            for (stream, text) in streams {
                // The test's home stands where a reader's is (/home/reader), as long.
                let shown = text.replacingOccurrences(of: cli.root.path, with: "/home/reader")
                for line in shown.split(separator: "\n", omittingEmptySubsequences: false) {
                    checked += 1
                    #expect(DisplayWidth.of(String(line)) <= Self.limit,
                            "\(command.joined(separator: " ")) \(stream), \(DisplayWidth.of(String(line))) columns: \(line)")
                }
            }
        }
        #expect(checked > 2_000)
    }
}
