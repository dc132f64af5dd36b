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

/// The feed's window: leagues and local days, from the options, the settings and the env.
struct GameWindow {
    let leagues: [String]
    /// Local interval [start, end); nil = every game (mock default).
    let interval: DateInterval?
    let description: String
    /// The window as data, for JSON.
    let data: FeedWindow

    init(_ options: WindowOptions, session: Session) throws(ScrollDownError) {
        leagues = options.leagues.isEmpty ? session.settings.defaultLeagues.map { $0.uppercased() } : options.leagues.map(\.rawString)
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
            interval = DateInterval(start: from, end: local.adding(days: 1, to: to))
            let span = from == to ? local.day(from) : "\(local.day(from)) – \(local.day(to))"
            description = "\(leagueWords) · \(span)"
            data = FeedWindow(from: local.isoDay(from), to: local.isoDay(to), leagues: leagues)
        } else {
            interval = nil
            description = "\(leagueWords) · all bundled sample games"
            data = FeedWindow(from: nil, to: nil, leagues: leagues)
        }
    }

    func contains(_ date: Date) -> Bool { interval.map { $0.start <= date && date < $0.end } ?? true }

    /// The backend filters by US-Eastern days: ask for every Eastern day the local window
    /// touches, then filter locally.
    var easternStartDay: String? { interval.map { EasternCalendar.day(of: $0.start) } }
    var easternEndDay: String? { interval.map { EasternCalendar.day(of: $0.end.addingTimeInterval(-1)) } }

    /// The query for this window.
    func query(team: String? = nil) -> GameQuery {
        GameQuery(leagues: leagues, startDay: easternStartDay, endDay: easternEndDay, team: team)
    }
}
