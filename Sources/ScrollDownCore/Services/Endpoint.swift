import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One request of the contract (E1–E9, and sda's v1 summary) with its path and query, built
/// exactly as the backend takes them (docs/backend.md#route-families).
enum Endpoint: Sendable, Equatable {
    /// E1 game list.
    case games(GamesQuery)
    /// E2 game detail.
    case gameDetail(id: Int)
    /// E3 narrative flow.
    case flow(id: Int)
    /// E4 timeline artifact.
    case timeline(id: Int, version: String?)
    /// E5 play-by-play page; `limit` is clamped to 1...1000.
    case playByPlay(id: Int, limit: Int, offset: Int)
    /// E6 teams page; `limit` is clamped to 1...500.
    case teams(league: String?, search: String?, limit: Int, offset: Int)
    /// E7 social posts of a game.
    case social(id: Int)
    /// E8 FairBet odds page, after the previous page's continuation (nil = page 1).
    case fairBet(FairBetQuery, after: FairBetContinuation?)
    /// sda's live in-game prices of one game (outcome-bearing: only for a visible game).
    case fairBetLive(gameID: Int)
    /// E9 recap at a reveal level (`pre` or `post`).
    case recap(id: Int, reveal: String)
    /// sda's post-reveal summary, `GET /api/v1/games/{id}/summary` (consumer key).
    case summary(id: Int)
    /// The consumer games list, `GET /api/v1/games` (docs/backend.md#consumer-list).
    case consumerGames(ConsumerGamesQuery)
    /// The consumer game detail with every play, `GET /api/v1/games/{id}`
    /// (docs/backend.md#consumer-detail).
    case consumerGameDetail(id: Int)

    /// The consumer list's parameters: repeated `league`, a `team` substring (1–80
    /// characters), US-Eastern days, `limit` 1–200, `offset` 0–10000 and always
    /// `sort=chronological` (the default `currentSlate` order shifts between requests).
    struct ConsumerGamesQuery: Sendable, Equatable {
        var leagues: [String]
        var team: String?
        var startDate: String?
        var endDate: String?
        var limit: Int
        var offset: Int

        /// The most the server accepts as `offset`.
        static let maxOffset = 10_000

        init(leagues: [String] = [], team: String? = nil, startDate: String? = nil, endDate: String? = nil,
                    limit: Int = 200, offset: Int = 0) {
            self.leagues = leagues
            self.team = team
            self.startDate = startDate
            self.endDate = endDate
            self.limit = limit
            self.offset = offset
        }
    }

    /// E1 query parameters (all optional); `safe=true` is always sent.
    struct GamesQuery: Sendable, Equatable {
        var leagues: [String]
        var season: Int?
        var team: String?
        /// First US Eastern day, `YYYY-MM-DD`.
        var startDate: String?
        /// Last US Eastern day, `YYYY-MM-DD` (inclusive).
        var endDate: String?
        var finalOnly: Bool
        var hasPbp: Bool
        var limit: Int
        var offset: Int

        /// Creates a query; `limit` is clamped to the server's 1...200.
        init(leagues: [String] = [], season: Int? = nil, team: String? = nil, startDate: String? = nil,
                    endDate: String? = nil, finalOnly: Bool = false, hasPbp: Bool = false, limit: Int = 200, offset: Int = 0) {
            self.leagues = leagues
            self.season = season
            self.team = team
            self.startDate = startDate
            self.endDate = endDate
            self.finalOnly = finalOnly
            self.hasPbp = hasPbp
            self.limit = limit
            self.offset = offset
        }
    }

    /// The path from the base URL; `recapPath` is the template with `{id}` for E9.
    func path(recapPath: String = "/games/{id}/recap") -> String {
        switch self {
        case .games: return "/api/admin/sports/games"
        case .gameDetail(let id): return "/api/admin/sports/games/\(id)"
        case .flow(let id): return "/api/admin/sports/games/\(id)/flow"
        case .timeline(let id, _): return "/api/admin/sports/games/\(id)/timeline"
        case .playByPlay(let id, _, _): return "/api/admin/sports/pbp/game/\(id)"
        case .teams: return "/api/admin/sports/teams"
        case .social(let id): return "/api/social/posts/game/\(id)"
        case .fairBet: return "/api/fairbet/odds"
        case .fairBetLive: return "/api/fairbet/live"
        case .recap(let id, _): return recapPath.replacingOccurrences(of: "{id}", with: String(id))
        case .summary(let id): return "/api/v1/games/\(id)/summary"
        case .consumerGames: return "/api/v1/games"
        case .consumerGameDetail(let id): return "/api/v1/games/\(id)"
        }
    }

    /// The key this route group takes: `/api/v1` the consumer key, everything else the admin
    /// key (docs/backend.md#keys-and-authentication).
    var keyScope: KeyScope {
        switch self {
        case .summary, .consumerGames, .consumerGameDetail: return .consumer
        default: return .admin
        }
    }

    /// The query items in a stable order; repeated names stay repeated.
    var queryItems: [URLQueryItem] {
        func item(_ name: String, _ value: String?) -> [URLQueryItem] {
            value.map { [URLQueryItem(name: name, value: $0)] } ?? []
        }
        switch self {
        case .games(let q):
            var items = q.leagues.map { URLQueryItem(name: "league", value: $0) }
            items += item("season", q.season.map(String.init))
            items += item("team", q.team)
            items += item("startDate", q.startDate)
            items += item("endDate", q.endDate)
            if q.finalOnly { items += item("finalOnly", "true") }
            if q.hasPbp { items += item("hasPbp", "true") }
            // safe=true: without it one unmapped game turns the whole page into a 500 (§3.1).
            items += item("safe", "true")
            items += item("limit", String(min(max(q.limit, 1), 200)))
            items += item("offset", String(max(q.offset, 0)))
            return items
        case .gameDetail, .flow, .social, .summary, .consumerGameDetail:
            return []
        case .consumerGames(let q):
            var items = q.leagues.map { URLQueryItem(name: "league", value: $0.uppercased()) }
            items += item("team", q.team.map { String($0.prefix(80)) }.flatMap { $0.isEmpty ? nil : $0 })
            items += item("startDate", q.startDate)
            items += item("endDate", q.endDate)
            items += item("sort", "chronological")
            items += item("limit", String(min(max(q.limit, 1), 200)))
            items += item("offset", String(min(max(q.offset, 0), ConsumerGamesQuery.maxOffset)))
            return items
        case .timeline(_, let version):
            return item("timeline_version", version)
        case .playByPlay(_, let limit, let offset):
            return item("limit", String(min(max(limit, 1), 1000))) + item("offset", String(max(offset, 0)))
        case .teams(let league, let search, let limit, let offset):
            return item("league", league) + item("search", search)
                + item("limit", String(min(max(limit, 1), 500))) + item("offset", String(max(offset, 0)))
        case .fairBet(let q, let continuation):
            var items = item("league", q.league)
            items += item("market_category", q.marketCategory)
            items += q.excludeCategories.map { URLQueryItem(name: "exclude_categories", value: $0) }
            items += item("game_id", q.gameID.map(String.init))
            items += item("book", q.book)
            items += item("player_name", q.playerName)
            items += item("has_fair", q.hasFair.map { $0 ? "true" : "false" })
            items += item("min_ev", q.minEV.map { String($0) })
            items += item("sort_by", q.effectiveSortBy)
            items += item("limit", String(min(max(q.limit, 1), 500)))
            switch continuation {
            case .cursor(let cursor, let snapshotID)?:
                // EV mode repeats the same query plus snapshot and cursor (§6.1).
                items += item("snapshotId", snapshotID)
                items += item("cursor", cursor)
            case .offset(let offset)?:
                // Current servers ignore offset in EV mode (they page by cursor); older servers
                // without cursors page by it in every mode, so it is always sent.
                items += item("offset", String(max(offset, 0)))
            case nil:
                break
            }
            if q.includeMeta { items += item("include_meta", "true") }
            return items
        case .recap(_, let reveal):
            return item("reveal", reveal)
        case .fairBetLive(let gameID):
            return item("game_id", String(gameID))
        }
    }

    /// The label used in messages and logs, e.g. `GET /api/admin/sports/games/123`.
    func label(recapPath: String = "/games/{id}/recap") -> String {
        "GET \(path(recapPath: recapPath))"
    }

    /// The full URL under `baseURL` (which has no trailing slash).
    func url(baseURL: URL, recapPath: String = "/games/{id}/recap") -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var components = URLComponents(string: base + path(recapPath: recapPath)) ?? URLComponents()
        let items = queryItems
        if !items.isEmpty {
            components.queryItems = items
            // URLComponents leaves `+` alone, but servers read it as a space.
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        return components.url ?? baseURL
    }
}
