import Foundation
import ScrollDownWithheld

/// Everything `scrolldown odds ID` shows: the cross-book table of one category, built by the
/// reveal policy. Outcome labels exist only when the outcome is visible.
public struct OddsView: Sendable, Equatable {
    package let header: GameHeader
    package let table: OddsTable
    /// Pregame closing lines the server summarised (`BKN -5.5 (-110)`): not outcome-bearing.
    package let pregameLines: [String]
    package let outcome: OddsOutcome
    /// In-game prices (`--live`), only ever present for a game whose outcome is visible.
    package let live: LiveOddsView
    /// Notes for the reader (e.g. why a category is empty).
    package let notes: [String]
    /// Prices or lines the server sent that are no price or line, left out: for the command's
    /// one notice on stderr (a hidden game that has started counts its pregame rows only).
    public let invalidNumbers: Int

    package init(header: GameHeader, table: OddsTable, pregameLines: [String], outcome: OddsOutcome, live: LiveOddsView, notes: [String], invalidNumbers: Int) {
        self.header = header
        self.table = table
        self.pregameLines = pregameLines
        self.outcome = outcome
        self.live = live
        self.notes = notes
        self.invalidNumbers = invalidNumbers
    }
}

/// The in-game prices part of the odds view.
package enum LiveOddsView: Sendable, Equatable {
    /// Not asked for.
    case notRequested
    /// The game is not in progress, so there are no in-game prices.
    case notLive
    /// The outcome is hidden: in-game prices follow the score, so none were fetched.
    case hidden(command: String)
    /// Visible, but held back by the reader's live delay.
    case delayed
    /// Asked for, but the backend has none for this game.
    case unavailable
    /// The live table (same categories and rules as the main table).
    case table(OddsTable, updated: Date?)
}

/// The betting outcome part of the odds view.
package enum OddsOutcome: Sendable, Equatable {
    /// The game has no outcome yet (upcoming, canceled).
    case none
    /// The outcome exists and is hidden: no label is carried.
    case hidden(command: String)
    /// Visible: the server's labels ("BOS covered by 2.5", "Over by 7.5", "NYK upset (+150)").
    case visible([String], RevealReason)
}

/// A book column of the table.
package struct OddsBook: Sendable, Equatable, Encodable {
    /// The book's name as the server sent it (cleaned).
    package let name: String
    /// The column label (DK, FD, MGM, …).
    package let label: String

    package init(name: String, label: String) {
        self.name = name
        self.label = label
    }
}

/// One book's prices in a row: the opening and the closing line (American odds).
package struct OddsCell: Sendable, Equatable {
    package var opening: Double?
    package var closing: Double?

    package init(opening: Double? = nil, closing: Double? = nil) {
        self.opening = opening
        self.closing = closing
    }
}

/// One market row: a side at a line, with each book's prices.
package struct OddsRow: Sendable, Equatable {
    package let label: String
    /// Market key as stored (`spread`, `player_points`, …).
    package let market: String
    /// The side as stored (team name, `Over`, …), cleaned.
    package let side: String
    package let line: Double?
    package let player: String?
    /// Prices by book name.
    package let cells: [String: OddsCell]
    /// Books holding the best price of the row (the highest American price), when ≥ 2 books price it.
    package let best: Set<String>

    package init(label: String, market: String, side: String, line: Double?, player: String?, cells: [String: OddsCell], best: Set<String>) {
        self.label = label
        self.market = market
        self.side = side
        self.line = line
        self.player = player
        self.cells = cells
        self.best = best
    }
}

/// A titled group of rows (Moneyline, a player, a team).
package struct OddsSection: Sendable, Equatable {
    package let title: String
    package let rows: [OddsRow]

    package init(title: String, rows: [OddsRow]) {
        self.title = title
        self.rows = rows
    }
}

/// The table of one category.
package struct OddsTable: Sendable, Equatable {
    /// Categories that have rows for this game, in the standard order.
    package let categories: [OddsCategory]
    /// The category shown, nil when the game has no odds at all.
    package let category: OddsCategory?
    package let lines: OddsLineSelection
    package let player: String?
    /// Columns in display order.
    package let books: [OddsBook]
    package let sections: [OddsSection]

    /// True when there is nothing to show.
    package var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }

    package init(categories: [OddsCategory], category: OddsCategory?, lines: OddsLineSelection, player: String?, books: [OddsBook], sections: [OddsSection]) {
        self.categories = categories
        self.category = category
        self.lines = lines
        self.player = player
        self.books = books
        self.sections = sections
    }
}
