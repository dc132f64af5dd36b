import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `timeline` and `read` fetched: the detail, and the flow when the game has one.
public struct TimelineSources: Sendable {
    /// The E2 detail (plays, header, final score for the guard).
    public var detail: GameDetail
    /// nil when the flow endpoint answered 404 (no flow yet).
    var flow: GameFlow?

    /// Bundles what the commands fetched.
    public init(detail: GameDetail, flow: GameFlow?) {
        self.detail = detail
        self.flow = flow
    }
}

/// The timeline's scores as the reveal layer reads them from the plays it keeps: each
/// period's end, the end of a period without rows, a block's own scores. Views receive only
/// the results it lets through (`TimelineModel.separatorScores`, `playScores`).
enum TimelineScores {
    /// The end score of each step without rows (`carriedEnds`): the latest end before it,
    /// 0–0 before the first. Only when the shown plays carry running scores at all, and only
    /// while every period before it has a known end.
    static func carriedEnds(_ cut: TimelineSteps, periodEnds: [Int: ScoringReading.Score],
                            shownPlays: [PlayEntry]) -> [Int: ScoringReading.Score] {
        guard shownPlays.contains(where: { $0.homeScore != nil && $0.awayScore != nil }) else { return [:] }
        var carried: [Int: ScoringReading.Score] = [:]
        var last: ScoringReading.Score? = ScoringReading.Score(away: 0, home: 0)
        for index in cut.steps.indices {
            let period = cut.steps[index].endPeriod
            let block = cut.blocks.indices.contains(index) ? cut.blocks[index] : nil
            let empty = cut.periodPlays.indices.contains(index) ? cut.periodPlays[index].isEmpty : block == nil
            if empty {
                if let last { carried[period] = last }
            } else if let end = periodEnds[period] {
                last = end
            } else {
                last = block?.awayHomeAfter.map { ScoringReading.Score(away: $0.away, home: $0.home) }
            }
        }
        return carried
    }

    /// The server's label of each period: the first non-empty one among its plays.
    static func serverLabels(_ plays: [PlayEntry]) -> [Int: String] {
        var labels: [Int: String] = [:]
        // By index: a play is read in place, not copied (hundreds a game).
        for index in plays.indices {
            let period = max(plays[index].quarter ?? 1, 1)
            if labels[period] == nil, let label = plays[index].periodLabel, !label.isEmpty {
                labels[period] = TerminalSanitizer.clean(label)
            }
        }
        return labels
    }

    /// A block's own scores (before, after, its points): the guard may let its narrative
    /// state them, because the block is shown only where pacing allows.
    /// `closingShown` false: only the score it started from, since the score after it (and its
    /// points, which add up to it) may be the final score.
    static func scores(of block: FlowBlock, closingShown: Bool = true) -> Set<ScorePair> {
        // `[0, 0]` reads as "unknown" in a flow; before the first score it is the start.
        let before = block.awayHomeBefore ?? (away: 0, home: 0)
        guard let after = block.awayHomeAfter else { return [] }
        guard closingShown else { return [ScorePair(before.away, before.home)] }
        var pairs: Set<ScorePair> = [ScorePair(before.away, before.home), ScorePair(after.away, after.home)]
        if let away = after.away.minus(before.away), let home = after.home.minus(before.home) { pairs.insert(ScorePair(away, home)) }
        return pairs
    }
}

extension Array where Element == [PlayEntry] {
    /// The plays of a step, or none when the index is out of range (flow mode has no plays).
    subscript(safe index: Int) -> [PlayEntry] { indices.contains(index) ? self[index] : [] }
}
