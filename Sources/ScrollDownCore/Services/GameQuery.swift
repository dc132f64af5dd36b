import Foundation

/// What to ask E1 for: leagues, an inclusive US-Eastern day range and a team substring.
public struct GameQuery: Sendable, Equatable {
    /// Upper-case league codes; empty means all leagues.
    public var leagues: [String]
    /// First ET day, `YYYY-MM-DD`, inclusive.
    public var startDay: String?
    /// Last ET day, `YYYY-MM-DD`, inclusive.
    public var endDay: String?
    /// Case-insensitive substring of a team name or abbreviation.
    public var team: String?

    /// Builds a query; the defaults ask for everything.
    public init(leagues: [String] = [], startDay: String? = nil, endDay: String? = nil, team: String? = nil) {
        self.leagues = leagues.map { $0.uppercased() }
        self.startDay = startDay
        self.endDay = endDay
        self.team = team
    }
}
