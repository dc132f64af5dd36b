import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `mark-read ID` does with a game: mark it read, and whether that reveals its outcome.
struct MarkReadPlan: Sendable, Equatable {
    let gameID: Int
    /// Store a reveal for the game too: `scoreRevealMode` `onMarkRead` (the default) treats
    /// "I have read it" as "show me how it ended"; mode `always` shows outcomes without a mark,
    /// so marking there stores nothing about the outcome.
    let revealsOutcome: Bool
}

extension RevealPolicy {
    /// The plan for `mark-read`. Only a final game can be read: a live game's outcome is not
    /// known yet, so a read mark (and the reveal that goes with it) would be a promise about
    /// an outcome nobody has seen.
    /// `gameID` is the game the reader named (its detail is `detail`).
    static func markReadPlan(gameID: Int, _ detail: GameDetail, settings: Settings) throws(ScrollDownError) -> MarkReadPlan {
        guard detail.state == .final else { throw .gameNotFinal(id: gameID, state: detail.state) }
        return MarkReadPlan(gameID: gameID, revealsOutcome: settings.scoreRevealMode == .onMarkRead)
    }
}
