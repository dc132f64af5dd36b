import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What a word of result, lead or manner acts on: a scoped word grounded by its place or its
/// object ("won the opening tip"), a word of manner by the play or player it acts on.
extension GroundingReading {
    /// A word of lead, result or time: only in a clause placed in a period whose score the
    /// reader may see. "never" only over a span inside it; "won", "beat" and "lost" only of
    /// something the reader sees besides ("the opening tip", "the first quarter", "the ball").
    func scopedWordIsGrounded(at index: Int) -> Bool {
        // "finished a finger roll": finishing a shot, not the game.
        if tokens[index].word.hasPrefix("finish"), followsShot(index) { return true }
        // "won the draw", "lost the ball", "won two faceoffs": a play's own contest, anywhere.
        if GroundingLexicon.needsObject.contains(tokens[index].word), actsOnAPlay(index) { return true }
        if beatsAPlayer(index) { return true }
        if let zero = zeroCountIsGrounded(at: index) { return zero }
        guard let anchor = anchor(of: index) else { return isAtAVisibleScore(index) }
        // "a first-quarter lead" places the lead; "erased a first-quarter deficit" not the erasing.
        if anchor.adjectival, !isPlacedByItsCompound(index) { return isAtAVisibleScore(index) }
        guard visible(anchor) != nil else { return false }
        let word = tokens[index].word
        // "never scored more than in the third quarter": the place is what the rest is compared to.
        if word == "never", !anchor.within || anchor.from || comparesThePlace(index) { return false }
        // "later in the first" stays in the period, and so does the next play a recap lists ("Period
        // 2 opened with …; later, …"); "Bennett scored in the first and later set up a goal" goes
        // past it.
        if GroundingLexicon.afterwards.contains(word) {
            let listed = tokens.indices.contains(index + 1) && tokens[index + 1].text == ","
                && (index == 0 || tokens[index - 1].kind == .punctuation)
            return listed || nextWord(after: index) == "in"
                && mentions.latestPeriod(in: tokens[(index + 1)...].prefix(4).map(\.text).joined(separator: " ")) != nil
        }
        // "the last goal of the second", "the final 45 seconds of the first quarter": the end of
        // a sequence bounded by the place right after it. "Point's goal in the second was Tampa
        // Bay's last" is the last of the game.
        // "tied three times in the first half, the last at 10-10": the last of what the clause placed.
        if ["last", "final"].contains(word) {
            // The last of those: told by where it was ("the last at 10-10", "the last time with three
            // seconds left"), not "the last time the game was tied", the game's.
            let skip = tokens.indices.contains(index + 1) && ["time", "one"].contains(tokens[index + 1].word) ? 2 : 1
            let after = tokens.indices.contains(index + skip) ? tokens[index + skip] : nil
            let ofThose = after.map { $0.kind != .word || ["at", "on", "with", "coming", "came", "by", "off", "in"].contains($0.word) } ?? true
            // "Toronto's last hit in the eighth", "his final basket in the third": a side's or a
            // player's last is of the game, the place only where it came; "of the eighth" and
            // "through six innings" bound it.
            let owned = index > 0 && (tokens[index - 1].isPossessive || ["his", "her", "their", "its"].contains(tokens[index - 1].word))
            // "for the last time in the first quarter": never again, in the game.
            let lastTime = nextWord(after: index) == "time" && index >= 2 && tokens[index - 2].word == "for"
            // "set the final score in the second period": the game's score, wherever it was set.
            let ofTheGame = ["score", "scores", "scoreline", "result", "tally", "margin", "outcome", "count", "total", "totals", "verdict"]
                .contains(nextWord(after: index) ?? "")
            if owned || lastTime || ofTheGame, !boundsByOf(after: index) { return false }
            // "The Warriors last led in the first quarter": never led again (no article: "the
            // last shot of the third" is a shot).
            let determined = index > 0 && (["the", "a", "an", "this", "that"].contains(tokens[index - 1].word) || owned)
            if !determined, let next = tokens.indices.contains(index + 1) ? tokens[index + 1] : nil, next.kind == .word,
               GroundingLexicon.pastActions.contains(next.word) || GroundingLexicon.standings.contains(next.word) {
                return false
            }
            // "the last goal in the second period" may be the game's last, which came in the
            // second; "the last goal of the second period" is the period's.
            return boundedByAPlace(index) && boundsByOf(after: index)
                || index >= 2 && tokens[index - 1].word == "the" && tokens[index - 2].text == "," && ofThose
        }
        if GroundingLexicon.exclusive.contains(word) {
            // "lost the second quarter by only three": a figure the clause places.
            let next = index + 1
            let figure = tokens.indices.contains(next) && tokens[next].kind == .number && tokens[next].suffix.isEmpty
            // "22 points in just three quarters": the span was all there was (he sat the rest).
            if figure, tokens.indices.contains(next + 1), GroundingTokens.periodUnits.contains(tokens[next + 1].word) { return false }
            // "in the second quarter alone": the place right before bounds it.
            let placedBefore = index > 0 && GroundingTokens.periodUnits.contains(tokens[index - 1].word)
            return figure || placeFollows(index) || placedBefore || placeLeads(index)
        }
        // "outscored Toronto 2-1 after the sixth": from the period's end on, past what the reader
        // sees; only a state at that end ("led 1-0 after the fifth") is the period's.
        // A standing over a span from there ("trailed for all but 30 seconds after halftime",
        // "led throughout after the break") is later play too.
        if anchor.from, !GroundingLexicon.standings.contains(word) || standsOverASpan(index) { return false }
        if GroundingLexicon.needsObject.contains(word) { return actsOn(index, GroundingLexicon.scopedObjects, teamAtAScore: true) }
        return true
    }

    /// "never scored more than in the third quarter": a comparison with the place, over the rest
    /// of the game ("other than Peña" is no comparison).
    func comparesThePlace(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        return clause.contains { position in
            tokens[position].word == "than" && position > 0 && !["other", "rather"].contains(tokens[position - 1].word)
        }
    }

    /// Whether the first preposition after the word at `index` ends the sequence where the reader
    /// sees ("his last basket of the half", "its final goal before the intermission", "Toronto's
    /// last baserunner through six innings"): "in the eighth" tells only where the last came.
    func boundsByOf(after index: Int) -> Bool {
        let prepositions: Set<String> = ["of", "before", "through", "thru", "until", "in", "during", "at", "on", "after", "into", "with", "by", "from"]
        guard let first = tokens[(index + 1)...].prefix(6).firstIndex(where: { prepositions.contains($0.word) }) else { return false }
        // "one last look at the end of the third": the period's end.
        if tokens[first].word == "at", tokens[(first + 1)...].prefix(3).map(\.word) == ["the", "end", "of"] { return true }
        return ["of", "before", "through", "thru", "until"].contains(tokens[first].word)
    }

    /// "led for 4:12", "trailed throughout", "ahead the rest of the way", "trailed after
    /// halftime": a standing held over a stretch, not a state at one period's end ("led 1-0
    /// after the fifth").
    func standsOverASpan(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        let spanWords: Set<String> = ["for", "throughout", "until", "till", "rest", "remainder", "whole", "entire", "most", "all", "wire", "way",
                                      "since", "from", "beyond", "past", "following", "onward", "onwards"]
        return clause.contains { spanWords.contains(tokens[$0].word) || isAfterABreak($0) }
    }

    /// "Bennett beat Vasilevskiy with a batted puck", "Peña beat Rodríguez for a solo homer": a
    /// scorer past a goalie or a pitcher, told of a player who scored on a play the reader sees.
    /// A side beating a side is the contest, never this.
    func beatsAPlayer(_ index: Int) -> Bool {
        // The object: a player's name right after the verb ("Andrei Vasilevskiy", its first name grounded as a name).
        let name = (index + 1)..<min(tokens.count, index + 4)
        guard ["beat", "beats", "beating"].contains(tokens[index].word),
              let object = name.first(where: { entities[$0] != nil }),
              (name.lowerBound...object).allSatisfy({ tokens[$0].capitalised }), case .player? = entities[object], let clause = clause(of: index),
              let subject = (clause.lowerBound..<index).reversed().first(where: { if case .player? = entities[$0] { true } else { false } }),
              !tokens[subject].isPossessive, case .player(let key)? = entities[subject] else { return false }
        return !(facts.playKinds.made[key] ?? []).isDisjoint(with: [.scored, .goal, .homer])
    }

    /// A word of how a play was made (`GroundingLexicon.manner`): only where it acts on a play
    /// ("drilled a pull-up 3", "poured in 17 points", "laced a single"), or a steal or a block
    /// of a player ("stripped Dinwiddie", which one of the subject's visible plays must show).
    /// Of a team or an "it" ("Houston crushed Toronto", "crushed it") it says how the game went,
    /// even in a visible period's clause, so there it grounds nothing.
    func mannerIsGrounded(at index: Int) -> Bool {
        let particle = GroundingLexicon.mannerParticles.contains(nextWord(after: index) ?? "")
        let verb = particle ? index + 1 : index
        if actsOn(verb, GroundingLexicon.playNouns) { return true }
        // "drilled a 25-foot three", "stripped Dinwiddie": the first word past the glue.
        let object = tokens[(verb + 1)...].prefix(4).firstIndex { token in
            token.kind != .word || !GroundingLexicon.glue.contains(token.word)
        }
        guard let object else { return false }
        // A steal or a block of a player's is checked as one (`ungroundedPlay`).
        if case .player? = entities[object] { return GroundingLexicon.infractions[tokens[index].word] != nil }
        return tokens[object...].prefix(2).indices.contains { tokens[$0].kind == .number && isAThree(at: $0) }
    }

    /// Whether a word of `needsObject` acts on one play's contest (`GroundingLexicon.playObjects`).
    func actsOnAPlay(_ index: Int) -> Bool {
        actsOn(index, GroundingLexicon.playObjects)
    }

    /// Whether the object of the word at `index` (before any preposition) is one of `objects`,
    /// or, `teamAtAScore`, a team with a score after it ("beat the Thunder 31-24 in the third",
    /// grounded only where that score is a visible period's).
    func actsOn(_ index: Int, _ objects: Set<String>, teamAtAScore: Bool = false) -> Bool {
        var cursor = index + 1
        var seen = 0
        while tokens.indices.contains(cursor), seen < 7 {
            let token = tokens[cursor]
            // The object comes before any preposition: "won it in the second quarter" won "it".
            if token.kind == .word, ["it", "in", "at", "on", "during", "by", "with", "for", "after", "before", "from", "to",
                                      "against", "over", "them", "one", "this", "that"].contains(token.word) {
                return false
            }
            if token.kind == .word {
                let parts = token.word.split(separator: "-").map(String.init)
                if parts.contains(where: { objects.contains($0) }) { return !joinsAnotherObject(after: cursor, objects) }
                // "beat the Thunder 31-24 in the third quarter": a visible period's score.
                if teamAtAScore, entities[cursor]?.isTeam == true {
                    let clause = clause(of: cursor) ?? cursor..<cursor
                    return tokens[cursor..<clause.upperBound].contains { $0.kind == .pair }
                }
            }
            if token.kind == .punctuation { return false }
            seen += 1
            cursor += 1
        }
        return false
    }

    /// "won the opening tip and the game", "lost the ball and the game": a second object joined
    /// to the one the verb acts on, which must be of the same kind; a new clause ("and Morris
    /// scored", "and it went to Morris") is not one.
    func joinsAnotherObject(after object: Int, _ objects: Set<String>) -> Bool {
        let clause = clause(of: object) ?? object..<(object + 1)
        var cursor = object + 1
        let joins: Set<String> = ["and", "or", "plus", "then", ","]
        // Past a preposition, what is joined is its object ("the opening tip between Jordan and Wiseman").
        let prepositions: Set<String> = ["between", "with", "in", "on", "at", "to", "from", "of", "against", "over", "by", "for", "after", "before", "off"]
        while cursor < clause.upperBound, !joins.contains(tokens[cursor].text.lowercased()) {
            if prepositions.contains(tokens[cursor].word) { return false }
            cursor += 1
        }
        guard cursor < clause.upperBound || cursor < tokens.count && tokens[cursor].text == "," else { return false }
        cursor += 1
        while tokens.indices.contains(cursor),
              ["and", "then", "also", "eventually", "later", "the", "a", "an", "its", "their", "his", "her"].contains(tokens[cursor].word)
                || tokens[cursor].kind == .number || tokens[cursor].text == "," {
            cursor += 1
        }
        guard tokens.indices.contains(cursor), tokens[cursor].kind == .word, entities[cursor] == nil,
              !(tokens[cursor].capitalised && (facts.nameTokens.contains(tokens[cursor].word) || entities[cursor + 1] != nil))
        else { return false }
        let word = tokens[cursor].word
        if word.split(separator: "-").contains(where: { objects.contains(String($0)) }) { return false }
        // "won the opening tip, with Jordan tapping it away": a phrase about the play, no object.
        if prepositions.contains(word) || word.hasSuffix("ing") && tokens[cursor - 1].text == "," { return false }
        // A new clause: its subject and verb ("and it went to Morris", "and scored first").
        if ["it", "he", "she", "they", "we", "i", "that", "this"].contains(word) || GroundingLexicon.actions.contains(word)
            || tokens.indices.contains(cursor + 1) && GroundingLexicon.actions.contains(tokens[cursor + 1].word) {
            return false
        }
        return true
    }
}
