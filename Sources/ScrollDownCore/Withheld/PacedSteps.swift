import Foundation

/// What a view builder may know of a game's pacing: the steps up to its *horizon* and the
/// decisions `Pacing` made about them, computed once from the whole game.
///
/// For a hidden game the horizon is the last step the command may print (`timeline`: the
/// pacing limit or the reader's position; `read`: the next step). The builder never holds a
/// step after it: not its plays, not its periods, not how many there are, not whether
/// overtime followed. It cannot consult what it does not have. For a visible game the
/// horizon is every step.
package struct PacedSteps: Sendable, Equatable {
    package let gate: Pacing.Gate
    package let regulationPeriods: Int
    /// The steps up to the horizon.
    package let steps: [PacingStep]
    /// Whether the game has any step at all (the horizon may be 0 while it has some).
    package let hasSteps: Bool
    package let straddling: Set<Int>
    package let reach: Int
    package let timelineLimit: Int
    package let lastWithheldPeriod: Int
    package let nextReadStep: Int?
    /// Whether `reach` covers every step: nothing lies past what `timeline` may show.
    package let reachesEnd: Bool
    /// The period whose end score this command shows for the first time: `read` stepping
    /// out of the period before it (into overtime) prints it ahead of the step.
    package let newlyShownSeparator: Int?
    private let endings: [Int?]
    private let stretchOnly: [Bool]
    private let separators: [Int: Pacing.SeparatorScore]
    /// What `selection` needs beyond the horizon, reduced to one fact.
    private let reachIsShort: Bool

    /// The decisions of `pacing` for its first `horizon` steps, for a reader who asked for
    /// the steps through `extent` (`timeline`: the saved position; `read`: the step it prints).
    package init(_ pacing: Pacing, horizon: Int, extent: Int?) {
        let horizon = min(max(horizon, 0), pacing.steps.count)
        gate = pacing.gate
        regulationPeriods = pacing.regulationPeriods
        steps = Array(pacing.steps.prefix(horizon))
        hasSteps = !pacing.steps.isEmpty
        straddling = pacing.straddling.filter { $0 < horizon }
        reach = min(pacing.reach, horizon)
        timelineLimit = min(pacing.timelineLimit, horizon)
        lastWithheldPeriod = pacing.lastWithheldPeriod
        nextReadStep = pacing.nextReadStep.flatMap { $0 < horizon ? $0 : nil }
        reachesEnd = pacing.reach >= pacing.steps.count
        endings = (0..<horizon).map { pacing.periodEnding(after: $0) }
        stretchOnly = (0..<horizon).map { pacing.showsStretchOnly(step: $0) }
        var separators: [Int: Pacing.SeparatorScore] = [:]
        for step in steps { separators[step.endPeriod] = pacing.separatorScore(period: step.endPeriod, extent: extent) }
        self.separators = separators
        reachIsShort = pacing.reach < pacing.steps.count
        var newlyShown: Int?
        if let extent, extent > 0, extent < horizon, let period = pacing.periodEnding(after: extent - 1),
           pacing.separatorScore(period: period, extent: extent - 1) != .show,
           pacing.separatorScore(period: period, extent: extent) == .show {
            newlyShown = period
        }
        newlyShownSeparator = newlyShown
    }

    package var pacesHidden: Bool { gate == .hiddenFinal || gate == .hiddenLive }

    /// `Pacing.periodEnding(after:)` for a step within the horizon.
    package func periodEnding(after index: Int) -> Int? { endings.indices.contains(index) ? endings[index] : nil }

    /// `Pacing.showsStretchOnly(step:)` for a step within the horizon.
    package func showsStretchOnly(step index: Int) -> Bool {
        stretchOnly.indices.contains(index) ? stretchOnly[index] : gate != .visible
    }

    /// `Pacing.separatorScore(period:extent:)` for a period ending within the horizon; any
    /// other period shows nothing.
    package func separatorScore(period: Int) -> Pacing.SeparatorScore {
        separators[period] ?? (gate == .visible ? .show : .withhold)
    }

    /// `Pacing.selection(throughPeriod:)`: the same steps and stop, from the horizon alone
    /// (the selection never goes past `reach`, which is within it).
    package func selection(throughPeriod: Int?) -> Pacing.Selection {
        var end = steps.count
        if let throughPeriod, let index = steps.firstIndex(where: { $0.startPeriod > throughPeriod }) { end = index }
        let limited = min(end, reach)
        let stopped = pacesHidden && hasSteps && end >= reach && (gate == .hiddenFinal || reachIsShort)
        return Pacing.Selection(steps: 0..<limited, stoppedAtLimit: stopped)
    }
}
