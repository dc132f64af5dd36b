import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Routing with the backend's semantics: E1's filters and paging (with sda's unstable order
/// among games that share a start time), E5's and E6's paging, 404 bodies naming what is
/// missing, and FastAPI's 422 for out-of-range parameters.
extension FixtureBackend {
    func route(_ request: Request) -> Answer {
        guard request.method == "GET" else { return Self.detail(405, "Method Not Allowed") }
        let parts = request.path.split(separator: "/").map(String.init)
        if let answer = routeV1Games(parts, request) { return answer }
        if parts.starts(with: ["api", "admin"]) && !servesAdmin { return Self.routeNotFound }
        let admin = ["api", "admin", "sports", "games"]
        switch parts {
        case admin:
            return gamesList(request)
        case let p where p.count == 5 && p.starts(with: admin):
            return withID(p[4]) { id in file("api/admin/sports/games/\(id).json") ?? Self.detail(404, "Game not found") }
        case let p where p.count == 6 && p.starts(with: admin) && p[5] == "flow" && !servesSDA:
            return withID(p[4]) { id in
                file("api/admin/sports/games/\(id)/flow.json") ?? Self.detail(404, "No Game Flow found for game \(id)")
            }
        case let p where p.count == 6 && p.starts(with: admin) && p[5] == "timeline":
            return withID(p[4]) { id in
                let version = request.value("timeline_version") ?? "v1"
                return file("api/admin/sports/games/\(id)/timeline.json")
                    ?? Self.detail(404, "No timeline artifact found for game \(id) (version=\(version))")
            }
        case let p where p.count == 6 && p.starts(with: ["api", "admin", "sports", "pbp", "game"]):
            return withID(p[5]) { id in playByPlay(id: id, request) }
        case ["api", "admin", "sports", "teams"]:
            return teams(request)
        case let p where p.count == 5 && p.starts(with: ["api", "social", "posts", "game"]):
            return withID(p[4]) { id in
                file("api/social/posts/game/\(id).json") ?? Answer(status: 200, body: Data(#"{"posts":[],"total":0}"#.utf8))
            }
        case let p where ((p.count == 3 && p[0] == "games" && p[2] == "recap")
            || (p.count == 4 && p[0] == "api" && p[1] == "games" && p[3] == "recap")) && hasRecapRoute:
            return withID(p[p.count - 2]) { id in
                let reveal = request.value("reveal") ?? "pre"
                guard reveal == "pre" || reveal == "post" else { return Self.detail(400, "Invalid reveal value") }
                return file("api/games/\(id)/recap.\(reveal).json") ?? Self.detail(404, "Game not found")
            }
        case ["api", "fairbet", "odds"]:
            return fairBet(request)
        case ["api", "fairbet", "live"]:
            // sda's live prices: `api/fairbet/live/<game_id>.json`, else the route's 404.
            return withID(request.value("game_id") ?? "") { id in
                file("api/fairbet/live/\(id).json") ?? Self.detail(404, "Game not found")
            }
        default:
            return Self.routeNotFound
        }
    }

    /// FastAPI's answer to a path no route matches.
    static let routeNotFound = detail(404, "Not Found")

    static func isRouteNotFound(_ answer: Answer) -> Bool { answer == routeNotFound }

    // MARK: - E1

    private func gamesList(_ request: Request) -> Answer {
        guard let listed = listedGames("api/admin/sports/games.json") else {
            return Self.detail(500, "fixture missing")
        }
        var games = listed.items
        guard let asked = Self.intParameter(request, "limit", default: 50, range: 1...200) else {
            return Self.outOfRange("limit", request.value("limit"), 1...200)
        }
        let limit = min(asked, gamesPageCap ?? asked)
        guard let offset = Self.intParameter(request, "offset", default: 0, range: 0...Int.max) else {
            return Self.outOfRange("offset", request.value("offset"), 0...Int.max)
        }
        let leagues = Set(request.values("league").map { $0.uppercased() })
        if !leagues.isEmpty { games = games.filter { leagues.contains(($0.game.leagueCode ?? "").uppercased()) } }
        if let team = request.value("team")?.lowercased() { games = games.filter { $0.game.matches(team: team) } }
        let start = request.value("startDate"), end = request.value("endDate")
        for day in [start, end].compactMap({ $0 }) where !EasternCalendar.isValidDay(day) {
            return Self.validationError(["query", start == day ? "startDate" : "endDate"], day,
                                        "Input should be a valid date or datetime, invalid date separator")
        }
        var kept = games.map { game in (game: game, date: game.game.date ?? .distantPast) }
        if start != nil || end != nil {
            kept = kept.filter { $0.date != .distantPast && Self.inDays($0.date, from: start, to: end) }
        }
        if request.value("finalOnly") == "true" {
            kept = kept.filter { ["final", "completed", "official"].contains(($0.game.game.status ?? "").lowercased()) }
        }
        if request.value("hasPbp") == "true" { kept = kept.filter { $0.game.game.hasPbp == true } }
        // `ORDER BY game_date DESC` and nothing else: Postgres returns games that share a start
        // time in an order that depends on the plan, which changes with LIMIT/OFFSET, so offset
        // paging across ties skips some games and repeats others (docs/backend.md#paging-and-ties).
        // Imitated with a tie order drawn from the page asked for.
        kept.sort { lhs, rhs in
            if lhs.date != rhs.date { return lhs.date > rhs.date }
            let l = lhs.game.game.id ?? 0, r = rhs.game.game.id ?? 0
            let a = Self.tieRank(l, limit: limit, offset: offset), b = Self.tieRank(r, limit: limit, offset: offset)
            return a != b ? a < b : l < r
        }
        let page = kept.dropFirst(offset).prefix(limit).map(\.game.raw)
        let next = offset < kept.count - limit ? offset + limit : nil
        return Answer(status: 200, body: RawJSON.object([("games", RawJSON.array(Array(page), of: listed.data)),
                                                         ("total", RawJSON.number(kept.count)), ("nextOffset", RawJSON.number(next))]))
    }

    /// A deterministic shuffle of tied games, different for every (limit, offset).
    static func tieRank(_ id: Int, limit: Int, offset: Int) -> UInt64 {
        // splitmix64 of the three: a different shuffle for every page asked for.
        var z = UInt64(truncatingIfNeeded: id) &+ UInt64(truncatingIfNeeded: limit) &* 0x9E37_79B9_7F4A_7C15
            &+ UInt64(truncatingIfNeeded: offset) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: - E5, E6

    private func playByPlay(id: Int, _ request: Request) -> Answer {
        guard var document = json("api/admin/sports/pbp/game/\(id).json") else { return Self.detail(404, "Game \(id) not found") }
        guard let limit = Self.intParameter(request, "limit", default: 500, range: 1...1000) else {
            return Self.outOfRange("limit", request.value("limit"), 1...1000)
        }
        guard let offset = Self.intParameter(request, "offset", default: 0, range: 0...Int.max) else {
            return Self.outOfRange("offset", request.value("offset"), 0...Int.max)
        }
        let plays = document["plays"] as? [Any] ?? []
        document["plays"] = Array(plays.dropFirst(offset).prefix(limit))
        let total = document["totalPlays"] != nil ? "totalPlays" : "total_plays"
        document[total] = document[total] ?? plays.count
        return Self.encode(document)
    }

    private func teams(_ request: Request) -> Answer {
        guard let document = json("api/admin/sports/teams.json"), var teams = document["teams"] as? [[String: Any]] else {
            return Self.detail(500, "fixture missing")
        }
        guard let limit = Self.intParameter(request, "limit", default: 100, range: Int.min...500) else {
            return Self.outOfRange("limit", request.value("limit"), Int.min...500)
        }
        let offset = max(0, Int(request.value("offset") ?? "0") ?? 0)
        if let league = request.value("league")?.uppercased() {
            teams = teams.filter { ($0["leagueCode"] as? String)?.uppercased() == league }
        }
        if let search = request.value("search")?.lowercased() {
            teams = teams.filter { team in
                ["name", "shortName", "abbreviation"].contains { (team[$0] as? String)?.lowercased().contains(search) ?? false }
            }
        }
        teams.sort { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
        return Self.encode(["teams": Array(teams.dropFirst(offset).prefix(max(limit, 0))), "total": teams.count])
    }

    // MARK: - Helpers

    func withID(_ text: String, _ body: (Int) -> Answer) -> Answer {
        guard let id = Int(text) else {
            return Self.validationError(["path", "game_id"], text, "Input should be a valid integer, unable to parse string as an integer")
        }
        return body(id)
    }

    /// A fixture file as a 200 (as the edit serves it, when there is one), nil when the tree
    /// has none. Ids come from `Int`, so a path never leaves the tree.
    func file(_ relative: String) -> Answer? {
        let stored = FileManager.default.contents(atPath: fixtures.appendingPathComponent(relative).path)
        guard let edit else { return stored.map { Answer(status: 200, body: $0) } }
        return edit(relative, stored).map { Answer(status: 200, body: $0) }
    }

    /// A fixture document parsed once per backend (per version served, under an edit), nil when
    /// absent or not a JSON object.
    func json(_ relative: String) -> [String: Any]? {
        parsed("json", relative) { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// A games list document's games, each with its fields and where its stored text is, and
    /// the document's bytes: the list routes answer with the stored text of the games asked
    /// for. The fields are read with the contract decoder (its fast path), not
    /// `JSONSerialization`, which cost a sample-mode `games` about a millisecond.
    func listedGames(_ relative: String) -> (items: [ListedItem], data: Data)? {
        parsed("games", relative) { data in
            guard let games = try? decodeContract(ListedGames.self, from: data, endpoint: relative).games,
                  let ranges = RawJSON.elements(of: "games", in: data), ranges.count == games.count else { return nil }
            return (zip(games, ranges).map { ListedItem(game: $0, raw: $1) }, data)
        }
    }

    /// Whether a start falls in the inclusive US-Eastern days asked for (either end open).
    static func inDays(_ date: Date, from start: String?, to end: String?) -> Bool {
        let day = EasternCalendar.day(of: date)
        return (start.map { day >= $0 } ?? true) && (end.map { day <= $0 } ?? true)
    }

    static func intParameter(_ request: Request, _ name: String, default value: Int, range: ClosedRange<Int>) -> Int? {
        guard let text = request.value(name) else { return value }
        guard let number = Int(text), range.contains(number) else { return nil }
        return number
    }

    static func encode(_ object: Any) -> Answer {
        // Unsorted: sorting keys makes Foundation's writer several times slower, and no client
        // depends on key order.
        guard let data = try? JSONSerialization.data(withJSONObject: object) else {
            return detail(500, "encoding failed")
        }
        return Answer(status: 200, body: data)
    }

    /// FastAPI's `{"detail": "…"}`. Written by hand: every sample-mode run answers (or compares
    /// with) the 404 of an absent route, and Foundation's `JSONSerialization` costs a fresh
    /// process a tenth of a millisecond to start.
    static func detail(_ status: Int, _ message: String) -> Answer {
        Answer(status: status, body: Data("{\"detail\":\(jsonString(message))}".utf8))
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// FastAPI's 422 for a query number outside `range`, or not a number at all
    /// (docs/backend.md#errors): the bound it broke, in FastAPI's words.
    static func outOfRange(_ name: String, _ input: String?, _ range: ClosedRange<Int>) -> Answer {
        guard let number = input.flatMap(Int.init) else {
            return unprocessable(["type": "int_parsing", "loc": ["query", name],
                                  "msg": "Input should be a valid integer, unable to parse string as an integer", "input": input ?? ""])
        }
        let low = number < range.lowerBound
        let bound = low ? range.lowerBound : range.upperBound
        return unprocessable(["type": low ? "greater_than_equal" : "less_than_equal", "loc": ["query", name],
                              "msg": "Input should be \(low ? "greater" : "less") than or equal to \(bound)",
                              "input": input ?? "", "ctx": [low ? "ge" : "le": bound]])
    }

    /// FastAPI's 422 list body for one parameter.
    static func validationError(_ loc: [String], _ input: String, _ message: String) -> Answer {
        unprocessable(["type": "value_error", "loc": loc, "msg": message, "input": input])
    }

    /// FastAPI's 422 with one item in its `detail` list.
    static func unprocessable(_ item: [String: Any]) -> Answer {
        Answer(status: 422, body: (try? JSONSerialization.data(withJSONObject: ["detail": [item]])) ?? Data())
    }
}
