import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension FairBetRun {
    /// Every bet of one game (all pages) that FairBet may show, for `--explain` and `--parlay`.
    func bets(ofGame id: Int, _ outlet: Outlet) async throws -> [FairBet] {
        var all: [FairBet] = []
        let now = outlet.now
        let pager = FairBetPager(service: outlet.service, query: FairBetQuery(gameID: id, limit: 500)) {
            RevealPolicy.fairBetMayShow(gameStart: $0, now: now)
        }
        let done = try await pager.run { bets in
            all += bets.filter { RevealPolicy.fairBetMayShow($0, now: now) }
        }
        Self.reportInvalid(bets: done.invalidBets, prices: done.invalidPrices, outlet: outlet)
        return all
    }

    /// `--explain BET`: the devig math of one bet, step by step.
    func explain(_ text: String, _ outlet: Outlet) async throws {
        guard let id = FairBet.canonicalBetID(text), let parsed = FairBet.parseBetID(text) else { return }
        // Found by the whole id, not by the market key parsed out of it: a key that carries a
        // colon would split differently, and the id printed must be the id that is found.
        let bets = try await bets(ofGame: parsed.gameID, outlet)
        guard let bet = bets.first(where: { $0.betID == id }) else {
            throw ScrollDownError.notFound(.bet(id: id, gameID: parsed.gameID))
        }
        let market = bets.filter { $0.marketGroupKey == bet.marketGroupKey }
        let view = FairBetExplanation.build(bet: bet, market: market, method: method, book: book)
        show(.explain(view), outlet)
    }

    /// `--parlay BET BET …`: the fair price of a parlay of the listed bets.
    func parlay(_ texts: [String], _ outlet: Outlet) async throws {
        let ids = texts.compactMap(FairBet.canonicalBetID)
        var seen = Set<String>()
        for id in ids where !seen.insert(id).inserted { throw ScrollDownError.usage(.parlayLegs(first: id, second: id, sameBet: true)) }
        var rows: [String: FairBetRow] = [:]
        var found: [String: FairBet] = [:]
        var games: [Int] = []
        for id in ids { if let game = FairBet.parseBetID(id)?.gameID, !games.contains(game) { games.append(game) } }
        for game in games {
            let bets = try await bets(ofGame: game, outlet)
            for bet in bets where seen.contains(bet.betID) { found[bet.betID] = bet }
            for priced in BetPricer.price(bets, method: method) where ids.contains(priced.id) {
                rows[priced.id] = FairBetRow(priced)
            }
        }
        // A leg that is not listed is an error naming it (exit 1), not a parlay without it.
        if let missing = ids.first(where: { found[$0] == nil }) {
            throw ScrollDownError.notFound(.bet(id: missing, gameID: FairBet.parseBetID(missing)?.gameID ?? 0))
        }
        // Two sides of one market (home and away, over and under at a line) cannot both win.
        for (i, first) in ids.enumerated() {
            for second in ids[(i + 1)...] where found[first]!.marketGroupKey == found[second]!.marketGroupKey {
                throw ScrollDownError.usage(.parlayLegs(first: first, second: second, sameBet: false))
            }
        }
        show(.parlay(ParlayView.build(ids: ids, rows: rows)), outlet)
    }
}
