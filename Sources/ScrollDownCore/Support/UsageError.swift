import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What was wrong with a command line or a value (exit 64), as data. The executable prints
/// `message` and then the short usage of the command, whatever the case.
public enum UsageError: Equatable, Sendable {
    /// A word in the command's place that names no command.
    case unknownCommand(String, suggestion: String?)
    /// `--name` (or `-x`) that the command and the global options lack.
    case unknownOption(String, command: String?, suggestion: String?)
    /// An option that takes a value came last.
    case missingValue(option: String, valueName: String)
    /// `--flag=value` for a flag.
    case flagTakesNoValue(option: String)
    /// A value outside an option's or argument's allowed words.
    case invalidChoice(option: String, value: String, allowed: [String], suggestion: String?)
    /// A number that does not parse or lies outside its range; `expected` says what fits.
    case invalidNumber(option: String, value: String, expected: String)
    /// A day that is neither `YYYY-MM-DD` nor a day word.
    case invalidDay(option: String, value: String, suggestion: String?)
    /// A required positional argument is missing.
    case missingArgument(name: String, command: String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String, command: String)
    /// Options that exclude each other, e.g. `--reveal` and `--hide`.
    case conflictingOptions([String])
    /// `--from` is after `--to`.
    case fromAfterTo(from: String, to: String)
    /// A game argument that is neither an id nor a name to look up.
    case invalidGameReference(String)
    /// A time zone name the system does not know.
    case unknownTimeZone(String)
    /// A league the client does not know.
    case unknownLeague(String, known: [String])
    /// A `--through` period the league does not have.
    case unknownPeriod(String, league: String, examples: [String])
    /// `games --through`: no league listed has the period before its last regulation one.
    case periodNotInLeagues(String, accepted: [String])
    /// A base URL that is not `http(s)://host[:port]`; `reason` says what is wrong.
    case invalidBaseURL(String, reason: String)
    /// `SCROLLDOWN_NOW` is not an ISO-8601 time.
    case invalidNowOverride(String)
    /// A setting name `config` does not know.
    case unknownSetting(String, known: [String], suggestion: String? = nil)
    /// A setting value that does not fit the setting.
    case invalidSetting(key: String, value: String, expected: SettingExpectation)
    /// A day given to a service filter is not `YYYY-MM-DD`.
    case invalidDate(String)
    /// A service filter's first day is after its last.
    case startAfterEnd
    /// A FairBet page size outside 1…500.
    case invalidPageSize(Int)
    /// A team name that names no team this client knows; `suggestions`: the nearest names.
    case unknownTeam(String, suggestions: [String])
    /// A team name that fits several teams; `candidates`: `LEAGUE:ABBR Name` of each.
    case ambiguousTeam(String, candidates: [String])
    /// A game name that fits more than one game; the candidates say which.
    case ambiguousGame(query: String, candidates: [GameCandidate])
    /// A command that changes a lot of state was run without a terminal to confirm on.
    case confirmationNeeded(command: String)
    /// Options that make no sense together, e.g. `-q` and `-v`.
    case incompatibleOptions(String, String)
    /// A full-screen command run without a terminal on stdin and stdout.
    case needsTerminal(command: String)
    /// Two legs of a parlay that cannot be combined: the same bet twice, or both sides of one
    /// market (a parlay of them is certain to lose, or a wash).
    case parlayLegs(first: String, second: String, sameBet: Bool)
    /// `login` without a terminal to type the password on, and without `--password-stdin`.
    case passwordNeedsTerminal
    /// `login`: the password typed or piped is empty.
    case emptyPassword
    /// `login` with nothing to read the email from: no `--email`, no earlier sign-in, and no
    /// terminal to ask on (or stdin carries the password).
    case emailNeeded

    /// The one-line message (the ambiguous-game case adds one line per candidate). Every value
    /// the user typed is quoted through `Echo` (at most ~200 characters, hidden characters
    /// visible), so a huge or hostile argument neither floods the terminal nor acts on it.
    var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            return "unknown command \(Echo.quoted(word))" + Self.hint(suggestion)
        case .unknownOption(let option, let command, let suggestion):
            return "unknown option \(Echo.quoted(option))" + (command.map { " for '\($0)'" } ?? "") + Self.hint(suggestion)
        case .missingValue(let option, let valueName):
            return "\(option) needs a value (\(valueName))"
        case .flagTakesNoValue(let option):
            return "\(option) takes no value"
        case .invalidChoice(let option, let value, let allowed, let suggestion):
            return "invalid value \(Echo.quoted(value)) for \(option) (expected \(allowed.joined(separator: ", ")))" + Self.hint(suggestion)
        case .invalidNumber(let option, let value, let expected):
            return "invalid value \(Echo.quoted(value)) for \(option) (expected \(expected))"
        case .invalidDay(let option, let value, let suggestion):
            return "invalid day \(Echo.quoted(value)) for \(option) (expected YYYY-MM-DD, today, yesterday or tomorrow)"
                + Self.hint(suggestion)
        case .missingArgument(let name, let command):
            return "missing \(name) for '\(command)'"
        case .unexpectedArgument(let word, let command):
            return "unexpected argument \(Echo.quoted(word)) for '\(command)'"
        case .conflictingOptions(let options):
            return "use " + options.joined(separator: " or ") + ", not both"
        case .fromAfterTo(let from, let to):
            return "--from \(Echo.visible(from)) is after --to \(Echo.visible(to))"
        case .invalidGameReference(let text):
            return "invalid game \(Echo.quoted(text)) (expected an id or a team, as shown by 'scrolldown games')"
        case .unknownTimeZone(let name):
            return "unknown time zone \(Echo.quoted(name)) (use an IANA name such as Europe/Paris)"
        case .unknownLeague(let name, let known):
            return "unknown league \(Echo.quoted(name)) (known: \(known.joined(separator: ", ")))"
        case .periodNotInLeagues(let text, let accepted):
            return "no league listed has period \(Echo.quoted(text)): \(accepted.joined(separator: ", "))"
        case .unknownPeriod(let text, let league, let examples):
            return "unknown period \(Echo.quoted(text)) for \(league) (expected e.g. \(examples.joined(separator: ", ")) or a number)"
        case .invalidBaseURL(let text, let reason):
            return "invalid base URL \(Echo.quoted(text)): \(reason) (expected http(s)://host[:port], e.g. https://example.com)"
        case .invalidNowOverride(let text):
            return "SCROLLDOWN_NOW is not an ISO-8601 time: \(Echo.visible(text))"
        case .unknownSetting(let key, let known, let suggestion):
            if let suggestion { return "unknown setting \(Echo.quoted(key)); did you mean \(Echo.quoted(suggestion))?" }
            return "unknown setting \(Echo.quoted(key)); known settings: \(known.joined(separator: ", "))"
        case .invalidSetting(let key, let value, let expected):
            return "\(key) must be \(expected.words) (got \(Echo.quoted(value)))"
        case .invalidDate(let day):
            return "not a date (YYYY-MM-DD): \(Echo.visible(day))"
        case .startAfterEnd:
            return "the start date is after the end date"
        case .invalidPageSize:
            return "the FairBet page size must be between 1 and 500"
        case .unknownTeam(let text, let suggestions):
            return "no team is named \(Echo.quoted(text))"
                + (suggestions.isEmpty ? " (use an abbreviation or a name, as 'scrolldown games' shows them)"
                    : "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: " or ") + "?")
        case .ambiguousTeam(let text, let candidates):
            return (["\(Echo.quoted(text)) names several teams; use one of:"] + candidates.map { "  " + $0 }).joined(separator: "\n")
        case .ambiguousGame(let query, let candidates):
            let lines = candidates.map(\.line)
            return (["\(Echo.quoted(query)) fits \(candidates.count) games; use an id, more of the team's name, or a day (\(Echo.visible(query))@yesterday):"]
                + lines).joined(separator: "\n")
        case .confirmationNeeded(let command):
            return "\(command) changes every game: add --yes to confirm (stdin is not a terminal to ask on)"
        case .needsTerminal(let command):
            return "\(command) needs a terminal on stdin and stdout; for a pipe or a script use 'scrolldown games' and 'scrolldown read ID'"
        case .incompatibleOptions(let first, let second):
            return "\(first) and \(second) cannot be used together"
        case .parlayLegs(let first, let second, let sameBet):
            return sameBet ? "a parlay takes each bet once: \(Echo.quoted(first)) is given twice"
                : "\(Echo.quoted(first)) and \(Echo.quoted(second)) are two sides of one market: a parlay of them cannot win"
        case .passwordNeedsTerminal:
            return "login reads the password from a terminal, never from the command line or the environment: "
                + "run it on a terminal, or pipe the password in with --password-stdin"
        case .emptyPassword:
            return "login: the password is empty; nothing was sent"
        case .emailNeeded:
            return "login needs the account's email: --email EMAIL"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// What a setting accepts, for `UsageError.invalidSetting`.
public enum SettingExpectation: Equatable, Sendable {
    /// One of these words.
    case oneOf([String])
    /// An IANA time zone name.
    case timeZone
    /// A whole number of seconds within this range.
    case wholeSeconds(ClosedRange<Int>)
    /// An http or https URL.
    case httpURL
    /// A path starting with `/` that contains `{id}`.
    case recapPath
    /// A team this client knows by name or abbreviation.
    case team

    /// How the message says it.
    var words: String {
        switch self {
        case .oneOf(let choices): return "one of: \(choices.joined(separator: ", "))"
        case .timeZone: return "an IANA time zone such as America/New_York or UTC (or a POSIX TZ rule such as EST5EDT)"
        case .wholeSeconds(let range): return "a whole number of seconds from \(range.lowerBound) to \(range.upperBound)"
        case .httpURL: return "an http or https URL such as https://example.com"
        case .recapPath: return "a path starting with / that contains {id}, e.g. /games/{id}/recap"
        case .team: return "a known team's abbreviation or name (BOS, Celtics, NBA:BOS; a whole league as NBA:*; college teams as NCAAB:NAME)"
        }
    }
}

/// One game a name could mean, as an ambiguous-name error lists it: no score, no state word
/// that could tell the outcome.
public struct GameCandidate: Equatable, Sendable {
    let id: Int
    let league: String
    /// `BOS @ NYK`.
    let matchup: String
    /// The league day, e.g. `Thu 9 Oct`.
    let day: String

    /// Creates a candidate line.
    init(id: Int, league: String, matchup: String, day: String) {
        self.id = id
        self.league = league
        self.matchup = matchup
        self.day = day
    }

    /// The candidate as a list line: `  ID  LEAGUE  AWAY @ HOME  DAY`.
    var line: String { "  \(id)  \(league)  \(matchup)  \(day)" }
}
