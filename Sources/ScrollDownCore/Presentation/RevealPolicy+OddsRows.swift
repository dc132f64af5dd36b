import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The stored odds rows of a hidden game, as `odds ID` may use them.
struct HiddenOddsRows: Sendable, Equatable {
    /// The rows the table is built from, their free text guarded.
    var rows: [OddsLine]
    /// Rows that cannot be told apart from an in-game price (no time, or a price no pregame
    /// market has): never shown as an opening or closing line, only counted.
    var leftOut: [OddsEntry]
    /// Impossible prices or lines among rows observed before the start, for the command's one
    /// notice. Those of later or undated rows are not counted: an in-game price beyond any
    /// book's board says how one-sided the game is.
    var invalidNumbers: Int
}

extension RevealPolicy {
    /// The one place a `WithheldOdds` is made: a hidden game's odds cut to what its `odds` view
    /// may show (`hiddenOddsRows`), with the pregame line labels.
    func withheldOdds(_ game: HiddenGame) -> WithheldOdds {
        let facts = game.facts
        let builder = OddsTableBuilder(facts)
        let hidden = hiddenOddsRows(game.odds, start: facts.gameDate, shield: leakGuard(for: facts), builder: builder)
        let pregame = Self.pregameLineKeys.compactMap { game.pregameLines[$0]?.stringValue }
            .map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty }
        let leftOut = hidden.leftOut.map { entry in
            LeftOutOdds(category: OddsCategory(contract: entry.marketCategory, marketType: entry.marketType), player: entry.playerName)
        }
        return WithheldOdds(facts: facts, rows: hidden.rows, leftOut: leftOut, hadOdds: !game.odds.isEmpty,
                            pregameLines: pregame, invalidNumbers: hidden.invalidNumbers)
    }

    /// The rows of a hidden game that has started, for its odds table.
    ///
    /// Rows observed after the start are in-game prices: dropped, and not counted (how many
    /// there are, and how extreme, follows the game). Of the others, a row flagged closing or
    /// opening counts as a pregame line only when it says when it was observed and its price
    /// is one a pregame market posts (implied probability at most
    /// `OddsMath.pregameProbabilityCeiling`); any other row may be an in-game price too, so it is left
    /// out and counted. Whether a row is left out depends on the row alone, never on the result.
    ///
    /// Selection, market, player and book names are server text: a name the client knows
    /// (a team of this game, over/under, a market key it reads, a book it lists) is kept, and
    /// any other passes the game's leak guard like every other server text shown before the
    /// reveal; one it would hide becomes `LeakGuard.marker`.
    func hiddenOddsRows(_ entries: [OddsEntry], start: Date, shield: LeakGuard, builder: OddsTableBuilder) -> HiddenOddsRows {
        var kept: [OddsLine] = []
        var leftOut: [OddsEntry] = []
        // A player or book name recurs on every row of its markets: each distinct text is read once.
        var read: [String: String] = [:]
        func guarded(_ text: String) -> String {
            if let known = read[text] { return known }
            let result = Self.guarded(text, shield)
            read[text] = result
            return result
        }
        for entry in entries {
            if let observed = entry.observedAt, observed >= start { continue }
            if Self.mayBeInGame(entry) {
                leftOut.append(entry)
                continue
            }
            var row = OddsLine(entry)
            if builder.side(row.side ?? "").order == 3 { row.side = row.side.map(guarded) }
            if !Self.isKnownMarket(row.marketType) { row.marketType = guarded(row.marketType) }
            row.playerName = row.playerName.map(guarded)
            if let description = row.description, builder.side(description).order == 3 { row.description = guarded(description) }
            if Books.abbreviations[row.book.lowercased()] == nil { row.book = guarded(row.book) }
            kept.append(row)
        }
        let invalid = entries.filter { $0.hadInvalidNumber && ($0.observedAt.map { $0 < start } ?? false) }.count
        return HiddenOddsRows(rows: kept, leftOut: leftOut, invalidNumbers: invalid)
    }

    /// A priced row without a time, or priced beyond any pregame market: possibly in-game. A
    /// row without a valid price is not counted here (the command counts those once).
    static func mayBeInGame(_ entry: OddsEntry) -> Bool {
        guard let price = entry.price, let probability = OddsMath.probability(fromAmerican: price) else { return false }
        return entry.observedAt == nil || probability > OddsMath.pregameProbabilityCeiling
    }

    /// `text`, or the marker when the guard would hide any of it. Keys are read as words
    /// (`hawks_won_by_15` as "hawks won by 15") so a snake-cased sentence is read like one.
    static func guarded(_ text: String, _ shield: LeakGuard) -> String {
        let words = text.replacingOccurrences(of: "_", with: " ")
        return shield.clean(words, as: .pregamePost).redactions == 0 ? text : LeakGuard.marker
    }

    /// A market key the table names from its own vocabulary (`spreads_h1`, `player_points`,
    /// `alternate_totals`), which therefore says nothing of its own.
    static func isKnownMarket(_ marketType: String) -> Bool {
        let base = MarketNames.splitPeriod(marketType).base
        if ["moneyline", "h2h", "spread", "spreads", "total", "totals", "alternate_spreads", "alternate_totals",
            "team_totals", "alternate_team_totals"].contains(base) { return true }
        var key = base
        if key.hasSuffix("_alternate") { key.removeLast("_alternate".count) }
        guard let prefix = ["player_", "batter_", "pitcher_"].first(where: key.hasPrefix) else { return false }
        key.removeFirst(prefix.count)
        return MarketNames.stats.contains { $0.key == key }
    }
}
