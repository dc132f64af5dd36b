import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How far a word reaches: words of all, only, the best or a later moment ("every", "all the
/// scoring", "Houston's run", "would") are of the span a place bounds, right after the word or
/// opening its clause, and of the whole game without one; and the places that bound them.
extension GroundingReading {
    /// A word whose reach a place decides, grounded or not; nil for any other word.
    func wordOfReachIsGrounded(at index: Int) -> Bool? {
        let word = tokens[index].word
        // "Bennett's opener", "the second-period opener", "31 seconds after the opener": a first
        // goal; "the opener", "its season opener" is the game itself.
        if ["opener", "openers"].contains(word) {
            guard index > 0 else { return false }
            if case .player? = entities[index - 1], tokens[index - 1].isPossessive { return true }
            if isPeriodCompound(tokens[index - 1].word) { return true }
            let before = tokens[max(0, index - 4)..<index].map(\.word)
            return before.suffix(2) == ["after", "the"] || before.suffix(2) == ["before", "the"]
                ? before.contains(where: GroundingLexicon.isTimeUnit) : false
        }
        // "Peña drove in Houston's run", "Tampa Bay's goal": a side's one score, the only one it
        // had, unless a place bounds it ("Houston's run in the fifth", "In the first, Tampa Bay's goal …").
        if ["run", "goal", "basket", "point", "touchdown"].contains(word), index > 0, tokens[index - 1].isPossessive,
           isTeamToken(tokens[index - 1]) {
            return hasItsOwnPlace(index)
        }
        // "nine unanswered points" is a run; "Peña's homer went unanswered" no reply ever came,
        // unless a place right after bounds it ("went unanswered in the fifth").
        if word == "unanswered", case let next = nextWord(after: index) ?? "",
           GroundingLexicon.units[next] == nil, !GroundingLexicon.runNouns.contains(next), next != "runs" {
            return hasItsOwnPlace(index)
        }
        // "that was all the scoring", "all of the runs": everything of a kind, of the span a place
        // right after it or opening the clause bounds, else of the game.
        if word == "all", ["the", "of"].contains(nextWord(after: index) ?? ""),
           tokens[(index + 1)...].prefix(3).contains(where: { Self.totals.contains($0.word) }) {
            return hasItsOwnPlace(index)
        }
        // "Peña's homer was the scoring (play)": all of it, as "all the scoring" is, of the span a
        // place right after it bounds ("was the scoring in the first period"), else of the game.
        if word == "scoring", index >= 2, tokens[index - 1].word == "the",
           ["was", "were", "is", "are", "'s"].contains(tokens[index - 2].word) {
            return hasItsOwnPlace(index)
        }
        // "Every Toronto hit through eight innings", "the best chance of the first two innings":
        // all of a kind, the best or most of it, in the span a place right after it or opening its
        // clause bounds, one the reader sees; else of the game ("Toronto's best chance came in the
        // second" says no later one was better).
        // "Top plays through two periods: …": the best of them, before a plural ("Panthers top
        // Lightning" is a result, "Top 7th" an inning's half).
        if Self.ofASpan.contains(word) || word == "top" && nextWord(after: index).map({ $0.hasSuffix("s") }) == true {
            // "Washington's best quarter": the best of the periods, all of the game's unless a
            // period named after it bounds them ("its best inning through eight").
            if let next = nextWord(after: index), GroundingTokens.periodUnits.contains(next) {
                let rest = tokens[(index + 2)...].prefix(6).map(\.text).joined(separator: " ")
                guard let period = mentions.latestPeriod(in: rest), let limit = context.placementLimit, period <= limit else { return false }
            }
            return hasItsOwnPlace(index) && visible(anchor(of: index)) != nil
        }
        // "15 more than Golden State": a difference, which its number claims (and is read as).
        if ["more", "fewer"].contains(word), index > 0, tokens[index - 1].kind == .number, nextWord(after: index) == "than" { return true }
        // "would single in the fifth": a moment told from before it, placed right after the verb in
        // a period the reader sees; "Tatum's layup in the third would give Boston the lead" is told
        // from after it, and may say what the layup turned out to be.
        if word == "would" {
            return boundedByAPlace(index) && visible(anchor(of: index)) != nil
        }
        // "was ruled an infield fly", "ruled a double": how a play was scored.
        if word == "ruled", ["a", "an"].contains(nextWord(after: index) ?? "") { return true }
        return nil
    }

    /// Whether a period as an adjective places the scoped word at `index`: the noun it qualifies
    /// and the adjective before it ("the biggest first-quarter lead"), the building of it ("built
    /// a first-quarter lead"), a clock's "left" ("with 23 seconds left", the period's), or a
    /// moment the word acts on ("beat the first-quarter buzzer").
    func isPlacedByItsCompound(_ index: Int) -> Bool {
        // "a first-quarter lead", "the biggest first-half lead": the noun and its adjectives.
        if index > 0, isPeriodCompound(tokens[index - 1].word) { return true }
        if index + 1 < tokens.count, isPeriodCompound(tokens[index + 1].word) { return true }
        let word = tokens[index].word
        if ["left", "remaining"].contains(word), let previous = previousWord(before: index), GroundingLexicon.isTimeUnit(previous) {
            return true
        }
        // "built a 10-point first-quarter lead": made it then; "erased a first-quarter deficit"
        // undid it later.
        let object = tokens[(index + 1)...].prefix(4)
        if ["build", "built", "builds", "building"].contains(word) { return object.contains { isPeriodCompound($0.word) } }
        guard GroundingLexicon.needsObject.contains(word) else { return false }
        return object.contains { isPeriodCompound($0.word) } && object.contains { ["buzzer", "horn", "clock"].contains($0.word) }
    }

    /// "Toronto's only run through six innings", "led by just two at halftime": the place comes
    /// before any verb, so it bounds what "only" ranges over. In "Tatum's only 3-pointer came in
    /// the first quarter" the place is the 3-pointer's, and "only" ranges over the whole game.
    func placeFollows(_ index: Int) -> Bool {
        let places: Set<String> = ["halftime", "half-time", "through", "thru", "after", "entering", "before"]
        var cursor = index + 2
        while tokens.indices.contains(cursor), cursor <= index + 10 {
            let token = tokens[cursor]
            // "Tampa Bay's only power play of the first": an ordinal after "of the" is a period.
            if token.ordinal || GroundingLexicon.ordinals.contains(token.word), ["of", "in"].contains(tokens[cursor - 2].word),
               tokens[cursor - 1].word == "the" {
                return true
            }
            if token.kind == .word {
                let word = token.word
                if GroundingTokens.periodUnits.contains(word) || places.contains(word) || isPeriodLabel(word) { return true }
                if GroundingLexicon.pastActions.contains(word) && !isNoun(at: cursor) || GroundingLexicon.scoped.contains(word)
                    || ["was", "were", "is", "are", "had", "has", "comes"].contains(word) {
                    return false
                }
            }
            cursor += 1
        }
        return false
    }

    /// "Through six innings the only extra-base hits were …": a place the clause opens with (or
    /// a leading clause that is only a place) bounds what "only" ranges over, like one right
    /// after it. The clause's place is checked by the caller; this tells only where it stands.
    /// The place must open the clause: in "Peña's homer in the fifth was the lone run" the
    /// fifth is the homer's, and "lone" ranges over the game.
    func placeLeads(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        let start = clauses.first.map { $0 != clause && isOnlyAPlace($0) } == true ? 0 : clause.lowerBound
        // The words before the first name or verb: the opening place, if any.
        var end = start
        while end < index, entities[end] == nil, tokens[end].kind != .pair,
              !(tokens[end].kind == .word && (GroundingLexicon.pastActions.contains(tokens[end].word) && !isNoun(at: end)
                  || ["was", "were", "is", "are", "had", "has"].contains(tokens[end].word))) {
            end += 1
        }
        let opening = tokens[start..<end]
        // "In the third quarter, Washington's best …" bounds it; "The third quarter was
        // Washington's best" ranks the period itself among all of them, the game's.
        let prepositions: Set<String> = ["in", "through", "thru", "during", "after", "before", "by", "at", "over", "across",
                                         "entering", "into", "of", "until", "from", "for", "within"]
        if start == clause.lowerBound, !opening.contains(where: { prepositions.contains($0.word) }) { return false }
        return opening.contains { token in
            GroundingTokens.periodUnits.contains(token.word) || isPeriodLabel(token.word) || ["halftime", "intermission"].contains(token.word)
        } || mentions.latestPeriod(in: opening.map(\.text).joined(separator: " ")) != nil
    }

    /// Whether a word that tells all of something ("all the scoring", "went unanswered", "Houston's
    /// run") has a place of its own: right after it, or opening its clause. A place of another
    /// part of the clause ("Peña's homer in the fifth went unanswered") does not bound it.
    func hasItsOwnPlace(_ index: Int) -> Bool {
        boundedByAPlace(index) || placeLeads(index)
    }

    /// Words of all, or the most, of a kind: only of a span a place bounds.
    static let ofASpan: Set<String> = ["every", "best", "worst", "most", "fewest", "least"]

    /// What "all the …" may count: the scoring of a game.
    static let totals: Set<String> = ["scoring", "runs", "points", "goals", "offense", "damage", "hits", "baskets"]

    /// Whether a visible period is named right after the word at `index`, before any verb or
    /// punctuation ("last six points of the half", "final minute of the first quarter").
    func boundedByAPlace(_ index: Int) -> Bool {
        var end = index + 1
        while tokens.indices.contains(end), end <= index + 8, tokens[end].kind != .punctuation {
            let word = tokens[end].word
            // The word right after is what is last ("the final shot of the third"), never a verb.
            if end > index + 1, tokens[end].kind == .word, GroundingLexicon.pastActions.contains(word) && !isNoun(at: end)
                || ["was", "were", "is", "are", "had", "has", "came", "comes", "reached", "got", "went", "happened", "arrived",
                    "occurred", "stood", "ended", "did"].contains(word) {
                break
            }
            end += 1
        }
        guard end > index + 1, let limit = context.placementLimit else { return false }
        if let period = mentions.latestPeriod(in: tokens[(index + 1)..<end].map(\.text).joined(separator: " ")) { return period <= limit }
        // "the final basket of the half", "the final 45 seconds of the period": the period the
        // clause is placed in (its anchor, checked by the caller).
        return tokens[(index + 1)..<end].contains { $0.kind == .word && GroundingTokens.periodUnits.contains($0.word) }
    }

    /// Whether the state word at `index` is told in the present: "leads", "trails", a plural
    /// side's "lead", or a present verb before it in its clause ("is up", "have a 1-0 lead").
    func isToldInThePresent(_ index: Int, in clause: Range<Int>) -> Bool {
        // "19:15 — Reinhart tips one in and Florida leads 2-1": a log's entry is the moment it stamps.
        if tokens.prefix(3).contains(where: { $0.kind == .clock }) { return false }
        let word = tokens[index].word
        if ["leads", "trails", "ties"].contains(word) { return true }
        if ["lead", "trail"].contains(word), index > 0,
           entities[index - 1]?.isTeam == true && !tokens[index - 1].isPossessive || ["they", "we", "now"].contains(tokens[index - 1].word) {
            return true
        }
        return tokens[clause.lowerBound..<index].contains { Self.presentVerbs.contains($0.word) }
    }

    static let presentVerbs: Set<String> = [
        "is", "are", "remain", "remains", "stay", "stays", "has", "have", "holds", "hold", "own", "owns", "'re", "’re",
        "it's", "it’s", "they're", "they’re", "we're", "we’re", "that's", "that’s", "'s", "’s",
    ]

    /// A lead or a tie at a moment the clause gives by its score, right after the word ("its
    /// first lead at 4-2", "tied it at 82", "back in front 82-79"). The score is a token of the
    /// sentence, grounded on its own only where the visible plays reach it (`pairIsGrounded`):
    /// scores only rise, so such a moment is a visible one. A moment, not a span: words that
    /// reach past it ("never", "again", "for good", "the rest of the way") no score grounds.
    func isAtAVisibleScore(_ index: Int) -> Bool {
        guard GroundingLexicon.momentary.contains(tokens[index].word),
              let clause = clause(of: index) else { return false }
        // "Panthers lead 1-0", "Florida is up 2-1", "Tampa Bay now trails": a state told in the
        // present with no place is the one at the time of writing, after the game (a series').
        if isToldInThePresent(index, in: clause) { return false }
        // "with nine seconds left cut it to 30-19" is the time left; "left it at 1-0" a score
        // no one changed after, to the end.
        if tokens[index].word == "left" {
            guard index > 0 else { return false }
            let previous = tokens[index - 1]
            guard previous.kind == .clock || GroundingLexicon.isTimeUnit(previous.word) || ["time", "moments"].contains(previous.word) else { return false }
        }
        // "a 36-17 lead": the score right before the noun.
        if index > 0, tokens[index - 1].kind == .pair, ["lead", "leads", "tie", "edge"].contains(tokens[index].word) { return true }
        // "put OKC back in front, 82-79": the score set beside the clause.
        if clause.upperBound < tokens.count, tokens[clause.upperBound].text == ",", clause.upperBound + 1 < tokens.count,
           tokens[clause.upperBound + 1].kind == .pair, tokens[(index + 1)..<clause.upperBound].allSatisfy({ $0.kind == .word }) {
            return true
        }
        for cursor in (index + 1)..<min(clause.upperBound, index + 7) {
            let token = tokens[cursor]
            switch token.kind {
            case .pair:
                return true
            case .number:
                // "pushed the lead to 12 at 49-37": a size on the way to the score.
                if isTieCue(before: cursor) { return true }
                guard ["at", "with"].contains(nextWord(after: cursor) ?? "") else { return false }
            case .word:
                let word = token.word
                // "tied the game at 82".
                guard GroundingLexicon.glue.contains(word) || grounded[cursor] || ["first", "game", "score"].contains(word)
                    || GroundingLexicon.momentary.contains(word) else { return false }
            default:
                return false
            }
        }
        return false
    }
}
