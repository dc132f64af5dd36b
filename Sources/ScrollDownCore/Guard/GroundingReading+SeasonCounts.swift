import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Season counts a visible play quotes ("Jeremy Peña homers (6)"): an ordinal of the player's
/// that is one of them ("his sixth homer of the season") is what the reader sees in that play.
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
}
