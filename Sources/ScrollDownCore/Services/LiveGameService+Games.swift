import Foundation

extension LiveGameService {
    /// E1 for a query: every game of the window exactly once, newest first.
    ///
    /// The backend orders the list by start time only, so games that share a start time (NHL
    /// and college slates) come back in an order that changes with `limit`/`offset`: paging
    /// by offset across them skips some games and repeats others (CONTRACT-sda §8). So every
    /// request asks for a window that fits one page. The query as given first; a window whose
    /// page is full is split into halves by US-Eastern day down to single days, a full day by
    /// league, a full league-day by team (the `team` filter with each team's full name), and
    /// only what still does not fit is paged by offset. Games are de-duplicated by id and
    /// counted against the server's `total`; `-v` says when the two differ.
    ///
    /// All leagues go in one request (`league` repeated) until a page fills: the server
    /// filters them in one query, and per-league requests would only multiply round trips.
    /// The reader's team filter is the client's (`GameQuery.includesTeams`), applied after.
    public func games(_ query: GameQuery) async throws -> [GameSummary] {
        let window = GameWindowQuery(leagues: query.leagues, team: nil, startDay: query.startDay, endDay: query.endDay)
        let (found, total) = try await collect(window)
        if let total, total != found.count {
            client.log("games: the server counts \(total) games in the window, \(found.count) distinct arrived "
                       + "(games sharing a start time page unstably)")
        }
        // Ties in gameDate have no server-defined order; make ours stable.
        return found.values.filter { $0.status?.isCanceled != true && query.includesTeams(of: $0) }
            .sorted { ($0.gameDate, $0.id) > ($1.gameDate, $1.id) }
    }

    /// The games of one window, and the server's count for it.
    private func collect(_ window: GameWindowQuery) async throws -> (games: [Int: GameSummary], total: Int?) {
        let page = try await gamesPage(window, offset: 0)
        var found = Dictionary(page.games.map { ($0.id, $0) }) { _, new in new }
        // A page that is not full, or that holds the whole count, is the whole window.
        if page.games.count < gamesPageSize || (page.total.map { $0 <= page.games.count } ?? false) { return (found, page.total) }
        let parts: [GameWindowQuery]
        if let (earlier, later) = window.splitByDays() {
            parts = [earlier, later]
        } else if window.leagues.count != 1 {
            // One day, several leagues: one request per league, those asked for, else every
            // known league and any seen on the page (a league seen nowhere is caught below).
            var leagues = window.leagues
            if leagues.isEmpty {
                leagues = League.known.map(\.rawString)
                for code in page.games.map({ $0.leagueCode.uppercased() }) where !leagues.contains(code) { leagues.append(code) }
            }
            parts = leagues.map { window.with(leagues: [$0]) }
        } else if window.team == nil {
            // One league on one day: one request per team of the league.
            parts = try await teams(league: window.leagues[0]).map { window.with(team: $0.name) }
        } else {
            parts = []
        }
        let split = try await collectAll(parts)
        found.merge(split) { _, new in new }
        // Still short of the server's count: page what is left by offset and keep what is new.
        if (page.total ?? Int.max) > split.count {
            for game in try await offsetPaged(window) { found[game.id] = game }
        }
        return (found, page.total)
    }

    /// Windows of one split in flight at once: round trips, not the server, are the cost of
    /// splitting, but a league-day split by team is thirty requests, and a split inside a
    /// split multiplies them (issue 19).
    static let splitConcurrency = 4

    /// The games of several windows, fetched concurrently, at most `splitConcurrency` at a
    /// time: a new window starts as one finishes.
    private func collectAll(_ windows: [GameWindowQuery]) async throws -> [Int: GameSummary] {
        try await withThrowingTaskGroup(of: [Int: GameSummary].self) { group in
            var pending = windows[...]
            for window in pending.prefix(Self.splitConcurrency) { group.addTask { try await collect(window).games } }
            pending = pending.dropFirst(Self.splitConcurrency)
            var all: [Int: GameSummary] = [:]
            for try await part in group {
                all.merge(part) { _, new in new }
                if let window = pending.popFirst() { group.addTask { try await collect(window).games } }
            }
            return all
        }
    }

    /// Every page of a window by offset: the last resort, since it is what loses games.
    private func offsetPaged(_ window: GameWindowQuery) async throws -> [GameSummary] {
        var games: [GameSummary] = []
        var offset = 0
        for _ in 0..<500 {
            let page = try await gamesPage(window, offset: offset)
            games += page.games
            // A nextOffset that does not move forward would loop forever; stop instead.
            guard let next = page.nextOffset, next > offset, !page.games.isEmpty else { break }
            offset = next
        }
        return games
    }

    private func gamesPage(_ window: GameWindowQuery, offset: Int) async throws -> GameListResponse {
        let endpoint = Endpoint.games(.init(leagues: window.leagues, team: window.team, startDate: window.startDay,
                                            endDate: window.endDay, limit: gamesPageSize, offset: offset))
        return try await client.cached(GameListResponse.self, endpoint, context: context) { _ in lifetimes.other }
    }
}

/// One request window of E1: leagues, a team filter and inclusive ET days (open ends allowed).
struct GameWindowQuery: Equatable {
    var leagues: [String]
    var team: String?
    var startDay: String?
    var endDay: String?

    /// The earliest and latest days a window with an open end is split over.
    static let firstDay = "1900-01-01", lastDay = "2100-12-31"

    func with(leagues: [String]) -> GameWindowQuery {
        var copy = self
        copy.leagues = leagues
        return copy
    }

    func with(team: String) -> GameWindowQuery {
        var copy = self
        copy.team = team
        return copy
    }

    /// Two halves by day (the earlier one takes the middle day), or nil for a single day.
    func splitByDays() -> (GameWindowQuery, GameWindowQuery)? {
        guard let first = Self.dayNumber(startDay ?? Self.firstDay), let last = Self.dayNumber(endDay ?? Self.lastDay),
              last > first else { return nil }
        let middle = first + (last - first) / 2
        var earlier = self, later = self
        earlier.startDay = Self.day(first)
        earlier.endDay = Self.day(middle)
        later.startDay = Self.day(middle + 1)
        later.endDay = Self.day(last)
        return (earlier, later)
    }

    private static func dayNumber(_ text: String) -> Int? {
        EasternCalendar.parseDay(text).map { ISO8601.daysFromCivil(year: $0.year, month: $0.month, day: $0.day) }
    }

    private static func day(_ number: Int) -> String {
        let (y, m, d) = ISO8601.civilFromDays(number)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }
}
