import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E8 with both paging modes (docs/backend.md#fairbet-paging): light mode by `offset` or an offset
/// cursor; EV mode (`sort_by=ev`) with a snapshot id and cursor, 410 once a snapshot is forgotten.
extension FixtureBackend {
    func fairBet(_ request: Request) -> Answer {
        guard let document = json("api/fairbet/odds.json"), var bets = document["bets"] as? [[String: Any]] else {
            return Self.detail(500, "fixture missing")
        }
        let sortBy = request.value("sort_by") ?? "game_time"
        let evMode = sortBy == "ev"
        if !evMode, request.value("has_fair") != nil || request.value("min_ev") != nil {
            return Self.detail(400, "has_fair/min_ev require sort_by=ev snapshot mode.")
        }
        guard let limit = Self.intParameter(request, "limit", default: 100, range: 1...500) else {
            return Self.outOfRange("limit", request.value("limit"), 1...500)
        }
        if let league = request.value("league")?.uppercased() {
            bets = bets.filter { ($0["league_code"] as? String)?.uppercased() == league }
        }
        if let gameID = request.value("game_id").flatMap(Int.init) { bets = bets.filter { ($0["game_id"] as? Int) == gameID } }
        if let category = request.value("market_category") { bets = bets.filter { ($0["market_category"] as? String) == category } }
        let excluded = Set(request.values("exclude_categories"))
        if !excluded.isEmpty { bets = bets.filter { !excluded.contains($0["market_category"] as? String ?? "") } }
        if let player = request.value("player_name")?.lowercased() {
            bets = bets.filter { ($0["player_name"] as? String)?.lowercased().contains(player) ?? false }
        }
        if let hasFair = request.value("has_fair") { bets = bets.filter { ($0["has_fair"] as? Bool) == (hasFair == "true") } }
        if let minEV = request.value("min_ev").flatMap(Double.init) {
            bets = bets.filter { Self.maxEV($0).map { $0 >= minEV } ?? false }
        }
        if let book = request.value("book")?.lowercased() {
            // A display filter: trims each bet's books to that book plus sharp books.
            bets = bets.map { bet in
                var bet = bet
                bet["books"] = (bet["books"] as? [[String: Any]] ?? []).filter {
                    ($0["is_sharp"] as? Bool) == true || ($0["book"] as? String)?.lowercased() == book
                }
                return bet
            }
        }

        var envelope: [String: Any] = ["partial": false, "warnings": [String](), "ev_diagnostics": [String: Int](),
                                       "generatedAt": "2023-12-11T17:00:00Z"]
        let start: Int
        if evMode {
            // Stable EV order: best EV first, bets without EV last, fixture order otherwise.
            bets = bets.enumerated().sorted { lhs, rhs in
                let l = Self.maxEV(lhs.element) ?? -.infinity
                let r = Self.maxEV(rhs.element) ?? -.infinity
                return l != r ? l > r : lhs.offset < rhs.offset
            }.map(\.element)
            let signature = Self.signature(request)
            if let snapshot = request.value("snapshotId") {
                guard let stored = snapshots[snapshot] else { return Self.detail(410, "Snapshot expired or not found.") }
                guard stored == signature else { return Self.detail(400, "Snapshot does not match query.") }
                guard let cursor = request.value("cursor").map(Self.cursorOffset) ?? 0 else {
                    return Self.detail(400, "Invalid cursor for EV snapshot.")
                }
                start = cursor
                envelope["snapshotId"] = snapshot
            } else {
                // A cursor without a snapshot gives page 1 again, as the server does.
                let snapshot = makeSnapshot(signature: signature)
                start = 0
                envelope["snapshotId"] = snapshot
            }
        } else {
            if request.value("cursor") != nil, request.value("offset") != nil {
                return Self.detail(400, "Use cursor or offset, not both.")
            }
            if let cursor = request.value("cursor") {
                guard let position = Self.cursorOffset(cursor) else { return Self.detail(400, "Invalid cursor.") }
                start = position
            } else {
                start = max(0, Int(request.value("offset") ?? "0") ?? 0)
            }
        }
        let page = Array(bets.dropFirst(start).prefix(limit))
        let hasMore = start + limit < bets.count
        envelope["bets"] = page
        envelope["items"] = page
        envelope["total"] = bets.count
        envelope["hasMore"] = hasMore
        envelope["nextCursor"] = hasMore ? Self.cursor(start + limit) : NSNull()
        let meta = request.value("include_meta") == "true"
        let books = Set(bets.flatMap { ($0["books"] as? [[String: Any]] ?? []).compactMap { $0["book"] as? String } })
        envelope["books_available"] = meta ? books.sorted() : [String]()
        envelope["market_categories_available"] = meta ? Set(bets.compactMap { $0["market_category"] as? String }).sorted() : [String]()
        var games: [Int: [String: Any]] = [:]
        if meta {
            for bet in bets {
                guard let id = bet["game_id"] as? Int, games[id] == nil else { continue }
                games[id] = ["game_id": id, "game_date": bet["game_date"] ?? NSNull(),
                             "matchup": "\(bet["away_team"] as? String ?? "") @ \(bet["home_team"] as? String ?? "")"]
            }
        }
        envelope["games_available"] = games.keys.sorted().compactMap { games[$0] }
        return Self.encode(envelope)
    }

    /// The best per-book EV percent of a bet, which EV mode ranks and `min_ev` filters by.
    static func maxEV(_ bet: [String: Any]) -> Double? {
        (bet["books"] as? [[String: Any]] ?? []).compactMap { $0["ev_percent"] as? Double }.max()
    }

    /// The query minus paging, which a snapshot must keep matching.
    static func signature(_ request: Request) -> String {
        request.query.filter { !["cursor", "snapshotId", "offset", "limit"].contains($0.name) }
            .map { "\($0.name)=\($0.value ?? "")" }.sorted().joined(separator: "&")
    }

    static func cursor(_ offset: Int) -> String { Data("o:\(offset)".utf8).base64EncodedString() }

    static func cursorOffset(_ cursor: String) -> Int? {
        guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
              text.hasPrefix("o:"), let offset = Int(text.dropFirst(2)), offset >= 0 else { return nil }
        return offset
    }
}
