import Foundation
import ScrollDownWithheld

/// `scrolldown stats ID`: box score tables, or only the gate while the outcome is hidden.
public struct StatsView: Sendable, Equatable {
    package let header: GameHeader
    package let gate: GateView
    /// Empty while hidden; the tables exist only for a visible outcome.
    package let tables: [StatTable]
    /// Visible, but a live delay holds the box score back (it is the server's newest).
    package var heldBack: Bool = false

    package init(header: GameHeader, gate: GateView, tables: [StatTable], heldBack: Bool = false) {
        self.header = header
        self.gate = gate
        self.tables = tables
        self.heldBack = heldBack
    }
}

extension StatsView {
    /// The `stats` view of a hidden game: its header and gate, from its facts alone (team and
    /// player stats are the outcome).
    package init(hidden facts: GameFacts, marks: ReaderMarks, now: Date?) {
        self.init(header: GameHeader(facts, liveLabel: nil, marks: marks, now: now), gate: .hidden(facts), tables: [])
    }
}
