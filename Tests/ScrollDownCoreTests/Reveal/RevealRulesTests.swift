import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The rules a planted one-line bug slipped past before: the order of the policy's rules,
/// the last regulation step of a game without overtime, the most cautious reading of a
/// status, the live delay everywhere, the phase of a social post, and unguarded upcoming games.
@Suite(.temporaryHome) struct RevealRulesTests {
    static let bos = TeamLabel(name: "Boston Celtics", abbreviation: "BOS")
    static let nyk = TeamLabel(name: "New York Knicks", abbreviation: "NYK")

    /// A stored `--hide` wins over mode `always` and over a never-hide team (the policy's
    /// second rule); a stored reveal wins over an always-hide team.
    @Test func storedChoicesComeBeforeModesAndTeamRules() {
        func visibility(_ rules: RevealRules) -> RevealPolicy.Visibility {
            RevealPolicy(rules: rules).visibility(gameID: 7, league: "NBA", home: Self.bos, away: Self.nyk, state: .final)
        }
        #expect(visibility(RevealRules(alwaysReveal: true)) == .visible(.alwaysMode))
        #expect(visibility(RevealRules(alwaysReveal: true, preferences: [7: false])) == .hidden)
        #expect(visibility(RevealRules(neverHideTeams: ["Celtics"])) == .visible(.neverHideTeam))
        #expect(visibility(RevealRules(neverHideTeams: ["Celtics"], preferences: [7: false])) == .hidden)
        #expect(visibility(RevealRules(alwaysHideTeams: ["NYK"], preferences: [7: true])) == .visible(.revealed))
        #expect(visibility(RevealRules(alwaysReveal: true, alwaysHideTeams: ["knicks"])) == .hidden)
        #expect(visibility(RevealRules(preferences: [7: false], peek: true)) == .visible(.peek))
    }

    /// A game without overtime read to its end: the last block (which ends regulation and the
    /// game) shows its story through the guard and its own stretch of the box, never the
    /// running totals, its end clock or the final score.
    @Test func theLastRegulationStepOfAGameWithoutOvertimeShowsItsStretchOnly() async throws {
        let cli = CLIHarness(service: .real)
        let flow = try #require(try await HTTPGameService.fixtures(at: CLIHarness.fixtures).flow(gameID: 22000001))
        let last = try #require(flow.blocks?.last)
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(22000001, .older)))
        var all = ""
        var finalBlocks: [[String: Any]] = []
        for _ in 0..<10 {
            let step = (await cli.run("read 22000001 --format json")).stdout
            all += step
            let object = try JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: Any]
            let items = (object?["game"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
            finalBlocks += items.filter { $0["type"] as? String == "block" && $0["blockIndex"] as? Int == last.blockIndex }
        }
        #expect(all.contains("You have read the whole game"))
        #expect(finalBlocks.count == 1, "read printed the final block once")
        for block in finalBlocks {
            #expect(block["endClock"] == nil && block["scoreAfter"] == nil, "\(block)")
            #expect(block["withheld"] as? Bool == true)
            #expect(block["narrative"] != nil, "the last block's story is read like the others")
            let box = try JSONSerialization.data(withJSONObject: block["miniBox"] ?? [:])
            #expect(!String(decoding: box, as: UTF8.self).contains(" pts ("), "running totals in the last block: \(block)")
        }
        #expect(probe.leak(in: all) == nil, "\(probe.leak(in: all) ?? "")")
        let peek = await cli.run("timeline 22000001 --peek --format json")
        #expect(probe.leak(in: peek.stdout) != nil, "the final is there: the check above can fail")
    }

    /// The README is read for real: a missing README fails rather than passing silently.
    @Test func readmeNeverUsesTheWord() throws {
        let readme = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.count > 1000)
        #expect(!readme.lowercased().contains(String(["s", "p", "o", "i", "l", "e", "r"])))
    }

    // MARK: - Status against data

    @Test(arguments: ["scheduled", "pregame", "postponed", "canceled", "cancelled"])
    func aStatusThatContradictsThePlaysGetsPacing(status: String) async throws {
        let cli = CLIHarness(scenario: FixtureScenario(game: 21600270, [
            .onlyPlays, .status(status, isFinal: false, isPregame: status == "scheduled" || status == "pregame"),
        ]))
        let timeline = await cli.run("timeline 21600270 --pbp")
        #expect(timeline.code == 0)
        #expect(timeline.stdout.contains("Stopped at the end of Q3 — the outcome is hidden"), "\(status)")
        #expect(!timeline.stdout.contains("\nQ4\n") && !timeline.stdout.contains("126"))
        let game = await cli.run("game 21600270 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(game.stdout.utf8)) as? [String: Any])
        let body = try #require(object["game"] as? [String: Any])
        #expect(body["outcome"] as? String == "hidden", "\(status)")
        #expect(body["state"] as? String == "unknown", "\(status): the data says it was played")
        #expect(body["score"] == nil)
    }

    @Test func liveWithIsFinalReadsAsFinal() async throws {
        let cli = CLIHarness(scenario: FixtureScenario(game: 21600270, [.onlyPlays, .status("live", isLive: true, isFinal: true)]))
        let timeline = await cli.run("timeline 21600270 --pbp")
        #expect(timeline.stdout.contains("Stopped at the end of Q3"), "final pacing, not every play of a live game")
        #expect(!timeline.stdout.contains("\nOT\n"))
        #expect(GameState.from(status: .live, isLive: true, isFinal: true, isPregame: false) == .final)
        #expect(GameState.from(status: .scheduled, isLive: false, isFinal: false, isPregame: true, hasPlayData: true) == .unknown)
        #expect(GameState.from(status: .scheduled, isLive: false, isFinal: false, isPregame: true) == .upcoming)
    }

    /// The feed row of a "scheduled" game that carries a score is not "upcoming".
    @Test func aScheduledListRowWithAScoreIsNotUpcoming() throws {
        let json = #"""
        {"id":1,"leagueCode":"NBA","gameDate":"2025-10-08T23:00:00Z","homeTeam":"Boston Celtics","awayTeam":"New York Knicks",
         "status":"scheduled","isPregame":true,"homeScore":101,"awayScore":99}
        """#
        let game = try TestPaths.decode(GameSummary.self, json)
        #expect(game.state == .unknown)
        let row = RevealPolicy(rules: RevealRules()).feedRow(game, marks: .none)
        #expect(row.outcome == .hidden)
    }

    // MARK: - Live delay everywhere

    @Test func theLiveDelayHoldsBackEverySurface() async throws {
        let scenario = LiveRewrite.scenario()
        let cli = CLIHarness(scenario: scenario)
        _ = await cli.run("config set liveDelaySeconds 360")
        let detail = try await scenario.service().game(id: LiveRewrite.id)
        let newest = try #require(detail.game.liveSnapshot?.timeLabel)
        let held = LiveDelay.heldBack(count: detail.plays.count, elapsed: 3600, delay: 360)
        let shown = detail.plays.dropLast(held)
        let lastShown = try #require(shown.last)
        let shownScore = try #require(shown.last { $0.homeScore != nil })

        let feed = await cli.run("games --peek")
        let row = feed.stdout.split(separator: "\n").first { $0.contains(String(LiveRewrite.id)) }.map(String.init) ?? ""
        #expect(row.contains("live") && !row.contains(newest), "feed: \(row)")
        #expect(row.contains("score held back (live delay)"), "feed: \(row)")

        let game = await cli.run("game \(LiveRewrite.id) --peek")
        #expect(!game.stdout.contains(newest), "game header shows the newest state")
        #expect(game.stdout.contains(try #require(lastShown.timeLabel)), "game header shows the delayed clock")
        #expect(game.stdout.contains("Score: GSW \(shownScore.awayScore!) – BKN \(shownScore.homeScore!)"), "\(game.stdout)")
        #expect(game.stdout.contains("Box score held back by the live delay"))
        #expect(game.stdout.contains("Q4 onward is withheld"), "the recap is cut at the held-back period: \(game.stdout)")
        #expect(!game.stdout.contains("Period 4 opened"))

        let stats = await cli.run("stats \(LiveRewrite.id) --peek --format json")
        #expect(stats.stdout.contains("\"heldBack\" : true"))
        #expect(!stats.stdout.contains("\"tables\""))

        var indices = Set<Int>()
        for _ in 0..<8 {
            let step = await cli.run("read \(LiveRewrite.id) --pbp --format json")
            let object = try JSONSerialization.jsonObject(with: Data(step.stdout.utf8)) as? [String: Any]
            let items = (object?["game"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
            indices.formUnion(items.compactMap { $0["playIndex"] as? Int })
        }
        let heldIndices = Set(detail.plays.suffix(held).map(\.playIndex))
        #expect(!indices.isEmpty && indices.isDisjoint(with: heldIndices), "read printed plays the delay holds back")
    }

    // MARK: - Social posts

    static func post(phase: String?, postedAt: String?, text: String = "Starting lineup tonight") throws -> SocialPostEntry {
        var object: [String: Any] = ["id": 1, "hasVideo": false, "tweetText": text]
        if let phase { object["gamePhase"] = phase }
        if let postedAt { object["postedAt"] = postedAt }
        return try JSONDecoder.contract().decode(SocialPostEntry.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func aPostIsPregameOnlyWhenItsServerPhaseAndItsTimeBothSaySo() throws {
        let start = try #require(ISO8601.parse("2025-10-09T23:00:00Z"))
        #expect(SocialPostPhase.of(try Self.post(phase: "pregame", postedAt: "2025-10-09T22:00:00Z"), gameStart: start) == .pregame)
        #expect(SocialPostPhase.of(try Self.post(phase: "pregame", postedAt: "2025-10-10T02:00:00Z"), gameStart: start) == .inGame,
                "marked pregame, posted hours after the start")
        #expect(SocialPostPhase.of(try Self.post(phase: "postgame", postedAt: "2025-10-09T22:00:00Z"), gameStart: start) == .postgame)
        #expect(SocialPostPhase.of(try Self.post(phase: nil, postedAt: "2025-10-09T22:00:00Z"), gameStart: start) == .pregame)
        #expect(SocialPostPhase.of(try Self.post(phase: "unknown", postedAt: "2025-10-09T22:30:00Z"), gameStart: start) == .pregame)
        #expect(SocialPostPhase.of(try Self.post(phase: "pregame", postedAt: nil), gameStart: start) == .unknown)
    }

    @Test func lateMarkedPregamePostsStayOutOfTheContext() throws {
        var detail = try FixtureGames.detail(21600270)
        let start = detail.game.gameDate
        let iso = { (date: Date) in ISO8601DateFormatter().string(from: date) }
        detail.socialPosts = [
            try Self.post(phase: "pregame", postedAt: iso(start.addingTimeInterval(-3600)), text: "Starting lineup: Westbrook, Oladipo"),
            try Self.post(phase: "pregame", postedAt: iso(start.addingTimeInterval(3 * 3600)), text: "Starting lineup for the record books"),
        ]
        let view = RevealPolicy(rules: RevealRules()).gameView(GameSources(detail: detail, recapPre: nil, recapPost: nil),
                                                               marks: .none, localTime: LocalTime(timeZone: .gmt))
        let lines = view.context?.lines.map(\.text) ?? []
        #expect(lines.contains { $0.contains("Westbrook, Oladipo") })
        #expect(!lines.contains { $0.contains("record books") }, "posted three hours after the start")
    }

    /// A game not played yet has no outcome: its pre-game text is shown as written.
    @Test func upcomingGamesAreNotGuarded() throws {
        var detail = try FixtureGames.detail(2025020008)
        #expect(detail.state == .upcoming)
        let start = detail.game.gameDate
        let text = "Boston beat Dallas 120-110 in their last meeting. Starting lineup below."
        detail.socialPosts = [try Self.post(phase: "pregame", postedAt: ISO8601DateFormatter().string(from: start.addingTimeInterval(-600)),
                                            text: text)]
        let view = RevealPolicy(rules: RevealRules()).gameView(GameSources(detail: detail, recapPre: nil, recapPost: nil),
                                                               marks: .none, localTime: LocalTime(timeZone: .gmt))
        #expect(view.context?.lines.contains { $0.text.hasSuffix(text) && $0.redactions == 0 } == true)
        // The same text on a finished game is guarded.
        var finished = try FixtureGames.detail(21600270)
        finished.socialPosts = detail.socialPosts.map { post in
            var post = post
            post.postedAt = finished.game.gameDate.addingTimeInterval(-600)
            return post
        }
        let hidden = RevealPolicy(rules: RevealRules()).gameView(GameSources(detail: finished, recapPre: nil, recapPost: nil),
                                                                 marks: .none, localTime: LocalTime(timeZone: .gmt))
        #expect(hidden.context?.lines.contains { $0.text.contains("120-110") } != true)
    }
}

/// 22000001 as a live game one hour in (every play so far, the newest in the header), with its
/// recap but no flow or posts: the shape a live delay has to hold back on every surface.
enum LiveRewrite {
    static let id = 22000001
    /// One hour before the harness clock (2025-10-09T18:00Z).
    static let start = Date(timeIntervalSince1970: 1_760_032_800 - 3600)

    static func scenario() -> FixtureScenario {
        FixtureScenario(game: id, [.custom("live one hour in, no flow or posts") { documents in
            (documents.flow, documents.posts) = (nil, nil)
            documents.detail["socialPosts"] = [JSONObject]()
            documents.header["status"] = "live"
            documents.header["isLive"] = true
            documents.header["isFinal"] = false
            documents.header["gameDate"] = ISO8601DateFormatter().string(from: start)
            if var snapshot = documents.header[object: "liveSnapshot"] {
                snapshot["timeLabel"] = "Q4 0:00"
                documents.header["liveSnapshot"] = snapshot
            }
            // Mid-game: the last stretch of plays is the newest.
            documents.removePlays(where: GameDocuments.announcesGameEnd)
            documents.rowFollowsHeader()
            documents.row?["gameClock"] = "0:00"
        }])
    }
}
