import Foundation

/// A hidden game's stored odds as its `odds` view receives them, made by the reveal layer
/// (`RevealPolicy.withheldOdds`): rows observed before the start and priced as a pregame market
/// prices, their free text guarded; of the rows that may be in-game prices only what the note
/// counting them needs; the pregame line labels. No in-game price, no betting result.
package struct WithheldOdds: Sendable, Equatable {
    package let facts: GameFacts
    package let rows: [OddsLine]
    /// Rows left out (undated, or priced beyond any pregame market): their category and player.
    package let leftOut: [LeftOutOdds]
    /// Whether the game has any stored odds from before the start (or undated).
    package let hadOdds: Bool
    package let pregameLines: [String]
    /// Impossible prices or lines among rows observed before the start.
    package let invalidNumbers: Int

    package init(facts: GameFacts, rows: [OddsLine], leftOut: [LeftOutOdds], hadOdds: Bool, pregameLines: [String], invalidNumbers: Int) {
        self.facts = facts
        self.rows = rows
        self.leftOut = leftOut
        self.hadOdds = hadOdds
        self.pregameLines = pregameLines
        self.invalidNumbers = invalidNumbers
    }
}

/// A stored row left out of a hidden game's table, as the note counting them reads it.
package struct LeftOutOdds: Sendable, Equatable {
    package let category: OddsCategory
    package let player: String?

    package init(category: OddsCategory, player: String?) {
        self.category = category
        self.player = player
    }
}
