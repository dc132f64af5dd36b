import Foundation
import ScrollDownViews

extension GroundingFacts {
    /// Team-level figures of one period.
    struct Period: Sendable {
        /// Running scores after each play of the period, and its end score.
        var pairs: Set<ScorePair> = []
        /// Stretches of play ("a 10-0 run") that end in this period.
        var runs: Set<ScorePair> = []
        /// Sizes of a lead after a play of the period.
        var margins: Set<Int> = []
        /// Each side's score at the period's end.
        var ends: Set<Int> = []
        /// Each side's points in the period.
        var totals: Set<Int> = []
        /// Both sides' points in the period, as a pair.
        var totalPairs: Set<ScorePair> = []
        /// Each side's number of scoring plays in the period ("scored three times").
        var scoringCounts: Set<Int> = []
        /// Counts of each kind of play a side made in the period, and through it, by kind
        /// ("seven turnovers in the third quarter", "eight steals through three quarters").
        var counts: [String: Set<Int>] = [:]
        /// Each side's count of each kind through the period, by kind ("walk"), carried over
        /// periods with none of it: what a span "through seven innings" counts.
        var throughCounts: [String: Set<Int>] = [:]
        /// Both sides' counts of each kind together, in the period and through it ("41 faceoffs").
        var totalCounts: [String: Set<Int>] = [:]
        /// Each side's count of each kind in the period and through it, by "TEAM kind" ("HOU hit"),
        /// and through it carried: whose a count is, where the sentence names the side.
        var sideCounts: [String: Set<Int>] = [:]
        /// Each side's score at the period's end, its points in the period and its scoring
        /// plays in it, by abbreviation; empty where the plays do not tell the sides apart.
        var sideEnds: [String: Int] = [:]
        var sideTotals: [String: Int] = [:]
        var sideScoring: [String: Int] = [:]
        var sideThrough: [String: Int] = [:]
        /// Both sides' counts of one kind, as a pair ("outhit Tampa Bay 19-9 in the first period").
        var countPairs: [String: Set<ScorePair>] = [:]
        /// Times the lead changed hands, and the score was tied (not 0-0), in the period and
        /// through it ("three lead changes in the first quarter", "tied six times through three").
        var leadChanges: Set<Int> = []
        var ties: Set<Int> = []
        /// Seconds a level score stood in the period, each and in all ("tied for 6:54 of the
        /// first period").
        var durations: Set<Int> = []
    }
}
