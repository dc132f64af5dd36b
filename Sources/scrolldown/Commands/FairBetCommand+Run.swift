import Foundation
import ScrollDownCore

extension FairBetCommand {
    /// The list. Text and json collect every page and sort best EV first; ndjson (and text
    /// with `--sort time`) write each bet as soon as its market is priced, holding only the
    /// current market run, so memory stays flat however many pages there are. ndjson with
    /// `--sort ev` is priced the same way, in game-time order where a market's sides arrive
    /// together, and ranked by a `SpillSorter` (issue 19): in the server's EV order a market's
    /// sides are pages apart, and pairing them held every bet.
    func runList(session: Session, format: OddsDisplayFormat) async throws {
        let order = sort ?? (session.format == .ndjson ? .time : .ev)
        let spilling = session.format == .ndjson && order == .ev
        let streaming = (session.format == .ndjson && !spilling) || (session.format == .text && order == .time)
        let evMode = false
        let sorter = spilling
            ? SpillSorter(directory: session.paths.cacheDirectory.appendingPathComponent("fairbet-sort-\(UUID().uuidString)")) : nil
        var spillError: Error?
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
                if let sorter {
                    let line = JSONOutput.betLine(row, method: method)
                    do {
                        try sorter.add(.init(ev: row.bestEV, start: row.start, id: row.id), line: String(line.dropLast()))
                    } catch {
                        spillError = spillError ?? error
                    }
                } else if streaming { batch.append(row) } else { rows.append(row) }
            }
            // One write per page, not per bet: the stream moves at page speed anyway.
            if !batch.isEmpty { session.output(BetCardsOutput(rows: batch, method: method, format: format)) }
        }
        var invalid = (bets: 0, prices: 0)
        for league in leagues.isEmpty ? [nil] : leagues.map(Optional.some) {
            var pricer = BetPricer(method: method, contiguous: !evMode)
            let pager = FairBetPager(service: service, query: query(league: league, gameID: game, evMode: evMode))
            let now = session.now
            let done = try await pager.run(progress: { status.show(Self.progressText($0)) }) { bets in
                // Only what the policy lets FairBet show (pregame by this client's own clock).
                take(pricer.add(bets.filter { RevealPolicy.fairBetMayShow($0, now: now) && keeps($0) }))
            }
            invalid.bets += done.invalidBets
            invalid.prices += done.invalidPrices
            take(pricer.finish())
        }
        status.clear()
        RecentBets(directory: session.paths.cacheDirectory).remember(listed)
        Self.reportInvalid(bets: invalid.bets, prices: invalid.prices, session: session)
        if let sorter {
            if let spillError { throw ScrollDownError.io(.sortSpill(description: "\(spillError)")) }
            var chunk = ""
            var lines = 0
            try sorter.finish { line in
                chunk += line + "\n"
                lines += 1
                // One write per 500 lines, as the stream writes a page.
                if lines.isMultiple(of: 500) { session.output(PlainDocument(body: chunk)); chunk = "" }
            }
            if !chunk.isEmpty { session.output(PlainDocument(body: chunk)) }
            return
        }
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
        let now = session.now
        let done = try await FairBetPager(service: try session.service, query: FairBetQuery(gameID: id, limit: 500)).run { bets in
            all += bets.filter { RevealPolicy.fairBetMayShow($0, now: now) }
        }
        Self.reportInvalid(bets: done.invalidBets, prices: done.invalidPrices, session: session)
        return all
    }

    func runExplain(_ text: String, session: Session, format: OddsDisplayFormat) async throws {
        guard let id = FairBet.canonicalBetID(text), let parsed = FairBet.parseBetID(text) else { return }
        // Found by the whole id, not by the market key parsed out of it: a key that carries a
        // colon would split differently, and the id printed must be the id that is found.
        let bets = try await bets(ofGame: parsed.gameID, session: session)
        guard let bet = bets.first(where: { $0.betID == id }) else {
            throw ScrollDownError.notFound(.resource("bet \(id) (FairBet lists pregame bets only: scrolldown fairbet --game \(parsed.gameID))"))
        }
        let market = bets.filter { $0.marketGroupKey == bet.marketGroupKey }
        session.output(ExplainOutput(view: FairBetExplanation.build(bet: bet, market: market, method: method, book: book), format: format))
    }

    func runParlay(_ texts: [String], session: Session, format: OddsDisplayFormat) async throws {
        let ids = texts.compactMap(FairBet.canonicalBetID)
        var seen = Set<String>()
        for id in ids where !seen.insert(id).inserted { throw ScrollDownError.usage(.parlayLegs(first: id, second: id, sameBet: true)) }
        var rows: [String: FairBetRow] = [:]
        var found: [String: FairBet] = [:]
        var games: [Int] = []
        for id in ids { if let game = FairBet.parseBetID(id)?.gameID, !games.contains(game) { games.append(game) } }
        for game in games {
            let bets = try await bets(ofGame: game, session: session)
            for bet in bets where seen.contains(bet.betID) { found[bet.betID] = bet }
            for priced in BetPricer.price(bets, method: method) where ids.contains(priced.id) {
                rows[priced.id] = FairBetRow(priced)
            }
        }
        // A leg that is not listed is an error naming it (exit 1), not a parlay without it.
        if let missing = ids.first(where: { found[$0] == nil }) {
            throw ScrollDownError.notFound(.resource("bet \(missing) (FairBet lists pregame bets only: scrolldown fairbet --game "
                + "\(FairBet.parseBetID(missing)?.gameID ?? 0))"))
        }
        // Two sides of one market (home and away, over and under at a line) cannot both win.
        for (i, first) in ids.enumerated() {
            for second in ids[(i + 1)...] where found[first]!.marketGroupKey == found[second]!.marketGroupKey {
                throw ScrollDownError.usage(.parlayLegs(first: first, second: second, sameBet: false))
            }
        }
        session.output(ParlayOutput(view: ParlayView.build(ids: ids, rows: rows), method: method, format: format))
    }
}

extension FairBetCommand {
    /// One line on stderr for what the server sent that is no bet or no price (issue 19):
    /// left out, never listed, never "best", never devigged.
    static func reportInvalid(bets: Int, prices: Int, session: Session) {
        var parts: [String] = []
        if bets > 0 { parts.append("\(bets) bet\(bets == 1 ? "" : "s") with an impossible line") }
        if prices > 0 {
            parts.append("\(prices) book price\(prices == 1 ? "" : "s") that \(prices == 1 ? "was" : "were") null or impossible "
                + "(not between 100 and 100,000 either way)")
        }
        guard !parts.isEmpty else { return }
        session.notice("left out " + parts.joined(separator: " and ") + ": bad data from the server")
    }

    /// The progress line on stderr (the session's status line: a terminal only, not with -q).
    static func progressText(_ progress: FairBetPager.Progress) -> String {
        var text = "fetching FairBet bets: page \(progress.pages) · \(progress.bets) bets"
        if let total = progress.total { text += " of ≤\(total)" }
        if progress.restarts > 0 { text += " · snapshot expired, restarted \(progress.restarts)×" }
        return text
    }
}
