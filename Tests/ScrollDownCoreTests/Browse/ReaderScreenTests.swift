import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// The reader in-process, on a scripted terminal, over the bundled games.
@Suite(.temporaryHome) struct ReaderScreenTests {
    static func browse(_ script: [ScriptedTerminal.Step], rows: Int = 24, columns: Int = 80, dialect: Dialect = .older,
                       arguments: [String] = [], service: CLIHarness.Service = .real) async -> (CLIHarness.Result, ScriptedTerminal, CLIHarness) {
        let terminal = ScriptedTerminal(script, rows: rows, columns: columns)
        var cli = CLIHarness(dialect: dialect, service: service, extra: ["NO_COLOR": "1"])
        cli.readerTerminal = { terminal }
        let result = await cli.run(["browse"] + arguments, terminal: true, width: columns)
        return (result, terminal, cli)
    }

    @Test func theCursorMovesDownTheFeed() async {
        let (result, terminal, _) = await Self.browse(ScriptedTerminal.keys("jj"))
        #expect(result.code == 0, "\(result.stderr)")
        print(terminal.screens.map { $0.joined(separator: "\n") }.joined(separator: "\n-----\n"))
        #expect(terminal.screens[0].contains { $0.hasPrefix("> ") && $0.contains("21600270") })
        #expect(terminal.screens[2].contains { $0.hasPrefix("> ") && $0.contains("744914") })
        #expect(terminal.entered == 1 && terminal.left == 1)
    }
}
