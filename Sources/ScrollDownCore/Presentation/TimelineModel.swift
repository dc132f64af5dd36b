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

/// How the reader asked to see the timeline.
public struct TimelineOptions: Sendable, Equatable {
    /// `--through PERIOD`, as a period number.
    var throughPeriod: Int?
    /// `--page N` (1-based); implies play-by-play.
    var page: Int?
    /// `--pbp`: play-by-play even when a flow exists.
    var playByPlay: Bool
    /// `--all-plays`: routine plays one per line instead of "+N routine plays".
    var allPlays: Bool
    /// The run's "now", for the live delay (`RevealRules.liveDelay` gives its length).
    public var now: Date
    /// `--follow`: only plays after this `playIndex` (those already printed).
    public var afterPlayIndex: Int?
    /// `--follow`: the reader asked to watch the game as it is played, so a hidden live
    /// game's period in progress is shown (plays without a running score), as `read` shows
    /// it when it steps into it.
    var watchingLive: Bool

    /// Options as parsed from the command line; everything but `now` has a default.
    public init(throughPeriod: Int? = nil, page: Int? = nil, playByPlay: Bool = false, allPlays: Bool = false,
                now: Date, afterPlayIndex: Int? = nil, watchingLive: Bool = false) {
        self.throughPeriod = throughPeriod
        self.page = page
        self.playByPlay = playByPlay
        self.allPlays = allPlays
        self.now = now
        self.afterPlayIndex = afterPlayIndex
        self.watchingLive = watchingLive
    }
}

/// A game prepared for the timeline: steps cut, plays filtered, pacing decided. Internal to
/// the policy; renderers never see it.
struct TimelineModel {
    /// Who, when, which league and state: what every view of the game may show.
    let facts: GameFacts
    /// The whole detail, only when the outcome is visible.
    let whole: GameDetail?
    let league: League
    let mode: TimelineView.Mode
    let visible: Bool
    var shield: LeakGuard
    /// Plays per step (play-by-play), in order, `[]` for a period without rows; empty in flow mode.
    let periodPlays: [[PlayEntry]]
    /// The block of each step (flow), nil for a period no block covers; empty in play-by-play mode.
    let blocks: [FlowBlock?]
    /// Steps whose block is held before reveal (`TimelineSteps.held`): shown as `heldPart`.
    let heldSteps: Set<Int>
    /// The pacing decisions up to the horizon (for a hidden game, nothing after it).
    let pacing: PacedSteps
    /// Plays up to this `playIndex` were already read (a position inside a period).
    let readWithinStep: Int?
    /// Plays held back by the live delay.
    let heldBack: Int
    /// The plays the reader may see: without those held back by the live delay (and, before
    /// reveal, without "Game End"). Every score shown comes from these.
    let shownPlays: [PlayEntry]
    /// Each period's closing score read from `shownPlays` (`ScoringReading.periodEndScores`).
    let periodEnds: [Int: ScoringReading.Score]
    /// The end score of each shown period without rows: the score it started with (the
    /// previous period's end, 0–0 before the first), since nothing in it is listed as scoring.
    let carriedEnds: [Int: ScoringReading.Score]
    let labels: [Int: String]
    /// `read` told the reader that nothing follows their position, which is the last step.
    let readToEnd: Bool

    /// Maps a saved position onto the steps: the index of the last step read through, and,
    /// in play-by-play, the play read up to inside the next step.
    static func readThrough(_ position: ReadingPosition?, steps: [PacingStep], mode: TimelineView.Mode)
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

    /// The label of a period: the server's when the period's rows are shown, else the
    /// league's (`PeriodLabels`). A period not shown is named without its own rows.
    func label(_ period: Int) -> String {
        labels[period] ?? PeriodLabels.label(period, league: league, shown: labels)
    }

    /// The score at the end of a period, read from the shown plays (never one held back by
    /// the live delay; its end row, else its highest running score: `ScoringReading`), else
    /// from the flow block that ends it.
    func closingScore(period: Int, block: FlowBlock?) -> ScoreLine? {
        if let score = periodEnds[period] ?? carriedEnds[period] {
            return ScoreLine(away: score.away, home: score.home, periodNote: nil)
        }
        if let pair = block?.awayHomeAfter { return ScoreLine(away: pair.away, home: pair.home, periodNote: nil) }
        return nil
    }

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

    /// The scores period separators show (only those pacing lets through) and each period's
    /// points between two of them: what the reader can already see, so the guard lets text
    /// stating them through.
    func visibleScores() -> Set<ScorePair> {
        var lines: [(away: Int, home: Int)] = []
        for period in Set(pacing.steps.map(\.endPeriod)).sorted() {
            guard pacing.separatorScore(period: period) == .show, let line = closingScore(period: period, block: nil) else { break }
            lines.append((line.away, line.home))
        }
        return ScorePair.periodScores(lines)
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

    /// Server text for display: sanitized always, guarded before reveal.
    func text(_ raw: String?, as kind: GuardedTextKind, allowing extra: Set<ScorePair> = []) -> GuardedText {
        let clean = TerminalSanitizer.clean(raw ?? "")
        return visible ? GuardedText(text: clean, redactions: 0) : shield.allowing(extra).clean(clean, as: kind)
    }
}

extension Array where Element == [PlayEntry] {
    /// The plays of a step, or none when the index is out of range (flow mode has no plays).
    subscript(safe index: Int) -> [PlayEntry] { indices.contains(index) ? self[index] : [] }
}
