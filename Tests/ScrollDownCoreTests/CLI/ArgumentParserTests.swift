import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite(.temporaryHome) struct ArgumentParserTests {
    let parser = ArgumentParser()

    func parsed(_ line: String) throws -> (any Command.Type, ParsedArguments) {
        guard case .run(let type, let arguments) = try parser.parse(line.split(separator: " ").map(String.init)) else {
            Issue.record("expected a command for '\(line)'")
            throw ParseFailure(error: .usage(.missingArgument(name: "COMMAND", command: "")), command: nil)
        }
        return (type, arguments)
    }

    func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            guard case .usage(let problem) = error.error else { return nil }
            return problem
        }
    }

    @Test func optionsTakeSpaceOrEqualsAndGlobalsGoAnywhere() throws {
        let (type, a) = try parsed("--format json games --league NBA --team=celtics")
        #expect(type.spec.name == "games")
        let games = try GamesCommand(a)
        #expect(try GlobalOptions(a).format == .json)
        #expect(games.window.leagues == [.nba])
        #expect(games.team == "celtics")
        let (_, b) = try parsed("games --league NBA --league=nhl,MLB -q --tz Europe/Paris")
        #expect(try GamesCommand(b).window.leagues == [.nba, .nhl, .mlb])
        #expect(try GlobalOptions(b).quiet)
        #expect(try GlobalOptions(b).timeZone == "Europe/Paris")
    }

    @Test func doubleDashEndsOptions() throws {
        let (_, a) = try parsed("reveal -- 42")
        #expect(try RevealCommand(a).games == [.id(42)])
        #expect(usageError(["reveal", "--", "--help"]) == nil)  // "--help" is then an ID, validated later
    }

    @Test func helpAndVersion() throws {
        guard case .help(let spec) = try parser.parse(["game", "--help"]) else { Issue.record("no help"); return }
        #expect(spec == GameCommand.spec)
        guard case .help(nil) = try parser.parse(["-h"]) else { Issue.record("no help"); return }
        guard case .version = try parser.parse(["--version"]) else { Issue.record("no version"); return }
        guard case .help(nil) = try parser.parse([]) else { Issue.record("bare scrolldown should print help"); return }
    }

    @Test(arguments: [
        (["games", "--bogus"], UsageError.unknownOption("--bogus", command: "games", suggestion: nil)),
        (["gmae"], .unknownCommand("gmae", suggestion: "game")),
        (["time"], .unknownCommand("time", suggestion: "timeline")),
        (["game"], .missingArgument(name: "GAME", command: "game")),
        (["game", "1", "2"], .unexpectedArgument("2", command: "game")),
        (["games", "--league"], .missingValue(option: "--league", valueName: "LEAGUES")),
        (["games", "--peek=yes"], .flagTakesNoValue(option: "--peek")),
        (["games", "-z"], .unknownOption("-z", command: "games", suggestion: nil)),
        (["games", "--leage", "NBA"], .unknownOption("--leage", command: "games", suggestion: "--league")),
        (["game", "1", "--peak"], .unknownOption("--peak", command: "game", suggestion: "--peek")),
    ])
    func parseErrorsAreData(arguments: [String], problem: UsageError) {
        #expect(usageError(arguments) == problem)
    }

    @Test func exitCodesFromTheRealRunner() async {
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("games --bogus").code == 64)
        #expect(await cli.run("game abc").code == 1, "a name that fits no game is not found")
        #expect(await cli.run("game @today").code == 64)
        #expect(await cli.run("games --date 2025-13-01").code == 64)
        #expect(await cli.run("games --tz Mars/Olympus").code == 64)
        #expect(await cli.run("--version").stdout == "scrolldown \(Version.current)\n")
        let help = await cli.run("games --help")
        #expect(help.code == 0 && help.stderr.isEmpty && help.stdout.contains("--league"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsNameEveryCommand(shell: String) async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run(["completions", shell])
        #expect(result.code == 0)
        for command in CommandTable.specs { #expect(result.stdout.contains(command.name)) }
        #expect(result.stdout.contains(shell == "fish" ? "-l format" : "--format"))
    }
}
