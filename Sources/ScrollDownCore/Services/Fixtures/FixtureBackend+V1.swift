import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The consumer routes of the newest backend (docs/backend.md#route-families), for a tree that
/// holds `api/v1/games.json`: the list with its filters, window, orders and offset paging, the
/// detail, the summary. The card feed and the debug route are not served (404 `Not Found`).
extension FixtureBackend {
    /// The tree holds the v1 list (a consumer-API backend).
    var servesV1List: Bool { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/v1/games.json").path) }

    /// The tree holds the admin routes (an older or today's backend).
    var servesAdmin: Bool { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/admin").path) }

    /// The answer of a `/api/v1/games…` path, or nil when it is no v1 game route.
    func routeV1Games(_ parts: [String], _ request: Request) -> Answer? {
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v1", parts[2] == "games" else { return nil }
        switch parts.count {
        case 3 where servesV1List:
            return v1List(request)
        case 4 where servesV1List:
            return withID(parts[3]) { id in file("api/v1/games/\(id).json") ?? Self.detail(404, "Game not found") }
        case 5 where parts[4] == "summary" && servesSDA:
            return withID(parts[3]) { id in file("api/v1/games/\(id)/summary.json") ?? Self.detail(404, "Game \(id) not found") }
        default:
            return nil
        }
    }

    /// `GET /api/v1/games` (§4.1).
    private func v1List(_ request: Request) -> Answer {
        guard let listed = listedGames("api/v1/games.json") else {
            return Self.detail(500, "fixture missing")
        }
        guard let asked = Self.intParameter(request, "limit", default: 100, range: 1...200) else {
            return Self.outOfRange("limit", request.value("limit"), 1...200)
        }
        guard let offset = Self.intParameter(request, "offset", default: 0, range: 0...Endpoint.ConsumerGamesQuery.maxOffset) else {
            return Self.outOfRange("offset", request.value("offset"), 0...Endpoint.ConsumerGamesQuery.maxOffset)
        }
        let limit = min(asked, gamesPageCap ?? asked)
        let sort = request.value("sort") ?? "currentSlate"
        guard sort == "currentSlate" || sort == "chronological" else {
            return Self.unprocessable(["type": "literal_error", "loc": ["query", "sort"],
                                       "msg": "Input should be 'currentSlate' or 'chronological'", "input": sort,
                                       "ctx": ["expected": "'currentSlate' or 'chronological'"]])
        }
        if let team = request.value("team"), team.isEmpty || team.count > 80 {
            return Self.validationError(["query", "team"], team, team.isEmpty
                ? "String should have at least 1 character" : "String should have at most 80 characters")
        }
        for name in ["startDate", "endDate"] {
            if let day = request.value(name), !EasternCalendar.isValidDay(day) {
                return Self.validationError(["query", name], day, "Input should be a valid date or datetime, day value is outside expected range")
            }
        }
        let now = clock()
        var games: [(game: ListedGame, raw: Range<Int>, date: Date)] = listed.items.compactMap { item in
            item.game.date.map { (item.game, item.raw, $0) }
        }
        // Cancelled and postponed games are never listed.
        games = games.filter { !["cancelled", "postponed"].contains(($0.game.status ?? "").lowercased()) }
        let leagues = Set(request.values("league").map { $0.uppercased() })
        if !leagues.isEmpty { games = games.filter { leagues.contains($0.game.leagueCode ?? "") } }
        if let team = request.value("team")?.lowercased() { games = games.filter { $0.game.matches(team: team) } }
        let start = request.value("startDate"), end = request.value("endDate")
        if start == nil && end == nil {
            // No dates: now − 72 h ≤ gameDate < now + 48 h.
            games = games.filter { $0.date >= now.addingTimeInterval(-72 * 3600) && $0.date < now.addingTimeInterval(48 * 3600) }
        } else {
            games = games.filter { Self.inDays($0.date, from: start, to: end) }
        }
        if sort == "chronological" {
            games.sort { ($0.date, $0.game.id ?? 0) < ($1.date, $1.game.id ?? 0) }
        } else {
            games.sort { Self.slateOrder(($0.game, $0.date), ($1.game, $1.date), now: now) }
        }
        let page = Array(games.dropFirst(offset).prefix(limit))
        // `nextOffset` is absent on the last page; the counts cover the page only (§4.1).
        var members: [(String, Data)] = [("games", RawJSON.array(page.map(\.raw), of: listed.data)),
                                         ("total", RawJSON.number(games.count))]
        if offset < games.count - limit { members.append(("nextOffset", RawJSON.number(offset + limit))) }
        for (name, flag) in [("withBoxscoreCount", \ListedGame.hasBoxscore), ("withPlayerStatsCount", \.hasPlayerStats),
                             ("withPbpCount", \.hasPbp)] {
            members.append((name, RawJSON.number(page.filter { $0.game[keyPath: flag] == true }.count)))
        }
        return Answer(status: 200, body: RawJSON.object(members))
    }

    /// `currentSlate` (§4.1): live; scheduled today; scheduled later; final-like; the rest.
    /// Ranks 0–2 by time ascending, 3–4 descending, then id. It depends on "now", so pages shift.
    private static func slateOrder(_ lhs: (game: ListedGame, date: Date), _ rhs: (game: ListedGame, date: Date),
                                   now: Date) -> Bool {
        func rank(_ entry: (game: ListedGame, date: Date)) -> Int {
            let status = (entry.game.status ?? "").lowercased()
            if status == "live" { return 0 }
            if status == "scheduled" || status == "pregame" {
                if entry.game.localGameDate == EasternCalendar.day(of: now) { return 1 }
                return entry.date >= now ? 2 : 4
            }
            return ["final", "completed", "official", "recap_pending", "recap_ready", "recap_failed", "archived"]
                .contains(status) ? 3 : 4
        }
        let (l, r) = (rank(lhs), rank(rhs))
        if l != r { return l < r }
        if lhs.date != rhs.date { return l <= 2 ? lhs.date < rhs.date : lhs.date > rhs.date }
        return (lhs.game.id ?? 0) < (rhs.game.id ?? 0)
    }
}
