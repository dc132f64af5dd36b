import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Expected value of a one-unit bet at a price, given the outcome's fair probability.
enum ExpectedValue {
    /// EV in percent of the stake: (decimal price × fair probability − 1) × 100.
    static func percent(decimal: Double, fairProbability p: Double) -> Double? {
        guard decimal.isFinite, decimal > 1, p.isFinite, p > 0, p < 1 else { return nil }
        return (decimal * p - 1) * 100
    }

    /// EV in percent for an American price.
    static func percent(american: Double, fairProbability p: Double) -> Double? {
        OddsMath.decimal(fromAmerican: american).flatMap { percent(decimal: $0, fairProbability: p) }
    }
}
