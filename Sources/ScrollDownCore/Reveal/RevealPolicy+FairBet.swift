import Foundation

extension RevealPolicy {
    /// Whether FairBet may list, explain or price a bet: only while its game has not started
    /// by this client's own clock, not only by the server's filter. A price taken after the
    /// start follows the score (issue 19), and FairBet has no reveal gate of its own.
    static func fairBetMayShow(_ bet: FairBet, now: Date) -> Bool {
        bet.gameDate > now
    }
}
