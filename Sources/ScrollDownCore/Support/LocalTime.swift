import Foundation

/// Formats instants in the reader's time zone, the same way everywhere and independent of
/// the machine's locale: `Thu 9 Oct 2025`, `19:05`.
public struct LocalTime: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `19:05`.
    public func time(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return Digits.pad(c.hour ?? 0, 2) + ":" + Digits.pad(c.minute ?? 0, 2)
    }

    /// `Thu 9 Oct 2025`.
    public func day(_ date: Date) -> String {
        let c = calendar.dateComponents([.weekday, .day, .month, .year], from: date)
        return "\(Self.weekdays[(c.weekday ?? 1) - 1]) \(c.day ?? 1) \(Self.months[(c.month ?? 1) - 1]) \(c.year ?? 1970)"
    }

    /// `Thu 9 Oct 2025 19:05`.
    public func dayAndTime(_ date: Date) -> String { "\(day(date)) \(time(date))" }

    /// Whole days from `reference`'s local day to `date`'s local day (0 = same day).
    public func dayOffset(of date: Date, from reference: Date) -> Int {
        let a = calendar.startOfDay(for: reference)
        let b = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: a, to: b).day ?? 0
    }

    /// The local calendar day `YYYY-MM-DD` of an instant.
    public func isoDay(_ date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return Digits.day(c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }

    /// The start of a local day given as `YYYY-MM-DD`, or nil when it is not a valid day.
    public func startOfDay(_ isoDay: String) -> Date? {
        let parts = isoDay.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        var components = DateComponents(year: y, month: m, day: d)
        components.timeZone = timeZone
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == d, calendar.component(.month, from: date) == m else { return nil }
        return date
    }

    /// `start` shifted by whole local days (DST-safe).
    public func adding(days: Int, to date: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * 86_400)
    }
}
