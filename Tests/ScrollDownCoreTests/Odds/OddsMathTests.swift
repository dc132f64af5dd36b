import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Hand-checked conversions between American, decimal and probability.
@Suite struct OddsMathTests {
    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func americanToDecimalAndProbability() {
        // +150 pays 1.5 on 1: 2.5 back, 1/2.5 = 40%.
        #expect(Self.close(OddsMath.decimal(fromAmerican: 150), 2.5))
        #expect(Self.close(OddsMath.probability(fromAmerican: 150), 0.4))
        // −110 pays 100/110 on 1: 21/11 back, 11/21.
        #expect(Self.close(OddsMath.decimal(fromAmerican: -110), 21.0 / 11.0))
        #expect(Self.close(OddsMath.probability(fromAmerican: -110), 11.0 / 21.0))
        // Even money either way.
        #expect(Self.close(OddsMath.decimal(fromAmerican: 100), 2))
        #expect(Self.close(OddsMath.decimal(fromAmerican: -100), 2))
        #expect(Self.close(OddsMath.probability(fromAmerican: -200), 2.0 / 3.0))
        #expect(Self.close(OddsMath.probability(fromAmerican: 250), 1 / 3.5))
    }

    @Test func decimalToAmerican() {
        #expect(Self.close(OddsMath.american(fromDecimal: 2.5), 150))
        #expect(Self.close(OddsMath.american(fromDecimal: 1.5), -200))
        #expect(Self.close(OddsMath.american(fromDecimal: 2.0), 100))
        #expect(Self.close(OddsMath.american(fromDecimal: 21.0 / 11.0), -110))
        #expect(Self.close(OddsMath.probability(fromDecimal: 4), 0.25))
        #expect(Self.close(OddsMath.decimal(fromProbability: 0.25), 4))
    }

    @Test func probabilityToAmerican() {
        #expect(Self.close(OddsMath.american(fromProbability: 0.4), 150))
        #expect(Self.close(OddsMath.american(fromProbability: 0.6), -150))
        #expect(Self.close(OddsMath.american(fromProbability: 0.75), -300))
        #expect(Self.close(OddsMath.american(fromProbability: 0.2), 400))
        // The backend's convention: 0.5 is −100.
        #expect(Self.close(OddsMath.american(fromProbability: 0.5), -100))
    }

    @Test func notAPriceIsNil() {
        for american in [-99.0, 0, 50, 99.9, .nan, .infinity] { #expect(OddsMath.decimal(fromAmerican: american) == nil) }
        for decimal in [1.0, 0.5, -2, .nan] { #expect(OddsMath.american(fromDecimal: decimal) == nil) }
        for p in [0.0, 1, -0.1, 1.2, .nan] {
            #expect(OddsMath.american(fromProbability: p) == nil)
            #expect(OddsMath.decimal(fromProbability: p) == nil)
        }
    }

    @Test func roundTripsEveryWholeAmericanPrice() {
        for american in stride(from: -2000.0, through: 2000, by: 1) where abs(american) >= 100 {
            let decimal = OddsMath.decimal(fromAmerican: american)!
            // ±100 are the same price; the canonical form is +100.
            #expect(Self.close(OddsMath.american(fromDecimal: decimal), american == -100 ? 100 : american, 1e-9))
            let p = OddsMath.probability(fromAmerican: american)!
            #expect(Self.close(OddsMath.american(fromProbability: p), american == 100 ? -100 : american, 1e-7))
        }
    }

    @Test func displayFormats() {
        #expect(OddsDisplayFormat.american.text(american: 140) == "+140")
        #expect(OddsDisplayFormat.american.text(american: -164) == "-164")
        #expect(OddsDisplayFormat.american.text(american: -110.5) == "-110.5")
        #expect(OddsDisplayFormat.decimal.text(american: 140) == "2.40")
        #expect(OddsDisplayFormat.decimal.text(american: -164) == "1.61")
        #expect(OddsDisplayFormat.probability.text(american: 140) == "41.7%")
        #expect(OddsDisplayFormat.probability.text(american: -164) == "62.1%")
        #expect(OddsDisplayFormat.american.text(probability: 0.6) == "-150")
        #expect(OddsDisplayFormat.evText(2.3149) == "+2.31%")
        #expect(OddsDisplayFormat.evText(-0.4251) == "-0.43%")
    }
}
