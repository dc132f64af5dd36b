import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// What a new user tripped on outside the reader: the day a game is listed under, what
/// `catch-up` revealed, and the messages of a first run.
@Suite(.temporaryHome) struct OutsideTheReaderTests {
    @Test func theFeedsDayAndTheCatchUpDayAgreeAndSayWhoseDayItIs() async {
        let cli = CLIHarness(service: .real, timeZone: "UTC")
        // WAS @ OKC starts at 20:00 in New York on Wed 8 Oct: Thu 9 Oct 00:00 in UTC.
        let feed = await cli.run("games --league NBA").stdout.split(separator: "\n")
        #expect(feed.first == "Yesterday · Wed 8 Oct 2025 (US-Eastern league day)")
        #expect(feed.first { $0.contains("21600270") }?.contains("Thu 9 Oct 2025 00:00") == true)
        // catch-up names the day the feed lists it under, as --date takes it.
        let dry = await cli.run("catch-up --league NBA --dry-run").stdout
        #expect(dry.contains("21600270  NBA  WAS @ OKC  Wed 8 Oct 2025"), "\(dry)")
        #expect(await cli.run("catch-up --league NBA --date 2025-10-08 --dry-run").stdout == dry
            .replacingOccurrences(of: "all bundled sample games", with: "Wed 8 Oct 2025"))
        // Where the reader's dates and the league's agree, the title says nothing more.
        let eastern = await CLIHarness(service: .real).run("games --league NBA").stdout.split(separator: "\n")
        #expect(eastern.first == "Yesterday · Wed 8 Oct 2025")
    }

    @Test func catchUpSaysWhichGamesItRevealed() async {
        let cli = CLIHarness(service: .real)
        let done = await cli.run("catch-up --league NBA --yes")
        #expect(done.code == 0)
        #expect(done.stdout == """
            Revealed 2 final games in NBA · all bundled sample games:
              22000001  NBA  GSW @ BKN  Wed 8 Oct 2025
              21600270  NBA  WAS @ OKC  Wed 8 Oct 2025
            scrolldown games shows their scores.

            """)
        #expect(await cli.run("-q catch-up --league NBA --yes").stdout.isEmpty)
        #expect(await cli.run("catch-up --league NBA --date 2025-10-10 --yes").stdout
            == "Revealed 0 final games in NBA · Fri 10 Oct 2025.\n")
    }

    @Test func aRelativeFixturesPathIsNamedAsWrittenAndAsRead() async {
        var cli = CLIHarness(service: .real)
        cli.environment["SCROLLDOWN_FIXTURES"] = "no-such-folder/Fixtures"
        let cwd = FileManager.default.currentDirectoryPath
        let result = await cli.run("games")
        #expect(result.code != 0)
        #expect(result.stderr.contains("scrolldown: SCROLLDOWN_FIXTURES names no-such-folder/Fixtures (\(cwd)/no-such-folder/Fixtures), "
            + "which holds no sample games (no api/ folder); set it to the path of a Fixtures folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("(Fixtures/)"))
        let doctor = await cli.run("doctor --offline")
        #expect(doctor.stdout.replacingOccurrences(of: "\n ", with: "").contains("\(cwd)/no-such-folder/Fixtures"), "\(doctor.stdout)")
    }
}
