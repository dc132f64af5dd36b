import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite struct ISO8601Tests {
    @Test(arguments: [
        "2026-01-23T03:00:00Z", "2026-01-23T03:00:00.123Z", "2026-01-23T03:00:00.123456Z",
        "2026-01-23T03:00:00+00:00", "2026-01-22T22:00:00-05:00", "2026-01-23T03:00:00",
        "2026-01-23T03:00:00.123456789+00:00",
    ])
    func parsesEveryContractShape(text: String) throws {
        let date = try #require(ISO8601.parse(text))
        #expect(abs(date.timeIntervalSince1970 - 1_769_137_200) < 1)
    }

    @Test(arguments: ["", "yesterday", "2026-13-01T00:00:00Z", "2026-01-23T03:00:00Q", "2026-01-23T3:00"])
    func rejectsNonTimestamps(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    @Test func formatRoundTrips() throws {
        let date = try #require(ISO8601.parse("1999-12-31T23:59:59Z"))
        #expect(ISO8601.format(date) == "1999-12-31T23:59:59Z")
    }
}

@Suite struct LenientOptionalDateTests {
    @Test func aBadOptionalTimestampDoesNotFailTheStatLine() throws {
        let json = #"{"team":"Boston Celtics","isHome":true,"stats":{"points":118},"source":"nba_live","updatedAt":"not a time","normalizedStats":null}"#
        let stat = try JSONDecoder.contract().decode(TeamStat.self, from: Data(json.utf8))
        #expect(stat.updatedAt == nil)
        #expect(stat.isHome)
    }

    @Test func aBadRequiredTimestampStillFails() {
        let json = #"{"games":[{"id":1,"leagueCode":"NBA","gameDate":"soon","homeTeam":"A","awayTeam":"B"}],"total":1,"nextOffset":null}"#
        #expect(throws: DecodingError.self) { try JSONDecoder.contract().decode(GameListResponse.self, from: Data(json.utf8)) }
    }
}
