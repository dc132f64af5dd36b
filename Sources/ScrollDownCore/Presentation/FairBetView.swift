import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One FairBet bet as `fairbet` shows it. FairBet lists only games that have not started
/// (docs/backend.md#outcome-odds-fairbet-and-teams), so nothing here is outcome-bearing; the view
/// is still built from the bet's data alone, never from a game detail.
struct FairBetRow: Sendable, Equatable {
    /// `GAME:MARKET:SELECTION:LINE`, for `--explain` and `--parlay`.
    let id: String
    let gameID: Int
    let league: String
    /// Market-aware: `MIA -3.5`, `Over 221.5`, `LeBron James Points Over 24.5`.
    let selection: String
    /// `Spread`, `Points`, `Alt total`.
    let market: String
    let category: String?
    /// `Miami Heat @ Charlotte Hornets` (abbreviations when the server sends them).
    let matchup: String
    let start: Date
    let fair: FairEstimate?
    let noFairReason: String?
    /// Books by price, best first (after the `--book` display filter).
    let books: [PricedBook]
    /// The book with the highest EV, else the best price.
    let best: PricedBook?
    /// Books whose price the server sent null or impossible: not listed, not "best", not in
    /// the fair line; named so the card says why it is incomplete.
    var leftOut: [String] = []

    /// The highest EV of the books shown.
    var bestEV: Double? { books.compactMap(\.evPercent).max() }
}

extension FairBetRow {
    /// Builds the row; `book` keeps only that book plus sharp books (the backend's display filter).
    init(_ priced: PricedBet, book: String? = nil) {
        let bet = priced.bet
        let wanted = book.map { $0.lowercased() }
        let books = priced.books.filter { entry in
            guard let wanted else { return true }
            return entry.isSharp || entry.book.lowercased() == wanted || entry.label.lowercased() == wanted
        }
        id = priced.id
        gameID = bet.gameId
        league = TerminalSanitizer.clean(bet.leagueCode.uppercased())
        selection = Self.selectionLabel(bet)
        market = MarketNames.title(of: bet.marketKey)
        category = bet.marketCategory?.rawString
        let away = Self.team(bet.awayTeam, bet.awayTeamAbbr), home = Self.team(bet.homeTeam, bet.homeTeamAbbr)
        matchup = "\(away) @ \(home)"
        start = bet.gameDate
        fair = priced.fair
        noFairReason = priced.noFairReason
        leftOut = bet.invalidPriceBooks
        self.books = books
        if let top = books.filter({ $0.evPercent != nil }).max(by: { $0.evPercent! < $1.evPercent! }) {
            best = top
        } else {
            best = books.max { $0.price < $1.price }
        }
    }

    static func team(_ name: String, _ abbreviation: String?) -> String {
        TeamLabel(name: name, abbreviation: abbreviation).abbreviation
    }

    /// The selection in words, from the market and the selection key.
    static func selectionLabel(_ bet: FairBet) -> String {
        let parts = bet.selectionKey.split(separator: ":").map(String.init)
        let line = FairBet.lineText(bet.lineValue)
        let market = bet.marketKey.lowercased()
        let title = MarketNames.title(of: market)
        switch bet.sideKind {
        case .team:
            let team = teamName(slug: parts.count >= 2 ? parts[1] : parts.first ?? "", bet: bet)
            switch market {
            case "h2h", "moneyline": return "\(team) ML"
            case "spreads", "spread": return "\(team) \(OddsTableBuilder.signed(bet.lineValue))"
            default:
                return bet.lineValue == 0 && market.hasPrefix("h2h") ? "\(title) \(team)" : "\(title) \(team) \(OddsTableBuilder.signed(bet.lineValue))"
            }
        case .twoWay:
            let side = (parts.last ?? "").capitalized
            let subject = parts.dropLast()
            let lineText = ["Yes", "No"].contains(side) ? "" : " \(line)"
            if subject.first == "player" {
                let name = bet.playerName.map { TerminalSanitizer.clean($0) }
                    ?? subject.dropFirst().joined(separator: " ").replacingOccurrences(of: "_", with: " ").capitalized
                return "\(name) \(MarketNames.stat(of: market)) \(side)\(lineText)"
            }
            if subject.first == "total", subject.count >= 2 {
                return "\(teamName(slug: subject[1], bet: bet)) \(title) \(side)\(lineText)"
            }
            if market == "totals" || market == "total" { return "\(side)\(lineText)" }
            return "\(title) \(side)\(lineText)"
        case .other:
            if let display = bet.selectionDisplay, !display.isEmpty { return TerminalSanitizer.clean(display) }
            return TerminalSanitizer.clean(bet.selectionKey)
        }
    }

    /// The team a slug names (`miami_heat`), shown by abbreviation when the server sent one.
    static func teamName(slug: String, bet: FairBet) -> String {
        let key = slug.lowercased()
        func slugged(_ name: String) -> String {
            name.lowercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ".", with: "")
                .replacingOccurrences(of: "'", with: "")
        }
        if key == slugged(bet.homeTeam) || key == "home" { return team(bet.homeTeam, bet.homeTeamAbbr) }
        if key == slugged(bet.awayTeam) || key == "away" { return team(bet.awayTeam, bet.awayTeamAbbr) }
        if key == "draw" { return "Draw" }
        return TerminalSanitizer.clean(slug.replacingOccurrences(of: "_", with: " ").capitalized)
    }
}

/// The `fairbet` list: rows best EV first (or in the server's order), and how they were priced.
struct FairBetListView: Sendable, Equatable {
    let rows: [FairBetRow]
    /// The client-side devig method (used only where the server sent no fair price).
    let method: DevigMethod
    /// What the list is limited to, in words ("NBA · mainline").
    let filters: [String]

    init(rows: [FairBetRow], method: DevigMethod, filters: [String]) {
        self.rows = rows
        self.method = method
        self.filters = filters
    }
}
