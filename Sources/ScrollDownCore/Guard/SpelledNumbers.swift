import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Spelled-out numbers as digits, for matching only: "ninety-seven" → "97", "one hundred
/// eleven" → "111", "a hundred and twelve" → "112", "three" → "3", "a dozen" → "12". The
/// guard decides on the digitized sentence and hides the original, so "outscored SAS 111 to
/// ninety-seven" reads as the score it is.
///
/// "one" is a number only where it counts something ("one point", "by one", "one to
/// nothing"); as a pronoun or determiner ("one of the best", "no one", "one more time") it
/// stays a word, so ordinary prose does not carry a number it never had.
enum SpelledNumbers {
    private static let smallWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tensWords = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// A spelled number up to 999 (parsed by `value(of:)`), or a dozen.
    private static let pattern: NSRegularExpression = {
        let digit = "one|two|three|four|five|six|seven|eight|nine"
        let small = smallWords.joined(separator: "|")
        let tens = tensWords.joined(separator: "|")
        let below100 = #"(?:(?:"# + tens + #")(?:[\s-](?:"# + digit + #"))?|(?:"# + small + #"))"#
        return LeakGuardPatterns.compile(
            #"\b(?:(?:"# + digit + #"|a)\s+hundred(?:(?:\s+and)?[\s-]+"# + below100 + #")?|"# + below100
                + #"|(?:half\s+a\s+|a\s+)dozen)\b"#,
            caseInsensitive: true)
    }()

    /// The same, without the hundreds: groups 1 tens word, 2 its unit, 3 a small number.
    private static let plain: NSRegularExpression = {
        let digit = "one|two|three|four|five|six|seven|eight|nine"
        return LeakGuardPatterns.compile(
            #"^(?:("# + tensWords.joined(separator: "|") + #")(?:[\s-]("# + digit + #"))?|("# + smallWords.joined(separator: "|") + #"))$"#,
            caseInsensitive: true)
    }()

    /// `text` with every spelled number from zero to 999 written in digits; text without one
    /// comes back unchanged (one scan).
    static func digitized(_ text: String) -> String {
        let source = NSString(string: text)
        let matches = pattern.matches(in: text, range: NSRange(location: 0, length: source.length))
        guard !matches.isEmpty else { return text }
        let output = NSMutableString(string: text)
        for match in matches.reversed() {
            let phrase = source.substring(with: match.range)
            if phrase.lowercased() == "one", !countsAsNumber(oneAt: match.range, in: source) { continue }
            guard let value = value(of: phrase) else { continue }
            output.replaceCharacters(in: match.range, with: String(value))
        }
        return String(output)
    }

    /// What "one" counts when it is a number: the word after it (also after a hyphen).
    private static let countedUnits: Set<String> = [
        "point", "points", "pt", "pts", "goal", "goals", "run", "runs", "basket", "baskets", "possession",
        "possessions", "score", "hit", "hits", "assist", "assists", "rebound", "rebounds", "save", "saves",
        "shot", "shots", "win", "wins", "loss", "losses", "game", "games", "inning", "innings", "out", "outs",
        "touchdown", "touchdowns", "field", "free", "to", "nothing", "nil", "zero", "apiece", "all", "up",
    ]
    /// Words before "one" that make it a count ("by one", "tied at one", "scored one").
    private static let countingWords: Set<String> = [
        "by", "at", "tied", "scored", "had", "made", "hit", "managed", "just", "only", "trailed", "led", "up", "down",
    ]
    /// Words after "one" that make it a pronoun whatever came before ("only one of them").
    private static let pronounFollowers: Set<String> = ["of", "another", "more", "thing", "way", "day", "time", "another's"]

    /// Whether the "one" at `range` counts something.
    private static func countsAsNumber(oneAt range: NSRange, in source: NSString) -> Bool {
        let after = source.substring(from: NSMaxRange(range))
        let next = after.drop { $0 == " " || $0 == "-" }.prefix { $0.isLetter }.lowercased()
        if countedUnits.contains(next) { return true }
        if pronounFollowers.contains(next) { return false }
        let before = source.substring(to: range.location)
        let previous = String(before.reversed().drop { $0 == " " }.prefix { $0.isLetter }.reversed()).lowercased()
        return countingWords.contains(previous)
    }

    /// The value of one spelled number ("one hundred and eleven", "a dozen"), or nil.
    static func value(of phrase: String) -> Int? {
        let words = phrase.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.hasSuffix("dozen") { return words.hasPrefix("half") ? 6 : 12 }
        var total = 0
        var rest = Substring(words)
        if let range = words.range(of: "hundred") {
            let head = words[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let hundreds = head == "a" ? 1 : smallWords.firstIndex(of: head) ?? 0
            guard hundreds > 0, hundreds < 10 else { return nil }
            total = hundreds * 100
            rest = words[range.upperBound...]
            var trimmed = rest.trimmingCharacters(in: CharacterSet(charactersIn: " -"))
            if trimmed.hasPrefix("and ") { trimmed = String(trimmed.dropFirst(4)) }
            rest = Substring(trimmed)
            if rest.isEmpty { return total }
        }
        let tail = String(rest)
        guard let match = plain.firstMatch(in: tail, range: NSRange(location: 0, length: tail.utf16.count)) else { return nil }
        let source = NSString(string: tail)
        func group(_ index: Int) -> String? {
            let range = match.range(at: index)
            return range.location == NSNotFound ? nil : source.substring(with: range).lowercased()
        }
        if let ten = group(1), let tens = tensWords.firstIndex(of: ten) {
            let unit = group(2).flatMap { smallWords.firstIndex(of: $0) } ?? 0
            return total + (tens + 2) * 10 + unit
        }
        if let small = group(3), let value = smallWords.firstIndex(of: small) { return total + value }
        return nil
    }
}
