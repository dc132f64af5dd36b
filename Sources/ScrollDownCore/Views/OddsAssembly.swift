import Foundation
import ScrollDownWithheld

extension OddsView {
    /// The `odds ID` view from the rows and values the reveal layer decided: the table (rows
    /// observed from the start on are in-game prices and never count as an opening or closing
    /// line), the notes, and the outcome and live parts as given. `leftOut`: rows of a hidden
    /// game left out of the table, counted in a note.
    package init(_ facts: GameFacts, header: GameHeader, rows: [OddsLine], hadOdds: Bool, request: OddsRequest,
                 pregameLines: [String], outcome: OddsOutcome, leftOut: [LeftOutOdds], live: LiveOddsView, invalidNumbers: Int) {
        let builder = OddsTableBuilder(facts)
        let started = facts.state != .upcoming && facts.state != .canceled
        let table = builder.table(rows, category: request.category, lines: request.lines,
                                  player: request.player, cutoff: started ? facts.gameDate : nil)
        var notes: [String] = []
        if !hadOdds {
            notes.append("No odds are stored for this game.")
        } else if table.category == nil {
            notes.append("No usable prices are stored for this game.")
        } else if table.isEmpty, request.lines == .opening, request.player == nil, let category = table.category {
            // The category has prices, only none of them is an opening line.
            notes.append("No opening lines are stored for this game's \(category.title); its closing lines: scrolldown odds \(facts.id)"
                + (request.category.map { " --category \($0.rawValue)" } ?? ""))
        } else if table.isEmpty, let category = table.category {
            let available = table.categories.map(\.rawValue).joined(separator: ", ")
            let what = request.player.map { "\(category.title) matching '\(TerminalSanitizer.clean($0))'" } ?? category.title
            notes.append("No \(what) for this game" + (available.isEmpty ? "." : " (categories with prices: \(available))."))
        }
        if let note = Self.leftOutNote(leftOut, category: table.category, player: request.player) { notes.append(note) }
        self.init(header: header, table: table, pregameLines: pregameLines, outcome: outcome, live: live, notes: notes,
                  invalidNumbers: invalidNumbers)
    }

    /// The `odds` view of a hidden game, from its `WithheldOdds` alone: pregame rows, the
    /// outcome withheld, and in-game prices never shown (`--live` says how to see them).
    package init(hidden odds: WithheldOdds, request: OddsRequest, marks: ReaderMarks, now: Date?, liveRequested: Bool) {
        let facts = odds.facts
        let live: LiveOddsView = !liveRequested ? .notRequested
            : facts.state == .live ? .hidden(command: "scrolldown odds \(facts.id) --live --peek") : .notLive
        self.init(facts, header: GameHeader(facts, liveLabel: nil, marks: marks, now: now), rows: odds.rows,
                  hadOdds: odds.hadOdds, request: request, pregameLines: odds.pregameLines,
                  outcome: .hidden(command: "scrolldown game \(facts.id) --reveal"), leftOut: odds.leftOut, live: live,
                  invalidNumbers: odds.invalidNumbers)
    }

    /// The note for the rows left out of the table shown (`category`, all when there is none,
    /// and `player` when the reader filtered by one); nil when none was.
    package static func leftOutNote(_ leftOut: [LeftOutOdds], category: OddsCategory?, player: String?) -> String? {
        let needle = player.map(OddsTableBuilder.folded).flatMap { $0.isEmpty ? nil : $0 }
        let count = leftOut.filter { row in
            if let category, row.category != category { return false }
            guard let needle else { return true }
            return row.player.map { OddsTableBuilder.folded($0).contains(needle) } ?? false
        }.count
        guard count > 0 else { return nil }
        let rows = count == 1 ? "1 stored row was" : "\(count) stored rows were"
        return "\(rows) left out: without a time, or priced beyond any pregame market (above "
            + "\(Int(OddsMath.pregameProbabilityCeiling * 100))% implied), a row may be an in-game price."
    }
}
