import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Where a figure came from: the server's EV pipeline, or this client's devig.
enum FairSource: String, Sendable, Equatable, Encodable {
    case server, client
}

/// A bet's fair probability and what it rests on.
struct FairEstimate: Sendable, Equatable {
    /// The fair probability of this side (0–1).
    let probability: Double
    let source: FairSource
    /// The method's key: the devig method (client, e.g. `shin`) or the server's `ev_method`.
    let method: String
    /// How readers see the method: "multiplicative devig", "Pinnacle Devig".
    let methodLabel: String
    /// The reference: "Pinnacle", "2 sharp books", "consensus of 5 books".
    let reference: String
    /// The confidence tier: high/medium/low (client), full/decent/thin (server).
    let tier: String
    /// The server's 0–1 confidence, when it sent one.
    let confidence: Double?

    /// The fair price in American odds.
    var american: Double? { OddsMath.american(fromProbability: probability) }
}

/// One book's price for a bet with its EV.
struct PricedBook: Sendable, Equatable {
    let book: String
    /// The column label (DK, FD, PIN, …).
    let label: String
    /// American odds.
    let price: Double
    let isSharp: Bool
    /// EV in percent, when a fair probability exists.
    let evPercent: Double?
    /// Where `evPercent` came from.
    let evSource: FairSource?
}

/// A bet with its fair estimate and per-book EV, ready for a view.
struct PricedBet: Sendable, Equatable {
    let bet: FairBet
    let fair: FairEstimate?
    /// Books by price, best first.
    let books: [PricedBook]
    /// Why there is no fair estimate (only when `fair` is nil).
    let noFairReason: String?

    /// The stable id (`GAME:MARKET:SELECTION:LINE`).
    var id: String { bet.betID }

    /// The book with the highest EV, else (no fair price) the best price.
    var best: PricedBook? {
        if let top = books.filter({ $0.evPercent != nil }).max(by: { $0.evPercent! < $1.evPercent! }) { return top }
        return books.max { $0.price < $1.price }
    }

    /// The highest EV of any book, for sorting.
    var bestEV: Double? { books.compactMap(\.evPercent).max() }
}

extension PricedBet {
    /// Prices a bet from the server's figures when it carries them (`true_prob`, per-book
    /// `ev_percent`, confidence), else from a client market pricing of its group.
    static func make(_ bet: FairBet, client: (pricing: MarketPricing, side: Int)?, noFair: NoFairPrice?) -> PricedBet {
        let labels = Books.labels(for: bet.books.map(\.book),
                                  serverAbbreviations: Dictionary(bet.books.compactMap { b in b.bookAbbr.map { (b.book, $0) } },
                                                                  uniquingKeysWith: { a, _ in a }))
        let fair: FairEstimate?
        if let p = bet.trueProb, p > 0, p < 1 {
            let method = bet.evMethod?.rawString ?? "server"
            let label = bet.evMethodDisplayName.map { TerminalSanitizer.clean($0) } ?? Self.methodLabel(bet.evMethod)
            let tier = bet.evConfidenceTier?.normalized.rawString ?? "unrated"
            fair = FairEstimate(probability: p, source: .server, method: method, methodLabel: label,
                                reference: Self.serverReference(bet), tier: tier, confidence: bet.confidence)
        } else if let client {
            let pricing = client.pricing
            let reference: String
            switch pricing.reference {
            case .sharp(let books): reference = books.count == 1 ? TerminalSanitizer.clean(books[0]) : "\(books.count) sharp books"
            case .consensus(let books): reference = "consensus of \(books.count) books"
            }
            fair = FairEstimate(probability: pricing.fair[client.side], source: .client, method: pricing.method.rawValue,
                                methodLabel: "\(pricing.method.displayName) devig", reference: reference,
                                tier: pricing.confidence.rawValue, confidence: nil)
        } else {
            fair = nil
        }
        let books = bet.books.map { entry -> PricedBook in
            var ev: Double?
            var source: FairSource?
            if fair?.source == .server, let server = entry.evPercent, server.isFinite {
                (ev, source) = (server, .server)
            } else if let fair, let computed = ExpectedValue.percent(american: entry.price, fairProbability: fair.probability) {
                (ev, source) = (computed, .client)
            }
            return PricedBook(book: TerminalSanitizer.clean(entry.book), label: labels[entry.book] ?? entry.book, price: entry.price,
                              isSharp: entry.isSharp || Books.isSharp(entry.book), evPercent: ev, evSource: source)
        }
        .sorted { $0.price > $1.price }
        var reason: String?
        if fair == nil {
            reason = noFair?.reason ?? bet.evDisabledReason.map { "no fair price (\($0.rawString))" } ?? "no fair price"
        }
        return PricedBet(bet: bet, fair: fair, books: books, noFairReason: reason)
    }

    static func methodLabel(_ method: EVMethod?) -> String {
        switch method {
        case .pinnacleDevig?: return "Pinnacle devig"
        case .pinnacleExtrapolated?: return "Pinnacle extrapolated"
        case .medianConsensus?: return "median consensus"
        case .unknown(let raw)?: return TerminalSanitizer.clean(raw).replacingOccurrences(of: "_", with: " ")
        case nil: return "server devig"
        }
    }

    static func serverReference(_ bet: FairBet) -> String {
        switch bet.evMethod {
        case .medianConsensus?: return bet.consensusBookCount.map { "consensus of \($0) books" } ?? "consensus"
        case .pinnacleDevig?, .pinnacleExtrapolated?: return "Pinnacle"
        default:
            let sharp = bet.books.filter(\.isSharp).map { TerminalSanitizer.clean($0.book) }
            return sharp.isEmpty ? "server reference" : sharp.joined(separator: ", ")
        }
    }
}
