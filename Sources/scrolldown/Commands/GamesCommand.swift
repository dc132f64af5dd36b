import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown games`: the feed in day sections, outcomes hidden unless visible.
struct GamesCommand: Command {
    /// The states `--status` filters on.
    enum Status: String, ChoiceValue {
        case live, final, upcoming

        /// The game state it filters on.
        var state: GameState {
            switch self {
            case .live: return .live
            case .final: return .final
            case .upcoming: return .upcoming
            }
        }
    }

    static let team: Option<String?> = .text("team", value: "TEXT", completion: .dynamic(.teams), help: "Only games whose team name or abbreviation contains TEXT.")
    static let status: Option<Status?> = .choice("status", value: "STATE", help: "Only games in this state.")
    static let through: Option<ThroughPeriod?> = .parsed(
        "through", value: "PERIOD", completion: .dynamic(.periods),
        help: "Each game's state at the end of this period (Q3, P2, H1, 7th, a number): score, lead changes, largest leads.") {
            ThroughPeriod($0)
        }

    static let spec = CommandSpec(
        "games", summary: "The feed: games by day, outcomes hidden unless revealed.",
        options: [SharedOptions.leagues.spec, SharedOptions.date.spec, SharedOptions.from.spec, SharedOptions.to.spec,
                  team.spec, status.spec, through.spec, SharedOptions.peek.spec],
        discussion: "Default window: the last 7 days through tomorrow (mock env: every bundled game). A game's day "
            + "is the league's (US-Eastern, as the backend dates games): an evening game in New York is listed under "
            + "that day wherever you are; start times are shown in your time zone. --through shows nothing after that "
            + "period, and is refused for the last regulation period or later (Q4, P3, H2, 9th): their end tells the final.",
        examples: [
            Example("scrolldown games", "every game of the window, by day"),
            Example("scrolldown games --league NBA,NHL --date yesterday", "yesterday's NBA and NHL games"),
            Example("scrolldown games --league NBA --through Q3", "how close each game was after three quarters"),
            Example("scrolldown games --format json | jq '.games[].id'", "the ids, for a script"),
        ])

    let window: WindowOptions
    let team: String?
    let status: Status?
    let peek: Bool
    let through: ThroughPeriod?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments)
        team = try arguments.get(Self.team)
        status = try arguments.get(Self.status)
        peek = try arguments.get(SharedOptions.peek)
        through = try arguments.get(Self.through)
    }

    func run(_ session: Session) async throws {
        let window = try GameWindow(self.window, session: session)
        let inWindow = try await window.games(from: session.service, team: team)
        let now = session.now
        let games = status.map { status in inWindow.filter { Self.matches($0, status, now: now) } } ?? inWindow
        let policy = try session.revealPolicy(peek: peek)
        let marks = try session.readerMarks()
        let (rows, feed) = try await window.feed(games, policy: policy, marks: marks, through: through, service: session.service)
        // Ids for shell completion: who played and when, nothing about how it went.
        CompletionValues.remember(rows, configuration: session.configuration)
        session.output(.feed(feed, empty: rows.isEmpty ? try await emptyReason(inWindow, window, session) : nil))
    }

    /// Why the feed is empty when a filter emptied it. A `--team` that names no team of the
    /// window: the names that come closest among the teams that do play then (not "try a
    /// wider window" when the name is the problem). A `--status`: how many games are in each
    /// other state (counts only, never outcomes).
    private func emptyReason(_ inWindow: [GameSummary], _ window: GameWindow, _ session: Session) async throws -> EmptyFeed? {
        if let reason = try await Self.noTeam(team, inWindow, window, session) { return reason }
        guard let status else { return nil }
        let now = session.now
        let others = Status.allCases.filter { $0 != status }.map { other in
            (state: other.state, count: inWindow.filter { Self.matches($0, other, now: now) }.count)
        }
        return .status(status.state, window: window.description, others: others)
    }

    /// Why the feed is empty when `team` matched no team of the window (`games --team`, the
    /// reader's `/`): the names that come closest among the teams that do play then; nil when
    /// the window has no games at all, or the filter matched some.
    static func noTeam(_ team: String?, _ inWindow: [GameSummary], _ window: GameWindow,
                       _ session: Session) async throws -> EmptyFeed? {
        guard let team, inWindow.isEmpty else { return nil }
        let all = try await window.games(from: session.service)
        return all.isEmpty ? nil : .team(team, window: window.description, near: Suggestion.teamNames(near: team, in: all))
    }

    /// Whether a game is in a `--status` state; a scheduled game whose start is long past is
    /// not upcoming (the feed says "start passed, no result").
    static func matches(_ game: GameSummary, _ status: Status, now: Date) -> Bool {
        game.isIn(status.state, now: now)
    }
}
