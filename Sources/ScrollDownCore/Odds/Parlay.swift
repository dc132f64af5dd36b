import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One leg of a parlay: a bet's fair probability and, when the server sent one, its
/// confidence (0–1).
struct ParlayLeg: Sendable, Equatable {
    let gameID: Int
    let fairProbability: Double
    let confidence: Double?

    init(gameID: Int, fairProbability: Double, confidence: Double?) {
        self.gameID = gameID
        self.fairProbability = fairProbability
        self.confidence = confidence
    }
}

/// A parlay's fair price. Computed here because the backend's evaluate endpoint fails on
/// every valid request (docs/backend.md#parlay-evaluation); the formulas are the ones it declares.
struct ParlayEvaluation: Sendable, Equatable {
    /// Product of the legs' fair probabilities (independent legs assumed).
    let probability: Double
    /// American odds of that probability (+100(1−p)/p below 0.5, −100p/(1−p) otherwise).
    let fairAmerican: Double
    /// Decimal odds of that probability (1/p).
    let fairDecimal: Double
    /// Geometric mean of the confidences given; nil when no leg has one.
    let combinedConfidence: Double?
    /// How many legs carried a confidence.
    let confidenceCount: Int
    /// Pairs of leg positions (0-based) that share a game: their outcomes are correlated,
    /// so the product is not their joint probability.
    let correlatedPairs: [[Int]]

    /// Evaluates two or more legs; nil for fewer, or when a probability is not in (0, 1).
    static func evaluate(_ legs: [ParlayLeg]) -> ParlayEvaluation? {
        guard legs.count >= 2, legs.allSatisfy({ $0.fairProbability > 0 && $0.fairProbability < 1 }) else { return nil }
        let probability = legs.reduce(1) { $0 * $1.fairProbability }
        guard let american = OddsMath.american(fromProbability: probability),
              let decimal = OddsMath.decimal(fromProbability: probability) else { return nil }
        let confidences = legs.compactMap(\.confidence).filter { $0 > 0 && $0 <= 1 }
        // The geometric mean through logs: a product of many small numbers would underflow.
        let combined = confidences.isEmpty ? nil
            : exp(confidences.reduce(0) { $0 + log($1) } / Double(confidences.count))
        var pairs: [[Int]] = []
        for i in legs.indices {
            for j in legs.indices where j > i && legs[i].gameID == legs[j].gameID {
                pairs.append([i, j])
            }
        }
        return ParlayEvaluation(probability: probability, fairAmerican: american, fairDecimal: decimal,
                                combinedConfidence: combined, confidenceCount: confidences.count, correlatedPairs: pairs)
    }
}
