import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Picking a game by team instead of its id, on the bundled sample games (now: the evening
/// of 9 Oct 2025; Boston played yesterday and plays again tonight).
@Suite(.temporaryHome) struct GameNameTests {
    @Test(arguments: [
        ("BOS", 2025020005),  // the most recent game that has started, not tonight's
        ("bos", 2025020005),
        ("BOS@yesterday", 2025020005),
        ("BOS@today", 2025020008),
        ("BOS@2025-10-11", 2025020024),
        ("bruins capitals", 2025020005),
        ("Capitals vs Bruins", 2025020005),
        ("MONTRÉAL", 2025020004),
        ("montreal", 2025020004),
        ("habs", 2025020004),
        ("okc", 21600270),
        ("FLA", 2024030121),  // the Panthers' abbreviation, not a prefix of the Flames
        ("flam", 2025020006),  // a prefix when no whole word matches
    ])
    func namesResolveToOneGame(name: String, id: Int) async {
        let result = await CLIHarness(service: .real).run(["game", name, "--format", "json"])
        #expect(result.code == 0, "\(name): \(result.stderr)")
        #expect(result.stdout.contains("\"id\" : \(id),"), "\(name) → \(result.stdout.prefix(200))")
    }

    @Test func timelineReadAndStatsTakeNamesToo() async {
        let cli = CLIHarness(service: .real)
        for command in ["timeline", "read", "stats", "mark-read"] {
            let result = await cli.run([command, "BOS", "--format", "json"])
            #expect(result.code == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains("2025020005"), "\(command)")
        }
        // 2025020005 has no plays yet; the Thunder game has, so reading it by name saves a position.
        #expect(await cli.run("read okc").code == 0)
        let positions = try? String(contentsOf: cli.stateDirectory.appendingPathComponent("positions.json"), encoding: .utf8)
        #expect(positions?.contains("\"21600270\"") == true, "read okc saved no position for 21600270")
    }

    @Test func anAmbiguousNameListsTheCandidatesAndExits64() async throws {
        let result = await CLIHarness(service: .real).run(["game", "new york", "--env", "mock"])
        #expect(result.code == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("scrolldown: 'new york' fits 3 games") == true, "\(result.stderr)")
        for id in ["2025020013", "2025020002", "910000006"] { #expect(result.stderr.contains(id)) }
        #expect(result.stderr.contains("usage: scrolldown game GAME [OPTIONS]"))
        #expect(result.stdout.isEmpty)
        // The candidates say who and when, never how it went.
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(2025020002)))
        #expect(probe.leak(in: result.stderr) == nil)
        for word in ["final", "upcoming", "live", "outcome"] { #expect(!result.stderr.contains(" \(word)")) }
    }

    /// A name that fits nothing is "not found" (exit 1), not a usage error, and
    /// the message says how the name was read.
    @Test func noMatchIsNotFoundAndSaysHowTheNameWasRead() async {
        let cli = CLIHarness(service: .real)
        let none = await cli.run(["game", "Zebras"])
        #expect(none.code == 1)
        #expect(none.stderr.contains("no game of 'Zebras'"))
        let typo = await cli.run(["game", "BOS@tomorow"])
        #expect(typo.code == 1)
        #expect(typo.stderr.contains("read as two teams, AWAY @ HOME"), "\(typo.stderr)")
        #expect(typo.stderr.contains("did you mean BOS@tomorrow?"))
        // The day it may be, never another day glued onto the typo.
        let okc = await cli.run(["game", "OKC@tomorow"])
        #expect(okc.code == 1)
        #expect(okc.stderr.contains("did you mean OKC@tomorrow?)"), "\(okc.stderr)")
        #expect(!okc.stderr.contains("tomorow@"), "\(okc.stderr)")
        let day = await cli.run(["game", "Zebras@today"])
        #expect(day.code == 1 && day.stderr.contains("read as TEAM@DAY"), "\(day.stderr)")
        // A bad name fails before any fetch.
        #expect(await CLIHarness().run(["game", "@today"]).code == 64)
        #expect(await CLIHarness().run(["game", "BOS@2025-13-45"]).code == 64)
    }

    /// The feed's own spelling of a matchup, with or without spaces, in either order.
    @Test(arguments: [("WAS @ OKC", 21600270), ("WSH@BOS", 2025020005), ("BOS @ WSH", 2025020005),
                      ("GSW@BKN", 22000001), ("WAS @ OKC@2025-10-08", 21600270)])
    func theFeedsMatchupSpellingNamesAGame(name: String, id: Int) async {
        let cli = CLIHarness(service: .real, timeZone: "UTC")
        let result = await cli.run(["game", name, "--format", "json"])
        #expect(result.code == 0, "\(name): \(result.stderr)")
        #expect(result.stdout.contains("\"id\" : \(id)"), "\(name)")
    }

    @Test func resolvingNeverRevealsTheOutcome() async throws {
        let cli = CLIHarness(service: .real)
        let text = await cli.run("game BOS")
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(2025020005)))
        #expect(probe.leak(in: text.stdout + text.stderr) == nil)
        #expect(text.stdout.contains("Outcome hidden"))
    }
}
