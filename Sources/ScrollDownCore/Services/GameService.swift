import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The backend as the commands need it. `HTTPGameService` is the one implementation, whatever
/// the transport (the network, or the bundled games answered in-process). The protocol is
/// the seam where tests put a game service that rewrites answers (other finals, a live
/// game); it has no default methods, so a wrapper cannot silently miss one.
public protocol GameService: Sendable {
    /// E1, every page, de-duplicated by id, newest first.
    func games(_ query: GameQuery) async throws -> [GameSummary]
    /// E2, with the `parts` the command reads (the others empty). Throws
    /// `ScrollDownError.notFound("no game \(id)")` for an unknown id.
    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail
    /// E3. nil when the game has no flow or the backend no flow route (sda deleted it).
    func flow(gameID: Int) async throws -> GameFlow?
    /// E5, every page. Throws notFound for an unknown game.
    func playByPlay(gameID: Int) async throws -> PlayByPlay
    /// E9. nil when the recap route is absent; an `available: false` recap is returned as is.
    func recap(gameID: Int, level: RevealLevel) async throws -> Recap?
    /// sda's `GET /api/v1/games/{id}/summary` (consumer key). nil when the backend has no such
    /// route (the older one) or no such game. Outcome-bearing: ask only once the outcome is
    /// visible.
    func postGameSummary(gameID: Int) async throws -> PostGameSummary?
    /// E7 (empty for an unknown game).
    func socialPosts(gameID: Int) async throws -> [SocialPost]
    /// E4. nil when no timeline artifact exists.
    func timeline(gameID: Int) async throws -> GameTimeline?
    /// E6, every page.
    func teams(league: String?) async throws -> [Team]
    /// E8, one page; pass the previous page's `continuation` to get the next one.
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage
    /// sda's live in-game prices of one game; nil when the backend has none (or no such route).
    /// Outcome-bearing: call it only for a game whose outcome is visible.
    func liveOdds(gameID: Int) async throws -> FairBetLiveOdds?
}

// No default implementations here on purpose: a wrapper service (the waiting line) that forgot to
// forward a call would silently answer with the default (`odds --live` would find nothing on a
// terminal). Every conformance spells out every call, so a missing forward is a compile error.
