import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The fair probabilities of one market, and how they were found.
struct DevigResult: Sendable, Equatable {
    /// One fair probability per side, in the order given; they sum to 1.
    let fair: [Double]
    /// Σ implied − 1: the bookmaker's margin (negative when the sides sum below 1).
    let overround: Double
    /// The fitted parameter: k (power), z (Shin), c (odds ratio); nil for the closed forms.
    let parameter: Double?
}

/// Why a market has no fair probabilities.
enum DevigError: Error, Equatable, Sendable {
    /// A market needs at least two sides.
    case tooFewSides
    /// An implied probability is not in (0, 1).
    case invalidProbability
    /// The additive method pushed a longshot to zero or below (a known limit of the method).
    case nonPositiveFairProbability
    /// Shin's model needs a margin; these sides sum below 1.
    case noMargin

    /// A short reason for readers.
    var reason: String {
        switch self {
        case .tooFewSides: return "a market needs at least two sides"
        case .invalidProbability: return "a price is not a valid price"
        case .nonPositiveFairProbability: return "the additive method leaves a side at or below zero"
        case .noMargin: return "Shin's model needs a margin and these prices have none"
        }
    }
}

/// Removes the margin from a market's implied probabilities (see `DevigMethod` for the formulas).
enum Devig {
    /// Fair probabilities from implied probabilities `implied` (one per side, vig included).
    ///
    /// The fitted methods (power, Shin, odds ratio) solve Σ pᵢ = 1 for their parameter by
    /// bisection to machine precision: each sum is monotonic in its parameter, so the root
    /// is bracketed and unique. Shin is solved exactly this way, not with the one-step
    /// approximation z ≈ 1 − 1/S.
    static func fair(implied: [Double], method: DevigMethod) throws(DevigError) -> DevigResult {
        guard implied.count >= 2 else { throw .tooFewSides }
        guard implied.allSatisfy({ $0.isFinite && $0 > 0 && $0 < 1 }) else { throw .invalidProbability }
        let total = implied.reduce(0, +)
        let overround = total - 1
        // No margin at all: every method leaves the prices as they are.
        if abs(overround) <= 1e-12 {
            return DevigResult(fair: implied.map { $0 / total }, overround: overround, parameter: method.parameterName == nil ? nil : neutral(method))
        }
        let n = Double(implied.count)
        switch method {
        case .multiplicative:
            return DevigResult(fair: implied.map { $0 / total }, overround: overround, parameter: nil)
        case .additive:
            let fair = implied.map { $0 - overround / n }
            guard fair.allSatisfy({ $0 > 0 }) else { throw .nonPositiveFairProbability }
            return DevigResult(fair: normalized(fair), overround: overround, parameter: nil)
        case .power:
            // Σ qᵢᵏ falls as k grows (every qᵢ < 1); k > 1 removes a margin, k < 1 adds one.
            let k = solve(total > 1 ? (1, nil) : (0, 1)) { k in implied.reduce(0) { $0 + pow($1, k) } - 1 }
            return DevigResult(fair: normalized(implied.map { pow($0, k) }), overround: overround, parameter: k)
        case .oddsRatio:
            // Σ q/(c + q − c·q) falls as c grows; c > 1 removes a margin.
            let c = solve(total > 1 ? (1, nil) : (0, 1)) { c in implied.reduce(0) { $0 + oddsRatio($1, c) } - 1 }
            return DevigResult(fair: normalized(implied.map { oddsRatio($0, c) }), overround: overround, parameter: c)
        case .shin:
            guard total > 1 else { throw .noMargin }
            // At z = 0 the sum is √S > 1; as z → 1 it tends to Σqᵢ²/S < 1.
            let z = solve((0, 1 - 1e-12)) { z in implied.reduce(0) { $0 + shin($1, z, total) } - 1 }
            return DevigResult(fair: normalized(implied.map { shin($0, z, total) }), overround: overround, parameter: z)
        }
    }

    /// Fair probabilities straight from American prices (one per side).
    static func fair(american prices: [Double], method: DevigMethod) throws(DevigError) -> DevigResult {
        var implied: [Double] = []
        for price in prices {
            guard let q = OddsMath.probability(fromAmerican: price) else { throw .invalidProbability }
            implied.append(q)
        }
        return try fair(implied: implied, method: method)
    }

    static func oddsRatio(_ q: Double, _ c: Double) -> Double { q / (c + q - c * q) }

    static func shin(_ q: Double, _ z: Double, _ total: Double) -> Double {
        ((z * z + 4 * (1 - z) * q * q / total).squareRoot() - z) / (2 * (1 - z))
    }

    /// The parameter value that leaves the prices unchanged.
    private static func neutral(_ method: DevigMethod) -> Double {
        method == .shin ? 0 : 1
    }

    /// Rounding leaves the solved sums a few ulps off 1; make them exact.
    private static func normalized(_ values: [Double]) -> [Double] {
        let sum = values.reduce(0, +)
        return values.map { $0 / sum }
    }

    /// The root of a decreasing `f` in `bracket` (an open upper end grows until f < 0).
    private static func solve(_ bracket: (Double, Double?), _ f: (Double) -> Double) -> Double {
        var low = bracket.0
        var high: Double
        if let upper = bracket.1 {
            high = upper
        } else {
            high = max(2 * low, 2)
            var guardCount = 0
            while f(high) > 0 && guardCount < 200 {
                low = high
                high *= 2
                guardCount += 1
            }
        }
        for _ in 0..<400 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if f(mid) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
