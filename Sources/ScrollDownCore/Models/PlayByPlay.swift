import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E5 response: one page of raw play-by-play (snake_case at the older backend, camelCase with
/// `score` objects at sda: docs/backend.md#play-by-play). Encodes in the older shape.
public struct PlayByPlay: Codable, Sendable, Equatable {
    var gameId: Int
    /// `isoformat()` text as sent (may be empty); not parsed because it is informational.
    var gameDate: String
    var homeTeam: String
    var awayTeam: String
    var gameStatus: GameStatus
    /// nil when the server leaves `total_plays` out: then only a short page ends paging.
    var totalPlays: Int?
    /// Required: a missing `plays` key fails decoding (docs/backend.md#play-by-play).
    var plays: [PBPPlay]
    var resolutionSummary: JSONValue?

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case gameDate = "game_date"
        case homeTeam = "home_team"
        case awayTeam = "away_team"
        case gameStatus = "game_status"
        case totalPlays = "total_plays"
        case plays
        case resolutionSummary = "resolution_summary"
    }

    public init(from decoder: Decoder) throws {
        // snake_case (older backend) or camelCase (sda); `resolutionSummary`'s inner keys stay
        // snake in both and are kept opaque.
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.decode(Int.self, anyOf: "game_id", "gameId")
        gameDate = try c.decodeIfPresent(String.self, anyOf: "game_date", "gameDate") ?? ""
        homeTeam = try c.decode(String.self, anyOf: "home_team", "homeTeam")
        awayTeam = try c.decode(String.self, anyOf: "away_team", "awayTeam")
        gameStatus = try c.decode(GameStatus.self, anyOf: "game_status", "gameStatus")
        plays = try c.decode([PBPPlay].self, anyOf: "plays")
        totalPlays = try c.decodeIfPresent(Int.self, anyOf: "total_plays", "totalPlays")
        resolutionSummary = try c.decodeIfPresent(JSONValue.self, anyOf: "resolution_summary", "resolutionSummary")
    }

    /// Builds a value, e.g. when merging pages.
    init(gameId: Int, gameDate: String, homeTeam: String, awayTeam: String, gameStatus: GameStatus,
                totalPlays: Int?, plays: [PBPPlay], resolutionSummary: JSONValue?) {
        self.gameId = gameId
        self.gameDate = gameDate
        self.homeTeam = homeTeam
        self.awayTeam = awayTeam
        self.gameStatus = gameStatus
        self.totalPlays = totalPlays
        self.plays = plays
        self.resolutionSummary = resolutionSummary
    }
}

/// One raw play of E5. Scores and description are outcome-bearing.
struct PBPPlay: Codable, Sendable, Equatable {
    var playIndex: Int
    var quarter: Int?
    var gameClock: String?
    var playType: String?
    var teamAbbreviation: String?
    var teamId: Int?
    var teamResolved: Bool
    var playerName: String?
    var playerId: String?
    var description: String?
    var homeScore: Int?
    var awayScore: Int?
    var hasRawData: Bool

    enum CodingKeys: String, CodingKey {
        case playIndex = "play_index"
        case quarter
        case gameClock = "game_clock"
        case playType = "play_type"
        case teamAbbreviation = "team_abbreviation"
        case teamId = "team_id"
        case teamResolved = "team_resolved"
        case playerName = "player_name"
        case playerId = "player_id"
        case description
        case homeScore = "home_score"
        case awayScore = "away_score"
        case hasRawData = "has_raw_data"
    }

    init(from decoder: Decoder) throws {
        // snake_case (older backend) or camelCase with a `score` object (sda).
        let c = try decoder.container(keyedBy: StringKey.self)
        playIndex = try c.decode(Int.self, anyOf: "play_index", "playIndex")
        quarter = try c.decodeIfPresent(Int.self, forKey: StringKey("quarter"), in: ValueBounds.period, "period")
        gameClock = try c.decodeIfPresent(String.self, anyOf: "game_clock", "gameClock")
        playType = try c.decodeIfPresent(String.self, anyOf: "play_type", "playType")
        teamAbbreviation = try c.decodeIfPresent(String.self, anyOf: "team_abbreviation", "teamAbbreviation")
        teamId = try c.decodeIfPresent(Int.self, anyOf: "team_id", "teamId")
        teamResolved = try c.decodeIfPresent(Bool.self, anyOf: "team_resolved", "teamResolved") ?? false
        playerName = try c.decodeIfPresent(String.self, anyOf: "player_name", "playerName")
        // Provider ids are documented as strings; tolerate numbers.
        if let text = try? c.decodeIfPresent(String.self, anyOf: "player_id", "playerId") {
            playerId = text
        } else if let number = try? c.decodeIfPresent(Int.self, anyOf: "player_id", "playerId") {
            playerId = String(number)
        } else {
            playerId = nil
        }
        description = try c.decodeIfPresent(String.self, anyOf: "description")
        (homeScore, awayScore) = try c.decodeScore(home: "home_score", away: "away_score", object: "score")
        hasRawData = try c.decodeIfPresent(Bool.self, anyOf: "has_raw_data", "hasRawData") ?? false
    }
}
