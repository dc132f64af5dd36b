import Foundation

/// Everything `scrolldown game ID` shows, with hidden values absent.
public struct GameView: Sendable, Equatable {
    public let header: GameHeader
    /// Why the game existed; nil when nothing can be said (the section is left out).
    public let context: ContextView?
    public let recap: RecapView
    public let gate: GateView
    /// Present only when the outcome is visible.
    public let outcome: OutcomeDetails?
}

/// Teams, league, start and state.
public struct GameHeader: Sendable, Equatable {
    public let id: Int
    public let league: String
    public let away: TeamLabel
    public let home: TeamLabel
    public let start: Date
    public let state: GameStateView
    public let season: String?
    public let isRead: Bool
    public let resume: String?
    /// `read` told the reader that nothing follows their position.
    public var readToEnd: Bool = false
}

/// Pre-game context: season, closing lines, pre-game posts that passed the guard.
public struct ContextView: Sendable, Equatable {
    public let lines: [GuardedText]
}

/// The recap: guarded text, or why there is none.
public enum RecapView: Sendable, Equatable {
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
    public static func expectedLine(minutes: Int) -> String {
        switch minutes {
        case ...0: return "Recap expected any minute now"
        case 1: return "Recap expected in about 1 minute"
        default: return "Recap expected in about \(minutes) minutes"
        }
    }

    /// The opening of a "so far": "So far, through Q3 — read on with scrolldown read ID".
    public static func soFarHeading(_ view: SoFarView) -> String {
        "So far, through \(ReadingPosition.naming(view.through)) — read on with \(view.command)"
    }
}

/// A neutral account of a hidden game through the periods pacing lets the reader see:
/// never the last regulation period, overtime or the final score.
public struct SoFarView: Sendable, Equatable {
    /// The label of the last period covered (`Q3`, `P2`, `8th`).
    public let through: String
    /// Facts from the plays (lead changes, ties, largest leads, leading scorers) or the
    /// narrative blocks of those periods; server text guarded.
    public let lines: [GuardedText]
    /// How to read on.
    public let command: String
    /// Where the account stops ("Q4 onward"): said for every hidden game alike, as under a
    /// cut recap.
    public var withheld: String? = nil
}

/// The reveal gate: what state the outcome is in and the command that flips it.
public struct GateView: Sendable, Equatable {
    public enum Status: String, Sendable, Encodable {
        case hidden, visible, noOutcomeYet
    }
    public let status: Status
    public let message: String
    /// The command that flips the gate, when there is one.
    public let command: String?
}

/// Post-reveal details: the score, the betting wrap-up and the team stats.
public struct OutcomeDetails: Sendable, Equatable {
    public let score: ScoreLine?
    public let reason: RevealReason
    /// Odds outcomes from the server ("BOS covered by 2.5", "Over by 7.5").
    public let wrapUp: [String]
    public let teamStats: StatTable?
    /// Points by period, away then home, and the final ("Line score"); nil without plays.
    public var lineScore: StatTable?
    /// A live delay holds the box score and wrap-up back.
    public var heldBack: Bool = false
}

/// A small table of stats: labels down, teams (or players) across.
public struct StatTable: Sendable, Equatable, Encodable {
    public let title: String
    public let columns: [String]
    public let rows: [StatRow]
}

/// One row of a stat table. Labels and values come from the server (names, `toi`, innings
/// pitched, display labels): control sequences are stripped here, once.
public struct StatRow: Sendable, Equatable, Encodable {
    public let label: String
    public let values: [String]

    init(label: String, values: [String]) {
        self.label = TerminalSanitizer.clean(label)
        self.values = values.map { TerminalSanitizer.clean($0) }
    }
}
