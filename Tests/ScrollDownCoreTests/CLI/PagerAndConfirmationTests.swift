import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Records what would have gone to the pager, and answers questions.
final class TerminalLog: Sendable {
    private let pages = Locked<[String]>([])
    private let questions = Locked<[String]>([])
    let answer: String?

    init(answer: String? = nil) { self.answer = answer }

    var page: @Sendable (String, String) -> Bool {
        { [pages] command, text in pages.withLock { $0.append(command + "\n" + text) }; return true }
    }
    var ask: @Sendable (String) -> String? {
        { [questions, answer] question in questions.withLock { $0.append(question) }; return answer }
    }
    var paged: [String] { pages.withLock { $0 } }
    var asked: [String] { questions.withLock { $0 } }
}

/// Long text pages only on a terminal; `reset` and `catch-up` ask first there.
@Suite(.temporaryHome) struct PagerTests {
    @Test func aTerminalPagesThroughPagerElseLessFRX() async {
        let log = TerminalLog()
        var cli = CLIHarness(service: .real)
        cli.page = log.page
        let result = await cli.run("games --league NBA", terminal: true)
        #expect(result.stdout.isEmpty)
        #expect(log.paged.first?.hasPrefix("less -FRX\n") == true)
        #expect(log.paged.first?.contains("21600270") == true)
        cli.environment["PAGER"] = "most -s"
        _ = await cli.run("game 21600270", terminal: true)
        #expect(log.paged.last?.hasPrefix("most -s\n") == true)
    }

    @Test func neverWhenPipedAskedNotToOrForJSON() async {
        var cli = CLIHarness(service: .real)  // its default pager fails the test if called
        #expect(await cli.run("games --league NBA").stdout.contains("21600270"))
        #expect(await cli.run("games --league NBA --no-pager", terminal: true).stdout.contains("21600270"))
        #expect(await cli.run("games --league NBA --format json", terminal: true).stdout.contains("21600270"))
        #expect(await cli.run("reveal 21600270", terminal: true).stdout.contains("Outcome visible"))
        #expect(await cli.run("config set pager off").code == 0)
        #expect(await cli.run("games --league NBA", terminal: true).stdout.contains("21600270"))
        let log = TerminalLog()
        cli.page = log.page
        #expect(await cli.run("config set pager bat").code == 0)
        _ = await cli.run("games --league NBA", terminal: true)
        #expect(log.paged.first?.hasPrefix("bat\n") == true)
    }
}

@Suite(.temporaryHome) struct ConfirmationTests {
    @Test func resetWithoutATerminalNeedsYes() async {
        let cli = CLIHarness(service: .real)
        _ = await cli.run("reveal 21600270 744914")
        let refused = await cli.run("reset")
        #expect(refused.code == 64)
        #expect(refused.stderr.contains("add --yes"))
        #expect(await cli.run("reset --dry-run").stdout.contains("Would clear 2 reveal choice(s)"))
        let done = await cli.run("reset --yes")
        #expect(done.code == 0 && done.stdout.contains("cleared 2 reveal choice(s)"), "\(done.stderr)")
        let json = await cli.run("reset --dry-run --format json")
        #expect(json.stdout.contains("\"dryRun\" : true") && json.stdout.contains("\"reveals\" : 0"))
    }

    @Test func resetOnATerminalAsksAndNoChangesNothing() async throws {
        let no = TerminalLog(answer: "n")
        var cli = CLIHarness(service: .real)
        cli.stdinIsTerminal = true
        cli.ask = no.ask
        _ = await cli.run("reveal 744914")
        let declined = await cli.run("reset")
        #expect(declined.code == 1 && declined.stderr.contains("reset: nothing changed"))
        #expect(no.asked.first?.contains("Hide every outcome again") == true)
        #expect(await cli.run("reset --dry-run").stdout.contains("Would clear 1 reveal choice(s)"))
        let yes = TerminalLog(answer: "y")
        cli.ask = yes.ask
        #expect(await cli.run("reset").code == 0)
        #expect(await cli.run("reset --dry-run").stdout.contains("Would clear 0 reveal choice(s)"))
    }

    @Test func catchUpAsksOnATerminalOnlyAndDryRunLists() async throws {
        var cli = CLIHarness(service: .real)
        let dry = await cli.run("catch-up --league NBA --dry-run")
        #expect(dry.stdout.hasPrefix("Would reveal 2 final games"), "\(dry.stdout)")
        #expect(dry.stdout.contains("21600270  NBA  WAS @ OKC"))
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(21600270)))
        #expect(probe.leak(in: dry.stdout) == nil)
        #expect(await cli.run("games --league NBA --format json").stdout.contains("\"outcome\" : \"hidden\""))
        let no = TerminalLog(answer: "")
        cli.stdinIsTerminal = true
        cli.ask = no.ask
        #expect(await cli.run("catch-up --league NBA").code == 1)
        #expect(no.asked.count == 1)
        #expect(await cli.run("catch-up --league NBA --yes").code == 0)
        cli.stdinIsTerminal = false
    }

    /// A script (stdin not a terminal) cannot reveal every final game without `--yes`.
    @Test func catchUpWithoutATerminalNeedsYesLikeReset() async throws {
        let cli = CLIHarness(service: .real)
        let refused = await cli.run("catch-up --league NHL")
        #expect(refused.code == 64 && refused.stderr.contains("add --yes"), "\(refused.stderr)")
        #expect(await cli.run("games --league NHL --format json").stdout.contains("\"outcome\" : \"visible\"") == false,
                "nothing was revealed")
        let done = await cli.run("catch-up --league NHL --yes")
        #expect(done.code == 0, "\(done.stderr)")
        #expect(await cli.run("games --league NHL --format json").stdout.contains("\"outcome\" : \"visible\""))
    }
}

/// The pager really started: `PAGER=less` gets `LESS=FRX` (quit when the text fits, keep
/// colours) unless the reader set `LESS`, as the default `less -FRX` does.
@Suite(.temporaryHome) struct PagerEnvironmentTests {
    /// A `less` on PATH that writes the command it ran as, `$LESS` and `$LESSCHARSET`, and
    /// the text it was given.
    static func fakeLess() throws -> (directory: URL, record: URL) {
        let directory = TemporaryHome.makeDirectory("fake-less")
        let record = directory.appendingPathComponent("record")
        let script = directory.appendingPathComponent("less")
        try Data("#!/bin/sh\nprintf '%s|%s|%s|' \"$0\" \"$LESS\" \"$LESSCHARSET\" > \"$RECORD\"\ncat >> \"$RECORD\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (directory, record)
    }

    @Test func pagerLessGetsLessFRX() async throws {
        let (directory, record) = try Self.fakeLess()
        var cli = CLIHarness(service: .real)
        cli.environment["PAGER"] = "less"
        let environment = ["PATH": directory.path + ":/usr/bin:/bin", "RECORD": record.path]
        cli.page = { command, text in Pager.run(command, text, environment: environment) }
        let result = await cli.run("games --league NBA", terminal: true)
        #expect(result.code == 0, "\(result.stderr)")
        let written = try String(contentsOf: record, encoding: .utf8)
        #expect(written.hasPrefix(directory.appendingPathComponent("less").path + "|FRX|utf-8|"), "\(written.prefix(200))")
        #expect(written.contains("21600270"))
    }

    @Test func aLESSTheReaderSetIsKept() throws {
        let (directory, record) = try Self.fakeLess()
        let environment = ["PATH": directory.path + ":/usr/bin:/bin", "RECORD": record.path, "LESS": "R", "LESSCHARSET": "latin1"]
        #expect(Pager.run("less", "text", environment: environment))
        #expect(try String(contentsOf: record, encoding: .utf8).hasSuffix("|R|latin1|text"))
        #expect(Pager.pagerEnvironment([:]) == ["LESS": "FRX", "LESSCHARSET": "utf-8"])
    }
}
