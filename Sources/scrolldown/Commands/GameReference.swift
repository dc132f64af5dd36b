import ScrollDownCore

/// A game on the command line: its id, or a name to look up in the feed (`BOS`,
/// `"celtics knicks"`, `BOS@yesterday`).
enum GameReference: Sendable, Equatable {
    case id(Int)
    /// Team words, and the day after `@` when given.
    case name(String, day: DayArgument?)

    /// Reads `text`: a positive number is an id; anything with a letter is a name, with an
    /// optional `@DAY` (YYYY-MM-DD or a day word).
    static func parse(_ text: String) throws(ScrollDownError) -> GameReference {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let id = Int(trimmed) {
            guard id > 0 else { throw .usage(.invalidGameReference(text)) }
            return .id(id)
        }
        var query = trimmed
        var day: DayArgument?
        if let at = trimmed.lastIndex(of: "@") {
            query = String(trimmed[..<at]).trimmingCharacters(in: .whitespaces)
            day = try DayArgument.parse(String(trimmed[trimmed.index(after: at)...]), for: "\(query)@DAY")
        }
        guard query.contains(where: \.isLetter) else { throw .usage(.invalidGameReference(text)) }
        return .name(query, day: day)
    }

    /// The id argument of a command that takes one game, by id or by name.
    static func argument(help: String = "The game: its id, or a team (BOS, \"celtics knicks\", BOS@yesterday).")
        -> Argument<GameReference> {
        .required("GAME", completion: .gameIDs, help: help, parse)
    }
}
