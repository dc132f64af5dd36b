import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// LocalTime's day arithmetic against Foundation's Calendar, in zones with DST, half-hour
/// offsets and midnight changes, over four decades.
@Suite struct LocalTimeTests {
    static let zones = ["America/New_York", "Europe/Paris", "Australia/Lord_Howe", "Asia/Kolkata", "UTC",
                        "America/Sao_Paulo", "Pacific/Apia", "America/St_Johns"]

    @Test(arguments: zones)
    func matchesCalendar(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let local = LocalTime(timeZone: zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var instant = Date(timeIntervalSince1970: 631_152_000)  // 1990
        let previous = instant
        while instant.timeIntervalSince1970 < 1_924_992_000 {  // 2031
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: instant)
            let day = "\(weekdays[c.weekday! - 1]) \(c.day!) \(months[c.month! - 1]) \(c.year!)"
            #expect(local.day(instant) == day, "\(zoneName) \(instant)")
            #expect(local.time(instant) == String(format: "%02d:%02d", c.hour!, c.minute!), "\(zoneName) \(instant)")
            let iso = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
            #expect(local.isoDay(instant) == iso)
            let start = calendar.startOfDay(for: instant)
            // Where midnight itself was skipped (Sao Paulo, some years), Calendar starts the
            // day at 01:00; LocalTime an hour later or earlier is acceptable there.
            if calendar.component(.hour, from: start) == 0 {
                #expect(local.startOfDay(iso) == start, "\(zoneName) \(iso)")
                let later = calendar.date(byAdding: .day, value: 3, to: instant)!
                if calendar.component(.hour, from: later) == c.hour, zoneName != "Pacific/Apia" { #expect(local.adding(days: 3, to: instant) == later, "\(zoneName) \(instant)") }
            }
            // Apia skipped 30 Dec 2011: LocalTime counts calendar labels, Calendar elapsed days.
            if zoneName != "Pacific/Apia" { #expect(local.dayOffset(of: instant, from: previous) == calendar.dateComponents([.day], from: calendar.startOfDay(for: previous), to: start).day) }
            instant.addTimeInterval(83 * 3600 + 1234)
        }
        #expect(local.startOfDay("2025-02-29") == nil && local.startOfDay("2025-04-31") == nil && local.startOfDay("2024-02-29") != nil)
        #expect(local.startOfDay("2025-13-01") == nil && local.startOfDay("25-01-01") == nil)
    }
}

/// The fast trim agrees with Foundation's on every kind of end.
@Suite struct TrimTests {
    @Test(arguments: ["", " ", "a", " a ", "\ta\n", "abc", "a b", "\u{00A0}x\u{00A0}", "é", " é", "x\u{2003}", "\n", "ab\n"])
    func trimmedEndsIsTrimmingCharacters(text: String) {
        for set in [CharacterSet.whitespaces, .whitespacesAndNewlines] {
            #expect(text.trimmedEnds(set) == text.trimmingCharacters(in: set), "\(text.debugDescription)")
        }
    }
}
