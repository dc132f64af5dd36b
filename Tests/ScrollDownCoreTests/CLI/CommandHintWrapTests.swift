import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Text output never breaks a line inside a command it tells you to run (`scrolldown` /
/// `read 22000001`): every text command over every sample game, at the width of a pipe and of
/// a narrow terminal.
@Suite(.temporaryHome) struct CommandHintWrapTests {
    /// An argument of a command as the hints write them: an id or number, an option, a
    /// placeholder or team (`ID`, `NHL:BOS`), a game by name (`OKC@yesterday`).
    static func isArgument(_ word: Substring) -> Bool {
        let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "'\"`()[].,;:!?"))
        guard let first = bare.first else { return false }
        let letters = bare.filter(\.isLetter)
        return first.isNumber || first == "-" || bare.contains("@") || (letters.count >= 2 && letters.allSatisfy(\.isUppercase))
    }

    /// Whether `line`, followed by `next`, stops inside a command: on `scrolldown` itself, or
    /// on a command whose arguments go on at the start of `next`.
    static func endsInsideCommand(_ line: Substring, next: Substring, width: Int = .max) -> Bool {
        let words = line.split(separator: " ")
        // `scrolldown`, not `'scrolldown'` (the program's name in a sentence).
        guard let start = words.lastIndex(where: { $0.drop { "'\"`(".contains($0) } == "scrolldown" }) else { return false }
        let tail = words[(start + 1)...]
        // Punctuation, or a word that is no argument, ends the command inside this line.
        if tail.contains(where: { ".,;:)'\"`".contains($0.last ?? " ") }) { return false }
        if tail.dropFirst().contains(where: { !isArgument($0) }) { return false }
        let nextWords = next.split(separator: " ")
        guard tail.isEmpty || nextWords.first.map(isArgument) == true else { return false }
        // A command wider than the line cannot stay whole on one.
        let command = words[start...] + nextWords.prefix { isArgument($0) }
        return command.map(\.count).reduce(command.count - 1, +) <= width
    }

    static func problems(_ text: String, command: [String], width: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A usage synopsis goes on over lines by design, each option whole.
        return zip(lines, lines.dropFirst()).filter { !$0.hasPrefix("Usage: ") && endsInsideCommand($0, next: $1, width: width) }
            .map { "\(command.joined(separator: " ")) at \(width): \($0.0) / \($0.1)" }
    }

    @Test func theCheckSeesABrokenCommand() {
        #expect(Self.endsInsideCommand("  Q4 onward comes one step at a time: scrolldown", next: "  read 22000001"))
        #expect(Self.endsInsideCommand("  read it with scrolldown read", next: "  22000001"))
        #expect(Self.endsInsideCommand("Outcome hidden — scrolldown game 22000001", next: "--reveal to show it"))
        #expect(!Self.endsInsideCommand("  read it with scrolldown read 22000001.", next: "  Next part"))
        #expect(!Self.endsInsideCommand("times in GMT · scrolldown game ID for one", next: "game"))
    }

    @Test func noLineEndsInsideACommandInAnyTextCommandOverAnySampleGame() async throws {
        var cli = CLIHarness(service: .real, extra: ["PAGER": "cat"])
        cli.ask = { _ in "n" }
        let list = try JSONSerialization.jsonObject(with: Data(await cli.run("games --format json").stdout.utf8))
        let ids = ((list as? [String: Any])?["games"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
        #expect(ids.count > 50)
        var commands: [[String]] = [["games"], ["games", "--league", "NBA"], ["next", "--list"], ["catch-up", "--dry-run"],
                                    ["follow"], ["games", "--team", "thundr"], ["games", "--status", "live"], ["help"],
                                    ["doctor", "--offline"], ["config", "list"]]
        commands += CommandLineSpec.current.commands.map { ["help", $0.name] }
        for id in ids {
            commands += [["game", "\(id)"], ["timeline", "\(id)"], ["read", "\(id)"], ["read", "\(id)"], ["stats", "\(id)"],
                         ["odds", "\(id)"]]
        }
        var problems: [String] = []
        var checked = 0
        for width in [100, 60] {
            for command in commands {
                let result = await cli.run(command, width: width)
                checked += result.stdout.count
                problems += Self.problems(result.stdout, command: command, width: width)
            }
            _ = await cli.run("reset --yes")
        }
        #expect(checked > 100_000)
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func aHintThatDoesNotFitGoesOnItsOwnLine() async throws {
        let cli = CLIHarness(service: .real)
        // The withheld line of a hidden game: the dash ends the first line, the hint is whole.
        let game = await cli.run("game 22000001").stdout.split(separator: "\n")
        let withheld = try #require(game.firstIndex { $0.contains("Q4 onward is withheld") })
        #expect(game[withheld].hasSuffix("—"))
        #expect(game.dropFirst(withheld + 1).first == "  read it with scrolldown read 22000001")
        // The feed's footer on a narrow terminal: its items whole, the hint last and whole.
        let feed = await cli.run("games --league NBA", width: 60).stdout.split(separator: "\n")
        #expect(feed.last?.hasSuffix(" · scrolldown game ID for one game") == true)
        #expect(TextWrap.lines("Outcome hidden — scrolldown game 22000001 --reveal to show it", width: 50)
            == ["Outcome hidden —", "scrolldown game 22000001 --reveal to show it"])
        #expect(TextWrap.fit("Nothing here yet, so try scrolldown games --date 2025-10-08 --league NBA", width: 60)
            == "Nothing here yet, so try\nscrolldown games --date 2025-10-08 --league NBA")
    }
}
