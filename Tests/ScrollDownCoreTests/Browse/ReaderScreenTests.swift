import Foundation
import Testing
@testable import ScrollDownCore
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
        let games = await Self.harness().run(["games"], width: 78)
        let feed = (terminal.frames[0].lines).map { String(ScreenPainter.plain($0).dropFirst(2)) }
        #expect(feed.joined(separator: "\n") + "\n" == games.stdout)
    }

    @Test(arguments: Dialect.allCases) func aHiddenGameScreenIsWhatGamePrints(dialect: Dialect) async {
        let cli = Self.harness(dialect)
        let (result, terminal) = await Self.browse([.find(21600270), .key(.enter)], cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let game = await cli.run(["game", "21600270"], width: 80)
        #expect(game.stdout.contains("outcome") || game.stdout.contains("hidden"))
        #expect(Self.document(terminal) == game.stdout)
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
        #expect(Self.document(terminal) == game + "\n" + expected[0] + "\n" + expected[1])
        #expect(await cli.run(["read", "21600270"], width: 80).stdout == expected[2])

        // `read`, then the reader: it continues with the next step.
        let (_, again) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" "))], cli: cli)
        #expect(Self.document(again).hasSuffix("\n" + expected[3]), "\(Self.document(again))")
    }

    @Test func revealWaitsForYesAndHideHidesAgain() async throws {
        let cli = Self.harness()
        let (_, declined) = await Self.browse([.find(21600270), .key(.enter), .key(.char("r")), .key(.char("n")), .key(.char("r")), .key(.escape)], cli: cli)
        let asked = declined.screens.filter { $0.last == "Reveal the final of WAS @ OKC? [y/N]" }
        #expect(asked.count == 2)
        let hidden = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(!hidden.contains("WAS 11") && hidden.contains("reveal"), "\(hidden)")
        #expect(Self.document(declined) == hidden)

        let (_, accepted) = await Self.browse([.find(21600270), .key(.enter), .key(.char("r")), .key(.char("y"))], cli: cli)
        let shown = await cli.run(["game", "21600270"], width: 80).stdout
        #expect(shown != hidden)
        #expect(Self.document(accepted) == shown)

        let (_, hid) = await Self.browse([.find(21600270), .key(.enter), .key(.char("h"))], cli: cli)
        #expect(await cli.run(["game", "21600270"], width: 80).stdout == hidden)
        #expect(Self.document(hid) == hidden)
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
        #expect(Self.document(revealing) == revealedGame + "\n" + revealedStep, "\(Self.document(revealing))")

        let (_, hiding) = await Self.browse([.find(21600270), .key(.enter), .key(.char(" ")), .key(.char("h"))], cli: cli)
        let hiddenGame = await cli.run(["game", "21600270"], width: 80).stdout
        let document = Self.document(hiding)
        #expect(document == hiddenGame + "\n" + hiddenSteps[0] + "\n" + hiddenSteps[1], "\(document)")
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

    @Test func aPeekLastsOneKeyAndIsNotRemembered() async {
        let cli = Self.harness()
        let (_, terminal) = await Self.browse([.find(21600270), .key(.enter), .key(.char("p")), .key(.char("x"))], cli: cli)
        let hidden = await cli.run(["game", "21600270"], width: 80).stdout
        let peeked = await cli.run(["game", "21600270", "--peek"], width: 80).stdout
        let documents = terminal.frames.suffix(3).map { $0.lines.map(ScreenPainter.plain).joined(separator: "\n") + "\n" }
        #expect(documents == [hidden, peeked, hidden])
        #expect(await cli.run(["game", "21600270"], width: 80).stdout == hidden)
    }

    @Test func resizingRedrawsAtTheNewWidth() async {
        let (_, terminal) = await Self.browse([.find(21600270), .key(.enter), .resize(rows: 24, columns: 80)], rows: 40, columns: 120)
        let game = await Self.harness().run(["game", "21600270"], width: 80).stdout
        #expect(Self.document(terminal) == game)
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
