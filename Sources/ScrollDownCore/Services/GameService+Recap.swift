import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Where a game's recap comes from, as the backend can give it. The service decides which
/// routes exist; the reveal policy decides what of it may be shown.
enum RecapSource: Sendable, Equatable {
    /// The older backend's reveal-aware recap route (an `available: false` recap included).
    case recap(Recap)
    /// sda's post-reveal summary: a story, or the summary pipeline's state.
    case summary(PostGameSummary)
    /// The backend's narrative blocks (older backend without the recap route), for the
    /// policy to pace and guard.
    case flow(GameFlow)
    /// Nothing from the backend: before reveal the policy says what it can from the plays;
    /// after reveal there is no recap, and nothing to retry.
    case none
}

extension GameService {
    /// The recap at a reveal level, from the best route the backend has: the recap route;
    /// else, before reveal, the flow blocks, and after reveal, the v1 summary. Routes the
    /// backend lacks cost nothing once known (see `HTTPGameService.optionalRoute`).
    ///
    /// `.post` asks for outcome-bearing text: call it only when the outcome is visible.
    func recapSource(gameID: Int, level: RevealLevel) async throws -> RecapSource {
        if let recap = try await recap(gameID: gameID, level: level) { return .recap(recap) }
        switch level {
        case .pre:
            if let flow = try await flow(gameID: gameID), !(flow.blocks ?? []).isEmpty { return .flow(flow) }
        case .post:
            if let summary = try await postGameSummary(gameID: gameID) { return .summary(summary) }
        }
        return .none
    }
}
