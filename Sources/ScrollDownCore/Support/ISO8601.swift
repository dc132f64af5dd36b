import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A tolerant ISO-8601 timestamp parser (docs/backend.md#dates-and-time-zones): `Z` or `±HH:MM` (or
/// no offset, read as UTC), 0–9 fractional digits, `T` or a space between date and time.
/// Hand-written because it runs for every play and post, and Foundation's formatters are slow and
/// strict about fractions on Linux.
enum ISO8601 {
    /// Parses a timestamp, or returns nil when the text is not one.
    static func parse(_ text: String) -> Date? {
        var utf8 = Array(text.utf8)
        // Trim surrounding whitespace.
        while let last = utf8.last, last == 0x20 { utf8.removeLast() }
        var i = 0
        while i < utf8.count, utf8[i] == 0x20 { i += 1 }

        func digits(_ count: Int) -> Int? {
            guard i + count <= utf8.count else { return nil }
            var value = 0
            for k in 0..<count {
                let c = utf8[i + k]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            i += count
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < utf8.count, utf8[i] == byte else { return false }
            i += 1
            return true
        }

        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D),
              let day = digits(2), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        if i < utf8.count, utf8[i] == 0x54 || utf8[i] == 0x74 || utf8[i] == 0x20 {
            i += 1
            guard let h = digits(2), expect(0x3A), let m = digits(2) else { return nil }
            hour = h; minute = m
            if expect(0x3A) {
                guard let s = digits(2) else { return nil }
                second = s
                if expect(0x2E) || expect(0x2C) {
                    var scale = 0.1
                    var count = 0
                    while i < utf8.count, utf8[i] >= 0x30, utf8[i] <= 0x39 {
                        if count < 9 { fraction += Double(utf8[i] - 0x30) * scale; scale /= 10 }
                        count += 1
                        i += 1
                    }
                    guard count > 0 else { return nil }
                }
            }
            guard hour < 24 || (hour == 24 && minute == 0 && second == 0), minute < 60, second < 61 else { return nil }
        }
        var offsetSeconds = 0
        if i < utf8.count {
            if utf8[i] == 0x5A || utf8[i] == 0x7A {
                i += 1
            } else if utf8[i] == 0x2B || utf8[i] == 0x2D {
                let sign = utf8[i] == 0x2D ? -1 : 1
                i += 1
                guard let oh = digits(2) else { return nil }
                _ = expect(0x3A)
                let om = digits(2) ?? 0
                offsetSeconds = sign * (oh * 3600 + om * 60)
            } else {
                return nil
            }
        }
        guard i == utf8.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// Formats a date as `2026-01-23T03:00:00Z` (UTC, whole seconds).
    static func format(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let rest = total - days * 86_400
        let (y, m, d) = civilFromDays(days)
        return Digits.day(y, m, d) + "T" + Digits.pad(rest / 3600, 2) + ":" + Digits.pad(rest % 3600 / 60, 2) + ":" + Digits.pad(rest % 60, 2) + "Z"
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

extension JSONDecoder {
    /// The one decoder configuration for every contract response: tolerant dates, and
    /// deliberately no key decoding strategy (casing differs per endpoint family; models
    /// carry explicit `CodingKeys`).
    static func contract() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(contractDate)
        return decoder
    }

    /// The contract's date reading (also `FastJSONDecoder`'s, so the two cannot differ).
    @Sendable static func contractDate(from decoder: Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = ISO8601.parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO-8601 timestamp: \(Echo.visible(String(text.prefix(60))))")
        }
        return date
    }
}

extension KeyedDecodingContainer {
    /// Optional timestamps never fail a whole response (docs/backend.md#dates-and-time-zones): an
    /// unparseable value is absent. This is the module's one lenient-date mechanism: hand-written
    /// and synthesized `Codable` code in this module both resolve `decodeIfPresent(Date.self, …)`
    /// to this overload; required dates (`decode(Date.self, …)`) stay strict.
    func decodeIfPresent(_ type: Date.Type, forKey key: Key) throws -> Date? {
        guard contains(key), !((try? decodeNil(forKey: key)) ?? true) else { return nil }
        return (try? decode(String.self, forKey: key)).flatMap(ISO8601.parse)
    }
}
