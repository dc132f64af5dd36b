import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The feed's window: leagues and days, from the options, the settings and the env.
///
/// Days are the league's (US-Eastern, the backend's `localGameDate`), as the backend counts
/// them: `--date 2023-04-20` is the games of 20 April in New York, wherever the reader is
/// (an evening game there is the 21st in Tokyo, and still the 20th's). Day words
/// (`today`, `yesterday`) name the reader's own calendar day.
public struct GameWindow: Sendable {
    let leagues: [String]
    /// First and last league day, `YYYY-MM-DD`, inclusive; nil = every game (mock default).
    let days: (from: String, to: String)?
    /// `NBA, NHL · Thu 9 Oct 2025 – Fri 10 Oct 2025`, for headings and messages.
    public let description: String
    /// The window as data, for JSON.
    let data: FeedWindow
    /// The reader's today and time zone, for the feed's day sections.
    let now: Date
    let localTime: LocalTime

    /// The window of `--league`, `--date` or `--from`/`--to` (no leagues: config
    /// `defaultLeagues`; no days: the last week and tomorrow live, every bundled game mock).
    public init(leagues asked: [League], date: DayArgument?, from fromDay: DayArgument?, to toDay: DayArgument?,
                configuration: Configuration) throws(ScrollDownError) {
        leagues = asked.isEmpty ? configuration.defaultLeagues.map { $0.uppercased() } : asked.map(\.rawString)
        let local = configuration.localTime
        let now = configuration.now
        self.now = now
        localTime = local
        let todayStart = local.startOfDay(local.isoDay(now))!

        var from: Date?
        var to: Date?
        if let date {
            from = date.start(in: local, now: now)
            to = from
        } else {
            from = fromDay?.start(in: local, now: now)
            to = toDay?.start(in: local, now: now)
        }
        if from == nil && to == nil && !configuration.isMock {
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

    /// The feed of `rows` (this window's games as the policy lets the feed show them), in day
    /// sections from the reader's today, with the window's words and data.
    public func feed(_ rows: [FeedRow]) -> FeedView {
        FeedView.grouped(rows, now: now, localTime: localTime, windowDescription: description, window: data)
    }

    /// The games of this window (of `team`'s, when given) from `service`: asked for by the
    /// window's league days, and only those whose league day is in it.
    public func games(from service: any GameService, team: String? = nil) async throws -> [GameSummary] {
        try await service.games(query(team: team)).filter { contains($0.gameDate) }
    }
}
