import Foundation

/// The pieces of a sentence as the gloss reads them, and how numbers and punctuation of other
/// languages are written in the guard's English: "63 à 45" and German "32:19" are the score
/// "63-45", "32-19"; "3min44s" is the clock "3:44"; "1º", "2e" are "1st", "2nd".
enum GlossPieces {
    struct Piece: Equatable {
        enum Kind { case word, number, punctuation, space }
        var kind: Kind
        var text: String
    }

    private static let pattern = LeakGuardPatterns.compile(
        #"(?<number>\d(?:[\d\p{L}º°ª]|[:.,'’\-](?=[\d\p{L}º°ª]))*)"#
            + #"|(?<word>[\p{L}\p{M}]+(?:['’\-][\p{L}\p{M}]+)*['’]?)"#
            + #"|(?<space>\s+)"#
            + #"|(?<other>.)"#)

    /// Articles and pronouns French and Italian elide onto the next word ("l'entre-deux",
    /// "qu'un", "all'intervallo"): their own piece, so a table lists them once.
    private static let elided: Set<String> = [
        "l'", "d'", "n'", "qu'", "j'", "s'", "c'", "m'", "t'", "jusqu'", "lorsqu'", "puisqu'",
        "all'", "dell'", "nell'", "sull'", "dall'", "un'", "quest'", "quell'", "coll'",
    ]

    static func cut(_ sentence: String) -> [Piece] {
        // "2–1": a score written with an en dash is the score "2-1".
        let text = sentence.replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: #"(?<=\d)–(?=\d)"#, with: "-", options: .regularExpression)
        var pieces: [Piece] = []
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            guard let swiftRange = Range(match.range, in: text) else { continue }
            let token = String(text[swiftRange])
            if match.range(withName: "number").location != NSNotFound {
                pieces.append(Piece(kind: .number, text: token))
            } else if match.range(withName: "word").location != NSNotFound {
                pieces += splitElision(token)
            } else if match.range(withName: "space").location != NSNotFound {
                pieces.append(Piece(kind: .space, text: " "))
            } else {
                pieces.append(Piece(kind: .punctuation, text: token))
            }
        }
        return pieces
    }

    /// "l'entre-deux" → "l'", "entre-deux"; a name such as "D'Angelo" is split too, and the
    /// table's "d'" then makes it no name: its sentence stays hidden.
    private static func splitElision(_ word: String) -> [Piece] {
        guard let apostrophe = word.firstIndex(of: "'"), apostrophe != word.index(before: word.endIndex) else {
            return [Piece(kind: .word, text: word)]
        }
        let head = String(word[...apostrophe])
        guard elided.contains(head.lowercased()) else { return [Piece(kind: .word, text: word)] }
        return [Piece(kind: .word, text: head)] + splitElision(String(word[word.index(after: apostrophe)...]))
    }

    /// Words that join two numbers into a score, by language: "63 à 45", "1 a 0", "40 x 25", "2 zu 1".
    private static let scoreJoiners: [String: Set<String>] = [
        "es": ["a"], "fr": ["à", "a"], "de": ["zu"], "pt": ["a", "x"], "it": ["a"],
    ]

    /// "63 à 45" as the one piece "63-45".
    static func joiningScores(_ pieces: [Piece], language: String) -> [Piece] {
        let joiners = scoreJoiners[language] ?? []
        var result: [Piece] = []
        var index = 0
        while index < pieces.count {
            if index + 4 < pieces.count, pieces[index].kind == .number, pieces[index + 1].kind == .space,
               pieces[index + 2].kind == .word, joiners.contains(pieces[index + 2].text.lowercased()),
               pieces[index + 3].kind == .space, pieces[index + 4].kind == .number,
               isWhole(pieces[index].text), isWhole(pieces[index + 4].text) {
                result.append(Piece(kind: .number, text: pieces[index].text + "-" + pieces[index + 4].text))
                index += 5
                continue
            }
            result.append(pieces[index])
            index += 1
        }
        return result
    }

    private static func isWhole(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 3 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }

    private static let clockUnits: Set<String> = ["min", "minuten", "minute", "minutes", "minutos", "minuti", "sekunden", "s"]

    /// A number as the guard's English writes it, or nil for a shape it does not read.
    static func englishNumber(_ text: String, next: String?, language: String) -> String? {
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) { return text }
        // A kind of shot, as English writes it in any language: "3-pointer".
        if text.range(of: #"^\d+-(pointers?|point|footer|foot)$"#, options: .regularExpression) != nil { return text }
        let parts = text.split(whereSeparator: { !$0.isNumber }).map(String.init)
        let letters = text.filter(\.isLetter).lowercased()
        // Scores and clocks: "84-84", "5:2", "12:21".
        if parts.count == 2, text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == ":" }) {
            if text.contains("-") { return text }
            // German writes a score with a colon ("mit 32:19"); a clock then has its unit after it.
            if language == "de", !clockUnits.contains(next ?? "") { return parts.joined(separator: "-") }
            return text
        }
        // "3min44s", "3min44": a clock.
        if parts.count == 2, letters == "mins" || letters == "min", text.lowercased().contains("min") {
            return parts[0] + ":" + (parts[1].count == 1 ? "0" + parts[1] : parts[1])
        }
        // "1º", "2ª", "1er", "2e", "3ème", "1st": an ordinal.
        if parts.count == 1, let value = Int(parts[0]),
           ["º", "ª", "°"].contains(String(text.drop(while: \.isNumber))) || ["er", "re", "e", "ème", "eme", "o", "a", "st", "nd", "rd", "th"].contains(letters) {
            return ordinal(value)
        }
        return nil
    }

    static func ordinal(_ value: Int) -> String {
        let suffix = switch (value % 10, value % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return "\(value)\(suffix)"
    }

    static func englishPunctuation(_ text: String) -> String {
        switch text {
        case "«", "»", "„", "“", "”": "\""
        case "¿", "¡": ""
        default: text
        }
    }

    /// Spaces as English writes them: one between words, none before a closing mark.
    static func tidy(_ text: String) -> String {
        var result = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for mark in [",", ".", ";", ":", "!", "?", ")"] {
            result = result.replacingOccurrences(of: " " + mark, with: mark)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
