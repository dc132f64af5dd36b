import Foundation

/// A game's state at the end of a period: the score then, how often the lead passed from one
/// side to the other, and each side's largest lead, all up to then.
package struct PeriodState: Sendable, Equatable, Encodable {
    /// The period's label as `timeline` prints it (`Q3`).
    package let period: String
    package let away: Int
    package let home: Int
    package let leadChanges: Int
    package let largestLead: Sides

    /// A number per side, away first as the client prints it.
    package struct Sides: Sendable, Equatable, Encodable {
        package let away: Int
        package let home: Int

        package init(away: Int, home: Int) {
            self.away = away
            self.home = home
        }
    }

    package init(period: String, away: Int, home: Int, leadChanges: Int, largestLead: Sides) {
        self.period = period
        self.away = away
        self.home = home
        self.leadChanges = leadChanges
        self.largestLead = largestLead
    }
}
