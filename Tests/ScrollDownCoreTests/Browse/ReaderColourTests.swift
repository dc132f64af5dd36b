import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Colour in the reader: on a colour terminal the cursor row is in reverse video (and keeps
/// its `>`); under `NO_COLOR`, `--no-color` or `TERM=dumb` nothing is coloured, the `>` alone
/// marks the row.
@Suite(.temporaryHome) struct ReaderColourTests {
    static let reverse = "\u{1B}[7m"

    static func run(_ environment: [String: String], _ arguments: [String] = ["browse"],
                    keys: String = "j\r") async -> ScriptedTerminal {
        var cli = CLIHarness(dialect: .older, service: .real, extra: environment)
        let terminal = ScriptedTerminal(ScriptedTerminal.keys(keys), rows: 24, columns: 80)
        cli.readerTerminal = { terminal }
        let result = await cli.run(arguments, terminal: true, width: 80)
        #expect(result.code == 0, "\(result.stderr)")
        return terminal
    }

    /// Every escape sequence the frames hold: none at all without colour.
    static func escapes(_ terminal: ScriptedTerminal) -> [String] {
        terminal.frames.flatMap { $0.lines + [$0.status] }.filter { $0.contains("\u{1B}") }
    }

    @Test func onAColourTerminalTheCursorRowIsInReverseVideo() async {
        let terminal = await Self.run(["TERM": "xterm-256color"])
        let feed = terminal.frames[1]
        let marked = feed.lines.filter { $0.hasPrefix("> ") }
        #expect(marked.count == 1)
        #expect(marked.first?.hasPrefix("> " + Self.reverse) == true, "\(marked)")
        #expect(marked.first?.hasSuffix("\u{1B}[0m") == true)
        #expect(ScreenPainter.plain(marked.first ?? "").contains("2024030121"))
        // Only the cursor row: the others are as `games` colours them.
        #expect(feed.lines.filter { $0.contains(Self.reverse) }.count == 1)
    }

    @Test(arguments: [(["TERM": "xterm-256color", "NO_COLOR": "1"], ["browse"]),
                      (["TERM": "xterm-256color"], ["--no-color", "browse"]),
                      (["TERM": "dumb"], ["browse"])])
    func withoutColourNothingIsColoured(environment: [String: String], arguments: [String]) async {
        let terminal = await Self.run(environment, arguments)
        #expect(Self.escapes(terminal).isEmpty, "\(Self.escapes(terminal).prefix(3))")
        #expect(terminal.screens[1].contains { $0.hasPrefix(">   2024030121") }, "\(terminal.screens[1])")
        #expect(terminal.frames.count == 3)
    }
}
