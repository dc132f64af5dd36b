import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// How far a hidden game is shown depends only on what the reader may see: the league's
/// regulation length, the game's state, the reader's position, the live delay and a live
/// game's period capped below the last regulation period. Pairs of games that differ only in
/// what comes later — a live game in overtime and the same game still in the last regulation
/// period, the server's last flow blocks merged or split — give the same bytes in every
/// command and format until the reader steps into the last regulation period.
@Suite(.temporaryHome) struct HorizonCounterfactualTests {
    /// `id` live after its first `count` plays, the header, snapshot and list row saying the
    /// game is in `period` (the server's word for where it is; nil: the last play's), after
    /// `before` edits.
    static func live(_ dialect: Dialect, _ id: Int, plays count: Int, period: Int? = nil, league: League,
                     _ before: [FixtureScenario.Edit] = []) -> FixtureScenario {
        FixtureScenario(dialect, game: id, before + [.live(plays: count), .custom("live in period \(period.map(String.init) ?? "of the last play")") { documents in
            let period = period ?? (documents.plays.last?["quarter"] as? Int ?? 1)
            let label = league.periodLabel(period)
            let clock = documents.plays.last.flatMap { $0["gameClock"] ?? $0["game_clock"] } ?? NSNull()
            for key in ["currentPeriod", "current_period"] where documents.header[key] != nil { documents.header[key] = period }
            if var snapshot = documents.header[object: "liveSnapshot"] {
                snapshot["currentPeriod"] = period
                snapshot["periodLabel"] = label
                documents.header["liveSnapshot"] = snapshot
            }
            documents.rowFollowsHeader()
            guard var row = documents.row else { return }
            row["status"] = "live"
            row["currentPeriod"] = period
            row["gameClock"] = clock
            if row.carries("currentPeriodLabel") { row["currentPeriodLabel"] = label }
            if var snapshot = row[object: "liveSnapshot"] {
                snapshot["currentPeriod"] = period
                snapshot["periodLabel"] = label
                snapshot["gameClock"] = clock
                snapshot["timeLabel"] = "\(label) \(clock)"
                row["liveSnapshot"] = snapshot
            }
            documents.row = row
        }])
    }

    /// Every view of game `id`, then `reads` times: one `read` step and every view again. What
    /// each run printed, exit code and both streams, in one transcript.
    static func transcript(_ cli: CLIHarness, _ id: Int, feed: String, reads: Int) async -> [String] {
        let views = ["game \(id)", "game \(id) --format json", "timeline \(id)", "timeline \(id) --pbp",
                     "timeline \(id) --format json", "timeline \(id) --pbp --format ndjson", "stats \(id)",
                     "odds \(id)", feed, feed + " --format ndjson", "next --list"]
        var out: [String] = []
        for round in 0...reads {
            if round > 0 {
                let step = await cli.run("read \(id)")
                out.append("read \(id) → \(step.code)\n\(step.stdout)\n\(step.stderr)")
            }
            for command in views {
                let result = await cli.run(command)
                out.append("\(command) → \(result.code)\n\(result.stdout)\n\(result.stderr)")
            }
        }
        return out
    }

    /// Whether two transcripts are byte-identical (a Bool, so a failure prints only the difference).
    static func same(_ a: [String], _ b: [String]) -> Bool { a == b }

    /// The reader's screens (100×30, no colour) over game `id`: opened from the feed, `spaces`
    /// steps read, then its timeline, stats and keys, back to the feed.
    static func readerScreens(_ scenario: FixtureScenario, _ id: Int, spaces: Int) async -> [String] {
        var cli = CLIHarness(scenario: scenario)
        cli.environment["NO_COLOR"] = "1"
        var steps: [ScriptedTerminal.Step] = [.find(id), .key(.enter)] + Array(repeating: .key(.char(" ")), count: spaces)
        steps += ScriptedTerminal.keys("gtjqsq?qq")
        let terminal = ScriptedTerminal(steps, rows: 30, columns: 100)
        cli.readerTerminal = { terminal }
        let result = await cli.run(["browse"], terminal: true, width: 100)
        return ["browse → \(result.code) \(result.stderr)"] + terminal.screens.map { $0.joined(separator: "\n") }
    }

    /// The first place two transcripts differ, for the failure message.
    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        for (x, y) in zip(a, b) where x != y {
            let ax = x.split(separator: "\n", omittingEmptySubsequences: false), by = y.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(ax.count, by.count)).first { ax[$0] != by[$0] } ?? min(ax.count, by.count)
            return "\(ax.first ?? "")\n  line \(line):\n  \(line < ax.count ? String(ax[line]) : "∅")\n  \(line < by.count ? String(by[line]) : "∅")"
        }
        return a.count == b.count ? "" : "lengths \(a.count) vs \(b.count)"
    }

    /// 21600270 went to overtime. Live in its fourth quarter, at the end of it and in
    /// overtime: the same bytes everywhere while the reader reads Q1 to Q3.
    @Test(arguments: Dialect.allCases) func nbaLiveInOvertimeReadsLikeTheLastRegulationPeriod(dialect: Dialect) async throws {
        let plays = try FixtureGames.detail(21600270, dialect).plays
        let firstOT = try #require(plays.firstIndex { ($0.quarter ?? 0) == 5 })
        let firstQ4 = try #require(plays.firstIndex { ($0.quarter ?? 0) == 4 })
        var transcripts: [[String]] = []
        for (count, period) in [(firstQ4 + 3, 4), (firstOT - 1, 4), (firstOT + 5, 5)] {
            let scenario = Self.live(dialect, 21600270, plays: count, period: period, league: .nba)
            let cli = CLIHarness(scenario: scenario)
            var transcript = await Self.transcript(cli, 21600270, feed: "games --date 2025-10-08 --league NBA", reads: 3)
            let screens = await Self.readerScreens(scenario, 21600270, spaces: 3)
            #expect(screens.first?.hasPrefix("browse → 0") == true && screens.last?.contains("outcome hidden  to Q3") == true, "the reader read Q1 to Q3: \(screens.last ?? "")")
            transcript += screens
            transcripts.append(transcript)
        }
        let first = try #require(transcripts.first)
        #expect(first.contains { $0.hasPrefix("timeline 21600270 → 0") && $0.contains("End of Q3") && !$0.contains("End of Q4") },
                "the timeline shows Q1 to Q3 of a game live in Q4 or later before any read")
        for other in transcripts.dropFirst() {
            #expect(Self.same(other, first), "\(dialect): \(Self.firstDifference(first, other))")
        }
    }

    /// The NHL the same way: 2024030121 with an extra period, live in the third and in
    /// overtime, as recorded and as a goals-only feed with no goal in the third.
    @Test(arguments: Dialect.allCases, [false, true])
    func nhlLiveInOvertimeReadsLikeTheThirdPeriod(dialect: Dialect, sparse: Bool) async throws {
        let base: [FixtureScenario.Edit] = [.extraPeriod] + (sparse ? [.withoutRows(in: 3)] : [])
        let edited = try #require(Self.live(dialect, 2024030121, plays: 10_000, period: 4, league: .nhl, base).served())
        let periods = edited.plays.map(GameDocuments.period)
        let firstOT = try #require(periods.firstIndex(of: 4))
        let lastP2 = try #require(periods.lastIndex(of: 2))
        let variants = sparse ? [(lastP2 + 1, 3), (firstOT + 1, 4)] : [(try #require(periods.firstIndex(of: 3)) + 1, 3), (firstOT + 1, 4)]
        var transcripts: [[String]] = []
        for (count, period) in variants {
            let scenario = Self.live(dialect, 2024030121, plays: count, period: period, league: .nhl, base)
            let cli = CLIHarness(scenario: scenario)
            let date = try Self.localDay(of: 2024030121, dialect)
            var transcript = await Self.transcript(cli, 2024030121, feed: "games --date \(date) --league NHL", reads: 2)
            transcript += await Self.readerScreens(scenario, 2024030121, spaces: 2)
            transcripts.append(transcript)
        }
        #expect(Self.same(transcripts[0], transcripts[1]), "\(dialect): \(Self.firstDifference(transcripts[0], transcripts[1]))")
        #expect(transcripts[0].contains { $0.hasPrefix("timeline 2024030121 → 0") && $0.contains("End of P1") },
                "the first period shows")
    }

    static func localDay(of id: Int, _ dialect: Dialect) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/New_York")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: try FixtureGames.detail(id, dialect).game.gameDate)
    }

    // MARK: - Flow blocks

    /// 744914 (MLB) told in flow blocks of innings `spans`, each with a narrative of its own
    /// and the score after it read from the plays.
    static let letters = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"]

    /// A block's story: true to what the reader of its innings sees (a story the plays do not
    /// ground would be hidden), told by its first inning.
    static func story(_ span: ClosedRange<Int>) -> String {
        // The withheld 9th, read at its step, may tell a player's play, not how the inning went.
        if span.lowerBound == 9 { return "Yordan Alvarez homered in the 9th inning." }
        return "Houston Astros faced Toronto Blue Jays in the \(span.lowerBound)\(span.lowerBound == 1 ? "st" : span.lowerBound == 2 ? "nd" : span.lowerBound == 3 ? "rd" : "th") inning."
    }

    static func mlbFlow(_ spans: [ClosedRange<Int>]) -> FixtureScenario.Edit {
        .custom("flow blocks \(spans.map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", "))") { documents in
            var blocks: [JSONObject] = []
            var before = [0, 0]
            for (index, span) in spans.enumerated() {
                let plays = documents.plays.filter { span.contains(GameDocuments.period($0)) }
                let last = plays.last.flatMap(ScenarioScore.of)
                let after = last.map { [$0.away, $0.home] } ?? before
                blocks.append([
                    "blockIndex": index, "role": "RESPONSE", "momentIndices": [index],
                    "periodStart": span.lowerBound, "periodEnd": span.upperBound,
                    "startClock": NSNull(), "endClock": NSNull(), "scoreBefore": before, "scoreAfter": after,
                    "playIds": plays.compactMap { $0.int("playIndex") }, "keyPlayIds": [Int](),
                    "narrative": Self.story(span),
                    "embeddedSocialPostId": NSNull(),
                ])
                before = after
            }
            documents.flow = ["gameId": documents.id, "blocks": blocks, "plays": [JSONObject](), "validationPassed": true,
                              "validationErrors": [String](), "totalWords": 100]
        }
    }

    /// The last blocks merged (8th–9th) or split (8th, 9th), and merged from the 7th: the same
    /// bytes in every view and `read` step until the reader steps into the 9th. Each stops
    /// after the 8th: where the server ended a block never moves the stop.
    @Test func mlbBlocksMergedOrSplitReadTheSame() async throws {
        let shapes: [[ClosedRange<Int>]] = [
            [1...2, 3...4, 5...6, 7...7, 8...9],
            [1...2, 3...4, 5...6, 7...7, 8...8, 9...9],
        ]
        var transcripts: [[String]] = []
        for spans in shapes {
            let scenario = FixtureScenario(.older, game: 744914, [Self.mlbFlow(spans)])
            let cli = CLIHarness(scenario: scenario)
            let date = try Self.localDay(of: 744914, .older)
            var transcript = await Self.readerScreens(scenario, 744914, spaces: 5)
            transcript += await Self.transcript(cli, 744914, feed: "games --date \(date) --league MLB", reads: 5)
            // The fifth read prints the 8th; the sixth steps into the 9th and may differ.
            let sixth = await cli.run("read 744914")
            transcript.append(sixth.code == 0 ? "stepped into the 9th" : sixth.stderr)
            transcripts.append(transcript)
        }
        #expect(Self.same(transcripts[0], transcripts[1]), "\(Self.firstDifference(transcripts[0], transcripts[1]))")
        let timeline = try #require(transcripts[0].first { $0.hasPrefix("timeline 744914 → 0") })
        #expect(timeline.contains("── End of 8th"), "the hidden timeline shows the 8th: \(timeline)")
        #expect(!timeline.contains(Self.story(8...9)), "the story of the 8th is held: \(timeline)")
        #expect(timeline.contains(Self.story(7...7)), "earlier stories show: \(timeline)")
    }

    /// After the reader steps into the 9th, the story held at the 8th is told.
    @Test func theHeldStoryComesWithTheWithheldPeriod() async throws {
        let cli = CLIHarness(scenario: FixtureScenario(.older, game: 744914, [Self.mlbFlow([1...7, 8...8, 9...9])]))
        _ = await cli.run("read 744914")
        let eighth = await cli.run("read 744914")
        #expect(eighth.stdout.contains("story of this stretch comes with the 9th") && !eighth.stdout.contains(Self.story(8...8)),
                "\(eighth.stdout)")
        let ninth = await cli.run("read 744914")
        #expect(ninth.stdout.contains(Self.story(8...8)) && ninth.stdout.contains(Self.story(9...9)), "\(ninth.stdout)")
    }

    // MARK: - Slips

    /// `games --through` on a hidden live game still in the period asked for: no state, since
    /// its period has not ended (the running score is not the period's end).
    /// Slip: `PeriodState.of` takes the running score of the period in progress as its end.
    @Test func throughOnALiveGameWaitsForThePeriodToEnd() async throws {
        let plays = try FixtureGames.detail(21600270, .older).plays
        let firstQ3 = try #require(plays.firstIndex { ($0.quarter ?? 0) == 3 })
        let inQ2 = CLIHarness(scenario: Self.live(.older, 21600270, plays: firstQ3 - 10, period: 2, league: .nba))
        let inQ3 = CLIHarness(scenario: Self.live(.older, 21600270, plays: firstQ3 + 10, period: 3, league: .nba))
        let final = CLIHarness(scenario: FixtureScenario(.older, game: 21600270))
        let command = "games --date 2025-10-08 --league NBA --through Q2 --format ndjson"
        let row = { (cli: CLIHarness) async throws -> String in
            try #require(await cli.run(command).stdout.split(separator: "\n").first { $0.contains("\"id\":21600270") }.map(String.init))
        }
        let during = try await row(inQ2), after = try await row(inQ3), finished = try await row(final)
        #expect(!during.contains("\"through\""), "still in Q2: \(during)")
        let state = { (line: String) in line.range(of: #""through":\{[^}]*\}[^}]*\}"#, options: .regularExpression).map { String(line[$0]) } }
        #expect(state(after) != nil && state(after) == state(finished), "\(after)\n\(finished)")
    }

    /// A game listed "scheduled" whose header carries no score, play count or play-by-play
    /// flag, with plays: the detail's plays make it played, so it reads `unknown` and hidden.
    /// Slip: `GameFacts` takes the state from the header alone.
    @Test func aScheduledHeaderWithoutAScoreStillReadsPlayed() async throws {
        let scenario = FixtureScenario(game: 22000001, [
            .onlyPlays, .status("scheduled", isFinal: false, isPregame: true),
            .custom("no header evidence") { documents in
                for key in ["homeScore", "awayScore", "home_score", "away_score", "score", "playCount", "play_count"]
                    where documents.header[key] != nil { documents.header[key] = NSNull() }
                documents.header["hasPbp"] = false
                documents.header["liveSnapshot"] = NSNull()
                documents.rowFollowsHeader()
            },
        ])
        let detail = try await scenario.service().game(id: 22000001)
        #expect(!detail.game.hasPlayData && detail.state == .unknown, "only the plays say it was played")
        let cli = CLIHarness(scenario: scenario)
        let game = await cli.run("game 22000001 --format json")
        #expect(game.stdout.contains("\"state\" : \"unknown\"") && game.stdout.contains("\"outcome\" : \"hidden\""),
                "\(game.stdout.prefix(800))")
        let text = await cli.run("game 22000001")
        #expect(!text.stdout.contains("No result") && !text.stdout.contains("No outcome"), "\(text.stdout)")
    }
}
