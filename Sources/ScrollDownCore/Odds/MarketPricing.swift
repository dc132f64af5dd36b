import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One book's prices for every side of a market, devigged.
struct BookDevig: Sendable, Equatable {
    let book: String
    /// American prices, one per side.
    let prices: [Double]
    /// Implied probabilities, vig included.
    let implied: [Double]
    let result: DevigResult
}

/// Client-side confidence in a fair price: how many sharp books stand behind it.
enum ClientConfidence: String, Sendable, Equatable, Encodable {
    /// Two or more sharp books price every side.
    case high
    /// One sharp book does.
    case medium
    /// No sharp book: a consensus of ordinary books.
    case low
}

/// A market's fair probabilities computed here, and what they rest on.
struct MarketPricing: Sendable, Equatable {
    enum Reference: Sendable, Equatable {
        /// The mean of the sharp books' devigged probabilities.
        case sharp([String])
        /// The per-side median of ≥ 3 books' devigged probabilities, renormalised.
        case consensus([String])

        /// The books the reference uses.
        var books: [String] {
            switch self {
            case .sharp(let books), .consensus(let books): return books
            }
        }
    }

    /// Fair probabilities in the order of the sides given; they sum to 1.
    let fair: [Double]
    let reference: Reference
    let confidence: ClientConfidence
    let method: DevigMethod
    /// Each reference book's own devig, for the explainer.
    let perBook: [BookDevig]

    /// The minimum number of ordinary books for a consensus reference.
    static let consensusMinimum = 3

    /// Prices a market whose `sides` are its complete set of bets (2, or 3 with a draw).
    /// Reference: the sharp books that price every side, else a consensus of ≥ 3 books that
    /// do; nil with a reason when neither exists.
    static func price(sides: [FairBet], method: DevigMethod) -> Result<MarketPricing, NoFairPrice> {
        if let problem = shapeProblem(sides) { return .failure(problem) }
        // Books that price every side, with a usable price on each.
        var byBook: [String: [Double]] = [:]
        var sharpFlag: Set<String> = []
        for (index, side) in sides.enumerated() {
            for entry in side.books where OddsMath.decimal(fromAmerican: entry.price) != nil {
                if index == 0 {
                    byBook[entry.book] = [entry.price]
                } else if var prices = byBook[entry.book], prices.count == index {
                    prices.append(entry.price)
                    byBook[entry.book] = prices
                }
                if entry.isSharp { sharpFlag.insert(entry.book) }
            }
        }
        let complete = Books.sorted(byBook.keys.filter { byBook[$0]!.count == sides.count })
        let sharp = complete.filter { sharpFlag.contains($0) || Books.isSharp($0) }

        func devigged(_ books: [String]) -> [BookDevig] {
            books.compactMap { book in
                let prices = byBook[book]!
                guard let result = try? Devig.fair(american: prices, method: method) else { return nil }
                let implied = prices.compactMap { OddsMath.probability(fromAmerican: $0) }
                return BookDevig(book: book, prices: prices, implied: implied, result: result)
            }
        }

        let sharpDevigs = devigged(sharp)
        if !sharpDevigs.isEmpty {
            let fair = (0..<sides.count).map { i in sharpDevigs.reduce(0) { $0 + $1.result.fair[i] } / Double(sharpDevigs.count) }
            let confidence: ClientConfidence = sharpDevigs.count >= 2 ? .high : .medium
            return .success(MarketPricing(fair: fair, reference: .sharp(sharpDevigs.map(\.book)), confidence: confidence,
                                          method: method, perBook: sharpDevigs))
        }
        let consensus = devigged(complete)
        guard consensus.count >= consensusMinimum else {
            return .failure(complete.count >= consensusMinimum
                ? .devigFailed(method)
                : .tooFewBooks(complete.count))
        }
        let medians = (0..<sides.count).map { i in median(consensus.map { $0.result.fair[i] }) }
        let sum = medians.reduce(0, +)
        return .success(MarketPricing(fair: medians.map { $0 / sum }, reference: .consensus(consensus.map(\.book)),
                                      confidence: .low, method: method, perBook: consensus))
    }

    /// Why a set of bets is not one whole two- or three-way market, or nil when it is.
    static func shapeProblem(_ sides: [FairBet]) -> NoFairPrice? {
        guard sides.count >= 2 else { return .noOppositeSide }
        guard Set(sides.map(\.selectionKey)).count == sides.count else { return .notTwoOrThreeWay }
        switch sides[0].sideKind {
        case .twoWay:
            guard sides.count == 2, Set(sides.compactMap(\.twoWaySide)).count == 2 else { return .notTwoOrThreeWay }
        case .team:
            guard sides.count <= 3 else { return .notTwoOrThreeWay }
            let lines = sides.map(\.lineValue)
            // A spread pairs opposite lines; a three-way market has none.
            if lines.contains(where: { $0 != 0 }) {
                guard sides.count == 2, abs(lines[0] + lines[1]) < 1e-6 else { return .notTwoOrThreeWay }
            }
        case .other:
            return .notTwoOrThreeWay
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// Why no fair price could be computed for a bet.
enum NoFairPrice: Error, Sendable, Equatable {
    /// The other side of the market is not in the data.
    case noOppositeSide
    /// The sides do not form a two- or three-way market (e.g. a first-scorer market).
    case notTwoOrThreeWay
    /// Fewer than three books price every side, and no sharp book does.
    case tooFewBooks(Int)
    /// The method failed on every reference book (e.g. additive below zero).
    case devigFailed(DevigMethod)

    /// A short reason for readers.
    var reason: String {
        switch self {
        case .noOppositeSide: return "the other side of this market is not listed"
        case .notTwoOrThreeWay: return "not a two- or three-way market"
        case .tooFewBooks(let count):
            return "no sharp book, and \(count == 0 ? "no book prices" : count == 1 ? "only 1 book prices" : "only \(count) books price") every side (a consensus needs \(MarketPricing.consensusMinimum))"
        case .devigFailed(let method): return "the \(method.displayName) method fails on these prices"
        }
    }
}
