import Foundation

/// A play as a view shows it: where it happened and what it says, without the running score
/// the backend attaches to it. Views of a game receive plays only in this shape; a score a
/// view may show comes separately, as the reveal layer decided (`TimelineModel.playScores`,
/// `separatorScores`).
package struct ShownPlay: Sendable, Equatable {
    package let playIndex: Int
    /// The period, 1 or later.
    package let period: Int
    /// The server's label of the period, sanitised; nil when it sent none.
    package let periodLabel: String?
    package let clock: String?
    /// The team's abbreviation, sanitised; nil when the play has none.
    package let team: String?
    /// The play's words as the server wrote them (its description, else its type): views
    /// guard them before they are shown.
    package let text: String
    /// The server's tier (1 scoring, 2 notable, 3 routine), as the client read it.
    package let tier: Int?

    package init(playIndex: Int, period: Int, periodLabel: String?, clock: String?, team: String?, text: String, tier: Int?) {
        self.playIndex = playIndex
        self.period = period
        self.periodLabel = periodLabel
        self.clock = clock
        self.team = team
        self.text = text
        self.tier = tier
    }

    /// The tier that marks a scoring play.
    package static let scoringTier = 1
    /// The tier of routine plays, folded unless the reader asks for every play.
    package static let routineTier = 3
}
