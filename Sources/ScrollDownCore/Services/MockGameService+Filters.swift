import Foundation

extension MockGameService {
    /// The games-list window for optional inclusive ET days; nil when neither is given.
    static func window(startDay: String?, endDay: String?) throws -> DateInterval? {
        guard startDay != nil || endDay != nil else { return nil }
        for day in [startDay, endDay].compactMap({ $0 }) where !EasternCalendar.isValidDay(day) {
            throw ScrollDownError.usage(.invalidDate(day))
        }
        let first = startDay.flatMap { EasternCalendar.interval(fromDay: $0, throughDay: $0) }?.start ?? .distantPast
        let last = endDay.flatMap { EasternCalendar.interval(fromDay: $0, throughDay: $0) }?.end ?? .distantFuture
        guard first <= last else { throw ScrollDownError.usage(.startAfterEnd) }
        return DateInterval(start: first, end: last)
    }

    /// Applies E8's filters and ordering as the server would (CONTRACT §6.1).
    static func filter(_ bets: [FairBet], by query: FairBetQuery) -> [FairBet] {
        let league = query.league?.uppercased()
        let category = query.marketCategory?.lowercased()
        let excluded = Set(query.excludeCategories.map { $0.lowercased() })
        let player = query.playerName?.lowercased()
        let book = query.book?.lowercased()
        var result = bets.filter { bet in
            if let league, bet.leagueCode.uppercased() != league { return false }
            let betCategory = bet.marketCategory?.rawString.lowercased()
            if let category, betCategory != category { return false }
            if let betCategory, excluded.contains(betCategory) { return false }
            if let gameID = query.gameID, bet.gameId != gameID { return false }
            if let player, !(bet.playerName?.lowercased().contains(player) ?? false) { return false }
            if let hasFair = query.hasFair, bet.hasFair != hasFair { return false }
            if let minEV = query.minEV, !(bet.maxBookEVPercent.map { $0 >= minEV } ?? false) { return false }
            return true
        }
        if let book {
            // A display filter: it trims each bet's books, never the set of bets.
            result = result.map { bet in
                var bet = bet
                bet.books = bet.books.filter { $0.isSharp || $0.book.lowercased() == book }
                return bet
            }
        }
        if query.effectiveSortBy == "ev" {
            let ranked = result.enumerated().sorted { lhs, rhs in
                let l = lhs.element.maxBookEVPercent ?? -.infinity
                let r = rhs.element.maxBookEVPercent ?? -.infinity
                return l != r ? l > r : lhs.offset < rhs.offset
            }
            result = ranked.map(\.element)
        }
        return result
    }
}
