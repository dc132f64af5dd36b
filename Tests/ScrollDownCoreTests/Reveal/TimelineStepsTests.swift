import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// How a game is cut into reading steps: every period has its place whether or not the feed
/// lists anything in it, so where a hidden game stops never depends on where the scoring fell.
@Suite struct TimelineStepsTests {
    static func play(_ index: Int, period: Int) throws -> PlayEntry {
        try TestPaths.decode(PlayEntry.self, #"{"playIndex":\#(index),"quarter":\#(period)}"#)
    }

    static func block(_ index: Int, _ start: Int, _ end: Int, plays: [Int] = []) throws -> FlowBlock {
        try TestPaths.decode(FlowBlock.self, #"{"blockIndex":\#(index),"periodStart":\#(start),"periodEnd":\#(end),"playIds":\#(plays)}"#)
    }

    @Test func everyPeriodThroughRegulationHasAStepRowsOrNot() throws {
        // A goals-only feed: goals in P1 and P3 only, none in P2, the game over after P3.
        let plays = [try Self.play(10, period: 1), try Self.play(20, period: 3), try Self.play(21, period: 3)]
        let cut = TimelineSteps.playByPlay(plays, through: 3)
        #expect(cut.steps.map(\.id) == [1, 2, 3])
        #expect(cut.periodPlays.map(\.count) == [1, 0, 2])
        #expect(cut.steps.map(\.lastPlayIndex) == [10, nil, 21])
        // Nothing after P1: P2 and P3 still have their places.
        let early = TimelineSteps.playByPlay([try Self.play(10, period: 1)], through: 3)
        #expect(early.steps.map(\.id) == [1, 2, 3] && early.periodPlays.map(\.count) == [1, 0, 0])
        // Overtime rows add their period, and the gap before them is filled.
        let overtime = TimelineSteps.playByPlay([try Self.play(10, period: 1), try Self.play(50, period: 5)], through: 4)
        #expect(overtime.steps.map(\.id) == [1, 2, 3, 4, 5])
        // A live game (nothing required): up to the period in progress, gaps filled.
        let live = TimelineSteps.playByPlay([try Self.play(10, period: 1), try Self.play(30, period: 3)], through: 0)
        #expect(live.steps.map(\.id) == [1, 2, 3])
        // No rows at all: nothing to read.
        #expect(TimelineSteps.playByPlay([], through: 4).steps.isEmpty)
    }

    @Test func aPeriodNoBlockCoversGetsAStepOfItsOwn() throws {
        let blocks = [try Self.block(0, 1, 1, plays: [1]), try Self.block(1, 3, 3, plays: [3]), try Self.block(2, 5, 5, plays: [5])]
        let cut = TimelineSteps.flow(blocks, through: 4)
        #expect(cut.steps.map(\.startPeriod) == [1, 2, 3, 4, 5])
        #expect(cut.steps.map(\.id) == [0, -2, 1, -4, 2])
        #expect(cut.blocks.map { $0?.blockIndex } == [0, nil, 1, nil, 2])
        // A block spanning periods covers them all.
        let spanning = TimelineSteps.flow([try Self.block(0, 1, 2), try Self.block(1, 3, 4)], through: 4)
        #expect(spanning.steps.count == 2)
    }

    /// A real flow as the backend first sent it: a Q1 block listed after a Q2 block, and one
    /// listed from Q4 back to Q3. Read in period order, every period ends once and in order.
    @Test func aFlowOutOfGameOrderIsReadInPeriodOrder() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("messy/22000001-flow-out-of-order.older.json"))
        let blocks = try #require(try JSONDecoder.contract().decode(GameFlow.self, from: data).blocks)
        #expect(blocks.map(\.periodStart) == [1, 2, 1, 2, 3, 4, 4], "the recorded order")
        let cut = TimelineSteps.flow(blocks, through: 4)
        #expect(cut.steps.map(\.startPeriod) == [1, 1, 2, 2, 3, 3, 4])
        #expect(cut.steps.map(\.id) == [0, 2, 1, 3, 4, 5, 6])
        let pacing = Pacing(gate: .visible, regulationPeriods: 4, steps: cut.steps, readThrough: nil)
        #expect(cut.steps.indices.compactMap { pacing.periodEnding(after: $0) } == [1, 2, 4])
        // Hidden, the timeline stops before the first step that reaches Q4 (the one from Q3).
        let hidden = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: cut.steps, readThrough: nil)
        #expect(hidden.selection(throughPeriod: nil).steps == 0..<5)
    }

    /// A period without rows ends at the score it started with: the previous period's end,
    /// 0–0 before the first. Unknown when a period before it has rows but no score.
    @Test func anEmptyPeriodEndsAtTheScoreItStartedWith() throws {
        var scored = try Self.play(20, period: 2)
        scored.homeScore = 1
        scored.awayScore = 0
        let cut = TimelineSteps.playByPlay([scored, try Self.play(40, period: 4)], through: 4)
        let ends = ScoringReading.periodEndScores(cut.periodPlays.flatMap { $0 })
        let carried = TimelineScores.carriedEnds(cut, periodEnds: ends, shownPlays: [scored])
        #expect(carried[1] == ScoringReading.Score(away: 0, home: 0))
        #expect(carried[3] == ScoringReading.Score(away: 0, home: 1))
        #expect(carried[2] == nil && carried[4] == nil, "periods with rows end at their own score")
        // P4 has a row without a score: what P5 started with is not known.
        let later = TimelineSteps.playByPlay([scored, try Self.play(40, period: 4)], through: 5)
        #expect(TimelineScores.carriedEnds(later, periodEnds: ends, shownPlays: [scored])[5] == nil)
        // A feed without running scores says nothing of an empty period's score.
        #expect(TimelineScores.carriedEnds(cut, periodEnds: [:], shownPlays: [try Self.play(40, period: 4)]).isEmpty)
    }

    /// A period not shown is named without its own rows: by the league, or, for a league
    /// this client does not know, in the style of the labels shown.
    @Test func unshownPeriodsAreNamedWithoutTheirRows() {
        #expect(PeriodLabels.label(4, league: .nba, shown: [1: "1st Quarter"]) == "Q4")
        #expect(PeriodLabels.label(2, league: .unknown("XFL"), shown: [1: "Q1"]) == "Q2")
        #expect(PeriodLabels.label(4, league: .unknown("XFL"), shown: [1: "1st", 2: "2nd"]) == "4th")
        #expect(PeriodLabels.label(2, league: .unknown("XFL"), shown: [1: "Period 1"]) == "Period 2")
        #expect(PeriodLabels.label(2, league: .unknown("XFL"), shown: [1: "First Half"]) == "Period 2")
        #expect(PeriodLabels.label(2, league: .unknown("XFL"), shown: [:]) == "Period 2")
        #expect(PeriodLabels.restyled("11th", from: 11, to: 12) == "12th")
        #expect(PeriodLabels.restyled("Q1 (OT)", from: 1, to: 2) == "Q2 (OT)")
        #expect(PeriodLabels.restyled("Q12", from: 1, to: 2) == nil)
    }
}
