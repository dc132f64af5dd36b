import Foundation

/// Everything `scrolldown timeline ID` and `scrolldown read ID` show, with hidden values
/// absent: pacing and the reveal policy have already cut what may not be seen.
public struct TimelineView: Sendable, Equatable {
    /// Narrative blocks or play-by-play.
    typealias Mode = ReadingMode

    let header: GameHeader
    let mode: Mode
    /// Hidden, visible (with the score) or none; a hidden outcome carries no value.
    let outcome: OutcomeView
    let items: [TimelineItem]
}

/// One line-level element of a timeline, in reading order.
enum TimelineItem: Sendable, Equatable {
    /// A period starts (play-by-play).
    case period(PeriodMarker)
    /// A narrative block (flow).
    case block(BlockEntry)
    case play(PlayLine)
    /// Routine plays folded into one line.
    case collapsed(CollapsedPlays)
    /// Page marker: play `(page - 1) * 20 + 1` starts here.
    case page(Int)
    /// The end of a period, with the score when pacing allows.
    case separator(PeriodSeparator)
    case notice(TimelineNotice)
}

/// A period header.
struct PeriodMarker: Sendable, Equatable, Encodable {
    let period: Int
    /// The server's label (`Q1`, `P2`, `H1`, `3rd`, `OT`, `SO`).
    let label: String
    /// A period the feed lists nothing for says so ("no goals listed").
    var note: String? = nil
}

/// One play. `score` exists only after reveal, on scoring plays.
struct PlayLine: Sendable, Equatable {
    let playIndex: Int
    let period: Int
    let periodLabel: String
    let clock: String?
    /// 1 scoring, 2 notable, 3 routine; nil when the server sends none.
    let tier: Int?
    let team: String?
    let description: GuardedText
    let score: ScoreLine?
}

/// A run of routine plays shown as "+N routine plays".
struct CollapsedPlays: Sendable, Equatable, Encodable {
    let count: Int
    let firstPlayIndex: Int
    let lastPlayIndex: Int
}

/// A narrative block. Before reveal the scores are always nil, and from the last regulation
/// period on (`withheld`) the mini box holds the block's own stretch only and the end clock
/// is nil: either could state how the game ended.
struct BlockEntry: Sendable, Equatable {
    let blockIndex: Int
    let periodStart: Int
    let periodEnd: Int
    /// `Q1`, or `Q2–Q3` for a block spanning periods.
    let periods: String
    let startClock: String?
    let endClock: String?
    let narrative: GuardedText?
    let miniBox: MiniBoxView?
    let withheld: Bool
    let scoreBefore: ScoreLine?
    let scoreAfter: ScoreLine?
    /// Before reveal, the story of the stretch just before the withheld period waits for it
    /// (`TimelineSteps.held`): the label of the period it comes with.
    var storyHeldUntil: String?
}

/// A block's player stats, away side first.
struct MiniBoxView: Sendable, Equatable, Encodable {
    let sides: [MiniBoxSide]
}

/// One team's players in a mini box.
struct MiniBoxSide: Sendable, Equatable, Encodable {
    let team: String
    let players: [MiniBoxLine]
}

/// A player with the stats as shown (`9 pts 2 reb (+9 pts)`); `star` marks blockStars.
struct MiniBoxLine: Sendable, Equatable, Encodable {
    let name: String
    let stats: String
    let star: Bool
}

/// The end of a period. `score` is nil when withheld (`scoreWithheld`) or when there is no
/// score to show (live and hidden).
struct PeriodSeparator: Sendable, Equatable {
    let period: Int
    let label: String
    let score: ScoreLine?
    let scoreWithheld: Bool
}

/// A line that tells the reader where they are and how to go on.
struct TimelineNotice: Sendable, Equatable, Encodable {
    /// What the notice is about (JSON `kind`).
    enum Kind: String, Sendable, Encodable {
        /// A hidden finished game stopped at the pacing limit.
        case stopped
        /// `read`: the command that prints the next step.
        case next
        /// `read`: nothing left after the saved position.
        case end
        /// No plays or blocks to show (yet).
        case empty
        /// The asked-for page or period is not available.
        case unavailable
        /// `--follow`: the game is over, or newest plays are held back.
        case follow
        /// The outcome: visible score line, or hidden reminder.
        case outcome
    }

    let kind: Kind
    let message: String
    /// The command the message names, when there is one.
    let command: String?
}

extension TimelineView {
    /// The same view without notices: `--follow` prints them with the first batch only.
    public func droppingNotices() -> TimelineView {
        TimelineView(header: header, mode: mode, outcome: outcome,
                     items: items.filter { if case .notice = $0 { return false } else { return true } })
    }
}
