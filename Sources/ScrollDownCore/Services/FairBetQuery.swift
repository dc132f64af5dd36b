import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The filters of one E8 request (docs/backend.md#fairbet-paging).
public struct FairBetQuery: Sendable, Equatable {
    var league: String?
    var marketCategory: String?
    var excludeCategories: [String]
    var gameID: Int?
    /// A display filter: keeps that book plus sharp books in each bet; does not drop bets.
    var book: String?
    var playerName: String?
    var hasFair: Bool?
    var minEV: Double?
    /// `ev`, `game_time` or `market`; `ev` is forced whenever `hasFair` or `minEV` is set.
    var sortBy: String?
    /// Page size, 1–500.
    var limit: Int
    /// Ask for `books_available`, `market_categories_available` and `games_available`.
    var includeMeta: Bool

    /// Builds a query; the defaults ask for every bet, 500 per page.
    init(league: String? = nil, marketCategory: String? = nil, excludeCategories: [String] = [],
                gameID: Int? = nil, book: String? = nil, playerName: String? = nil, hasFair: Bool? = nil,
                minEV: Double? = nil, sortBy: String? = nil, limit: Int = 500, includeMeta: Bool = false) {
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
        self.includeMeta = includeMeta
    }

    /// The `sort_by` to send: `ev` whenever `has_fair` or `min_ev` is used, else the order
    /// asked for, else `game_time`, always sent: the older backend's default order is a server
    /// setting that is `ev` outside light mode, and the client prices runs of a game's market
    /// as they arrive in game-time order (docs/backend.md#fairbet-paging).
    var effectiveSortBy: String {
        (hasFair != nil || minEV != nil) ? "ev" : sortBy ?? "game_time"
    }
}

/// Where the next E8 page starts: a server cursor (with the EV snapshot) or a row offset.
public enum FairBetContinuation: Sendable, Equatable {
    case cursor(String, snapshotID: String?)
    case offset(Int)
}

extension FairBetPage {
    /// The continuation for the page after this one, or nil when this was the last page.
    ///
    /// Cursor servers: follow `nextCursor` while `hasMore` (a page may hold fewer than
    /// `limit` bets then). Older servers without `hasMore`: offset paging until a short page.
    func continuation(after previous: FairBetContinuation?, limit: Int) -> FairBetContinuation? {
        let previousOffset: Int?
        let previousSnapshot: String?
        switch previous {
        case .none: previousOffset = 0; previousSnapshot = nil
        case .offset(let offset): previousOffset = offset; previousSnapshot = nil
        case .cursor(_, let snapshot): previousOffset = nil; previousSnapshot = snapshot
        }
        switch hasMore {
        case .some(false):
            return nil
        case .some(true):
            if let nextCursor, !nextCursor.isEmpty {
                let next = FairBetContinuation.cursor(nextCursor, snapshotID: snapshotId ?? previousSnapshot)
                // A server that hands back the same cursor would have us loop forever.
                return next == previous ? nil : next
            }
            return previousOffset.map { .offset($0 + limit) }
        case .none:
            if let nextCursor, !nextCursor.isEmpty {
                return .cursor(nextCursor, snapshotID: snapshotId ?? previousSnapshot)
            }
            guard bets.count >= limit, limit > 0 else { return nil }
            return previousOffset.map { .offset($0 + limit) }
        }
    }
}
