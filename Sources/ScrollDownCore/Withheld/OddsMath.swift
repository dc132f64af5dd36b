import Foundation

/// Conversions between the three ways a price is written: American odds (+150, −110),
/// decimal odds (2.50, 1.909…) and implied probability (0.40, 0.5238…).
///
/// Every function answers nil for a value that is not a price rather than inventing one:
/// American odds strictly between −100 and +100 or beyond ±100,000, decimal odds ≤ 1,
/// probabilities outside (0, 1), and anything not finite.
package enum OddsMath {
    /// The implied probability above which a price is no pregame line: a market that sure of
    /// its result is one being played.
    package static let pregameProbabilityCeiling = 0.97

    /// The shortest text of a line: `0`, `-12`, `221.5`.
    package static func lineText(_ line: Double) -> String {
        if line == line.rounded(), abs(line) < 1e15 { return String(Int(line)) }
        return String(line)
    }

    /// The largest American price taken as real: ±100,000 is a 1,000-to-1 shot,
    /// beyond any book's board; past it a price is a broken feed, not a bet.
    package static let americanLimit = 100_000.0

    /// Whether an American price is one a book could post: finite, at least 100 and at most
    /// 100,000 in size. Anything else is never listed, never "best", never devigged.
    package static func isValidAmerican(_ american: Double) -> Bool {
        american.isFinite && abs(american) >= 100 && abs(american) <= americanLimit
    }

    /// Decimal odds of an American price: +150 → 2.5, −110 → 1.9090…, ±100 → 2.
    package static func decimal(fromAmerican american: Double) -> Double? {
        guard isValidAmerican(american) else { return nil }
        if american >= 100 { return 1 + american / 100 }
        if american <= -100 { return 1 + 100 / -american }
        return nil
    }

    /// American odds of a decimal price: 2.5 → +150, 1.909… → −110. Even money (2.0) is +100.
    package static func american(fromDecimal decimal: Double) -> Double? {
        guard decimal.isFinite, decimal > 1 else { return nil }
        return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1)
    }

    /// The probability a price implies (vig included): 1 / decimal.
    package static func probability(fromDecimal decimal: Double) -> Double? {
        guard decimal.isFinite, decimal > 1 else { return nil }
        return 1 / decimal
    }

    /// Decimal odds that pay exactly a fair bet at probability `p`: 1 / p.
    package static func decimal(fromProbability p: Double) -> Double? {
        guard p.isFinite, p > 0, p < 1 else { return nil }
        return 1 / p
    }

    /// The implied probability of an American price: +150 → 0.4, −110 → 0.5238….
    package static func probability(fromAmerican american: Double) -> Double? {
        decimal(fromAmerican: american).flatMap { probability(fromDecimal: $0) }
    }

    /// American odds of a probability: −100·p/(1−p) when p ≥ 0.5, else +100·(1−p)/p
    /// (the backend's convention, so 0.5 is −100).
    package static func american(fromProbability p: Double) -> Double? {
        guard p.isFinite, p > 0, p < 1 else { return nil }
        let american = p >= 0.5 ? -100 * p / (1 - p) : 100 * (1 - p) / p
        // A probability of 1e-300 has a price no book posts: no price rather than a huge one.
        return abs(american) <= americanLimit ? american : nil
    }
}
