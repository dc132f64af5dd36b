import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct EasternCalendarTests {
    static func date(_ text: String) -> Date { ISO8601.parse(text)! }

    @Test(arguments: [
        ("2026-01-23T03:00:00Z", "2026-01-22"), // 22:00 ET tip on 22 Jan
        ("2026-01-23T04:59:59Z", "2026-01-22"), ("2026-01-23T05:00:00Z", "2026-01-23"),
        ("2026-07-05T03:59:59Z", "2026-07-04"), ("2026-07-05T04:00:00Z", "2026-07-05"),
        ("2026-03-08T06:59:00Z", "2026-03-08"), ("2026-03-08T07:00:00Z", "2026-03-08"),
        ("2026-11-01T03:59:00Z", "2026-10-31"), ("2026-11-01T04:00:00Z", "2026-11-01"),
        ("2026-11-02T04:59:00Z", "2026-11-01"), ("2026-11-02T05:00:00Z", "2026-11-02"),
        ("2016-11-30T05:00:00Z", "2016-11-30"), ("2006-10-29T04:30:00Z", "2006-10-29"),
        ("2006-10-29T03:30:00Z", "2006-10-28"),
    ])
    func dayOfInstant(instant: String, day: String) {
        #expect(EasternCalendar.day(of: Self.date(instant)) == day)
    }

    @Test func oneDayWindowInWinterAndSummer() throws {
        let winter = try #require(EasternCalendar.interval(fromDay: "2026-01-22", throughDay: "2026-01-22"))
        #expect(winter.start == Self.date("2026-01-22T05:00:00Z"))
        #expect(winter.end == Self.date("2026-01-23T05:00:00Z"))
        #expect(winter.contains(Self.date("2026-01-23T03:00:00Z")))
        let summer = try #require(EasternCalendar.interval(fromDay: "2026-07-01", throughDay: "2026-07-03"))
        #expect(summer.start == Self.date("2026-07-01T04:00:00Z"))
        #expect(summer.end == Self.date("2026-07-04T04:00:00Z"))
    }

    @Test func transitionDaysAreShortAndLong() throws {
        let spring = try #require(EasternCalendar.interval(fromDay: "2026-03-08", throughDay: "2026-03-08"))
        #expect(spring.start == Self.date("2026-03-08T05:00:00Z"))
        #expect(spring.duration == 23 * 3600)
        let fall = try #require(EasternCalendar.interval(fromDay: "2026-11-01", throughDay: "2026-11-01"))
        #expect(fall.start == Self.date("2026-11-01T04:00:00Z"))
        #expect(fall.duration == 25 * 3600)
    }

    @Test func invalidDaysAndRanges() {
        #expect(EasternCalendar.isValidDay("2024-02-29"))
        #expect(!EasternCalendar.isValidDay("2023-02-29"))
        #expect(!EasternCalendar.isValidDay("2026-02-30"))
        #expect(!EasternCalendar.isValidDay("2026-2-3"))
        #expect(!EasternCalendar.isValidDay("2026-13-01"))
        #expect(!EasternCalendar.isValidDay("today"))
        #expect(!EasternCalendar.isValidDay("+026-01-01"))
        #expect(EasternCalendar.interval(fromDay: "2026-01-23", throughDay: "2026-01-22") == nil)
        #expect(EasternCalendar.interval(fromDay: "2026-01-23", throughDay: "x") == nil)
    }

    /// Cross-checks the hand-written DST rules against the zone database, where it exists.
    @Test(.enabled(if: TimeZone(identifier: "America/New_York") != nil, "skipped: no America/New_York zone data"))
    func agreesWithTheZoneDatabase() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var instant = Self.date("2008-01-01T00:30:00Z")
        let end = Self.date("2030-12-31T00:00:00Z")
        while instant < end {
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            let expected = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            #expect(EasternCalendar.day(of: instant) == expected, "at \(ISO8601.format(instant))")
            instant += 3 * 3600 + 17 * 60 // steps that drift through every hour of the day
        }
    }
}

@Suite struct DecodingErrorMessageTests {
    func message(_ json: String) -> String? {
        do {
            _ = try TestPaths.decode(GameListResponse.self, json)
            return nil
        } catch let error as DecodingError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func namesTheKeyPathAndReason() {
        let badDate = #"{"games":[{"id":1,"leagueCode":"NBA","gameDate":"soon","homeTeam":"A","awayTeam":"B"}]}"#
        #expect(message(badDate) == "games[0].gameDate: not an ISO-8601 timestamp: soon")
        let missing = #"{"games":[{"leagueCode":"NBA","gameDate":"2026-01-01T00:00:00Z","homeTeam":"A","awayTeam":"B"}]}"#
        #expect(message(missing) == "games[0].id: missing key")
        let wrongType = #"{"games":[],"total":"many"}"#
        #expect(message(wrongType)?.hasPrefix("total: not a Int") == true)
        #expect(message(#"{"games":null}"#)?.hasPrefix("games: ") == true)
        #expect(message("[1") != nil)
    }

    @Test func badDataErrorCarriesEndpointAndDetail() {
        #expect(throws: ScrollDownError.badData(endpoint: "/api/x", detail: "games: missing key")) {
            _ = try decodeContract(GameListResponse.self, from: Data("{}".utf8), endpoint: "/api/x")
        }
    }
}
