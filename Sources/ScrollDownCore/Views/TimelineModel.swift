import Foundation
import ScrollDownWithheld

/// A game prepared for the timeline by the reveal layer (`RevealPolicy.prepareTimeline`):
/// steps cut, pacing decided, and everything after the horizon gone. The timeline's views are
/// built from this alone. Its plays carry no running score (`ShownPlay`); the scores a view
/// may print are the ones the reveal layer put here: `separatorScores` (the ends of periods
/// pacing shows) and, for a game whose outcome is visible, `playScores` and block scores.
package struct TimelineModel {
    /// Who, when, which league and state: what every view of the game may show.
    package let facts: GameFacts
    package let mode: TimelineView.Mode
    package let visible: Bool
    /// Plays per step (play-by-play), in order, `[]` for a period without rows; empty in flow mode.
    package let periodPlays: [[ShownPlay]]
    /// The block of each step (flow), nil for a period no block covers; empty in play-by-play mode.
    package let blocks: [ShownBlock?]
    /// Steps whose block is held before reveal: shown without their story.
    package let heldSteps: Set<Int>
    /// The pacing decisions up to the horizon (for a hidden game, nothing after it).
    package let pacing: PacedSteps
    /// Plays up to this `playIndex` were already read (a position inside a period).
    package let readWithinStep: Int?
    /// Plays held back by the live delay, and the delay's length.
    package let heldBack: Int
    package let liveDelaySeconds: Int
    /// The server's label of each period shown.
    package let labels: [Int: String]
    /// `read` told the reader that nothing follows their position, which is the last step.
    package let readToEnd: Bool
    /// The score at the end of each period whose separator shows it (nothing else).
    package let separatorScores: [Int: ScoreLine]
    /// Each scoring play's running score, by `playIndex`: only when the outcome is visible.
    package let playScores: [Int: ScoreLine]
    /// The header's clock and the outcome line, when the outcome is visible (else nil and
    /// `.hidden` or `.none`).
    package let liveLabel: String?
    package let outcome: OutcomeView
    /// The run's clock, for a header's "start passed" (nil: never).
    package let now: Date?
    /// Server text as shown: sanitised always, guarded before reveal (the reveal layer's guard).
    package let guardText: (String, GuardedTextKind) -> GuardedText

    package init(facts: GameFacts, mode: TimelineView.Mode, visible: Bool, periodPlays: [[ShownPlay]], blocks: [ShownBlock?],
                 heldSteps: Set<Int>, pacing: PacedSteps, readWithinStep: Int?, heldBack: Int, liveDelaySeconds: Int,
                 labels: [Int: String], readToEnd: Bool, separatorScores: [Int: ScoreLine], playScores: [Int: ScoreLine],
                 liveLabel: String?, outcome: OutcomeView, now: Date?, guardText: @escaping (String, GuardedTextKind) -> GuardedText) {
        self.facts = facts
        self.mode = mode
        self.visible = visible
        self.periodPlays = periodPlays
        self.blocks = blocks
        self.heldSteps = heldSteps
        self.pacing = pacing
        self.readWithinStep = readWithinStep
        self.heldBack = heldBack
        self.liveDelaySeconds = liveDelaySeconds
        self.labels = labels
        self.readToEnd = readToEnd
        self.separatorScores = separatorScores
        self.playScores = playScores
        self.liveLabel = liveLabel
        self.outcome = outcome
        self.now = now
        self.guardText = guardText
    }

    package var league: League { facts.league }

    /// The label of a period: the server's when the period's rows are shown, else the
    /// league's (`PeriodLabels`). A period not shown is named without its own rows.
    package func label(_ period: Int) -> String {
        labels[period] ?? PeriodLabels.label(period, league: league, shown: labels)
    }

    /// The plays of a step, or none when the index is out of range (flow mode has no plays).
    package func plays(ofStep index: Int) -> [ShownPlay] {
        periodPlays.indices.contains(index) ? periodPlays[index] : []
    }

    /// Maps a saved position onto the steps: the index of the last step read through, and,
    /// in play-by-play, the play read up to inside the next step.
    package static func readThrough(_ position: ReadingPosition?, steps: [PacingStep], mode: TimelineView.Mode)
        -> (step: Int?, within: Int?) {
        guard let position else { return (nil, nil) }
        // A block cut in two before reveal (`TimelineSteps.flow`) has two steps: the one the
        // position's period falls in.
        if mode == .flow, position.mode == .flow, let block = position.blockIndex,
            let index = steps.lastIndex(where: { $0.id == block && $0.startPeriod <= (position.period ?? Int.max) })
                ?? steps.firstIndex(where: { $0.id == block }) {
            return (index, nil)
        }
        // A play-by-play position: the period it is in, read through when the position is
        // that period's last play, else read up to the play (a live period read part-way).
        if mode == .pbp, position.mode == .pbp, let period = position.period,
            let playIndex = position.playIndex, let index = steps.firstIndex(where: { $0.id == period }) {
            if let last = steps[index].lastPlayIndex, playIndex < last { return (index > 0 ? index - 1 : nil, playIndex) }
            return (index, nil)
        }
        // Across modes, by play: every step whose plays all come before the position (a step
        // without plays, by its period).
        if let playIndex = position.playIndex {
            let firstAfter = steps.firstIndex { step in
                step.lastPlayIndex.map { $0 > playIndex } ?? (step.startPeriod > (position.period ?? Int.max))
            } ?? steps.count
            return (firstAfter > 0 ? firstAfter - 1 : nil, nil)
        }
        if let period = position.period, let index = steps.lastIndex(where: { $0.endPeriod <= period }) {
            return (index, nil)
        }
        return (nil, nil)
    }
}

/// A flow block as a view shows it, made by the reveal layer for one step: its narrative
/// already guarded for where it is shown, its mini box built, and its scores only when the
/// outcome is visible.
package struct ShownBlock: Sendable, Equatable {
    package let blockIndex: Int
    package let startClock: String?
    /// nil where the end clock could tell how the game ended (a step shown as its stretch only).
    package let endClock: String?
    package let narrative: GuardedText?
    package let miniBox: MiniBoxView?
    package let scoreBefore: ScoreLine?
    package let scoreAfter: ScoreLine?

    package init(blockIndex: Int, startClock: String?, endClock: String?, narrative: GuardedText?, miniBox: MiniBoxView?,
                 scoreBefore: ScoreLine?, scoreAfter: ScoreLine?) {
        self.blockIndex = blockIndex
        self.startClock = startClock
        self.endClock = endClock
        self.narrative = narrative
        self.miniBox = miniBox
        self.scoreBefore = scoreBefore
        self.scoreAfter = scoreAfter
    }
}
