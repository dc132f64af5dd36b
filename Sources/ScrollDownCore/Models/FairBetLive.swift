import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// sda's `GET /api/fairbet/live?game_id=` (docs/backend.md#live-odds): a live game's in-game prices
/// per book. Outcome-bearing: live lines follow the score, so the client asks for them only
/// when the game's outcome is visible. camelCase at sda HEAD; read in either casing.
public struct FairBetLiveOdds: Decodable, Sendable, Equatable {
    var gameId: Int
    var bets: [LiveBet]
    var lastUpdatedAt: Date?

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.required(Int.self, "game_id")
        bets = try c.value([LiveBet].self, "bets") ?? []
        // Sent as an isoformat string that may be missing or odd: never fatal.
        lastUpdatedAt = (try? c.value(Date.self, "last_updated_at")) ?? nil
    }
}

/// One live bet: the fields the cross-book table needs (live bets may lack `gameDate`, so
/// they are not decoded as `FairBet`).
struct LiveBet: Decodable, Sendable, Equatable {
    var marketKey: String
    var selectionKey: String
    var lineValue: Double
    var marketCategory: String?
    var playerName: String?
    var books: [BookOdds]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        marketKey = try c.requiredText("market_key")
        selectionKey = try c.requiredText("selection_key")
        lineValue = try c.value(Double.self, "line_value") ?? 0
        marketCategory = try c.text("market_category")
        playerName = try c.text("player_name")
        // As in FairBet: a null or impossible price drops that book, one row per book.
        books = FairBet.onePerBook((try c.value([BookOdds.Row].self, "books") ?? []).compactMap(\.odds))
    }
}

extension FairBetLiveOdds {
    /// The live prices as odds rows of the game `detail` (E2 vocabulary: `moneyline`,
    /// `spread`, `total`; the side named as E2 names it).
    func oddsRows(home: String, away: String) -> [OddsLine] {
        func slug(_ name: String) -> String {
            name.lowercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ".", with: "").replacingOccurrences(of: "'", with: "")
        }
        return bets.flatMap { bet -> [OddsLine] in
            let parts = bet.selectionKey.split(separator: ":").map(String.init)
            let market = ["h2h": "moneyline", "spreads": "spread", "totals": "total"][bet.marketKey.lowercased()] ?? bet.marketKey
            var side = parts.last.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            var description: String?
            if parts.first == "team", parts.count >= 2 {
                side = parts[1] == slug(home) ? home : parts[1] == slug(away) ? away : parts[1].replacingOccurrences(of: "_", with: " ")
            } else if parts.first == "total", parts.count == 3 {
                description = parts[1] == slug(home) ? home : parts[1] == slug(away) ? away : parts[1]
            }
            let line: Double? = market == "moneyline" ? nil : bet.lineValue
            return bet.books.map {
                OddsLine(book: $0.book, marketType: market, marketCategory: bet.marketCategory, playerName: bet.playerName,
                          description: description ?? bet.playerName, side: side, line: line, price: $0.price,
                          isClosingLine: true, observedAt: $0.observedAt)
            }
        }
    }
}
