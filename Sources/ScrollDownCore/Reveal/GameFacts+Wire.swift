import Foundation
import ScrollDownWithheld

/// A game's facts read from the backend's answers: the reveal layer makes them, views receive them.
extension GameFacts {
    init(_ detail: GameDetail) {
        self.init(detail.game, state: detail.state, status: detail.game.status?.rawString,
                  season: detail.game.season, seasonType: detail.game.seasonType)
    }

    /// A list row's facts (the list has no season).
    init(_ summary: GameSummary) {
        self.init(summary, state: summary.state, status: summary.status?.rawString, season: nil, seasonType: nil)
    }

    private init(_ game: some GameHeaderCarrying, state: GameState, status: String?, season: Int?, seasonType: String?) {
        let fields = game.fields
        self.init(id: fields.id, leagueCode: fields.leagueCode, homeTeam: fields.homeTeam, awayTeam: fields.awayTeam,
                  homeTeamAbbr: fields.homeTeamAbbr, awayTeamAbbr: fields.awayTeamAbbr, gameDate: fields.gameDate,
                  state: state, status: status, season: season, seasonType: seasonType)
    }
}
