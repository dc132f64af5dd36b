import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Two numbers of the teams (a score, a period's points, a run) and a margin: grounded where
/// the clause places them in a period whose score the reader may see.
extension GroundingReading {
    /// Two numbers of the teams: a score, a period's points or a run of a period whose score the
    /// reader may see, named in the clause. A recap may also give a running score without
    /// naming its period ("a layup made it 64-55"): the scores only rise, so one the plays show
    /// is never a later period's.
    func pairIsGrounded(_ pair: ScorePair, at index: Int, also other: Int? = nil, run: Bool, compact: Bool = false) -> Bool {
        guard let limit = context.placementLimit else { return false }
        let placed = self.anchor(of: index) ?? other.flatMap { self.anchor(of: $0) }
        // "capped a 10-0 Nets run and made it 38-17": a run is placed by a score it ended at or
        // started from, when the sentence gives one the reader sees.
        if run, placed == nil {
            let ends = tokens.indices.filter { $0 != index && tokens[$0].kind == .pair && introducesAScore(before: $0) }
            if ends.contains(where: { end in
                guard let away = tokens[end].value, let home = tokens[end].second else { return false }
                return facts.runs(at: ScorePair(away, home), through: limit).contains(pair)
            }) {
                return true
            }
        }
        guard let anchor = placed else {
            // "END OF 1ST: Panthers 2, Lightning 1. Shots 10-6 Tampa Bay.": both sides' counts of a
            // kind the sentence names, after a sentence placed where the reader sees, are of that place.
            if !run, let carried = carriedPlace {
                let kinds = kindsNamed(in: tokens.indices)
                if kinds.contains(where: { facts.periods[carried]?.countPairs[$0]?.contains(pair) == true }) { return true }
            }
            // In a recap, or a narrative of a period the reader sees the end of, and brought in as a
            // score of play ("made it 64-55", "went up 19-13", "a 4-2 lead"): "Brooklyn is 1-0"
            // is a record.
            guard compact, !run, context.ownPeriod.map({ $0 <= limit }) ?? true, introducesAScore(before: index) else { return false }
            // "in a 1-0 game", "the 1-0 decision": the game told by a score, its last one, unless
            // play made it so at a moment ("made it a 2-1 game", "turned a 2-1 game into a rout").
            if Self.wholeGameNouns.contains(nextWord(after: index) ?? "") {
                let before = tokens[max(0, index - 3)..<index].map(\.word)
                guard before.contains("it") || before.contains(where: { ["turned", "turn", "turns", "turning"].contains($0) }) else { return false }
            }
            return facts.isRunningScore(pair, through: limit)
        }
        guard let latest = anchor.latest, latest <= limit else { return false }
        if !run, context.allowedScores.contains(pair) { return true }
        // Both sides' counts of one kind ("outhit Tampa Bay 19-9"): of the kind the clause counts, where it names one.
        // With no kind of its own, a pair counts a kind its sentence names ("Shots on goal were
        // 16-13", "even in hits, 11-11, and in faceoffs"); with none named, no count at all.
        let own = countedKinds(at: index)
        let kinds = own.isEmpty ? kindsNamed(in: tokens.indices) : Set(own)
        // After a period, a pair is the score at its end or a stretch from it on, past what the
        // reader sees ("outshot them 10-6 after the first"); both sides' counts told with no verb
        // of play are the counts at that end ("Shots 10-6 Tampa Bay after one").
        if anchor.from {
            guard !run, !hasAVerbOfPlay(clause(of: index) ?? index..<index + 1) else { return false }
            return kinds.contains { kind in facts.periods[latest]?.throughPair(of: kind) == pair }
        }
        return facts.periods(through: latest).contains { period in
            run ? period.runs.contains(pair)
                : period.pairs.contains(pair) || !period.pairs.isEmpty
                    && period.countPairs.contains { kinds.contains($0.key) && $0.value.contains(pair) }
        }
    }

    /// "outscored them 22-10 over the rest of the third quarter", "22-6 over the last 5:34 of the
    /// opening quarter": what the sides scored from a moment to the end of a period the sentence
    /// places (`Period.tails`); nil when the clause tells no stretch to a period's end. "The rest
    /// of the way" runs to the game's end and is none; "a 14-13 lead they held for the rest of
    /// the half" is a score, not what was scored over the stretch.
    func tailIsGrounded(_ pair: ScorePair, at index: Int) -> Bool? {
        guard let clause = clause(of: index),
              followedByRunNoun(index) || clause.contains(where: { tokens[$0].word.hasPrefix("outscor") }),
              clause.contains(where: { at in
            let word = tokens[at].word
            if word == "rest", nextWord(after: at) == "of" {
                let next = tokens[(at + 2)...].prefix(2).first { $0.word != "the" }
                return next.map { GroundingTokens.periodUnits.contains($0.word) || $0.kind == .number && $0.ordinal || isPeriodLabel($0.word) } ?? false
            }
            guard ["last", "final", "closing"].contains(word), tokens.indices.contains(at + 2) else { return false }
            let span = tokens[at + 1].kind == .clock ? at + 2
                : tokens[at + 1].kind == .number && GroundingLexicon.isTimeUnit(tokens[at + 2].word) ? at + 3 : nil
            return span.map { tokens.indices.contains($0) && tokens[$0].word == "of" } ?? false
        }) else { return nil }
        let named = Set(anchors.flatMap(\.periods))
        guard let place = visible(figurePlace(of: index)) ?? (named.count == 1 ? visible(anchors.first { !$0.periods.isEmpty }) : nil),
              !place.from else { return false }
        // The withheld period at `read`'s step is no place for a team's figure (`withheldPeriodClause`).
        return place.periods.contains { facts.periods[$0]?.tails.contains(pair) == true }
    }

    /// Whether a clause holds a verb of play ("outshot", "had", "scored"): not only a kind's
    /// name and its counts, which a place after a period's end gives as they stood there.
    func hasAVerbOfPlay(_ clause: Range<Int>) -> Bool {
        clause.contains { at in
            let word = tokens[at].word
            guard tokens[at].kind == .word, kindsNamed(in: [at]).isEmpty else { return false }
            return GroundingLexicon.actions.contains(word) && !isNoun(at: at) || GroundingLexicon.irregularPast.contains(word)
                || Self.presentVerbs.contains(word)
        }
    }

    /// Nouns a score may name the whole game by.
    static let wholeGameNouns: Set<String> = [
        "game", "games", "contest", "affair", "ballgame", "decision", "result", "victory", "win", "loss", "defeat", "triumph",
        "shutout", "final", "verdict", "thriller", "nailbiter", "nail-biter", "squeaker", "battle", "duel", "matchup",
    ]

    func marginIsGrounded(_ value: Int, at index: Int) -> Bool {
        // "got within 10 in the third quarter": a margin of the periods the clause is in, not
        // of an earlier one; "led by 15 through three quarters" may be any up to the place.
        if let place = visible(anchor(of: index)), place.within, !spansFromTheStart(index) {
            return place.periods.contains { facts.periods[$0]?.margins.contains(value) == true }
        }
        return marginIsGrounded(value, in: anchor(of: index))
    }

    /// "Oklahoma City's biggest lead of the first half was 16": the "biggest" or "largest" before
    /// a lead's noun that the number at `index` follows in its clause, if any.
    func biggestLead(before index: Int) -> Int? {
        // "two quarters" of "the first two quarters" is the place, no lead.
        guard !tokens[index].ordinal, !GroundingTokens.periodUnits.contains(nextWord(after: index) ?? ""), let clause = clause(of: index),
              let top = (clause.lowerBound..<index).first(where: { ["biggest", "largest"].contains(tokens[$0].word) }),
              ["lead", "margin", "cushion", "advantage"].contains(nextWord(after: top) ?? "") else { return nil }
        return top
    }

    /// The largest lead of the side named before `top` ("Oklahoma City's biggest lead"; either
    /// side's with none) over the periods its clause places it in (a half's are both its
    /// periods), or from the start through a span from it.
    func biggestLeadIsGrounded(_ value: Int, of top: Int, at index: Int) -> Bool {
        guard let place = visible(anchor(of: index)), let latest = place.latest, !place.from, !place.openEnded else { return false }
        var side: String?
        if top > 0, tokens[top - 1].isPossessive, case .team(let named)? = entities[top - 1] { side = playedSide(named) }
        let periods: [Int] = spansFromTheStart(index) ? Array(1...latest) : place.periods.sorted()
        let leads = periods.compactMap { facts.periods[$0] }.flatMap { period in
            side.map { [period.sideLeads[$0] ?? 0] } ?? Array(period.sideLeads.values)
        }
        return leads.max() == value
    }

    /// Whether `value` was a margin at some moment through `place`, a place the reader sees.
    func marginIsGrounded(_ value: Int, in place: ClauseAnchor?) -> Bool {
        guard let latest = visible(place)?.latest else { return false }
        return facts.periods(through: latest).contains { $0.margins.contains(value) }
    }

    /// A word just before a score that makes it a moment of play: "made it", "at", "to", "up",
    /// "led", "a 4-2 lead".
    func introducesAScore(before index: Int) -> Bool {
        let introducers: Set<String> = [
            "it", "at", "to", "up", "down", "a", "an", "the", "of", "from", "by", "with", "led", "leads", "lead", "leading",
            "trailed", "trail", "trails", "trailing", "tied", "tie", "ahead", "behind", "front", "make", "made", "makes", "making",
        ]
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .punctuation, tokens[cursor].text != "." { cursor -= 1 }
        if cursor >= 0, tokens[cursor].kind == .word {
            // "tied the game 10-10", "evened the score 2-2".
            if ["game", "score"].contains(tokens[cursor].word), cursor >= 2, tokens[cursor - 1].word == "the",
               ["tied", "tie", "ties", "tying", "knotted", "evened", "levelled", "leveled"].contains(tokens[cursor - 2].word) {
                return true
            }
            return introducers.contains(tokens[cursor].word)
        }
        // "64-55 at the half", a score opening its sentence: what follows places it, not a record's verb.
        return cursor < 0
    }

    /// "pushed the lead to 8 at 40-32": the size of the lead at the score that follows (which
    /// is itself grounded only where the plays reach it).
    func isTheMarginOfTheScoreAfter(_ index: Int) -> Bool {
        guard nextWord(after: index) == "at", tokens.indices.contains(index + 2), tokens[index + 2].kind == .pair,
              let value = tokens[index].value, let first = tokens[index + 2].value, let second = tokens[index + 2].second
        else { return false }
        return abs(first - second) == value
    }

    func followedByRunNoun(_ index: Int) -> Bool {
        var cursor = index + 1
        while tokens.indices.contains(cursor), tokens[cursor].kind == .word, cursor <= index + 4 {
            if GroundingLexicon.runNouns.contains(tokens[cursor].word) { return true }
            // "an 8-0 Nets burst", "a 10-0 Oklahoma City run".
            if !["points", "point"].contains(tokens[cursor].word) && entities[cursor] == nil && !isTeamWord(cursor) { return false }
            cursor += 1
        }
        return false
    }

    /// "third-quarter", "first-half", "second-period": a period as an adjective.
    func isPeriodCompound(_ word: String) -> Bool {
        let parts = word.split(separator: "-").map(String.init)
        return parts.count == 2 && GroundingTokens.periodUnits.contains(parts[1])
            && (GroundingLexicon.ordinals.contains(parts[0]) || parts[0].first?.isNumber == true)
    }

    /// A word that is part of a team's name ("Oklahoma" in "Oklahoma City").
    func isTeamWord(_ index: Int) -> Bool {
        grounded[index] && entities[index] == nil && teamNames.contains { $0.contains(tokens[index].word) }
    }

    func isTieCue(before index: Int) -> Bool {
        guard let previous = previousWord(before: index) else { return false }
        guard previous == "at" else { return false }
        // "tied it at 82", "tied the game at 82", "the score was level at 2".
        let ties: Set<String> = ["tied", "tie", "level", "knotted", "knot", "even", "deadlocked"]
        var cursor = index - 2
        while cursor >= 0, index - cursor <= 4, let word = previousWord(before: cursor + 1) {
            if ties.contains(word) { return true }
            guard ["it", "the", "game", "score", "things", "contest", "was", "were", "is"].contains(word) else { return false }
            cursor -= 1
        }
        return false
    }

    func isMarginCue(before index: Int) -> Bool {
        var at = index - 1
        // "by only three", "by just one".
        while at >= 0, tokens[at].kind == .word, ["only", "just", "nearly", "almost", "about", "exactly"].contains(tokens[at].word) { at -= 1 }
        guard at >= 0, tokens[at].kind == .word else { return false }
        let previous = tokens[at].word
        let before = (max(0, index - 5)..<index).compactMap { tokens[$0].kind == .word ? tokens[$0].word : nil }
        // "trim its deficit to seven", "cut it to two", "from 35 to 26", "the lead reached 30".
        if before.contains(where: { GroundingLexicon.marginNouns.contains($0) || ["cut", "trim", "trimmed", "cuts", "trims"].contains($0) }) {
            return true
        }
        if GroundingLexicon.marginCues.contains(previous) {
            // "scored 12 by halftime" is no margin; "by" before a number is.
            return true
        }
        if previous == "as", at > 0, tokens[at - 1].word == "many" { return true }
        return false
    }
}
