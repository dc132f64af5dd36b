import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reader in-process, on a scripted terminal: its screens are the commands' text, its
/// steps are `read`'s, its reveal waits for a yes.
@Suite(.temporaryHome) struct ReaderScreenTests {
    typealias Step = ScriptedTerminal.Step

    static func browse(_ script: [Step], rows: Int = 24, columns: Int = 80, cli: CLIHarness? = nil,
                       arguments: [String] = []) async -> (result: CLIHarness.Result, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(script, rows: rows, columns: columns)
        var cli = cli ?? harness()
        cli.readerTerminal = { terminal }
        let result = await cli.run(["browse"] + arguments, terminal: true, width: columns)
        return (result, terminal)
    }

    static func harness(_ dialect: Dialect = .older) -> CLIHarness {
        CLIHarness(dialect: dialect, service: .real, extra: ["NO_COLOR": "1"])
    }

    static func keys(_ text: String) -> [Step] { ScriptedTerminal.keys(text) }

    /// The reader's game screen as the commands' output predicts it: `game`'s text without the
    /// gate line and with the reader's keys for its shell hints, then each `read` step without
    /// its header and its notices (the status line and keys say those), then, for a visible
    /// game, its outcome after the parts; `ended`: the line saying the game has been read.
    static func story(game: String, reads: [String], ended: Bool = false) -> String {
        var lines = game.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var outcome: [String] = []
        if let start = lines.firstIndex(of: "Outcome") { outcome = [""] + lines[start...]; lines = Array(lines[..<(start - 1)]) }
        // The gate line (a reveal or hide command) and the blank line before it.
        if let gate = lines.lastIndex(where: { $0.contains(" --reveal") || $0.contains(" --hide") || $0.contains("Outcome visible") }) {
            lines.removeSubrange((gate - 1)...gate)
        }
        var text = lines.joined(separator: "\n")
        text = text.replacingOccurrences(of: #"read\s+it\s+with\s+scrolldown\s+read\s+\d+"#, with: "Space reads on", options: .regularExpression)
        text = text.replacingOccurrences(of: #"read\s+on\s+with\s+scrolldown\s+read\s+\d+"#, with: "Space reads on", options: .regularExpression)
        text = text.replacingOccurrences(of: #"scrolldown\s+read\s+\d+\s+goes\s+on"#, with: "Space goes on", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\.\s+Try\s+again\s+later:\s+scrolldown\s+game\s+\d+"#, with: ". Try again later (R fetches it again)",
                                         options: .regularExpression)
        var out = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for read in reads {
            var step = read.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if step.last == "" { step.removeLast() }
            // The header: up to the line naming the game.
            if let id = step.firstIndex(where: { $0.hasPrefix("  game ") }) { step.removeSubrange(...id) }
            // A revealed step's closing score line: the reader shows the final once, after the parts.
            if let final = step.lastIndex(where: { $0.hasPrefix("Final: ") || $0.hasPrefix("Score: ") }) {
                step.removeSubrange((final - 1)...final)
            }
            // Notices: "Next: …", the stop, the end, the hidden reminder (a blank line before each).
            while let notice = step.lastIndex(where: { $0.hasPrefix("Next: ") || $0.hasPrefix("You have read") || $0.hasPrefix("Game in progress")
                || $0.hasPrefix("Stopped ") || $0.hasPrefix("You are up to date") || $0.hasPrefix("read ") || $0.hasPrefix("scrolldown ") }) {
                var end = notice
                while step.indices.contains(end + 1), !step[end + 1].isEmpty { end += 1 }
                var start = notice
                while start > 0, !step[start - 1].isEmpty { start -= 1 }
                step.removeSubrange(max(start - 1, 0)...end)
            }
            out += step
        }
        if ended { out += ["", outcome.isEmpty ? "You have read the whole game. r reveals the final." : "You have read the whole game."] }
        out += outcome
        return out.joined(separator: "\n") + "\n"
    }

    /// `text` with every run of spaces and line breaks one space: the same words in the same
    /// order, whatever the width they were wrapped at.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The document of the last frame drawn, as text.
    static func document(_ terminal: ScriptedTerminal) -> String {
        (terminal.frames.last?.lines ?? []).map(ScreenPainter.plain).joined(separator: "\n") + "\n"
    }

    @Test func theCursorMovesDownTheFeedInTheFeedsOrder() async {
        let (result, terminal) = await Self.browse(Self.keys("jjk"))
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let marked = terminal.screens.map { screen in screen.first { $0.hasPrefix("> ") } ?? "" }
        // It starts on the newest day with finished games: yesterday's first row.
        #expect(marked[0].contains("744914") && marked[1].contains("2024030121") && marked[2].contains("2025020004") && marked[3].contains("2024030121"),
                "\(marked)")
        #expect(terminal.entered == 1 && terminal.left == 1)
    }

    /// The feed screen holds `games`' rows and sections, each behind the cursor gutter.
    @Test func theFeedIsWhatGamesPrints() async {
        let (_, terminal) = await Self.browse([])
        let games = await ReaderFeedKeysTests.games(Self.harness(), [])
        #expect(ReaderFeedKeysTests.feed(terminal.frames[0]) == games)
        // What is listed is the header line: the window, the count, the time zone.
        let header = ReaderFeedKeysTests.header(terminal.frames[0])
        #expect(header.hasPrefix("all leagues · all bundled sample games · ") && header.contains(" games · times in "), "\(header)")
    }

    @Test(arguments: Dialect.allCases) func aHiddenGameScreenIsWhatGamePrints(dialect: Dialect) async {
        let cli = Self.harness(dialect)
        let (result, terminal) = await Self.browse([.find(21600270), .key(.enter)], cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let game = await cli.run(["game", "21600270"], width: 80)
        #expect(game.stdout.contains("outcome") || game.stdout.contains("hidden"))
        #expect(Self.words(Self.document(terminal)) == Self.words(Self.story(game: game.stdout, reads: [])))
        #expect(!Self.document(terminal).contains("scrolldown"), "no shell command in the reader")
    }

    /// Space shows the step `read` prints next, and saves it where `read` does: after k steps
    /// in the reader `read` prints step k+1, and after k `read`s the reader shows step k+1.
    @Test(arguments: Dialect.allCases) func readingPositionsAreReadsBothWays(dialect: Dialect) async {
        let fresh = Self.harness(dialect)
        var expected: [String] = []
        for _ in 0..<4 { expected.append(await fresh.run(["read", "21600270"], width: 80).stdout) }

        // The reader, then `read`.
        let cli = Self.harness(dialect)
        let (_, terminal) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" ")), .key(.char(" "))], cli: cli)
        // The game's part says where the reader stopped, as `game` now says it.
        let game = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(Self.words(Self.document(terminal)) == Self.words(Self.story(game: game, reads: [expected[0], expected[1]])))
        #expect(await cli.run(["read", "21600270"], width: 80).stdout == expected[2])

        // `read`, then the reader: it continues with the next step.
        let (_, again) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" "))], cli: cli)
        #expect(Self.words(Self.document(again)).hasSuffix(Self.words(Self.story(game: "", reads: [expected[3]]))), "\(Self.document(again))")
    }

    @Test func revealWaitsForYesAndHideHidesAgain() async throws {
        let cli = Self.harness()
        let (_, declined) = await Self.browse([.find(21600270), .key(.enter), .key(.char("r")), .key(.char("n")), .key(.char("r")), .key(.escape)], cli: cli)
        let asked = declined.screens.filter { $0.last == "Reveal the final of WAS @ OKC? [y/N]" }
        #expect(asked.count == 2)
        let hidden = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(!hidden.contains("WAS 11") && hidden.contains("reveal"), "\(hidden)")
        #expect(Self.words(Self.document(declined)) == Self.words(Self.story(game: hidden, reads: [])))

        let (_, accepted) = await Self.browse([.find(21600270), .key(.enter), .key(.char("r")), .key(.char("y"))], cli: cli)
        let shown = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(shown != hidden)
        // The final once, after the parts (none read here), and the view scrolled to it.
        #expect(Self.words(Self.document(accepted)) == Self.words(Self.story(game: shown, reads: [])))
        #expect(accepted.screens.last?.contains { $0.contains("Final: ") } == true, "scrolled to the final")

        let (_, hid) = await Self.browse([.find(21600270), .key(.enter), .key(.char("h"))], cli: cli)
        #expect(await cli.run(["game", "21600270"], width: 80).stdout == hidden)
        #expect(Self.words(Self.document(hid)) == Self.words(Self.story(game: hidden, reads: [])))
    }

    /// `h` draws the parts read again without the outcome: a part read while the game was
    /// revealed (running scores, end-of-period scores) does not stay on the screen. `y` draws
    /// them as a revealed `read` prints them.
    @Test(arguments: Dialect.allCases) func hidingAgainRedrawsThePartsReadWhileRevealed(dialect: Dialect) async throws {
        let hiddenReader = Self.harness(dialect), revealedReader = Self.harness(dialect)
        let hiddenSteps = [await hiddenReader.run(["read", "21600270"], width: 80).stdout,
                           await hiddenReader.run(["read", "21600270"], width: 80).stdout]
        #expect(await revealedReader.run(["reveal", "21600270"]).code == 0)
        let revealedStep = await revealedReader.run(["read", "21600270"], width: 80).stdout
        #expect(revealedStep != hiddenSteps[0])

        let cli = Self.harness(dialect)
        let (_, revealing) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" ")), .key(.char("r")), .key(.char("y"))], cli: cli)
        let revealedGame = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(Self.words(Self.document(revealing)) == Self.words(Self.story(game: revealedGame, reads: [revealedStep])),
                "\(Self.document(revealing))")

        let (_, hiding) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" ")), .key(.char("h"))], cli: cli)
        let hiddenGame = await cli.run(["game", "21600270"], width: 80).stdout
        let document = Self.document(hiding)
        #expect(Self.words(document) == Self.words(Self.story(game: hiddenGame, reads: hiddenSteps)), "\(document)")
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(21600270, dialect)))
        #expect(probe.problems(in: document) == [])
    }

    /// A game that has not started: `r`, `y` says there is nothing to reveal and stores nothing.
    @Test func aGameNotStartedHasNothingToReveal() async {
        let cli = Self.harness()
        let (_, terminal) = await Self.browse([.find(910000001), .key(.enter), .key(.char("r")), .key(.char("y"))], cli: cli)
        #expect(terminal.screens.last?.last == "game 910000001 has not started (upcoming): there is no outcome to reveal yet",
                "\(terminal.screens.last?.last ?? "")")
        let stored = (try? String(contentsOf: cli.stateDirectory.appendingPathComponent("reveal.json"), encoding: .utf8)) ?? ""
        #expect(!stored.contains("910000001"))
    }

    @Test func aPeekLastsOneKeyAndIsNotRemembered() async throws {
        let cli = Self.harness()
        let (_, terminal) = await Self.browse([.find(21600270), .key(.enter), .key(.char("p")), .key(.char("x"))], cli: cli)
        let hidden = await cli.run(["game", "21600270"], width: 80).stdout
        let peeked = await cli.run(["game", "21600270", "--peek"], width: 80).stdout
        let documents = terminal.frames.suffix(3).map { $0.lines.map(ScreenPainter.plain).joined(separator: "\n") + "\n" }
        #expect(Self.words(documents[0]) == Self.words(Self.story(game: hidden, reads: [])) && documents[2] == documents[0])
        // The peek: the final in a box that fits the screen, as `game --peek` states it.
        let box = documents[1].split(separator: "\n").map(String.init)
        let final = try #require(peeked.split(separator: "\n").first { $0.contains("Final: ") }.map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(box.first?.hasPrefix("┌") == true && box.last?.hasPrefix("└") == true && box.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(box.contains { $0.contains(final) }, "\(documents[1])")
        #expect(terminal.screens.suffix(2).first?.last == "Peek, not remembered: any key closes it.")
        #expect(await cli.run(["game", "21600270"], width: 80).stdout == hidden)
    }

    @Test func resizingRedrawsAtTheNewWidth() async {
        let (_, terminal) = await Self.browse([.find(21600270), .key(.enter), .resize(rows: 24, columns: 80)], rows: 40, columns: 120)
        let game = await Self.harness().run(["game", "21600270"], width: 80).stdout
        #expect(Self.words(Self.document(terminal)) == Self.words(Self.story(game: game, reads: [])))
        #expect(terminal.screens.last?.count == 24)
        #expect(terminal.screens.last?.allSatisfy { DisplayWidth.of($0) <= 80 } == true)
    }

    @Test func withoutATerminalTheReaderRefuses() async {
        let result = await CLIHarness(service: .real).run(["browse"])
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
