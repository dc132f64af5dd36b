import Foundation
import Testing
@testable import ScrollDownCore
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
