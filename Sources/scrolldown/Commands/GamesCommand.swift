import Foundation
import ScrollDownCore

/// `scrolldown games`: the feed in day sections, outcomes hidden unless visible.
struct GamesCommand: Command {
    /// The states `--status` filters on.
    enum Status: String, ChoiceValue {
        case live, final, upcoming
    }

    static let team: Option<String?> = .text("team", value: "TEXT", completion: .dynamic("teams"), help: "Only games whose team name or abbreviation contains TEXT.")
    static let status: Option<Status?> = .choice("status", value: "STATE", help: "Only games in this state.")

    static let spec = CommandSpec(
        "games", summary: "The feed: games by day, outcomes hidden unless revealed.",
        options: [SharedOptions.leagues.spec, SharedOptions.date.spec, SharedOptions.from.spec, SharedOptions.to.spec,
                  team.spec, status.spec, SharedOptions.peek.spec],
        discussion: "Default window: the last 7 days through tomorrow (mock env: every bundled game). A game's day "
            + "is the league's (US-Eastern, as the backend dates games): an evening game in New York is listed under "
            + "that day wherever you are; start times are shown in your time zone.",
        examples: [
            Example("scrolldown games", "every game of the window, by day"),
            Example("scrolldown games --league NBA,NHL --date yesterday", "yesterday's NBA and NHL games"),
            Example("scrolldown games --status final", "finished games only, outcomes still hidden"),
            Example("scrolldown games --format json | jq '.games[].id'", "the ids, for a script"),
        ])

    let window: WindowOptions
    let team: String?
    let status: Status?
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments)
        team = try arguments.get(Self.team)
        status = try arguments.get(Self.status)
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        let window = try GameWindow(self.window, session: session)
        let inWindow = try await window.games(from: session.service, team: team)
        let now = session.now
        let games = status.map { status in inWindow.filter { Self.matches($0, status, now: now) } } ?? inWindow
        let policy = try session.revealPolicy(peek: peek)
        let marks = try session.readerMarks()
        let rows = games.map { policy.feedRow($0, marks: marks[$0.id] ?? .none) }
        // Ids for shell completion: who played and when, nothing about how it went.
        CompletionValues.remember(rows, configuration: session.configuration)
        let feed = window.feed(rows)
        // Counts per state only (never outcomes), for the hint when a status filter empties the feed.
        let others = Status.allCases.filter { $0 != status }.map { state in (state, inWindow.filter { Self.matches($0, state, now: now) }.count) }
        var unmatched: FeedOutput.UnmatchedTeam?
        if let team, inWindow.isEmpty {
            // Nothing for the team: say so, with the names that come closest among the teams
            // that do play in the window (not "try a wider window" when the name is the problem).
            let all = try await window.games(from: session.service)
            if !all.isEmpty { unmatched = .init(text: team, near: Suggestion.teamNames(near: team, in: all)) }
        }
        session.output(FeedOutput(feed: feed, windowDescription: window.description, isEmpty: rows.isEmpty, status: status,
                                  otherStates: others, unmatchedTeam: unmatched))
    }

    /// Whether a game is in a `--status` state; a scheduled game whose start is long past is
    /// not upcoming (the feed says "start passed, no result").
    static func matches(_ game: GameSummary, _ status: Status, now: Date) -> Bool {
        GameState(rawValue: status.rawValue).map { game.isIn($0, now: now) } ?? false
    }
}
