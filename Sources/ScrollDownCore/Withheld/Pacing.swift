import Foundation

/// One unit of paced reading: a flow block, or a period of play-by-play.
package struct PacingStep: Sendable, Equatable {
    /// The block's `blockIndex` (flow) or the period number (play-by-play).
    package let id: Int
    package let startPeriod: Int
    package let endPeriod: Int
    /// The highest `playIndex` in the step, when it has plays.
    package let lastPlayIndex: Int?

    /// Creates a step; a reversed period span (seen in real flows) is put in order.
    package init(id: Int, startPeriod: Int, endPeriod: Int, lastPlayIndex: Int?) {
        self.id = id
        self.startPeriod = min(startPeriod, endPeriod)
        self.endPeriod = max(startPeriod, endPeriod)
        self.lastPlayIndex = lastPlayIndex
    }
}

/// The pacing rules of the reveal guarantee (README.md#the-reveal-guarantee), as pure decisions
/// over a game's steps: how far `timeline` may go, what `read` prints next, which period separators
/// may carry a score and which blocks keep their narrative. It never sees text; the policy applies
/// it.
package struct Pacing: Sendable, Equatable {
    /// The outcome state the rules depend on.
    package enum Gate: Sendable, Equatable {
        /// Outcome visible (revealed, peek, mode always, never-hide team): no pacing limits.
        case visible
        /// A finished game whose outcome is hidden: the full set of rules applies.
        case hiddenFinal
        /// A game in progress, score hidden: the period in progress is withheld like the last
        /// regulation period of a finished game (its plays would add up to the running
        /// score); completed periods show with their end scores; `read` steps into it.
        case hiddenLive
        /// Nothing to reveal (upcoming, canceled).
        case noOutcome
    }

    /// What a period separator may say about the score.
    package enum SeparatorScore: Sendable, Equatable {
        case show
        /// The score exists but stays hidden until reveal (and the line says so).
        case withhold
        /// No score at all (live and hidden): the separator is only a label.
        case none
    }

    /// Which steps `timeline` prints and whether it stopped at the pacing limit.
    package struct Selection: Sendable, Equatable {
        /// Indices into `Pacing.steps`.
        package let steps: Range<Int>
        /// True when a hidden finished game stopped at the limit (end of regulation, or the
        /// reader's position when further): the view then says how to go on. Set the same way
        /// whether or not anything lies beyond, so its presence reveals nothing.
        package let stoppedAtLimit: Bool
    }

    /// The outcome state the rules depend on.
    package let gate: Gate
    /// Periods in regulation for the league (later ones are overtime or extra innings).
    package let regulationPeriods: Int
    /// The game's steps in reading order. Every period of a finished game up to the end of
    /// regulation has a place among them, with rows or without (`TimelineSteps`).
    package let steps: [PacingStep]
    /// Index of the step the reader has read through (saved position), nil = nothing read.
    package let readThrough: Int?
    /// Whether the game is over, so its last step ends a period.
    package let isOver: Bool
    /// `--follow` of a live game: the reader watches the period in progress.
    package let watchingLive: Bool
    /// Indices of steps that start in regulation and end past it (a flow block running from
    /// Q4 into OT). While hidden they are cut back to regulation: see `init`.
    package let straddling: Set<Int>
    /// A hidden live game: the period `timeline` stops before, the period in progress capped at
    /// the last regulation period (`livePeriod(inProgress:regulation:)`). From there on a game
    /// in the last regulation period and one in overtime read alike.
    package let liveWithheldPeriod: Int

    /// Creates the rules for one game; an out-of-range `readThrough` is clamped. `isOver`
    /// defaults to true unless the game is live (hidden live or no outcome).
    ///
    /// For a hidden finished game, a step that runs from regulation into overtime counts as
    /// the last regulation step and ends with regulation: otherwise the end of regulation
    /// would fall before it (stopping a period early, which tells that overtime followed) and
    /// its label would name the overtime period.
    package init(gate: Gate, regulationPeriods: Int, steps: [PacingStep], readThrough: Int?, isOver: Bool? = nil,
         watchingLive: Bool = false, liveInProgress: Int? = nil) {
        self.gate = gate
        liveWithheldPeriod = Self.livePeriod(inProgress: liveInProgress ?? steps.map(\.endPeriod).max() ?? 1,
                                             regulation: regulationPeriods)
        self.watchingLive = watchingLive
        self.regulationPeriods = regulationPeriods
        var cut = steps
        var straddling = Set<Int>()
        if gate == .hiddenFinal {
            for (index, step) in steps.enumerated() where step.startPeriod <= regulationPeriods && step.endPeriod > regulationPeriods {
                cut[index] = PacingStep(id: step.id, startPeriod: step.startPeriod, endPeriod: regulationPeriods,
                                        lastPlayIndex: step.lastPlayIndex)
                straddling.insert(index)
            }
        }
        self.steps = cut
        self.straddling = straddling
        self.readThrough = readThrough.map { min($0, steps.count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
        self.isOver = isOver ?? (gate == .hiddenFinal || gate == .visible)
    }

    /// The last period with a step: for a live game, the period in progress.
    package var lastPeriodPlayed: Int { steps.map(\.endPeriod).max() ?? 0 }

    /// The period a hidden live game is withheld from: the one in progress, but never past the
    /// last regulation period. Whether a play of overtime exists, or the last regulation
    /// period has ended, is what the tie at its end would tell: it never moves the horizon.
    package static func livePeriod(inProgress: Int, regulation: Int) -> Int {
        min(max(inProgress, 1), max(regulation, 1))
    }

    /// Index of the last step of the regulation prefix: the step before the first one that
    /// reaches past regulation. nil when the very first step is already past regulation.
    package var regulationEnd: Int? {
        let firstBeyond = steps.firstIndex { $0.endPeriod > regulationPeriods } ?? steps.count
        return firstBeyond > 0 ? firstBeyond - 1 : nil
    }

    /// The period `timeline` stops before while a finished game is hidden: the last
    /// regulation period, always. Its scoring plays would add up to the final score, or to a
    /// tie that announces overtime. It depends on the league only: not on whether overtime
    /// followed, nor on which periods the feed has rows for (a goals-only feed lists none for
    /// a period without goals).
    package var lastWithheldPeriod: Int { regulationPeriods }

    /// Steps before the withheld period: what `timeline` shows of a hidden finished game
    /// without a reading position. A step that reaches into the withheld period is not part
    /// of it (a flow block running from Q3 into Q4 would show Q4).
    package var timelineLimit: Int {
        steps.firstIndex { $0.endPeriod >= lastWithheldPeriod } ?? steps.count
    }

    /// How many steps `timeline` may show: everything, except for a hidden finished game,
    /// which stops at the end of the second-to-last regulation period — or at the reader's
    /// position when that is later: only `read` steps into the last regulation period and
    /// past it.
    package var reach: Int {
        switch gate {
        case .hiddenFinal: return max(timelineLimit, (readThrough ?? -1) + 1)
        // Up to the period in progress (or one that has just ended: from the plays alone the
        // two look alike, so both are withheld), capped at the last regulation period.
        case .hiddenLive:
            let before = steps.firstIndex { $0.endPeriod >= liveWithheldPeriod } ?? steps.count
            return watchingLive ? steps.count : max(before, (readThrough ?? -1) + 1, 0)
        case .visible, .noOutcome: return steps.count
        }
    }

    /// Whether the timeline of this gate stops short of the newest step while hidden.
    package var pacesHidden: Bool { gate == .hiddenFinal || gate == .hiddenLive }

    /// The steps `timeline` prints: through `throughPeriod` (inclusive) when given, never
    /// past `reach`.
    package func selection(throughPeriod: Int?) -> Selection {
        var end = steps.count
        if let throughPeriod {
            end = steps.firstIndex { $0.startPeriod > throughPeriod } ?? steps.count
        }
        let limited = min(end, reach)
        // Asked for at least as far as the limit: say how to go on, whatever lies beyond.
        let stopped = pacesHidden && !steps.isEmpty && end >= reach && (gate == .hiddenFinal || reach < steps.count)
        return Selection(steps: 0..<limited, stoppedAtLimit: stopped)
    }

    /// The step `read` prints next, or nil at the end. Reading is sequential, so an overtime
    /// step can only come after the reader has read through the last regulation step.
    package var nextReadStep: Int? {
        let next = (readThrough ?? -1) + 1
        return next < steps.count ? next : nil
    }

    /// The period that ends right after step `index`, if any: the step's last period when the
    /// next step starts later, or the game's last period when the game is over (never while it
    /// is live: a period still being played has not ended, whatever the reveal state). Each period
    /// ends once, even when a real feed lists a stray block of an earlier period later on.
    package func periodEnding(after index: Int) -> Int? {
        var ended = Set<Int>()
        for current in 0...index {
            let step = steps[current]
            let ends: Bool
            if current + 1 < steps.count {
                ends = steps[current + 1].startPeriod > step.endPeriod
            } else {
                ends = isOver && gate != .hiddenLive && gate != .noOutcome
            }
            guard ends, ended.insert(step.endPeriod).inserted else { continue }
            if current == index { return step.endPeriod }
        }
        return nil
    }

    /// Whether a period separator may carry the score, for a reader who has asked for the
    /// steps up to `extent` (`timeline`: the saved position; `read`: the step it prints).
    /// Before reveal the end of the last regulation period and of every later one shows its
    /// score only once the reader has stepped into a later period: at the step that ends it,
    /// it reads the same whether overtime follows or not, and the end of the game's last
    /// period never shows (its closing score is the final score). Earlier periods show theirs.
    /// A live game shows completed periods' scores, never the one in progress.
    package func separatorScore(period: Int, extent: Int?) -> SeparatorScore {
        switch gate {
        case .visible: return .show
        case .noOutcome: return .none
        case .hiddenLive:
            guard period < lastPeriodPlayed else { return .none }
            if period < liveWithheldPeriod { return .show }
            // From the withheld period on, only once the reader stepped past it.
            guard let extent, extent >= 0 else { return .none }
            return steps.prefix(min(extent, steps.count - 1) + 1).contains { $0.startPeriod > period } ? .show : .none
        case .hiddenFinal:
            // The closing score of the last step's period is the final score.
            if period >= lastPeriodPlayed { return .withhold }
            if period < regulationPeriods { return .show }
            guard let extent, extent >= 0 else { return .withhold }
            let steppedPast = steps.prefix(min(extent, steps.count - 1) + 1).contains { $0.startPeriod > period }
            return steppedPast ? .show : .withhold
        }
    }

    /// The separator score at the reader's saved position (`timeline`).
    package func separatorScore(period: Int) -> SeparatorScore { separatorScore(period: period, extent: readThrough) }

    /// Whether a step shows only its own stretch of the totals: its mini box as the points
    /// added in it (not the running totals, which at the end of the game's last step are the
    /// final box score), without its end clock (which can tell how the game ended). True from
    /// the last regulation period on, for a hidden finished game: any such step may be the
    /// last, and it must read the same whether or not it is.
    package func showsStretchOnly(step index: Int) -> Bool {
        gate == .hiddenFinal && steps[index].endPeriod >= regulationPeriods
    }
}
