import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What every view of a game may show whatever its visibility: who plays, where, when, in
/// which league and season, and whether it is upcoming, live or over. No score, clock,
/// period, play count or box score: those are not fields of it.
struct GameFacts: Sendable, Equatable {
    let id: Int
    let leagueCode: String
    let homeTeam: String
    let awayTeam: String
    let homeTeamAbbr: String?
    let awayTeamAbbr: String?
    /// The scheduled start.
    let gameDate: Date
    /// Read from the whole header once: upcoming, live, final, canceled or unknown.
    let state: GameState
    /// The server's status word (`final`, `Final/OT`): shown only once the outcome is.
    let status: String?
    let season: Int?
    let seasonType: String?

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
        id = fields.id
        leagueCode = fields.leagueCode
        homeTeam = fields.homeTeam
        awayTeam = fields.awayTeam
        homeTeamAbbr = fields.homeTeamAbbr
        awayTeamAbbr = fields.awayTeamAbbr
        gameDate = fields.gameDate
        self.state = state
        self.status = status
        self.season = season
        self.seasonType = seasonType
    }

    var league: League { League(rawString: leagueCode) }

    var teams: (home: TeamLabel, away: TeamLabel) {
        (TeamLabel(name: homeTeam, abbreviation: homeTeamAbbr), TeamLabel(name: awayTeam, abbreviation: awayTeamAbbr))
    }
}

/// A game as this run may show it, decided once per game by the policy. Views of a hidden
/// game get only the `WithheldGame`; the whole detail exists only in the other two cases.
enum GameSight: Sendable {
    /// The reader may see the outcome, for this reason.
    case visible(GameDetail, RevealReason)
    /// Upcoming or canceled: there is nothing to reveal.
    case noOutcome(GameDetail)
    /// The outcome is hidden.
    case hidden(WithheldGame)

    var facts: GameFacts {
        switch self {
        case .visible(let detail, _), .noOutcome(let detail): return GameFacts(detail)
        case .hidden(let withheld): return withheld.facts
        }
    }

    /// The visibility this sight was decided from.
    var visibility: RevealPolicy.Visibility {
        switch self {
        case .visible(_, let reason): return .visible(reason)
        case .noOutcome: return .noOutcome
        case .hidden: return .hidden
        }
    }

    /// The whole detail, when the reader may see it (or there is no outcome in it).
    var detail: GameDetail? {
        switch self {
        case .visible(let detail, _), .noOutcome(let detail): return detail
        case .hidden: return nil
        }
    }

    /// Whether the outcome is shown.
    var isVisible: Bool {
        if case .visible = self { return true }
        return false
    }
}

extension RevealPolicy {
    /// Decides what this run may show of a game: its visibility once, and for a hidden game
    /// the game without its outcome.
    func sight(of detail: GameDetail) -> GameSight {
        switch visibility(of: detail) {
        case .visible(let reason): return .visible(detail, reason)
        case .noOutcome: return .noOutcome(detail)
        case .hidden: return .hidden(Withholding.withhold(detail))
        }
    }
}
