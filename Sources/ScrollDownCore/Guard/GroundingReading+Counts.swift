import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Counts read by what they count: a season count a visible play quotes ("Jeremy Peña homers
/// (6)": "his sixth homer of the season" is what the reader sees in that play), and a side's or
/// a player's points told as theirs with no place ("Tampa Bay's two goals"), which are all of them.
extension GroundingReading {
    /// Whether the ordinal at `index` is a season count a visible play of the clause's player
    /// quotes after a verb the sentence names too ("homers (6)": homer, homered, home run). A
    /// count of a play the reader may not see is in no visible play.
    func seasonCountIsGrounded(_ value: Int, at index: Int) -> Bool {
        guard tokens[index].ordinal else { return false }
        let players = [subject(of: index), clauseSubject(of: index)].compactMap { entity -> String? in
            if case .player(let key)? = entity { return key }
            return nil
        }
        let words = Set(tokens.filter { $0.kind == .word }.map(\.word))
        return players.contains { key in
            (facts.seasonCounts[key] ?? [:]).contains { verb, values in
                values.contains(value) && words.contains { Self.word($0, names: verb) }
            }
        }
    }

    /// Whether `word` names the play of `verb` ("homers": homer, homered, homers; "home" of a
    /// home run; "doubles": double, doubled).
    static func word(_ word: String, names verb: String) -> Bool {
        let stem = verb.hasSuffix("s") ? String(verb.dropLast()) : verb
        return word.hasPrefix(stem) && word.count <= stem.count + 3 || stem == "homer" && word == "home"
    }

    /// "Tampa Bay's two goals came in the first and second periods", "Durant's 22 points came
    /// early": a side's or a player's points with no place of their own are all of them, the
    /// game's; "Irving's 17 first-quarter points", "Beal's 18 points through three quarters" are
    /// bounded.
    static let placeWords: Set<String> = ["through", "in", "at", "after", "before", "during", "entering", "into", "by", "of"]

    func isASidesWholeScore(at index: Int) -> Bool {
        // "14 of his points": a share of a whole the sentence does not give, the game's.
        let after = tokens[(index + 1)...].prefix(3).map(\.word)
        if after.count == 3, after[0] == "of", ["his", "her", "their", "its"].contains(after[1]),
           [GroundingLexicon.Unit.points, .goals].contains(GroundingLexicon.units[after[2]]) || after[2] == "runs" {
            return true
        }
        guard index > 0, tokens[index - 1].isPossessive, entities[index - 1] != nil, !tokens[index].ordinal,
              let noun = nextWord(after: index),
              [GroundingLexicon.Unit.points, .goals].contains(GroundingLexicon.units[noun]) || noun == "runs" else { return false }
        let following = tokens[(index + 2)...].prefix(4)
        guard let first = following.first else { return true }
        return !(Self.placeWords.contains(first.word) && following.contains { GroundingTokens.periodUnits.contains($0.word)
            || GroundingLexicon.ordinals.contains($0.word) || ["halftime", "half", "break", "intermission"].contains($0.word) })
    }

    /// "less than half his total", "Oklahoma City's total": a side's or a player's total with no
    /// place right after it is the game's ("its total through three quarters" is bounded).
    func isAWholeTotal(at index: Int) -> Bool {
        guard ["total", "totals", "tally"].contains(tokens[index].word), index > 0 else { return false }
        let owner = tokens[index - 1]
        guard ["his", "her", "their", "its"].contains(owner.word) || owner.isPossessive && entities[index - 1] != nil else { return false }
        let following = tokens[(index + 1)...].prefix(4)
        guard let first = following.first else { return true }
        // "pushed his total to 10": the running total at a play.
        if first.word == "to", following.dropFirst().first?.kind == .number { return false }
        return !(Self.placeWords.contains(first.word) && following.contains { GroundingTokens.periodUnits.contains($0.word)
            || GroundingLexicon.ordinals.contains($0.word) || ["halftime", "half", "break", "intermission"].contains($0.word) })
    }
}
