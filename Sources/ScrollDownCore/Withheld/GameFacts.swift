import Foundation

/// What every view of a game may show whatever its visibility: who plays, where, when, in
/// which league and season, and whether it is upcoming, live or over. No score, clock,
/// period, play count or box score: those are not fields of it.
package struct GameFacts: Sendable, Equatable {
    package let id: Int
    package let leagueCode: String
    package let homeTeam: String
    package let awayTeam: String
    package let homeTeamAbbr: String?
    package let awayTeamAbbr: String?
    /// The scheduled start.
    package let gameDate: Date
    /// Read from the whole header once: upcoming, live, final, canceled or unknown.
    package let state: GameState
    /// The server's status word (`final`, `Final/OT`): shown only once the outcome is.
    package let status: String?
    package let season: Int?
    package let seasonType: String?

    package init(id: Int, leagueCode: String, homeTeam: String, awayTeam: String, homeTeamAbbr: String?, awayTeamAbbr: String?,
                 gameDate: Date, state: GameState, status: String?, season: Int?, seasonType: String?) {
        self.id = id
        self.leagueCode = leagueCode
        self.homeTeam = homeTeam
        self.awayTeam = awayTeam
        self.homeTeamAbbr = homeTeamAbbr
        self.awayTeamAbbr = awayTeamAbbr
        self.gameDate = gameDate
        self.state = state
        self.status = status
        self.season = season
        self.seasonType = seasonType
    }

    package var league: League { League(rawString: leagueCode) }

    package var teams: (home: TeamLabel, away: TeamLabel) {
        (TeamLabel(name: homeTeam, abbreviation: homeTeamAbbr), TeamLabel(name: awayTeam, abbreviation: awayTeamAbbr))
    }
}
