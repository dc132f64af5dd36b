import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(table: CommandTable())

    func invocation(_ line: String) throws -> Invocation {
        guard case .run(let invocation) = try parser.parse(line.split(separator: " ").map(String.init)) else {
            Issue.record("expected a command for '\(line)'")
            throw ScrollDownError.other("no invocation")
        }
        return invocation
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            guard case .usage(let message) = error else { return nil }
            return message
        }
    }

    @Test func optionsTakeSpaceOrEqualsAndGlobalsGoAnywhere() throws {
        let a = try invocation("--format json games --league NBA --team=celtics")
        #expect(a.command.name == "games")
        #expect(a.value("format") == "json")
        #expect(a.list("league") == ["NBA"])
        #expect(a.value("team") == "celtics")
        let b = try invocation("games --league NBA --league=NHL -qv --tz Europe/Paris")
        #expect(b.list("league") == ["NBA", "NHL"])
        #expect(b.flag("quiet") && b.flag("verbose"))
        #expect(b.value("tz") == "Europe/Paris")
    }

    @Test func doubleDashEndsOptions() throws {
        let a = try invocation("reveal -- 42")
        #expect(a.positionals == ["42"])
        #expect(usageError(["reveal", "--", "--help"]) == nil)  // "--help" is then an ID, validated later
    }

    @Test func helpAndVersion() throws {
        guard case .help(let text) = try parser.parse(["game", "--help"]) else { Issue.record("no help"); return }
        #expect(text.contains("Usage: scrolldown game ID"))
        #expect(text.contains("--reveal"))
        guard case .help(let root) = try parser.parse(["-h"]) else { Issue.record("no help"); return }
        #expect(root.contains("Commands:"))
        #expect(try parser.parse(["--version"]) == .version)
        guard case .help = try parser.parse([]) else { Issue.record("bare scrolldown should print help"); return }
    }

    @Test(arguments: [
        (["games", "--bogus"], "unknown option '--bogus' for 'games'"),
        (["gmae"], "unknown command 'gmae' (did you mean 'game'?)"),
        (["game"], "missing ID for 'game'"),
        (["game", "1", "2"], "unexpected argument '2' for 'game'"),
        (["--format", "xml", "games"], "invalid value 'xml' for --format (expected text, json, ndjson)"),
        (["games", "--league"], "--league needs a value (LEAGUES)"),
        (["games", "--peek=yes"], "--peek takes no value"),
        (["games", "-z"], "unknown option '-z' for 'games'"),
    ])
    func usageErrorsAreOneLinePlusAHint(arguments: [String], message: String) {
        let error = usageError(arguments)
        #expect(error?.split(separator: "\n").first.map(String.init) == message)
        #expect(error?.contains("usage: scrolldown") == true)
    }

    @Test func exitCodesFromTheRealRunner() async {
        let cli = CLIHarness()
        defer { cli.cleanUp() }
        #expect(await cli.run("games --bogus").code == 64)
        #expect(await cli.run("game abc").code == 64)
        #expect(await cli.run("games --date 2025-13-01").code == 64)
        #expect(await cli.run("games --tz Mars/Olympus").code == 64)
        #expect(await cli.run("--version").stdout == "scrolldown \(Version.current)\n")
        let help = await cli.run("games --help")
        #expect(help.code == 0 && help.stderr.isEmpty && help.stdout.contains("--league"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsNameEveryCommand(shell: String) async {
        let cli = CLIHarness()
        defer { cli.cleanUp() }
        let result = await cli.run(["completions", shell])
        #expect(result.code == 0)
        for command in CommandTable().commands { #expect(result.stdout.contains(command.name)) }
        #expect(result.stdout.contains(shell == "fish" ? "-l format" : "--format"))
    }
}
