import Foundation

/// One request of the contract (E1–E9) with its path and query, built exactly as
/// CONTRACT.md §2–§6 describe them.
public enum Endpoint: Sendable, Equatable {
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
    /// E8 FairBet odds page.
    case fairBet(FairBetQuery)
    /// E9 recap at a reveal level (`pre` or `post`).
    case recap(id: Int, reveal: String)

    /// E1 query parameters (all optional); `safe=true` is always sent.
    public struct GamesQuery: Sendable, Equatable {
        public var leagues: [String]
        public var season: Int?
        public var team: String?
        /// First US Eastern day, `YYYY-MM-DD`.
        public var startDate: String?
        /// Last US Eastern day, `YYYY-MM-DD` (inclusive).
        public var endDate: String?
        public var finalOnly: Bool
        public var hasPbp: Bool
        public var limit: Int
        public var offset: Int

        /// Creates a query; `limit` is clamped to the server's 1...200.
        public init(leagues: [String] = [], season: Int? = nil, team: String? = nil, startDate: String? = nil,
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

    /// E8 query parameters.
    public struct FairBetQuery: Sendable, Equatable {
        public var league: String?
        public var marketCategory: String?
        public var excludeCategories: [String]
        public var gameID: Int?
        public var book: String?
        public var playerName: String?
        public var hasFair: Bool?
        public var minEV: Double?
        /// `ev`, `game_time` or `market`; forced to `ev` when `hasFair` or `minEV` is set.
        public var sortBy: String?
        public var limit: Int
        public var offset: Int?
        public var cursor: String?
        public var snapshotID: String?
        public var includeMeta: Bool

        /// Creates a query; `limit` is clamped to the server's 1...500.
        public init(league: String? = nil, marketCategory: String? = nil, excludeCategories: [String] = [],
                    gameID: Int? = nil, book: String? = nil, playerName: String? = nil, hasFair: Bool? = nil,
                    minEV: Double? = nil, sortBy: String? = nil, limit: Int = 500, offset: Int? = nil,
                    cursor: String? = nil, snapshotID: String? = nil, includeMeta: Bool = false) {
            self.league = league
            self.marketCategory = marketCategory
            self.excludeCategories = excludeCategories
            self.gameID = gameID
            self.book = book
            self.playerName = playerName
            self.hasFair = hasFair
            self.minEV = minEV
            self.sortBy = sortBy
            self.limit = limit
            self.offset = offset
            self.cursor = cursor
            self.snapshotID = snapshotID
            self.includeMeta = includeMeta
        }

        /// True when the server computes an EV snapshot and pages by `snapshotId` + `cursor`.
        public var isEVMode: Bool { effectiveSortBy == "ev" }

        /// The `sort_by` actually sent: `ev` whenever an EV-only filter is used (§6.1 client rule).
        public var effectiveSortBy: String? { hasFair != nil || minEV != nil ? "ev" : sortBy }
    }

    /// The path from the base URL; `recapPath` is the template with `{id}` for E9.
    public func path(recapPath: String = "/games/{id}/recap") -> String {
        switch self {
        case .games: return "/api/admin/sports/games"
        case .gameDetail(let id): return "/api/admin/sports/games/\(id)"
        case .flow(let id): return "/api/admin/sports/games/\(id)/flow"
        case .timeline(let id, _): return "/api/admin/sports/games/\(id)/timeline"
        case .playByPlay(let id, _, _): return "/api/admin/sports/pbp/game/\(id)"
        case .teams: return "/api/admin/sports/teams"
        case .social(let id): return "/api/social/posts/game/\(id)"
        case .fairBet: return "/api/fairbet/odds"
        case .recap(let id, _): return recapPath.replacingOccurrences(of: "{id}", with: String(id))
        }
    }

    /// The query items in a stable order; repeated names stay repeated.
    public var queryItems: [URLQueryItem] {
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
        case .gameDetail, .flow, .social:
            return []
        case .timeline(_, let version):
            return item("timeline_version", version)
        case .playByPlay(_, let limit, let offset):
            return item("limit", String(min(max(limit, 1), 1000))) + item("offset", String(max(offset, 0)))
        case .teams(let league, let search, let limit, let offset):
            return item("league", league) + item("search", search)
                + item("limit", String(min(max(limit, 1), 500))) + item("offset", String(max(offset, 0)))
        case .fairBet(let q):
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
            if q.isEVMode {
                // Offset is ignored in EV mode; the snapshot and cursor carry the position.
                items += item("snapshotId", q.snapshotID)
                items += item("cursor", q.cursor)
            } else if let cursor = q.cursor {
                items += item("cursor", cursor)
            } else {
                items += item("offset", q.offset.map { String(max($0, 0)) })
            }
            if q.includeMeta { items += item("include_meta", "true") }
            return items
        case .recap(_, let reveal):
            return item("reveal", reveal)
        }
    }

    /// The label used in messages and logs, e.g. `GET /api/admin/sports/games/123`.
    public func label(recapPath: String = "/games/{id}/recap") -> String {
        "GET \(path(recapPath: recapPath))"
    }

    /// The full URL under `baseURL` (which has no trailing slash).
    public func url(baseURL: URL, recapPath: String = "/games/{id}/recap") -> URL {
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
