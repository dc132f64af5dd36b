import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Properties every devig method must have, over many generated two- and three-way markets
/// (a fixed-seed generator: the same markets every run).
@Suite struct DevigPropertyTests {
    /// SplitMix64: small, deterministic, good enough to spread test markets.
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    /// Implied probabilities of a market: true probabilities with a margin of 0.5–12 % spread
    /// unevenly over the sides, as books do.
    static func markets(count: Int, sides: Int, seed: UInt64) -> [[Double]] {
        var random = Generator(state: seed)
        var out: [[Double]] = []
        while out.count < count {
            let weights = (0..<sides).map { _ in 0.05 + random.next() }
            let total = weights.reduce(0, +)
            let margin = 0.005 + 0.115 * random.next()
            let tilt = (0..<sides).map { _ in 0.5 + random.next() }
            let tiltTotal = tilt.reduce(0, +)
            let implied = zip(weights, tilt).map { w, t in w / total + margin * t / tiltTotal }
            if implied.allSatisfy({ $0 < 0.98 }) { out.append(implied) }
        }
        return out
    }

    static let all = markets(count: 400, sides: 2, seed: 11) + markets(count: 400, sides: 3, seed: 12)

    @Test(arguments: DevigMethod.allCases)
    func fairProbabilitiesSumToOneAndLieBetweenThePrices(method: DevigMethod) throws {
        var priced = 0
        for implied in Self.all {
            guard let result = try? Devig.fair(implied: implied, method: method) else {
                // Only the additive method may fail, and only by pushing a side to zero.
                #expect(method == .additive)
                continue
            }
            priced += 1
            #expect(abs(result.fair.reduce(0, +) - 1) < 1e-12)
            let total = implied.reduce(0, +)
            for (i, p) in result.fair.enumerated() {
                // Vig removed: no side gets more than its own price implies, nor less than
                // what the other sides' prices leave (the fair price lies between the two).
                #expect(p <= implied[i] + 1e-12, "\(method) \(implied)")
                #expect(p >= 1 - (total - implied[i]) - 1e-12, "\(method) \(implied)")
                #expect(p > 0)
            }
            // The favourite stays the favourite.
            for i in implied.indices { for j in implied.indices where implied[i] > implied[j] + 1e-12 {
                #expect(result.fair[i] >= result.fair[j] - 1e-12)
            } }
            // A bet at the fair price is worth nothing.
            for p in result.fair {
                let ev = try #require(ExpectedValue.percent(decimal: 1 / p, fairProbability: p))
                #expect(abs(ev) < 1e-9)
            }
        }
        #expect(priced >= 700)
    }

    @Test func shinEqualsAdditiveForTwoSides() throws {
        for implied in Self.all where implied.count == 2 {
            let shin = try Devig.fair(implied: implied, method: .shin).fair
            let additive = try Devig.fair(implied: implied, method: .additive).fair
            #expect(abs(shin[0] - additive[0]) < 1e-10 && abs(shin[1] - additive[1]) < 1e-10, "\(implied)")
        }
    }

    @Test func shinDiffersFromAdditiveForThreeSides() throws {
        // The equivalence is special to two sides: a three-way market tells them apart.
        let shin = try Devig.fair(implied: [1 / 4.2, 1 / 3.7, 1 / 1.95], method: .shin).fair
        let additive = try Devig.fair(implied: [1 / 4.2, 1 / 3.7, 1 / 1.95], method: .additive).fair
        #expect(abs(shin[0] - additive[0]) > 1e-4)
    }

    /// The favourite-longshot bias: the methods that model it take more margin off the
    /// longshot than the multiplicative method does.
    @Test func longshotsKeepLessThanUnderMultiplicative() throws {
        for implied in Self.all where implied.count == 2 && abs(implied[0] - implied[1]) > 1e-6 {
            let long = implied[0] < implied[1] ? 0 : 1
            let base = try Devig.fair(implied: implied, method: .multiplicative).fair[long]
            for method in [DevigMethod.additive, .power, .shin, .oddsRatio] {
                #expect(try Devig.fair(implied: implied, method: method).fair[long] <= base + 1e-12, "\(method) \(implied)")
            }
        }
    }
}
