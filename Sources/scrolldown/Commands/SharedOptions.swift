import ScrollDownViews
import ScrollDownWithheld
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
    static let date: Option<DayArgument?> = .day(
        "date", help: "One day: YYYY-MM-DD, today, yesterday or tomorrow. Days are the league's (US-Eastern), wherever you are.")
    static let from: Option<DayArgument?> = .day(
        "from", help: "First day of the window (YYYY-MM-DD or a day word; a league day, US-Eastern).")
    static let to: Option<DayArgument?> = .day(
        "to", help: "Last day of the window (YYYY-MM-DD or a day word; a league day, US-Eastern).")

    /// A game id, as `scrolldown games` shows it.
    static func gameID(_ text: String) throws(ScrollDownError) -> Int {
        guard let id = Int(text), id > 0 else { throw .usage(.invalidGameReference(text)) }
        return id
    }
}

extension Option where Value == DayArgument? {
    /// A day (`YYYY-MM-DD` or a day word), offered as the day words; a bad one is refused
    /// naming the option.
    static func day(_ long: String, help: String) -> Self {
        .parsed(long, value: "DAY", completion: .suggestions(DayArgument.Word.words), help: help) { text throws(ScrollDownError) in
            try DayArgument.parse(text, for: "--\(long)")
        }
    }
}

/// `--server-prose`'s words, the values of the core's `serverProse` setting (a test holds the
/// two lists equal).
enum ServerProseWord: String, ChoiceValue {
    case guarded, hidden
}
