import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Every devig method against published figures and hand-checked two-way markets.
///
/// Published three-way vectors: the `implied` R package README (J. C. Lindstrøm,
/// opisthokonta/implied, football odds 4.20/3.70/1.95 etc., 7 digits from R's `uniroot`
/// at its default tolerance, so they sit up to ~3e-6 from the exact root: compared to 5e-6) and the `shin` Python package README (M. Berk, mberk/shin,
/// odds 2.6/2.4/4.3 and 1.5/2.74, full precision, compared to 1e-9). The implied README's
/// 'wpo' method is algebraically the additive method (pᵢ = 1/Oᵢ − M/n).
@Suite struct DevigTests {
    static func fair(_ decimals: [Double], _ method: DevigMethod) throws -> DevigResult {
        try Devig.fair(implied: decimals.map { 1 / $0 }, method: method)
    }

    static func expectClose(_ actual: [Double], _ expected: [Double], _ tolerance: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
        }
    }

    static let impliedREADME: [(odds: [Double], basic: [Double], shin: [Double], additive: [Double], or: [Double], power: [Double],
                                 z: Double, ratio: Double, exponent: Double)] = [
        ([4.20, 3.70, 1.95], [0.2331556, 0.2646631, 0.5021813], [0.2315716, 0.2635742, 0.5048542], [0.2310332, 0.2632083, 0.5057585],
         [0.2320048, 0.2636415, 0.5043537], [0.2311414, 0.2630644, 0.5057942], 0.01061048, 1.034449, 0.9797664),
        ([2.45, 3.70, 2.90], [0.3988848, 0.2641264, 0.3369888], [0.4000221, 0.2629271, 0.3370508], [0.4004096, 0.2625166, 0.3370739],
         [0.3996912, 0.2633869, 0.3369219], [0.4003156, 0.2627189, 0.3369655], 0.01163552, 1.035805, 0.9788115),
        ([2.05, 3.20, 3.80], [0.4586948, 0.2938514, 0.2474538], [0.4645882, 0.2919788, 0.2434331], [0.4666506, 0.2913457, 0.2420036],
         [0.4634406, 0.2919032, 0.2446562], [0.4667139, 0.2908985, 0.2423876], 0.03182353, 1.102606, 0.9419744),
    ]

    @Test func threeWayMarketsMatchThePublishedFigures() throws {
        for row in Self.impliedREADME {
            // The closed forms are exact: rounding to 7 digits is the only difference.
            Self.expectClose(try Self.fair(row.odds, .multiplicative).fair, row.basic, 6e-8)
            Self.expectClose(try Self.fair(row.odds, .additive).fair, row.additive, 6e-8)
            Self.expectClose(try Self.fair(row.odds, .oddsRatio).fair, row.or, 5e-6)
            Self.expectClose(try Self.fair(row.odds, .power).fair, row.power, 5e-6)
            Self.expectClose(try Self.fair(row.odds, .shin).fair, row.shin, 5e-6)
            // The fitted parameters, to uniroot's tolerance (~1.2e-4 on the parameter).
            #expect(abs(try #require(try Self.fair(row.odds, .oddsRatio).parameter) - row.ratio) < 1e-4)
            #expect(abs(1 / (try #require(try Self.fair(row.odds, .power).parameter)) - row.exponent) < 1e-4)
            #expect(abs(try #require(try Self.fair(row.odds, .shin).parameter) - row.z) < 1e-4)
        }
    }

    @Test func shinMatchesTheShinPackageToFullPrecision() throws {
        let three = try Self.fair([2.6, 2.4, 4.3], .shin)
        Self.expectClose(three.fair, [0.37299406033208965, 0.4047794109200184, 0.2222265287474275], 1e-9)
        #expect(abs(try #require(three.parameter) - 0.01694251276407055) < 1e-9)
        let two = try Self.fair([1.5, 2.74], .shin)
        Self.expectClose(two.fair, [0.6508515815085157, 0.3491484184914841], 1e-12)
        #expect(abs(try #require(two.parameter) - 0.03172728540646625) < 1e-9)
    }

    /// −150 / +130 by hand: q = 0.6 and 100/230; S = 1.0347826…, margin 3.478 %.
    @Test func twoWayMarketByHand() throws {
        let q1 = 0.6, q2 = 100.0 / 230.0, s = q1 + q2
        let multiplicative = try Devig.fair(american: [-150, 130], method: .multiplicative)
        Self.expectClose(multiplicative.fair, [q1 / s, q2 / s], 1e-12)
        #expect(abs(multiplicative.overround - (s - 1)) < 1e-12)
        let additive = try Devig.fair(american: [-150, 130], method: .additive)
        Self.expectClose(additive.fair, [q1 - (s - 1) / 2, q2 - (s - 1) / 2], 1e-12)
        // Two-way odds ratio has a closed form: c = √(o₁·o₂) with oᵢ = qᵢ/(1−qᵢ).
        let c = ((q1 / (1 - q1)) * (q2 / (1 - q2))).squareRoot()
        let oddsRatio = try Devig.fair(american: [-150, 130], method: .oddsRatio)
        #expect(abs(try #require(oddsRatio.parameter) - c) < 1e-12)
        Self.expectClose(oddsRatio.fair, [q1 / (c + q1 - c * q1), q2 / (c + q2 - c * q2)], 1e-12)
        // Power: the k with q₁ᵏ + q₂ᵏ = 1 (checked by substituting back).
        let power = try Devig.fair(american: [-150, 130], method: .power)
        let k = try #require(power.parameter)
        #expect(abs(pow(q1, k) + pow(q2, k) - 1) < 1e-12)
        Self.expectClose(power.fair, [0.5839826350363595, 0.4160173649636405], 1e-12)
        // Shin equals additive for two sides (Štrumbelj 2014; Clarke et al. 2017).
        Self.expectClose(try Devig.fair(american: [-150, 130], method: .shin).fair, additive.fair, 1e-12)
    }

    /// −110 / −110: every method gives 50/50; the parameters have closed forms. For Shin, with
    /// qᵢ = S/2 the condition pᵢ = ½ reduces to z² − S·z + S − 1 = 0, whose root below 1 is S − 1.
    @Test func symmetricMarket() throws {
        for method in DevigMethod.allCases {
            Self.expectClose(try Devig.fair(american: [-110, -110], method: method).fair, [0.5, 0.5], 1e-12)
        }
        // q = 11/21 on each side: odds 1.1 → c = 1.1; 2·qᵏ = 1 → k = ln ½ / ln q; Shin z = S − 1 = 1/21.
        #expect(abs(try #require(try Devig.fair(american: [-110, -110], method: .oddsRatio).parameter) - 1.1) < 1e-12)
        #expect(abs(try #require(try Devig.fair(american: [-110, -110], method: .power).parameter) - log(0.5) / log(11.0 / 21.0)) < 1e-12)
        #expect(abs(try #require(try Devig.fair(american: [-110, -110], method: .shin).parameter) - 1.0 / 21.0) < 1e-12)
    }

    @Test func failuresAreNamed() {
        // Clarke et al. (2017): the additive method drives longshots below zero.
        let racing = [0.870, 0.2, 0.1, 0.05, 0.02, 0.01]
        #expect(throws: DevigError.nonPositiveFairProbability) { try Devig.fair(implied: racing, method: .additive) }
        #expect((try? Devig.fair(implied: racing, method: .shin)) != nil)
        #expect(throws: DevigError.tooFewSides) { try Devig.fair(implied: [0.5], method: .multiplicative) }
        #expect(throws: DevigError.invalidProbability) { try Devig.fair(american: [-110, 50], method: .multiplicative) }
        #expect(throws: DevigError.noMargin) { try Devig.fair(implied: [0.45, 0.5], method: .shin) }
    }

    @Test func noMarginLeavesPricesAlone() throws {
        for method in DevigMethod.allCases {
            Self.expectClose(try Devig.fair(american: [100, -100], method: method).fair, [0.5, 0.5], 1e-12)
            Self.expectClose(try Devig.fair(american: [-150, 150], method: method).fair, [0.6, 0.4], 1e-12)
        }
    }

    @Test func belowOneSumsAreScaledUpByTheOtherMethods() throws {
        // An exchange-like market summing to 0.98: multiplicative, additive, power and odds ratio
        // all still give proper probabilities.
        for method in [DevigMethod.multiplicative, .additive, .power, .oddsRatio] {
            let result = try Devig.fair(implied: [0.58, 0.40], method: method)
            #expect(abs(result.fair.reduce(0, +) - 1) < 1e-12)
            #expect(result.fair[0] >= 0.58 && result.fair[1] >= 0.40)
        }
    }
}
