import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The consumer list as the fixture backend serves it must behave as docs/backend.md#consumer-list
/// says, or the v1 tests prove nothing: bounds and 422 bodies, paging, windows, orders.
@Suite struct FixtureBackendV1Tests {
    static let now = ISO8601.parse("2025-10-07T12:00:00Z")!
    let backend = FixtureBackend(fixtures: CLIHarness.v1Fixtures, clock: { FixtureBackendV1Tests.now })

    func list(_ query: String) throws -> (status: Int, body: [String: Any]) {
        let items = URLComponents(string: "http://x/?" + query)?.queryItems ?? []
        let answer = backend.answer(FixtureBackend.Request(path: "/api/v1/games", query: items))
        return (answer.status, try JSONSerialization.jsonObject(with: answer.body) as? [String: Any] ?? [:])
    }

    func ids(_ body: [String: Any]) -> [Int] { (body["games"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int } }

    @Test func boundsAnswerFastAPIsListBodies() throws {
        for (query, type, loc) in [("limit=201", "less_than_equal", "limit"), ("limit=0", "greater_than_equal", "limit"),
                                   ("offset=10001", "less_than_equal", "offset"), ("limit=x", "int_parsing", "limit"),
                                   ("sort=newest", "literal_error", "sort")] {
            let (status, body) = try list(query)
            #expect(status == 422, "\(query)")
            let item = (body["detail"] as? [[String: Any]])?.first
            #expect(item?["type"] as? String == type, "\(query)")
            #expect(item?["loc"] as? [String] == ["query", loc], "\(query)")
        }
        #expect(try list("team=" + String(repeating: "a", count: 81)).status == 422)
        #expect(try list("startDate=2026-02-30").status == 422)
    }

    @Test func chronologicalPagesEndWithoutANextOffset() throws {
        var seen: [Int] = [], offset = 0
        while true {
            let (status, body) = try list("startDate=1900-01-01&endDate=2100-12-31&sort=chronological&limit=7&offset=\(offset)")
            #expect(status == 200)
            #expect(body["total"] as? Int == 59)
            seen += ids(body)
            guard let next = body["nextOffset"] as? Int else { break }
            offset = next
        }
        #expect(seen.count == 59 && Set(seen).count == 59)
        let dates = try (list("startDate=1900-01-01&sort=chronological&limit=200").body["games"] as? [[String: Any]] ?? [])
            .compactMap { ($0["gameDate"] as? String).flatMap(ISO8601.parse) }
        #expect(dates == dates.sorted())
    }

    @Test func withoutDaysTheWindowIsTheServersOwn() throws {
        // now − 72 h ≤ gameDate < now + 48 h: the games from 7 Oct 21:00 to 9 Oct 02:00 UTC.
        let window: Set = [2025020001, 2025020002, 2025020003, 744914, 2024030121, 2025020004, 22000001,
                           2025020005, 21600270, 2025020006, 2025020007]
        #expect(Set(ids(try list("").body)) == window)
        #expect(ids(try list("league=NBA,NHL").body).isEmpty, "a comma list matches no league")
        #expect(Set(ids(try list("league=nba").body)) == [22000001, 21600270])
    }

    @Test func pageCountsCoverThePageOnly() throws {
        let body = try list("startDate=1900-01-01&sort=chronological&limit=5").body
        #expect((body["withPbpCount"] as? Int ?? -1) <= 5)
        #expect(body["withOddsCount"] == nil)
    }
}

/// The in-process backend's `{"detail": …}` bodies are written by hand; they must be the JSON
/// FastAPI would send for any message.
@Suite struct FixtureDetailBodyTests {
    @Test(arguments: ["Not Found", #"say "hi" \ back"#, "line\nbreak\ttab\u{1}\u{1F}", "Zoë 👨‍👩‍👧 — ok", ""])
    func aDetailBodyDecodesToItsMessage(message: String) throws {
        let answer = FixtureBackend.detail(404, message)
        let object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: String])
        #expect(object == ["detail": message])
        #expect(answer.status == 404)
    }
}
