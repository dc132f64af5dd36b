import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Counts of nothing: "no walks", and "none" standing for a count the sentence gave before it.
/// Each is a side's count of a kind at zero, checked like any count (`counted`).
extension GroundingReading {
    /// "Toronto had no walks through six innings", "Toronto drew three walks through six innings,
    /// while Houston drew none", "Power plays in the first: Tampa Bay 1-for-1, Florida none":
    /// whether the zero count at `index` is grounded, or nil when the word is no such count
    /// (a player's "no points", "no one", "none of them") and is read as a scoped word.
    /// "none" closing its clause repeats the last count before it, of its kind and in its place.
    func zeroCountIsGrounded(at index: Int) -> Bool? {
        let source: Int
        switch tokens[index].word {
        case "no":
            guard kindsNamedAfter(index) != nil else { return nil }
            source = index
        case "none":
            let closes = index + 1 == tokens.count || tokens[index + 1].kind == .punctuation
            guard closes, index > 0, tokens[index - 1].kind == .word,
                  !["of", "for", "to", "by", "with", "from", "at", "in", "on"].contains(tokens[index - 1].word),
                  let count = (0..<index).last(where: { at in
                      tokens[at].kind == .number && !tokens[at].ordinal && clause(of: at) != clause(of: index) && kindsNamedAfter(at) != nil
                  }) else { return nil }
            source = count
        default:
            return nil
        }
        let named: String?
        switch subject(of: index) {
        case .player?: return nil
        case .team(let side)?: named = side
        case nil: named = nil
        }
        guard let kinds = kindsNamedAfter(source), let place = visible(figurePlace(of: source) ?? figurePlace(of: index)), !place.from,
              !place.periods.isEmpty else { return false }
        let side = named.flatMap { countingSide($0, at: index) }
        let through = spansFromTheStart(source)
        return place.periods.allSatisfy { facts.periods[$0]?.hadNone(of: kinds, side: side, through: through) == true }
    }
}
