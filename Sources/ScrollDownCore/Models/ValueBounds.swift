import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The ranges a sane backend stays in. A number outside them is invalid data: the
/// decoder refuses it (bad data, exit 65, reported once naming the key path but never the
/// value, which may be a score), so nothing downstream can print it or overflow on it.
///
/// Prices are the exception: one bad price is dropped where it is read (`AmericanPrice`), so a
/// listing keeps its other rows.
enum ValueBounds {
    /// A score, or the points of one play: no game in any league comes near 10,000.
    static let score = 0...10_000
    /// The points of one play: negative for a correction (a score taken back), never more
    /// than a score.
    static let points = -10_000...10_000
    /// A period or quarter number (regulation plus every overtime a real game has had).
    static let period = 0...1_000
    /// A box-score figure (minutes, yards, plus-minus, pitch counts, percentages).
    static let stat = -1_000_000.0...1_000_000.0
    /// A betting line (spread or total), far outside any real one.
    static let line = -10_000.0...10_000.0
}

extension KeyedDecodingContainer {
    /// An optional integer that must lie in `range`; `what` names it in the error.
    func decodeIfPresent(_ type: Int.Type, forKey key: K, in range: ClosedRange<Int>, _ what: String) throws -> Int? {
        guard let value = try decodeIfPresent(Int.self, forKey: key) else { return nil }
        guard range.contains(value) else { throw outOfRange(key, what, "\(range.lowerBound)…\(range.upperBound)") }
        return value
    }

    /// An optional finite number that must lie in `range`.
    func decodeIfPresent(_ type: Double.Type, forKey key: K, in range: ClosedRange<Double>, _ what: String) throws -> Double? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value.isFinite, range.contains(value) else {
            throw outOfRange(key, what, "\(range.lowerBound.formatted())…\(range.upperBound.formatted())")
        }
        return value
    }

    /// An integer array whose every element lies in `range` (scores as `[away, home]`).
    func decodeIfPresent(_ type: [Int].Type, forKey key: K, in range: ClosedRange<Int>, _ what: String) throws -> [Int]? {
        guard let values = try decodeIfPresent([Int].self, forKey: key) else { return nil }
        guard values.allSatisfy(range.contains) else { throw outOfRange(key, what, "\(range.lowerBound)…\(range.upperBound)") }
        return values
    }

    /// The error for an out-of-range value: it names the key path and the range, never the
    /// value (a score in an error line would be an outcome).
    func outOfRange(_ key: K, _ what: String, _ range: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(what) outside \(range)")
    }
}

private extension Double {
    /// `-1000000` rather than `-1e+06`, for the error line.
    func formatted() -> String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
