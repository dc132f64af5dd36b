import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct PacingTests {
    /// Q1–Q4 then OT, one step per period.
    static let overtimeSteps = (1...5).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0 * 100) }
    static let regulationSteps = (1...4).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0 * 100) }

    /// The last regulation period's scoring plays would add up to the final score (or to the
    /// tie that announces overtime): `timeline` stops before it, overtime or not.
    @Test func hiddenFinalStopsBeforeTheLastRegulationPeriodWhateverFollows() {
        let overtime = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil)
        let regulation = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil)
        #expect(overtime.regulationEnd == 3)
        #expect(overtime.lastWithheldPeriod == 4 && regulation.lastWithheldPeriod == 4)
        #expect(overtime.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<3, stoppedAtLimit: true))
        #expect(regulation.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<3, stoppedAtLimit: true))
        #expect(overtime.selection(throughPeriod: 4) == regulation.selection(throughPeriod: 4))
        // Asking for overtime by name gives the same answer with or without overtime.
        #expect(overtime.selection(throughPeriod: 5) == regulation.selection(throughPeriod: 5))
        #expect(overtime.selection(throughPeriod: 2) == Pacing.Selection(steps: 0..<2, stoppedAtLimit: false))
    }

    @Test func overtimeOpensOnlyAfterReadingThroughRegulation() {
        let before = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: 2)
        #expect(before.reach == 3, "read through Q3: the timeline still stops before Q4")
        let inQ4 = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: 3)
        #expect(inQ4.reach == 4, "Q4 read with `read`: now the timeline shows it")
        let after = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: 4)
        #expect(after.reach == 5)
        #expect(after.selection(throughPeriod: nil).steps == 0..<5)
    }

    @Test func readAdvancesOneStepAtATimeThenEnds() {
        var readThrough: Int? = nil
        var visited: [Int] = []
        while let next = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: readThrough).nextReadStep {
            visited.append(Self.overtimeSteps[next].endPeriod)
            readThrough = next
        }
        #expect(visited == [1, 2, 3, 4, 5])
    }

    @Test func separatorScoresBeforeReveal() {
        let overtime = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil)
        #expect(overtime.separatorScore(period: 1) == .show)
        #expect(overtime.separatorScore(period: 3) == .show)
        // A tie at the end of regulation would announce overtime.
        #expect(overtime.separatorScore(period: 4) == .withhold)
        #expect(overtime.separatorScore(period: 5) == .withhold)
        // Read through Q4: its end still reads the same as a regulation game's last period.
        let inQ4 = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: 3)
        let regulation = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: 3)
        #expect(inQ4.separatorScore(period: 4) == .withhold && regulation.separatorScore(period: 4) == .withhold)
        // Stepping into overtime shows the tie it was held back at; the last period never shows.
        #expect(inQ4.separatorScore(period: 4, extent: 4) == .show)
        let readOn = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: 4)
        #expect(readOn.separatorScore(period: 4) == .show)
        #expect(readOn.separatorScore(period: 5) == .withhold)
        // Double overtime: the first overtime's end shows once the reader is in the second.
        let double = (1...6).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0 * 100) }
        let inOT = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: double, readThrough: 4)
        #expect(inOT.separatorScore(period: 5) == .withhold)
        #expect(inOT.separatorScore(period: 5, extent: 5) == .show)
        #expect(inOT.separatorScore(period: 6, extent: 5) == .withhold)
        // A live game: completed periods keep their end scores; the period in progress has none.
        let live = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil)
        #expect(live.separatorScore(period: 1) == .show)
        #expect(live.separatorScore(period: 3) == .show)
        #expect(live.separatorScore(period: 4) == .none)
        #expect(Pacing(gate: .visible, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil).separatorScore(period: 5) == .show)
    }

    /// From the last regulation period on, a step shows its own stretch only, whether or not
    /// it is the game's last: the same for every step that may be.
    @Test func stepsFromTheLastRegulationPeriodOnShowTheirStretchOnly() {
        let overtime = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil)
        let regulation = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil)
        #expect((0..<5).map { overtime.showsStretchOnly(step: $0) } == [false, false, false, true, true])
        #expect((0..<4).map { regulation.showsStretchOnly(step: $0) } == [false, false, false, true])
        #expect(!Pacing(gate: .visible, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil).showsStretchOnly(step: 4))
        #expect(!Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil).showsStretchOnly(step: 3))
    }

    @Test func periodEndsAndLiveGames() {
        let blocks = [PacingStep(id: 0, startPeriod: 1, endPeriod: 1, lastPlayIndex: 10),
                      PacingStep(id: 1, startPeriod: 1, endPeriod: 2, lastPlayIndex: 20),
                      PacingStep(id: 2, startPeriod: 2, endPeriod: 2, lastPlayIndex: 30)]
        let pacing = Pacing(gate: .visible, regulationPeriods: 4, steps: blocks, readThrough: nil)
        #expect(pacing.periodEnding(after: 0) == nil)
        #expect(pacing.periodEnding(after: 1) == nil)
        #expect(pacing.periodEnding(after: 2) == 2)
        let live = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil)
        #expect(live.periodEnding(after: 3) == nil)  // the current period is still being played
        // The period in progress is withheld like the last regulation period of a finished game.
        #expect(live.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<3, stoppedAtLimit: true))
        // `read` steps into it; `--follow` watches it.
        let reading = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: 2)
        #expect(reading.nextReadStep == 3)
        #expect(reading.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<3, stoppedAtLimit: true))
        let readIn = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: 3)
        #expect(readIn.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<4, stoppedAtLimit: false))
        let watching = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil, watchingLive: true)
        #expect(watching.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<4, stoppedAtLimit: false))
    }

    /// A live game in overtime reads like one in the last regulation period: the timeline
    /// stops before Q4 in both, and the end of Q4 shows its score only once the reader has
    /// stepped into overtime (at the step into Q4 it would tell the tie).
    @Test func aLiveGameInOvertimeIsPacedLikeTheLastRegulationPeriod() {
        let inOvertime = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.overtimeSteps, readThrough: nil, liveInProgress: 5)
        let inQ4 = Pacing(gate: .hiddenLive, regulationPeriods: 4, steps: Self.regulationSteps, readThrough: nil, liveInProgress: 4)
        #expect(inOvertime.liveWithheldPeriod == 4 && inQ4.liveWithheldPeriod == 4)
        #expect(inOvertime.reach == 3 && inQ4.reach == 3)
        #expect(inOvertime.selection(throughPeriod: nil) == inQ4.selection(throughPeriod: nil))
        #expect(inOvertime.separatorScore(period: 3, extent: nil) == .show)
        #expect(inOvertime.separatorScore(period: 4, extent: 3) == .none, "reading Q4: its end waits")
        #expect(inOvertime.separatorScore(period: 4, extent: 4) == .show, "stepped into overtime")
        #expect(Pacing.livePeriod(inProgress: 7, regulation: 3) == 3 && Pacing.livePeriod(inProgress: 0, regulation: 9) == 1)
    }

    @Test func aStrayEarlierBlockDoesNotEndItsPeriodTwice() {
        let blocks = [PacingStep(id: 0, startPeriod: 1, endPeriod: 1, lastPlayIndex: 10),
                      PacingStep(id: 1, startPeriod: 2, endPeriod: 2, lastPlayIndex: 20),
                      PacingStep(id: 2, startPeriod: 1, endPeriod: 1, lastPlayIndex: 22),
                      PacingStep(id: 3, startPeriod: 2, endPeriod: 2, lastPlayIndex: 30),
                      PacingStep(id: 4, startPeriod: 3, endPeriod: 3, lastPlayIndex: 40)]
        let pacing = Pacing(gate: .visible, regulationPeriods: 4, steps: blocks, readThrough: nil)
        #expect((0..<5).map { pacing.periodEnding(after: $0) } == [1, nil, nil, 2, 3])
    }

    @Test func periodLabelsParsePerLeague() {
        #expect(League.nba.period(fromLabel: "q3") == 3)
        #expect(League.nba.period(fromLabel: "OT") == 5)
        #expect(League.nba.period(fromLabel: "2OT") == 6)
        #expect(League.nhl.period(fromLabel: "P2") == 2)
        #expect(League.nhl.period(fromLabel: "SO") == 5)
        // Playoff hockey: overtimes are numbered, and an unlabelled sixth period is the second one.
        #expect(League.nhl.period(fromLabel: "2OT") == 5 && League.nhl.periodLabel(6) == "3OT")
        #expect(League.nhl.periodLabel(4) == "OT")
        #expect(League.mlb.period(fromLabel: "7th") == 7)
        #expect(League.ncaab.period(fromLabel: "H2") == 2)
        #expect(League.nhl.period(fromLabel: "4") == 4)
        #expect(League.nba.period(fromLabel: "Q9x") == nil)
    }

    @Test func liveDelayHoldsBackPlaysInProportion() {
        // 300 plays over 3600 s: 12 s a play, so 60 s hold back 5 plays.
        #expect(LiveDelay.heldBack(count: 300, elapsed: 3600, delay: 60) == 5)
        #expect(LiveDelay.heldBack(count: 300, elapsed: 3600, delay: 0) == 0)
        #expect(LiveDelay.heldBack(count: 10, elapsed: 30, delay: 60) == 10)
    }
}

@Suite struct PacingRegulationEdgeTests {
    /// Q1, Q2, Q3, then one block from Q4 into OT.
    static let straddlingSteps = [
        PacingStep(id: 0, startPeriod: 1, endPeriod: 1, lastPlayIndex: 100), PacingStep(id: 1, startPeriod: 2, endPeriod: 2, lastPlayIndex: 200),
        PacingStep(id: 2, startPeriod: 3, endPeriod: 3, lastPlayIndex: 300), PacingStep(id: 3, startPeriod: 4, endPeriod: 5, lastPlayIndex: 500),
    ]

    @Test func aStepIntoOvertimeEndsWithRegulationWhileHidden() {
        let hidden = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.straddlingSteps, readThrough: nil)
        #expect(hidden.regulationEnd == 3)
        #expect(hidden.steps[3] == PacingStep(id: 3, startPeriod: 4, endPeriod: 4, lastPlayIndex: 500))
        #expect(hidden.selection(throughPeriod: nil) == Pacing.Selection(steps: 0..<3, stoppedAtLimit: true))
        #expect(hidden.periodEnding(after: 3) == 4)
        #expect(hidden.separatorScore(period: 4) == .withhold)
        // Its totals stay withheld after reading through it: they run into overtime.
        let read = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: Self.straddlingSteps + [
            PacingStep(id: 4, startPeriod: 6, endPeriod: 6, lastPlayIndex: 600)], readThrough: 3)
        #expect(read.showsStretchOnly(step: 3))
        let visible = Pacing(gate: .visible, regulationPeriods: 4, steps: Self.straddlingSteps, readThrough: nil)
        #expect(visible.steps[3].endPeriod == 5)
        #expect(visible.straddling.isEmpty)
    }

    /// A block from Q3 into Q4 reaches the withheld period: the timeline stops before it.
    @Test func aStepReachingTheLastRegulationPeriodIsWithheldWhole() {
        let steps = [PacingStep(id: 0, startPeriod: 1, endPeriod: 2, lastPlayIndex: 100),
                     PacingStep(id: 1, startPeriod: 3, endPeriod: 4, lastPlayIndex: 200),
                     PacingStep(id: 2, startPeriod: 4, endPeriod: 4, lastPlayIndex: 300)]
        let hidden = Pacing(gate: .hiddenFinal, regulationPeriods: 4, steps: steps, readThrough: nil)
        #expect(hidden.selection(throughPeriod: nil).steps == 0..<1)
        #expect(hidden.selection(throughPeriod: 3).steps == 0..<1)
    }

    /// The stop is the league's last regulation period whatever the steps: the builder gives
    /// every period up to it a step (`TimelineStepsTests`), and a game whose steps end early
    /// never shows its last step's end score.
    @Test func theStopComesFromTheLeagueNotFromTheSteps() {
        let steps = (1...7).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0) }
        let hidden = Pacing(gate: .hiddenFinal, regulationPeriods: 9, steps: steps, readThrough: nil)
        #expect(hidden.lastWithheldPeriod == 9)
        #expect(hidden.separatorScore(period: 7) == .withhold)
        #expect(hidden.separatorScore(period: 6) == .show)
    }

    /// MLB: the 9th (and extra innings) is withheld the same way whatever its bottom half did.
    @Test func theNinthInningIsWithheld() {
        let nine = (1...9).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0) }
        let twelve = (1...12).map { PacingStep(id: $0, startPeriod: $0, endPeriod: $0, lastPlayIndex: $0) }
        let a = Pacing(gate: .hiddenFinal, regulationPeriods: 9, steps: nine, readThrough: nil)
        let b = Pacing(gate: .hiddenFinal, regulationPeriods: 9, steps: twelve, readThrough: nil)
        #expect(a.selection(throughPeriod: nil) == b.selection(throughPeriod: nil))
        #expect(a.selection(throughPeriod: nil).steps == 0..<8)
    }

    @Test func aLiveGamesLastPeriodHasNotEnded() {
        let steps = PacingTests.regulationSteps.prefix(2).map { $0 }
        let live = Pacing(gate: .visible, regulationPeriods: 4, steps: steps, readThrough: nil, isOver: false)
        #expect(live.periodEnding(after: 0) == 1)
        #expect(live.periodEnding(after: 1) == nil)
        let over = Pacing(gate: .visible, regulationPeriods: 4, steps: steps, readThrough: nil, isOver: true)
        #expect(over.periodEnding(after: 1) == 2)
    }
}
