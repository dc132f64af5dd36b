import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Splits prose into sentences, keeping every character so the text can be rebuilt exactly.
enum SentenceSplitter {
    /// One sentence and the whitespace that follows it.
    struct Sentence: Equatable {
        let body: Substring
        let trailing: Substring
    }

    /// Leading whitespace, then sentences; `leading + Σ(body + trailing)` is the input.
    struct Split: Equatable {
        let leading: Substring
        let sentences: [Sentence]
    }

    /// Words that end with a period without ending the sentence ("St. Louis", "Jr.").
    static let abbreviations: Set<String> = [
        "st", "jr", "sr", "mr", "mrs", "ms", "dr", "vs", "mt", "ft", "no", "nos", "gen", "lt",
        "col", "sgt", "capt", "etc", "approx", "ave", "blvd", "inc", "co", "corp", "ltd", "jan",
        "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "pts", "est",
    ]

    private static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "]"]

    /// Sentences end at `.`, `!` or `?` (plus closing quotes) before whitespace or the end,
    /// and at line breaks; "J. Allen", "St. Louis" and `0:32.1` do not end one.
    static func split(_ text: String) -> Split {
        let enumerated = enumeration.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
        let leadingEnd = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        var sentences: [Sentence] = []
        var start = leadingEnd
        var index = leadingEnd
        while index < text.endIndex {
            let character = text[index]
            var bodyEnd: String.Index?
            if character.isNewline {
                bodyEnd = index
            } else if character == "." || character == "!" || character == "?" {
                var after = text.index(after: index)
                while after < text.endIndex, ".!?".contains(text[after]) || closers.contains(text[after]) {
                    after = text.index(after: after)
                }
                let atBoundary = after == text.endIndex || text[after].isWhitespace
                let single = text.index(after: index) == after || !".!?".contains(text[text.index(after: index)])
                if atBoundary, !(character == "." && single && after != text.endIndex
                    && (endsWithAbbreviation(text[start..<index]) || enumerated && endsWithEnumerator(text[start..<index]))) {
                    bodyEnd = after
                }
            }
            guard let end = bodyEnd else {
                index = text.index(after: index)
                continue
            }
            let trailingEnd = text[end...].firstIndex { !$0.isWhitespace } ?? text.endIndex
            if start < end {
                sentences.append(Sentence(body: text[start..<end], trailing: text[end..<trailingEnd]))
            } else if let last = sentences.popLast() {
                // A blank line: its whitespace belongs to the previous sentence's trailing.
                sentences.append(Sentence(body: last.body, trailing: text[last.trailing.startIndex..<trailingEnd]))
            }
            start = trailingEnd
            index = trailingEnd
        }
        if start < text.endIndex {
            sentences.append(Sentence(body: text[start...], trailing: text[text.endIndex...]))
        }
        return Split(leading: text[..<leadingEnd], sentences: sentences)
    }

    /// A list numbered "1. … 2. …" ("Three stars: 1. Tkachuk 2. Schmidt 3. Barkov."): its
    /// numbers end no sentence, so the list is read, and shown or hidden, whole.
    private static let enumeration = LeakGuardPatterns.compile(#"(?:^|[\s:(])1\.\s+\S.*?\s2\.\s+\S"#)

    /// True when the text before a period ends with a list's number (one or two digits on their own).
    private static func endsWithEnumerator(_ prefix: Substring) -> Bool {
        let digits = prefix.reversed().prefix { $0.isNumber }
        guard (1...2).contains(digits.count) else { return false }
        let before = prefix.dropLast(digits.count).last
        return before == nil || before!.isWhitespace || before == ":" || before == "("
    }

    /// True when the word right before a period is a single capital or a known abbreviation.
    private static func endsWithAbbreviation(_ prefix: Substring) -> Bool {
        let word = prefix.reversed().prefix { $0.isLetter }
        guard !word.isEmpty else { return false }
        let text = String(word.reversed())
        if text.count == 1, text.first?.isUppercase == true { return true }
        return abbreviations.contains(text.lowercased())
    }
}
