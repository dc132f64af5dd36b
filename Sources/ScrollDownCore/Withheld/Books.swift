import Foundation

/// Sportsbook names as readers know them: standard abbreviations, a stable column order,
/// and which books are sharp (their prices serve as the fair reference).
package enum Books {
    /// Abbreviations of the books the backend names (docs/backend.md#bets-and-books, and the E2
    /// extras).
    package static let abbreviations: [String: String] = [
        "draftkings": "DK", "fanduel": "FD", "betmgm": "MGM", "caesars": "CZR", "betrivers": "BR",
        "pinnacle": "PIN", "888sport": "888", "william hill": "WH", "betfair exchange": "BFX",
        "betfair sportsbook": "BF", "ladbrokes": "LAD", "paddy power": "PP", "william hill (uk)": "WHUK",
        "betonline.ag": "BOL", "bovada": "BOV", "kalshi": "KAL", "polymarket": "POLY", "pointsbet": "PB",
        "espn bet": "ESPN", "fanatics": "FAN", "hard rock bet": "HRB", "bet365": "365", "circa sports": "CIRCA",
        "lowvig.ag": "LV", "mybookie.ag": "MYB", "betus": "BETUS", "unibet": "UNI", "wynnbet": "WYNN",
        "superbook": "SB", "betway": "BWAY", "bally bet": "BALLY", "fliff": "FLIFF", "betparx": "PARX",
        "bookmaker": "BKM", "betcris": "CRIS", "matchbook": "MB",
    ]

    /// The one spelling of each book the backends name in more than one way:
    /// "Circa" and "Circa Sports" are one book, so one column, one row per bet, and sharp.
    /// Keys are lower-cased names with single spaces.
    package static let canonicalNames: [String: String] = [
        "circa": "Circa Sports", "circa sports": "Circa Sports", "circasports": "Circa Sports",
        "draftkings": "DraftKings", "fanduel": "FanDuel", "betmgm": "BetMGM", "caesars": "Caesars",
        "caesars sportsbook": "Caesars", "william hill us": "Caesars", "betrivers": "BetRivers", "pinnacle": "Pinnacle",
        "bookmaker": "BookMaker", "bookmaker.eu": "BookMaker", "betcris": "Betcris", "matchbook": "Matchbook",
        "betfair exchange": "Betfair Exchange", "betfair": "Betfair Exchange", "betonline": "BetOnline.ag",
        "betonline.ag": "BetOnline.ag", "lowvig": "LowVig.ag", "lowvig.ag": "LowVig.ag", "mybookie": "MyBookie.ag",
        "mybookie.ag": "MyBookie.ag", "bovada": "Bovada", "bet365": "bet365", "espn bet": "ESPN BET", "espnbet": "ESPN BET",
        "fanatics": "Fanatics", "hard rock bet": "Hard Rock Bet", "hard rock": "Hard Rock Bet",
    ]

    /// The one name of a book: server text cleaned of controls, inner spaces collapsed, and a
    /// known alias or spelling mapped to its one name. Every book name the decoders read goes
    /// through here, so nothing above them sees two names for one book.
    package static func canonicalName(_ raw: String) -> String {
        let name = TerminalSanitizer.clean(raw).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return canonicalNames[name.lowercased()] ?? name
    }

    /// Column order: the big US books, the sharp reference, then the rest of the FairBet books.
    package static let order = [
        "draftkings", "fanduel", "betmgm", "caesars", "betrivers", "pinnacle", "888sport", "william hill",
        "betfair exchange", "betfair sportsbook", "ladbrokes", "paddy power", "william hill (uk)",
    ]

    /// Books whose prices are treated as sharp (a fair reference) even when the server does
    /// not flag them: low-margin books and exchanges that take sharp action.
    package static let sharp: Set<String> = ["pinnacle", "circa sports", "bookmaker", "betcris", "betfair exchange", "matchbook"]

    /// The short column name of a book: its standard abbreviation, else the server's
    /// `book_abbr`, else a short readable form of its name (never cut mid-word when avoidable).
    package static func abbreviation(for book: String, serverAbbreviation: String? = nil) -> String {
        let name = TerminalSanitizer.clean(book).trimmingCharacters(in: .whitespaces)
        if let known = abbreviations[name.lowercased()] { return known }
        // A placeholder for a name not shown (the leak guard's marker) stays whole.
        if name.hasPrefix("["), name.hasSuffix("]") { return name }
        if let server = serverAbbreviation.map({ TerminalSanitizer.clean($0).trimmingCharacters(in: .whitespaces) }),
           !server.isEmpty, server.count <= 8 {
            return server
        }
        if name.count <= 10 { return name.isEmpty ? "?" : name }
        let first = name.split(separator: " ").first.map(String.init) ?? name
        if first.count >= 3 && first.count <= 10 { return first }
        return String(name.prefix(10))
    }

    /// Whether a book is sharp by name.
    package static func isSharp(_ book: String) -> Bool { sharp.contains(book.lowercased()) }

    /// Sorts book names into column order: the known order first, then the rest by name.
    package static func sorted(_ books: [String]) -> [String] {
        books.sorted { lhs, rhs in
            let l = order.firstIndex(of: lhs.lowercased()) ?? order.count
            let r = order.firstIndex(of: rhs.lowercased()) ?? order.count
            return l != r ? l < r : lhs.localizedCaseInsensitiveCompare(rhs) == .orderedAscending
        }
    }

    /// Column labels for a set of books: abbreviations, with full names where two books
    /// would otherwise share a label.
    package static func labels(for books: [String], serverAbbreviations: [String: String] = [:]) -> [String: String] {
        var labels: [String: String] = [:]
        for book in books { labels[book] = abbreviation(for: book, serverAbbreviation: serverAbbreviations[book]) }
        let counts = Dictionary(grouping: books, by: { labels[$0]!.lowercased() })
        for (_, group) in counts where group.count > 1 {
            for book in group { labels[book] = TerminalSanitizer.clean(book) }
        }
        return labels
    }
}
