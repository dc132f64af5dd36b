import Foundation

/// Conversions between the three ways a price is written: American odds (+150, −110),
/// decimal odds (2.50, 1.909…) and implied probability (0.40, 0.5238…).
///
/// Every function answers nil for a value that is not a price rather than inventing one:
/// American odds strictly between −100 and +100, decimal odds ≤ 1, probabilities outside
/// (0, 1), and anything not finite.
public enum OddsMath {
    /// Decimal odds of an American price: +150 → 2.5, −110 → 1.9090…, ±100 → 2.
    public static func decimal(fromAmerican american: Double) -> Double? {
        guard american.isFinite else { return nil }
        if american >= 100 { return 1 + american / 100 }
        if american <= -100 { return 1 + 100 / -american }
        return nil
    }

    /// American odds of a decimal price: 2.5 → +150, 1.909… → −110. Even money (2.0) is +100.
    public static func american(fromDecimal decimal: Double) -> Double? {
        guard decimal.isFinite, decimal > 1 else { return nil }
        return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1)
    }

    /// The probability a price implies (vig included): 1 / decimal.
    public static func probability(fromDecimal decimal: Double) -> Double? {
        guard decimal.isFinite, decimal > 1 else { return nil }
        return 1 / decimal
    }

    /// Decimal odds that pay exactly a fair bet at probability `p`: 1 / p.
    public static func decimal(fromProbability p: Double) -> Double? {
        guard p.isFinite, p > 0, p < 1 else { return nil }
        return 1 / p
    }

    /// The implied probability of an American price: +150 → 0.4, −110 → 0.5238….
    public static func probability(fromAmerican american: Double) -> Double? {
        decimal(fromAmerican: american).flatMap { probability(fromDecimal: $0) }
    }

    /// American odds of a probability: −100·p/(1−p) when p ≥ 0.5, else +100·(1−p)/p
    /// (the backend's convention, so 0.5 is −100).
    public static func american(fromProbability p: Double) -> Double? {
        guard p.isFinite, p > 0, p < 1 else { return nil }
        return p >= 0.5 ? -100 * p / (1 - p) : 100 * (1 - p) / p
    }
}
