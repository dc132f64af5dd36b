import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// 22000001 live (its list row too), growing request by request through a script of play
/// counts; `later` edits the newest step's documents only.
enum LiveNewPlaysGame {
    static let id = ScriptedLiveGame.id

    static let listedLive = FixtureScenario.Edit.custom("listed live") { documents in
        documents.header["status"] = "live"
        if documents.header["isFinal"] != nil { documents.header["isFinal"] = false }
        if documents.header["isLive"] != nil { documents.header["isLive"] = true }
        documents.rowFollowsHeader()
    }

    static func scenario(_ script: [Int], dialect: Dialect, later: [FixtureScenario.Edit] = []) -> FixtureScenario {
        FixtureScenario(dialect, game: id, [.onlyPlays, listedLive], perRequest: script.indices.map { step in
            [.live(plays: script[step])] + (step == script.count - 1 ? later : [])
        })
    }

    /// The recorded plays of the game, in order, as the scenario starts from them.
    static func plays(_ dialect: Dialect) -> [JSONObject] {
        FixtureScenario(dialect, game: id, [.onlyPlays]).served()?.plays ?? []
    }

    /// How many of the first plays are in Q1.
    static func firstPeriodCount(_ dialect: Dialect) -> Int {
        plays(dialect).prefix { GameDocuments.period($0) == 1 }.count
    }

    /// Every period from Q2 on scores 9 more for the home side (header and snapshot follow the
    /// last play): the running score of the withheld period in progress is another.
    static let otherScoreFromQ2 = FixtureScenario.Edit.custom("home +9 from Q2") { documents in
        documents.plays = documents.plays.map { play in
            guard GameDocuments.period(play) >= 2, let home = ScenarioScore.home(play) else { return play }
            var play = play
            ScenarioScore.set(&play, home: home + 9, away: ScenarioScore.away(play), dialect: documents.dialect)
            return play
        }
        let last = documents.plays.last ?? [:]
        documents.setFinal(home: ScenarioScore.home(last) ?? 0, away: ScenarioScore.away(last) ?? 0)
    }

    /// Only the first `count` rows of Q2 on (Q1's late rows stay): the period in progress has
    /// gone less far.
    static func periodInProgressCut(to count: Int) -> FixtureScenario.Edit {
        .custom("Q2 cut to \(count) rows") { documents in
            var kept = 0
            documents.removePlays { play in
                guard GameDocuments.period(play) >= 2 else { return false }
                kept += 1
                return kept > count
            }
            let last = documents.plays.last ?? [:]
            documents.setFinal(home: ScenarioScore.home(last) ?? 0, away: ScenarioScore.away(last) ?? 0)
        }
    }

    /// The newest `count` plays say something else and score differently.
    static func otherNewest(_ count: Int) -> FixtureScenario.Edit {
        .custom("the newest \(count) plays rewritten") { documents in
            let plays = documents.plays
            documents.plays = plays.enumerated().map { offset, play in
                guard offset >= plays.count - count else { return play }
                var play = play
                play["description"] = "Rewritten play \(offset) 3-pt jump shot"
                ScenarioScore.set(&play, home: (ScenarioScore.home(play) ?? 0) + 30, away: ScenarioScore.away(play),
                                  dialect: documents.dialect)
                return play
            }
            let last = documents.plays.last ?? [:]
            documents.setFinal(home: ScenarioScore.home(last) ?? 0, away: ScenarioScore.away(last) ?? 0)
        }
    }

    /// The JSON object of a game's row in a feed, or of `game ID`'s header.
    static func row(_ json: String, id: Int = id) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        if let games = object["games"] as? [[String: Any]] { return try #require(games.first { $0["id"] as? Int == id }) }
        return try #require(object["game"] as? [String: Any])
    }

    static func playLines(_ text: String) -> Int {
        text.split(separator: "\n").filter { $0.hasPrefix("  ●") || $0.hasPrefix("    ") || $0.hasPrefix("      · ") }.count
    }
}

/// "+N new plays" of a live game read part-way: in the feed, in `game`, as JSON `newPlays`.
@Suite(.temporaryHome) struct NewPlaysTests {
    typealias G = LiveNewPlaysGame

    @Test(arguments: Dialect.allCases) func aLiveGameReadPartWayCountsThePlaysReadWouldPrint(dialect: Dialect) async throws {
        let cli = CLIHarness(scenario: G.scenario([60, 90], dialect: dialect))
        #expect(await cli.run("read \(G.id) --all-plays").code == 0)
        let raw = G.plays(dialect)
        let lastRead = try #require(raw[59].int("playIndex"))
        let expected = raw.prefix(90).filter { ($0.int("playIndex") ?? 0) > lastRead }.count
        #expect(expected == 30)

        let game = await cli.run("game \(G.id)")
        #expect(game.stdout.contains("You stopped at Q1 ") && game.stdout.contains(" — scrolldown read \(G.id) goes on · +30 new plays\n"),
                "\(game.stdout)")
        #expect(try G.row(await cli.run("game \(G.id) --format json").stdout)["newPlays"] as? Int == expected)
        let feed = await cli.run("games")
        let line = try #require(feed.stdout.split(separator: "\n").first { $0.contains(String(G.id)) })
        #expect(line.contains("+30 new"), "\(line)")
        #expect(FeedTextRenderer.newPlaysText(30, short: false) == "+30 new plays")
        #expect(FeedTextRenderer.newPlaysText(1, short: false) == "+1 new play")
        #expect(try G.row(await cli.run("games --format json").stdout)["newPlays"] as? Int == expected)
        // What was counted is what `read` goes on with.
        #expect(G.playLines(await cli.run("read \(G.id) --all-plays").stdout) == expected)
        #expect(try G.row(await cli.run("game \(G.id) --format json").stdout)["newPlays"] as? Int == 0)
        #expect(!(await cli.run("game \(G.id)").stdout.contains("new play")))
    }

    @Test(arguments: Dialect.allCases) func aFinishedGameReadPartWayHasNoCount(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        _ = await cli.run("read 21600270")
        let game = await cli.run("game 21600270 --format json")
        let header = try G.row(game.stdout, id: 21600270)
        #expect(header["readingPosition"] != nil)
        #expect(header["newPlays"] == nil)
        #expect(!(await cli.run("game 21600270").stdout.contains("new play")))
        let feed = await cli.run("games --format json")
        #expect(try G.row(feed.stdout, id: 21600270)["newPlays"] == nil)
        #expect(!feed.stdout.contains("newPlays"))
    }

    @Test(arguments: Dialect.allCases) func theWithheldPeriodInProgressCountsOnlyOnceRevealed(dialect: Dialect) async throws {
        // Q1 read whole (its rows logged late among Q2's too) while Q2 was 30 rows in; now Q2
        // is 80 rows in. Q2, the period in progress, is withheld: not counted before reveal.
        let q1 = G.firstPeriodCount(dialect)
        let raw = G.plays(dialect)
        try #require(raw.prefix(q1 + 80).dropFirst(q1 + 30).allSatisfy { GameDocuments.period($0) == 2 })
        let q2 = raw.prefix(q1 + 80).filter { GameDocuments.period($0) == 2 }.count
        let cli = CLIHarness(scenario: G.scenario([q1 + 30, q1 + 80], dialect: dialect))
        _ = await cli.run("read \(G.id)")
        #expect(try G.row(await cli.run("game \(G.id) --format json").stdout)["newPlays"] as? Int == 0)
        #expect(try G.row(await cli.run("games --format json").stdout)["newPlays"] as? Int == 0)
        #expect(!(await cli.run("games").stdout.contains("+")))
        #expect(await cli.run("reveal \(G.id)").code == 0)
        #expect(try G.row(await cli.run("game \(G.id) --format json").stdout)["newPlays"] as? Int == q2)
        #expect(await cli.run("hide \(G.id)").code == 0)
        // Stepped into, Q2 is the reader's: read to its newest row, nothing is new.
        #expect(G.playLines(await cli.run("read \(G.id) --all-plays").stdout) == q2)
        #expect(try G.row(await cli.run("game \(G.id) --format json").stdout)["newPlays"] as? Int == 0)
    }

    /// The count, and everything printed with it, is the same whatever the reader may not see
    /// yet: how far the withheld period in progress has gone and its running score.
    @Test(arguments: Dialect.allCases) func theCountDoesNotDependOnTheWithheldPeriodInProgress(dialect: Dialect) async throws {
        let q1 = G.firstPeriodCount(dialect)
        let raw = G.plays(dialect)
        let lastRead = try #require(raw[59].int("playIndex"))
        // Q1's rows after the last one read, late ones included (the same in every world).
        let expected = raw.prefix(q1 + 80).filter { GameDocuments.period($0) == 1 && ($0.int("playIndex") ?? 0) > lastRead }.count
        let worlds: [(String, [Int], [FixtureScenario.Edit])] = [
            ("Q2 20 plays in", [60, q1 + 80], [G.periodInProgressCut(to: 20)]),
            ("Q2 80 plays in", [60, q1 + 80], []),
            ("Q2 80 plays in, another score", [60, q1 + 80], [G.otherScoreFromQ2]),
        ]
        var outputs: [String: [String]] = [:]
        for (name, script, later) in worlds {
            let cli = CLIHarness(scenario: G.scenario(script, dialect: dialect, later: later))
            _ = await cli.run("read \(G.id)")
            var printed: [String] = []
            for command in ["game \(G.id)", "game \(G.id) --format json", "games", "games --format json"] {
                printed.append(await cli.run(command).stdout)
            }
            #expect(try G.row(printed[1])["newPlays"] as? Int == expected, "\(name)")
            outputs[name] = printed
        }
        let first = try #require(outputs["Q2 20 plays in"])
        for (name, printed) in outputs {
            for (index, output) in printed.enumerated() { #expect(output == first[index], "\(name), command \(index)") }
        }
    }

    /// The reader's feed counts them as `games` does, and again once the reader leaves a game.
    @Test(arguments: Dialect.allCases) func theReadersFeedCountsNewPlays(dialect: Dialect) async throws {
        let cli = CLIHarness(scenario: G.scenario([60, 90], dialect: dialect), extra: ["NO_COLOR": "1"])
        _ = await cli.run("read \(G.id)")
        let (result, terminal) = await ReaderScreenTests.browse([.find(G.id), .key(.enter), .key(.char(" ")), .key(.char("q"))],
                                                                cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let row: (Int) -> String = { frame in
            terminal.frames[frame].lines.map(ScreenPainter.plain).first { $0.contains(String(G.id)) } ?? ""
        }
        #expect(row(0).hasSuffix("+30 new"), "\(row(0))")
        // Read on to the newest play in the reader: back on the feed, nothing is new.
        let last = terminal.frames.count - 1
        #expect(row(last).contains(String(G.id)) && !row(last).contains("new"), "\(row(last))")
    }

    /// Under a live delay only the plays the delay shows count, whatever the held-back ones say.
    @Test(arguments: Dialect.allCases) func theLiveDelayHoldsBackTheNewestPlaysFromTheCount(dialect: Dialect) async throws {
        let start = try #require(FixtureScenario(dialect, game: G.id).served()?.header.string("gameDate").flatMap(ISO8601.parse))
        let now = ISO8601DateFormatter().string(from: start.addingTimeInterval(3_600))
        let held = (first: LiveDelay.heldBack(count: 60, elapsed: 3_600, delay: 360),
                    then: LiveDelay.heldBack(count: 100, elapsed: 3_600, delay: 360))
        #expect(held == (6, 10))
        var outputs: [[String]] = []
        for later in [[], [G.otherNewest(10)]] as [[FixtureScenario.Edit]] {
            let cli = CLIHarness(scenario: G.scenario([60, 100], dialect: dialect, later: later), extra: ["SCROLLDOWN_NOW": now])
            _ = await cli.run("config set liveDelaySeconds 360")
            _ = await cli.run("read \(G.id)")
            let printed = [await cli.run("game \(G.id)").stdout, await cli.run("game \(G.id) --format json").stdout,
                           await cli.run("games").stdout]
            #expect(try G.row(printed[1])["newPlays"] as? Int == (100 - held.then) - (60 - held.first), "\(printed[1])")
            outputs.append(printed)
        }
        #expect(outputs[0] == outputs[1])
    }
}
