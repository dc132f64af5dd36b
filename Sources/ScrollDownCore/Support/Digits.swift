import ScrollDownViews
import ScrollDownWithheld
/// Zero-padded decimal numbers for dates and clocks, without `String(format:)`: that goes
/// through CoreFoundation's formatter and a locale, and showed in the feed's profile.
enum Digits {
    /// `value` with at least `width` digits, zero-padded (`pad(7, 2)` is `07`).
    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value.magnitude)
        let padding = max(0, width - text.utf8.count)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: padding) + text
    }

    /// `YYYY-MM-DD`.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
}
