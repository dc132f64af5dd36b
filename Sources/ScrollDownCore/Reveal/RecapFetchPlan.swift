import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// When `game ID` may ask the backend for the post-reveal recap. That recap is
/// outcome-bearing (sda's v1 summary most of all), so it is never fetched for a hidden game:
/// what was never asked for cannot leak through a cache, a log or a bug in a renderer.
struct RecapFetchPlan: Sendable {
    /// Ask alongside the detail, in the same round trip: the outcome is visible
    /// whatever the detail turns out to say (`--peek`, a stored reveal).
    let postWithDetail: Bool
    let policy: RevealPolicy

    /// Once the detail has arrived: ask now only if it was not asked for alongside and the
    /// detail shows the outcome is visible (mode `always`, a never-hide team).
    func postAfter(_ detail: GameDetail) -> Bool {
        guard !postWithDetail, case .visible = policy.visibility(of: detail) else { return false }
        return true
    }
}

extension RevealPolicy {
    /// What `game ID` may fetch of the post-reveal recap (the pregame recap is always fetched).
    func recapFetchPlan(gameID: Int) -> RecapFetchPlan {
        RecapFetchPlan(postWithDetail: revealsForSure(gameID: gameID), policy: self)
    }
}
