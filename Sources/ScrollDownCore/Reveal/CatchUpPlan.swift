import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `catch-up` reveals of the games in its window, and which it leaves hidden.
public struct CatchUpPlan: Sendable, Equatable {
    /// Final games to reveal, as they were played: oldest first, games that start together by id.
    public var reveal: [GameSummary]
    /// Final games left hidden: an always-hide team plays in them.
    public var keptHidden: [GameSummary]
}

extension RevealPolicy {
    /// The plan for `catch-up` over `games` (the window's games). Only final games are
    /// revealed: a live game's outcome is not settled, and an upcoming one has none. A game
    /// of an always-hide team is kept hidden (the reader reveals it by name, or not at all).
    public func catchUpPlan(_ games: [GameSummary]) -> CatchUpPlan {
        var plan = CatchUpPlan(reveal: [], keptHidden: [])
        let played = games.sorted { ($0.gameDate, $0.id) < ($1.gameDate, $1.id) }
        for game in played where game.state == .final {
            let (home, away) = Self.teams(game)
            if catchUpMayReveal(league: game.leagueCode, home: home, away: away) {
                plan.reveal.append(game)
            } else {
                plan.keptHidden.append(game)
            }
        }
        return plan
    }
}
