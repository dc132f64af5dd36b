import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Arithmetic on numbers that came from a server. The decoders already bound
/// scores and stats (`ValueBounds`), so these never overflow on data that decoded; they are
/// the second wall, for a model built another way (a test, a future field): an overflow is
/// "no answer", never a trap (`Int.max - Int.min` ends the process with SIGILL).
extension Int {
    /// `self - other`, or nil when it does not fit.
    func minus(_ other: Int) -> Int? {
        let (value, overflow) = subtractingReportingOverflow(other)
        return overflow ? nil : value
    }

    /// `self + other`, or nil when it does not fit.
    func plus(_ other: Int) -> Int? {
        let (value, overflow) = addingReportingOverflow(other)
        return overflow ? nil : value
    }

    /// `|self - other|`, or nil when it does not fit.
    func distance(to other: Int) -> Int? {
        minus(other).flatMap { $0 == .min ? nil : Swift.abs($0) }
    }
}

extension Double {
    /// The whole number this is, if it is one that fits an `Int` (no trap on 1e19 or NaN).
    var exactInt: Int? { isFinite ? Int(exactly: self) : nil }
}
