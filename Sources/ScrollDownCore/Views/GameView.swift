import Foundation
import ScrollDownWithheld

/// Everything `scrolldown game ID` shows, with hidden values absent.
public struct GameView: Sendable, Equatable {
    package var header: GameHeader
    /// Why the game existed; nil when nothing can be said (the section is left out).
    package let context: ContextView?
    package let recap: RecapView
    package let gate: GateView
    /// Present only when the outcome is visible.
    package let outcome: OutcomeDetails?

    package init(header: GameHeader, context: ContextView?, recap: RecapView, gate: GateView, outcome: OutcomeDetails?) {
        self.header = header
        self.context = context
        self.recap = recap
        self.gate = gate
        self.outcome = outcome
    }
}

/// Teams, league, start and state.
package struct GameHeader: Sendable, Equatable {
    package let id: Int
    package let league: String
    package let away: TeamLabel
    package let home: TeamLabel
    package let start: Date
    package let state: GameStateView
    package let season: String?
    package let isRead: Bool
    package let resume: String?
    /// `read` told the reader that nothing follows their position.
    package var readToEnd: Bool = false
    /// The step read last and the period it goes through.
    package var resumePoint: ResumePoint?
    /// A live game read part-way: the plays the reader may read now past their position
    /// (`RevealPolicy.newPlays`); nil otherwise.
    package var newPlays: Int?

    package init(id: Int, league: String, away: TeamLabel, home: TeamLabel, start: Date, state: GameStateView, season: String?, isRead: Bool, resume: String?, readToEnd: Bool = false, resumePoint: ResumePoint?, newPlays: Int? = nil) {
        self.id = id
        self.league = league
        self.away = away
        self.home = home
        self.start = start
        self.state = state
        self.season = season
        self.isRead = isRead
        self.resume = resume
        self.readToEnd = readToEnd
        self.resumePoint = resumePoint
        self.newPlays = newPlays
    }
}

/// Pre-game context: season, pregame lines, pre-game posts that passed the guard.
package struct ContextView: Sendable, Equatable {
    package let lines: [GuardedText]

    package init(lines: [GuardedText]) {
        self.lines = lines
    }
}

/// The recap: guarded text, or why there is none.
package enum RecapView: Sendable, Equatable {
    /// `withheld` names where a hidden game's recap was cut ("Q4 onward"): the same words
    /// for every hidden finished game of a league, overtime or not.
    case text(GuardedText, level: String, withheld: String?)
    /// Post-reveal paragraphs (sda's v1 summary) and the game's shape, e.g. `comeback`.
    case story([GuardedText], shape: String?)
    /// Before reveal, without a recap from the backend: what the periods the reader may see
    /// already tell.
    case soFar(SoFarView)
    /// The backend is writing the recap; it is expected in about this many minutes.
    case expected(minutes: Int)
    case unavailable(String)
    /// No recap, and nothing to retry (the section is left out).
    case absent
}

extension RecapView {
    /// The line for a recap on its way: "Recap expected in about 15 minutes".
    package static func expectedLine(minutes: Int) -> String {
        switch minutes {
        case ...0: return "Recap expected any minute now"
        case 1: return "Recap expected in about 1 minute"
        default: return "Recap expected in about \(minutes) minutes"
        }
    }

    /// The opening of a "so far": "So far, through Q3 — read on with scrolldown read ID", or
    /// with `readOn` (the reader's "Space reads on") in place of the command.
    package static func soFarHeading(_ view: SoFarView, readOn: String? = nil) -> String {
        "So far, through \(ReadingPosition.naming(view.through)) — \(readOn ?? "read on with \(view.command)")"
    }
}

/// A neutral account of a hidden game through the periods pacing lets the reader see:
/// never the last regulation period, overtime or the final score.
package struct SoFarView: Sendable, Equatable {
    /// The label of the last period covered (`Q3`, `P2`, `8th`).
    package let through: String
    /// Facts from the plays (lead changes, ties, largest leads, leading scorers) or the
    /// narrative blocks of those periods; server text guarded.
    package let lines: [GuardedText]
    /// How to read on.
    package let command: String
    /// Where the account stops ("Q4 onward"): said for every hidden game alike, as under a
    /// cut recap.
    package var withheld: String? = nil

    package init(through: String, lines: [GuardedText], command: String, withheld: String? = nil) {
        self.through = through
        self.lines = lines
        self.command = command
        self.withheld = withheld
    }
}

/// The reveal gate: what state the outcome is in and the command that flips it.
package struct GateView: Sendable, Equatable {
    package enum Status: String, Sendable, Encodable {
        case hidden, visible, noOutcomeYet
    }
    package let status: Status
    package let message: String
    /// The command that flips the gate, when there is one.
    package let command: String?

    package init(status: Status, message: String, command: String?) {
        self.status = status
        self.message = message
        self.command = command
    }
}

/// Post-reveal details: the score, the betting wrap-up and the team stats.
package struct OutcomeDetails: Sendable, Equatable {
    package let score: ScoreLine?
    package let reason: RevealReason
    /// Odds outcomes from the server ("BOS covered by 2.5", "Over by 7.5").
    package let wrapUp: [String]
    package let teamStats: StatTable?
    /// Points by period, away then home, and the final ("Line score"); nil without plays.
    package var lineScore: StatTable?
    /// A live delay holds the box score and wrap-up back.
    package var heldBack: Bool = false

    package init(score: ScoreLine?, reason: RevealReason, wrapUp: [String], teamStats: StatTable?, lineScore: StatTable?, heldBack: Bool = false) {
        self.score = score
        self.reason = reason
        self.wrapUp = wrapUp
        self.teamStats = teamStats
        self.lineScore = lineScore
        self.heldBack = heldBack
    }
}

/// A small table of stats: labels down, teams (or players) across.
package struct StatTable: Sendable, Equatable, Encodable {
    package let title: String
    package let columns: [String]
    package let rows: [StatRow]

    package init(title: String, columns: [String], rows: [StatRow]) {
        self.title = title
        self.columns = columns
        self.rows = rows
    }
}

/// One row of a stat table. Labels and values come from the server (names, `toi`, innings
/// pitched, display labels): control sequences are stripped here, once.
package struct StatRow: Sendable, Equatable, Encodable {
    package let label: String
    package let values: [String]

    package init(label: String, values: [String]) {
        self.label = TerminalSanitizer.clean(label)
        self.values = values.map { TerminalSanitizer.clean($0) }
    }
}
