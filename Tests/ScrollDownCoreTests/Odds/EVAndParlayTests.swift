import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Hand-checked EV and parlay figures.
@Suite struct EVAndParlayTests {
    @Test func expectedValue() throws {
        // +150 at a fair 45%: 2.5 × 0.45 − 1 = +12.5%.
        #expect(abs(try #require(ExpectedValue.percent(american: 150, fairProbability: 0.45)) - 12.5) < 1e-9)
        // −110 at a fair 50%: 21/11 × 0.5 − 1 = −1/22 = −4.5454…%.
        #expect(abs(try #require(ExpectedValue.percent(american: -110, fairProbability: 0.5)) - (-100.0 / 22.0)) < 1e-9)
        // A price exactly at the fair line is worth nothing.
        #expect(abs(try #require(ExpectedValue.percent(decimal: 4, fairProbability: 0.25))) < 1e-12)
        #expect(ExpectedValue.percent(american: 50, fairProbability: 0.5) == nil)
        #expect(ExpectedValue.percent(decimal: 2, fairProbability: 1) == nil)
    }

    @Test func parlayIsTheProductOfFairProbabilities() throws {
        let even = try #require(ParlayEvaluation.evaluate([ParlayLeg(gameID: 1, fairProbability: 0.5, confidence: nil),
                                                           ParlayLeg(gameID: 2, fairProbability: 0.5, confidence: nil)]))
        #expect(abs(even.probability - 0.25) < 1e-12)
        #expect(abs(even.fairAmerican - 300) < 1e-9)   // +100·0.75/0.25
        #expect(abs(even.fairDecimal - 4) < 1e-12)
        #expect(even.combinedConfidence == nil && even.confidenceCount == 0)
        #expect(even.correlatedPairs.isEmpty)

        // Above one half the price is negative: 0.8 × 0.9 = 0.72 → −100·0.72/0.28.
        let favourites = try #require(ParlayEvaluation.evaluate([ParlayLeg(gameID: 1, fairProbability: 0.8, confidence: 0.9),
                                                                 ParlayLeg(gameID: 2, fairProbability: 0.9, confidence: 0.4)]))
        #expect(abs(favourites.probability - 0.72) < 1e-12)
        #expect(abs(favourites.fairAmerican - (-72.0 / 0.28)) < 1e-9)
        // Geometric mean of 0.9 and 0.4 is 0.6.
        #expect(abs(try #require(favourites.combinedConfidence) - 0.6) < 1e-12)
        #expect(favourites.confidenceCount == 2)
    }

    @Test func threeLegsAndCorrelation() throws {
        let legs = [ParlayLeg(gameID: 7, fairProbability: 0.6, confidence: 0.5), ParlayLeg(gameID: 8, fairProbability: 0.55, confidence: nil),
                    ParlayLeg(gameID: 7, fairProbability: 0.5, confidence: nil)]
        let result = try #require(ParlayEvaluation.evaluate(legs))
        #expect(abs(result.probability - 0.165) < 1e-12)
        #expect(abs(result.fairAmerican - 100 * 0.835 / 0.165) < 1e-9)
        #expect(result.combinedConfidence == 0.5)
        #expect(result.correlatedPairs == [[0, 2]])
    }

    @Test func parlayNeedsTwoValidLegs() {
        #expect(ParlayEvaluation.evaluate([ParlayLeg(gameID: 1, fairProbability: 0.5, confidence: nil)]) == nil)
        #expect(ParlayEvaluation.evaluate([ParlayLeg(gameID: 1, fairProbability: 0.5, confidence: nil),
                                           ParlayLeg(gameID: 2, fairProbability: 1, confidence: nil)]) == nil)
    }
}
