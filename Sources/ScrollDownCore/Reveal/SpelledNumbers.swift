import Foundation

/// Spelled-out numbers as digits, for matching only: "ninety-seven" → "97", "one hundred
/// eleven" → "111", "one hundred and eleven" → "111", "three" → "3". The guard decides on the
/// digitized sentence and hides the original, so "outscored SAS 111 to ninety-seven" reads as
/// the score it is.
enum SpelledNumbers {
    private static let smallWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tensWords = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// A spelled number up to 999 (parsed by `value(of:)`).
    private static let pattern: NSRegularExpression = {
        let digit = "one|two|three|four|five|six|seven|eight|nine"
        let small = smallWords.joined(separator: "|")
        let tens = tensWords.joined(separator: "|")
        let below100 = #"(?:(?:"# + tens + #")(?:[\s-](?:"# + digit + #"))?|(?:"# + small + #"))"#
        return LeakGuardPatterns.compile(
            #"\b(?:(?:"# + digit + #")\s+hundred(?:(?:\s+and)?[\s-]+"# + below100 + #")?|"# + below100 + #")\b"#,
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
            guard let value = value(of: source.substring(with: match.range)) else { continue }
            output.replaceCharacters(in: match.range, with: String(value))
        }
        return String(output)
    }

    /// The value of one spelled number ("one hundred and eleven"), or nil.
    static func value(of phrase: String) -> Int? {
        let words = phrase.lowercased()
        var total = 0
        var rest = Substring(words)
        if let range = words.range(of: "hundred") {
            let head = words[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let hundreds = smallWords.firstIndex(of: head), hundreds > 0, hundreds < 10 else { return nil }
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
