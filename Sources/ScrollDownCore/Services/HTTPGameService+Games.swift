import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension HTTPGameService {
    /// E1 for a query: every game of the window exactly once, newest first.
    ///
    /// Paged by offset, following the server's count: a page has been seen to hold fewer games
    /// than asked while `total` says more (sda's source caps nothing below `limit`, so the cause
    /// is unverified: docs/backend.md#paging-and-ties), so only an empty page, the server's
    /// `total` reached, or a short page without a `nextOffset` ends the window; about
    /// N/limit + 1 requests. At most `gamesPageBound` pages, then a clear error rather than a
    /// partial feed.
    ///
    /// Tie-safe: the backend orders the list by start time only, so games that share a start time
    /// come back in an order that changes with `limit`/`offset`, and a tie that straddles a page
    /// boundary can lose or repeat games (docs/backend.md#paging-and-ties). Games are de-duplicated
    /// by id; when fewer arrived than the server counts, each start time found on both sides of a
    /// page boundary has its US-Eastern day fetched again as a window of its own, then team by team
    /// for the teams with no game found that day (`repair`). `-v` says when the count still
    /// differs.
    ///
    /// All leagues go in one request (`league` repeated): the server filters them in one
    /// query. The reader's team filter is the client's (`GameQuery.includesTeams`), applied after.
    func games(_ query: GameQuery) async throws -> [GameSummary] {
        try Self.validateDays(query)
        let found = try await adminFirst { try await adminGames(query) } consumer: { try await consumerGames(query) }
        // Ties in gameDate have no server-defined order; make ours stable.
        return found.values.filter { $0.status?.isCanceled != true && query.includesTeams(of: $0) }
            .sorted { ($0.gameDate, $0.id) > ($1.gameDate, $1.id) }
    }

    /// The admin list's games of a query by id (see `games`), ties repaired.
    private func adminGames(_ query: GameQuery) async throws -> [Int: GameSummary] {
        let window = GameWindowQuery(leagues: query.leagues, team: nil, startDay: query.startDay, endDay: query.endDay)
        let paged = try await offsetPaged(window, on: .admin)
        var found = Dictionary(paged.games.map { ($0.id, $0) }) { _, new in new }
        if let total = paged.total, found.count < total {
            var teams: [Team]?
            for day in Set(paged.straddling.map { EasternCalendar.day(of: $0) }).sorted() {
                try await repair(window.with(day: day), found: &found, teams: &teams)
                if found.count >= total { break }
            }
        }
        if let total = paged.total, total != found.count {
            client.log("games: the server counts \(total) games in the window, \(found.count) distinct arrived "
                       + "(games sharing a start time page unstably)")
        }
        return found
    }

    /// Days the server would refuse with a 422 are the reader's mistake: said before asking.
    static func validateDays(_ query: GameQuery) throws {
        for day in [query.startDay, query.endDay].compactMap({ $0 }) where !EasternCalendar.isValidDay(day) {
            throw ScrollDownError.usage(.invalidDate(day))
        }
        if let start = query.startDay, let end = query.endDay, start > end { throw ScrollDownError.usage(.startAfterEnd) }
    }

    /// Every page of a window by offset on either route family, the server's count, and the
    /// start times shared by the last game of one page and the first of the next (ties the
    /// paging may have broken). At most `gamesPageBound` pages, and on the consumer routes at
    /// most the offset they accept; past either, a clear error rather than a partial feed.
    func offsetPaged(_ window: GameWindowQuery, on family: RouteFamily) async throws
        -> (games: [GameSummary], total: Int?, straddling: [Date]) {
        var games: [GameSummary] = []
        var straddling: [Date] = []
        var offset = 0
        var total: Int?
        for _ in 0..<gamesPageBound {
            if family == .consumer && offset > Endpoint.ConsumerGamesQuery.maxOffset {
                throw ScrollDownError.consumerOffsetExceeded(maxOffset: Endpoint.ConsumerGamesQuery.maxOffset)
            }
            let page = try await gamesPage(window, offset: offset, on: family)
            total = page.total ?? total
            if let last = games.last?.gameDate, let first = page.games.first?.gameDate, last == first { straddling.append(first) }
            games += page.games
            offset += page.games.count
            if Self.isLastPage(page, offset: offset, asked: gamesPageSize) { return (games, total, straddling) }
            // The server's next offset when it moves forward (it may skip what it filtered).
            if let next = page.nextOffset, next > offset { offset = next }
        }
        throw ScrollDownError.gamesListEndless(pages: gamesPageBound, games: games.count, total: total)
    }

    /// Whether a page ends the window: it is empty, it reaches the server's count, or (no
    /// count) it is short with no next offset.
    static func isLastPage(_ page: GameListResponse, offset: Int, asked: Int) -> Bool {
        if page.games.isEmpty { return true }
        if let total = page.total { return offset >= total }
        return page.nextOffset == nil && page.games.count < asked
    }

    /// Fetches again one ET day whose ties straddled a page boundary: the day alone (its pages
    /// break differently), then, while the day is still short of the server's count, one
    /// request per team that has no game found that day (a team plays once a day, so those
    /// are the games missing), until the count is reached. The team list is fetched once.
    private func repair(_ day: GameWindowQuery, found: inout [Int: GameSummary], teams cached: inout [Team]?) async throws {
        let paged = try await offsetPaged(day, on: .admin)
        for game in paged.games { found[game.id] = game }
        let dayText = day.startDay ?? ""
        func ofDay() -> [GameSummary] { found.values.filter { EasternCalendar.day(of: $0.gameDate) == dayText } }
        guard let total = paged.total, ofDay().count < total else { return }
        let seen = Set(ofDay().flatMap { [$0.homeTeam.lowercased(), $0.awayTeam.lowercased()] })
        if cached == nil {
            var all: [Team] = []
            for league in day.leagues.isEmpty ? [nil] : day.leagues.map(Optional.some) { all += try await self.teams(league: league) }
            cached = all
        }
        // Teams of the leagues playing that day first: the missing games share a start time
        // with games found, so most likely a league too.
        let playing = Set(ofDay().map { $0.leagueCode.uppercased() })
        let candidates = (cached ?? []).filter { !seen.contains($0.name.lowercased()) }
        let ordered = candidates.filter { playing.contains($0.leagueCode.uppercased()) }
            + candidates.filter { !playing.contains($0.leagueCode.uppercased()) }
        for team in ordered {
            for game in try await offsetPaged(day.with(team: team.name), on: .admin).games { found[game.id] = game }
            if ofDay().count >= total { return }
        }
    }

    private func gamesPage(_ window: GameWindowQuery, offset: Int, on family: RouteFamily) async throws -> GameListResponse {
        let endpoint: Endpoint = family == .consumer
            ? .consumerGames(.init(leagues: window.leagues, team: window.team, startDate: window.startDay, endDate: window.endDay,
                                   limit: gamesPageSize, offset: offset))
            : .games(.init(leagues: window.leagues, team: window.team, startDate: window.startDay,
                           endDate: window.endDay, limit: gamesPageSize, offset: offset))
        return try await client.cached(GameListResponse.self, endpoint) { _ in lifetimes.other }
    }
}

/// One request window of E1: leagues, a team filter and inclusive ET days (open ends allowed).
struct GameWindowQuery: Equatable {
    var leagues: [String]
    var team: String?
    var startDay: String?
    var endDay: String?

    func with(team: String) -> GameWindowQuery {
        var copy = self
        copy.team = team
        return copy
    }

    /// The same window narrowed to one ET day.
    func with(day: String) -> GameWindowQuery {
        var copy = self
        copy.startDay = day
        copy.endDay = day
        return copy
    }
}
