import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Values a hostile or broken server could send that once crashed or looped.
@Suite struct HostileValuesTests {
    @Test func anAbsurdRetryAfterIsClampedAndFormats() {
        let response = HTTPResponse(status: 429, headers: ["retry-after": "1e20"], body: Data())
        let wait = RetryingTransport.retryAfter(response)
        #expect(wait == 86_400)
        #expect(ScrollDownError.seconds(1e20) == String(format: "%.1f", 1e20))
        #expect(ScrollDownError.seconds(15) == "15")
    }

    @Test func retryAfterAsAnHTTPDateInThePastOrFutureIsHonoured() {
        let now = Date(timeIntervalSince1970: 1_760_032_800)  // Thu, 09 Oct 2025 18:00:00 GMT
        func wait(_ value: String) -> Double? {
            RetryingTransport.retryAfter(HTTPResponse(status: 429, headers: ["retry-after": value], body: Data()), now: now)
        }
        #expect(wait("Thu, 09 Oct 2025 18:00:07 GMT") == 7)
        #expect(wait("Thu, 09 Oct 2025 17:00:00 GMT") == 0, "in the past: now")
        #expect(wait("Fri, 01 Jan 2100 00:00:00 GMT") == 86_400, "bounded")
        #expect(wait("1000000000") == 86_400)
        #expect(wait("-5") == nil)
        #expect(wait("soon") == nil)
    }

    @Test func hugeFairOddsDecodeWithoutTrapping() throws {
        let json = #"{"game_id":1,"league_code":"NBA","home_team":"A","away_team":"B","game_date":"2026-01-01T00:00:00Z","market_key":"h2h","selection_key":"team:a","line_value":0,"books":[],"has_fair":true,"fair_american_odds":1e30,"confidence_flags":[],"explanation_steps":[{"step_number":1,"title":"t","description":"d","detail_rows":[{"label":"x","value":1e300,"is_highlight":false}]}]}"#
        let bet = try JSONDecoder.contract().decode(FairBet.self, from: Data(json.utf8))
        #expect(bet.fairAmericanOdds == nil)
    }

    @Test func aRepeatedCursorEndsPaging() throws {
        let json = #"{"bets":[],"hasMore":true,"nextCursor":"abc","snapshotId":"s1"}"#
        let page = try JSONDecoder.contract().decode(FairBetPage.self, from: Data(json.utf8))
        let first = page.continuation(after: nil, limit: 500)
        #expect(first == .cursor("abc", snapshotID: "s1"))
        #expect(page.continuation(after: first, limit: 500) == nil)
    }
}
