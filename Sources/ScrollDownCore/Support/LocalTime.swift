import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Formats instants in the reader's time zone, the same way everywhere and independent of
/// the machine's locale: `Thu 9 Oct 2025`, `19:05`.
///
/// Gregorian arithmetic on day numbers with the zone's offset at each instant, rather than
/// `Calendar`: the feed formats every row's day and time, and Foundation's calendar is a
/// real share of a `games` run for what is integer division here.
public struct LocalTime: Sendable {
    let timeZone: TimeZone

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// An instant's local day (days since 1970-01-01) and seconds into that day.
    private func local(_ date: Date) -> (day: Int, second: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let day = Self.floorDiv(seconds, 86_400)
        return (day, seconds - day * 86_400)
    }

    /// The instant at `second` into local day `day`, as Calendar picks it: a wall time that
    /// occurs twice (clocks set back) is its first occurrence; one skipped by clocks set forward
    /// comes out after the gap.
    private func instant(day: Int, second: Int) -> Date {
        let wall = day * 86_400 + second
        func offset(_ utc: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utc))) }
        let before = offset(wall - 86_400), after = offset(wall + 86_400)
        let candidates = Set([wall - before, wall - after]).sorted().filter { $0 + offset($0) == wall }
        return Date(timeIntervalSince1970: Double(candidates.first ?? wall - before))
    }

    /// `19:05`.
    func time(_ date: Date) -> String {
        let second = local(date).second
        return Digits.pad(second / 3600, 2) + ":" + Digits.pad(second % 3600 / 60, 2)
    }

    /// `Thu 9 Oct 2025`.
    func day(_ date: Date) -> String {
        let day = local(date).day
        let (y, m, d) = Self.civil(day)
        return "\(Self.weekdays[Self.floorMod(day + 4, 7)]) \(d) \(Self.months[m - 1]) \(y)"
    }

    /// `Thu 9 Oct 2025 19:05`.
    func dayAndTime(_ date: Date) -> String { "\(day(date)) \(time(date))" }

    /// Whole days from `reference`'s local day to `date`'s local day (0 = same day).
    func dayOffset(of date: Date, from reference: Date) -> Int {
        local(date).day - local(reference).day
    }

    /// The local calendar day `YYYY-MM-DD` of an instant.
    func isoDay(_ date: Date) -> String {
        let (y, m, d) = Self.civil(local(date).day)
        return Digits.day(y, m, d)
    }

    /// The start of a local day given as `YYYY-MM-DD`, or nil when it is not a valid day.
    func startOfDay(_ isoDay: String) -> Date? {
        // The one reading of `YYYY-MM-DD`, impossible dates (31 April) refused.
        guard let (y, m, d) = EasternCalendar.parseDay(isoDay) else { return nil }
        return instant(day: ISO8601.daysFromCivil(year: y, month: m, day: d), second: 0)
    }

    /// `start` shifted by whole local days (DST-safe: the same local time of day).
    func adding(days: Int, to date: Date) -> Date {
        let (day, second) = local(date)
        return instant(day: day + days, second: second)
    }

    // Day numbers are ISO8601's (Howard Hinnant's civil_from_days).

    static func civil(_ days: Int) -> (Int, Int, Int) { ISO8601.civilFromDays(days) }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
}
