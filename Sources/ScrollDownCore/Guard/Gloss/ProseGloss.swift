import Foundation

/// A sentence in another language read into the guard's English, word by word, so the one
/// grounding rule judges it (`LeakGuard.verdict`). Hiding stays the default: a reading exists
/// only when one language's table covers every word of the sentence (longest phrase first),
/// names pass through only when they are the game's own (`isName`), and numbers only as
/// numbers. The tables are faithful, never softer ("ganó" is "won", and the English rule hides
/// it as it hides "won"); a word a table leaves out keeps its sentence hidden. The guard then
/// shows the sentence as written only when every reading grounds — two languages that both
/// cover it must both agree — so a word read in the wrong language cannot show it.
enum ProseGloss {
    /// One language's words, "foreign words => english words", longest phrase first.
    struct Table: Sendable {
        let code: String
        let entries: [String: [String]]
        let longest: Int

        init(code: String, entries text: String) {
            self.code = code
            var entries: [String: [String]] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.components(separatedBy: "=>")
                guard parts.count == 2 else { continue }
                let key = parts[0].split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
                guard !key.isEmpty else { continue }
                entries[key] = parts[1].split(whereSeparator: \.isWhitespace).map(String.init)
            }
            self.entries = entries
            longest = entries.keys.map { $0.split(separator: " ").count }.max() ?? 1
        }
    }

    static let tables: [Table] = [spanish, french, german, portuguese, italian, swedish]

    /// Languages that write a name's genitive with a bare "s" ("Guentzels kvittering",
    /// "Floridas 6", "Reinharts Tor"): the game's name with it is that name's possessive.
    private static let bareGenitive: Set<String> = ["sv", "de"]

    /// The English readings of `sentence`, one for each table that covers all of it and
    /// translates at least one word (an English sentence covered by chance is no reading).
    static func readings(of sentence: String, isName: (String) -> Bool, tables: [Table] = tables) -> [(language: String, english: String)] {
        let pieces = GlossPieces.cut(sentence)
        guard pieces.contains(where: { $0.kind == .word }) else { return [] }
        return tables.compactMap { table in reading(pieces, in: table, isName: isName).map { (table.code, $0) } }
    }

    private static func reading(_ pieces: [GlossPieces.Piece], in table: Table, isName: (String) -> Bool) -> String? {
        let pieces = GlossPieces.joiningScores(pieces, language: table.code)
        var out: [String] = []
        var translated = false
        var index = 0
        let only = table.code == "fr" ? frenchRestrictive(pieces) : []
        while index < pieces.count {
            let piece = pieces[index]
            switch piece.kind {
            case .space:
                out.append(" ")
                index += 1
            case .punctuation:
                out.append(GlossPieces.englishPunctuation(piece.text))
                index += 1
            case .number:
                guard let number = GlossPieces.englishNumber(piece.text, next: nextWord(pieces, after: index), language: table.code)
                else { return nil }
                out.append(" " + number + " ")
                index += 1
            case .word:
                if let replacement = only.first(where: { $0.index == index }) {
                    out.append(" " + replacement.english + " ")
                    translated = true
                    index += 1
                    continue
                }
                if isGameName(piece, isName) {
                    out.append(" " + piece.text + " ")
                    index += 1
                    continue
                }
                if bareGenitive.contains(table.code), piece.text.count > 2, piece.text.hasSuffix("s"),
                   isGameName(GlossPieces.Piece(kind: .word, text: String(piece.text.dropLast())), isName) {
                    out.append(" " + piece.text.dropLast() + "'s ")
                    index += 1
                    continue
                }
                // The longest phrase of words (one space apart) the table knows, starting here.
                var matched: (count: Int, english: [String])?
                var words: [String] = []
                var end = index
                while end < pieces.count, words.count < table.longest, pieces[end].kind == .word {
                    words.append(pieces[end].text.lowercased())
                    if let english = table.entries[words.joined(separator: " ")] { matched = (words.count, english) }
                    guard end + 2 < pieces.count, pieces[end + 1].kind == .space else { break }
                    end += 2
                }
                guard let matched else {
                    // A first name before the player's surname ("Kyrie Irving"): the guard's English
                    // grounds it by the initial the plays give, or hides the sentence.
                    guard piece.text.first?.isUppercase == true, index + 2 < pieces.count, pieces[index + 1].kind == .space,
                          isGameName(pieces[index + 2], isName) else { return nil }
                    out.append(" " + piece.text + " ")
                    index += 1
                    continue
                }
                let key = words.prefix(matched.count).joined(separator: " ")
                if matched.english.joined(separator: " ") != key { translated = true }
                // Spaced: an elided piece ("n'", "l'") has none after it as written.
                out.append(" " + matched.english.joined(separator: " ") + " ")
                index += matched.count * 2 - 1
            }
        }
        guard translated else { return nil }
        return GlossPieces.tidy(out.joined())
    }

    /// A word written as a name (a capital first) that is one of the game's names.
    private static func isGameName(_ piece: GlossPieces.Piece, _ isName: (String) -> Bool) -> Bool {
        piece.kind == .word && piece.text.first?.isUppercase == true && isName(piece.text.lowercased())
    }

    private static func nextWord(_ pieces: [GlossPieces.Piece], after index: Int) -> String? {
        pieces[(index + 1)...].first { $0.kind == .word || $0.kind == .number || $0.kind == .punctuation }
            .flatMap { $0.kind == .word ? $0.text.lowercased() : nil }
    }

    /// French "ne … que" is "only": "n'a réussi qu'un tir sur huit" is "made only one shot of
    /// eight". The "ne" says nothing then, and "que" is "only" — unless a word of negation
    /// stands between them ("ne … pas que"), when both keep their table meanings.
    private static func frenchRestrictive(_ pieces: [GlossPieces.Piece]) -> [(index: Int, english: String)] {
        let negations: Set<String> = ["pas", "plus", "jamais", "rien", "personne", "aucun", "aucune", "guère", "point", "nul", "nulle"]
        var result: [(Int, String)] = []
        var open: Int?
        for (index, piece) in pieces.enumerated() where piece.kind == .word {
            let word = piece.text.lowercased()
            if word == "ne" || word == "n'" {
                open = index
            } else if let start = open, word == "que" || word == "qu'" {
                result += [(start, ""), (index, "only")]
                open = nil
            } else if negations.contains(word) {
                open = nil
            }
        }
        return result
    }
}
