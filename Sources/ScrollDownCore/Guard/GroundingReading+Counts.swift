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

    /// "his sixth homer of the season": the season of a count a visible play quotes.
    func isTheSeasonOfACount(at index: Int) -> Bool {
        guard ["season", "year"].contains(tokens[index].word), index >= 3, tokens[index - 1].word == "the", tokens[index - 2].word == "of",
              let ordinal = tokens[..<index].lastIndex(where: { $0.kind == .number && $0.ordinal }), index - ordinal <= 5,
              let value = tokens[ordinal].value else { return false }
        return seasonCountIsGrounded(value, at: ordinal)
    }

    /// Whether `word` names the play of `verb` ("homers": homer, homered, homers; "home" of a
    /// home run; "doubles": double, doubled).
    static func word(_ word: String, names verb: String) -> Bool {
        let stem = verb.hasSuffix("s") ? String(verb.dropLast()) : verb
        return word.hasPrefix(stem) && word.count <= stem.count + 3 || stem == "homer" && word == "home"
    }

    /// "Tampa Bay's two goals came in the first and second periods", "the first of his two
    /// hits": a side's or a player's count with no place of its own is all of it, the game's; "Irving's 17 first-quarter points", "Beal's 18 points through three quarters" are
    /// bounded.
    /// What a side or a player counts over a game ("his two hits", "Tampa Bay's two goals").
    static let wholeCounts: Set<GroundingLexicon.Unit?> = [.points, .goals, .hits, .assists, .rebounds, .steals, .blocks, .saves]

    static let placeWords: Set<String> = ["through", "in", "at", "after", "before", "during", "entering", "into", "by", "of"]

    func isASidesWholeScore(at index: Int) -> Bool {
        // "14 of his points": a share of a whole the sentence does not give, the game's.
        let after = tokens[(index + 1)...].prefix(3).map(\.word)
        if after.count == 3, after[0] == "of", ["his", "her", "their", "its"].contains(after[1]),
           [GroundingLexicon.Unit.points, .goals].contains(GroundingLexicon.units[after[2]]) || after[2] == "runs" {
            return true
        }
        // A pronoun's count in a clause that names its place is that place's ("reached 10 assists
        // through three quarters to go with his 20 points").
        // "the first of his two hits" counts toward the whole, wherever the clause is.
        let pronoun = index > 0 && ["his", "her", "their", "its"].contains(tokens[index - 1].word)
            && (anchor(of: index)?.periods.isEmpty ?? true || index >= 2 && tokens[index - 2].word == "of")
        let owner = index > 0 && isANamedOwner(at: index - 1) || pronoun
        guard owner, !tokens[index].ordinal, tokens[index].suffix.isEmpty, let noun = nextWord(after: index),
              Self.wholeCounts.contains(GroundingLexicon.units[noun]) || noun == "runs" else { return false }
        return !isPlacedRightAfter(index + 1)
    }

    /// Whether a place follows the noun at `index` right away ("points through three quarters",
    /// "goals in the first period"): it bounds the count the noun names.
    func isPlacedRightAfter(_ index: Int) -> Bool {
        // "goals early in the second period": when in it, then the place.
        let start = tokens.indices.contains(index + 1) && ["early", "late", "midway", "earlier", "later"].contains(tokens[index + 1].word)
            ? index + 2 : index + 1
        let following = tokens[start...].prefix(4)
        guard let first = following.first else { return false }
        // "hits through seven": a count of periods after "through" or "after" is a place.
        if ["through", "thru", "after"].contains(first.word), following.dropFirst().first.map({ $0.kind == .number && !$0.ordinal }) == true {
            return true
        }
        return Self.placeWords.contains(first.word) && following.contains { GroundingTokens.periodUnits.contains($0.word)
            || GroundingLexicon.ordinals.contains($0.word) || ["halftime", "half", "break", "intermission"].contains($0.word) }
    }

    /// "less than half his total", "Oklahoma City's total": a side's or a player's total with no
    /// place right after it is the game's ("its total through three quarters" is bounded).
    func isAWholeTotal(at index: Int) -> Bool {
        guard ["total", "totals", "tally"].contains(tokens[index].word), index > 0 else { return false }
        let owner = tokens[index - 1]
        guard ["his", "her", "their", "its"].contains(owner.word) || isANamedOwner(at: index - 1) else { return false }
        // "pushed his total to 10": the running total at a play.
        if nextWord(after: index) == "to", tokens.indices.contains(index + 2), tokens[index + 2].kind == .number { return false }
        return !isPlacedRightAfter(index)
    }

    /// "Tampa Bay's goals came from Guentzel and Point", "Peña drove in Houston's run", "Houston
    /// got its only run in the fifth", "Kanter's bench points", "Wall's assists": a side's score,
    /// or what a side or a player made (goals, points, assists, hits …, not shots, which are
    /// tries), named by its owner with no count, is all of it, the game's, wherever the sentence
    /// says it came. Not "Tampa Bay's first-period goals" or "Houston's run in the fifth"
    /// (bounded), not "Houston's first run" (a moment), not a "goal" of one (`wordOfReachIsGrounded`
    /// reads a side's), and not basketball's "Brooklyn's run" (a stretch).
    func namesAnOwnersWholeScore(at index: Int) -> Bool {
        let word = tokens[index].word
        guard Self.ownedCounts.contains(word) || word == "run" else { return false }
        if ["run", "runs"].contains(word), context.regulationPeriods <= 4 { return false }
        // The owner, and what stands between it and the noun ("its only run", "Kanter's bench points").
        var owner = index - 1
        while owner >= 0, !isANamedOwner(at: owner), !["his", "her", "its", "their"].contains(tokens[owner].word) {
            guard index - owner == 1, tokens[owner].kind == .word, Self.scoreModifiers.contains(tokens[owner].word) else { return false }
            owner -= 1
        }
        guard owner >= 0 else { return false }
        let named = isANamedOwner(at: owner)
        if named, !tokens[owner].isPossessive { owner -= 1 }
        let team = named ? entities[owner]?.isTeam == true : ["its", "their"].contains(tokens[owner].word)
        let player: Bool
        if case .player? = entities[owner], named { player = true } else { player = ["his", "her"].contains(tokens[owner].word) }
        guard team || player && Self.ownedCounts.contains(word) else { return false }
        // Bounded: a place right after the noun ("Houston's run in the fifth", "its only run
        // through six innings"), or one opening the clause; "its only run in the fifth" is the
        // only one of the game, and where it came.
        let unique = tokens[(owner + 1)..<index].contains { Self.uniqueModifiers.contains($0.word) }
        let located = unique && ["in", "at", "during", "on"].contains(nextWord(after: index) ?? "")
        return !(isPlacedRightAfter(index) && !located) && !placeLeads(index)
    }

    /// Whether the token at `index` ends a name's possessive: "Florida's", or the apostrophe of a
    /// plural's, a mark of its own ("the Warriors' 71 points", "the Astros' one run").
    func isANamedOwner(at index: Int) -> Bool {
        guard index >= 0, tokens.indices.contains(index) else { return false }
        if tokens[index].isPossessive { return entities[index] != nil }
        return index > 0 && ["'", "’"].contains(tokens[index].text) && entities[index - 1] != nil
    }

    /// What an owner made, whose count told with no number is all of it ("Tampa Bay's goals").
    static let ownedCounts: Set<String> = ["goals", "points", "runs", "baskets", "assists", "rebounds", "hits", "strikeouts", "walks", "steals", "blocks",
                                             "scorers", "goalscorers", "goal-scorers"]
    /// Words between an owner and its score that make it the only one ("its only run", "the Astros' one run").
    static let uniqueModifiers: Set<String> = ["only", "lone", "single", "sole", "one"]
    /// Words between an owner and its score that keep it whole: the unique ones, and "bench".
    static let scoreModifiers: Set<String> = uniqueModifiers.union(["bench"])

    /// Whose count a side's figure is: the named side's own, where the plays name that side;
    /// its opponents' batters' when told of its pitching ("Toronto pitching has six strikeouts")
    /// or of the batters it names ("struck out four Astros"). nil: either side's.
    func countingSide(_ named: String?, at index: Int) -> String? {
        guard let named = playedSide(named) else { return nil }
        // "struck out four Astros": the team is the counted noun ("three Florida shots" counts shots).
        if case .team(let object?)? = entities[index + 1], facts.teams.contains(object),
           !CountedKind.all.contains(where: { $0.prose.contains(nextWord(after: index + 1) ?? "") }) {
            return object
        }
        // The pitching of the named side itself ("Toronto pitching", "Toronto's pitchers"), not
        // another's ("struck out seven times against Toronto pitching"); what it gave up ("Tampa
        // Bay allowed two goals on six shots").
        guard let clause = clause(of: index), clause.contains(where: { position in
            Self.pitching.contains(tokens[position].word) && (max(clause.lowerBound, position - 2)..<position).contains { entities[$0] == .team(named) }
                || Self.allowing.contains(tokens[position].word) && position < index
                    && (clause.lowerBound..<position).contains { entities[$0] == .team(named) }
        }) else { return named }
        return facts.teams.count == 2 ? facts.teams.first { $0 != named } : nil
    }

    // Word sets of `countingSide`, built once: it runs for every count of a hidden sentence.
    private static let pitching: Set<String> = ["pitching", "pitchers", "pitcher", "staff", "bullpen", "starter", "relievers"]
    private static let allowing: Set<String> = ["allowed", "allow", "allows", "allowing", "surrendered", "surrenders", "yielded", "yields",
                                                "conceded", "concedes"]

    /// A side a sentence names, if the plays name it too (another feed may abbreviate it
    /// otherwise): nil reads either side's figures.
    func playedSide(_ named: String?) -> String? {
        named.flatMap { facts.teams.contains($0) ? $0 : nil }
    }
}
