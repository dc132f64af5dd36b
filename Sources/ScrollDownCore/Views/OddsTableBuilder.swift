import Foundation
import ScrollDownWithheld

/// Builds the cross-book table from E2 `odds[]` rows: market rows × book columns, grouped and
/// sorted as the Scroll Down apps do. Pure: the reveal policy decides what it is given.
package struct OddsTableBuilder: Sendable {
    package let home: TeamLabel
    package let away: TeamLabel
    /// Raw team names as stored, for matching `side`.
    package let homeName: String
    package let awayName: String

    package init(homeName: String, homeAbbreviation: String?, awayName: String, awayAbbreviation: String?) {
        home = TeamLabel(name: homeName, abbreviation: homeAbbreviation)
        away = TeamLabel(name: awayName, abbreviation: awayAbbreviation)
        self.homeName = homeName
        self.awayName = awayName
    }

    /// The builder for a game's odds, its teams as its facts name them.
    package init(_ facts: GameFacts) {
        self.init(homeName: facts.homeTeam, homeAbbreviation: facts.homeTeamAbbr, awayName: facts.awayTeam,
                  awayAbbreviation: facts.awayTeamAbbr)
    }

    /// One stored row, read once.
    package struct Quote {
        package let entry: OddsLine
        package let category: OddsCategory
        package let market: String
        package let player: String?
        package let side: Side
        /// The team a team prop is about (from `description`).
        package let team: Side?
    }

    /// A row with what it sorts by.
    package struct BuiltRow {
        package let row: OddsRow
        package let side: Side
        package let team: Side?
    }

    /// A side as the table orders it: away, home, draw, over/yes, under/no, other.
    package struct Side: Hashable {
        package let order: Int
        package let label: String
        package let raw: String
        package var isTeam: Bool { order <= 3 }
    }

    /// The table for `category` (default: mainline, else the first category with rows).
    /// `cutoff` drops rows observed at or after it (in-game prices, which follow the score).
    package func table(_ entries: [OddsLine], category requested: OddsCategory?, lines: OddsLineSelection,
                      player: String?, cutoff: Date?) -> OddsTable {
        let quotes = entries.compactMap(quote).filter { quote in
            guard let cutoff, let observed = quote.entry.observedAt else { return true }
            return observed < cutoff
        }
        let categories = OddsCategory.allCases.filter { c in quotes.contains { $0.category == c } }
        let category = requested ?? (player != nil ? .playerProp : nil)
            ?? (categories.contains(.mainline) ? .mainline : categories.first)
        guard let category else {
            return OddsTable(categories: [], category: nil, lines: lines, player: player, books: [], sections: [])
        }
        let needle = player.map(Self.folded).flatMap { $0.isEmpty ? nil : $0 }
        let chosen = quotes.filter { quote in
            guard quote.category == category else { return false }
            guard let needle else { return true }
            return quote.player.map { Self.folded($0).contains(needle) } ?? false
        }
        let rows = self.rows(chosen, category: category, lines: lines)
        let sections = self.sections(rows, category: category)
        let bookNames = Books.sorted(Array(Set(sections.flatMap { $0.rows.flatMap { $0.cells.keys } })))
        let labels = Books.labels(for: bookNames)
        return OddsTable(categories: categories, category: category, lines: lines, player: player,
                         books: bookNames.map { OddsBook(name: $0, label: labels[$0] ?? $0) }, sections: sections)
    }

    // MARK: - Rows

    private func quote(_ entry: OddsLine) -> Quote? {
        guard let price = entry.price, OddsMath.decimal(fromAmerican: price) != nil else { return nil }
        let category = OddsCategory(contract: entry.marketCategory, marketType: entry.marketType)
        let player = entry.playerName.map { TerminalSanitizer.clean($0).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let team = category == .teamProp ? entry.description.map(side) : nil
        return Quote(entry: entry, category: category, market: entry.marketType.lowercased(), player: player,
                     side: side(entry.side ?? ""), team: team)
    }

    package func side(_ raw: String) -> Side {
        let text = TerminalSanitizer.clean(raw).trimmingCharacters(in: .whitespaces)
        let key = text.lowercased()
        if key == "away" || key == awayName.lowercased() || key == away.abbreviation.lowercased() || key == away.name.lowercased() {
            return Side(order: 0, label: away.abbreviation, raw: text)
        }
        if key == "home" || key == homeName.lowercased() || key == home.abbreviation.lowercased() || key == home.name.lowercased() {
            return Side(order: 1, label: home.abbreviation, raw: text)
        }
        switch key {
        case "draw", "tie": return Side(order: 2, label: "Draw", raw: text)
        case "over", "yes": return Side(order: 4, label: text.prefix(1).uppercased() + text.dropFirst().lowercased(), raw: text)
        case "under", "no": return Side(order: 5, label: text.prefix(1).uppercased() + text.dropFirst().lowercased(), raw: text)
        default: return Side(order: 3, label: text.isEmpty ? "?" : text, raw: text)
        }
    }

    /// One row per (market, player, team, side, line); each book's opening and closing price.
    ///
    /// Per book and market side: closing = the latest closing row, else (no row is marked
    /// closing) the latest row with a timestamp; opening = the earliest row not marked closing. Alternate lines
    /// are each their own market side, since a book quotes many at once.
    package func rows(_ quotes: [Quote], category: OddsCategory, lines: OddsLineSelection) -> [BuiltRow] {
        struct SeriesKey: Hashable { let book: String; let market: String; let player: String?; let team: Side?; let side: Side; let line: Double? }
        struct RowKey: Hashable { let market: String; let player: String?; let team: Side?; let side: Side; let line: Double? }
        var series: [SeriesKey: [Quote]] = [:]
        for quote in quotes {
            let line = category == .alternate ? quote.entry.line : nil
            let key = SeriesKey(book: TerminalSanitizer.clean(quote.entry.book), market: quote.market, player: quote.player,
                                team: quote.team, side: quote.side, line: line)
            series[key, default: []].append(quote)
        }
        var cells: [RowKey: [String: OddsCell]] = [:]
        func put(_ quote: Quote, book: String, _ update: (inout OddsCell) -> Void) {
            let key = RowKey(market: quote.market, player: quote.player, team: quote.team, side: quote.side, line: quote.entry.line)
            update(&cells[key, default: [:]][book, default: OddsCell()])
        }
        func time(_ q: Quote) -> Date { q.entry.observedAt ?? .distantPast }
        for (key, members) in series {
            // Stable among equal times: the later row in the response wins for "latest".
            let ordered = members.enumerated().sorted { (time($0.element), $0.offset) < (time($1.element), $1.offset) }.map(\.element)
            let closingRows = ordered.filter(\.entry.isClosingLine)
            // Without a row marked closing, the latest row stands in, but only a row that says
            // when it was observed: an undated row cannot be called the closing line.
            if let closing = closingRows.last ?? ordered.last(where: { $0.entry.observedAt != nil }) {
                put(closing, book: key.book) { $0.closing = closing.entry.price }
            }
            if let opening = ordered.first(where: { !$0.entry.isClosingLine }) {
                put(opening, book: key.book) { $0.opening = opening.entry.price }
            }
        }
        return cells.map { key, byBook in
            let shown = byBook.compactMapValues { lines == .opening ? $0.opening : $0.closing }
            let top = shown.values.max()
            let best = shown.count >= 2 ? Set(shown.filter { $0.value == top }.keys) : []
            let visible = lines == .both ? byBook : byBook.filter { (lines == .opening ? $0.value.opening : $0.value.closing) != nil }
            let row = OddsRow(label: label(key.market, player: key.player, team: key.team, side: key.side, line: key.line, category: category),
                              market: key.market, side: key.side.raw, line: key.line, player: key.player, cells: visible, best: best)
            return BuiltRow(row: row, side: key.side, team: key.team)
        }
        .filter { !$0.row.cells.isEmpty }
    }

    package static func folded(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .trimmingCharacters(in: .whitespaces)
    }
}
