import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// Whether FairBet may list, explain or price a bet, or count what was left out of it: only
    /// while its game has not started by this client's own clock, not only by the server's
    /// filter. A price taken after the start follows the score, and FairBet has no reveal gate
    /// of its own.
    static func fairBetMayShow(_ bet: FairBet, now: Date) -> Bool {
        fairBetMayShow(gameStart: bet.gameDate, now: now)
    }

    /// `fairBetMayShow` for a bet known only by its game's start.
    static func fairBetMayShow(gameStart: Date, now: Date) -> Bool {
        gameStart > now
    }
}
