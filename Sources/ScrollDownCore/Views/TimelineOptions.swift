import Foundation
import ScrollDownWithheld

/// How the reader asked to see the timeline.
public struct TimelineOptions: Sendable, Equatable {
    /// `--through PERIOD`, as a period number.
    package var throughPeriod: Int?
    /// `--page N` (1-based); implies play-by-play.
    package var page: Int?
    /// `--pbp`: play-by-play even when a flow exists.
    package var playByPlay: Bool
    /// `--all-plays`: routine plays one per line instead of "+N routine plays".
    package var allPlays: Bool
    /// The run's "now", for the live delay (`RevealRules.liveDelay` gives its length).
    public var now: Date
    /// `--follow`: only plays after this `playIndex` (those already printed).
    public var afterPlayIndex: Int?
    /// `--follow`: the reader asked to watch the game as it is played, so a hidden live
    /// game's period in progress is shown (plays without a running score), as `read` shows
    /// it when it steps into it.
    package var watchingLive: Bool

    /// Options as parsed from the command line; everything but `now` has a default.
    public init(throughPeriod: Int? = nil, page: Int? = nil, playByPlay: Bool = false, allPlays: Bool = false,
                now: Date, afterPlayIndex: Int? = nil, watchingLive: Bool = false) {
        self.throughPeriod = throughPeriod
        self.page = page
        self.playByPlay = playByPlay
        self.allPlays = allPlays
        self.now = now
        self.afterPlayIndex = afterPlayIndex
        self.watchingLive = watchingLive
    }
}
