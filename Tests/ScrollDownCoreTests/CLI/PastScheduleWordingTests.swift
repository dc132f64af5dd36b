import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Words that must hold on real data: a game still "scheduled" long after its
/// start is not upcoming, and a team name that matches nothing is said to match nothing.
@Suite(.temporaryHome) struct PastScheduleWordingTests {
    /// 910000001 (MIA @ CHA, real odds-feed game, still `scheduled`) seen a year later.
    @Test(arguments: Dialect.allCases)
    func aScheduledGameFromThePastIsNotUpcoming(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real, timeZone: "UTC", extra: ["SCROLLDOWN_NOW": "2026-11-25T12:00:00Z"])
        let feed = await cli.run("games --league NBA --no-pager")
        let row = feed.stdout.split(separator: "\n").first { $0.contains("910000001") }.map(String.init) ?? ""
        #expect(row.contains("no result") && !row.contains("upcoming"), "\(row)")
        let json = await cli.run("games --league NBA --format ndjson")
        let line = json.stdout.split(separator: "\n").first { $0.contains("\"id\":910000001,") }.map(String.init) ?? ""
        #expect(line.contains("\"state\":\"noResult\""), "\(line)")
        #expect(line.contains("\"outcome\":\"none\""))
        let upcoming = await cli.run("games --league NBA --status upcoming --format ndjson")
        #expect(!upcoming.stdout.contains("910000001"))
        let game = await cli.run("game 910000001 --no-pager")
        #expect(game.stdout.contains(" · no result\n"), "\(game.stdout)")
        #expect(game.stdout.contains("No result: the game was to start "))
        #expect(game.stdout.contains(" and the backend has none"))
        #expect(!game.stdout.contains("the game starts"))
        #expect(!game.stdout.contains("Try again later"), "\(game.stdout)")
        let timeline = await cli.run("timeline 910000001 --no-pager")
        #expect(timeline.stdout.contains("No plays: the start time passed long ago and the backend has no result"))
        #expect(!timeline.stdout.contains("has not started"))
        // Nothing is coming: --follow does not wait for it (the harness fails on any wait).
        let follow = await cli.run("timeline 910000001 --follow --no-pager")
        #expect(follow.code == 0 && follow.stdout.contains("No plays: the start time passed long ago"))

        // The bundled older fixtures date it the day after the demo evening: upcoming then.
        // sda's recording keeps its real date, 12 Dec 2023: long past on the demo evening too.
        let demo = await CLIHarness(dialect: dialect, service: .real, timeZone: "UTC").run("game 910000001 --no-pager").stdout
        #expect(demo.contains(dialect == .older ? "· upcoming" : "· no result"), "\(demo)")
    }

    @Test(arguments: Dialect.allCases)
    func aTeamThatMatchesNothingIsSaid(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        // A team the client knows, with no game then: said by its name, with no "nearest" names.
        let result = await cli.run("games --team celtics --league NBA")
        #expect(result.code == 0)
        #expect(result.stdout == "No game of the Boston Celtics (NBA) in NBA · all bundled sample games.\n", "\(result.stdout)")
        #expect(!result.stdout.contains("Try a wider window"))
        // A typo: the names it may be, playing then.
        let typo = await cli.run("games --team thundr")
        #expect(typo.stdout.replacingOccurrences(of: "\n", with: " ").contains("Nearest names playing then: Oklahoma City Thunder."),
                "\(typo.stdout)")
        // Nothing near: no unrelated "nearest" names.
        let none = await cli.run("games --team zzz")
        #expect(none.code == 0)
        #expect(none.stdout == "No team matched \"zzz\" in all leagues · all bundled sample games.\n", "\(none.stdout)")
    }
}
