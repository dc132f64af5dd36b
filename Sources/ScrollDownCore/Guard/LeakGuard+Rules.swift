import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension LeakGuard {
    /// True when a narrative sentence carries a score, outcome language, team totals, a
    /// team's score or margin claimed next to its name, a final individual total, or, for a
    /// finished game, overtime language; and, unless the text is proven written before the
    /// start (`provenPregame`), when the guard cannot read it or cannot place one of its
    /// numbers (`ProseReadability`, `explainsEveryNumber`). Spelled numbers count as digits.
    /// Scores the reader can already see (`allowedScores`) pass. Every rule is about the kind
    /// of statement: the same sentence is hidden in every game alike.
    func sentenceRevealsOutcome(_ sentence: String, provenPregame: Bool = false) -> Bool {
        if !provenPregame, !ProseReadability.isReadable(sentence) { return true }
        let sentence = SpelledNumbers.digitized(sentence)
        let hasDigit = sentence.containsByte(where: { $0 &- 0x30 < 10 })
        if hasDigit, !scoreRanges(in: sentence).isEmpty { return true }

        let whole = NSRange(location: 0, length: sentence.utf16.count)
        if let teamTopPattern, teamTopPattern.regex.firstMatch(in: sentence, range: whole) != nil { return true }
        if LeakGuardPatterns.topsAName.firstMatch(in: sentence, range: whole) != nil { return true }
        let masked = maskingTeamNames(sentence)
        let maskedRange = NSRange(location: 0, length: masked.utf16.count)
        if Self.outcomeFamilies.contains(where: { $0.firstMatch(in: masked, range: maskedRange) != nil }) { return true }
        if LeakGuardVocabulary.seriesStandings.firstMatch(in: masked, range: maskedRange) != nil,
           NumberRules.beforeTheGame.firstMatch(in: masked, range: maskedRange) == nil {
            return true
        }
        if hasDigit, narratesTeamTotals(masked) { return true }
        if hasDigit, claimsATeamNumber(sentence) { return true }
        // Final totals tell the end of the game wherever the sentence starts.
        if LeakGuardVocabulary.finalTotals.firstMatch(in: masked, range: maskedRange) != nil { return true }
        // A comeback that completes itself ("rallied past") is an outcome; any other one, and
        // claims about the game as a whole — its shape, a margin, the end of the game ("20 and
        // 20 at the end", "nobody could stop them down the stretch") — unless the sentence
        // places itself in a period the reader may see.
        if LeakGuardVocabulary.comebacks.firstMatch(in: masked, range: maskedRange) != nil,
           LeakGuardVocabulary.completedComeback.firstMatch(in: masked, range: maskedRange) != nil
            || !isPlacedInAVisiblePeriod(masked) {
            return true
        }
        if Self.wholeGameClaims.contains(where: { $0.firstMatch(in: masked, range: maskedRange) != nil }),
           !isPlacedInAVisiblePeriod(masked) {
            return true
        }
        if !provenPregame, !explainsEveryNumber(in: masked) { return true }
        return context.gameIsFinished && mentionsOvertime(masked)
    }

    /// Outcome language, whole-word families matched on text without the team names.
    private static let outcomeFamilies = [
        LeakGuardPatterns.outcomeLanguage, LeakGuardVocabulary.outcomeParaphrases, LeakGuardVocabulary.seriesStates,
        LeakGuardVocabulary.wholeGameIdioms,
    ]

    /// Patterns that claim something of the whole game unless placed in a visible period.
    private static let wholeGameClaims = [
        LeakGuardVocabulary.gameShape, LeakGuardPatterns.marginLanguage, LeakGuardVocabulary.lateGameCue,
    ]

    /// The sentence places itself in a period the reader may see ("in the first quarter", "at
    /// halftime", "in this stretch" of a block): a margin or a figure there is not the final
    /// one. Only up to `LeakGuardContext.placementLimit`; a sentence that also speaks of the
    /// end of the game ("after a slow first quarter they took over late") is not placed.
    func isPlacedInAVisiblePeriod(_ text: String) -> Bool {
        guard let limit = context.placementLimit, let latest = placement(of: text) else { return false }
        return latest <= limit
    }

    /// The latest period `text` names (`PeriodMentions`), its own stretch counting as the
    /// text's own period; nil when it names none.
    func placement(of text: String) -> Int? {
        var latest = PeriodMentions(regulationPeriods: context.regulationPeriods).latestPeriod(in: text)
        if let own = context.ownPeriod,
           Self.ownStretch.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil {
            latest = max(latest ?? own, own)
        }
        return latest
    }

    /// Words by which a block's narrative names its own stretch.
    private static let ownStretch = LeakGuardPatterns.compile(
        #"\b(?:(?:this|that)\s+(?:stretch|span|spell|segment|period|quarter|half|frame|inning)|"#
            + #"the\s+(?:stretch|span|spell|segment|quarter|period|frame|inning)|last\s+scoring\s+play)(?!\w)"#,
        caseInsensitive: true)

    /// "X scored 25 … Y scored 19": two team totals in one sentence, unless they are a score
    /// the reader can already see (a period's points between two visible score lines).
    func narratesTeamTotals(_ text: String) -> Bool {
        let source = NSString(string: text)
        let matches = LeakGuardPatterns.scoredNumber.matches(in: text, range: NSRange(location: 0, length: source.length))
        guard matches.count >= 2 else { return false }
        let values = matches.prefix(2).compactMap { Int(source.substring(with: $0.range).filter(\.isNumber)) }
        guard values.count == 2 else { return true }
        return !context.allowedScores.contains(ScorePair(values[0], values[1]))
    }

    /// A team total or margin claimed next to one of this game's names ("OKC scored 111
    /// points", "SAS managed only 97 points", "OKC by 14", "Thunder 111"): a claim about the
    /// game's score, whatever the number. Only a sentence that places itself in a visible
    /// period, or a score the reader can already see stated whole, passes. The
    /// number is never compared with the result: the guard does not know it.
    func claimsATeamNumber(_ text: String) -> Bool {
        guard let teamNamePattern else { return false }
        let source = NSString(string: text)
        let whole = NSRange(location: 0, length: source.length)
        let nameEnds = teamNamePattern.regex.matches(in: text, range: whole).map { NSMaxRange($0.range) }
        // A sentence placed in a visible period claims nothing of the final.
        guard !nameEnds.isEmpty, !isPlacedInAVisiblePeriod(text) else { return false }
        var claims: [Int] = []
        var claimedNames = Set<Int>()
        for token in LeakGuardPatterns.numberToken.matches(in: text, range: whole) {
            guard let value = Int(source.substring(with: token.range)) else { continue }
            // The closest name before the number, at most four words away.
            guard let nameEnd = nameEnds.last(where: { $0 <= token.range.location }) else { continue }
            let between = source.substring(with: NSRange(location: nameEnd, length: token.range.location - nameEnd))
            let words = between.split(whereSeparator: { $0.isWhitespace })
            guard words.count <= 4, !between.contains(where: { ".;:!?(".contains($0) }) else { continue }
            let after = source.substring(from: NSMaxRange(token.range))
            let unit = LeakGuardVocabulary.scoreUnit.firstMatch(in: after, range: NSRange(location: 0, length: after.utf16.count)) != nil
            let byMargin = words.last.map { $0.lowercased() == "by" } ?? false
            // Half of "10-2" is left to the score patterns ("a 10-2 run" is no claim).
            let before = token.range.location > 0 ? source.substring(with: NSRange(location: token.range.location - 1, length: 1)) : ""
            guard before.isEmpty || !"-–—/".contains(before) else { continue }
            let decimal = after.hasPrefix(".") && after.dropFirst().first?.isNumber == true
            let plain = !after.hasPrefix("-") && !after.hasPrefix("th") && !after.hasPrefix("%") && !decimal
            let bare = words.isEmpty && plain
            if pairedWithAllowed(value, in: text, source: source) { continue }
            // "Thunder 111", "OKC by 14", "OKC scored 111 points"; not "OKC's 3-point shooting".
            if unit || byMargin || bare { return true }
            // "Boston had 118 and New York had 111": two sides, each with a number of its own.
            if plain, words.count <= 3, claimedNames.insert(nameEnd).inserted { claims.append(value) }
        }
        return claims.count >= 2
    }

    /// Whether `value` appears in the text together with the other half of a visible score.
    private func pairedWithAllowed(_ value: Int, in text: String, source: NSString) -> Bool {
        let numbers = LeakGuardPatterns.numberToken.matches(in: text, range: NSRange(location: 0, length: source.length))
            .compactMap { Int(source.substring(with: $0.range)) }
        return context.allowedScores.contains { pair in
            (pair.low == value && numbers.contains(pair.high) && (pair.high != value || numbers.filter { $0 == value }.count > 1))
                || (pair.high == value && numbers.contains(pair.low) && (pair.low != value || numbers.filter { $0 == value }.count > 1))
        }
    }

    /// Overtime words, labels and period numbers past regulation.
    func mentionsOvertime(_ text: String) -> Bool {
        let whole = NSRange(location: 0, length: text.utf16.count)
        if LeakGuardPatterns.overtimeWords.firstMatch(in: text, range: whole) != nil { return true }
        if LeakGuardVocabulary.overtimeWords.firstMatch(in: text, range: whole) != nil { return true }
        if LeakGuardVocabulary.overtimeParaphrases.firstMatch(in: text, range: whole) != nil { return true }
        if LeakGuardPatterns.overtimeLabels.firstMatch(in: text, range: whole) != nil { return true }
        let source = NSString(string: text)
        let regulation = context.regulationPeriods
        for pattern in [LeakGuardPatterns.numberedPeriod, LeakGuardPatterns.ordinalPeriod] {
            for match in pattern.matches(in: text, range: whole) {
                for group in 1..<match.numberOfRanges {
                    let range = match.range(at: group)
                    if range.location != NSNotFound, let number = Int(source.substring(with: range)),
                        number > regulation {
                        return true
                    }
                }
            }
        }
        for match in LeakGuardPatterns.wordOrdinalPeriod.matches(in: text, range: whole) {
            for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                let word = source.substring(with: match.range(at: group)).lowercased()
                if let index = LeakGuardPatterns.ordinalWords.firstIndex(of: word), index + 1 > regulation {
                    return true
                }
            }
        }
        return false
    }

    /// The sentence with this game's team names blanked out.
    func maskingTeamNames(_ text: String) -> String {
        guard let teamNamePattern else { return text }
        return teamNamePattern.regex.stringByReplacingMatches(
            in: text, range: NSRange(location: 0, length: text.utf16.count), withTemplate: " ")
    }

    /// Score-like spans (UTF-16 ranges), sorted and merged: dash/colon/slash scores,
    /// "N to N", "tied at N", "Team N, Team N", and the final-score pair near each other.
    /// Scores the reader can already see and series standings or records from before the
    /// game pass.
    func scoreRanges(in text: String) -> [NSRange] {
        // An ASCII digit is the same code unit in UTF-8 as in UTF-16.
        guard text.containsByte(where: { $0 &- 0x30 < 10 }) else { return [] }
        // Each pattern runs only when the text has what it needs: a play-by-play holds
        // hundreds of descriptions with digits ("(9 PTS)") and almost no scores.
        let cues = Cues(text)
        let whole = NSRange(location: 0, length: text.utf16.count)
        let source = NSString(string: text)
        var ranges: [NSRange] = []
        if cues.separatedDigits {
            var before = cues.contains(Cues.series) ? LeakGuardPatterns.seriesBeforeTheGame.matches(in: text, range: whole).map(\.range) : []
            if cues.contains(Cues.enter) || cues.contains(Cues.into) || cues.contains(Cues.ahead) {
                before += LeakGuardPatterns.recordBeforeTheGame.matches(in: text, range: whole).map(\.range)
            }
            for match in LeakGuardPatterns.separatedScore.matches(in: text, range: whole)
            where !Self.isGameClock(match, in: source) && !before.contains(where: { NSIntersectionRange($0, match.range).length > 0 }) {
                ranges.append(match.range)
            }
        }
        if cues.contains(Cues.to), PatternGate.digitThenWord(text, "to") {
            ranges += LeakGuardPatterns.toScore.matches(in: text, range: whole).map(\.range)
        }
        if cues.contains(Cues.at), PatternGate.wordThenDigit(text, ["at"], spaceBefore: true) {
            for match in LeakGuardPatterns.tiedAt.matches(in: text, range: whole) {
                if let value = Int(source.substring(with: match.range(at: 1))), context.allowedScores.contains(ScorePair(value, value)) {
                    continue
                }
                ranges.append(match.range)
            }
        }
        if cues.digitAfterSpace, cues.contains(Cues.home) || cues.contains(Cues.away) || cues.contains(Cues.visitor) || cues.contains(Cues.host),
           PatternGate.wordThenDigit(text, ["home", "away", "visitor", "visitors", "host", "hosts"], spaceBefore: false) {
            ranges += LeakGuardVocabulary.sideScore.matches(in: text, range: whole).map(\.range)
        }
        if let teamScorePattern, cues.digitAfterSpace, containsTeamName(cues) {
            ranges += teamScorePattern.regex.matches(in: text, range: whole).map(\.range)
        }
        ranges = ranges.filter { !isAllowed($0, in: source) }
        return Self.merged(ranges)
    }

    /// Whether the text contains the last word of one of this game's names (a condition for
    /// the name pattern, which allows any blanks between words).
    private func containsTeamName(_ cues: Cues) -> Bool {
        // Cues fold ASCII case only: a name with other letters is always looked for.
        nameTails.contains { tail in tail.contains { $0 >= 0x80 } || cues.contains(tail) }
    }

    /// Cheap facts about a text that decide which score patterns can match at all, read in
    /// one pass over its UTF-8 (the text is already normalised: spaces are ASCII).
    struct Cues {
        let bytes: [UInt8]
        /// A digit, optional blanks, one of `-–—:/`, optional blanks, a digit.
        let separatedDigits: Bool
        /// A digit right after whitespace ("Celtics 118").
        let digitAfterSpace: Bool

        init(_ text: String) {
            // ASCII lower case; other bytes kept (– and — are multi-byte, matched below). Filled in
            // place: a closure `map` over the bytes is slower on every play of a timeline.
            bytes = text.withUTF8Bytes { source in
                [UInt8](unsafeUninitializedCapacity: source.count) { buffer, count in
                    for (index, byte) in source.enumerated() { buffer[index] = byte.lowercasedASCII }
                    count = source.count
                }
            }
            var separated = false, afterSpace = false
            var state = 0  // 0 start, 1 after digit (+blanks), 2 after separator (+blanks)
            var previousWasSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isDigit = byte >= 0x30 && byte <= 0x39
                let isBlank = byte == 0x20 || byte == 0x09
                var isSeparator = byte == 0x2D || byte == 0x3A || byte == 0x2F
                // – (E2 80 93) and — (E2 80 94).
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x93 || bytes[index + 2] == 0x94 {
                    isSeparator = true
                    index += 2
                }
                if isDigit && previousWasSpace { afterSpace = true }
                if state == 1 && isSeparator {
                    state = 2
                } else if state == 2 && isDigit {
                    separated = true
                } else if isDigit {
                    state = 1
                } else if !(isBlank && state != 0) {
                    state = 0
                }
                previousWasSpace = isBlank || byte == 0x0A || byte == 0x0D
                index += 1
            }
            separatedDigits = separated
            digitAfterSpace = afterSpace
        }

        /// Whether the (ASCII lower-cased) text contains `needle`, which must be lower case.
        func contains(_ needle: [UInt8]) -> Bool {
            guard !needle.isEmpty, needle.count <= bytes.count else { return false }
            return bytes.withUnsafeBufferPointer { bytes in
                needle.withUnsafeBufferPointer { needle in
                    let first = needle[0]
                    var index = 0
                    let last = bytes.count - needle.count
                    while index <= last {
                        if bytes[index] == first {
                            var offset = 1
                            while offset < needle.count && bytes[index &+ offset] == needle[offset] { offset &+= 1 }
                            if offset == needle.count { return true }
                        }
                        index &+= 1
                    }
                    return false
                }
            }
        }

        static let to = Array("to".utf8)
        static let at = Array("at".utf8)
        static let series = Array("series".utf8)
        static let enter = Array("enter".utf8)
        static let into = Array("into".utf8)
        static let ahead = Array("ahead of".utf8)
        static let home = Array("home".utf8)
        static let away = Array("away".utf8)
        static let visitor = Array("visitor".utf8)
        static let host = Array("host".utf8)
    }

    /// A span whose two numbers are a score the reader can already see.
    private func isAllowed(_ range: NSRange, in source: NSString) -> Bool {
        guard !context.allowedScores.isEmpty else { return false }
        let span = source.substring(with: range)
        let numbers = LeakGuardPatterns.numberToken.matches(in: span, range: NSRange(location: 0, length: span.utf16.count))
            .compactMap { Int(NSString(string: span).substring(with: $0.range)) }
        guard numbers.count >= 2 else { return false }
        return context.allowedScores.contains(ScorePair(numbers[numbers.count - 2], numbers[numbers.count - 1]))
    }

    /// `4:32`, `12:00`, `0:32.1`: minutes up to 20, two-digit seconds under 60, no spaces,
    /// no W/L prefix. Everything else with a separator counts as a score.
    static func isGameClock(_ match: NSTextCheckingResult, in source: NSString) -> Bool {
        let minutes = match.range(at: 1), seconds = match.range(at: 5)
        guard match.range.location == minutes.location,
            source.substring(with: match.range(at: 3)) == ":",
            match.range(at: 2).length == 0, match.range(at: 4).length == 0,
            seconds.length == 2,
            let minuteValue = Int(source.substring(with: minutes)),
            let secondValue = Int(source.substring(with: seconds))
        else { return false }
        return minuteValue <= 20 && secondValue < 60
    }

    /// Sorted ranges with overlapping or touching ones joined.
    static func merged(_ ranges: [NSRange]) -> [NSRange] {
        var result: [NSRange] = []
        for range in ranges.sorted(by: { $0.location < $1.location }) {
            if let last = result.last, range.location <= NSMaxRange(last) {
                let end = max(NSMaxRange(last), NSMaxRange(range))
                result[result.count - 1] = NSRange(location: last.location, length: end - last.location)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
