import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The entities (teams, players) and clauses of a sentence, and the places clauses share (a
/// clause's own place is read in GroundingReading+Anchors.swift).
extension GroundingReading {
    mutating func findEntities() {
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .word else {
                index += 1
                continue
            }
            // The longest team name starting here.
            var matched = 0
            var side: String?
            for name in teamNames where name.count > matched && index + name.count <= tokens.count {
                let words = tokens[index..<index + name.count]
                if zip(words, name).allSatisfy({ $0.kind == .word && ($0.word == $1 || $0.word == $1 + "'" ) }) {
                    // An abbreviation counts only in capitals ("WAS", not "was").
                    if name.count == 1, abbreviations.contains(name[0]), words.first!.text != words.first!.text.uppercased() { continue }
                    matched = name.count
                    side = teamSides[name]
                }
            }
            if matched > 0 {
                for offset in 0..<matched { grounded[index + offset] = true }
                entities[index + matched - 1] = .team(side)
                teamName[index + matched - 1] = tokens[index..<index + matched].map { $0.word.replacingOccurrences(of: "'", with: "") }
                index += matched
                continue
            }
            let word = tokens[index].word
            // "the teams", "both teams": the two sides together.
            if word == "teams" {
                entities[index] = .team(nil)
                index += 1
                continue
            }
            if facts.surnames.contains(word) || facts.surnames.contains(word.replacingOccurrences(of: "'", with: "")) {
                grounded[index] = true
                entities[index] = .player(word)
            } else if let key = facts.initialisms[word], !isKnownWord(word), !GroundingLexicon.notInitials.contains(word),
                      tokens[index].text.prefix(word.count).allSatisfy(\.isUppercase) {
                // "KD" for K. Durant: a player's initials, in capitals.
                grounded[index] = true
                entities[index] = .player(key)
            } else if facts.nameTokens.contains(word), tokens[index].capitalised {
                grounded[index] = true
                // A first name before its surname is part of the name the surname gives; alone,
                // it names its player where one visible player has it ("Kyrie with 17").
                let beforeAName = tokens.indices.contains(index + 1) && tokens[index + 1].capitalised
                    && facts.nameTokens.contains(tokens[index + 1].word)
                if !beforeAName, let key = facts.firstNames[word], !isKnownWord(word) { entities[index] = .player(key) }
            }
            index += 1
        }
    }

    /// Clauses end at punctuation that sets one apart and at words that start another
    /// ("but", "while", "then"). A leading clause that only places the sentence ("In the
    /// first quarter,", "Halftime:", "Three quarters down,") places every clause after it.
    mutating func findClauses() {
        var start = 0
        var ranges: [Range<Int>] = []
        for index in tokens.indices {
            let token = tokens[index]
            let breaks = token.kind == .punctuation && [",", ";", ":", "—", "–", "|", "·", "•"].contains(token.text)
                || token.kind == .word && ["but", "while", "whereas", "then", "although", "though", "until", "before"].contains(token.word)
                    && !isPeriodPhraseAfter(index)
                // "trailed in the first quarter and dominated": a second verb, a time of its own.
                || token.kind == .word && token.word == "and" && (startsAPredicate(index + 1) || startsWithASubject(index + 1))
            if breaks {
                if start < index { ranges.append(start..<index) }
                start = index + 1
            }
        }
        if start < tokens.count { ranges.append(start..<tokens.count) }
        clauses = ranges
        var anchors = ranges.map { anchor(reading: $0) }
        // A leading clause that is only a place in the game places the clauses after it, a
        // closing one those before it ("Brooklyn led by 20, 50-30, midway through the second quarter").
        if let first = ranges.first, anchors.count > 1, !anchors[0].periods.isEmpty, isOnlyAPlace(first) {
            for index in anchors.indices.dropFirst() where anchors[index].periods.isEmpty {
                anchors[index] = anchors[0]
            }
        }
        if let last = ranges.last, anchors.count > 1, !anchors[anchors.count - 1].periods.isEmpty, isOnlyAPlace(last) {
            for index in anchors.indices.dropLast() where anchors[index].periods.isEmpty {
                anchors[index] = anchors[anchors.count - 1]
            }
        }
        // "…on an 8-2 run, capped by Curry's 3 with 23 seconds left": a clause that only tells
        // more of the one before it is in its place.
        for index in anchors.indices.dropFirst() where anchors[index].periods.isEmpty && !anchors[index - 1].periods.isEmpty {
            if let first = ranges[index].first(where: { tokens[$0].kind == .word }),
               ["capped", "highlighted", "keyed", "punctuated"].contains(tokens[first].word) {
                anchors[index] = anchors[index - 1]
            }
        }
        // "won the first quarter 40-25 and took the second 23-20": a period by its ordinal alone,
        // of the unit the sentence named before; a place of its clause like any other ("won the
        // first quarter and the fourth" names the fourth).
        for index in anchors.indices {
            let periods = ranges[index].compactMap { ellipticalPeriod(at: $0) }
            guard !periods.isEmpty else { continue }
            if anchors[index].periods.isEmpty { anchors[index].within = true }
            anchors[index].periods.formUnion(periods)
        }
        // "Lauvergne's 3 at 3:32 gave Oklahoma City a six-point lead": a player's play at a clock
        // is in the periods where the plays show one of theirs at that clock. A clause with no
        // name of its own ("… and buried a 25-footer at 2:42") is of the player named before it.
        for index in anchors.indices where anchors[index].periods.isEmpty {
            let range = ranges[index]
            let named = range.compactMap { at -> String? in if case .player(let key)? = entities[at] { key } else { nil } }
            for at in range {
                guard let seconds = clockOrTimeLeft(at: at) else { continue }
                let text = GroundingFacts.clockText(seconds)
                var players = named
                if players.isEmpty, case .player(let key)? = subject(of: at) { players = [key] }
                // Time left is a clock as the plays read it; a clock may be either.
                let left = tokens[at].kind != .clock
                anchors[index].periods.formUnion(players.flatMap { player in
                    (facts.moments[player]?[text] ?? []).union(left ? [] : facts.elapsedMoments[player]?[text] ?? [])
                })
            }
        }
        // "…, and went 1-for-4 at the line in the quarter": the period the sentence named before.
        // In a block's narrative too: the period named, not the block's own.
        for index in anchors.indices.dropFirst() {
            let text = tokens[ranges[index]].map(\.text).joined(separator: " ")
            guard Self.thatPeriod.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil,
                  mentions.latestPeriod(in: text) == nil,
                  let placed = anchors[..<index].last(where: { !$0.periods.isEmpty }) else { continue }
            anchors[index] = placed
            anchors[index].within = true
        }
        // A clause that goes on with a participle ("…, turning a 12-point deficit into a tie")
        // or only sets a score beside the one before it ("…, 23-20", "…, at 38-17") is in the
        // place of the clause before it.
        for index in anchors.indices.dropFirst() where anchors[index].periods.isEmpty {
            let first = tokens[ranges[index].lowerBound]
            let words = tokens[ranges[index]].filter { $0.kind == .word }.map(\.word)
            // "…, Jake Meyers striking out again": a participle and no verb of its own.
            let absolute = words.contains { $0.hasSuffix("ing") && GroundingLexicon.actions.contains($0) }
                && !words.contains { $0 == "never" || $0.hasSuffix("ed") || GroundingLexicon.pastActions.contains($0) && !$0.hasSuffix("ing") }
            // "…, the last three on a 26-foot pull-up": the last or first of what the clause before placed.
            let appositive = first.kind == .word && first.word == "the" && words.count >= 2
                && ["last", "first", "final"].contains(words[1])
            let participle = first.kind == .word && first.word.hasSuffix("ing") && first.word != "during" || absolute || appositive
            let scoreOnly = tokens[ranges[index]].allSatisfy {
                $0.kind != .word || GroundingLexicon.glue.contains($0.word) || ["later", "earlier"].contains($0.word)
            }
            // The nearest clause before it that is placed.
            if participle || scoreOnly, let placed = anchors[..<index].last(where: { !$0.periods.isEmpty }) { anchors[index] = placed }
            // "…in the second quarter, when Washington outscored Oklahoma City 34-28": a clause
            // about the period the one before it ends on.
            let previous = ranges[index - 1]
            if first.kind == .word, first.word == "when", !anchors[index - 1].periods.isEmpty, let last = previous.last,
               tokens[last].kind == .word && (GroundingTokens.periodUnits.contains(tokens[last].word)
                   || GroundingLexicon.ordinals.contains(tokens[last].word) || isPeriodLabel(tokens[last].word))
                || tokens[last].kind == .number && tokens[last].ordinal {
                anchors[index] = anchors[index - 1]
            }
        }
        self.anchors = anchors
        findFigurePlaces()
    }

    /// Whether a verb in the past starts at `index` ("… and dominated", "… and took the lead").
    func startsAPredicate(_ index: Int) -> Bool {
        guard tokens.indices.contains(index), tokens[index].kind == .word else { return false }
        let word = tokens[index].word
        if entities[index] != nil { return false }
        return GroundingLexicon.pastActions.contains(word) || GroundingLexicon.scoped.contains(word) && word.hasSuffix("ed")
            || !isKnownWord(word) && word.hasSuffix("ed")
    }

    /// "… in the first quarter and the Nets never lost the lead": a new subject and its verb,
    /// a clause of its own, which the place of the one before does not reach.
    func startsWithASubject(_ index: Int) -> Bool {
        var cursor = index
        if tokens.indices.contains(cursor), tokens[cursor].word == "the" { cursor += 1 }
        var named = false
        while tokens.indices.contains(cursor), tokens[cursor].kind == .word, tokens[cursor].capitalised, grounded[cursor] || entities[cursor] != nil {
            if entities[cursor] != nil { named = true }
            cursor += 1
        }
        guard named, tokens.indices.contains(cursor), tokens[cursor].kind == .word else { return false }
        let word = tokens[cursor].word
        return startsAPredicate(cursor) || GroundingLexicon.actions.contains(word) || GroundingLexicon.scoped.contains(word)
            || ["never", "not", "did", "had", "has", "was", "were", "would", "could", "also", "then", "still", "again"].contains(word)
    }

    func isKnownWord(_ word: String) -> Bool {
        GroundingLexicon.glue.contains(word) || isEventWord(word) || GroundingLexicon.scoped.contains(word)
    }

    /// "before halftime", "before the first intermission": a place, not a new clause.
    func isPeriodPhraseAfter(_ index: Int) -> Bool {
        guard tokens[index].word == "before" || tokens[index].word == "until" else { return false }
        let rest = tokens[(index + 1)...].prefix(4).map(\.word)
        return rest.contains { GroundingTokens.periodUnits.contains($0) || $0 == "halftime" || $0 == "break" || $0 == "tip" || $0 == "tip-off" }
    }

    /// "the second" in "won the first quarter 40-25 and took the second 23-20": an ordinal after
    /// "the" with no noun after it, when an ordinal and a unit came before it in the sentence
    /// ("the first quarter"): that unit's period. After a preposition ("late in the second") it
    /// is the period of that number, as `PeriodMentions` reads it.
    func ellipticalPeriod(at index: Int) -> Int? {
        guard index > 0, tokens[index].ordinal, let value = tokens[index].value, tokens[index - 1].word == "the",
              !tokens.indices.contains(index + 1) || tokens[index + 1].kind != .word,
              !["in", "of", "into", "through", "during", "after", "before", "since", "until"].contains(previousWord(before: index - 1) ?? "")
        else { return nil }
        // "the first quarter", or a count of them ("through three quarters and sat the fourth").
        let unit = (1..<index).reversed().first { at in
            GroundingTokens.periodUnits.contains(tokens[at].word)
                && (tokens[at - 1].ordinal || GroundingLexicon.ordinals.contains(tokens[at - 1].word)
                    || tokens[at - 1].kind == .number && tokens[at - 1].suffix.isEmpty || GroundingLexicon.cardinals.contains(tokens[at - 1].word))
        }
        return unit.map { mentions.period(value, unit: tokens[$0].word) }
    }

    func isOnlyAPlace(_ range: Range<Int>) -> Bool {
        range.allSatisfy { index in
            let token = tokens[index]
            switch token.kind {
            case .punctuation, .clock: return true
            // "the 3rd", "12 minutes in": a place; "7 of them in the second" is a figure.
            case .number:
                let next = nextWord(after: index) ?? ""
                return token.ordinal || GroundingLexicon.units[next] == .minutes || GroundingLexicon.units[next] == .seconds
                    || GroundingTokens.periodUnits.contains(next) || isPeriodPosition(index)
            case .pair, .symbol: return false
            case .word:
                return GroundingLexicon.glue.contains(token.word) || GroundingTokens.periodUnits.contains(token.word)
                    || isPeriodLabel(token.word) || ["halftime", "half-time", "early", "late", "end", "start", "after", "heading",
                                                     "entering", "going", "through", "intermission", "opening", "minutes",
                                                     "midway", "mid", "middle", "break", "down", "done", "gone", "last", "final", "score", "seconds",
                                                     "moments", "closing", "waning"].contains(token.word)
                    || isVenue(index) || isALabelsVenue(index, in: range)
                    || GroundingLexicon.ordinals.contains(token.word)
            }
        }
    }

    /// "After one in Tampa:": a place's capitalised words after "in" or "at" in a label, the
    /// clause ending at its colon (a city that is no team's whole name).
    func isALabelsVenue(_ index: Int, in range: Range<Int>) -> Bool {
        guard tokens[index].capitalised, range.upperBound < tokens.count, tokens[range.upperBound].text == ":" else { return false }
        var start = index
        while start > range.lowerBound, tokens[start - 1].kind == .word, tokens[start - 1].capitalised { start -= 1 }
        return start > range.lowerBound && ["in", "at"].contains(tokens[start - 1].word)
    }

    /// A team's city or name after "in" or "at": where the game is played ("Halftime in
    /// Oklahoma City:").
    func isVenue(_ index: Int) -> Bool {
        guard isTeamToken(tokens[index]) else { return false }
        var start = index
        while start > 0, tokens[start - 1].kind == .word, isTeamToken(tokens[start - 1]) { start -= 1 }
        return start > 0 && ["in", "at"].contains(tokens[start - 1].word)
    }
}
