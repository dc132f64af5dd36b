import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Whether the guard can read a sentence at all. Its rules are written for English in Latin
/// letters; what it cannot read it cannot judge, so such a sentence is hidden (default-deny):
/// another script, a symbol or emoji (🏆, or one between two numbers), words of another
/// language, or text it cannot cut into words (a hashtag, digits glued to letters, a run too
/// long to be a word, a "sentence" too long to be one). Decided on the normalised text, by
/// kind, the same in every game.
enum ProseReadability {
    /// True when every character and word of `sentence` (normalised) is one the guard reads.
    static func isReadable(_ sentence: String) -> Bool {
        if sentence.containsByte(where: { $0 >= 0x80 }),
            sentence.unicodeScalars.contains(where: { !isReadableScalar($0) }) {
            return false
        }
        return segments(sentence) && readsAsEnglish(sentence)
    }

    /// Latin letters (with their accents), digits, spaces, punctuation, currency, maths and
    /// modifier signs; a few symbols seen in ordinary prose (° © ® ™). Not: other scripts,
    /// emoji and pictographs, other symbols, numbers that are not digits (½, Ⅻ), private use.
    static func isReadableScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return isLatin(value)
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // Combining accents on Latin letters; the emoji variation selector and keycaps are symbols.
            return (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
        case .decimalNumber:
            return false  // normalisation maps every decimal digit to ASCII; one left over is not read
        case .letterNumber, .otherNumber:
            return false
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .connectorPunctuation, .otherPunctuation:
            return !properties.isEmojiPresentation
        case .currencySymbol, .mathSymbol, .modifierSymbol:
            return !properties.isEmojiPresentation && !(0x2190...0x21FF).contains(value)
        case .otherSymbol:
            return value == 0xB0 || value == 0xA9 || value == 0xAE || value == 0x2122
        case .format:
            return value == 0x200D ? false : true
        default:
            return false
        }
    }

    /// Letters of the Latin script: Latin-1, Extended-A and -B, IPA and modifier letters,
    /// Latin Extended Additional, -C, -D, -E and the fullwidth forms.
    private static func isLatin(_ value: UInt32) -> Bool {
        switch value {
        case 0xAA, 0xBA, 0xC0...0x24F, 0x250...0x2FF, 0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
             0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return true
        default:
            return false
        }
    }

    /// Whether the guard can cut the text into words: no hashtag or handle, no digits glued to
    /// letters other than the forms it knows (ordinals, period labels, 3PT, 76ers, 90s), no
    /// run of 25 letters, no more than 80 words. One pass over the scalars.
    static func segments(_ text: String) -> Bool {
        var words = 0
        var token = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        func tokenIsReadable() -> Bool {
            guard !token.isEmpty else { return true }
            var letters = 0, longest = 0, hasDigit = false, hasLetter = false
            for scalar in token {
                if scalar.properties.isAlphabetic {
                    hasLetter = true
                    letters += 1
                    longest = max(longest, letters)
                } else {
                    hasDigit = true
                    letters = 0
                }
            }
            if longest >= 25 { return false }
            return !(hasDigit && hasLetter) || isKnownGluedForm(String(token))
        }
        for scalar in text.unicodeScalars {
            let isWordPart = scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39)
            if isWordPart {
                if token.isEmpty {
                    words += 1
                    if previous == "#" || previous == "@" { return false }
                }
                token.append(scalar)
            } else {
                guard tokenIsReadable() else { return false }
                token.removeAll(keepingCapacity: true)
            }
            previous = scalar
        }
        return tokenIsReadable() && words <= 80
    }

    /// Letters and digits in one word that the guard reads: "Q4", "P1", "H2", "2OT", "OT2",
    /// "3PT", ordinals ("3rd"), decades ("90s"), "76ers", and units after a number ("99mph").
    static func isKnownGluedForm(_ token: String) -> Bool {
        let whole = NSRange(location: 0, length: token.utf16.count)
        return gluedForms.firstMatch(in: token, range: whole) != nil
    }

    private static let gluedForms = LeakGuardPatterns.compile(
        #"^(?:[QPH]\d{1,2}|\d?OT\d?|[23]PT|\d+(?:st|nd|rd|th|s|ers|pt|mph|am|pm|AM|PM|ft|in|yd|yds|m|km|kg|lb|lbs|K|k|M|B))$"#)

    /// Function words of other languages written in Latin letters that are not English
    /// words too ("die", "den", "war", "also", "pour", "met", "hat", "non" are left out).
    /// Counted only in lower case: a capitalised one is a name ("Los Angeles", "Del Rio").
    static let foreignWords: Set<String> = [
        // Several languages
        "de", "en",
        // French
        "le", "les", "des", "du", "une", "est", "sont", "avec", "dans", "qui", "que", "pas", "aux", "et",
        "sur", "ont", "été", "leur", "leurs", "cette", "ces", "nous", "vous", "ils", "elles", "mais", "très",
        "sans", "chez", "après", "puis", "contre", "au", "ce", "il", "elle", "ne", "lors", "deux", "équipe",
        "équipes", "soir", "trois",
        // Spanish
        "el", "los", "las", "del", "una", "unos", "unas", "con", "por", "para", "es", "fue", "fueron", "su",
        "sus", "pero", "muy", "más", "sin", "sobre", "entre", "tras", "desde", "hasta", "partido", "equipo",
        "lo", "al", "se", "ambos", "equipos", "noche", "hoy", "ayer", "puntos", "goles", "empezaron",
        // German
        "der", "das", "und", "ist", "mit", "nicht", "dem", "ein", "eine", "einen", "einem", "im", "zu", "auf",
        "sich", "haben", "wurde", "nach", "gegen", "bei", "vom", "zum", "zur", "auch", "noch", "über",
        "für", "wir", "spiel", "sie", "beide", "sehr", "zwei", "heute", "gestern", "wieder", "immer", "schon",
        "dann", "mannschaft", "tore", "punkte", "begannen",
        // Italian
        "gli", "della", "delle", "dei", "degli", "nella", "che", "è", "sono", "hanno", "alla", "partita",
        "squadra", "nel",
        // Portuguese
        "não", "com", "uma", "pelo", "pela", "dos", "jogo", "vitória", "também", "ao", "os",
        // Dutch
        "het", "een", "niet", "zijn", "werd", "wedstrijd", "tegen", "ook", "naar", "voor", "waren",
    ]

    /// English function words, and the words of the game that play-by-play text is made of:
    /// an English sentence of five words or more has at least one. "a" and "no" are not in it:
    /// Spanish, Portuguese and Italian have them too, so they count as English only for that.
    static let englishWords: Set<String> = [
        "the", "an", "and", "of", "to", "in", "on", "at", "for", "with", "by", "from", "is", "was", "were",
        "are", "be", "been", "being", "has", "had", "have", "it", "its", "it's", "his", "her", "their", "they",
        "he", "she", "that", "this", "these", "those", "as", "after", "before", "but", "or", "not", "into",
        "over", "up", "out", "who", "which", "while", "when", "then", "than", "will", "would", "can", "could",
        "did", "do", "does", "so", "if", "all", "both", "each", "more", "most", "some", "just", "only", "also",
        "again", "off", "down", "through", "against", "during", "without", "until", "because", "about",
        "between", "under", "around", "we", "you", "i", "me", "him", "them", "us", "my", "our", "your", "there",
        "here", "what", "where", "how", "why", "one", "two", "three", "first", "second", "third", "early", "later",
        // Words of the game that play-by-play text is made of ("Last scoring play: … Jump Shot").
        "last", "next", "play", "plays", "game", "shot", "shots", "point", "points", "scoring", "score", "scored",
        "team", "lead", "run", "quarter", "period", "half", "inning", "goal", "foul", "free", "throw", "jump",
        "layup", "dunk", "pass", "assist", "assists", "rebound", "timeout", "bench", "crowd", "fans", "night",
        "tonight", "started", "opened", "featured", "strikes", "walks", "homers", "singles", "tip",
    ]

    /// Whether the words are English, as far as function words tell: words of another
    /// language at least as many as English ones (a lower-case word with an accent counts:
    /// names are capitalised), or five words or more without a single English function word,
    /// are not.
    static func readsAsEnglish(_ sentence: String) -> Bool {
        var foreign = 0, english = 0, shared = 0, words = 0
        var index = sentence.startIndex
        while index < sentence.endIndex {
            guard sentence[index].isLetter else {
                index = sentence.index(after: index)
                continue
            }
            let start = index
            while index < sentence.endIndex, sentence[index].isLetter || sentence[index] == "'" || sentence[index] == "’" {
                index = sentence.index(after: index)
            }
            let word = sentence[start..<index]
            words += 1
            let lower = word.lowercased()
            if englishWords.contains(lower) {
                english += 1
            } else if lower == "a" || lower == "no" {
                shared += 1
            } else if word.first?.isLowercase == true,
                foreignWords.contains(lower) || word.unicodeScalars.contains(where: { $0.value >= 0x80 && $0 != "’" }) {
                foreign += 1
            }
        }
        if foreign >= 1 && foreign >= english { return false }
        return !(words >= 5 && english + shared == 0)
    }
}
