import Foundation

/// The one place that takes the outcome out of a game before a hidden view is built
/// (no outcome in, no outcome out). The policy decides *how far* the reader may see
/// (pacing, the withheld period, the live delay); these functions cut the game there, and the
/// view builders only ever receive what they return. What is cut cannot be consulted, not
/// even to decide what to hide.
enum Withholding {
    /// A hidden game's detail without anything that states or implies the result: no score
    /// (header or live snapshot), clock, period or play count, box scores, post-game metrics
    /// or betting results, data-health notes, and no social post from after the start. Plays
    /// stay (callers cut them with `plays(of:keeping:)`). The state reads as before: a game
    /// known to be played stays played without its evidence.
    static func header(of detail: GameDetail) -> GameDetail {
        let state = detail.state
        var hidden = detail
        hidden.game.fields.homeScore = nil
        hidden.game.fields.awayScore = nil
        hidden.game.fields.currentPeriodLabel = nil
        hidden.game.fields.liveSnapshot = nil
        hidden.game.fields.playCount = 0
        hidden.game.fields.isTrulyCompleted = nil
        hidden.teamStats = []
        hidden.playerStats = []
        hidden.nhlSkaters = nil
        hidden.nhlGoalies = nil
        hidden.mlbBatters = nil
        hidden.mlbPitchers = nil
        hidden.dataHealth = nil
        hidden.statAnnotations = nil
        hidden.derivedMetrics = detail.derivedMetrics.filter { pregameMetricKeys.contains($0.key) }
        let start = detail.game.gameDate
        hidden.socialPosts = detail.socialPosts.filter { SocialPostPhase.of($0, gameStart: start) == .pregame }
        keepState(state, of: &hidden)
        return hidden
    }

    /// The keys of `derivedMetrics` a hidden game keeps: the four pregame line labels, not the
    /// backend's other pregame keys (docs/backend.md#derivedmetrics).
    static let pregameMetricKeys: Set<String> = Set(RevealPolicy.pregameLineKeys)

    /// `detail` with only the plays `keep` accepts.
    static func plays(of detail: GameDetail, keeping keep: (PlayEntry) -> Bool) -> GameDetail {
        var cut = detail
        cut.plays = detail.plays.filter(keep)
        keepState(detail.state, of: &cut)
        return cut
    }

    /// The evidence that the game was played (a score, a play count, plays) may be cut away;
    /// the flag that says plays exist keeps the state the reader already sees in the feed.
    private static func keepState(_ state: GameState, of cut: inout GameDetail) {
        if cut.state != state { cut.game.fields.hasPbp = true }
    }
}
