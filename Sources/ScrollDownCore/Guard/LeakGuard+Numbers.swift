import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Every number in narrative prose must be explained to be shown: a number or a pair of
/// numbers the guard cannot place is a claim about the outcome, whatever its value (the guard
/// never compares it with the result; it does not know the result). A number is explained
/// when it is
/// - a clock, a time of day, a date or year, a period ("Q3", "the 3rd", "after three"), an
///   identifier or a measure that is no figure of the game ("No. 23", "a 25-foot jumper",
///   "Free Throw 1 of 2", "a 3-pointer", "two days off", "18,203 fans");
/// - one of a pair the reader can already see (`allowedScores`);
/// - a figure in a clause placed in a period the reader may see ("12 points in the first
///   quarter", "In the first quarter, Tatum had 12"), unless the sentence also speaks of the
///   whole game ("finished with", "overall", "on his way to") or of a later period;
/// - a figure in a clause placed before the game ("averaging 27 points", "30-12 entering
///   tonight", "last season").
/// Two numbers joined only by a separator, a joining word or a team name ("112 | 109",
/// "Celtics (112) Knicks (109)", "112 vs 109", "112 and 109") are a score, explained only by
/// `allowedScores` or a record placed before the game: never by the period the sentence names.
extension LeakGuard {
    /// Whether every number of `masked` (normalised, numbers in words already digits, this
    /// game's team names blanked) is explained. Text without digits or number words is.
    func explainsEveryNumber(in masked: String) -> Bool {
        let source = NSString(string: masked)
        let whole = NSRange(location: 0, length: source.length)
        let hasDigit = masked.containsByte(where: { $0 &- 0x30 < 10 })
        let words = NumberRules.numberWords.matches(in: masked, range: whole).map(\.range)
        guard hasDigit || !words.isEmpty else { return true }

        var explained = NumberRules.explainedSpans.matches(in: masked, range: whole).map(\.range)
        // A block's own narrative: "Sabonis had 8 points in this stretch" is the stretch's
        // share, what its mini box shows as +8, never a total for the game.
        if context.ownPeriod != nil {
            explained += NumberRules.stretchShare.matches(in: masked, range: whole).map(\.range)
        }
        // "tied at 1" where the reader sees a 1-1 score.
        for match in LeakGuardPatterns.tiedAt.matches(in: masked, range: whole) {
            if let value = Int(source.substring(with: match.range(at: 1))), context.allowedScores.contains(ScorePair(value, value)) {
                explained.append(match.range)
            }
        }
        var open: [NumberToken] = []
        for token in NumberRules.tokens(in: source) where !explained.contains(where: { NSIntersectionRange($0, token.range) == token.range }) {
            open.append(token)
        }
        // A pair joined only by separators, joining words or names is a score.
        var paired = Set<Int>()
        for index in open.indices.dropLast() {
            let first = open[index], second = open[index + 1]
            guard NumberRules.joinsAScore(source, from: NSMaxRange(first.range), to: second.range.location),
                  !NumberRules.isARun(source, after: NSMaxRange(second.range)),
                  let a = first.value, let b = second.value else { continue }
            guard context.allowedScores.contains(ScorePair(a, b)) else { return false }
            paired.insert(index)
            paired.insert(index + 1)
        }
        var singles = open.indices.filter { !paired.contains($0) }.map { open[$0].range }
        // One half of a visible score stated apart from its other half ("WAS 53, OKC 60").
        let values = open.compactMap(\.value)
        singles.removeAll { range in
            guard let value = open.first(where: { $0.range == range })?.value else { return false }
            return context.allowedScores.contains { pair in
                (pair.low == value && values.contains(pair.high) && (pair.high != value || values.filter { $0 == value }.count > 1))
                    || (pair.high == value && values.contains(pair.low) && (pair.low != value || values.filter { $0 == value }.count > 1))
            }
        }
        singles += words
        guard !singles.isEmpty else { return true }
        let placed = figuresMayBePlaced(masked) ? NumberRules.clauses(in: source, atParentheses: false) : []
        // A sentence that names its period before its first figure ("In the first quarter,
        // Tatum had 12 and 4 boards", "Period 1 opened with … (2 PTS); later, … (9 PTS)")
        // places all of them.
        let firstFigure = singles.map(\.location).min() ?? 0
        let opening = placed.isEmpty ? nil : placement(of: source.substring(to: firstFigure))
        return singles.allSatisfy { single in
            if let limit = context.placementLimit,
               let clause = placed.first(where: { NSIntersectionRange($0, single).length > 0 }),
               let period = placement(of: source.substring(with: clause)) ?? opening, period <= limit {
                return true
            }
            return NumberRules.isInAClauseBeforeTheGame(single, in: source)
        }
    }

    /// The sentence names only periods the reader may see and nothing of the whole game, so a
    /// figure in a clause that names one of them belongs to it ("12 points in the first
    /// quarter"); "12 in the first quarter and 41 for the game" places only the 12.
    func figuresMayBePlaced(_ text: String) -> Bool {
        guard isPlacedInAVisiblePeriod(text) else { return false }
        let whole = NSRange(location: 0, length: text.utf16.count)
        return NumberRules.wholeGameFigure.firstMatch(in: text, range: whole) == nil
            && LeakGuardVocabulary.finalTotals.firstMatch(in: text, range: whole) == nil
    }
}

/// One number in a sentence: its UTF-16 range and value (nil past 999, or a decimal).
struct NumberToken: Equatable {
    let range: NSRange
    let value: Int?
}

/// The patterns and scans behind `LeakGuard.explainsEveryNumber(in:)`.
enum NumberRules {
    /// Digit runs as numbers: "18,203" and "27.5" are one number each.
    static func tokens(in source: NSString) -> [NumberToken] {
        numberPattern.matches(in: source as String, range: NSRange(location: 0, length: source.length)).map { match in
            let text = source.substring(with: match.range)
            return NumberToken(range: match.range, value: text.count <= 3 ? Int(text) : nil)
        }
    }

    private static let numberPattern = LeakGuardPatterns.compile(#"\d{1,2},\d{3}(?!\d)|\d+(?:\.\d+)?"#)

    /// Whether the text between two numbers only joins them: blanks, punctuation, symbols,
    /// blanked team names and the words of a score ("to", "vs", "against", "and", "over");
    /// or a separator that sets two sides apart ("|", "•", "/", "@", parentheses) with a few
    /// words around it, names the guard may not know ("the hosts 112 | the visitors 109").
    /// A number with a unit after it ("8 PTS", "12 rebounds") is a figure, not a side.
    static func joinsAScore(_ source: NSString, from start: Int, to end: Int) -> Bool {
        guard end >= start, end - start <= 40 else { return false }
        let gap = source.substring(with: NSRange(location: start, length: end - start))
        let words = gap.split(whereSeparator: { !$0.isLetter })
        if let first = words.first, gap.hasPrefix(" \(first)") || gap.hasPrefix(String(first)),
           figureUnits.contains(first.lowercased()) {
            return false
        }
        if words.allSatisfy({ joiningWords.contains($0.lowercased()) }) { return words.count <= 3 }
        return words.count <= 4 && gap.contains(where: { sideSeparators.contains($0) })
    }

    private static let joiningWords: Set<String> = [
        "to", "vs", "v", "versus", "against", "and", "over", "under", "n", "at", "the", "a", "with", "x", "by", "s",
    ]

    /// Characters that set two sides of a score apart.
    private static let sideSeparators: Set<Character> = ["|", "•", "·", "/", "@", "(", ")", "[", "]", "¦", "‖"]

    /// Units that make a number a figure ("8 PTS", "12 rebounds"), never a side of a score.
    private static let figureUnits: Set<String> = [
        "pts", "reb", "rebs", "ast", "asts", "blk", "blks", "stl", "stls", "pf", "rebounds", "assists",
        "blocks", "steals", "turnovers", "fouls", "saves", "shots", "hits", "strikeouts", "yards", "minutes", "percent",
    ]

    /// "a 10-2 run": a stretch of play, not a score.
    static func isARun(_ source: NSString, after end: Int) -> Bool {
        let rest = source.substring(from: end)
        return runAfter.firstMatch(in: rest, range: NSRange(location: 0, length: rest.utf16.count)) != nil
    }

    private static let runAfter = LeakGuardPatterns.compile(#"^\s*(?:points?\s+)?(?:run|spurt|burst|surge|stretch|flurry)\b"#, caseInsensitive: true)

    /// Whether the clause holding `range` places it before the game ("averaging 27",
    /// "entering tonight", "last season"): "averaging 27 entering tonight, he scored 41"
    /// explains 27, not 41.
    static func isInAClauseBeforeTheGame(_ range: NSRange, in source: NSString) -> Bool {
        guard let clause = clauses(in: source, atParentheses: true).first(where: { NSIntersectionRange($0, range).length > 0 })
        else { return false }
        return beforeTheGame.firstMatch(in: source as String, range: clause) != nil
    }

    /// The clauses of a sentence, in order: they end at punctuation and at "and", "but",
    /// "while", "then"; at parentheses too when `atParentheses` ("Tatum (averaging 27
    /// entering tonight) scored 41": the aside explains its own figure only). A period named
    /// after a parenthesis still places it ("lost the ball (1 TO) in the second quarter").
    static func clauses(in source: NSString, atParentheses: Bool) -> [NSRange] {
        var clauses: [NSRange] = []
        var start = 0
        let boundaries = atParentheses ? clauseBoundary : placementBoundary
        for boundary in boundaries.matches(in: source as String, range: NSRange(location: 0, length: source.length)) {
            if boundary.range.location > start { clauses.append(NSRange(location: start, length: boundary.range.location - start)) }
            start = NSMaxRange(boundary.range)
        }
        if start < source.length { clauses.append(NSRange(location: start, length: source.length - start)) }
        return clauses
    }

    private static let placementBoundary = LeakGuardPatterns.compile(
        #"[,;:—–]|\s-\s|\b(?:and|but|while|whereas|then|as\s+well\s+as)\b"#, caseInsensitive: true)

    private static let clauseBoundary = LeakGuardPatterns.compile(
        #"[,;:()\[\]—–]|\s-\s|\b(?:and|but|while|whereas|then|as\s+well\s+as|before\s+(?!(?:tonight|today|the\s+(?:game|contest|season|series|matchup|opener)|tip|puck|first\s+pitch|kickoff)))\b"#,
        caseInsensitive: true)

    /// A clause about the time before this game: records and averages coming in, past
    /// seasons, injuries and schedule, the betting line.
    static let beforeTheGame = LeakGuardPatterns.compile(
        #"\b(?:"#
            + #"enter(?:s|ed|ing)|com(?:es|ing)\s+(?:in|into)|came\s+(?:in|into)|head(?:s|ed|ing)\s+into|go(?:es|ing)\s+into|ahead\s+of|"#
            + #"before\s+(?:tonight|today|the\s+(?:game|contest|matchup|season|series|opener)|tip(?:-?off)?|puck\s+drop|first\s+pitch|kickoff)|"#
            + #"last\s+(?:season|year|week|month|spring|summer|winter|fall|meeting|outing|start|time\s+(?:out|they|these|the))|"#
            + #"(?:previous|prior|past)\s+(?:season|seasons|year|years|meeting|meetings|game|games|start|starts|outing|outings|matchup)|prior\s+to|"#
            + #"averag(?:e|es|ed|ing)|per\s+game|(?:points?|rebounds?|assists?|goals?|saves?|yards|hits|runs)\s+a\s+game|"#
            + #"career(?![-\s]*(?:high|best|low|record))|all-time(?!\s+(?:high|best|record))|franchise\s+history|ago|since\s+(?:19|20)\d\d|"#
            + #"miss(?:ed|ing|es)?\s+(?:the\s+(?:last|previous|past)\s+)?\d{1,3}\s+(?:straight\s+)?games|days?\s+(?:off|of\s+rest)|rested|"#
            + #"favou?red|favou?rites?|underdogs?|point\s+spread|over/under|moneyline|opening\s+line|odds|"#
            + #"drafted|draft\s+pick|contract|signed|traded|acquired|salary|season\s+opener|preseason|"#
            + #"sellout|attendance|capacity|tickets?|anthem|tip-?off\s+(?:is|at)|scheduled|set\s+for"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// Words that make a figure a whole-game one even in a sentence that names an early
    /// period ("12 in the first quarter and 41 overall").
    static let wholeGameFigure = LeakGuardPatterns.compile(
        #"\b(?:overall|in\s+all|all\s+told|eventually|ultimately|went\s+on\s+to|go(?:es)?\s+on\s+to|"#
            + #"the\s+rest\s+of\s+the\s+(?:way|game|night|afternoon|evening|contest)|by\s+(?:the\s+end|the\s+final|night'?s\s+end|game'?s\s+end)|"#
            + #"(?:for|on)\s+the\s+(?:game|night|day|afternoon|evening|contest|match)|total(?:ed|led|s|ing)?|"#
            + #"(?:finish|end|wound|clos)(?:ed|es|ing|s)?\s+(?:up\s+)?(?:with|at)|on\s+(?:his|her|their|its|the)\s+way\s+to|en\s+route\s+to)(?!\w)"#,
        caseInsensitive: true)

    /// Numbers in words that no digit stands for: counts ("twice", "a hat trick") and sizes
    /// ("double digits"). "A dozen" is digitized with the other numbers; "recorded a
    /// triple-double" is outcome vocabulary (`finalTotals`).
    static let numberWords = LeakGuardPatterns.compile(
        #"\b(?:twice|thrice|hat[-\s]?tricks?|brace|(?:single|double|triple)[-\s]digits?|"#
            + #"a\s+pair\s+of\s+(?:goals|homers|home\s+runs|touchdowns|threes|baskets))(?!\w)"#,
        caseInsensitive: true)

    /// Numbers that are no figure of the game, and numbers the reader can see where they are.
    /// One player's share of a block, as the flow's narratives state it: "had 8 points in
    /// this stretch", nothing else in the clause.
    static let stretchShare = LeakGuardPatterns.compile(
        #"\bhad\s+\d{1,2}\s+(?:points?|goals?|runs?|rebounds?|assists?|hits?|rbis?)\s+in\s+(?:this|that)\s+stretch\b"#,
        caseInsensitive: true)

    static let explainedSpans = LeakGuardPatterns.compile(
        #"(?:"#
            // Clocks and times of day (scores written with a colon were hidden before this runs).
            + #"\b\d{1,2}:\d{2}(?:\.\d+)?\b(?:\s*(?:a\.?m\.?|p\.?m\.?|ET|EST|EDT|PT|PST|PDT|CT|CST|CDT|MT|MST|MDT|GMT|UTC)\b)?|"#
            + #"\b\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?)(?!\w)|\b\d{1,2}\s+(?:ET|EST|EDT|PT|PST|PDT|CT|CST|CDT|MT|MST|MDT|GMT|UTC)\b|"#
            + #"\b\d{1,2}(?:\.\d)?\s+(?:seconds?|secs?|minutes?|mins?)\s+(?:left|remaining|to\s+(?:go|play)|in(?:to)?\b)|"#
            // Periods.
            + #"\b(?:period|quarter|qtr|half|inning|frame|overtime|game\s+clock)s?\s+\d{1,2}\b|\b(?-i:[QPH])\d{1,2}\b|\b(?-i:\d?OT\d?)\b|"#
            + #"\b\d{1,2}(?:st|nd|rd|th)[\s-]+(?:period|quarter|qtr|half|inning|frame|intermission)s?\b|"#
            + #"\b(?:in|of|into|through|during|to|after|before|entering|from|top|bottom|middle|end)\s+(?:of\s+)?the\s+\d{1,2}(?:st|nd|rd|th)\b|"#
            + #"\b(?:after|through|thru)\s+\d{1,2}(?:\s+(?:full\s+)?(?:quarters|periods|innings|frames|halves))?(?=\s*(?:[,.;:!?)]|$))|"#
            + #"\b\d(?:st|nd|rd|th)\s+(?:and|&)\s+(?:\d{1,2}|goal|long|short|inches)\b|"#
            // Dates, years, large numbers.
            + #"\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4})?|"#
            + #"\b\d{4}-\d{2}-\d{2}\b|\b\d{4,}\b|\b\d{1,2},\d{3}\b|\b\d{2}s\b|'\d{2}\b|"#
            // Identifiers and measures.
            + #"(?:\bno\.|#|\bnumber|\bjersey)\s*\d{1,3}\b|\btop[\s-]\d{1,2}\b|\$\s*\d[\d,.]*(?:\s*(?:million|billion|m|k)\b)?|"#
            + #"\b\d{1,3}(?:'|’)(?:\s?\d{1,2}(?:"|”|’’|'')?)?(?!\w)|\b\d{1,3}-(?:foot|feet|footer|yard|yarder|yd|inch|meter|metre)s?\b|\b\d{1,3}\s+(?:feet|foot|ft|inches|mph|km/h|kph|degrees)\b|"#
            + #"\b[23]-?(?:pt|pointers?)\b|\b3-?point\s+(?:shots?|attempts?|plays?|range|line|tr(?:y|ies)|jumpers?|baskets?|field\s+goals?|arc|territory|shooting|shooters?|looks?)\b|"#
            + #"\bfrom\s+3\b|\b3s\b|\band-1\b|\b2-for-1\b|\b[12]-on-[01]\b|\b\d{2}ers\b|"#
            + #"\b(?:free\s+throws?|fts?)\s+\d\s+of\s+\d\b|\b(?:loss|gain)\s+of\s+\d{1,2}\b|"#
            + #"\b(?:at|to|from|inside|on|near|past|across)\s+the\s+(?:(?:own|opposing|[\p{L}]+'s)\s+)?\d{1,2}(?:-yard\s+line)?\b(?![-\s]*(?:points?|goals?|runs?|yards?|seconds?|minutes?|mark|percent))|"#
            + #"\b(?:section|row|seat|gate|channel|room|suite|bus|flight|route|exit|highway|interstate|pier)\s+\d{1,4}\b|"#
            // Calendar time and ages.
            + #"\b\d{1,3}(?:\.\d+)?[\s-]+(?:days?|weeks?|months?|years?|decades?|nights?|hours?|hrs?|seasons?|year-olds?|years-old)\b|\bage\s+\d{1,2}\b|"#
            // Records placed before the game ("30-12 entering tonight").
            + LeakGuardPatterns.recordBeforeTheGameSource
            + #")"#,
        caseInsensitive: true)
}
