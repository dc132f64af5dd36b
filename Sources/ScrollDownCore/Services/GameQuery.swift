import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What to ask E1 for: leagues, an inclusive US-Eastern day range and a team substring.
public struct GameQuery: Sendable, Equatable {
    /// Upper-case league codes; empty means all leagues.
    var leagues: [String]
    /// First ET day, `YYYY-MM-DD`, inclusive.
    var startDay: String?
    /// Last ET day, `YYYY-MM-DD`, inclusive.
    var endDay: String?
    /// A team as the reader names it (abbreviation, city, nickname, alias; a word prefix of
    /// three letters or more is enough). Matched by the client with `TeamMatcher`, never sent
    /// to the server, whose substring filter knows no aliases or accents.
    var team: String?

    /// Builds a query; the defaults ask for everything.
    init(leagues: [String] = [], startDay: String? = nil, endDay: String? = nil, team: String? = nil) {
        self.leagues = leagues.map { $0.uppercased() }
        self.startDay = startDay
        self.endDay = endDay
        self.team = team
    }

    /// Whether a game passes the team filter (always, without one).
    func includesTeams(of game: GameSummary) -> Bool {
        guard let team, !team.trimmingCharacters(in: .whitespaces).isEmpty else { return true }
        let (home, away) = game.teams
        return TeamMatcher.any([team], league: game.leagueCode, home, away, allowsPrefix: true)
    }
}
