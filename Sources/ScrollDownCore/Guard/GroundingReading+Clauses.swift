import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The entities (teams, players) and clauses of a sentence, and the place each clause is anchored in.
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
                // A first name alone names its player only with the surname after it.
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

    /// `place` when the reader sees the end of its latest period (`LeakGuardContext.placementLimit`), else nil.
    func visible(_ place: ClauseAnchor?) -> ClauseAnchor? {
        guard let latest = place?.latest, let limit = context.placementLimit, latest <= limit else { return nil }
        return place
    }

    func anchor(of index: Int) -> ClauseAnchor? {
        guard let clause = clauses.firstIndex(where: { $0.contains(index) }) else { return nil }
        let anchor = anchors[clause]
        return anchor.periods.isEmpty ? nil : anchor
    }

    /// The clock a token gives: a clock ("3:32"), or the time left it counts ("with 23 seconds
    /// left", "two minutes remaining", "four seconds to go"), which is the clock of that moment.
    func clockOrTimeLeft(at index: Int) -> Int? {
        let token = tokens[index]
        if token.kind == .clock { return GroundingFacts.seconds(token.text) }
        guard token.kind == .number, !token.ordinal, token.suffix.isEmpty, let value = token.value,
              let unit = nextWord(after: index).flatMap({ GroundingLexicon.units[$0] }), unit == .seconds || unit == .minutes,
              let left = nextWord(after: index + 1),
              ["left", "remaining"].contains(left) || left == "to" && nextWord(after: index + 2) == "go" else { return nil }
        return unit == .minutes ? value * 60 : value
    }

    /// The periods a clause names, read by `PeriodMentions` and the forms it leaves out
    /// ("three quarters", "40 minutes", "early", "at intermission", "heading into the fourth").
    func anchor(reading range: Range<Int>) -> ClauseAnchor {
        var anchor = anchor(reading: tokens[range].map(\.text).joined(separator: " "))
        if !anchor.periods.isEmpty, range.contains(where: { isPeriodCompound(tokens[$0].word) }) {
            let bare = range.map { isPeriodCompound(tokens[$0].word) ? "it" : tokens[$0].text }.joined(separator: " ")
            anchor.adjectival = self.anchor(reading: bare).periods.isEmpty
        }
        return anchor
    }

    /// The periods a clause's text names (`anchor(reading:)` on its tokens).
    func anchor(reading clauseText: String) -> ClauseAnchor {
        var text = clauseText
        var anchor = ClauseAnchor()
        let whole = { NSRange(location: 0, length: text.utf16.count) }
        // "Half:" as a label: halftime.
        if Self.halfLabel.firstMatch(in: text, range: whole()) != nil, let half = mentions.halftime { anchor.periods.insert(half) }
        // "heading into the fourth (quarter)": the end of the third.
        if let match = Self.into.firstMatch(in: text, range: whole()) {
            let group = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            let ordinal = NSString(string: text).substring(with: group).lowercased()
            let number = GroundingLexicon.ordinals.firstIndex(of: ordinal).map { $0 + 1 }
                ?? Int(ordinal.prefix { $0.isNumber })
            if let number, number > 1 {
                anchor.periods.insert(number - 1)
                text = NSString(string: text).replacingCharacters(in: match.range, with: " ")
            }
        }
        // "at the end", "in the end", "for the game", "overall": the end of the game, which for a
        // finished game no reader sees before the reveal (overtime may have followed).
        if Self.endOfGame.firstMatch(in: text, range: whole()) != nil {
            anchor.periods.insert(context.gameIsFinished ? context.regulationPeriods + 1 : context.regulationPeriods)
        }
        // "late in the quarter" in a block's narrative: late in its own period, not in the game.
        if let own = context.ownPeriod, let match = Self.lateInOwn.firstMatch(in: text, range: whole()) {
            anchor.periods.insert(own)
            anchor.within = true
            text = NSString(string: text).replacingCharacters(in: match.range, with: " ")
        }
        if let latest = mentions.latestPeriod(in: text) {
            anchor.periods.insert(latest)
            // Every period named, for "28 in the second quarter and 24 in the third".
            for number in 1..<max(latest, 1) where mentionsPeriod(number, in: text) { anchor.periods.insert(number) }
        }
        let source = NSString(string: text)
        for match in Self.endOf.matches(in: text, range: whole()) + Self.endedThe.matches(in: text, range: whole()) {
            let word = source.substring(with: match.range(at: 1)).lowercased()
            if let number = GroundingLexicon.ordinals.firstIndex(of: word).map({ $0 + 1 }) ?? Int(word.prefix { $0.isNumber }) {
                anchor.periods.insert(number)
            }
        }
        for match in Self.counted.matches(in: text, range: whole()) {
            // "led 1-0 for four innings": how long, not which innings; it may run past the horizon.
            let before = source.substring(to: match.range.location).lowercased().split(separator: " ").last
            if before == "for" { continue }
            let word = source.substring(with: match.range(at: 1)).lowercased()
            let unit = source.substring(with: match.range(at: 2)).lowercased()
            guard let count = GroundingLexicon.cardinals.firstIndex(of: word) ?? Int(word) else { continue }
            // "two halves" end at the period that closes the second half.
            let number = mentions.period(count, unit: unit)
            if number >= 1 { anchor.periods.insert(number); anchor.within = true }
        }
        if let length = facts.periodMinutes, length > 0 {
            for match in Self.minutes.matches(in: text, range: whole()) {
                if let value = Int(source.substring(with: match.range(at: 1))), value > 0, value % length == 0 {
                    anchor.periods.insert(value / length)
                    anchor.within = true
                }
            }
        }
        if Self.early.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty { anchor.periods.insert(1) }
        // "22 seconds in", "less than a minute in": time from the start of the game.
        if Self.secondsIn.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty {
            anchor.periods.insert(1)
            anchor.within = true
        }
        if Self.intermission.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty, let half = mentions.halftime {
            anchor.periods.insert(half)
        }
        if let own = context.ownPeriod, Self.ownStretch.firstMatch(in: text, range: whole()) != nil {
            anchor.periods.insert(own)
            anchor.within = true
        }
        if Self.within.firstMatch(in: text, range: whole()) != nil { anchor.within = true }
        if Self.from.matches(in: text, range: whole()).contains(where: { !isABase($0, in: text) }) { anchor.from = true }
        if Self.openEnded.firstMatch(in: text, range: whole()) != nil { anchor.openEnded = true }
        return anchor
    }

    /// "threw him out from third", "scored from second": in baseball an ordinal after "from"
    /// with no "the" and no inning after it is a base, not the inning play went on from.
    private func isABase(_ match: NSTextCheckingResult, in text: String) -> Bool {
        guard context.regulationPeriods > 4, let range = Range(match.range, in: text) else { return false }
        let words = text[range].lowercased().split(whereSeparator: { !$0.isLetter })
        guard words.count == 2, words[0] == "from", ["first", "second", "third"].contains(words[1]) else { return false }
        let after = text[range.upperBound...].lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).first
        return !["inning", "innings", "frame", "on", "onward", "onwards"].contains(after.map(String.init) ?? "")
    }

    func mentionsPeriod(_ number: Int, in text: String) -> Bool {
        let ordinal = number <= GroundingLexicon.ordinals.count ? GroundingLexicon.ordinals[number - 1] : ""
        let suffix = number == 1 ? "st" : number == 2 ? "nd" : number == 3 ? "rd" : "th"
        let lower = text.lowercased()
        return lower.contains(ordinal) || lower.contains("\(number)\(suffix)") || lower.contains("q\(number)")
            || lower.contains("p\(number)")
    }

    private static let ordinalAlternation = GroundingLexicon.ordinals.joined(separator: "|")
    private static let into = LeakGuardPatterns.compile(
        #"(?<!deep|well|late|far|midway|seconds?|minutes?|mins|secs|\d)\s+(?:in)?to\s+the\s+("#
            + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th))\b(?:\s+(?:quarter|period|inning|frame))?|\b(?:entering|entered|enters|enter)\s+the\s+("#
            + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th))\b"#, caseInsensitive: true)
    private static let secondsIn = LeakGuardPatterns.compile(
        #"\b(?:\d{1,2}|a|one|two|three|four|five|ten|twenty|thirty)\s+(?:seconds?|minutes?)\s+in\b(?!\s+(?:the|a|an)\b)"#
            + #"|\b\d{1,2}\s*:\s*\d{2}\s+(?:in(?=\s*(?:[,.;]|$))|into\s+the\s+game\b)"#,
        caseInsensitive: true)
    private static let halfLabel = LeakGuardPatterns.compile(#"^\s*(?:half|at\s+half)\s*$"#, caseInsensitive: true)
    private static let counted = LeakGuardPatterns.compile(
        #"\b(one|two|three|four|five|six|seven|eight|nine|\d)\s+(?:full\s+)?(quarters?|periods?|innings?|frames?|halves)\b"#,
        caseInsensitive: true)
    private static let endOf = LeakGuardPatterns.compile(
        #"\b(?:end|start|close|beginning)\s+of\s+(?:the\s+)?("# + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th)?)\b"#,
        caseInsensitive: true)
    /// "to end the fourth", "ended the top of the sixth", "opened the second".
    private static let endedThe = LeakGuardPatterns.compile(
        #"\b(?:end|ended|ends|ending|open|opened|opens|opening|start|started|starts|close|closed|closes)\s+the\s+(?:(?:top|bottom)\s+of\s+the\s+)?("#
            + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th))\b"#, caseInsensitive: true)
    private static let minutes = LeakGuardPatterns.compile(#"\b(\d{1,3})\s+minutes\b"#, caseInsensitive: true)
    // "opening night", "to open the season": the schedule's, not the game's first period.
    private static let early = LeakGuardPatterns.compile(
        #"\b(?:early|earlier|opening|to\s+open|to\s+start)\b(?![\s-]+(?:the\s+)?(?:night|day|game|week|weekend|season|series|round|campaign|schedule)\b)"#,
        caseInsensitive: true)
    private static let intermission = LeakGuardPatterns.compile(
        #"\b(?:intermission|the\s+break|the\s+half|(?:locker|dressing)\s+room)\b"#, caseInsensitive: true)
    private static let ownStretch = LeakGuardPatterns.compile(
        #"\b(?:(?:this|that)\s+(?:stretch|span|spell|segment|period|quarter|half|frame|inning)|the\s+(?:stretch|span|quarter|period|frame|inning))\b"#,
        caseInsensitive: true)
    private static let lateInOwn = LeakGuardPatterns.compile(
        #"\blate\s+in\s+(?:the|this|that)\s+(?:stretch|span|quarter|period|frame|inning)\b"#
            // "in the last minute of the period", "the quarter's final 77 seconds".
            + #"|\b(?:final|last|closing|waning|dying)\s+(?:[\p{L}\d-]+\s+){0,3}?of\s+(?:the|this|that)\s+(?:stretch|span|quarter|period|frame|inning)\b"#
            + #"|\b(?:the|this|that)\s+(?:quarter|period|frame|inning)'?s\s+(?:final|last|closing|waning|dying)\b(?:\s+(?:\d{1,2}|[\p{L}-]+)){0,2}"#,
        caseInsensitive: true)
    /// A period named again by "the quarter", "that inning".
    private static let thatPeriod = LeakGuardPatterns.compile(
        #"\b(?:the|that|this)\s+(?:quarter|period|inning|frame)\b"#, caseInsensitive: true)
    private static let within = LeakGuardPatterns.compile(
        #"\b(?:in|during|throughout|through|over|across|for)\s+(?:the\s+)?(?:first|second|third|opening|\d|one|two|three|this|that)\b"#,
        caseInsensitive: true)
    private static let from = LeakGuardPatterns.compile(
        // "coming out of the second intermission", "back from the break": play after a break.
        #"\b(?:(?:coming\s+)?out\s+of|emerg(?:e|ed|es|ing)\s+from|(?:back|return(?:s|ed|ing)?)\s+from)\s+(?:the\s+)?"#
            + #"(?:(?:first|second|third|1st|2nd|3rd)\s+)?(?:half|halftime|half-time|break|intermission|locker\s+room|dressing\s+room)\b|"#
            + #"\b(?:after|following|since|from|beyond|past)\s+(?:the\s+)?(?:(?:"# + ordinalAlternation + #"|opening|\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:basket|goal|foul|timeout|possession|shot|play|points?))|(?:one|two|three|four)\b(?![\s-]+(?:points?|pointers?|minutes?|seconds?|range)\b)|(?:five|six|seven|eight|nine)\b(?=\s*(?:[,.;:!?]|$|\s+(?:innings?|frames?|full)))|half\b|halftime|break|intermission|regulation)"#,
        caseInsensitive: true)
    private static let openEnded = LeakGuardPatterns.compile(
        #"\bfrom\s+(?:\S+\s+){0,4}?(?:on|onward|onwards|forward)\s*[.!?]?\s*$|\bsince\b|\bthereafter\b|\bfrom\s+(?:then|there|that\s+point)\b"#
            // "led from Durant's 3 at 10:49 of the first": a lead from a moment, with no end named.
            + #"|\b(?:led|trailed|leading|trailing|ahead|behind)\b[^.;]*?\bfrom\s+(?:\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?['’]s\b|the\s+(?:opening|start|outset|tip|jump)\b)"#
            + #"(?![^.;]*\b(?:to|until|till|through|thru)\b)"#,
        caseInsensitive: true)
    private static let endOfGame = LeakGuardPatterns.compile(
        #"(?<!early|late|midway)\s+(?:in|for|on|over)\s+the\s+(?:game|night|contest|evening|afternoon|day)\b|\b(?:overall|in\s+all|all\s+told|en\s+route)\b"#
            + #"|\ball\s+(?:game|night|evening|afternoon|contest)\b|\b(?:whole|entire)\s+(?:game|night|evening|afternoon|contest)\b"#
            // "led the Nets through three quarters and the game": the game joined to a place.
            + #"|\band\s+(?:for\s+|in\s+|over\s+)?the\s+(?:game|night|contest)\s*(?=[.,;:!?)]|$)|\b(?:at|in|by|near|toward|towards)\s+the\s+end\b(?!\s+of)|\b(?:last|final|closing|waning)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:minutes|seconds|mins|secs)\b(?!\s+of)"#,
        caseInsensitive: true)
}
