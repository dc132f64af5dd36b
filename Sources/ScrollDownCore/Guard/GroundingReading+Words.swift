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
        if let position = assistPositionIsGrounded(at: index) { return position }
        // "two periods after Bennett", "an inning later", "40 minutes after his goal", "four
        // innings apart": a play placed by its distance from another, which may reach past the
        // horizon (the plays' seconds apart are read with their numbers).
        if ["later", "after", "afterward", "afterwards", "apart"].contains(nextWord(after: index) ?? ""),
           GroundingTokens.periodUnits.contains(word) || ["minute", "minutes", "min", "mins"].contains(word), index > 0,
           tokens[index - 1].kind == .number && !tokens[index - 1].ordinal
            || ["a", "an", "few", "several", "couple", "of", "many"].contains(tokens[index - 1].word) {
            return false
        }
        if isNothingFromAPlayOn(at: index) { return false }
        if isALeadersClaim(at: index) { return true }
        if let leader = leaderWithoutACount(at: index) { return leader }
        if let reach = wordOfReachIsGrounded(at: index) { return reach }
        // A save in baseball is a pitcher's decision, made at the game's end; in hockey, a stop.
        if ["save", "saves", "saved"].contains(word), context.regulationPeriods > 4 { return false }
        if GroundingLexicon.labels.contains(word), isInALabel(index) { return true }
        if GroundingLexicon.glue.contains(word) || GroundingLexicon.glue.contains(token.text.lowercased()) { return true }
        // The game as what someone had, was given, took or saved ("Curry's night ended", "handed
        // Boston the game", "Boston took the game", "Forsling saved the game"): the whole of it.
        if ["game", "night"].contains(word), index > 0 {
            let owner = ["his", "her", "their", "its"].contains(tokens[index - 1].word)
                || entities[index - 1] != nil && tokens[index - 1].isPossessive
            var cursor = index - 1
            while cursor > 0, entities[cursor] != nil || ["the", "this", "them", "him", "us"].contains(tokens[cursor].word) { cursor -= 1 }
            let given = ["give", "gave", "given", "gives", "giving", "hand", "handed", "hands", "handing", "take", "took", "taken",
                         "takes", "taking", "stole", "steal", "steals", "stealing", "save", "saved", "saves", "saving"].contains(tokens[cursor].word)
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
        // "just after Morris's dunk", "right after it": no "only", no direction.
        if ["just", "right"].contains(word), ["after", "before", "as", "when", "moments", "seconds"].contains(nextWord(after: index) ?? "") {
            return true
        }
        // "at the other end": of the floor.
        if word == "end", previousWord(before: index) == "other" { return true }
        // "went for extra bases", "an extra possession": no extra period.
        if word == "extra", ["base", "bases", "possession", "possessions"].contains(nextWord(after: index) ?? "") { return true }
        // "the lone assist on Bennett's goal": a goal of a player the sentence names with one
        // assist, by a player it names.
        if ["lone", "sole", "only"].contains(word), nextWord(after: index) == "assist" {
            let named = Set(entities.values.compactMap { entity -> String? in if case .player(let key) = entity { key } else { nil } })
            if named.contains(where: { scorer in named.contains { facts.loneAssists.contains(scorer + " " + $0) } }) { return true }
        }
        // "five faceoff wins": faceoffs won, counted as faceoffs.
        if ["win", "wins"].contains(word), ["faceoff", "face-off", "draw"].contains(previousWord(before: index) ?? "") { return true }
        // "until 8:44 of the second": to a moment the clause names (its place is checked as such).
        if ["until", "till"].contains(word),
           let period = mentions.latestPeriod(in: tokens[(index + 1)...].prefix(5).map(\.text).joined(separator: " ")) {
            return context.placementLimit.map { period <= $0 } ?? false
        }
        if word == "percent", index > 0, shootingPercentage(at: index - 1) == true { return true }
        // "homered to left", "a lineout to Varsho in left": where a batted ball went, who fielded it.
        if ["left", "right"].contains(word), ["to", "in"].contains(previousWord(before: index) ?? ""), context.regulationPeriods > 4 { return true }
        if isTheLeadPassing(at: index) { return true }
        // "There were three ties in the first quarter": there is, not from there on.
        if word == "there", ["was", "were", "is", "are", "had", "has", "have"].contains(nextWord(after: index) ?? "") { return true }
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
        if word == "one", isShareOf(after: index) || shotLine(at: index) == true { return true }
        if isTheSeasonOfACount(at: index) { return true }
        // "six seconds later", "moments later": the time between two plays the sentence names, each
        // of which is grounded on its own.
        if word == "later", let previous = previousWord(before: index),
           previous == "moments" || GroundingLexicon.isTimeUnit(previous) {
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
        // A play quoted: "Lost Ball Turnover", "lost the ball" (not "lost the ball and the game").
        if isInPlayBigram(at: index) {
            return !GroundingLexicon.needsObject.contains(word) || !joinsAnotherObject(after: index + 1, GroundingLexicon.playObjects)
        }
        if isAScoreMoment(at: index) { return true }
        if word == "not", isAContrast(at: index) { return true }
        if let needed = Self.multipleDoubles[word] { return reachedDoubles(needed, at: index) }
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
        // "over the rest of the third quarter", "over the last 5:34 of the first": a stretch to a
        // visible period's end (its figures are read as `tailIsGrounded`).
        if word == "over", nextWord(after: index) == "the", tokens.indices.contains(index + 2),
           ["rest", "last", "final", "closing"].contains(tokens[index + 2].word),
           let anchor = visible(anchor(of: index)), !anchor.from, !anchor.periods.isEmpty {
            return true
        }
        // "turned it over", "turned the ball over": the verb before, past glue and "ball".
        if word == "over" {
            var cursor = index - 1
            while cursor >= 0, tokens[cursor].kind == .word, GroundingLexicon.glue.contains(tokens[cursor].word) || tokens[cursor].word == "ball" {
                cursor -= 1
            }
            if cursor >= 0, ["turned", "turn", "turns", "turning"].contains(tokens[cursor].word) { return true }
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
        if let cameAway = cameAway(at: index) { return cameAway }
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

    /// "had a double-double through three quarters": ten or more in two (three) of points,
    /// rebounds, assists, steals and blocks, by the player it is told of, from the start to the
    /// end of the period the clause places it in. With no place it is the game's.
    func reachedDoubles(_ needed: Int, at index: Int) -> Bool {
        guard let place = visible(anchor(of: index)), let latest = place.latest, !place.from,
              case .player(let key)? = subject(of: index) ?? clauseSubject(of: index), let player = facts.players[key] else { return false }
        let reached = ["points", "rebounds", "assists", "steals", "blocks"].filter { family in
            (player.periodEnds[family]?[latest] ?? []).contains { $0 >= 10 }
        }
        return reached.count >= needed
    }

    static let multipleDoubles: [String: Int] = ["double-double": 2, "triple-double": 3]

    /// "came away empty (-handed)": like "came up empty", a side's nothing, grounded only where
    /// its clause is placed in a period the reader sees; "came away with the tip": a play's
    /// possession. nil for any other word.
    func cameAway(at index: Int) -> Bool? {
        let word = tokens[index].word
        let away = word == "away" ? index : ["empty", "empty-handed"].contains(word) && previousWord(before: index) == "away" ? index - 1 : nil
        guard let away, ["came", "come", "comes", "coming"].contains(previousWord(before: away) ?? "") else { return nil }
        if ["empty", "empty-handed"].contains(nextWord(after: away) ?? "") {
            // "loaded the bases in the second but came away empty": the same side's second
            // predicate, about the chance the clause before it placed.
            if anchor(of: away) == nil, let own = clauses.firstIndex(where: { $0.contains(away) }), own > 0,
               !clauses[own].contains(where: { entities[$0] != nil }),
               tokens[clauses[own - 1].upperBound..<clauses[own].lowerBound].contains(where: { ["and", "but", "yet"].contains($0.word) }),
               let place = visible(anchors[own - 1]), !place.from, !place.periods.isEmpty {
                return true
            }
            return scopedWordIsGrounded(at: away)
        }
        guard word == "away", nextWord(after: away) == "with",
              tokens[(away + 2)...].prefix(3).contains(where: { ["tip", "ball", "puck", "rebound", "draw", "faceoff", "possession"].contains($0.word) })
        else { return nil }
        return true
    }

    /// "Correction: Beal had 18 points, not 16", "it was Schneider, not Clement, who walked": a
    /// name or a figure set against the one the sentence claims, between a comma and the next
    /// punctuation, with no verb of its own. What it corrects is the claim, and checked as one.
    func isAContrast(at index: Int) -> Bool {
        guard index > 0, tokens[index - 1].text == "," else { return false }
        let rest = tokens[(index + 1)...].prefix(5)
        guard let end = rest.firstIndex(where: { $0.kind == .punctuation }), end > index + 1,
              [",", ".", ";", "!"].contains(tokens[end].text) || end == tokens.count - 1 else {
            return false
        }
        return tokens[(index + 1)..<end].allSatisfy { token in
            token.kind == .number || token.kind == .pair || token.capitalised || GroundingLexicon.glue.contains(token.word)
        }
    }

    /// "did not add a point after his layup", "went scoreless since", "did not check back in":
    /// nothing from a moment on, or no return, is nothing until the game's end. (A span with its
    /// end named, "for 3:13", "until Gortat's layup", is not grounded either: the plays' gaps are
    /// not computed.)
    func isNothingFromAPlayOn(at index: Int) -> Bool {
        let word = tokens[index].word
        guard ["not", "no", "never", "without", "scoreless", "nothing", "none", "neither", "nor"].contains(word) || word.hasSuffix("n't"),
              let clause = clause(of: index) else { return false }
        return clause.contains { at in
            if ["thereafter", "afterward", "afterwards", "anymore"].contains(tokens[at].word) { return true }
            // "did not check back in", "didn't return": no return, ever, unless the clause bounds
            // it ("never led again in the first half").
            if ["back", "again", "return", "returned", "returns", "returning", "re-enter", "re-entered", "reenter",
                "reentered"].contains(tokens[at].word) {
                // The bound is the period right after, before any moment the clause runs from
                // ("never led again after Durant's three in the first quarter" runs from the three on).
                let rest = tokens[(at + 1)..<clause.upperBound]
                let end = rest.firstIndex { ["after", "since", "following"].contains($0.word) } ?? clause.upperBound
                let bounded = tokens[(at + 1)..<end].contains {
                    GroundingTokens.periodUnits.contains($0.word) || isPeriodLabel($0.word)
                }
                return !(bounded && anchor(of: at) != nil)
            }
            guard ["after", "since"].contains(tokens[at].word) else { return false }
            // "still scoreless after four innings": the state at a period's end, not from a play on
            // ("after Durant's three" is from a play on).
            let next = tokens[(at + 1)...].prefix(3)
            if next.contains(where: \.isPossessive) { return true }
            return !next.contains { token in
                token.kind == .number || GroundingTokens.periodUnits.contains(token.word)
                    || ["halftime", "half-time", "intermission", "break", "half"].contains(token.word)
            }
        }
    }

    /// Whether `index` is in the label that opens a sentence, up to three words before its colon
    /// ("Trivia:", "Image description:", "Advance-scouting note:").
    func isInALabel(_ index: Int) -> Bool {
        guard let colon = tokens.prefix(4).firstIndex(where: { $0.text == ":" }), index < colon else { return false }
        return tokens[..<colon].allSatisfy { $0.kind == .word }
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
}
