import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reveal guarantee on sparse feeds. Real hockey feeds list only goals, so a period can
/// have no rows; where a hidden view stops, which periods it names and which end scores it
/// withholds must come from the league's regulation, never from which periods have rows.
/// Otherwise "no rows in P3, none after" tells "no more goals, no overtime": the final.
@Suite(.temporaryHome) struct SparseFeedTests {
    /// A game whose feed has nothing from the last regulation period on (and one without the
    /// last regulation period only, and without overtime only) shows the reader, before the
    /// reveal, exactly what the full feed shows.
    @Test(arguments: Dialect.allCases, ReaderAttackTests.idsWithPlays)
    func rowsFromTheLastRegulationPeriodOnChangeNoHiddenView(dialect: Dialect, id gameID: Int) async throws {
        let detail = try await ReaderAttackTests.gameWithPlays(gameID, dialect)
        let id = detail.game.id
        let regulation = detail.game.league.regulationPeriods
        let original = await ReaderAttackTests.asPlayedOutputs(detail, dialect)
        for shape in [Counterfactual.Shape.withoutRowsFrom(regulation), .withoutRowsIn(regulation), .withoutRowsFrom(regulation + 1)] {
            let sparse = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, .none, dialect, shape: shape), detail)
            ReaderAttackTests.expectSame(original, sparse, "game \(id) (\(dialect)), \(shape)")
        }
    }

    /// A visible period without rows keeps its place ("P2 — no goals"), and the hidden views
    /// of that sparse game still do not depend on the outcome.
    @Test(arguments: Dialect.allCases, ReaderAttackTests.idsWithPlays)
    func aVisiblePeriodWithoutRowsKeepsTheCounterfactualRule(dialect: Dialect, id gameID: Int) async throws {
        let detail = try await ReaderAttackTests.gameWithPlays(gameID, dialect)
        let id = detail.game.id
        let shape = Counterfactual.Shape.withoutRowsIn(2)
        let final = try #require(detail.game.scorePair)
        let flipped = Counterfactual.Change.finals(from: final.home, final.away, printing: [], limit: 0)
        let original = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, .none, dialect, shape: shape), detail)
        let timeline = original.first { $0.hasPrefix("$ timeline \(id) --pbp --format text") } ?? ""
        let label = detail.game.league.periodLabel(2)
        #expect(timeline.contains("\n\(label) — no"), "the empty \(label) has its place: \(timeline.prefix(1200))")
        #expect(timeline.contains("End of \(label)"), "the empty \(label) ends like the others")
        // Nothing scored in it: it ends at the score it started with.
        let ends = timeline.split(separator: "\n").filter { $0.contains("── End of ") }.map { $0.split(separator: "·").dropFirst().joined() }
        #expect(ends.count >= 2 && ends[0] == ends[1] && !ends[0].isEmpty, "\(ends)")
        for change in [Counterfactual.Change.extraPeriod, .lateScore] + flipped {
            let other = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, change, dialect, shape: shape), detail)
            ReaderAttackTests.expectSame(original, other, "game \(id) (\(dialect)) without period 2, \(change)")
        }
    }

    /// A league this client does not know: its regulation is the shortest any league has,
    /// and neither the outcome, nor overtime rows, nor missing rows move anything shown, even
    /// with period labels no numbering rule can continue.
    @Test(arguments: Dialect.allCases, ReaderAttackTests.idsWithPlays)
    func anUnknownLeagueHoldsTheSameRules(dialect: Dialect, id gameID: Int) async throws {
        let detail = try await ReaderAttackTests.gameWithPlays(gameID, dialect)
        let id = detail.game.id
        let regulation = League.unknown("XFL").regulationPeriods
        for var shape in [Counterfactual.Shape.unknownLeague, Counterfactual.Shape(unknownLeague: true, wordLabels: true)] {
            let original = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, .none, dialect, shape: shape), detail,
                                                                 regulation: regulation)
            for change in [Counterfactual.Change.extraPeriod, .lateScore] {
                let other = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, change, dialect, shape: shape), detail,
                                                                  regulation: regulation)
                ReaderAttackTests.expectSame(original, other, "game \(id) (\(dialect)), \(shape), \(change)")
            }
            shape.withoutRowsFrom = regulation
            let sparse = await ReaderAttackTests.hiddenOutputs(ReaderAttackTests.harness(id, .none, dialect, shape: shape), detail,
                                                               regulation: regulation)
            ReaderAttackTests.expectSame(original, sparse, "game \(id) (\(dialect)), \(shape)")
        }
    }

    /// A hidden live game whose feed lists nothing yet in the period being played: the period
    /// the server says is in progress is the one withheld, and the one before it, over, shows
    /// its end score. (Without that, a completed P1 would be withheld as if still in play.)
    @Test func aLiveGamesPeriodInProgressComesFromTheServerNotTheRows() async throws {
        var detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 2024030121)
        detail.plays.removeAll { ($0.quarter ?? 1) > 1 }
        detail.game.status = .live
        detail.game.fields.isLive = true
        detail.game.fields.isFinal = false
        detail.game.fields.liveSnapshot = try TestPaths.decode(LiveSnapshot.self, #"{"currentPeriod": 2, "gameClock": "18:10"}"#)
        let policy = RevealPolicy(rules: RevealRules())
        let options = TimelineOptions(playByPlay: true, now: detail.game.gameDate.addingTimeInterval(3_600))
        let view = policy.timelineView(TimelineSources(detail: detail, flow: nil), position: nil, options: options, marks: .none)
        let separators = view.items.compactMap { item -> PeriodSeparator? in if case .separator(let s) = item { s } else { nil } }
        #expect(separators.map(\.period) == [1] && separators.first?.score != nil, "\(separators)")
        #expect(!view.items.contains { if case .period(let marker) = $0 { marker.period == 2 } else { false } })
        // Under a live delay the plays shown decide: the server's newest period may be ahead of them.
        let delayed = RevealPolicy(rules: RevealRules(liveDelay: LiveDelay(seconds: 30, now: options.now)))
        let held = delayed.timelineView(TimelineSources(detail: detail, flow: nil), position: nil, options: options, marks: .none)
        #expect(!held.items.contains { if case .separator = $0 { true } else { false } }, "\(held.items)")
    }
}
