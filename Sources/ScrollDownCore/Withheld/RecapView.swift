import Foundation

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
