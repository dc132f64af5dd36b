import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How a word is grounded: a name, a word of play the visible plays use, glue, or a scoped word
/// in a clause placed where the reader sees the score.
extension GroundingReading {
    func wordIsGrounded(at index: Int) -> Bool {
        let token = tokens[index]
        let word = token.word
        if speaksOfTheWholeGame(at: index) { return false }
        if GroundingLexicon.glue.contains(word) || GroundingLexicon.glue.contains(token.text.lowercased()) { return true }
        // The game as what someone had, was given or took ("Curry's night ended", "handed Boston
        // the game", "Boston took the game"): the whole of it.
        if ["game", "night"].contains(word), index > 0 {
            let owner = ["his", "her", "their", "its"].contains(tokens[index - 1].word)
                || entities[index - 1] != nil && tokens[index - 1].isPossessive
            var cursor = index - 1
            while cursor > 0, entities[cursor] != nil || ["the", "this", "them", "him", "us"].contains(tokens[cursor].word) { cursor -= 1 }
            let given = ["give", "gave", "given", "gives", "giving", "hand", "handed", "hands", "handing", "take", "took", "taken",
                         "takes", "taking", "stole", "steal", "steals", "stealing"].contains(tokens[cursor].word)
            if owner || given && cursor < index - 1 { return false }
        }
        // "iced the puck", "an icing": hockey's; "iced it", "icing the game" seal a game.
        if ["ice", "iced", "ices", "icing"].contains(word) {
            let after = tokens[(index + 1)...].prefix(2).map(\.word)
            return after == ["the", "puck"] || word == "icing" && ["an", "for", "the", "on"].contains(previousWord(before: index) ?? "")
        }
        // "a step back three", "to left field": a shot, a part of the field, not a lead or a time.
        if word == "back", previousWord(before: index) == "step" { return true }
        if ["left", "right", "center"].contains(word), ["field", "fielder"].contains(nextWord(after: index) ?? "") { return true }
        if isTheLeadPassing(at: index) { return true }
        // "There were three ties in the first quarter": there is, not from there on.
        if word == "there", ["was", "were", "is", "are"].contains(nextWord(after: index) ?? "") { return true }
        // "went wide right": where a shot missed.
        if ["left", "right"].contains(word), previousWord(before: index) == "wide" { return true }
        // "four seconds left on Tkachuk's minor": time left of a penalty, not of a period.
        if word == "left", nextWord(after: index) == "on", index + 2 < tokens.count,
           tokens[(index + 2)...].prefix(4).contains(where: { GroundingLexicon.penaltyTime.contains($0.word) }) {
            return true
        }
        // "the top of the key", "Tampa Bay's top line": a place on the floor or in a lineup; "Panthers
        // top Lightning" is a result.
        if word == "top", index > 0, tokens[index - 1].word == "the" || tokens[index - 1].isPossessive { return true }
        // "grounded back to the mound", "back to Hunter Brown": where a ball went (a lead that
        // went "back to Boston" is no ball).
        if word == "back", nextWord(after: index) == "to", index + 2 < tokens.count {
            let after = tokens[(index + 2)...].prefix(2).map(\.word)
            if after.contains("mound") || after.contains("pitcher")
                || tokens[index + 2].capitalised && facts.nameTokens.contains(tokens[index + 2].word) {
                return true
            }
        }
        // "four shots, one of which went in", "two turnovers, one of them on a foul": a share of
        // the figure before it, like "two of them" (`isPartitive`).
        if word == "one", isShareOf(after: index) { return true }
        if isTheSeasonOfACount(at: index) { return true }
        // "six seconds later", "moments later": the time between two plays the sentence names, each
        // of which is grounded on its own.
        if word == "later", let previous = previousWord(before: index),
           previous == "moments" || GroundingLexicon.units[previous] == .seconds || GroundingLexicon.units[previous] == .minutes {
            return true
        }
        if ["moments", "shortly"].contains(word), ["later", "after", "before"].contains(nextWord(after: index) ?? "") { return true }
        // "the shot clock" (not the clock of the game, which runs out on its last possession).
        if word == "clock", previousWord(before: index) == "shot" { return true }
        // "top of the third": half an inning.
        if ["top", "bottom"].contains(word), nextWord(after: index) == "of" { return true }
        // "Top 1st:", "Bot 2nd": a live blog's half inning.
        if ["top", "bot", "bottom"].contains(word), context.regulationPeriods > 4, tokens.indices.contains(index + 1),
           tokens[index + 1].kind == .number, ["st", "nd", "rd", "th"].contains(tokens[index + 1].suffix) {
            return true
        }
        // "grounded out", "grounded into a double play": a batter's out.
        if word == "grounded", ["out", "into", "to"].contains(nextWord(after: index) ?? "") { return true }
        // "a steal led to a finger roll", "led off the second": caused, batted first; no lead.
        let next = nextWord(after: index) ?? ""
        // "ended up being", "turned out to be", "went on to": what a moment became, told from after it.
        if ["end", "ends", "ended", "ending"].contains(word) && next == "up"
            || ["turn", "turns", "turned", "turning"].contains(word) && next == "out" && nextWord(after: index + 1) == "to"
            || ["go", "goes", "went", "going"].contains(word) && next == "on" && nextWord(after: index + 1) == "to" {
            return false
        }
        if ["led", "leads"].contains(word) && ["to", "off"].contains(next) || ["lead", "leading"].contains(word) && next == "off" {
            return true
        }
        // "pulls up from 25": a pull-up; "pulled down four rebounds".
        if ["pull", "pulls", "pulled", "pulling"].contains(word), ["up", "down"].contains(nextWord(after: index) ?? "") { return true }
        // "capped the scoring", "capped the night": ended it, like "closed the scoring" (a word of
        // `scoped`); "capped a 10-0 run" is a play.
        if ["cap", "caps", "capped", "capping"].contains(word), let object = neighbourWord(of: index, step: 1),
           ["scoring", "night", "game", "evening", "afternoon", "contest", "win", "victory", "comeback", "rally"].contains(object) {
            return scopedWordIsGrounded(at: index)
        }
        if isEventWord(word) {
            // "fouled out": a disqualification, which no foul of the plays grounds.
            // In baseball a batter fouls out to a fielder.
            if word.hasPrefix("foul"), nextWord(after: index) == "out", context.regulationPeriods <= 4 { return false }
            // "scored 12 after the third quarter": an action from a period's end on is later play.
            if GroundingLexicon.actions.contains(word), !isNoun(at: index), let anchor = anchor(of: index), anchor.from { return false }
            return true
        }
        // "Last scoring play:" of a block's own stretch, where its score is one the reader may see.
        if let own = context.ownPeriod, let limit = context.placementLimit, own <= limit, word == "last",
           nextWord(after: index) == "scoring" {
            return true
        }
        // A play quoted: "Lost Ball Turnover", "lost the ball".
        if isInPlayBigram(at: index) { return true }
        if GroundingLexicon.scoped.contains(word) { return scopedWordIsGrounded(at: index) }
        if facts.nameTokens.contains(word) { return true }
        // A word the visible plays are written in ("lines out sharply", "in foul territory").
        if facts.descriptionWords.contains(word) { return true }
        if GroundingLexicon.manner.contains(word), mannerIsGrounded(at: index) { return true }
        // A first name the plays abbreviate: "Kevin Durant" where they say "K. Durant".
        if token.capitalised, let next = nextWord(after: index), let letters = facts.initials[next],
           let letter = word.first, letters.contains(letter) {
            return true
        }
        // "over the first 12 minutes", "turned it over", "chipped away": phrases of play.
        if word == "over", let anchor = anchor(of: index), anchor.within, nextWord(after: index) == "the" { return true }
        if word == "over", let previous = neighbourWord(of: index, step: -1), ["turned", "turn", "turns", "turning"].contains(previous) {
            return true
        }
        // "charged with a giveaway": credited with a play.
        if word == "charged", nextWord(after: index) == "with" { return true }
        // "turned aside a shot": a save.
        if word == "aside", let previous = previousWord(before: index), ["turned", "turn", "turns", "turning"].contains(previous) {
            return true
        }
        if word == "away", let previous = previousWord(before: index), ["chipped", "chip", "chipping"].contains(previous),
           scopedWordIsGrounded(at: index - 1) {
            return true
        }
        // An initial before a surname ("J. Allen", "K. Irving").
        if word.count == 1, token.capitalised {
            var next = index + 1
            if tokens.indices.contains(next), tokens[next].text == "." { next += 1 }
            if tokens.indices.contains(next), tokens[next].kind == .word, facts.surnames.contains(tokens[next].word) { return true }
        }
        if GroundingTokens.periodUnits.contains(word) || isPeriodLabel(word) || isFieldingNotation(at: index) { return true }
        // A compound of a period or a count and words of play ("first-quarter", "two-out",
        // "three-point"); any other compound only as the lexicon knows it whole ("walk-off" is no
        // walk). A count of a whole ("a four-hitter", "a three-goal night") is not checked against
        // the plays, so a number word goes only with a kind of shot, outs, runs or possessions.
        if word.contains("-") {
            let parts = word.split(separator: "-").map(String.init)
            // "kicked-ball violations": words a visible play writes side by side.
            if parts.count == 2, facts.bigrams.contains(parts.joined(separator: " ")) { return true }
            let counted = parts.contains { GroundingLexicon.ordinals.contains($0) || GroundingLexicon.cardinals.contains($0)
                || GroundingTokens.periodUnits.contains($0) }
            guard counted else { return false }
            let measures: Set<String> = ["point", "pointer", "pointers", "out", "outs", "run", "possession", "foot", "footer"]
            if parts.contains(where: GroundingLexicon.cardinals.contains), !parts.contains(where: measures.contains) { return false }
            return parts.allSatisfy { part in
                GroundingLexicon.glue.contains(part) || isEventWord(part) || facts.nameTokens.contains(part)
                    || GroundingTokens.periodUnits.contains(part) || GroundingLexicon.ordinals.contains(part)
                    || GroundingLexicon.cardinals.contains(part)
                    || (GroundingLexicon.scoped.contains(part) && scopedWordIsGrounded(at: index))
            }
        }
        return false
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
        if ["left", "remaining"].contains(word), let previous = previousWord(before: index),
           GroundingLexicon.units[previous] == .seconds || GroundingLexicon.units[previous] == .minutes {
            return true
        }
        // "built a 10-point first-quarter lead": made it then; "erased a first-quarter deficit"
        // undid it later.
        let object = tokens[(index + 1)...].prefix(4)
        if ["build", "built", "builds", "building"].contains(word) { return object.contains { isPeriodCompound($0.word) } }
        guard GroundingLexicon.needsObject.contains(word) else { return false }
        return object.contains { isPeriodCompound($0.word) } && object.contains { ["buzzer", "horn", "clock"].contains($0.word) }
    }

    /// A word spelled like a verb used as a noun: after a number or a determiner ("12 assists",
    /// "a block", "his third foul").
    func isNoun(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .number { return true }
        return ["a", "an", "the", "his", "her", "their", "its", "another", "personal", "technical", "shooting"].contains(previous.word)
    }

    /// Whether a shot follows within three words ("finished a running finger roll").
    func followsShot(_ index: Int) -> Bool {
        let shots: Set<String> = ["layup", "dunk", "roll", "finger", "reverse", "shot", "drive", "alley-oop", "putback",
                                  "lob", "floater", "jumper", "hook", "three", "play", "and-one", "tip-in"]
        var cursor = index + 1
        while tokens.indices.contains(cursor), cursor <= index + 4, tokens[cursor].kind == .word {
            if shots.contains(tokens[cursor].word) { return true }
            cursor += 1
        }
        return false
    }

    /// "Toronto's only run through six innings", "led by just two at halftime": the place comes
    /// before any verb, so it bounds what "only" ranges over. In "Tatum's only 3-pointer came in
    /// the first quarter" the place is the 3-pointer's, and "only" ranges over the whole game.
    func placeFollows(_ index: Int) -> Bool {
        let places: Set<String> = ["halftime", "half-time", "through", "thru", "after", "entering", "before"]
        var cursor = index + 2
        while tokens.indices.contains(cursor), cursor <= index + 10 {
            let token = tokens[cursor]
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

    /// Whether a visible period is named right after the word at `index`, before any verb or
    /// punctuation ("last six points of the half", "final minute of the first quarter").
    func boundedByAPlace(_ index: Int) -> Bool {
        var end = index + 1
        while tokens.indices.contains(end), end <= index + 8, tokens[end].kind != .punctuation {
            let word = tokens[end].word
            // The word right after is what is last ("the final shot of the third"), never a verb.
            if end > index + 1, tokens[end].kind == .word, GroundingLexicon.pastActions.contains(word) && !isNoun(at: end)
                || ["was", "were", "is", "are", "had", "has", "came", "comes"].contains(word) {
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

    /// A lead or a tie at a moment the clause gives by its score, right after the word ("its
    /// first lead at 4-2", "tied it at 82", "back in front 82-79"). The score is a token of the
    /// sentence, grounded on its own only where the visible plays reach it (`pairIsGrounded`):
    /// scores only rise, so such a moment is a visible one. A moment, not a span: words that
    /// reach past it ("never", "again", "for good", "the rest of the way") no score grounds.
    func isAtAVisibleScore(_ index: Int) -> Bool {
        guard GroundingLexicon.momentary.contains(tokens[index].word),
              let clause = clauses.first(where: { $0.contains(index) }) else { return false }
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
                guard GroundingLexicon.glue.contains(word) || grounded[cursor] || word == "first"
                    || GroundingLexicon.momentary.contains(word) else { return false }
            default:
                return false
            }
        }
        return false
    }

    func isEventWord(_ word: String) -> Bool {
        GroundingLexicon.events.contains(word)
    }

    /// "Q3", "P2", "H1", "3Q", "T3" (overtime is read by the period check).
    func isPeriodLabel(_ word: String) -> Bool {
        // "3q", "2p": the number first.
        if let last = word.last, "qp".contains(last), let number = Int(word.dropLast()) { return number >= 1 }
        guard let first = word.first, let number = Int(word.dropFirst()), number >= 1 else { return false }
        // "t3", "b2": half an inning.
        return "qph".contains(first) || "tb".contains(first) && context.regulationPeriods > 4
    }

    /// A word of a visible play's description next to one of its neighbours there ("lost
    /// ball", "kicked ball"): the sentence quotes the play.
    func isInPlayBigram(at index: Int) -> Bool {
        let word = tokens[index].word
        if let previous = neighbourWord(of: index, step: -1), facts.bigrams.contains(previous + " " + word) { return true }
        if let next = neighbourWord(of: index, step: 1), facts.bigrams.contains(word + " " + next) { return true }
        return false
    }

    func neighbourWord(of index: Int, step: Int) -> String? {
        var cursor = index + step
        while tokens.indices.contains(cursor) {
            let token = tokens[cursor]
            if token.kind == .word, !GroundingLexicon.glue.contains(token.word) { return token.word }
            if token.kind != .word { return nil }
            cursor += step
        }
        return nil
    }

    func nextWord(after index: Int) -> String? {
        let next = index + 1
        return tokens.indices.contains(next) && tokens[next].kind == .word ? tokens[next].word : nil
    }

    /// A word of lead, result or time: only in a clause placed in a period whose score the
    /// reader may see. "never" only over a span inside it; "won", "beat" and "lost" only of
    /// something the reader sees besides ("the opening tip", "the first quarter", "the ball").
    func scopedWordIsGrounded(at index: Int) -> Bool {
        // "finished a finger roll": finishing a shot, not the game.
        if tokens[index].word.hasPrefix("finish"), followsShot(index) { return true }
        // "won the draw", "lost the ball", "won two faceoffs": a play's own contest, anywhere.
        if GroundingLexicon.needsObject.contains(tokens[index].word), actsOnAPlay(index) { return true }
        guard let anchor = anchor(of: index) else { return isAtAVisibleScore(index) }
        // "a first-quarter lead" places the lead; "erased a first-quarter deficit" not the erasing.
        if anchor.adjectival, !isPlacedByItsCompound(index) { return isAtAVisibleScore(index) }
        guard let latest = anchor.latest, let limit = context.placementLimit, latest <= limit else { return false }
        let word = tokens[index].word
        if word == "never", !anchor.within || anchor.from { return false }
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
            return boundedByAPlace(index) || index >= 2 && tokens[index - 1].word == "the" && tokens[index - 2].text == "," && ofThose
        }
        if GroundingLexicon.exclusive.contains(word) {
            // "lost the second quarter by only three": a figure the clause places.
            let next = index + 1
            let figure = tokens.indices.contains(next) && tokens[next].kind == .number && tokens[next].suffix.isEmpty
            // "22 points in just three quarters": the span was all there was (he sat the rest).
            if figure, tokens.indices.contains(next + 1), GroundingTokens.periodUnits.contains(tokens[next + 1].word) { return false }
            // "in the second quarter alone": the place right before bounds it.
            let placedBefore = index > 0 && GroundingTokens.periodUnits.contains(tokens[index - 1].word)
            return figure || placeFollows(index) || placedBefore
        }
        // "outscored Toronto 2-1 after the sixth": from the period's end on, past what the reader
        // sees; only a state at that end ("led 1-0 after the fifth") is the period's.
        if anchor.from, !GroundingLexicon.standings.contains(word) { return false }
        if GroundingLexicon.needsObject.contains(word) { return actsOn(index, GroundingLexicon.scopedObjects, teamAtAScore: true) }
        return true
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
                if parts.contains(where: { objects.contains($0) }) { return true }
                // "beat the Thunder 31-24 in the third quarter": a visible period's score.
                if teamAtAScore, entities[cursor] == .team {
                    let clause = clauses.first { $0.contains(cursor) } ?? cursor..<cursor
                    return tokens[cursor..<clause.upperBound].contains { $0.kind == .pair }
                }
            }
            if token.kind == .punctuation { return false }
            seen += 1
            cursor += 1
        }
        return false
    }
}
