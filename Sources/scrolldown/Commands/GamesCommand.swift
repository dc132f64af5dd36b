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
        discussion: "Default window: the last 7 days through tomorrow (mock env: every bundled game).",
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
        let inWindow = try await session.service.games(window.query(team: team)).filter { window.contains($0.gameDate) }
        let games = status.map { status in inWindow.filter { $0.state.rawValue == status.rawValue } } ?? inWindow
        let policy = RevealPolicy(rules: try session.revealRules(peek: peek))
        let marks = try session.readerMarks()
        let rows = games.map { policy.feedRow($0, marks: marks[$0.id] ?? .none) }
        // Ids for shell completion: who played and when, nothing about how it went.
        RecentGamesStore(directory: session.paths.cacheDirectory).remember(rows.map {
            .init(id: $0.id, league: $0.league, matchup: "\($0.away.abbreviation) @ \($0.home.abbreviation)", start: $0.start)
        })
        var feed = FeedView.grouped(rows, now: session.now, localTime: session.localTime, windowDescription: window.description)
        feed.window = window.data
        // Counts per state only (never outcomes), for the hint when a status filter empties the feed.
        let others = Status.allCases.filter { $0 != status }.map { state in (state, inWindow.filter { $0.state.rawValue == state.rawValue }.count) }
        session.output(FeedOutput(feed: feed, status: status, otherStates: others))
    }
}
