import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A game that has not started has no outcome: revealing it is refused and nothing is stored,
/// so its final does not show later, when it comes, without the reader asking then.
@Suite(.temporaryHome) struct RevealUpcomingTests {
    static let upcoming = 910000001

    static func revealFile(_ cli: CLIHarness) -> String {
        (try? String(contentsOf: cli.stateDirectory.appendingPathComponent("reveal.json"), encoding: .utf8)) ?? ""
    }

    @Test(arguments: Dialect.allCases) func revealingAGameThatHasNotStartedIsRefusedAndNotStored(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let message = "scrolldown: game \(Self.upcoming) has not started (upcoming): there is no outcome to reveal yet\n"
        let reveal = await cli.run("reveal \(Self.upcoming)")
        #expect(reveal.code == 1)
        #expect(reveal.stderr.hasSuffix(message), "\(reveal.stderr)")
        let game = await cli.run("game \(Self.upcoming) --reveal")
        #expect(game.code == 1)
        #expect(game.stdout.isEmpty)
        #expect(game.stderr.hasSuffix(message), "\(game.stderr)")
        // Several games: one that has not started refuses them all, so nothing is half done.
        let several = await cli.run("reveal 21600270 \(Self.upcoming)")
        #expect(several.code == 1)
        #expect(!Self.revealFile(cli).contains("\(Self.upcoming)") && !Self.revealFile(cli).contains("21600270"),
                "\(Self.revealFile(cli))")
        // Hiding is always allowed, and a started game still reveals.
        #expect(await cli.run("hide \(Self.upcoming)").code == 0)
        #expect(await cli.run("reveal 21600270").code == 0)
    }

    /// The game finishes after the refused reveal: its outcome stays hidden in the feed.
    @Test func aRefusedRevealLeavesTheLaterFinalHidden() async throws {
        let before = CLIHarness(service: .real)
        #expect(await before.run("reveal \(Self.upcoming)").code == 1)
        var after = CLIHarness(scenario: FixtureScenario(.older, game: Self.upcoming, [.status("final", isFinal: true)]))
        after.environment = before.environment
        let feed = await after.run("games --date 2025-10-10 --format ndjson")
        let row = try #require(feed.stdout.split(separator: "\n").first { $0.contains("\"id\":\(Self.upcoming)") })
        #expect(row.contains("\"state\":\"final\"") && row.contains("\"outcome\":\"hidden\""), "\(row)")
    }
}
