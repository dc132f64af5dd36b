import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Builds FairBet bets from the fields tests care about, through the real decoder, or as the
/// JSON the odds route serves.
enum BetFactory {
    static func bet(game: Int = 1, market: String = "spreads", selection: String, line: Double = 0,
                    books: [(String, Double)], sharp: Set<String> = [], trueProb: Double? = nil,
                    serverEV: [String: Double] = [:], category: String = "mainline", player: String? = nil,
                    confidence: Double? = nil, tier: String? = nil, method: String? = nil,
                    home: String = "Charlotte Hornets", away: String = "Miami Heat",
                    date: String = "2025-10-10T23:10:00Z") -> FairBet {
        decode(object(game: game, market: market, selection: selection, line: line, books: books, sharp: sharp,
                      trueProb: trueProb, serverEV: serverEV, category: category, player: player, confidence: confidence,
                      tier: tier, method: method, home: home, away: away, date: date))
    }

    /// A bet as decoded from its JSON.
    static func decode(_ object: [String: Any]) -> FairBet {
        let data = try! JSONSerialization.data(withJSONObject: object)
        return try! JSONDecoder.contract().decode(FairBet.self, from: data)
    }

    /// A bet's JSON, in the older backend's snake case.
    static func object(game: Int = 1, market: String = "spreads", selection: String, line: Double = 0,
                       books: [(String, Double)], sharp: Set<String> = [], trueProb: Double? = nil,
                       serverEV: [String: Double] = [:], category: String = "mainline", player: String? = nil,
                       confidence: Double? = nil, tier: String? = nil, method: String? = nil,
                       home: String = "Charlotte Hornets", away: String = "Miami Heat",
                       date: String = "2025-10-10T23:10:00Z") -> [String: Any] {
        var object: [String: Any] = [
            "game_id": game, "league_code": "NBA", "home_team": home, "away_team": away, "game_date": date,
            "market_key": market, "selection_key": selection, "line_value": line, "market_category": category,
            "has_fair": trueProb != nil,
            "books": books.map { book, price -> [String: Any] in
                var entry: [String: Any] = ["book": book, "price": price, "observed_at": "2025-10-10T15:57:00Z",
                                            "is_sharp": sharp.contains(book)]
                if let ev = serverEV[book] { entry["ev_percent"] = ev }
                return entry
            },
        ]
        if let trueProb { object["true_prob"] = trueProb }
        if let player { object["player_name"] = player }
        if let confidence { object["confidence"] = confidence }
        if let tier { object["ev_confidence_tier"] = tier }
        if let method { object["ev_method"] = method }
        return object
    }
}
