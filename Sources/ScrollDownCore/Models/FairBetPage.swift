import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E8 response: one page of cross-book pregame prices (snake_case + six camelCase keys at the
/// older backend, camelCase throughout at sda HEAD; the decoder reads both).
public struct FairBetPage: Codable, Sendable, Equatable {
    var bets: [FairBet]
    /// An upper bound in light mode; may be null.
    var total: Int?
    /// Nil on older servers without cursor paging.
    var hasMore: Bool?
    var nextCursor: String?
    var snapshotId: String?
    var generatedAt: Date?
    var warnings: [String]
    var booksAvailable: [String]
    var marketCategoriesAvailable: [String]
    var gamesAvailable: [FairBetGame]
    var evDiagnostics: [String: JSONValue]
    var evConfig: JSONValue?
    /// The game starts of this page's bets left out because their line was impossible. Not
    /// part of the wire format.
    var invalidLineStarts: [Date] = []
    /// How many bets of this page were left out for an impossible line.
    var invalidBets: Int { invalidLineStarts.count }

    enum CodingKeys: String, CodingKey {
        case bets, total, hasMore, nextCursor, snapshotId, generatedAt, warnings
        case booksAvailable = "books_available"
        case marketCategoriesAvailable = "market_categories_available"
        case gamesAvailable = "games_available"
        case evDiagnostics = "ev_diagnostics"
        case evConfig = "ev_config"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        let rows = try c.required([FairBet.Row].self, "bets")
        bets = rows.compactMap(\.bet)
        invalidLineStarts = rows.compactMap(\.invalidLineStart)
        total = try c.value(Int.self, "total")
        hasMore = try c.value(Bool.self, "hasMore")
        nextCursor = try c.value(String.self, "nextCursor")
        snapshotId = try c.value(String.self, "snapshotId")
        generatedAt = try c.value(Date.self, "generatedAt")
        warnings = try c.value([String].self, "warnings") ?? []
        booksAvailable = try c.value([String].self, "books_available") ?? []
        marketCategoriesAvailable = try c.value([String].self, "market_categories_available") ?? []
        gamesAvailable = try c.value([FairBetGame].self, "games_available") ?? []
        evDiagnostics = try c.value([String: JSONValue].self, "ev_diagnostics") ?? [:]
        evConfig = try c.value(JSONValue.self, "ev_config")
    }

    /// Builds a page, e.g. in tests.
    init(bets: [FairBet], total: Int?, hasMore: Bool?, nextCursor: String? = nil, snapshotId: String? = nil,
                generatedAt: Date? = nil, warnings: [String] = [], booksAvailable: [String] = [],
                marketCategoriesAvailable: [String] = [], gamesAvailable: [FairBetGame] = [],
                evDiagnostics: [String: JSONValue] = [:], evConfig: JSONValue? = nil) {
        self.bets = bets
        self.total = total
        self.hasMore = hasMore
        self.nextCursor = nextCursor
        self.snapshotId = snapshotId
        self.generatedAt = generatedAt
        self.warnings = warnings
        self.booksAvailable = booksAvailable
        self.marketCategoriesAvailable = marketCategoriesAvailable
        self.gamesAvailable = gamesAvailable
        self.evDiagnostics = evDiagnostics
        self.evConfig = evConfig
    }
}

/// A game listed in `games_available` (only with `include_meta=true`).
struct FairBetGame: Codable, Sendable, Equatable {
    var gameId: Int
    var matchup: String?
    var gameDate: Date?

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case matchup
        case gameDate = "game_date"
    }

    /// Builds an entry, e.g. in tests.
    init(gameId: Int, matchup: String?, gameDate: Date?) {
        self.gameId = gameId
        self.matchup = matchup
        self.gameDate = gameDate
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.required(Int.self, "game_id")
        matchup = try c.value(String.self, "matchup")
        gameDate = try c.value(Date.self, "game_date")
    }
}
