import Foundation

/// Serves Fixtures/ (laid out by URL path) and behaves like the server: filters, ordering,
/// 404s and paging, so commands can be exercised offline.
public actor MockGameService: GameService {
    private let fixtures: URL
    private var cachedGames: [GameSummary]?
    private var cachedBets: FairBetPage?

    /// Serves the tree at `fixtures` (the folder that holds `api/`). Files are read lazily.
    public init(fixtures: URL) {
        self.fixtures = fixtures
    }

    public func games(_ query: GameQuery) async throws -> [GameSummary] {
        let all = try allGames()
        let window = try Self.window(startDay: query.startDay, endDay: query.endDay)
        let leagues = Set(query.leagues.map { $0.uppercased() })
        var seen = Set<Int>()
        return all.filter { game in
            guard seen.insert(game.id).inserted else { return false }
            if game.status?.isCanceled == true { return false }
            if !leagues.isEmpty, !leagues.contains(game.leagueCode.uppercased()) { return false }
            if let window, !(window.start <= game.gameDate && game.gameDate < window.end) { return false }
            return query.includesTeams(of: game)
        }
        .sorted { ($0.gameDate, $0.id) > ($1.gameDate, $1.id) }
    }

    public func game(id: Int) async throws -> GameDetail {
        let path = "api/admin/sports/games/\(id).json"
        guard let data = read(path) else { throw ScrollDownError.notFound(.game(id: id)) }
        return try decodeContract(GameDetail.self, from: data, endpoint: Self.endpoint(path))
    }

    public func flow(gameID: Int) async throws -> GameFlow? {
        let path = "api/admin/sports/games/\(gameID)/flow.json"
        guard let data = read(path) else { return nil }
        return try decodeContract(GameFlow.self, from: data, endpoint: Self.endpoint(path))
    }

    public func playByPlay(gameID: Int) async throws -> PlayByPlay {
        let path = "api/admin/sports/pbp/game/\(gameID).json"
        guard let data = read(path) else { throw ScrollDownError.notFound(.game(id: gameID)) }
        return try decodeContract(PlayByPlay.self, from: data, endpoint: Self.endpoint(path))
    }

    public func recap(gameID: Int, level: RevealLevel) async throws -> Recap? {
        let path = "api/games/\(gameID)/recap.\(level.rawValue).json"
        guard let data = read(path) else { return nil }
        return try decodeContract(Recap.self, from: data, endpoint: "/api/games/\(gameID)/recap")
    }

    public func postGameSummary(gameID: Int) async throws -> PostGameSummary? {
        let path = "api/v1/games/\(gameID)/summary.json"
        guard let data = read(path) else { return nil }
        return try decodeContract(PostGameSummary.self, from: data, endpoint: Self.endpoint(path))
    }

    public func socialPosts(gameID: Int) async throws -> [SocialPost] {
        let path = "api/social/posts/game/\(gameID).json"
        guard let data = read(path) else { return [] }
        return try decodeContract(SocialPostsResponse.self, from: data, endpoint: Self.endpoint(path)).posts
    }

    public func timeline(gameID: Int) async throws -> GameTimeline? {
        let path = "api/admin/sports/games/\(gameID)/timeline.json"
        guard let data = read(path) else { return nil }
        return try decodeContract(GameTimeline.self, from: data, endpoint: Self.endpoint(path))
    }

    public func teams(league: String?) async throws -> [Team] {
        let path = "api/admin/sports/teams.json"
        guard let data = read(path) else { return [] }
        let teams = try decodeContract(TeamListResponse.self, from: data, endpoint: Self.endpoint(path)).teams
        let wanted = league?.uppercased()
        return teams
            .filter { wanted == nil || $0.leagueCode.uppercased() == wanted }
            .sorted { $0.name < $1.name }
    }

    public func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        guard (1...500).contains(query.limit) else {
            throw ScrollDownError.usage(.invalidPageSize(query.limit))
        }
        let source = try allBets()
        let matching = Self.filter(source.bets, by: query)
        let offset: Int
        switch continuation {
        case .none: offset = 0
        case .offset(let value): offset = max(value, 0)
        case .cursor(let token, _): offset = Int(token) ?? 0
        }
        let pageBets = Array(matching.dropFirst(offset).prefix(query.limit))
        let hasMore = offset + pageBets.count < matching.count
        var page = FairBetPage(bets: pageBets, total: matching.count, hasMore: hasMore,
                               generatedAt: source.generatedAt, warnings: source.warnings,
                               evDiagnostics: source.evDiagnostics, evConfig: source.evConfig)
        if query.includeMeta {
            page.booksAvailable = Array(Set(source.bets.flatMap { $0.books.map(\.book) })).sorted()
            page.marketCategoriesAvailable = Array(Set(source.bets.compactMap { $0.marketCategory?.rawString })).sorted()
            var games: [Int: FairBetGame] = [:]
            for bet in source.bets where games[bet.gameId] == nil {
                games[bet.gameId] = FairBetGame(gameId: bet.gameId, matchup: "\(bet.awayTeam) @ \(bet.homeTeam)",
                                                gameDate: bet.gameDate)
            }
            page.gamesAvailable = games.values.sorted { $0.gameId < $1.gameId }
        }
        return page
    }

    /// `api/fairbet/live/<id>.json` when the tree has one (the bundled samples do not).
    public func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? {
        let path = "api/fairbet/live/\(gameID).json"
        guard let data = read(path) else { return nil }
        return try decodeContract(FairBetLiveOdds.self, from: data, endpoint: "/api/fairbet/live")
    }

    // MARK: - Loading

    private func read(_ relativePath: String) -> Data? {
        try? Data(contentsOf: fixtures.appendingPathComponent(relativePath))
    }

    private static func endpoint(_ relativePath: String) -> String {
        "/" + (relativePath.hasSuffix(".json") ? String(relativePath.dropLast(5)) : relativePath)
    }

    private func allGames() throws -> [GameSummary] {
        if let cachedGames { return cachedGames }
        let path = "api/admin/sports/games.json"
        guard let data = read(path) else { throw ScrollDownError.io("no games list in \(fixtures.path)") }
        let games = try decodeContract(GameListResponse.self, from: data, endpoint: Self.endpoint(path)).games
        cachedGames = games
        return games
    }

    private func allBets() throws -> FairBetPage {
        if let cachedBets { return cachedBets }
        let path = "api/fairbet/odds.json"
        guard let data = read(path) else {
            let empty = FairBetPage(bets: [], total: 0, hasMore: false)
            cachedBets = empty
            return empty
        }
        let page = try decodeContract(FairBetPage.self, from: data, endpoint: Self.endpoint(path))
        cachedBets = page
        return page
    }
}
