import Foundation

extension FeedRow {
    /// The game's id, for the reader's cursor.
    public var gameID: Int { id }

    /// `AWY @ HOM`, the teams as the feed prints them: who plays, nothing of the outcome.
    public var matchup: String { "\(away.abbreviation) @ \(home.abbreviation)" }

    /// Whether the game is being played now (the reader may follow it).
    public var isLive: Bool {
        if case .live = state { return true }
        return false
    }
}
