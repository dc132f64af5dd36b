import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameDetail {
    /// The reader-facing state of a detail response: the header's, read with everything the detail
    /// carries. Plays, box scores or a final period on a game whose status says it has not started
    /// (or will not be played) mean it was played: its outcome is hidden and pacing applies (the
    /// most cautious reading, README.md#the-reveal-guarantee). Every view of a detail uses this.
    public var state: GameState {
        let meta = game
        let evidence = meta.hasPlayData || !plays.isEmpty || !teamStats.isEmpty || !playerStats.isEmpty
        return GameState.from(status: meta.rawStatus, isLive: meta.isLive, isFinal: meta.isFinal,
                              isPregame: meta.isPregame, hasPlayData: evidence)
    }
}
