import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// No outcome in, no outcome out: the code that builds a hidden view receives the game cut
/// where the reader's sight ends. Checked on the values the builders get, for every fixture
/// game with plays in both dialects, and through the command line for reading and live games.
@Suite(.temporaryHome) struct WithholdingTests {
    static let policy = RevealPolicy(rules: RevealRules())
    static let options = TimelineOptions(playByPlay: true, now: Date(timeIntervalSince1970: 1_760_032_800))

    @Test(arguments: Dialect.allCases)
    func hiddenTimelineBuildersGetNothingPastTheirHorizon(dialect: Dialect) async throws {
        for detail in try await ReaderAttackTests.gamesWithPlays(dialect) {
            let withheldFrom = ReaderAttack(detail).withheldFrom
            for purpose in [TimelinePurpose.timeline, .read] {
                let (model, shownPlays) = Self.policy.preparedTimeline(Self.policy.sight(of: detail), flow: nil, position: nil,
                                                                       options: Self.options, purpose: purpose)
                let game = model.facts
                // The whole detail (score, snapshot, box score) is not in a hidden game's model.
                #expect(model.outcome == .hidden && model.playScores.isEmpty && model.liveLabel == nil, "\(game.id)")
                // Only the ends pacing shows have a score, and no block carries one.
                #expect(model.separatorScores.keys.allSatisfy { model.pacing.separatorScore(period: $0) == .show },
                        "\(game.id): \(model.separatorScores.keys.sorted())")
                #expect(model.blocks.allSatisfy { $0?.scoreBefore == nil && $0?.scoreAfter == nil }, "\(game.id)")
                #expect(game.state == detail.state, "\(game.id): the state changed with the evidence")
                let periods = Set(model.periodPlays.flatMap { $0 }.map(\.period) + shownPlays.map { max($0.quarter ?? 1, 1) })
                let shown = Set(shownPlays.map { max($0.quarter ?? 1, 1) })
                // Nothing read yet: both stop before the withheld period (`read`'s next step is
                // the first one, well inside).
                #expect((periods.max() ?? 0) <= withheldFrom - 1, "\(game.id) \(purpose): periods \(periods.sorted())")
                #expect(shown.isSubset(of: periods))
                #expect(model.pacing.steps.count <= max(model.pacing.reach, (model.pacing.nextReadStep ?? -1) + 1),
                        "\(game.id): the builder holds steps it may not print")
                #expect(model.labels.keys.allSatisfy { $0 <= League(rawString: game.leagueCode).regulationPeriods || periods.contains($0) })
            }
            // Read up to the withheld period: the next `read` step is in it, and the end line it
            // withholds must come with no score in the model (only the ends pacing shows do).
            guard detail.state == .final, let last = detail.plays.filter({ max($0.quarter ?? 1, 1) < withheldFrom }).last else { continue }
            let position = ReadingPosition(mode: .pbp, playIndex: last.playIndex, period: withheldFrom - 1, savedAt: Self.options.now)
            let (model, _) = Self.policy.preparedTimeline(Self.policy.sight(of: detail), flow: nil, position: position,
                                                          options: Self.options, purpose: .read)
            let ends = Set(model.pacing.steps.indices.compactMap { model.pacing.periodEnding(after: $0) })
            #expect(ends.contains { model.pacing.separatorScore(period: $0) == .withhold }, "\(detail.game.id): no withheld end in reach")
            #expect(model.separatorScores.keys.allSatisfy { model.pacing.separatorScore(period: $0) == .show },
                    "\(detail.game.id) at the withheld period: \(model.separatorScores.keys.sorted())")
        }
    }

    /// A hidden game's views take a `WithheldGame`: it has no member that holds the score, a
    /// live snapshot, a box score, stats or post-game metrics, so such a view does not compile.
    /// A member added to it (or to its facts) must be added here, with a reason.
    @Test func theWithheldGameHasNoPlaceForTheOutcome() async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 22000001)
        let withheld = Withholding.withhold(detail)
        #expect(Set(Mirror(reflecting: withheld).children.compactMap(\.label))
                == ["facts", "pregameLines", "pregamePosts", "odds", "plays", "livePeriod"])
        // Odds observed after the start are in-game prices: not in it; undated ones stay, for
        // the odds view to leave out and count.
        var withOdds = detail
        let start = detail.game.gameDate
        withOdds.odds = try [start.addingTimeInterval(-600), start.addingTimeInterval(600), nil].map { at in
            try TestPaths.decode(OddsEntry.self, """
                {"book": "FanDuel", "marketType": "spread", "side": "home", "line": -3.5, "price": -110,
                 "isClosingLine": true\(at.map { ", \"observedAt\": \"\(ISO8601DateFormatter().string(from: $0))\"" } ?? "")}
                """)
        }
        #expect(Withholding.withhold(withOdds).odds.map(\.observedAt) == [start.addingTimeInterval(-600), nil])
        #expect(Set(Mirror(reflecting: withheld.facts).children.compactMap(\.label))
                == ["id", "leagueCode", "homeTeam", "awayTeam", "homeTeamAbbr", "awayTeamAbbr", "gameDate", "state", "status",
                    "season", "seasonType"])
        // What the hidden views receive: the `game` view's WithheldGame, its recap already cut,
        // and the odds view's WithheldOdds; a play as views hold it has no score either.
        let policy = RevealPolicy(rules: RevealRules())
        guard case .hidden(let hidden) = policy.sight(of: detail) else { Issue.record("22000001 is not hidden"); return }
        let view = policy.withheldGame(hidden, sources: GameSources(detail: detail, recapPre: nil, recapPost: nil))
        #expect(Set(Mirror(reflecting: view).children.compactMap(\.label)) == ["facts", "pregameLines", "pregamePosts", "recap"])
        #expect(Set(Mirror(reflecting: policy.withheldOdds(hidden)).children.compactMap(\.label))
                == ["facts", "rows", "leftOut", "hadOdds", "pregameLines", "invalidNumbers"])
        let play = ShownPlay(playIndex: 1, period: 1, periodLabel: nil, clock: nil, team: nil, text: "", tier: nil)
        #expect(Set(Mirror(reflecting: play).children.compactMap(\.label))
                == ["playIndex", "period", "periodLabel", "clock", "team", "text", "tier"])
    }

    @Test func theHeaderWithoutTheOutcomeKeepsTheState() async throws {
        for detail in try await ReaderAttackTests.gamesWithPlays(.sda) {
            var scheduledButPlayed = detail
            scheduledButPlayed.game.status = .scheduled
            for game in [detail, scheduledButPlayed] {
                let hidden = Withholding.withhold(game)
                #expect(hidden.facts.state == game.state)
                #expect(hidden.pregameLines.keys.allSatisfy { $0.hasPrefix("pregame_") })
                #expect(hidden.odds.allSatisfy { ($0.observedAt ?? .distantPast) < game.game.gameDate })
                #expect(hidden.pregamePosts.allSatisfy { SocialPostPhase.of($0, gameStart: game.game.gameDate) == .pregame })
            }
        }
    }

    /// Reading a double-overtime game: the first overtime step shows that period only; the
    /// end of regulation of a game without overtime reads like one with it.
    @Test func readingIntoOvertimeShowsOneStepAtATime() async throws {
        let id = 21600270  // one overtime period as played; the rewrite adds a second
        let scenario = Counterfactual.scenario(id, .extraPeriod)
        let cli = CLIHarness(scenario: scenario)
        let detail = try await scenario.service().game(id: id)
        let last = try #require(detail.plays.compactMap(\.quarter).max())
        #expect(last == 6, "a double-overtime game")
        var seen: [Set<Int>] = []
        for _ in 0..<8 {
            let result = await cli.run(["read", String(id), "--pbp", "--format", "json"])
            let finding = ReaderAttack(detail).json(result.stdout)
            seen.append(finding.periods)
            if finding.periods.isEmpty { break }
        }
        // One period a step, in order: the first overtime step never shows the second. A step
        // into overtime opens with the end of the period before it, held back until then.
        let steps = seen.filter { !$0.isEmpty }
        #expect(steps.count == last, "\(seen)")
        for (index, periods) in steps.enumerated() {
            let opening: Set<Int> = index + 1 > 5 ? [index] : index + 1 == 5 ? [4] : []
            #expect(periods == Set([index + 1]).union(opening), "step \(index + 1): \(periods.sorted())")
        }
    }

    /// A hidden live game: the period in progress shows no plays and no clock; completed
    /// periods keep their end scores; `read` steps into it.
    @Test func aHiddenLiveGamesPeriodInProgressIsWithheld() async throws {
        let id = 22000001
        let scenario = FixtureScenario(game: id, [.livePeriodInProgress])
        let cli = CLIHarness(scenario: scenario)
        let detail = try await scenario.service().game(id: id)
        let current = try #require(detail.plays.compactMap(\.quarter).max())
        let timeline = await cli.run(["timeline", id.description, "--pbp", "--format", "json"])
        #expect(timeline.code == 0, "\(timeline.stderr)")
        let finding = ReaderAttack(detail).json(timeline.stdout)
        #expect(finding.throughPeriod == current - 1, "\(finding)")
        let text = await cli.run(["timeline", id.description, "--pbp"])
        #expect(text.stdout.contains("period in progress is hidden"), "\(text.stdout.suffix(400))")
        let feed = await cli.run(["games", "--format", "json"])
        // The feed says where the game is (its period, or "or later"), never the server's clock field or a score.
        #expect(!feed.stdout.contains("gameClock"))
        // read steps in, period by period, up to the one in progress.
        var last = Set<Int>()
        for _ in 0..<current {
            last = ReaderAttack(detail).json(await cli.run(["read", id.description, "--pbp", "--format", "json"]).stdout).periods
        }
        #expect(last == [current], "\(last)")
    }
}

extension WithholdingTests {
    /// A hidden "so far" states leading scorers through the periods the reader can see, as the
    /// play-by-play adds them up (scoring plays read by `ScoringReading`), never the server's
    /// later totals.
    @Test(arguments: Dialect.allCases)
    func soFarScorersAgreeWithThePlayByPlay(dialect: Dialect) async throws {
        var checked = 0
        for detail in try await ReaderAttackTests.gamesWithPlays(dialect) {
            let id = detail.game.id
            let cli = ReaderAttackTests.harness(id, .none, dialect)
            let json = await cli.run(["game", String(id), "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            guard let soFar = ((object["game"] as? [String: Any])?["recap"] as? [String: Any])?["soFar"] as? [String: Any],
                  let lines = soFar["lines"] as? [[String: Any]],
                  let leaders = lines.compactMap({ $0["text"] as? String }).first(where: { $0.hasPrefix("Points:") || $0.hasPrefix("Goals:") || $0.hasPrefix("Runs") })
            else { continue }
            let withheldFrom = ReaderAttack(detail).withheldFrom
            let visible = detail.plays.filter { max($0.quarter ?? 1, 1) < withheldFrom }
            var points: [String: Int] = [:]
            for (play, rise) in zip(visible, ScoringReading.rises(visible)) {
                guard let rise, let name = play.playerName, (rise.home > 0) != (rise.away > 0) else { continue }
                points[name.trimmingCharacters(in: .whitespaces), default: 0] += max(rise.home, rise.away)
            }
            for entry in leaders.split(separator: ":", maxSplits: 1)[1].components(separatedBy: " · ") {
                let words = entry.trimmingCharacters(in: .whitespaces).split(separator: " ")
                guard let value = words.last.flatMap({ Int($0) }) else { continue }
                let name = words.dropLast().filter { !$0.hasPrefix("(") }.joined(separator: " ")
                #expect(points[name] == value, "game \(id): so far says \(name) \(value), the plays say \(points[name] ?? 0)")
                checked += 1
            }
        }
        if dialect == .sda { #expect(checked > 0, "no so-far scorer line was checked") }
    }
}

extension WithholdingTests {
    /// After the last `read` step of a game without overtime, the timeline still shows nothing
    /// of the final: the last block's narrative, end clock and mini box, and the closing score,
    /// stay withheld until reveal — in every dialect, flow and play-by-play.
    @Test(arguments: Dialect.allCases, ["", "--pbp"])
    func afterTheLastStepTheFinalStaysWithheld(dialect: Dialect, mode: String) async throws {
        let id = 22000001
        let cli = ReaderAttackTests.harness(id, .none, dialect)
        let extra = mode.isEmpty ? [] : [mode]
        var ended = false
        for _ in 0..<12 {
            let step = await cli.run(["read", String(id)] + extra + ["--format", "json"])
            if step.stdout.contains("You have read the whole game") { ended = true; break }
        }
        #expect(ended, "read never reached the end")
        let timeline = await cli.run(["timeline", String(id)] + extra + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [String: Any])
        let game = try #require(object["game"] as? [String: Any])
        #expect(game["score"] == nil)
        let items = try #require(game["items"] as? [[String: Any]])
        let separators = items.filter { $0["type"] as? String == "separator" }
        let closing = try #require(separators.last)
        #expect(closing["scoreWithheld"] as? Bool == true && closing["score"] == nil, "\(closing)")
        if mode.isEmpty, let last = items.last(where: { $0["type"] as? String == "block" }) {
            // The last block keeps its story (guarded) and its own stretch; its totals, end
            // clock and scores stay withheld.
            #expect(last["withheld"] as? Bool == true, "\(last)")
            for key in ["endClock", "scoreBefore", "scoreAfter"] { #expect(last[key] == nil, "\(key) of the last block: \(last)") }
            let sides = (last["miniBox"] as? [String: Any])?["sides"] as? [[String: Any]] ?? []
            let stats = sides.flatMap { ($0["players"] as? [[String: Any]] ?? []).compactMap { $0["stats"] as? String } }
            #expect(!stats.isEmpty && stats.allSatisfy { $0.split(separator: " ").enumerated().allSatisfy { $0.offset % 2 == 1 || $0.element.hasPrefix("+") } },
                    "the last block's box holds its stretch only: \(stats)")
            let probe = try #require(FixtureGames.probe(try FixtureGames.detail(id, dialect)))
            #expect(probe.leak(in: timeline.stdout) == nil, "\(probe.leak(in: timeline.stdout) ?? "")")
        }
        let text = await cli.run(["timeline", String(id)] + extra)
        #expect(text.stdout.contains("score withheld until you reveal the outcome"))
        #expect(!text.stdout.contains("Final"))
    }
}

extension WithholdingTests {
    /// Every hidden game whose recap section tells anything of the game (a cut recap or a
    /// "so far") ends it with the same withheld line, whether or not anything was cut.
    @Test(arguments: Dialect.allCases)
    func theRecapMarkerFollowsOneRule(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let service = HTTPGameService.fixtures(at: dialect.fixtures)
        var told = 0
        for game in try await service.games(GameQuery()) where game.state == .final || game.state == .unknown {
            let json = await cli.run(["game", String(game.id), "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            guard let recap = (object["game"] as? [String: Any])?["recap"] as? [String: Any], recap["unavailable"] == nil else { continue }
            told += 1
            #expect((recap["withheld"] as? String)?.hasSuffix(" onward") == true, "game \(game.id): \(recap.keys.sorted())")
        }
        #expect(told >= 2, "no hidden recap was checked")
    }
}

extension FixtureScenario.Edit {
    /// The game as if it were still being played: status live, its last period in progress (the
    /// plays after the middle of it not played yet), a clock in the list; no flow or recap.
    static let livePeriodInProgress = Self("its last period in progress") { documents in
        let last = documents.lastPeriod
        let inLast = documents.plays.filter { $0.int("quarter") == last }
        let keep = Set(inLast.prefix(inLast.count / 2).compactMap { $0.int("playIndex") })
        documents.removePlays { ($0.int("quarter") ?? 1) >= last && !keep.contains($0.int("playIndex") ?? -1) }
        (documents.flow, documents.recapPre, documents.recapPost, documents.summary) = (nil, nil, nil, nil)
        documents.header["status"] = "live"
        documents.header["isLive"] = true
        documents.header["isFinal"] = false
        documents.rowFollowsHeader()
        documents.row?["gameClock"] = "4:32"
    }
}
