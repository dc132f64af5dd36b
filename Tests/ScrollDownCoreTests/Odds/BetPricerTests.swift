import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Streaming pricing: pages in, priced bets out, as soon as a market's run ends.
@Suite struct BetPricerTests {
    typealias B = BetFactory

    /// A game-time ordered slate: games × (h2h, spreads) with three books.
    static func slate(games: Int) -> [FairBet] { slateObjects(games: games).map(B.decode) }

    /// `slate`'s bets as the odds route serves them.
    static func slateObjects(games: Int) -> [[String: Any]] {
        let books: (Double) -> [(String, Double)] = { p in [("DraftKings", p), ("FanDuel", p - 5), ("BetMGM", p - 3)] }
        return (1...games).flatMap { game in [
            B.object(game: game, market: "h2h", selection: "team:charlotte_hornets", books: books(140)),
            B.object(game: game, market: "h2h", selection: "team:miami_heat", books: books(-160)),
            B.object(game: game, market: "spreads", selection: "team:charlotte_hornets", line: 3.5, books: books(-105)),
            B.object(game: game, market: "spreads", selection: "team:miami_heat", line: -3.5, books: books(-110)),
        ] }
    }

    @Test func streamingGivesTheSameFiguresAsPricingAllAtOnce() {
        let bets = Self.slate(games: 6)
        let whole = BetPricer.price(bets, method: .power)
        for pageSize in [1, 3, 5, 24] {
            var pricer = BetPricer(method: .power, contiguous: true)
            var streamed: [PricedBet] = []
            for start in stride(from: 0, to: bets.count, by: pageSize) {
                streamed += pricer.add(Array(bets[start..<min(start + pageSize, bets.count)]))
            }
            streamed += pricer.finish()
            #expect(streamed == whole, "page size \(pageSize)")
        }
        #expect(whole.allSatisfy { $0.fair?.source == .client })
    }

    @Test func aRunIsReleasedWhenTheNextOneStarts() {
        var pricer = BetPricer(method: .multiplicative, contiguous: true)
        let bets = Self.slate(games: 2)
        // The first h2h side: nothing can be priced yet.
        #expect(pricer.add([bets[0]]).isEmpty)
        // Its other side closes nothing either; the spread starting does.
        #expect(pricer.add([bets[1]]).isEmpty)
        #expect(pricer.add([bets[2]]).map(\.id) == [bets[0].betID, bets[1].betID])
        #expect(pricer.heldCount == 1)
        #expect(pricer.finish().map(\.id) == [bets[2].betID])
    }

    @Test func evOrderReleasesServerPricedBetsAtOnceAndHoldsTheRest() {
        var pricer = BetPricer(method: .multiplicative, contiguous: false)
        let server = B.bet(game: 9, selection: "team:a", line: -1.5, books: [("Pinnacle", -110)], trueProb: 0.52, serverEV: ["Pinnacle": -1])
        let bets = Self.slate(games: 1)
        #expect(pricer.add([bets[3], server]).map(\.id) == [server.betID])
        #expect(pricer.add([bets[0], bets[1], bets[2]]).isEmpty)
        let rest = pricer.finish()
        #expect(rest.count == 4 && rest.allSatisfy { $0.fair != nil })
    }
}
