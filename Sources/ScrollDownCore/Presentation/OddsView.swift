import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Everything `scrolldown odds ID` shows: the cross-book table of one category, built by the
/// reveal policy. Outcome labels exist only when the outcome is visible.
public struct OddsView: Sendable, Equatable {
    let header: GameHeader
    let table: OddsTable
    /// Pregame closing lines the server summarised (`BKN -5.5 (-110)`): not outcome-bearing.
    let pregameLines: [String]
    let outcome: OddsOutcome
    /// In-game prices (`--live`), only ever present for a game whose outcome is visible.
    let live: LiveOddsView
    /// Notes for the reader (e.g. why a category is empty).
    let notes: [String]
    /// Prices or lines the server sent that are no price or line, left out: for the command's
    /// one notice on stderr (a hidden game that has started counts its pregame rows only).
    public let invalidNumbers: Int
}

/// The in-game prices part of the odds view.
enum LiveOddsView: Sendable, Equatable {
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
enum OddsOutcome: Sendable, Equatable {
    /// The game has no outcome yet (upcoming, canceled).
    case none
    /// The outcome exists and is hidden: no label is carried.
    case hidden(command: String)
    /// Visible: the server's labels ("BOS covered by 2.5", "Over by 7.5", "NYK upset (+150)").
    case visible([String], RevealReason)
}

/// A book column of the table.
struct OddsBook: Sendable, Equatable, Encodable {
    /// The book's name as the server sent it (cleaned).
    let name: String
    /// The column label (DK, FD, MGM, …).
    let label: String
}

/// One book's prices in a row: the opening and the closing line (American odds).
struct OddsCell: Sendable, Equatable {
    var opening: Double?
    var closing: Double?
}

/// One market row: a side at a line, with each book's prices.
struct OddsRow: Sendable, Equatable {
    let label: String
    /// Market key as stored (`spread`, `player_points`, …).
    let market: String
    /// The side as stored (team name, `Over`, …), cleaned.
    let side: String
    let line: Double?
    let player: String?
    /// Prices by book name.
    let cells: [String: OddsCell]
    /// Books holding the best price of the row (the highest American price), when ≥ 2 books price it.
    let best: Set<String>
}

/// A titled group of rows (Moneyline, a player, a team).
struct OddsSection: Sendable, Equatable {
    let title: String
    let rows: [OddsRow]
}

/// The table of one category.
struct OddsTable: Sendable, Equatable {
    /// Categories that have rows for this game, in the standard order.
    let categories: [OddsCategory]
    /// The category shown, nil when the game has no odds at all.
    let category: OddsCategory?
    let lines: OddsLineSelection
    let player: String?
    /// Columns in display order.
    let books: [OddsBook]
    let sections: [OddsSection]

    /// True when there is nothing to show.
    var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }
}
