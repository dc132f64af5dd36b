import Foundation
import ScrollDownWithheld

extension TimelineView {
    /// Nothing to print (a later `--follow` batch with no new plays).
    public var isEmpty: Bool { items.isEmpty }

    /// The last play this view shows (a play or the end of a collapsed run), so `--follow`
    /// asks only for later ones; nil when it shows no play. The items stay internal.
    public var lastPlayIndex: Int? {
        items.compactMap { item -> Int? in
            switch item {
            case .play(let play): return play.playIndex
            case .collapsed(let run): return run.lastPlayIndex
            default: return nil
            }
        }.max()
    }
}
