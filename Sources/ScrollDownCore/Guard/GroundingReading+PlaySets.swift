import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A set of plays named whole: "Goals: Bennett, Guentzel, …", "Florida scorers: …", "The goals
/// came from …". Server prose is written after the game, so a set it names with no count and no
/// place is the game's, whoever made its plays, and any list it heads tells how many there were.
/// An owner's set ("Florida's goals") is read by `namesAnOwnersWholeScore`; this reads the forms
/// with no owner's possessive.
extension GroundingReading {
    func namesAWholeSetOfPlays(at index: Int) -> Bool {
        let word = tokens[index].word
        guard Self.ownedCounts.contains(word) || Self.scorerNouns.contains(word) else { return false }
        if ["run", "runs"].contains(word), context.regulationPeriods <= 4 { return false }
        if isPlacedRightAfter(index) || placeLeads(index) { return false }
        // "the assists on Reinhart's tip": one play's.
        if nextWord(after: index) == "on", tokens[(index + 1)...].prefix(3).contains(where: { $0.isPossessive }) { return false }
        let label = tokens.indices.contains(index + 1) && [":", "-", "–", "—"].contains(tokens[index + 1].text)
        // What stands before the noun in its sentence: "Goal scorers:", "Florida goals:", "The goals".
        let before = tokens[..<index]
        // "three Florida goals", "the two goals", "Bennett's goals": a count, or an owner (read as
        // such), claims it otherwise; "First-period goals:" is placed by its heading.
        if before.contains(where: { $0.kind == .number || $0.isPossessive }) { return false }
        if label {
            // "Goals:", "Florida goals:", "Goal scorers:": a heading over the whole game's set.
            return before.indices.allSatisfy { entities[$0] != nil || ["goal", "the", "all", "power-play"].contains(tokens[$0].word) }
        }
        guard word != "scoring" else { return false }
        // "Hits were even at 11 apiece in the second period": the counts told by numbers, each
        // read in its place, not the set named whole ("Goals were even" is the game's).
        if ["were", "was"].contains(nextWord(after: index) ?? ""),
           tokens[(index + 2)...].contains(where: { $0.kind == .number || $0.kind == .pair }) {
            return false
        }
        // "Goals came from …", "The goals came from …", "Florida goals came from …": the set, not some of it.
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        let definite = previous.word == "the" && (index < 2 || tokens[index - 2].word != "of")
        let side = entities[index - 1]?.isTeam == true && (index < 2 || !["of", "the"].contains(tokens[index - 2].word))
        return definite || side
    }

    /// Nouns of the players who made a set of plays, or of the set itself as a heading.
    static let scorerNouns: Set<String> = ["scorers", "goalscorers", "goal-scorers", "scoring", "goalscoring"]
}
