import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// US Eastern (America/New_York) calendar days, the unit of the games list's date filter.
///
/// The US DST rules are computed here rather than read from the system's zone database, so
/// results never depend on the machine's time zone data.
enum EasternCalendar {
    /// The ET calendar day of an instant, as `YYYY-MM-DD`.
    static func day(of date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offsetSeconds(at: date)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (y, m, d) = ISO8601.civilFromDays(days)
        return Digits.day(y, m, d)
    }

    /// `[00:00 ET of fromDay, 00:00 ET of the day after throughDay)`, or nil for malformed
    /// days or an empty range.
    static func interval(fromDay: String, throughDay: String) -> DateInterval? {
        guard let first = parseDay(fromDay), let last = parseDay(throughDay) else { return nil }
        let firstDays = ISO8601.daysFromCivil(year: first.year, month: first.month, day: first.day)
        let lastDays = ISO8601.daysFromCivil(year: last.year, month: last.month, day: last.day)
        guard lastDays >= firstDays else { return nil }
        let start = midnight(daysSinceEpoch: firstDays)
        let end = midnight(daysSinceEpoch: lastDays + 1)
        return DateInterval(start: start, end: end)
    }

    /// Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier), or nil
    /// for a malformed day.
    static func days(from: String, to: String) -> Int? {
        guard let a = parseDay(from), let b = parseDay(to) else { return nil }
        return ISO8601.daysFromCivil(year: b.year, month: b.month, day: b.day)
            - ISO8601.daysFromCivil(year: a.year, month: a.month, day: a.day)
    }

    /// True for a real calendar date written `YYYY-MM-DD`.
    static func isValidDay(_ text: String) -> Bool { parseDay(text) != nil }

    /// Splits `YYYY-MM-DD` into numbers, rejecting impossible dates such as 2026-02-30.
    static func parseDay(_ text: String) -> (year: Int, month: Int, day: Int)? {
        // On the UTF-8 bytes: the feed groups by league day and parses days per game, and
        // splitting into Characters with Unicode digit checks cost it 4 % of a run.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), day >= 1 else { return nil }
        let days = ISO8601.daysFromCivil(year: year, month: month, day: day)
        let (y, m, d) = ISO8601.civilFromDays(days)
        guard y == year, m == month, d == day else { return nil }
        return (year, month, day)
    }

    /// The UTC offset of Eastern time at an instant: -4 h in DST, else -5 h.
    static func offsetSeconds(at date: Date) -> Int {
        let t = date.timeIntervalSince1970
        // The year in ET is the UTC year of (t - 5 h), close enough: DST never spans New Year.
        let (year, _, _) = ISO8601.civilFromDays(Int(((t - 18_000) / 86_400).rounded(.down)))
        let (start, end) = dstBounds(year: year)
        return (t >= start && t < end) ? -14_400 : -18_000
    }

    /// The UTC instants when DST starts (2:00 EST) and ends (2:00 EDT) in a year.
    static func dstBounds(year: Int) -> (Double, Double) {
        let startDay: Int
        let endDay: Int
        if year >= 2007 {
            startDay = nthSunday(2, year: year, month: 3)
            endDay = nthSunday(1, year: year, month: 11)
        } else {
            startDay = nthSunday(1, year: year, month: 4)
            endDay = lastSunday(year: year, month: 10)
        }
        return (Double(startDay * 86_400 + 7 * 3600), Double(endDay * 86_400 + 6 * 3600))
    }

    private static func weekday(_ days: Int) -> Int {
        // 1970-01-01 was a Thursday; 0 = Sunday.
        ((days % 7) + 7 + 4) % 7
    }

    private static func nthSunday(_ n: Int, year: Int, month: Int) -> Int {
        let first = ISO8601.daysFromCivil(year: year, month: month, day: 1)
        let firstSunday = first + (7 - weekday(first)) % 7
        return firstSunday + 7 * (n - 1)
    }

    private static func lastSunday(year: Int, month: Int) -> Int {
        let next = ISO8601.daysFromCivil(year: year, month: month + 1, day: 1)
        let last = next - 1
        return last - weekday(last)
    }

    /// 00:00 ET of a day, as an instant; midnight never falls in a DST transition gap.
    private static func midnight(daysSinceEpoch days: Int) -> Date {
        let dstCandidate = Date(timeIntervalSince1970: Double(days * 86_400 + 4 * 3600))
        if offsetSeconds(at: dstCandidate) == -14_400 { return dstCandidate }
        return Date(timeIntervalSince1970: Double(days * 86_400 + 5 * 3600))
    }
}
