import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Pairing a market's sides, choosing the reference, and EV per book — checked against
/// figures worked out by hand in each test.
@Suite struct MarketPricingTests {
    typealias B = BetFactory

    @Test func sidesPairByMarketAndLine() {
        let mia = B.bet(selection: "team:miami_heat", line: -3.5, books: [])
        let cha = B.bet(selection: "team:charlotte_hornets", line: 3.5, books: [])
        let alt = B.bet(selection: "team:charlotte_hornets", line: 4.5, books: [])
        #expect(mia.marketGroupKey == cha.marketGroupKey)
        #expect(mia.marketGroupKey != alt.marketGroupKey)
        let over = B.bet(market: "totals", selection: "total:over", line: 221.5, books: [])
        let under = B.bet(market: "totals", selection: "total:under", line: 221.5, books: [])
        #expect(over.marketGroupKey == under.marketGroupKey && over.sideKind == .twoWay)
        let lebronOver = B.bet(market: "player_points", selection: "player:lebron_james:over", line: 24.5, books: [])
        let lebronUnder = B.bet(market: "player_points", selection: "player:lebron_james:under", line: 24.5, books: [])
        let davisUnder = B.bet(market: "player_points", selection: "player:anthony_davis:under", line: 24.5, books: [])
        #expect(lebronOver.marketGroupKey == lebronUnder.marketGroupKey)
        #expect(lebronOver.marketGroupKey != davisUnder.marketGroupKey)
        #expect(B.bet(market: "player_first_basket", selection: "player:x", books: []).sideKind == .other)
    }

    @Test func betIDsRoundTrip() throws {
        let bet = B.bet(game: 910000001, selection: "team:miami_heat", line: -3.5, books: [])
        #expect(bet.betID == "910000001:spreads:team:miami_heat:-3.5")
        let parsed = try #require(FairBet.parseBetID(bet.betID))
        #expect(parsed.gameID == 910000001)
        #expect(parsed.marketKey == "spreads")
        #expect(parsed.selectionKey == "team:miami_heat")
        #expect(parsed.line == -3.5)
        #expect(FairBet.parseBetID("7:player_points:player:lebron_james:over:24.5")?.selectionKey == "player:lebron_james:over")
        #expect(B.bet(market: "h2h", selection: "team:a", books: []).betID.hasSuffix(":h2h:team:a:0"))
        for bad in ["", "abc", "1:h2h:0", "x:h2h:team:a:0", "1:h2h:team:a:zero"] { #expect(FairBet.parseBetID(bad) == nil) }
    }

    /// Three books, no sharp one: each book devigged, then the median per side.
    @Test func consensusIsTheMedianOfDeviggedBooks() throws {
        let mia = B.bet(selection: "team:miami_heat", line: -3.5, books: [("Caesars", -110), ("FanDuel", -114), ("BetMGM", -115)])
        let cha = B.bet(selection: "team:charlotte_hornets", line: 3.5, books: [("BetMGM", -105), ("FanDuel", -106), ("Caesars", -110)])
        let pricing = try MarketPricing.price(sides: [mia, cha], method: .multiplicative).get()
        // By hand: MIA's multiplicative share per book — CZR 0.5, FD (114/214)/((114/214)+(106/206)),
        // MGM (115/215)/((115/215)+(105/205)); the median of the three.
        func share(_ a: Double, _ b: Double) -> Double { let qa = a / (a + 100), qb = b / (b + 100); return qa / (qa + qb) }
        let shares = [share(110, 110), share(114, 106), share(115, 105)].sorted()
        #expect(abs(pricing.fair[0] - shares[1]) < 1e-12)
        #expect(abs(pricing.fair[0] + pricing.fair[1] - 1) < 1e-12)
        #expect(pricing.reference == .consensus(["FanDuel", "BetMGM", "Caesars"]))
        #expect(pricing.confidence == .low)
    }

    @Test func aSharpBookIsTheReferenceWhenItPricesEverySide() throws {
        let a = B.bet(selection: "team:miami_heat", line: -3.5, books: [("Pinnacle", -108), ("DraftKings", -110), ("FanDuel", -112)])
        let b = B.bet(selection: "team:charlotte_hornets", line: 3.5, books: [("Pinnacle", -102), ("DraftKings", -110), ("FanDuel", -108)])
        let pricing = try MarketPricing.price(sides: [a, b], method: .multiplicative).get()
        let qa = 108.0 / 208.0, qb = 102.0 / 202.0
        #expect(abs(pricing.fair[0] - qa / (qa + qb)) < 1e-12)
        #expect(pricing.reference == .sharp(["Pinnacle"]))
        #expect(pricing.confidence == .medium)
        // Two sharp books: the mean of their devigged probabilities, confidence high.
        let a2 = B.bet(selection: "team:miami_heat", line: -3.5, books: [("Pinnacle", -108), ("Circa Sports", -112)], sharp: ["Circa Sports"])
        let b2 = B.bet(selection: "team:charlotte_hornets", line: 3.5, books: [("Pinnacle", -102), ("Circa Sports", -108)])
        let two = try MarketPricing.price(sides: [a2, b2], method: .multiplicative).get()
        let qc = 112.0 / 212.0, qd = 108.0 / 208.0
        #expect(abs(two.fair[0] - (qa / (qa + qb) + qc / (qc + qd)) / 2) < 1e-12)
        #expect(two.confidence == .high)
    }

    @Test func tooFewBooksOrNoOtherSideMeansNoFairPrice() {
        let a = B.bet(selection: "team:a", line: -1.5, books: [("DraftKings", -110), ("FanDuel", -110), ("BetMGM", -110)])
        let b = B.bet(selection: "team:b", line: 1.5, books: [("DraftKings", -110), ("FanDuel", -110), ("Caesars", -110)])
        #expect(MarketPricing.price(sides: [a, b], method: .multiplicative) == .failure(.tooFewBooks(2)))
        #expect(MarketPricing.price(sides: [a], method: .multiplicative) == .failure(.noOppositeSide))
        let wrongLine = B.bet(selection: "team:b", line: 2.5, books: [])
        #expect(MarketPricing.price(sides: [a, wrongLine], method: .multiplicative) == .failure(.notTwoOrThreeWay))
    }

    @Test func threeWayMoneylineWithADraw() throws {
        // 4.20 / 3.70 / 1.95 as American: +320, +270, −105.26…; every book the same.
        let books: (Double) -> [(String, Double)] = { price in [("DraftKings", price), ("FanDuel", price), ("BetMGM", price)] }
        let home = B.bet(market: "h2h", selection: "team:charlotte_hornets", books: books(320))
        let draw = B.bet(market: "h2h", selection: "draw", books: books(270))
        let away = B.bet(market: "h2h", selection: "team:miami_heat", books: books(-100 / 0.95))
        let pricing = try MarketPricing.price(sides: [home, draw, away], method: .shin).get()
        DevigTests.expectClose(pricing.fair, [0.2315716, 0.2635742, 0.5048542], 5e-6)
    }

    @Test func serverFiguresArePreferredAndLabelled() throws {
        let bet = B.bet(selection: "team:boston_celtics", line: -4.5, books: [("FanDuel", -105), ("Pinnacle", -112)], sharp: ["Pinnacle"],
                        trueProb: 0.5123, serverEV: ["FanDuel": 2.31], confidence: 0.91, tier: "high", method: "pinnacle_devig")
        let priced = try #require(BetPricer.price([bet], method: .shin).first)
        let fair = try #require(priced.fair)
        #expect(fair.source == .server)
        #expect(fair.probability == 0.5123)
        #expect(fair.tier == "full")
        #expect(fair.confidence == 0.91)
        let fd = try #require(priced.books.first { $0.book == "FanDuel" })
        #expect(fd.evPercent == 2.31)
        #expect(fd.evSource == .server)
        // A book without a server EV gets one computed from the server's probability, marked client.
        let pin = try #require(priced.books.first { $0.book == "Pinnacle" })
        #expect(pin.evSource == .client && pin.isSharp)
        let pinEV = try #require(pin.evPercent)
        let decimal: Double = 1 + 100 / 112.0
        let expected: Double = (decimal * 0.5123 - 1) * 100
        #expect(abs(pinEV - expected) < 1e-9)
    }

    @Test func clientEVPerBook() throws {
        let over = B.bet(market: "totals", selection: "total:over", line: 221.5, books: [("DraftKings", -105), ("FanDuel", -110), ("BetMGM", 100)])
        let under = B.bet(market: "totals", selection: "total:under", line: 221.5, books: [("DraftKings", -115), ("FanDuel", -110), ("BetMGM", -120)])
        let priced = BetPricer.price([over, under], method: .additive)
        let fair = try #require(priced[0].fair)
        #expect(fair.source == .client)
        #expect(fair.method == "additive")
        #expect(fair.reference == "consensus of 3 books")
        for book in priced[0].books {
            let decimal = try #require(OddsMath.decimal(fromAmerican: book.price))
            let expected: Double = (decimal * fair.probability - 1) * 100
            let ev = try #require(book.evPercent)
            #expect(abs(ev - expected) < 1e-9)
            #expect(book.evSource == .client)
        }
        #expect(priced[0].books.map(\.book) == ["BetMGM", "DraftKings", "FanDuel"])  // best price first
        #expect(priced[0].best?.book == "BetMGM")
    }
}
