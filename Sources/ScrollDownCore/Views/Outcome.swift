import Foundation
import ScrollDownWithheld

/// Where a game is in its life, as shown before and after reveal. `final` never says how it
/// ended (no `Final/OT`): the period note lives in the visible `ScoreLine` only.
package enum GameStateView: Sendable, Equatable {
    case upcoming
    /// Still scheduled, though it was to start long ago (`GameState.overdueAfter`): real backends keep
    /// games they never got a result for as `scheduled`, and "upcoming" would be false.
    case startPassed
    /// In progress, with the period and clock ("Q3 4:32") when known: state, not outcome.
    case live(String?)
    case final
    /// Postponed or canceled, with the server's word.
    case canceled(String)
    /// A status this client does not know, kept as the server sent it.
    case unknown(String)

    /// The short word for tables and JSON.
    package var word: String {
        switch self {
        case .upcoming: return "upcoming"
        case .startPassed: return "noResult"
        case .live: return "live"
        case .final: return "final"
        case .canceled(let raw): return raw.lowercased()
        case .unknown(let raw): return raw.isEmpty ? "unknown" : raw.lowercased()
        }
    }

    /// The word plus the live period and clock.
    package var label: String {
        if case .live(let clock?) = self { return "live \(clock)" }
        if self == .startPassed { return "no result" }
        return word
    }
}

/// A score that may be shown: only the reveal policy creates one.
package struct ScoreLine: Sendable, Equatable, Encodable {
    package let away: Int
    package let home: Int
    /// How a finished game went past regulation (`OT`, `2OT`, `SO`, `10th`), or nil.
    package let periodNote: String?

    package init(away: Int, home: Int, periodNote: String?) {
        self.away = away
        self.home = home
        self.periodNote = periodNote
    }
}

/// The outcome part of a view model. A hidden outcome carries no value at all.
package enum OutcomeView: Sendable, Equatable {
    /// Nothing to reveal yet (upcoming, canceled, or unknown state without a score).
    case none
    /// The outcome exists and is hidden.
    case hidden
    /// The outcome is visible; the score is nil when the server has none.
    case visible(ScoreLine?, RevealReason)
    /// Visible, but the live delay holds the score back (the list knows only the newest).
    case delayed(RevealReason)

    package var isVisible: Bool {
        switch self {
        case .visible, .delayed: return true
        case .none, .hidden: return false
        }
    }
}
