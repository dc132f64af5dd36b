import Foundation

/// A game whose outcome the reader has not asked for, as the hidden `game` view receives it:
/// made by the reveal layer (`RevealPolicy.withheldGame`) with the reader's horizon already
/// applied. It holds no score of any kind, no play, clock, period, box score or post-game
/// metric: the recap is already cut before the withheld period and guarded, the posts are
/// the pre-game ones the classifier and the guard passed. This module cannot name the
/// backend's decoded answers (`GameDetail`, `PlayEntry`), so nothing here can hand one back.
package struct WithheldGame: Sendable, Equatable {
    package let facts: GameFacts
    /// The pregame lines the backend stored, by key (`pregame_spread_label` …), as text.
    package let pregameLines: [String: String]
    /// Up to two pre-game posts ("@handle: text"), oldest first, guarded.
    package let pregamePosts: [GuardedText]
    /// The recap as far as the reader may see it (or a "so far", or why there is none).
    package let recap: RecapView

    package init(facts: GameFacts, pregameLines: [String: String], pregamePosts: [GuardedText], recap: RecapView) {
        self.facts = facts
        self.pregameLines = pregameLines
        self.pregamePosts = pregamePosts
        self.recap = recap
    }
}
