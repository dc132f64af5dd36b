import Foundation

/// Everything `scrolldown game ID` shows, with hidden values absent.
public struct GameView: Sendable, Equatable {
    var header: GameHeader
    /// Why the game existed; nil when nothing can be said (the section is left out).
    let context: ContextView?
    let recap: RecapView
    let gate: GateView
    /// Present only when the outcome is visible.
    let outcome: OutcomeDetails?
}

/// Teams, league, start and state.
struct GameHeader: Sendable, Equatable {
    let id: Int
    let league: String
    let away: TeamLabel
    let home: TeamLabel
    let start: Date
    let state: GameStateView
    let season: String?
    let isRead: Bool
    let resume: String?
    /// `read` told the reader that nothing follows their position.
    var readToEnd: Bool = false
    /// The step read last and the period it goes through.
    var resumePoint: ResumePoint?
    /// A live game read part-way: the plays the reader may read now past their position
    /// (`RevealPolicy.newPlays`); nil otherwise.
    var newPlays: Int?
}

/// Pre-game context: season, pregame lines, pre-game posts that passed the guard.
struct ContextView: Sendable, Equatable {
    let lines: [GuardedText]
}

/// The recap: guarded text, or why there is none.
enum RecapView: Sendable, Equatable {
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
    static func expectedLine(minutes: Int) -> String {
        switch minutes {
        case ...0: return "Recap expected any minute now"
        case 1: return "Recap expected in about 1 minute"
        default: return "Recap expected in about \(minutes) minutes"
        }
    }

    /// The opening of a "so far": "So far, through Q3 — read on with scrolldown read ID", or
    /// with `readOn` (the reader's "Space reads on") in place of the command.
    static func soFarHeading(_ view: SoFarView, readOn: String? = nil) -> String {
        "So far, through \(ReadingPosition.naming(view.through)) — \(readOn ?? "read on with \(view.command)")"
    }
}

/// A neutral account of a hidden game through the periods pacing lets the reader see:
/// never the last regulation period, overtime or the final score.
struct SoFarView: Sendable, Equatable {
    /// The label of the last period covered (`Q3`, `P2`, `8th`).
    let through: String
    /// Facts from the plays (lead changes, ties, largest leads, leading scorers) or the
    /// narrative blocks of those periods; server text guarded.
    let lines: [GuardedText]
    /// How to read on.
    let command: String
    /// Where the account stops ("Q4 onward"): said for every hidden game alike, as under a
    /// cut recap.
    var withheld: String? = nil
}

/// The reveal gate: what state the outcome is in and the command that flips it.
struct GateView: Sendable, Equatable {
    enum Status: String, Sendable, Encodable {
        case hidden, visible, noOutcomeYet
    }
    let status: Status
    let message: String
    /// The command that flips the gate, when there is one.
    let command: String?
}

/// Post-reveal details: the score, the betting wrap-up and the team stats.
struct OutcomeDetails: Sendable, Equatable {
    let score: ScoreLine?
    let reason: RevealReason
    /// Odds outcomes from the server ("BOS covered by 2.5", "Over by 7.5").
    let wrapUp: [String]
    let teamStats: StatTable?
    /// Points by period, away then home, and the final ("Line score"); nil without plays.
    var lineScore: StatTable?
    /// A live delay holds the box score and wrap-up back.
    var heldBack: Bool = false
}

/// A small table of stats: labels down, teams (or players) across.
struct StatTable: Sendable, Equatable, Encodable {
    let title: String
    let columns: [String]
    let rows: [StatRow]
}

/// One row of a stat table. Labels and values come from the server (names, `toi`, innings
/// pitched, display labels): control sequences are stripped here, once.
struct StatRow: Sendable, Equatable, Encodable {
    let label: String
    let values: [String]

    init(label: String, values: [String]) {
        self.label = TerminalSanitizer.clean(label)
        self.values = values.map { TerminalSanitizer.clean($0) }
    }
}
