import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Prices FairBet bets as pages arrive, holding only what it must to pair a market's sides.
///
/// In game-time order (the light paging modes) the server sends a game's market as one run (ordered
/// by game, market, selection, line: docs/backend.md#fairbet-paging), so a run is priced and
/// released as soon as the next run starts: memory stays flat however many pages there are. In EV
/// order the sides of a market may be anywhere, so bets the server did not price wait for the end;
/// bets it did price are released at once.
struct BetPricer: Sendable {
    let method: DevigMethod
    /// True when bets arrive in game-time order (runs of one game and market).
    let contiguous: Bool
    private var held: [FairBet] = []
    private var run: (gameID: Int, marketKey: String)?

    init(method: DevigMethod, contiguous: Bool) {
        self.method = method
        self.contiguous = contiguous
    }

    /// How many bets wait for their market's other sides (flat in game-time order).
    var heldCount: Int { held.count }

    /// Takes the next bets; returns the bets that are now priced, in arrival order.
    mutating func add(_ bets: [FairBet]) -> [PricedBet] {
        var out: [PricedBet] = []
        for bet in bets {
            if contiguous {
                if let run, run.gameID != bet.gameId || run.marketKey != bet.marketKey {
                    out += Self.price(held, method: method)
                    held.removeAll(keepingCapacity: true)
                }
                run = (bet.gameId, bet.marketKey)
                held.append(bet)
            } else if Self.serverPriced(bet) {
                out.append(PricedBet.make(bet, client: nil, noFair: nil))
            } else {
                held.append(bet)
            }
        }
        return out
    }

    /// Prices and returns everything still held.
    mutating func finish() -> [PricedBet] {
        defer { held.removeAll(); run = nil }
        return Self.price(held, method: method)
    }

    /// Prices a closed set of bets: each bet the server priced keeps its figures; the rest
    /// are paired with their market's other sides among `bets` and devigged here.
    static func price(_ bets: [FairBet], method: DevigMethod) -> [PricedBet] {
        var groups: [MarketGroupKey: [Int]] = [:]
        for (index, bet) in bets.enumerated() { groups[bet.marketGroupKey, default: []].append(index) }
        var pricing: [MarketGroupKey: Result<MarketPricing, NoFairPrice>] = [:]
        return bets.map { bet in
            if serverPriced(bet) { return PricedBet.make(bet, client: nil, noFair: nil) }
            let key = bet.marketGroupKey
            let members = groups[key, default: []].map { bets[$0] }
            if pricing[key] == nil { pricing[key] = MarketPricing.price(sides: members, method: method) }
            switch pricing[key]! {
            case .success(let result):
                let side = members.firstIndex { $0.selectionKey == bet.selectionKey } ?? 0
                return PricedBet.make(bet, client: (result, side), noFair: nil)
            case .failure(let problem):
                return PricedBet.make(bet, client: nil, noFair: problem)
            }
        }
    }

    /// The server sent a usable fair probability for this bet.
    static func serverPriced(_ bet: FairBet) -> Bool {
        guard let p = bet.trueProb else { return false }
        return p > 0 && p < 1
    }
}
