import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The place each clause is anchored in: the periods its words name (`PeriodMentions` and the
/// forms it leaves out), whether it runs within them, from a period's end or from a moment on,
/// and which of them the reader sees.
extension GroundingReading {
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
    static let thatPeriod = LeakGuardPatterns.compile(
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
        #"(?<!early|late|midway)\s+(?:in|for|on|over)\s+the\s+(?:game|night|contest|evening|afternoon|day)\b|\b(?:overall|in\s+all|all\s+told|en\s+route)\b(?!\s+(?:in|through|during|over)\s+the\s+(?:first|second|third|fourth|opening|\d))"#
            + #"|\ball\s+(?:game|night|evening|afternoon|contest)\b|\b(?:whole|entire)\s+(?:game|night|evening|afternoon|contest)\b"#
            // "led the Nets through three quarters and the game": the game joined to a place.
            + #"|\band\s+(?:for\s+|in\s+|over\s+)?the\s+(?:game|night|contest)\s*(?=[.,;:!?)]|$)|\b(?:at|in|by|near|toward|towards)\s+the\s+end\b(?!\s+of)|\b(?:last|final|closing|waning)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:minutes|seconds|mins|secs)\b(?!\s+of)"#,
        caseInsensitive: true)
}
