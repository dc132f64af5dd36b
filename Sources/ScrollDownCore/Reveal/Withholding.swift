import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The one place that takes the outcome out of a game before a hidden view is built: no
/// outcome in, no outcome out. The policy decides *how far* the reader may see (pacing, the
/// withheld period, the live delay); these functions cut the game there, and the view
/// builders only ever receive what they return. What is cut cannot be consulted, not even to
/// decide what to hide.
enum Withholding {
    /// A hidden game without anything that states or implies the result (see `HiddenGame`):
    /// its facts, pregame lines, pregame posts, odds from before the start, and its plays.
    /// Callers cut the plays to the reader's horizon with `plays(of:keeping:)` before a view
    /// reads them.
    static func withhold(_ detail: GameDetail) -> HiddenGame {
        let start = detail.game.gameDate
        return HiddenGame(
            facts: GameFacts(detail),
            pregameLines: detail.derivedMetrics.filter { pregameMetricKeys.contains($0.key) },
            pregamePosts: detail.socialPosts.filter { SocialPostPhase.of($0, gameStart: start) == .pregame },
            odds: detail.odds.filter { entry in entry.observedAt.map { $0 < start } ?? true },
            plays: detail.plays, livePeriod: detail.state == .live ? detail.game.liveSnapshot?.currentPeriod : nil)
    }

    /// The keys of `derivedMetrics` a hidden game keeps: the four pregame line labels, not the
    /// backend's other pregame keys (docs/backend.md#derivedmetrics).
    static let pregameMetricKeys: Set<String> = Set(RevealPolicy.pregameLineKeys)

    /// `game` with only the plays `keep` accepts.
    static func plays(of game: HiddenGame, keeping keep: (PlayEntry) -> Bool) -> HiddenGame {
        HiddenGame(facts: game.facts, pregameLines: game.pregameLines, pregamePosts: game.pregamePosts,
                     odds: game.odds, plays: game.plays.filter(keep), livePeriod: game.livePeriod)
    }

    /// A play that only announces the end of the game ("Game End"): before reveal it would
    /// tell, at the end of regulation, that no overtime follows.
    static func announcesGameEnd(_ play: PlayEntry) -> Bool {
        // Each form below holds "game": most plays are known without a copy of their text.
        guard (play.playType ?? "").mayContain("game") || (play.description ?? "").mayContain("game") else { return false }
        let type = play.playType?.lowercased() ?? ""
        let text = play.description?.trimmedEnds(.whitespaces).lowercased() ?? ""
        return type == "game_end" || type == "game" || text == "game end" || text == "end of game"
    }
}

/// A hidden game as the reveal layer holds it before cutting: the facts, the pre-game parts
/// and the plays (with their running scores: the reveal layer reads them to decide which
/// period ends the reader may see). No view receives it: the hidden views get what
/// `RevealPolicy.withheldGame` and `prepareTimeline` cut from it. No final or running score
/// of the header, live snapshot, box score, post-game metric, odds observed after the start
/// or post not proven pre-game is a field of it. Only `Withholding` makes one, from the whole
/// detail: its initialiser is private to this file.
struct HiddenGame: Sendable {
    let facts: GameFacts
    /// The pregame lines the backend stored (`RevealPolicy.pregameLineKeys` only).
    let pregameLines: [String: JSONValue]
    /// Posts proven to be from before the start.
    let pregamePosts: [SocialPostEntry]
    /// Odds rows not observed after the start (undated ones stay: `hiddenOddsRows` leaves
    /// them out of the table and counts them).
    let odds: [OddsEntry]
    /// The plays, cut to the reader's horizon (`Withholding.plays(of:keeping:)`) by the view
    /// that reads them: the timeline to the steps it may print, `game` before the period its
    /// recap is withheld from. Their running scores are read only for periods whose end the
    /// reader may see.
    let plays: [PlayEntry]
    /// The period a live game is in, from the server's live snapshot: where the game is, not
    /// how it stands. nil for a game not live.
    let livePeriod: Int?

    fileprivate init(facts: GameFacts, pregameLines: [String: JSONValue], pregamePosts: [SocialPostEntry], odds: [OddsEntry],
                     plays: [PlayEntry], livePeriod: Int?) {
        self.facts = facts
        self.pregameLines = pregameLines
        self.pregamePosts = pregamePosts
        self.odds = odds
        self.plays = plays
        self.livePeriod = livePeriod
    }
}
