import ScrollDownCore

/// Options and arguments more than one command takes, declared once.
enum SharedOptions {
    static let peek: Option<Bool> = .flag("peek", help: "Show the outcome this once, without remembering it.")
    static let serverProse: Option<ServerProseWord?> = .choice(
        "server-prose", value: "MODE",
        help: "Server text of a hidden game: guarded (filtered, not proven) or hidden (none shown); default: config serverProse.")
    static let yes: Option<Bool> = .flag("yes", short: "y", help: "Do it without asking.")
    static let dryRun: Option<Bool> = .flag("dry-run", help: "Only list what would change.")
    static let leagues: Option<[League]> = .choices(
        "league", value: "LEAGUES",
        help: "Leagues, comma-separated or repeated (\(League.words.joined(separator: ", "))).") { name in
            .usage(.unknownLeague(name, known: League.words))
        }
    static let date: Option<DayArgument?> = .parsed(
        "date", value: "DAY", completion: .suggestions(DayArgument.Word.words),
        help: "One day: YYYY-MM-DD, today, yesterday or tomorrow. Days are the league's (US-Eastern), wherever you are.") { text throws(ScrollDownError) in
            try DayArgument.parse(text, for: "--date")
        }
    static let from: Option<DayArgument?> = .parsed(
        "from", value: "DAY", completion: .suggestions(DayArgument.Word.words),
        help: "First day of the window (YYYY-MM-DD or a day word; a league day, US-Eastern).") { text throws(ScrollDownError) in
            try DayArgument.parse(text, for: "--from")
        }
    static let to: Option<DayArgument?> = .parsed(
        "to", value: "DAY", completion: .suggestions(DayArgument.Word.words),
        help: "Last day of the window (YYYY-MM-DD or a day word; a league day, US-Eastern).") { text throws(ScrollDownError) in
            try DayArgument.parse(text, for: "--to")
        }

    /// A game id, as `scrolldown games` shows it.
    static func gameID(_ text: String) throws(ScrollDownError) -> Int {
        guard let id = Int(text), id > 0 else { throw .usage(.invalidGameReference(text)) }
        return id
    }
}

/// `--server-prose`'s words, the values of the core's `serverProse` setting (a test holds the
/// two lists equal).
enum ServerProseWord: String, ChoiceValue {
    case guarded, hidden
}
