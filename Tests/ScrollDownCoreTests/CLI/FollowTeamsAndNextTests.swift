import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `follow`/`unfollow`, the feed's order and marks for followed teams, and `next`'s queue.
@Suite(.temporaryHome) struct FollowTeamsAndNextTests {
    /// The ids of the feed's JSON rows, in display order, with their `followed` flag.
    static func feedRows(_ json: String, key: String = "games") throws -> [(id: Int, followed: Bool)] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let rows = object?[key] as? [[String: Any]] ?? []
        return rows.map { (($0["id"] as? Int) ?? -1, ($0["followed"] as? Bool) ?? false) }
    }

    @Test func followUnfollowAndListAsTextJSONAndConfig() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("follow").stdout == "No team followed yet. scrolldown follow TEAM adds one.\n")
        let added = await cli.run(["follow", "Golden Knights", "Oklahoma City", "NHL:BOS"])
        #expect(added.code == 0)
        #expect(added.stdout == "Following Vegas Golden Knights (NHL)\nFollowing Oklahoma City Thunder (NBA)\nFollowing Boston Bruins (NHL)\n")
        #expect(await cli.run("config get followedTeams").stdout == "NHL:VGK,NBA:OKC,NHL:BOS\n")
        #expect(await cli.run("follow").stdout == """
              VGK  Vegas Golden Knights   NHL
              OKC  Oklahoma City Thunder  NBA
              BOS  Boston Bruins          NHL

            """)
        let json = await cli.run("follow --format json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let followed = object?["followed"] as? [[String: String]]
        #expect(followed?.first == ["league": "NHL", "abbreviation": "VGK", "name": "Vegas Golden Knights"])
        #expect(followed?.count == 3)
        // Following again changes nothing; unfollowing by another name of the team removes it.
        _ = await cli.run("follow VGK")
        #expect(await cli.run("unfollow golden knights".split(separator: " ").map(String.init)).code == 64)
        #expect(await cli.run(["unfollow", "Golden Knights", "thunder"]).stdout
            == "No longer following Vegas Golden Knights (NHL)\nNo longer following Oklahoma City Thunder (NBA)\n")
        #expect(await cli.run("config get followedTeams").stdout == "NHL:BOS\n")
        #expect(await cli.run("-q follow OKC").stdout == "")
        #expect(await cli.run("config set followedTeams vgk,Thunder").stdout.contains("NHL:VGK,NBA:OKC"))
    }

    @Test func followingATeamAgainByAnotherNameStoresItOnce() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("follow VGK").stdout == "Following Vegas Golden Knights (NHL)\n")
        for name in ["Golden Knights", "vegas golden knights", "NHL:VGK", "vgk"] {
            let again = await cli.run(["follow", name])
            #expect(again.code == 0)
            #expect(again.stdout == "Already following Vegas Golden Knights (NHL)\n", "\(name)")
            #expect(await cli.run("config get followedTeams").stdout == "NHL:VGK\n", "\(name)")
        }
        // Two names of one team in one command: one line, one team.
        #expect(await cli.run(["follow", "Golden Knights", "VGK", "thunder"]).stdout
            == "Already following Vegas Golden Knights (NHL)\nFollowing Oklahoma City Thunder (NBA)\n")
        #expect(await cli.run("config get followedTeams").stdout == "NHL:VGK,NBA:OKC\n")
        #expect(await cli.run("follow").stdout.split(separator: "\n").count == 2)
        // The same holds for the stored form read back, whatever name added it.
        let stored = FollowedTeams(stored: ["NHL:VGK", "nba:okc"])
        #expect(try stored.adding([FollowedTeams.resolve("Golden Knights"), FollowedTeams.resolve("Oklahoma City")]).keys
            == ["NHL:VGK", "NBA:OKC"])
    }

    @Test func unfollowingATeamKeepsTheTeamsOfOtherLeaguesWithItsAbbreviation() async throws {
        let cli = CLIHarness()
        // Boston, Toronto and Dallas have teams in several leagues under one abbreviation.
        _ = await cli.run("follow NHL:BOS NBA:BOS MLB:BOS NHL:TOR NBA:TOR NBA:DAL NHL:DAL NHL:VGK")
        #expect(await cli.run("config get followedTeams").stdout == "NHL:BOS,NBA:BOS,MLB:BOS,NHL:TOR,NBA:TOR,NBA:DAL,NHL:DAL,NHL:VGK\n")
        #expect(await cli.run("unfollow NHL:BOS").stdout == "No longer following Boston Bruins (NHL)\n")
        #expect(await cli.run("config get followedTeams").stdout == "NBA:BOS,MLB:BOS,NHL:TOR,NBA:TOR,NBA:DAL,NHL:DAL,NHL:VGK\n")
        _ = await cli.run("unfollow NBA:TOR NHL:DAL")
        #expect(await cli.run("config get followedTeams").stdout == "NBA:BOS,MLB:BOS,NHL:TOR,NBA:DAL,NHL:VGK\n")
        let teams = FollowedTeams(stored: ["NHL:BOS", "NBA:BOS", "NHL:VGK"])
        #expect(try teams.removing([FollowedTeams.resolve("NHL:BOS")]).keys == ["NBA:BOS", "NHL:VGK"])
    }

    @Test func unfollowingATeamNotFollowedSaysSoAndChangesNothing() async {
        let cli = CLIHarness()
        _ = await cli.run("follow OKC")
        let lakers = await cli.run("unfollow lakers")
        #expect(lakers.code == 0)
        #expect(lakers.stdout == "Not following Los Angeles Lakers (NBA); nothing to stop\n")
        #expect(await cli.run("unfollow lakers thunder").stdout
            == "Not following Los Angeles Lakers (NBA); nothing to stop\nNo longer following Oklahoma City Thunder (NBA)\n")
        #expect(await cli.run("config get followedTeams").stdout == "\n")
    }

    @Test func anUnknownOrAmbiguousTeamIsAUsageErrorWithSuggestions() async {
        let cli = CLIHarness()
        let typo = await cli.run("follow thundr")
        #expect(typo.code == 64)
        #expect(typo.stderr.contains("did you mean \"Oklahoma City Thunder\"?"))
        #expect(typo.stdout.isEmpty)
        let ambiguous = await cli.run("follow BOS")
        #expect(ambiguous.code == 64)
        #expect(ambiguous.stderr.contains("use one of:\n  NBA:BOS Boston Celtics\n  NHL:BOS Boston Bruins\n  MLB:BOS Boston Red Sox"))
        let nothing = await cli.run("follow zzzzzz")
        #expect(nothing.code == 64)
        #expect(!nothing.stderr.contains("did you mean"))
        #expect(await cli.run("config set followedTeams Celitcs").code == 64)
        // Nothing was stored by the refused commands.
        #expect(await cli.run("config get followedTeams").stdout == "\n")
        // A suggestion is never what was typed.
        #expect(!FollowedTeams.suggestions(near: "Boston Bruins").contains("Boston Bruins"))
    }

    @Test func aTeamFollowedKeptHiddenStaysHiddenUnderModeAlways() async throws {
        let cli = CLIHarness(service: .real)
        _ = await cli.run("config set scoreRevealMode always")
        let follow = await cli.run("follow VGK --keep-hidden")
        #expect(follow.stdout == "Following Vegas Golden Knights (NHL), kept hidden until you read or reveal\n")
        #expect(await cli.run("config get alwaysHideTeams").stdout == "NHL:VGK\n")
        let feed = await cli.run("games --date 2025-10-08").stdout.split(separator: "\n")
        #expect(feed.first { $0.contains("2025020007") }?.contains("outcome hidden") == true)
        #expect(feed.first { $0.contains("2025020004") }?.contains("outcome hidden") == false)
        // Followed without it, a team follows the mode.
        _ = await cli.run("follow MTL")
        #expect(await cli.run("config get alwaysHideTeams").stdout == "NHL:VGK\n")
    }

    @Test(arguments: Dialect.allCases) func followedGamesComeFirstInTheirDayWithAMark(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let before = try Self.feedRows(await cli.run("games --date 2025-10-08 --format json").stdout)
        #expect(before.map(\.id) == [744914, 2024030121, 2025020004, 22000001, 2025020005, 21600270, 2025020006, 2025020007])
        #expect(before.allSatisfy { !$0.followed })
        _ = await cli.run("follow VGK")
        let after = try Self.feedRows(await cli.run("games --date 2025-10-08 --format json").stdout)
        #expect(after.map(\.id) == [2025020007, 744914, 2024030121, 2025020004, 22000001, 2025020005, 21600270, 2025020006])
        #expect(after.map(\.followed) == [true] + Array(repeating: false, count: 7))
        let text = await cli.run("games --date 2025-10-08").stdout.split(separator: "\n").map(String.init)
        #expect(text[1].hasPrefix("  2025020007") && text[1].hasSuffix("followed"))
        #expect(!text[2].contains("followed"))
        // Another day's games are not pulled into this one.
        let all = try Self.feedRows(await cli.run("games --format json").stdout).map(\.id)
        #expect(try #require(all.firstIndex(of: 2025020003)) < #require(all.firstIndex(of: 2025020007)))
    }

    @Test(arguments: Dialect.allCases) func theQueueIsFollowedFirstThenOldestFirstAndLosesReadAndRevealedGames(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let window = "--from 2016-01-01 --to 2025-10-10"
        // Oldest first; games that start together in id order.
        let finished = [2025020001, 2025020002, 2025020003, 744914, 2024030121, 2025020004, 22000001,
                        2025020005, 21600270, 2025020006, 2025020007]
        let list = await cli.run("next --list --format json \(window)").stdout
        #expect(try Self.feedRows(list, key: "queue").map(\.id) == finished)
        // The queue spans days: its rows are feed rows without a day section.
        #expect(!list.contains("\"section\""))
        _ = await cli.run("follow VGK FLA")
        var queue = try Self.feedRows(await cli.run("next --list --format json \(window)").stdout, key: "queue")
        #expect(queue.map(\.id) == [2025020001, 2024030121, 2025020007, 2025020002, 2025020003, 744914, 2025020004,
                                    22000001, 2025020005, 21600270, 2025020006])
        #expect(queue.map(\.followed) == [true, true, true] + Array(repeating: false, count: 8))
        _ = await cli.run("mark-read 2024030121")
        _ = await cli.run("reveal 2025020001")
        queue = try Self.feedRows(await cli.run("next --list --format json \(window)").stdout, key: "queue")
        #expect(queue.prefix(2).map(\.id) == [2025020007, 2025020002])
        #expect(!queue.map(\.id).contains(2024030121) && !queue.map(\.id).contains(2025020001))
        // Hidden again, it is back in its place.
        _ = await cli.run("hide 2025020001")
        queue = try Self.feedRows(await cli.run("next --list --format json \(window)").stdout, key: "queue")
        #expect(queue.first?.id == 2025020001)
        // Text rows as `games` prints them, in queue order.
        let text = await cli.run("next --list \(window)").stdout.split(separator: "\n")
        #expect(text.first?.hasPrefix("  2025020001  NHL  CHI @ FLA") == true)
        #expect(text.count == queue.count)
    }

    @Test(arguments: Dialect.allCases) func nextPrintsWhatReadPrintsAndSavesThePositionTheSameWay(dialect: Dialect) async throws {
        let viaNext = CLIHarness(dialect: dialect, service: .real)
        let viaRead = CLIHarness(dialect: dialect, service: .real)
        _ = await viaNext.run("follow OKC")
        let window = "--from 2025-10-08 --to 2025-10-10"
        // Q1 to Q4, overtime, and the step that says the whole game is read.
        for step in 0..<6 {
            let next = await viaNext.run("next \(window)")
            let read = await viaRead.run("read 21600270")
            #expect(next.code == 0 && read.code == 0)
            #expect(next.stdout == read.stdout, "step \(step)")
            let nextPosition = try PositionStore(directory: viaNext.stateDirectory, clock: { Date(timeIntervalSince1970: 0) }, notice: { _ in })
                .value(for: 21600270)
            let readPosition = try PositionStore(directory: viaRead.stateDirectory, clock: { Date(timeIntervalSince1970: 0) }, notice: { _ in })
                .value(for: 21600270)
            #expect(nextPosition == readPosition)
        }
        // Read to the end, the game leaves the queue: `next` goes on with the oldest game.
        let after = try Self.feedRows(await viaNext.run("next --list --format json \(window)").stdout, key: "queue")
        #expect(after.first?.id == 744914)
        #expect(await viaNext.run("next --pbp \(window)").stdout == (await viaRead.run("read 744914 --pbp")).stdout)
    }

    @Test(arguments: Dialect.allCases) func nextSkipsGamesWithoutPlaysInOneLineAndTheListMarksThem(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let window = "--from 2016-01-01 --to 2025-10-10"
        // The three oldest finished games have no plays: `next` reads the fourth, as `read` does,
        // and says in one line which it passed over.
        let next = await cli.run("next \(window)")
        #expect(next.code == 0)
        #expect(next.stdout == (await CLIHarness(dialect: dialect, service: .real).run("read 744914")).stdout)
        #expect(!next.stdout.contains("no plays"))
        let skipped = next.stderr.split(separator: "\n").filter { $0.contains("skipped") }
        #expect(skipped == ["scrolldown: skipped 3 games the backend has no plays for: CHI @ FLA, PIT @ NYR, COL @ LAK"])
        // The list keeps them in their place, marked, in text and JSON.
        let json = try JSONSerialization.jsonObject(with: Data(await cli.run("next --list --format json \(window)").stdout.utf8))
        let rows = (json as? [String: Any])?["queue"] as? [[String: Any]] ?? []
        let marked = rows.filter { $0["noPlays"] as? Bool == true }.compactMap { $0["id"] as? Int }
        #expect(marked == [2025020001, 2025020002, 2025020003, 2025020004, 2025020005, 2025020006, 2025020007])
        let text = await cli.run("next --list \(window)").stdout.split(separator: "\n")
        #expect(text.filter { $0.hasSuffix("no plays: next skips it") }.count == marked.count)
        #expect(text.first { $0.contains("744914") }?.contains("no plays") == false)
        // Only games without plays left: nothing is read, and the line says why.
        let none = await cli.run("next --league NHL --date 2025-10-07")
        #expect(none.code == 0 && none.stdout.isEmpty)
        #expect(none.stderr.contains("the games left have no plays"))
    }

    @Test func anEmptyQueueSaysSoOnStderrAndSucceeds() async throws {
        let cli = CLIHarness(service: .real)
        let result = await cli.run("next --date 2025-10-10")
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("nothing to read in"))
        let json = await cli.run("next --list --date 2025-10-10 --format json")
        #expect(json.code == 0)
        #expect(try Self.feedRows(json.stdout, key: "queue").isEmpty)
    }
}
