import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension FairBetRun {
    /// The list. Text and json collect every page and sort best EV first; ndjson (and text
    /// with `--sort time`) show each bet as soon as its market is priced, holding only the
    /// current market run, so memory stays flat however many pages there are. ndjson with
    /// `--sort ev` is priced the same way, in game-time order where a market's sides arrive
    /// together, and ranked by a `SpillSorter`: in the server's EV order a market's
    /// sides are pages apart, and pairing them held every bet.
    func list(sort: FairBetSort?, _ outlet: Outlet) async throws {
        let format = outlet.format
        let order = sort ?? (format == .ndjson ? .time : .ev)
        let spilling = format == .ndjson && order == .ev
        let streaming = (format == .ndjson && !spilling) || (format == .text && order == .time)
        let evMode = false
        let sorter = spilling
            ? SpillSorter(directory: outlet.cacheDirectory.appendingPathComponent("fairbet-sort-\(UUID().uuidString)")) : nil
        var spillError: Error?
        if streaming && format == .text {
            show(.streamHeader(FairBetListView(rows: [], method: method, filters: filterWords), sort: order), outlet)
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
            // One view per page, not per bet: the stream moves at page speed anyway.
            if !batch.isEmpty { show(.cards(batch), outlet) }
        }
        var invalid = (bets: 0, prices: 0)
        for league in leagues.isEmpty ? [nil] : leagues.map(Optional.some) {
            var pricer = BetPricer(method: method, contiguous: !evMode)
            let now = outlet.now
            let pager = FairBetPager(service: outlet.service, query: query(league: league, gameID: game, evMode: evMode)) {
                RevealPolicy.fairBetMayShow(gameStart: $0, now: now)
            }
            let progress = outlet.progress
            let done = try await pager.run(progress: { progress(Self.progressText($0)) }) { bets in
                // Only what the policy lets FairBet show (pregame by this client's own clock).
                take(pricer.add(bets.filter { RevealPolicy.fairBetMayShow($0, now: now) && keeps($0) }))
            }
            invalid.bets += done.invalidBets
            invalid.prices += done.invalidPrices
            take(pricer.finish())
        }
        outlet.progress(nil)
        RecentBets(directory: outlet.cacheDirectory).remember(listed)
        Self.reportInvalid(bets: invalid.bets, prices: invalid.prices, outlet: outlet)
        if let sorter {
            if let spillError { throw ScrollDownError.io(.sortSpill(description: "\(spillError)")) }
            var chunk = ""
            var lines = 0
            try sorter.finish { line in
                chunk += line + "\n"
                lines += 1
                // One view per 500 lines, as the stream shows a page.
                if lines.isMultiple(of: 500) { show(.rankedLines(chunk), outlet); chunk = "" }
            }
            if !chunk.isEmpty { show(.rankedLines(chunk), outlet) }
            return
        }
        if streaming {
            if format == .text { show(.streamEnd(shown: shown), outlet) }
            return
        }
        rows.sort { a, b in
            let l = a.bestEV ?? -.infinity, r = b.bestEV ?? -.infinity
            if l != r { return l > r }
            return (a.start, a.id) < (b.start, b.id)
        }
        show(.list(FairBetListView(rows: rows, method: method, filters: filterWords), sort: order), outlet)
    }
}
