import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the executable reads of a listed game itself: which game, when, who and its state
/// (never how it went). The shared header and its dynamic lookup stay internal.
extension GameSummary {
    /// The game id.
    public var id: Int { fields.id }
    /// The scheduled start.
    var gameDate: Date { fields.gameDate }
    /// The home team's name as the server sent it.
    var homeTeam: String { fields.homeTeam }
    /// The away team's name as the server sent it.
    var awayTeam: String { fields.awayTeam }
    /// The reader-facing state (see `GameHeaderCarrying.state`).
    var state: GameState { header.state }

    /// Whether the game is in `state` as `games --status` means it: a scheduled game whose
    /// start is long past is not upcoming (the feed says "start passed, no result").
    public func isIn(_ state: GameState, now: Date) -> Bool {
        guard self.state == state else { return false }
        return state != .upcoming || !GameState.isLongPast(gameDate, now: now)
    }

    /// Self as a header carrier, so `header.state` is `GameHeaderCarrying.state` (read the same
    /// way for the list and the detail) and not the property above, which would recurse.
    private var header: some GameHeaderCarrying { self }
}

extension GameDetail {
    /// The game's league code (`NBA`).
    public var leagueCode: String { game.leagueCode }
    /// The scheduled start.
    var gameDate: Date { game.gameDate }

    /// Still "upcoming" long after its start (`GameState.isLongPast`): a backend that
    /// never got a result keeps it scheduled, and `--follow` has nothing coming to wait for.
    public func isStale(now: Date) -> Bool {
        state == .upcoming && GameState.isLongPast(gameDate, now: now)
    }
}
