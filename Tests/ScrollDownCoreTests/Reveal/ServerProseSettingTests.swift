import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `serverProse hidden` (config, `SCROLLDOWN_SERVER_PROSE`, `--server-prose`): a hidden game
/// shows no server prose at all — recap, block narratives, pre-game posts — only what the
/// client computes; a visible game is unchanged. `guarded` (the default) is the leak guard.
@Suite(.temporaryHome) struct ServerProseSettingTests {
    /// Server sentences of the fixture game 21600270: its recap and its first flow block.
    static let recapSentence = "Markieff Morris opened the first quarter's scoring with a step-back jumper, and Victor Oladipo scored 9 points for Oklahoma City in the quarter."
    static let blockSentence = "Victor Oladipo had 9 points in this stretch."
    static let id = "21600270"

    /// What `game` and `timeline` print, text and JSON, blanks collapsed.
    static func printed(_ cli: CLIHarness, _ extra: [String] = []) async -> String {
        var out = ""
        for command in [["game", id], ["timeline", id], ["game", id, "--format", "json"], ["timeline", id, "--format", "json"]] {
            let result = await cli.run(command + extra)
            #expect(result.code == 0, "\(command + extra): \(result.stderr)")
            out += result.stdout + "\n"
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func guardedIsTheDefaultAndShowsFilteredProse() async {
        let out = await Self.printed(CLIHarness(service: .real))
        #expect(out.contains(Self.recapSentence) && out.contains(Self.blockSentence))
    }

    @Test func theFlagHidesEveryServerSentenceAndKeepsWhatTheClientComputes() async {
        let cli = CLIHarness(service: .real)
        let out = await Self.printed(cli, ["--server-prose", "hidden"])
        #expect(!out.contains(Self.recapSentence) && !out.contains(Self.blockSentence))
        #expect(!out.contains("Last scoring play"))
        #expect(out.contains(LeakGuard.marker))
        // The client's own views stay: mini boxes, separators, the withheld line.
        #expect(out.contains("Victor Oladipo 9 pts"))
        #expect(out.contains("End of Q2 · WAS 53 – OKC 60"))
        #expect(out.contains("Q4 onward is withheld"))
    }

    @Test func theSettingTheVariableAndTheFlagInThatOrder() async {
        var cli = CLIHarness(service: .real)
        #expect(await cli.run("config set serverProse hidden").code == 0)
        #expect(!(await Self.printed(cli)).contains(Self.recapSentence), "config hidden")
        #expect((await Self.printed(cli, ["--server-prose", "guarded"])).contains(Self.recapSentence), "flag over config")
        #expect(await cli.run("config set serverProse guarded").code == 0)
        cli.environment["SCROLLDOWN_SERVER_PROSE"] = "Hidden"
        #expect(!(await Self.printed(cli)).contains(Self.recapSentence), "variable over config")
        #expect((await Self.printed(cli, ["--server-prose", "guarded"])).contains(Self.recapSentence), "flag over variable")
        let list = await cli.run("config list")
        #expect(list.stdout.split(separator: "\n").contains { $0.contains("serverProse") && $0.contains("hidden") && $0.contains("environment") },
                "\(list.stdout)")
    }

    @Test func aBadWordIsAUsageError() async {
        var cli = CLIHarness(service: .real)
        let flag = await cli.run(["game", Self.id, "--server-prose", "off"])
        #expect(flag.code == 64 && flag.stderr.contains("--server-prose"), "\(flag.stderr)")
        cli.environment["SCROLLDOWN_SERVER_PROSE"] = "off"
        let variable = await cli.run(["game", Self.id])
        #expect(variable.code == 64 && variable.stderr.contains("SCROLLDOWN_SERVER_PROSE"), "\(variable.stderr)")
        // A local command still runs, so the setting can be repaired.
        #expect(await cli.run("config set serverProse hidden").code == 0)
    }

    /// Only hidden games: a peek shows the server's text as written.
    @Test func aVisibleGameIsUnchanged() async {
        let cli = CLIHarness(service: .real)
        let hidden = await cli.run(["timeline", Self.id, "--server-prose", "hidden", "--peek"])
        #expect(hidden.stdout.contains("Oladipo had 9 points in this stretch"), "\(hidden.stdout)")
    }

    /// A pre-game post (safe and shown by `guarded`) is not shown by `hidden`.
    @Test func preGamePostsAreNotShown() async {
        let post = "Starting lineup is in. The arena lights dimmed for the anthem."
        let cli = CLIHarness(scenario: Counterfactual.scenario(21600270, planted: post))
        #expect(await cli.run(["game", Self.id]).stdout.contains(post))
        let hidden = await cli.run(["game", Self.id, "--server-prose", "hidden"])
        #expect(!hidden.stdout.contains("arena lights"), "\(hidden.stdout)")
    }

    /// The hidden views under `hidden` are the same for the game as played and with another
    /// outcome, as under `guarded`.
    @Test(arguments: Counterfactual.Change.standard.dropFirst())
    func hiddenViewsStayTheSameForAnotherOutcome(change: Counterfactual.Change) async {
        var outputs: [String] = []
        for variant in [Counterfactual.Change.none, change] {
            let cli = CLIHarness(scenario: Counterfactual.scenario(21600270, variant))
            var out = ""
            for command in [["game", Self.id], ["timeline", Self.id], ["read", Self.id], ["timeline", Self.id, "--format", "json"]] {
                out += (await cli.run(command + ["--server-prose", "hidden"])).stdout
            }
            outputs.append(out)
        }
        #expect(outputs[0] == outputs[1], "\(change)")
    }

    @Test func theFlagsWordsAreTheSettingsValues() {
        #expect(ServerProseWord.allCases.map(\.rawValue) == ServerProse.allCases.map(\.rawValue))
    }
}
