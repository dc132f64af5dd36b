import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Generated FairBet data in game-time order (docs/backend.md#fairbet-paging): every game a two-way
/// moneyline, a spread, a total and a player prop pair, priced by five books. Written as a fixture
/// tree the mock service, the loopback server and the benchmark's server all read.
enum FairBetSlate {
    static let books = ["DraftKings", "FanDuel", "BetMGM", "Caesars", "BetRivers"]

    /// `count` bets (rounded up to whole markets of two sides).
    static func bets(count: Int) -> [[String: Any]] {
        var out: [[String: Any]] = []
        var game = 0
        while out.count < count {
            game += 1
            let id = 800_000_000 + game
            let date = ISO8601.format(Date(timeIntervalSince1970: 1_760_140_000 + Double(game * 60)))
            func bet(_ market: String, _ selection: String, _ line: Double, _ base: Double, player: String? = nil) -> [String: Any] {
                let books = Self.books.enumerated().map { i, book -> [String: Any] in
                    ["book": book, "price": base - Double((i * 7 + game) % 9), "observed_at": "2025-10-10T15:00:00Z", "is_sharp": false]
                }
                var object: [String: Any] = ["game_id": id, "league_code": "NBA", "home_team": "Home \(game)", "away_team": "Away \(game)",
                                             "game_date": date, "market_key": market, "selection_key": selection, "line_value": line,
                                             "market_category": player == nil ? "mainline" : "player_prop", "books": books, "has_fair": false]
                if let player { object["player_name"] = player }
                return object
            }
            // The underdog stays above +100 after the books' spread of up to 8 (a price between
            // -100 and +100 is no price).
            let fav = -120.0 - Double(game % 40)
            out += [bet("h2h", "team:away_\(game)", 0, -fav + 10), bet("h2h", "team:home_\(game)", 0, fav),
                    bet("player_points", "player:nikola_jokic:over", 26.5, -108, player: "Nikola Jokić"),
                    bet("player_points", "player:nikola_jokic:under", 26.5, -112, player: "Nikola Jokić"),
                    bet("spreads", "team:away_\(game)", 3.5, -105), bet("spreads", "team:home_\(game)", -3.5, -115),
                    bet("totals", "total:over", 221.5, -110), bet("totals", "total:under", 221.5, -110)]
        }
        return Array(out.prefix(count))
    }

    /// A fixture tree with `count` bets and no games.
    static func tree(count: Int) throws -> URL {
        let root = TemporaryHome.makeDirectory("slate")
        let url = root.appendingPathComponent("api/fairbet/odds.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bets = bets(count: count)
        try JSONSerialization.data(withJSONObject: ["bets": bets, "total": bets.count]).write(to: url)
        let list = root.appendingPathComponent("api/admin/sports/games.json")
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: ["games": [Any](), "total": 0]).write(to: list)
        return root
    }
}
