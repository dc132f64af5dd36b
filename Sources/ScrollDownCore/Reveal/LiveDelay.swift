import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `liveDelaySeconds`: a reader watching a delayed broadcast must not see what the delay is
/// hiding, on any surface (feed, game, stats, timeline, read).
struct LiveDelay: Sendable, Equatable {
    /// Seconds of delay; 0 = none.
    var seconds: Int
    /// The run's "now", which the delay counts back from.
    var now: Date?

    /// Creates a delay; `now` is the run's clock reading.
    init(seconds: Int, now: Date?) {
        self.seconds = max(seconds, 0)
        self.now = now
    }

    /// No delay.
    static let none = LiveDelay(seconds: 0, now: nil)

    /// Whether the delay holds anything back.
    var isActive: Bool { seconds > 0 }

    /// How many of the newest plays a live game holds back. Plays carry no wall-clock time in
    /// this contract, so the delay is applied in proportion: `count` plays arrived over
    /// `elapsed` seconds since the start, so `delay` seconds hold back
    /// `ceil(delay × count / elapsed)` plays (all of them when the game started less than
    /// `delay` seconds ago).
    static func heldBack(count: Int, elapsed: TimeInterval, delay: Int) -> Int {
        guard delay > 0, count > 0 else { return 0 }
        guard elapsed > Double(delay) else { return count }
        return min(count, Int((Double(delay) * Double(count) / elapsed).rounded(.up)))
    }

    /// The plays of `detail` a reader under this delay may see (all of them unless the game
    /// is live), measured at `now` (default: the delay's own).
    func shownPlays(of detail: GameDetail, now override: Date? = nil) -> (plays: [PlayEntry], heldBack: Int) {
        shownPlays(detail.plays, state: detail.state, start: detail.game.gameDate, now: override)
    }

    /// The same for a game's `plays`, its `state` and scheduled `start`.
    func shownPlays(_ plays: [PlayEntry], state: GameState, start: Date, now override: Date? = nil) -> (plays: [PlayEntry], heldBack: Int) {
        guard state == .live, let now = override ?? now else { return (plays, 0) }
        let held = Self.heldBack(count: plays.count, elapsed: now.timeIntervalSince(start), delay: seconds)
        return (Array(plays.dropLast(held)), held)
    }
}
