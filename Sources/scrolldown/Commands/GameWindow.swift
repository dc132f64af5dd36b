import Foundation
import ScrollDownCore

/// The days and leagues a feed-wide command (`games`, `catch-up`) asked for.
struct WindowOptions: Sendable, Equatable {
    var leagues: [League] = []
    var date: DayArgument?
    var from: DayArgument?
    var to: DayArgument?

    init() {}

    init(_ arguments: ParsedArguments, allowsDate: Bool = true) throws(ScrollDownError) {
        leagues = try arguments.get(SharedOptions.leagues)
        if allowsDate { date = try arguments.get(SharedOptions.date) }
        from = try arguments.get(SharedOptions.from)
        to = try arguments.get(SharedOptions.to)
        if date != nil && (from != nil || to != nil) { throw .usage(.conflictingOptions(["--date", "--from/--to"])) }
    }
}

/// The feed's window: leagues and days, from the options, the settings and the env.
///
/// Days are the league's (US-Eastern, the backend's `localGameDate`), as the backend counts
/// them: `--date 2023-04-20` is the games of 20 April in New York, wherever the reader is
/// (an evening game there is the 21st in Tokyo, and still the 20th's). Day words
/// (`today`, `yesterday`) name the reader's own calendar day.
struct GameWindow {
    let leagues: [String]
    /// First and last league day, `YYYY-MM-DD`, inclusive; nil = every game (mock default).
    let days: (from: String, to: String)?
    let description: String
    /// The window as data, for JSON.
    let data: FeedWindow

    init(_ options: WindowOptions, session: Session) throws(ScrollDownError) {
        leagues = options.leagues.isEmpty ? session.configuration.defaultLeagues.map { $0.uppercased() } : options.leagues.map(\.rawString)
        let local = session.localTime
        let todayStart = local.startOfDay(local.isoDay(session.now))!

        var from: Date?
        var to: Date?
        if let date = options.date {
            from = date.start(in: local, now: session.now)
            to = from
        } else {
            from = options.from?.start(in: local, now: session.now)
            to = options.to?.start(in: local, now: session.now)
        }
        if from == nil && to == nil && !session.isMock {
            from = local.adding(days: -7, to: todayStart)
            to = local.adding(days: 1, to: todayStart)
        } else if from != nil || to != nil {
            from = from ?? local.adding(days: -7, to: to!)
            to = to ?? max(from!, local.adding(days: 1, to: todayStart))
        }
        let leagueWords = leagues.isEmpty ? "all leagues" : leagues.joined(separator: ", ")
        if let from, let to {
            guard from <= to else { throw .usage(.fromAfterTo(from: local.isoDay(from), to: local.isoDay(to))) }
            days = (local.isoDay(from), local.isoDay(to))
            let span = from == to ? local.day(from) : "\(local.day(from)) – \(local.day(to))"
            description = "\(leagueWords) · \(span)"
            data = FeedWindow(from: local.isoDay(from), to: local.isoDay(to), leagues: leagues)
        } else {
            days = nil
            description = "\(leagueWords) · all bundled sample games"
            data = FeedWindow(from: nil, to: nil, leagues: leagues)
        }
    }

    /// Whether a game starting at `date` is in the window: its league day is.
    func contains(_ date: Date) -> Bool {
        guard let days else { return true }
        let day = EasternCalendar.day(of: date)
        return days.from <= day && day <= days.to
    }

    /// The query for this window: the backend's days are the league's, so they go as they are.
    func query(team: String? = nil) -> GameQuery {
        GameQuery(leagues: leagues, startDay: days?.from, endDay: days?.to, team: team)
    }
}
