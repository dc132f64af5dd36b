import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A temp fixture tree with odds the bundled games lack: nine books (one unknown), opening and
/// closing lines, every category, prices observed after the start, and the server's betting
/// outcome labels — on a final game (990101), a live one (990102) and an upcoming one (990103).
struct OddsFixtures {
    static let final = 990101, live = 990102, upcoming = 990103
    /// The final score: DEN 118 – LAL 109 (no price below equals either number).
    static let outcomeLabels = ["DEN covered by 13.5", "Over by 5.5", "DEN upset (+150)"]
    /// A price only the in-game rows carry.
    static let inGamePrice = 777.0
    static let books = ["DraftKings", "FanDuel", "BetMGM", "Caesars", "BetRivers", "Pinnacle", "ESPN BET", "bet365",
                        "Regional Sportsbook Co"]

    let root: URL

    init() throws {
        root = TemporaryHome.makeDirectory("odds")
        let template = try JSONSerialization.jsonObject(with: Data(contentsOf: CLIHarness.fixtures
            .appendingPathComponent("api/admin/sports/games/910000001.json"))) as! [String: Any]
        var summaries: [[String: Any]] = []
        for (id, status, date) in [(Self.final, "final", "2025-10-08T23:30:00Z"), (Self.live, "live", "2025-10-09T17:00:00Z"),
                                   (Self.upcoming, "scheduled", "2025-10-10T23:30:00Z")] {
            var header = template["game"] as! [String: Any]
            let scores: (Any, Any)
            switch status {
            case "final": scores = (109, 118)
            case "live": scores = (60, 55)
            default: scores = (NSNull(), NSNull())
            }
            header.merge([
                "id": id, "homeTeam": "Los Angeles Lakers", "awayTeam": "Denver Nuggets", "homeTeamAbbr": "LAL", "awayTeamAbbr": "DEN",
                "status": status, "isLive": status == "live", "isFinal": status == "final", "isPregame": status == "scheduled",
                "homeScore": scores.0, "awayScore": scores.1, "gameDate": date, "season": 2025,
                "currentPeriodLabel": status == "live" ? "Q3" : NSNull(),
            ]) { $1 }
            var detail = template
            detail["game"] = header
            detail["odds"] = Self.rows(start: ISO8601.parse(date)!, inGame: status != "scheduled")
            var derived: [String: Any] = ["pregame_spread_label": "LAL -4.5 (-110)", "pregame_total_label": "O/U 221.5 (-110)",
                                          "pregame_ml_away_label": "DEN +150", "pregame_ml_home_label": "LAL -180"]
            if status != "scheduled" {
                derived.merge(["home_score": scores.0, "away_score": scores.1, "winner": status == "final" ? "away" : "home"]) { $1 }
            }
            if status == "final" {
                derived.merge(["spread_outcome_label": Self.outcomeLabels[0], "total_outcome_label": Self.outcomeLabels[1],
                               "ml_outcome_label": Self.outcomeLabels[2], "moneyline_upset": true]) { $1 }
            }
            detail["derivedMetrics"] = derived
            try write(detail, "api/admin/sports/games/\(id).json")
            var summary = header
            summary["derivedMetrics"] = [String: Any]()
            summaries.append(summary)
        }
        try write(["games": summaries, "total": summaries.count, "nextOffset": NSNull()], "api/admin/sports/games.json")
        // sda's live prices of the live game, camelCase as sda HEAD sends them.
        let liveBooks: (Double) -> [[String: Any]] = { price in
            Self.books.prefix(3).enumerated().map { i, book in
                ["book": book, "price": price + Double(i), "observedAt": "2025-10-09T17:55:00Z", "isSharp": false] }
        }
        try write(["gameId": Self.live, "leagueCode": "NBA", "homeTeam": "Los Angeles Lakers", "awayTeam": "Denver Nuggets",
                   "total": 2, "booksAvailable": Array(Self.books.prefix(3)), "marketCategoriesAvailable": ["mainline"],
                   "lastUpdatedAt": "2025-10-09T17:55:00Z", "evDiagnostics": [String: Int](), "redisStatus": "ok",
                   "bets": [
                    ["gameId": Self.live, "leagueCode": "NBA", "homeTeam": "Los Angeles Lakers", "awayTeam": "Denver Nuggets",
                     "gameDate": NSNull(), "marketKey": "h2h", "selectionKey": "team:denver_nuggets", "lineValue": 0,
                     "marketCategory": "mainline", "books": liveBooks(Self.liveDenverPrice), "hasFair": false],
                    ["gameId": Self.live, "leagueCode": "NBA", "homeTeam": "Los Angeles Lakers", "awayTeam": "Denver Nuggets",
                     "gameDate": NSNull(), "marketKey": "h2h", "selectionKey": "team:los_angeles_lakers", "lineValue": 0,
                     "marketCategory": "mainline", "books": liveBooks(-450), "hasFair": false],
                   ]], "api/fairbet/live/\(Self.live).json")
    }

    /// Denver's live moneyline: a price no pregame row has.
    static let liveDenverPrice = 333.0

    /// The odds rows of a game starting at `start`.
    static func rows(start: Date, inGame: Bool) -> [[String: Any]] {
        let opening = ISO8601.format(start.addingTimeInterval(-36_000))
        let closing = ISO8601.format(start.addingTimeInterval(-1_800))
        var rows: [[String: Any]] = []
        func add(_ book: String, _ market: String, _ category: String, _ side: String, _ line: Double?, _ price: Double,
                 closingLine: Bool = true, player: String? = nil, description: String? = nil, at: String? = nil) {
            rows.append(["book": book, "marketType": market, "marketCategory": category, "playerName": player ?? NSNull(),
                         "description": description ?? NSNull(), "side": side, "line": line ?? NSNull(), "price": price,
                         "isClosingLine": closingLine, "observedAt": at ?? (closingLine ? closing : opening)])
        }
        for (i, book) in books.enumerated() {
            let d = Double(i)
            add(book, "moneyline", "mainline", "Denver Nuggets", nil, 150 + d)
            add(book, "moneyline", "mainline", "Los Angeles Lakers", nil, -180 + d)
            add(book, "moneyline", "mainline", "Denver Nuggets", nil, 140 + d, closingLine: false)
            add(book, "moneyline", "mainline", "Los Angeles Lakers", nil, -165 - d, closingLine: false)
            // Two books hang -5 instead of -4.5.
            let spread = i < 7 ? 4.5 : 5
            add(book, "spread", "mainline", "Los Angeles Lakers", -spread, -110 + d)
            add(book, "spread", "mainline", "Denver Nuggets", spread, -112 + d / 2)
            add(book, "spread", "mainline", "Los Angeles Lakers", -3.5, -105 - d, closingLine: false)
            let total = i < 6 ? 221.5 : 222
            add(book, "total", "mainline", "Under", total, -111 + d)
            add(book, "total", "mainline", "Over", total, -106 - d)
        }
        for (i, book) in books.prefix(4).enumerated() {
            let d = Double(i)
            for (player, market, line) in [("Nikola Jokić", "player_points", 27.5), ("Nikola Jokić", "player_rebounds", 12.5),
                                           ("Nikola Jokić", "player_assists", 9.5), ("LeBron James", "player_points", 24.5),
                                           ("Jamal Murray", "player_threes", 2.5)] {
                add(book, market, "player_prop", "Under", line, -115 + d, player: player, description: player)
                add(book, market, "player_prop", "Over", line, -105 - d, player: player, description: player)
            }
            add(book, "team_totals", "team_prop", "Over", 112.5, -108 - d, description: "Los Angeles Lakers")
            add(book, "team_totals", "team_prop", "Under", 112.5, -112 + d, description: "Los Angeles Lakers")
            add(book, "team_totals", "team_prop", "Over", 108.5, -110 - d, description: "Denver Nuggets")
            add(book, "alternate_spreads", "alternate", "Los Angeles Lakers", -7.5, 135 + d)
            add(book, "alternate_spreads", "alternate", "Denver Nuggets", 7.5, -160 - d)
            add(book, "alternate_spreads", "alternate", "Los Angeles Lakers", -2.5, -145 - d)
            add(book, "alternate_totals", "alternate", "Over", 230.5, 190 + d)
            add(book, "spreads_h1", "period", "Los Angeles Lakers", -2.5, -110 - d)
            add(book, "spreads_h1", "period", "Denver Nuggets", 2.5, -110 + d)
            add(book, "totals_q1", "period", "Over", 56.5, -115 + d)
            add(book, "game_overtime", "game_prop", "Yes", nil, 900 + 10 * d)
        }
        if inGame {
            // In-game prices: they follow the score and must never show for a hidden game.
            let late = ISO8601.format(start.addingTimeInterval(3_600))
            for book in books.prefix(3) {
                add(book, "moneyline", "mainline", "Denver Nuggets", nil, inGamePrice, at: late)
                add(book, "spread", "mainline", "Los Angeles Lakers", -4.5, inGamePrice, at: late)
            }
        }
        return rows
    }

    private func write(_ object: Any, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    /// A CLI harness serving this tree.
    func harness() -> CLIHarness { CLIHarness(service: .real, extra: ["SCROLLDOWN_FIXTURES": root.path]) }

}
