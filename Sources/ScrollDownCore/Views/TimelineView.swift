import Foundation
import ScrollDownWithheld

/// Everything `scrolldown timeline ID` and `scrolldown read ID` show, with hidden values
/// absent: pacing and the reveal policy have already cut what may not be seen.
public struct TimelineView: Sendable, Equatable {
    /// Narrative blocks or play-by-play.
    package typealias Mode = ReadingMode

    package let header: GameHeader
    package let mode: Mode
    /// Hidden, visible (with the score) or none; a hidden outcome carries no value.
    package let outcome: OutcomeView
    package let items: [TimelineItem]

    package init(header: GameHeader, mode: Mode, outcome: OutcomeView, items: [TimelineItem]) {
        self.header = header
        self.mode = mode
        self.outcome = outcome
        self.items = items
    }
}

/// One line-level element of a timeline, in reading order.
package enum TimelineItem: Sendable, Equatable {
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
package struct PeriodMarker: Sendable, Equatable, Encodable {
    package let period: Int
    /// The server's label (`Q1`, `P2`, `H1`, `3rd`, `OT`, `SO`).
    package let label: String
    /// A period the feed lists nothing for says so ("no goals listed").
    package var note: String? = nil

    package init(period: Int, label: String, note: String? = nil) {
        self.period = period
        self.label = label
        self.note = note
    }
}

/// One play. `score` exists only after reveal, on scoring plays.
package struct PlayLine: Sendable, Equatable {
    package let playIndex: Int
    package let period: Int
    package let periodLabel: String
    package let clock: String?
    /// 1 scoring, 2 notable, 3 routine; nil when the server sends none.
    package let tier: Int?
    package let team: String?
    package let description: GuardedText
    package let score: ScoreLine?

    package init(playIndex: Int, period: Int, periodLabel: String, clock: String?, tier: Int?, team: String?, description: GuardedText, score: ScoreLine?) {
        self.playIndex = playIndex
        self.period = period
        self.periodLabel = periodLabel
        self.clock = clock
        self.tier = tier
        self.team = team
        self.description = description
        self.score = score
    }
}

/// A run of routine plays shown as "+N routine plays".
package struct CollapsedPlays: Sendable, Equatable, Encodable {
    package let count: Int
    package let firstPlayIndex: Int
    package let lastPlayIndex: Int

    package init(count: Int, firstPlayIndex: Int, lastPlayIndex: Int) {
        self.count = count
        self.firstPlayIndex = firstPlayIndex
        self.lastPlayIndex = lastPlayIndex
    }
}

/// A narrative block. Before reveal the scores are always nil, and from the last regulation
/// period on (`withheld`) the mini box holds the block's own stretch only and the end clock
/// is nil: either could state how the game ended.
package struct BlockEntry: Sendable, Equatable {
    package let blockIndex: Int
    package let periodStart: Int
    package let periodEnd: Int
    /// `Q1`, or `Q2–Q3` for a block spanning periods.
    package let periods: String
    package let startClock: String?
    package let endClock: String?
    package let narrative: GuardedText?
    package let miniBox: MiniBoxView?
    package let withheld: Bool
    package let scoreBefore: ScoreLine?
    package let scoreAfter: ScoreLine?
    /// Before reveal, the story of the stretch just before the withheld period waits for it
    /// (`TimelineSteps.held`): the label of the period it comes with.
    package var storyHeldUntil: String?

    package init(blockIndex: Int, periodStart: Int, periodEnd: Int, periods: String, startClock: String?, endClock: String?, narrative: GuardedText?, miniBox: MiniBoxView?, withheld: Bool, scoreBefore: ScoreLine?, scoreAfter: ScoreLine?, storyHeldUntil: String?) {
        self.blockIndex = blockIndex
        self.periodStart = periodStart
        self.periodEnd = periodEnd
        self.periods = periods
        self.startClock = startClock
        self.endClock = endClock
        self.narrative = narrative
        self.miniBox = miniBox
        self.withheld = withheld
        self.scoreBefore = scoreBefore
        self.scoreAfter = scoreAfter
        self.storyHeldUntil = storyHeldUntil
    }
}

/// A block's player stats, away side first.
package struct MiniBoxView: Sendable, Equatable, Encodable {
    package let sides: [MiniBoxSide]

    package init(sides: [MiniBoxSide]) {
        self.sides = sides
    }
}

/// One team's players in a mini box.
package struct MiniBoxSide: Sendable, Equatable, Encodable {
    package let team: String
    package let players: [MiniBoxLine]

    package init(team: String, players: [MiniBoxLine]) {
        self.team = team
        self.players = players
    }
}

/// A player with the stats as shown (`9 pts 2 reb (+9 pts)`); `star` marks blockStars.
package struct MiniBoxLine: Sendable, Equatable, Encodable {
    package let name: String
    package let stats: String
    package let star: Bool

    package init(name: String, stats: String, star: Bool) {
        self.name = name
        self.stats = stats
        self.star = star
    }
}

/// The end of a period. `score` is nil when withheld (`scoreWithheld`) or when there is no
/// score to show (live and hidden).
package struct PeriodSeparator: Sendable, Equatable {
    package let period: Int
    package let label: String
    package let score: ScoreLine?
    package let scoreWithheld: Bool

    package init(period: Int, label: String, score: ScoreLine?, scoreWithheld: Bool) {
        self.period = period
        self.label = label
        self.score = score
        self.scoreWithheld = scoreWithheld
    }
}

/// A line that tells the reader where they are and how to go on.
package struct TimelineNotice: Sendable, Equatable, Encodable {
    /// What the notice is about (JSON `kind`).
    package enum Kind: String, Sendable, Encodable {
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

    package let kind: Kind
    package let message: String
    /// The command the message names, when there is one.
    package let command: String?

    package init(kind: Kind, message: String, command: String?) {
        self.kind = kind
        self.message = message
        self.command = command
    }
}

extension TimelineView {
    /// The same view without notices: `--follow` prints them with the first batch only.
    public func droppingNotices() -> TimelineView {
        TimelineView(header: header, mode: mode, outcome: outcome,
                     items: items.filter { if case .notice = $0 { return false } else { return true } })
    }
}
