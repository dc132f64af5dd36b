import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Every example in the README and in `help` is worth running on the bundled
/// sample games: it exits 0 and prints a screen that says something, not "no plays yet".
@Suite(.temporaryHome) struct ExampleScreensTests {
    /// Screens that are technically output but show nothing of the game.
    static let emptyScreens = [
        "No plays for this game yet", "No pregame bets match", "No stats available", "No live games",
        "No player props matching", "Summary unavailable right now",
    ]

    /// The scrolldown part of an example line, as words: quotes honoured, `$(…)`/`<(…)`
    /// unwrapped, stopped at a pipe or redirection (the rest is the shell's business).
    static func words(_ line: String) -> [String]? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("$ ") { text.removeFirst(2) }
        if let open = text.range(of: "<(scrolldown ") { text = String(text[text.index(open.lowerBound, offsetBy: 2)...]) }
        if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
        var words: [String] = [], current = "", quote: Character?, started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == "|" || character == ">" || character == ")" {
                break
            } else if character == " " {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        guard words.first == "scrolldown" else { return nil }
        return Array(words.dropFirst())
    }

    /// The command lines of the README's code blocks; synopses (`[--opt]`, `ID`, `…`) are not
    /// commands.
    static func readmeLines() throws -> [String] {
        let text = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var inBlock = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard inBlock else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("scrolldown ") || trimmed.hasPrefix("$ scrolldown ") || trimmed.contains("<(scrolldown ") else { continue }
            if trimmed.contains("[") || trimmed.contains("…") || trimmed.contains(" ID") || trimmed.contains(" BET") { continue }
            lines.append(trimmed)
        }
        return lines
    }

    static let helpLines: [String] = CommandTable.commands.flatMap { $0.spec.examples.map(\.line) }

    /// Runs one example in a fresh home, as a reader at a terminal who answers yes.
    static func check(_ line: String) async {
        guard let arguments = words(line) else { return }
        // The reader draws on a terminal, never on stdout: ReaderScreenTests and
        // ReaderTerminalTests run it.
        if arguments.first == BrowseCommand.spec.name { return }
        // `login` and `sync` talk to the account, which the sample games have none of:
        // AccountExampleTests runs their examples against the loopback account.
        if arguments.first == LoginCommand.spec.name || arguments.first == SyncCommand.spec.name { return }
        // PAGER=cat: `doctor` checks the pager is installed, which is not what this tests.
        var cli = CLIHarness(service: .real, extra: ["PAGER": "cat"])
        cli.stdinIsTerminal = true
        cli.ask = { _ in "y" }
        let result = await cli.run(arguments)
        #expect(result.code == 0, "\(line): \(result.stderr)")
        #expect(!result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(line) printed nothing")
        for empty in emptyScreens {
            #expect(!result.stdout.contains(empty), "\(line) shows an empty screen: \(empty)")
        }
    }

    @Test func theREADMEHasExamplesAndEachPrintsAScreen() async throws {
        let lines = try Self.readmeLines()
        #expect(lines.count >= 20, "README examples found: \(lines)")
        for line in lines { await Self.check(line) }
    }

    @Test func everyHelpExamplePrintsAScreen() async {
        #expect(Self.helpLines.count >= 40)
        for line in Self.helpLines { await Self.check(line) }
    }

    @Test func exampleLinesAreReadAsTheShellWould() {
        #expect(Self.words("scrolldown game \"bruins capitals\" --peek") == ["game", "bruins capitals", "--peek"])
        #expect(Self.words("source <(scrolldown completions bash)") == ["completions", "bash"])
        #expect(Self.words("$ scrolldown games --format json | jq '.games[].id'") == ["games", "--format", "json"])
        #expect(Self.words("scrolldown config set alwaysHideTeams \"\"") == ["config", "set", "alwaysHideTeams", ""])
        #expect(Self.words("Scripts/install.sh") == nil)
    }
}
