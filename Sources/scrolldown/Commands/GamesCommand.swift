import Foundation
import ScrollDownCore

/// `scrolldown games`: the feed in day sections, outcomes hidden unless visible.
enum GamesCommand {
    static func run(_ session: Session) async throws {
        let window = try GameWindow(session: session)
        let query = GameQuery(leagues: window.leagues, startDay: window.easternStartDay, endDay: window.easternEndDay,
                              team: session.invocation.value("team"))
        var games = try await session.service.games(query)
        games = games.filter { window.contains($0.gameDate) }
        if let status = session.invocation.value("status") {
            games = games.filter { $0.state.rawValue == status }
        }
        let policy = RevealPolicy(rules: try session.revealRules())
        let marks = try session.readerMarks()
        let rows = games.map { policy.feedRow($0, marks: marks[$0.id] ?? .none) }
        let feed = FeedView.grouped(rows, now: session.now, localTime: session.localTime, windowDescription: window.description)
        switch session.format {
        case .text: session.emit(FeedTextRenderer.render(feed, style: session.style, now: session.now))
        case .json, .ndjson: session.emit(JSONOutput.feed(feed, format: session.format))
        }
    }
}

/// The feed's window: leagues and local days, from the flags, the settings and the env.
struct GameWindow {
    let leagues: [String]
    /// Local interval [start, end); nil = every game (mock default).
    let interval: DateInterval?
    let description: String

    init(session: Session) throws(ScrollDownError) {
        let invocation = session.invocation
        let requested = invocation.list("league").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).uppercased() }.filter { !$0.isEmpty }
        leagues = requested.isEmpty ? session.settings.defaultLeagues.map { $0.uppercased() } : requested
        let local = session.localTime
        let today = local.isoDay(session.now)

        func day(_ text: String, flag: String) throws(ScrollDownError) -> Date {
            let words = ["today": 0, "yesterday": -1, "tomorrow": 1]
            if let offset = words[text.lowercased()] {
                return local.adding(days: offset, to: local.startOfDay(today)!)
            }
            guard let date = local.startOfDay(text) else { throw .usage("invalid --\(flag) '\(text)' (expected YYYY-MM-DD)") }
            return date
        }

        var from: Date?
        var to: Date?
        if let date = invocation.value("date") {
            guard invocation.value("from") == nil, invocation.value("to") == nil else { throw .usage("use --date or --from/--to, not both") }
            from = try day(date, flag: "date")
            to = from
        } else {
            if let text = invocation.value("from") { from = try day(text, flag: "from") }
            if let text = invocation.value("to") { to = try day(text, flag: "to") }
        }
        let todayStart = local.startOfDay(today)!
        if from == nil && to == nil && !session.isMock {
            from = local.adding(days: -7, to: todayStart)
            to = local.adding(days: 1, to: todayStart)
        } else if from != nil || to != nil {
            from = from ?? local.adding(days: -7, to: to!)
            to = to ?? max(from!, local.adding(days: 1, to: todayStart))
        }
        let leagueWords = leagues.isEmpty ? "all leagues" : leagues.joined(separator: ", ")
        if let from, let to {
            guard from <= to else { throw .usage("--from must not be after --to") }
            interval = DateInterval(start: from, end: local.adding(days: 1, to: to))
            let span = from == to ? local.day(from) : "\(local.day(from)) – \(local.day(to))"
            description = "\(leagueWords) · \(span)"
        } else {
            interval = nil
            description = "\(leagueWords) · all bundled sample games"
        }
    }

    func contains(_ date: Date) -> Bool { interval.map { $0.start <= date && date < $0.end } ?? true }

    /// The backend filters by US-Eastern days: ask for every Eastern day the local window
    /// touches, then filter locally.
    var easternStartDay: String? { interval.map { EasternCalendar.day(of: $0.start) } }
    var easternEndDay: String? { interval.map { EasternCalendar.day(of: $0.end.addingTimeInterval(-1)) } }
}
