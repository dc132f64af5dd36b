import Foundation
import ScrollDownWithheld

extension FeedRow {
    /// The game's id, for the reader's cursor.
    public var gameID: Int { id }

    /// `AWY @ HOM`, the teams as the feed prints them: who plays, nothing of the outcome.
    public var matchup: String { "\(away.abbreviation) @ \(home.abbreviation)" }

    /// Whether the game is in `state` as the feed shows it: the reader follows live games and
    /// opens on the newest day with final ones.
    public func isIn(_ state: GameState) -> Bool {
        switch self.state {
        case .upcoming, .startPassed: state == .upcoming
        case .live: state == .live
        case .final: state == .final
        case .canceled: state == .canceled
        case .unknown: state == .unknown
        }
    }
}
