import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The traps a newcomer falls into on a first run, one test each.
@Suite(.temporaryHome) struct NewcomerTrapTests {
    @Test func revealAndHideTakeNamesAndRefuseAGameThatDoesNotExist() async throws {
        let cli = CLIHarness(service: .real)
        let byName = await cli.run(["reveal", "WAS @ OKC"])
        #expect(byName.code == 0 && byName.stdout.contains("game 21600270"), "\(byName.stderr)")
        #expect(await cli.run("game 21600270").stdout.contains("WAS 115 – OKC 126"))
        #expect(await cli.run(["hide", "WSH@BOS"]).stdout.contains("Outcome hidden for game 2025020005"))

        let missing = await cli.run("reveal 2025020099")
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("no game 2025020099"), "\(missing.stderr)")
        #expect(!missing.stdout.contains("visible"))
        let all = await cli.run("reveal 21600270 2025020099")
        #expect(all.code == 1, "one missing game refuses the whole command")
        let state = try? Data(contentsOf: cli.stateDirectory.appendingPathComponent("reveal.json"))
        #expect(state.map { String(decoding: $0, as: UTF8.self).contains("2025020099") } != true)
        #expect(await cli.run("hide Zebras").code == 1)
    }

    @Test func anUnreachableBackendStillRemembersTheChoice() async throws {
        var cli = CLIHarness(service: .real)
        cli.environment["SCROLLDOWN_FIXTURES"] = "/nonexistent/fixtures"
        cli.environment["SCROLLDOWN_API_KEY"] = nil
        let result = await cli.run("reveal 21600270")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.contains("could not check that game 21600270 exists"))
    }

    @Test(arguments: [["--reveal", "--peek"], ["--hide", "--peek"], ["--reveal", "--hide"]])
    func contradictoryRevealFlagsAreAUsageError(flags: [String]) async throws {
        let cli = CLIHarness()  // refused before any fetch
        let result = await cli.run(["game", "21600270"] + flags)
        #expect(result.code == 64)
        #expect(result.stderr.contains("not both"))
        #expect(!FileManager.default.fileExists(atPath: cli.stateDirectory.appendingPathComponent("reveal.json").path))
    }

    @Test(arguments: [
        (":/etc/localtime", nil as String?), ("UTC0", nil), ("EST5EDT,M3.2.0,M11.1.0", nil), (":UTC", nil),
        ("Mars/Olympus", "unknown time zone 'Mars/Olympus' in TZ: using UTC"),
    ])
    func posixTZValuesWorkAsInTheCLibrary(tz: String, note: String?) async throws {
        let cli = CLIHarness(service: .real, timeZone: tz)
        let result = await cli.run("games --league NBA")
        #expect(result.code == 0, "\(tz): \(result.stderr)")
        #expect(result.stdout.contains("21600270"))
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("time zone") }
        if let note {
            #expect(notes.count == 1 && notes[0].contains(note), "said once: \(result.stderr)")
        } else {
            #expect(notes.isEmpty, "\(result.stderr)")
        }
    }

    @Test func posixRulesResolveToTheirOffsets() throws {
        let eastern = try #require(TimeZone(identifier: "EST5EDT"))
        #expect(TimeZoneSetting.resolve("EST5EDT,M3.2.0,M11.1.0") == .zone(eastern))
        #expect(TimeZoneSetting.resolve("UTC0") == .zone(TimeZone(secondsFromGMT: 0)!))
        #expect(TimeZoneSetting.resolve("JST-9") == .zone(TimeZone(secondsFromGMT: 9 * 3600)!))
        #expect(TimeZoneSetting.resolve("<+0330>-3:30") == .zone(TimeZone(secondsFromGMT: 3 * 3600 + 1800)!))
        guard case .approximate(let zone, _) = TimeZoneSetting.resolve("AAA3BBB,M3.2.0,M11.1.0") else {
            Issue.record("a rule no IANA zone has is approximated"); return
        }
        #expect(zone.secondsFromGMT() == -3 * 3600)
        #expect(TimeZoneSetting.resolve(":/etc/localtime", current: eastern) != .unknown)
        #expect(TimeZoneSetting.resolve("Mars/Olympus") == .unknown)
        #expect(TimeZoneSetting.resolve("EST") != .unknown)
        #expect(TimeZoneSetting.resolve("5") == .unknown)
    }

    @Test func quietNeverHidesThatStateWasMovedAside() async throws {
        let cli = CLIHarness(service: .real)
        try FileManager.default.createDirectory(at: cli.stateDirectory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: cli.stateDirectory.appendingPathComponent("reveal.json"))
        let result = await cli.run("reveal 21600270 -q")
        #expect(result.code == 0 && result.stdout.isEmpty)
        #expect(result.stderr.contains("reveal.json was unreadable; moved it to"), "\(result.stderr)")
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[1,2]".utf8).write(to: config.appendingPathComponent("config.json"))
        let set = await cli.run("config set pager off -q")
        #expect(set.stderr.contains("config.json was not a JSON object; moved it to"), "\(set.stderr)")
    }

    @Test func followOnAFinishedGameSaysItShowsTheFinalView() async throws {
        let cli = CLIHarness(service: .real)  // its sleep fails the test: no waiting on a final game
        let result = await cli.run("timeline 21600270 --follow")
        #expect(result.code == 0)
        #expect(result.stderr.contains("game 21600270 has finished: nothing to follow"), "\(result.stderr)")
        #expect(result.stdout.contains("WAS @ OKC") || result.stdout.contains("Washington Wizards"))
    }

    /// Every command that takes a game takes a name, as the feed spells the matchup.
    @Test(arguments: [
        ["game", "WAS @ OKC"], ["timeline", "WAS @ OKC"], ["read", "WAS @ OKC"], ["stats", "WAS @ OKC"],
        ["mark-read", "WAS @ OKC"], ["reveal", "WAS @ OKC"], ["hide", "WAS @ OKC"], ["odds", "CLE @ ORL"],
        ["fairbet", "--game", "CLE @ ORL"],
    ])
    func everyCommandThatTakesAGameTakesAName(arguments: [String]) async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run(arguments + ["--format", "json"])
        #expect(result.code == 0, "\(arguments): \(result.stderr)")
        let id = arguments.last == "CLE @ ORL" ? "910000002" : "21600270"
        #expect(result.stdout.contains(id), "\(arguments): \(result.stdout.prefix(300))")
    }
}
