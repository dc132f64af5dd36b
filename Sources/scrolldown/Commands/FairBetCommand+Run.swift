import Foundation
import ScrollDownCore

extension FairBetCommand {
    /// The list. Text and json collect every page and sort best EV first; ndjson (and text
    /// with `--sort time`) write each bet as soon as its market is priced, holding only the
    /// current market run, so memory stays flat however many pages there are.
    func runList(session: Session, format: OddsDisplayFormat) async throws {
        let order = sort ?? (session.format == .ndjson ? .time : .ev)
        let streaming = session.format == .ndjson || (session.format == .text && order == .time)
        // Streamed in EV order, the server ranks the bets: its EV mode (snapshot + cursor).
        let evMode = streaming && order == .ev
        let status = session.status
        let service = try session.service
        if streaming && session.format == .text {
            session.output(PlainDocument(body: FairBetTextRenderer.header(
                FairBetListView(rows: [], method: method, filters: filterWords), sort: order.rawValue, style: session.style, counted: false)))
        }
        var rows: [FairBetRow] = []
        var shown = 0
        // The ids shown, for completing --explain and --parlay (at most a few thousand).
        var listed: [(id: String, description: String)] = []
        func take(_ priced: [PricedBet]) {
            var batch: [FairBetRow] = []
            for bet in priced {
                let row = FairBetRow(bet, book: book)
                guard keeps(row) else { continue }
                shown += 1
                if listed.count < 5_000 { listed.append((row.id, "\(row.selection) · \(row.matchup)")) }
                if streaming { batch.append(row) } else { rows.append(row) }
            }
            // One write per page, not per bet: the stream moves at page speed anyway.
            if !batch.isEmpty { session.output(BetCardsOutput(rows: batch, method: method, format: format)) }
        }
        for league in leagues.isEmpty ? [nil] : leagues.map(Optional.some) {
            var pricer = BetPricer(method: method, contiguous: !evMode)
            let pager = FairBetPager(service: service, query: query(league: league, gameID: game, evMode: evMode))
            try await pager.run(progress: { status.show(Self.progressText($0)) }) { bets in
                take(pricer.add(bets.filter(keeps)))
            }
            take(pricer.finish())
        }
        status.clear()
        RecentBets(directory: session.paths.cacheDirectory).remember(listed)
        if streaming {
            if session.format == .text {
                session.output(PlainDocument(body: shown == 0 ? "\n  No pregame bets match.\n" : "\n\(shown) bet\(shown == 1 ? "" : "s").\n"))
            }
            return
        }
        rows.sort { a, b in
            let l = a.bestEV ?? -.infinity, r = b.bestEV ?? -.infinity
            if l != r { return l > r }
            return (a.start, a.id) < (b.start, b.id)
        }
        session.output(FairBetListOutput(view: FairBetListView(rows: rows, method: method, filters: filterWords), sort: order.rawValue,
                                         format: format))
    }

    /// Every bet of one game (all pages), for `--explain` and `--parlay`.
    func bets(ofGame id: Int, session: Session) async throws -> [FairBet] {
        var all: [FairBet] = []
        try await FairBetPager(service: try session.service, query: FairBetQuery(gameID: id, limit: 500)).run { all += $0 }
        return all
    }

    func runExplain(_ text: String, session: Session, format: OddsDisplayFormat) async throws {
        guard let id = FairBet.canonicalBetID(text), let parsed = FairBet.parseBetID(text) else { return }
        let bets = try await bets(ofGame: parsed.gameID, session: session).filter { $0.marketKey == parsed.marketKey }
        guard let bet = bets.first(where: { $0.betID == id }) else {
            throw ScrollDownError.notFound(.resource("bet \(id) (FairBet lists pregame bets only: scrolldown fairbet --game \(parsed.gameID))"))
        }
        let market = bets.filter { $0.marketGroupKey == bet.marketGroupKey }
        session.output(ExplainOutput(view: FairBetExplanation.build(bet: bet, market: market, method: method, book: book), format: format))
    }

    func runParlay(_ texts: [String], session: Session, format: OddsDisplayFormat) async throws {
        let ids = texts.compactMap(FairBet.canonicalBetID)
        var rows: [String: FairBetRow] = [:]
        var games: [Int] = []
        for id in ids { if let game = FairBet.parseBetID(id)?.gameID, !games.contains(game) { games.append(game) } }
        for game in games {
            for priced in BetPricer.price(try await bets(ofGame: game, session: session), method: method) where ids.contains(priced.id) {
                rows[priced.id] = FairBetRow(priced)
            }
        }
        session.output(ParlayOutput(view: ParlayView.build(ids: ids, rows: rows), method: method, format: format))
    }
}

extension FairBetCommand {
    /// The progress line on stderr (the session's status line: a terminal only, not with -q).
    static func progressText(_ progress: FairBetPager.Progress) -> String {
        var text = "fetching FairBet bets: page \(progress.pages) · \(progress.bets) bets"
        if let total = progress.total { text += " of ≤\(total)" }
        if progress.restarts > 0 { text += " · snapshot expired, restarted \(progress.restarts)×" }
        return text
    }
}
