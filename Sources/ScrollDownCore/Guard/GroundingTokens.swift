import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One token of a sentence as the grounding rule reads it.
struct GroundingToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// Letters (and digits after a letter): "Westbrook", "step-back", "Q3", "P1.T1".
        case word
        /// A number, in digits or words, with what is glued to it ("25'", "26-foot", "4th").
        case number
        /// Two numbers joined by a dash or a colon: "84-84", "5:2".
        case pair
        /// A clock: "7:39", "0:32.1".
        case clock
        /// Punctuation that claims nothing.
        case punctuation
        /// Anything else: a symbol, an emoji, a hashtag or handle sign, a currency.
        case symbol
    }

    var kind: Kind
    /// As written (normalised).
    var text: String
    /// Lower-cased, without a possessive ("thunder's" → "thunder").
    var word: String
    /// A number's value; a pair's first number.
    var value: Int?
    /// A pair's second number.
    var second: Int?
    /// What is glued after a number: "'", "%", "st", "-foot", "-point", ".5".
    var suffix: String = ""
    /// A number written as an ordinal ("4th", "fourth").
    var ordinal = false
    /// A number with a sign or decimals ("-6.5", "+7", "214.5"): never a figure of the game.
    var signedOrDecimal = false
    /// Whether the word starts with a capital letter.
    var capitalised = false

    /// Whether it is written as a possessive ("Schmidt's", "Boston’s").
    var isPossessive: Bool { text.hasSuffix("'s") || text.hasSuffix("’s") }
}

/// Cuts a normalised sentence into `GroundingToken`s; spelled numbers become numbers.
enum GroundingTokens {
    private static let pattern = LeakGuardPatterns.compile(
        #"(?<clock>\d{1,2}:\d{2}(?:\.\d+)?(?!\d|:\d))"#
            + #"|(?<pair>\d{1,3}[ ]?[-–—:][ ]?\d{1,3}(?![\d:'’\p{L}]|[.,]\d))"#
            + #"|(?<glued>\d+\p{L}+(?:[-'’.][\p{L}\d]+)*)"#
            + #"|(?<number>[+\-−±]?\d+(?:[.,]\d+)*(?:['’%])?(?:-\p{L}+(?:-\p{L}+)*)?)"#
            + #"|(?<word>[\p{L}\p{M}][\p{L}\p{M}\d]*(?:[-'’.][\p{L}\p{M}\d]+)*)"#
            + #"|(?<space>\s+)"#
            + #"|(?<other>.)"#)

    /// Punctuation a sentence may carry without claiming anything.
    private static let punctuation: Set<Character> = [
        ".", ",", ";", ":", "!", "?", "'", "\"", "’", "‘", "“", "”", "(", ")", "[", "]", "-", "–", "—", "/", "&",
        "·", "|", "…", "•", "@",
    ]

    static func tokens(_ sentence: String) -> [GroundingToken] {
        let source = NSString(string: sentence)
        var tokens: [GroundingToken] = []
        for match in pattern.matches(in: sentence, range: NSRange(location: 0, length: source.length)) {
            func group(_ name: String) -> String? {
                let range = match.range(withName: name)
                return range.location == NSNotFound ? nil : source.substring(with: range)
            }
            if group("space") != nil { continue }
            if let text = group("clock") {
                tokens.append(GroundingToken(kind: .clock, text: text, word: text))
            } else if let text = group("pair") {
                let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                tokens.append(GroundingToken(kind: .pair, text: text, word: text, value: numbers.first,
                                             second: numbers.count > 1 ? numbers[1] : nil, suffix: text.contains(":") ? ":" : "-"))
            } else if let text = group("glued") {
                tokens.append(glued(text))
            } else if let text = group("number") {
                tokens.append(number(text))
            } else if let text = group("word") {
                tokens.append(GroundingToken(kind: .word, text: text, word: plainWord(text),
                                             capitalised: text.first?.isUppercase == true))
            } else if let text = group("other") {
                let kind: GroundingToken.Kind = text.count == 1 && punctuation.contains(text.first!) ? .punctuation : .symbol
                tokens.append(GroundingToken(kind: kind, text: text, word: text))
            }
        }
        return spelledNumbers(tokens)
    }

    /// "thunder's" → "thunder", "Wizards’" stays "wizards"; lower-cased.
    static func plainWord(_ text: String) -> String {
        var word = text.lowercased().replacingOccurrences(of: "’", with: "'")
        if word.hasSuffix("'s"), word.count > 2, !GroundingLexicon.glue.contains(word) { word.removeLast(2) }
        // "out-hit", "out-shot": the words "outhit", "outshot".
        if word.hasPrefix("out-"), ["hit", "hits", "hitting", "shot", "shoots", "shooting", "scored", "scores", "scoring", "rebounded"]
            .contains(word.dropFirst(4)) {
            word.remove(at: word.index(word.startIndex, offsetBy: 3))
        }
        return word
    }

    /// "4th" (an ordinal), "3s" (a plural number), "3PT", "2OT" (a word).
    private static func glued(_ text: String) -> GroundingToken {
        let digits = String(text.prefix { $0.isNumber })
        let letters = text.dropFirst(digits.count).lowercased()
        if ["st", "nd", "rd", "th"].contains(letters), let value = Int(digits) {
            return GroundingToken(kind: .number, text: text, word: text.lowercased(), value: value, suffix: letters, ordinal: true)
        }
        if letters == "s", let value = Int(digits) {
            return GroundingToken(kind: .number, text: text, word: text.lowercased(), value: value, suffix: "s")
        }
        return GroundingToken(kind: .word, text: text, word: text.lowercased())
    }

    private static func number(_ text: String) -> GroundingToken {
        var body = Substring(text)
        var token = GroundingToken(kind: .number, text: text, word: text.lowercased())
        if let first = body.first, "+-−±".contains(first) {
            token.signedOrDecimal = true
            body = body.dropFirst()
        }
        if let hyphen = body.firstIndex(of: "-") {
            token.suffix = String(body[hyphen...]).lowercased()
            body = body[..<hyphen]
        }
        if let last = body.last, "'’%".contains(last) {
            token.suffix = String(last) + token.suffix
            body = body.dropLast()
        }
        if body.contains(".") || body.contains(",") {
            // "18,203" is one number (an attendance, a year's count), "6.5" a decimal: neither is a figure here.
            token.signedOrDecimal = true
        }
        token.value = Int(body.filter(\.isNumber).prefix(6))
        return token
    }

    /// Spelled numbers as numbers: "nine" → 9, "twenty-six" → 26, "one hundred twenty-six" →
    /// 126, "a dozen" → 12, "fourth" → 4th. "one" only where it counts something, "three" not
    /// where it names a shot ("a pull-up three").
    private static func spelledNumbers(_ tokens: [GroundingToken]) -> [GroundingToken] {
        var result: [GroundingToken] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .word else {
                result.append(token)
                index += 1
                continue
            }
            if let ordinal = GroundingLexicon.ordinals.firstIndex(of: token.word) {
                let previous = result.last?.word ?? ""
                // "with a second left", "one second", "the first basket": a word, not a count; "a
                // second jump ball", "a second time" count.
                let next = index + 1 < tokens.count && tokens[index + 1].kind == .word ? tokens[index + 1].word : ""
                let time = ["one", "per", "every"].contains(previous)
                    || previous == "a" && (next.isEmpty || Self.afterASecond.contains(next))
                if ordinal == 0 || (ordinal == 1 && time) {
                    result.append(token)
                } else {
                    var number = token
                    number.kind = .number
                    number.value = ordinal + 1
                    number.ordinal = true
                    result.append(number)
                }
                index += 1
                continue
            }
            // "six-point", "thirty-one-goal": read as "6-point" is, a kind of shot only before one
            // ("a three-point play"), else a margin or a count of points ("a three-point night").
            if let hyphen = token.word.lastIndex(of: "-"), ["-point", "-goal"].contains(String(token.word[hyphen...])),
               isNumberWord(String(token.word[..<hyphen])), let value = value(of: [String(token.word[..<hyphen])]) {
                var number = token
                number.kind = .number
                number.value = value
                number.suffix = String(token.word[hyphen...])
                result.append(number)
                index += 1
                continue
            }
            // A run of number words: "one hundred and twenty-six".
            var end = index
            var words: [String] = []
            while end < tokens.count, tokens[end].kind == .word,
                  isNumberWord(tokens[end].word) || (!words.isEmpty && tokens[end].word == "and" && end + 1 < tokens.count
                                                     && isNumberWord(tokens[end + 1].word)) {
                words.append(tokens[end].word)
                end += 1
            }
            if !words.isEmpty, let value = value(of: words), !(words == ["a"]) {
                let next = end < tokens.count ? tokens[end].word : ""
                let previous = result.last?.word ?? ""
                // "one of them" is a pronoun; "one of eight" is a line.
                let afterOf = end + 1 < tokens.count ? tokens[end + 1] : nil
                let ofANumber = next == "of" && afterOf.map { $0.kind == .number || isNumberWord($0.word) && $0.word != "a" } == true
                let isPronoun = words == ["one"] && !ofANumber && (["of", "more", "another", "thing", "way", "day", "time"].contains(next)
                                                     || ["no", "the", "this", "that", "every", "each", "which", "any"].contains(previous))
                let isShot = words == ["three"] && shotModifiers.contains(previous)
                    && GroundingLexicon.units[next] == nil && !periodUnits.contains(next) && !Self.countsAfterThree.contains(next)
                if isPronoun || isShot || words.allSatisfy({ $0 == "a" || $0 == "and" }) {
                    result.append(token)
                    index += 1
                    continue
                }
                var number = GroundingToken(kind: .number, text: tokens[index..<end].map(\.text).joined(separator: " "),
                                            word: words.joined(separator: " "), value: value)
                number.capitalised = token.capitalised
                result.append(number)
                index = end
                continue
            }
            result.append(token)
            index += 1
        }
        return result
    }

    /// Words before "three" that make it a shot.
    private static let shotModifiers: Set<String> = [
        "a", "another", "his", "her", "their", "its", "the", "deep", "corner", "open", "contested", "step-back",
        "pull-up", "pullup", "fadeaway", "transition", "catch-and-shoot", "wing", "big", "late", "early", "first",
    ]

    /// Nouns "his first three" counts, never a shot: "his first three trips to the plate",
    /// "the first three batters".
    private static let countsAfterThree: Set<String> = [
        "trips", "appearances", "plate", "at-bats", "at", "times", "turns", "batters", "hitters",
    ]

    /// What follows "a second" of time ("a second left", "a second later"); before anything
    /// else it is the ordinal ("a second jump ball").
    static let afterASecond: Set<String> = [
        "left", "later", "earlier", "remaining", "to", "on", "before", "after", "into", "in", "of", "ago", "when", "and", "or",
        "away", "from", "off", "remained", "gone", "elapsed",
    ]

    static let periodUnits: Set<String> = [
        "quarter", "quarters", "period", "periods", "half", "halves", "inning", "innings", "frame", "frames",
        "intermission",
    ]

    private static func isNumberWord(_ word: String) -> Bool {
        if ["once", "twice", "thrice"].contains(word) { return true }
        if GroundingLexicon.cardinals.contains(word) || GroundingLexicon.tens.contains(word) || word == "hundred" || word == "dozen" {
            return true
        }
        if word == "a" { return false }
        let parts = word.split(separator: "-").map(String.init)
        return parts.count == 2 && GroundingLexicon.tens.contains(parts[0]) && GroundingLexicon.cardinals.contains(parts[1])
    }

    /// The value of number words ("one hundred twenty-six", "a dozen"), or nil.
    private static func value(of words: [String]) -> Int? {
        var total = 0
        var current = 0
        var any = false
        for word in words {
            if word == "and" || word == "a" { if word == "a" { current = max(current, 1) }; continue }
            if word == "hundred" { current = max(current, 1) * 100; any = true; continue }
            if let times = ["once", "twice", "thrice"].firstIndex(of: word) { current += times + 1; any = true; continue }
            if word == "dozen" { current = max(current, 1) * 12; any = true; continue }
            if let small = GroundingLexicon.cardinals.firstIndex(of: word) { current += small; any = true; continue }
            if let ten = GroundingLexicon.tens.firstIndex(of: word) { current += (ten + 2) * 10; any = true; continue }
            let parts = word.split(separator: "-").map(String.init)
            if parts.count == 2, let ten = GroundingLexicon.tens.firstIndex(of: parts[0]),
               let unit = GroundingLexicon.cardinals.firstIndex(of: parts[1]) {
                current += (ten + 2) * 10 + unit
                any = true
                continue
            }
            return nil
        }
        total += current
        return any ? total : nil
    }
}
