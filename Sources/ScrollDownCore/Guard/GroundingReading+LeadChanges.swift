import Foundation

/// Counts of the running score's turns: lead changes and ties ("the lead changed hands three
/// times in the first quarter", "six ties and three lead changes through three quarters", "tied
/// six times"), grounded by `GroundingFacts.Period.leadChanges` and `ties` for the place the
/// clause names. Unplaced, a count is the whole game's.
extension GroundingReading {
    enum ScoreTurn { case leadChanges, ties }

    /// Which count of the score's turns the number at `index` is, if it is one.
    func scoreTurn(at index: Int) -> ScoreTurn? {
        let next = nextWord(after: index) ?? ""
        if next == "ties" || next == "tie" && !tokens[index].ordinal { return .ties }
        if next == "lead", ["changes", "change"].contains(nextWord(after: index + 1)) { return .leadChanges }
        guard next == "times", let clause = clause(of: index) else { return nil }
        let before = tokens[max(clause.lowerBound, index - 4)..<index].map(\.word)
        if before.contains("hands") { return .leadChanges }
        if before.contains(where: ["tied", "knotted", "deadlocked", "level"].contains) { return .ties }
        return nil
    }

    func scoreTurnIsGrounded(_ value: Int, _ turn: ScoreTurn, at index: Int) -> Bool {
        guard let anchor = visible(figurePlace(of: index)) else { return false }
        return anchor.periods.contains { period in
            guard let facts = facts.periods[period] else { return false }
            return (turn == .ties ? facts.ties : facts.leadChanges).contains(value)
        }
    }

    /// "changed hands", "lead changes": words of the lead passing. They say no more than "lead",
    /// which is scoped, and the count with them is checked above.
    func isTheLeadPassing(at index: Int) -> Bool {
        let word = tokens[index].word
        let passing = ["changed", "change", "changes", "changing", "swapped", "traded"]
        return word == "hands" && passing.contains(previousWord(before: index) ?? "")
            || passing.contains(word) && nextWord(after: index) == "hands"
            || ["changes", "change"].contains(word) && previousWord(before: index) == "lead"
    }
}
