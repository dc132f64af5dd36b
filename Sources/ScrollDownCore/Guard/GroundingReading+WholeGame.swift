import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Words that speak of the whole game, whatever place the sentence gives: all the periods, the
/// game's own figures, a side's whole count, time played, what came after. A sentence with one
/// is hidden: the reader sees only part of the game.
extension GroundingReading {
    /// Whether the word at `index` speaks of the whole game ("the game's top scorer", "each of
    /// the quarters", "all 22 of his points", "held scoreless after").
    func speaksOfTheWholeGame(at index: Int) -> Bool {
        let token = tokens[index]
        let word = token.word
        if isAWholeTotal(at: index) { return true }
        // "was held scoreless after", "never scored again afterward": after the clause's place.
        if ["after", "afterward", "afterwards", "thereafter"].contains(word),
           !tokens.indices.contains(index + 1) || tokens[index + 1].kind == .punctuation {
            return true
        }
        // "its biggest of the night", "the most of the game": a superlative over the whole game.
        if ["game", "night", "evening", "afternoon", "contest"].contains(word), index >= 2,
           tokens[index - 1].word == "the", tokens[index - 2].word == "of",
           tokens[max(0, index - 7)..<(index - 2)].contains(where: { Self.isSuperlative($0.word) }) {
            return true
        }
        // "the game's top scorer": of the whole game; only its start is the reader's ("the
        // game's first basket", "the night's opening goal").
        if ["game's", "night's", "game’s", "night’s"].contains(word) || ["game", "night"].contains(word) && token.isPossessive {
            return !(["first", "opening", "early", "initial"].contains(nextWord(after: index) ?? "")
                || tokens.indices.contains(index + 1) && tokens[index + 1].ordinal && tokens[index + 1].value == 1)
        }
        // "each of the quarters", "in every period", "both halves": all of them, the game's,
        // unless a count bounds them ("each of the first three quarters").
        if ["each", "every", "both", "all"].contains(word) {
            var cursor = index + 1
            while tokens.indices.contains(cursor), ["of", "the"].contains(tokens[cursor].word) { cursor += 1 }
            if tokens.indices.contains(cursor), tokens[cursor].kind == .word,
               ["quarters", "periods", "innings", "halves", "quarter", "period", "inning", "half", "frames", "frame"].contains(tokens[cursor].word) {
                return true
            }
        }
        // "played three quarters", "logged two periods": playing time, which the box score tells.
        if ["played", "logged", "saw", "skated"].contains(word), tokens.indices.contains(index + 2), tokens[index + 1].kind == .number,
           GroundingTokens.periodUnits.contains(tokens[index + 2].word) {
            return true
        }
        // "all 22 of his points", "all of their goals": every one of the side's or player's score,
        // its whole count (of the game), wherever the sentence says they came. "all five of his
        // first-half points" counts the half's; "all three of its attempts" is no score.
        if word == "all" {
            let after = tokens[(index + 1)...].prefix(4).map(\.word)
            let possessive = after.firstIndex { ["his", "her", "their", "its"].contains($0) }
            if let possessive, after[..<possessive].contains("of"), possessive + 1 < after.count,
               [GroundingLexicon.Unit.points, .goals].contains(GroundingLexicon.units[after[possessive + 1]]) || after[possessive + 1] == "runs" {
                return true
            }
        }
        return false
    }

    /// "biggest", "most", "best": the top of a range.
    static func isSuperlative(_ word: String) -> Bool {
        ["most", "best", "least", "worst", "top"].contains(word)
            || word.count > 5 && word.hasSuffix("est") && !["interest", "contest", "protest", "request", "harvest"].contains(word)
    }
}
