import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E1 response: one page of the games list (camelCase).
struct GameListResponse: Codable, Sendable, Equatable {
    var games: [GameSummary]
    var total: Int?
    var nextOffset: Int?
    var withBoxscoreCount: Int?
    var withPlayerStatsCount: Int?
    var withOddsCount: Int?
    var withSocialCount: Int?
    var withPbpCount: Int?
    var withFlowCount: Int?
    var withAdvancedStatsCount: Int?

    enum CodingKeys: String, CodingKey {
        case games, total, nextOffset, withBoxscoreCount, withPlayerStatsCount, withOddsCount,
             withSocialCount, withPbpCount, withFlowCount, withAdvancedStatsCount
    }
}

/// One game of the E1 list (docs/backend.md#list-item). Scores and live snapshot are
/// outcome-bearing. The keys shared with `GameMeta` live in `fields` and read as the game's own
/// (`game.homeTeam`) through dynamic member lookup.
public struct GameSummary: GameHeaderCarrying, Codable, Sendable, Equatable {
    /// The keys the list shares with the game header.
    var fields: GameHeaderFields
    var status: GameStatus?
    var dateSection: String?
    var currentPeriod: Int?
    var gameClock: String?
    var derivedMetrics: [String: JSONValue]?

    enum CodingKeys: String, CodingKey {
        case status, dateSection, currentPeriod, gameClock, derivedMetrics
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        fields = try GameHeaderFields(c)
        status = try c.decodeIfPresent(GameStatus.self, forKey: StringKey("status"))
        dateSection = try c.decodeIfPresent(String.self, forKey: StringKey("dateSection"))
        currentPeriod = try c.decodeIfPresent(Int.self, forKey: StringKey("currentPeriod"), in: ValueBounds.period, "period")
        gameClock = try c.decodeIfPresent(String.self, forKey: StringKey("gameClock"))
        derivedMetrics = try c.decodeIfPresent([String: JSONValue].self, forKey: StringKey("derivedMetrics"))
    }

    public func encode(to encoder: Encoder) throws {
        try fields.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(status, forKey: .status)
        try c.encodeIfPresent(dateSection, forKey: .dateSection)
        try c.encodeIfPresent(currentPeriod, forKey: .currentPeriod)
        try c.encodeIfPresent(gameClock, forKey: .gameClock)
        try c.encodeIfPresent(derivedMetrics, forKey: .derivedMetrics)
    }

    /// The status as sent (the header carrier derives state from it).
    var rawStatus: GameStatus? { status }
}

/// The latest play's score and clock; present for finished games too (sda: in the detail
/// only; the list sends it for live games alone) — outcome-bearing.
struct LiveSnapshot: Codable, Sendable, Equatable {
    var periodLabel: String?
    var timeLabel: String?
    var homeScore: Int?
    var awayScore: Int?
    var currentPeriod: Int?
    var gameClock: String?

    enum CodingKeys: String, CodingKey {
        case periodLabel, timeLabel, homeScore, awayScore, currentPeriod, gameClock
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        periodLabel = try c.decodeIfPresent(String.self, forKey: .periodLabel)
        timeLabel = try c.decodeIfPresent(String.self, forKey: .timeLabel)
        // Flat keys (older backend) or `score:{home,away}` (sda).
        (homeScore, awayScore) = try decoder.container(keyedBy: StringKey.self)
            .decodeScore(home: "homeScore", away: "awayScore", object: "score")
        currentPeriod = try c.decodeIfPresent(Int.self, forKey: .currentPeriod, in: ValueBounds.period, "period")
        gameClock = try c.decodeIfPresent(String.self, forKey: .gameClock)
    }
}
