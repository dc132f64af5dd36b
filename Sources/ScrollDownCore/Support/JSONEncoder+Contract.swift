import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension JSONEncoder {
    /// Encodes models back into their wire shape (e.g. for caches): dates as UTC ISO-8601
    /// with microseconds when they have a fraction, so `JSONDecoder.contract()` reads them back.
    static func contract() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(contractTimestamp(date))
        }
        return encoder
    }
}

/// `2026-01-23T03:00:00Z`, or `2026-01-23T03:00:00.552301Z` when the date has a fraction.
func contractTimestamp(_ date: Date) -> String {
    let whole = date.timeIntervalSince1970.rounded(.down)
    let micros = Int(((date.timeIntervalSince1970 - whole) * 1_000_000).rounded())
    let base = ISO8601.format(date)
    guard micros > 0, micros < 1_000_000 else { return base }
    return String(base.dropLast()) + "." + Digits.pad(micros, 6) + "Z"
}
