import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// A game on the command line: its id, or a name to look up in the feed (`BOS`,
/// `"celtics knicks"`, `BOS@yesterday`).
enum GameReference: Sendable, Equatable {
    case id(Int)
    /// Team words, and the day after `@` when given.
    case name(String, day: DayArgument?)

    /// Reads `text`: a positive number is an id; anything with a letter is a name. After the
    /// last `@` comes a day (YYYY-MM-DD or a day word: `BOS@yesterday`), or, when that is no
    /// day but has letters, the second team as the feed prints a matchup (`WAS @ OKC`,
    /// `WSH@BOS`).
    static func parse(_ text: String) throws(ScrollDownError) -> GameReference {
        let trimmed = trimmingBlanks(text)
        if let id = Int(trimmed) {
            guard id > 0 else { throw .usage(.invalidGameReference(text)) }
            return .id(id)
        }
        var query = trimmed
        var day: DayArgument?
        if let at = trimmed.lastIndex(of: "@") {
            let before = trimmingBlanks(trimmed[..<at])
            let after = trimmingBlanks(trimmed[trimmed.index(after: at)...])
            do {
                day = try DayArgument.parse(after, for: "\(before)@DAY")
                query = before
            } catch {
                // No day: a second team when it has letters, else a mistyped date.
                guard after.contains(where: \.isLetter) else { throw error }
                query = before + " @ " + after
            }
        }
        guard query.contains(where: \.isLetter) else { throw .usage(.invalidGameReference(text)) }
        return .name(query, day: day)
    }

    /// `trimmingCharacters(in: .whitespaces)`, without bridging to `NSString` when neither end
    /// is blank (every id): a run's first bridge is a visible part of a timeline's start-up.
    static func trimmingBlanks<Text: StringProtocol>(_ text: Text) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return String(text) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// How a name was read, for the message when nothing matches it: `TEAM@DAY` or `AWAY @
    /// HOME`, and for a second "team" that looks like a mistyped day word, the whole name it
    /// may be (`OKC@tomorrow`).
    static func reading(of query: String, day: DayArgument?) -> String {
        if day != nil { return "read as TEAM@DAY" }
        guard let at = query.lastIndex(of: "@") else { return "read as a team's name" }
        let before = trimmingBlanks(query[..<at]), after = trimmingBlanks(query[query.index(after: at)...])
        var text = "read as two teams, AWAY @ HOME"
        if let word = Suggestion.closest(to: after.lowercased(), in: DayArgument.Word.words) {
            text += "; for a day, did you mean \(before.replacingOccurrences(of: " @ ", with: "@"))@\(word)?"
        }
        return text
    }

    /// The id argument of a command that takes one game, by id or by name.
    static func argument(help: String = "The game: its id, or a team (BOS, \"celtics knicks\", \"WAS @ OKC\", BOS@yesterday).")
        -> Argument<GameReference> {
        .required("GAME", completion: .gameIDs, help: help, parse)
    }
}
