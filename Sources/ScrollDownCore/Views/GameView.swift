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
