import Foundation

/// What the reveal layer counts in the plays of the periods a hidden game's "so far" covers
/// (`ScoringRun`): lead changes, ties, each side's largest lead and the leading scorers. No
/// running score: the "so far" view is built from these counts alone.
package struct SoFarTally: Sendable, Equatable {
    /// A largest lead: its size and the period it came in.
    package struct Lead: Sendable, Equatable {
        package let margin: Int
        package let period: Int

        package init(margin: Int, period: Int) {
            self.margin = margin
            self.period = period
        }
    }

    /// A leading scorer: the name as the server wrote it (views guard it), team, points.
    package struct Leader: Sendable, Equatable {
        package let name: String
        package let team: String?
        package let points: Int

        package init(name: String, team: String?, points: Int) {
            self.name = name
            self.team = team
            self.points = points
        }
    }

    package let leadChanges: Int
    package let ties: Int
    package let largestAway: Lead?
    package let largestHome: Lead?
    package let leaders: [Leader]

    package init(leadChanges: Int, ties: Int, largestAway: Lead?, largestHome: Lead?, leaders: [Leader]) {
        self.leadChanges = leadChanges
        self.ties = ties
        self.largestAway = largestAway
        self.largestHome = largestHome
        self.leaders = leaders
    }
}
