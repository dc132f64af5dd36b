import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A game as this run may show it, decided once per game by the policy. Views of a hidden
/// game get only the `HiddenGame`; the whole detail exists only in the other two cases.
enum GameSight: Sendable {
    /// The reader may see the outcome, for this reason.
    case visible(GameDetail, RevealReason)
    /// Upcoming or canceled: there is nothing to reveal.
    case noOutcome(GameDetail)
    /// The outcome is hidden.
    case hidden(HiddenGame)

    var facts: GameFacts {
        switch self {
        case .visible(let detail, _), .noOutcome(let detail): return GameFacts(detail)
        case .hidden(let withheld): return withheld.facts
        }
    }

    /// The visibility this sight was decided from.
    var visibility: RevealPolicy.Visibility {
        switch self {
        case .visible(_, let reason): return .visible(reason)
        case .noOutcome: return .noOutcome
        case .hidden: return .hidden
        }
    }

    /// The whole detail, when the reader may see it (or there is no outcome in it).
    var detail: GameDetail? {
        switch self {
        case .visible(let detail, _), .noOutcome(let detail): return detail
        case .hidden: return nil
        }
    }

    /// Whether the outcome is shown.
    var isVisible: Bool {
        if case .visible = self { return true }
        return false
    }
}

extension RevealPolicy {
    /// Decides what this run may show of a game: its visibility once, and for a hidden game
    /// the game without its outcome.
    func sight(of detail: GameDetail) -> GameSight {
        switch visibility(of: detail) {
        case .visible(let reason): return .visible(detail, reason)
        case .noOutcome: return .noOutcome(detail)
        case .hidden: return .hidden(Withholding.withhold(detail))
        }
    }
}
