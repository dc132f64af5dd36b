import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How many players had a kind of play in a place: "Three different players scored in the first
/// period", "Five Nets scored in the opening quarter", "Seventeen different players were credited
/// with a hit", "Florida's five goals came from four players".
extension GroundingReading {
    /// Whether the number at `index` counts players (of the side named with them or owning the
    /// clause, else of both) who had the clause's kind of play in its place, within a period or
    /// from the start through it, as the plays show; nil when it counts no players or no kind
    /// the plays credit to players. Never with no place, nor from a period's end on: the count
    /// would run into play the reader may not see.
    func distinctPlayersIsGrounded(_ value: Int, at index: Int) -> Bool? {
        guard tokens[index].kind == .number, !tokens[index].ordinal, tokens[index].suffix.isEmpty, let clause = clause(of: index) else { return nil }
        // The players as the subject ("Five Nets scored") or the source ("came from four players");
        // after a verb they are its object, counting plays ("struck out six Astros", "sent 15
        // batters to the plate").
        guard index == clause.lowerBound || ["from", "by", "among"].contains(tokens[index - 1].word) else { return nil }
        var cursor = index + 1
        if nextWord(after: index) == "different" { cursor += 1 }
        guard tokens.indices.contains(cursor), tokens[cursor].kind == .word else { return nil }
        let side: String?
        if Self.playerNouns.contains(tokens[cursor].word) {
            // "Florida's five goals came from four players": the clause's side, if it names one.
            if case .team(let named)? = clauseSubject(of: index) { side = named } else { side = nil }
        } else if let end = (cursor...min(cursor + 2, tokens.count - 1)).first(where: { entities[$0] != nil }),
                  case .team(let named?)? = entities[end], !tokens[end].isPossessive {
            // "Five Nets scored": players of the side, told by its name.
            side = named
        } else {
            return nil
        }
        guard let family = distinctFamily(after: index) else { return nil }
        guard let place = visible(figurePlace(of: index)), !place.from else { return false }
        return place.periods.contains { period in
            facts.spans(of: family, in: period).contains { span in
                span.keys.filter { side == nil || facts.playerSides[$0] == side }.count == value
            }
        }
    }

    /// The family of figures the clause after `index` counts players by: "scored" their points,
    /// else the unit a word names ("a hit", "shots on goal").
    func distinctFamily(after index: Int) -> String? {
        guard let clause = clause(of: index) else { return nil }
        // The clause after the count, else what the sentence counted before it ("Florida's six
        // shots on goal … came from six different players").
        for span in [(index + 1)..<clause.upperBound, 0..<index] {
            let words = tokens[span].map(\.word)
            if !Set(words).isDisjoint(with: ["scored", "score", "scoring"]) { return "points" }
            if let family = words.lazy.compactMap({ GroundingLexicon.units[$0].flatMap { PlacedFigures.families(counting: $0).first } }).first {
                return family
            }
        }
        return nil
    }

    static let playerNouns: Set<String> = ["players", "skaters", "hitters", "batters", "scorers", "shooters", "men"]
}
