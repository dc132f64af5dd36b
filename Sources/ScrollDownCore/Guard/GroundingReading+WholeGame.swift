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
        if isAWholeTotal(at: index) || namesAnOwnersWholeScore(at: index) || namesAWholeSetOfPlays(at: index) { return true }
        // "was held scoreless after", "never scored again afterward", "a lead it held throughout":
        // after the clause's place, or all of the game.
        if ["after", "afterward", "afterwards", "thereafter", "throughout"].contains(word),
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
        // "played three quarters", "logged two periods", "pitched eight innings", "went the first
        // eight innings": playing time, which the box score tells.
        if ["played", "logged", "saw", "skated", "pitched", "went", "worked", "threw", "tossed", "lasted", "spun"].contains(word) {
            var cursor = index + 1
            while tokens.indices.contains(cursor), ["the", "first", "full", "strong", "scoreless"].contains(tokens[cursor].word) { cursor += 1 }
            if tokens.indices.contains(cursor + 1), tokens[cursor].kind == .number, !tokens[cursor].ordinal,
               GroundingTokens.periodUnits.contains(tokens[cursor + 1].word) {
                return true
            }
        }
        if endsAGameLongProcess(at: index) || countsAllTheScoring(at: index) || fallsShortOrSetsOff(at: index)
            || judgesTheGame(at: index) {
            return true
        }
        // "The score stayed level into the fourth quarter": a state lasting into a period the
        // reader does not see ("heading into the fourth", "carried a lead into the fourth" are
        // the moment before it).
        if ["stayed", "stays", "remained", "remains", "lasted", "lasts", "continued", "continues", "persisted"].contains(word),
           let into = tokens[(index + 1)...].prefix(4).firstIndex(where: { ["into", "until", "till"].contains($0.word) }),
           let period = mentions.latestPeriod(in: tokens[(into + 1)...].prefix(4).map(\.text).joined(separator: " ")),
           period > (context.placementLimit ?? 0) {
            return true
        }
        // "that was as close as it got": no nearer later, in the game.
        if ["close", "near", "closer", "nearer"].contains(word), index > 0, tokens[index - 1].word == "as", nextWord(after: index) == "as" { return true }
        // "was finished at 3:02 of the third", "were done after two": done for the game.
        if ["finished", "done"].contains(word), index > 0, ["was", "were", "is", "are", "been", "be"].contains(tokens[index - 1].word) {
            return true
        }
        return quantifiesAWholeSet(at: index) || isOnlyAPlaceOfPlay(at: index)
    }

    /// "The scoring ended in the second period", "Tampa Bay's scoring stopped in the second",
    /// "the goals stopped coming": the game's scoring (a side's) ending is a claim that nothing
    /// followed, the result. A period ends in its place ("the second period ended with Point's
    /// goal"), and so does the scoring of one ("the scoring in the second period ended with …").
    func endsAGameLongProcess(at index: Int) -> Bool {
        guard Self.endings.contains(tokens[index].word), let clause = clause(of: index) else { return false }
        // A verb with no object ("ended in the second", "stopped coming", "dried up"), not "the
        // other end" or "the double play that ended Houston's threat".
        let next = tokens.indices.contains(index + 1) ? tokens[index + 1] : nil
        guard next.map({ $0.kind == .punctuation || Self.afterAnEnding.contains($0.word) }) ?? true else { return false }
        // Its subject right before it: "the scoring ended", "Tampa Bay's scoring stopped".
        return tokens[max(clause.lowerBound, index - 2)..<index].contains { Self.processes.contains($0.word) }
    }

    /// "All seven goals came in the first two periods", "all the scoring came before halftime":
    /// every score of the game, placed after the fact, says none followed. "All three goals in the
    /// first period" bounds its own count.
    func countsAllTheScoring(at index: Int) -> Bool {
        guard tokens[index].word == "all" else { return false }
        // "The seven goals were all scored in the first two periods": the same, "all" after its noun.
        if index > 0, let clause = clause(of: index),
           tokens[max(clause.lowerBound, index - 3)..<index].contains(where: { ["goals", "runs", "points", "baskets", "scores"].contains($0.word) }),
           nextWord(after: index).map({ ["been", "came", "scored", "come", "were", "was", "in", "before", "during", "arrived", "fell"].contains($0) }) ?? true {
            return true
        }
        var cursor = index + 1
        while tokens.indices.contains(cursor), ["the", "of", "those"].contains(tokens[cursor].word) || tokens[cursor].kind == .number && !tokens[cursor].ordinal {
            cursor += 1
        }
        guard tokens.indices.contains(cursor), ["goals", "runs", "points", "scoring", "baskets", "scores"].contains(tokens[cursor].word) else { return false }
        let bound = tokens[(cursor + 1)...].prefix(5).map(\.text).joined(separator: " ")
        let placed = tokens.indices.contains(cursor + 1) && Self.boundingWords.contains(tokens[cursor + 1].word) && mentions.latestPeriod(in: bound) != nil
        return !placed
    }

    /// "The rally in the third quarter came up short", "fell just short": how a push ended, the
    /// result; "Oklahoma City's comeback began in the third quarter": a push that began there
    /// and ran on past it. A "short jumper" is a shot.
    func fallsShortOrSetsOff(at index: Int) -> Bool {
        let word = tokens[index].word
        if word == "short" {
            let before = tokens[max(0, index - 2)..<index].map(\.word)
            return before.contains { Self.beforeShort.contains($0) }
        }
        guard Self.beginnings.contains(word),
              let clause = clause(of: index) else { return false }
        // "Washington's comeback began", "started its rally", "began to chip away": a push set
        // off, which may run on past what the reader sees.
        return tokens[clause.lowerBound..<index].contains { Self.pushes.contains($0.word) }
            || tokens[(index + 1)..<clause.upperBound].prefix(4).contains { Self.pushes.contains($0.word) }
    }

    /// "The turning point came in the second quarter", "the game turned in the second", "the
    /// game ball went to Irving": a verdict on the whole game, told of a moment or a player in it. (Words that are only a verdict,
    /// "pivotal", "decisive", are no known words, so they hide their sentence already.)
    func judgesTheGame(at index: Int) -> Bool {
        let word = tokens[index].word
        if word == "turning", nextWord(after: index) == "point" { return true }
        // "The game ball went to Irving": the game's best player, named after it.
        if word == "game", ["ball", "balls"].contains(nextWord(after: index) ?? "") { return true }
        guard Self.turns.contains(word) else { return false }
        return (tokens[max(0, index - 2)..<index] + tokens[(index + 1)...].prefix(2)).contains { Self.turned.contains($0.word) }
    }

    // Word sets of the rules above, built once: these run for every word of a hidden sentence.
    private static let endings: Set<String> = ["ended", "ends", "end", "ending", "stopped", "stops", "stop", "finished", "finishes",
                                               "ceased", "ceases", "halted", "concluded", "dried", "petered", "wrapped"]
    private static let processes: Set<String> = ["scoring", "score", "goals", "runs", "points", "baskets", "offense", "play", "action", "rally", "comeback"]
    private static let beforeShort: Set<String> = ["up", "fell", "fall", "falls", "falling", "came", "come", "comes", "coming", "just", "ended", "stopped"]
    private static let beginnings: Set<String> = ["began", "begins", "begun", "begin", "beginning", "started", "starts", "start", "starting", "kicked"]
    private static let pushes: Set<String> = ["comeback", "rally", "collapse", "turnaround", "meltdown", "surge", "charge", "push", "revival",
                                              "fightback", "resurgence", "escape", "chip", "chipping", "climb", "climbing"]
    private static let turned: Set<String> = ["game", "contest", "match", "tide"]
    private static let turns: Set<String> = ["turned", "turns", "turn", "turning", "swung", "swings", "swing", "tilted", "tipped", "flipped"]

    private static let afterAnEnding: Set<String> = ["in", "at", "after", "with", "before", "by", "during", "there", "then", "early",
                                                     "up", "coming", "midway", "late", "for", "on", "when", "once", "as", "and", "but"]

    private static let boundingWords: Set<String> = ["in", "of", "through", "during", "before", "by"]

    /// A player's or side's plays of a kind, counted over the game unless placed ("his points",
    /// "Curry's minutes", "their goals").
    static let gameSets: Set<String> = [
        "points", "goals", "runs", "minutes", "shots", "baskets", "buckets", "threes", "assists", "rebounds", "boards",
        "hits", "at-bats", "scoring", "production", "damage", "time", "action", "work", "shifts", "touches", "attempts",
        "strikeouts", "saves", "fouls", "turnovers", "penalties", "plays", "makes", "field", "free",
    ]

    /// What a player or side scores or plays over a game, as opposed to what it tries.
    static let scoreSets: Set<String> = ["points", "goals", "runs", "scoring", "minutes", "time", "production", "damage", "work", "action"]

    /// Verbs a scorer's score follows: "scored all five".
    static let scoringVerbs: Set<String> = ["scored", "scores", "score", "netted", "tallied", "notched", "poured", "had", "has"]

    /// "all of Curry's minutes came in the first three quarters", "each of Durant's points came
    /// …", "his points all came …", "none of them after the third": every one of a player's or
    /// side's plays, wherever the sentence puts them, is the game's count: nothing outside the
    /// place, later periods included. A set placed before its verb is the place's ("all of his
    /// points in the first quarter came on threes", "all five of his first-half points").
    func quantifiesAWholeSet(at index: Int) -> Bool {
        let word = tokens[index].word
        guard ["all", "each", "every", "none", "both"].contains(word) else { return false }
        // "had three hits each": each of the players named, not each of a set.
        if word == "each", index >= 2, tokens[index - 2].kind == .number, tokens[index - 1].kind == .word { return false }
        // "22 points, all in the first three quarters", "his points all came in …", "Florida's
        // goals both came …", "Lauvergne's points: all five in the first quarter".
        let skipped = tokens.indices.contains(index + 1) && tokens[index + 1].kind == .number && !tokens[index + 1].ordinal ? index + 2 : index + 1
        if tokens.indices.contains(skipped), ["in", "during", "before", "after", "through", "came", "coming"].contains(tokens[skipped].word),
           tokens[..<index].contains(where: { Self.gameSets.contains($0.word) }) {
            return true
        }
        // "Lauvergne scored all five in the first quarter", "Florida scored both": a scorer's
        // score told whole, with no noun to bound it.
        if ["all", "both"].contains(word), index > 0, Self.scoringVerbs.contains(tokens[index - 1].word),
           !tokens.indices.contains(skipped) || tokens[skipped].kind == .punctuation
            || tokens[skipped].word != "of" && Self.placeWords.contains(tokens[skipped].word) {
            return true
        }
        var cursor = index + 1
        var owned = false
        while tokens.indices.contains(cursor), cursor <= index + 6 {
            let token = tokens[cursor]
            // An owner: a pronoun, a name ("Joffrey Lauvergne's"), or a side told as an
            // adjective ("both Florida goals").
            if ["his", "her", "their", "its"].contains(token.word) || entities[cursor] != nil { owned = true }
            else if isPeriodCompound(token.word) { return false }
            else if Self.gameSets.contains(token.word) { break }
            else if !(token.kind == .number || ["of", "one", "the", "them", "those"].contains(token.word) || grounded[cursor]) { return false }
            cursor += 1
        }
        guard tokens.indices.contains(cursor), Self.gameSets.contains(tokens[cursor].word) else { return false }
        // "both goals came in the first period": the game's score, owned by no one, is whole too.
        guard owned || word == "both" && Self.scoreSets.contains(tokens[cursor].word) else { return false }
        // What a side tries ("his shots", "its attempts") is the game's only when the place is
        // said of it ("all of his shots came in the first half").
        if !Self.scoreSets.contains(tokens[cursor].word) {
            let verb = tokens[(cursor + 1)...].prefix(3).first { $0.kind == .word }?.word ?? ""
            return ["came", "were", "was", "arrived", "happened"].contains(verb)
        }
        // The set is placed when a period follows it before any verb, unless a verb before the
        // quantifier makes the place its ("did all of his scoring in the first three quarters";
        // "made all three of its attempts in the first quarter" counts the quarter's attempts).
        if Self.scoreSets.contains(tokens[cursor].word), let clause = clause(of: index),
           tokens[clause.lowerBound..<index].contains(where: { GroundingLexicon.pastActions.contains($0.word) || ["did", "had", "does", "has"].contains($0.word) }) {
            return true
        }
        var after = cursor + 1
        while tokens.indices.contains(after), after <= cursor + 6 {
            let next = tokens[after].word
            if GroundingLexicon.pastActions.contains(next) || ["came", "were", "was", "arrived", "happened", "are", "is"].contains(next) { break }
            after += 1
        }
        // "both Florida goals in the first came …": a place before the verb bounds the set.
        let between = tokens[(cursor + 1)..<min(after, tokens.count)]
        return !between.contains { GroundingTokens.periodUnits.contains($0.word) || isPeriodLabel($0.word) }
            && mentions.latestPeriod(in: between.map(\.text).joined(separator: " ")) == nil
    }

    /// "played only in the first three quarters", "only played the first three quarters": play
    /// kept to a place, so none outside it, later periods included.
    func isOnlyAPlaceOfPlay(at index: Int) -> Bool {
        guard ["only", "solely", "exclusively", "entirely"].contains(tokens[index].word) else { return false }
        // "the only hit through four innings", "his only basket": of a thing, not of play's place.
        if index > 0, ["the", "a", "an", "his", "her", "their", "its"].contains(tokens[index - 1].word) || tokens[index - 1].isPossessive {
            return false
        }
        var cursor = index + 1
        // "only played in …": the verb between.
        if tokens.indices.contains(cursor), GroundingLexicon.pastActions.contains(tokens[cursor].word), !isNoun(at: cursor) { cursor += 1 }
        guard tokens.indices.contains(cursor) else { return false }
        let next = tokens[cursor].word
        if ["in", "during", "through", "before", "until", "over", "across"].contains(next) { return true }
        // "only the first three quarters".
        return next == "the" && tokens[(cursor + 1)...].prefix(4).contains { GroundingTokens.periodUnits.contains($0.word) }
    }

    /// "biggest", "most", "best": the top of a range.
    static func isSuperlative(_ word: String) -> Bool {
        ["most", "best", "least", "worst", "top"].contains(word)
            || word.count > 5 && word.hasSuffix("est") && !["interest", "contest", "protest", "request", "harvest"].contains(word)
    }
}
