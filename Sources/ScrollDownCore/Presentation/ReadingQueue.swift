import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `next`'s queue: the finished games of a window still worth reading, in the order a fan
/// catches up. Built from feed rows, so the reader's feed and the commands share it.
extension RevealPolicy {
    /// The finished games of `games` that the reader has neither revealed nor marked read, nor
    /// read to the end: pinned games first, then followed teams' games, then by start time, oldest first (then by
    /// id). A game whose outcome the settings show (`neverHideTeams`, mode `always`) is still
    /// in the queue: only the reader's own reveal takes it out. A game the list says has no
    /// plays stays in its place, marked (`noPlays`), so `next --list` shows why `next` passes it.
    func queueRows(_ games: [GameSummary], marks: [Int: ReaderMarks]) -> [FeedRow] {
        games.filter { $0.state == .final }
            .map { game in
                var row = feedRow(game, marks: marks[game.id] ?? .none)
                row.noPlays = !game.hasPbp && game.playCount == 0
                row.pinned = rules.pinned.contains(game.id)
                return row
            }
            .filter { !$0.isRead && !$0.readToEnd && rules.preferences[$0.id] != true }
            .sorted(by: Self.queueOrder)
    }

    /// Pinned first, then followed, then start, oldest first, then id.
    static func queueOrder(_ a: FeedRow, _ b: FeedRow) -> Bool {
        (a.pinned ? 0 : 1, a.followed ? 0 : 1, a.start, a.id) < (b.pinned ? 0 : 1, b.followed ? 0 : 1, b.start, b.id)
    }
}
