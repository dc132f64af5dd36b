import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One side's team box score (E2 `teamStats[]`) — outcome-bearing.
struct TeamStat: Codable, Sendable, Equatable {
    var team: String
    var isHome: Bool
    var stats: [String: JSONValue]
    var source: String?
    var updatedAt: Date?
    var normalizedStats: [NormalizedStat]?

    enum CodingKeys: String, CodingKey { case team, isHome, stats, source, updatedAt, normalizedStats }
}

/// A display-ready stat: `value` is an int, a fraction or text per `formatType`.
struct NormalizedStat: Codable, Sendable, Equatable {
    var key: String
    var displayLabel: String
    var group: String?
    var value: JSONValue
    var formatType: String?

    enum CodingKeys: String, CodingKey { case key, displayLabel, group, value, formatType }

}

/// A generic player line (NBA/NCAAB/NFL) — outcome-bearing.
struct PlayerStat: Codable, Sendable, Equatable {
    var team: String
    var playerName: String
    /// Minutes as a number, or nil (the server may also send "MM:SS" text).
    var minutes: Double?
    var points: Int?
    var rebounds: Int?
    var assists: Int?
    var source: String?
    var updatedAt: Date?
    var normalizedStats: [NormalizedStat]?

    enum CodingKeys: String, CodingKey {
        case team, playerName, minutes, points, rebounds, assists, source, updatedAt, normalizedStats
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        team = try c.decode(String.self, forKey: .team)
        playerName = try c.decode(String.self, forKey: .playerName)
        // `minutes` is documented as number or "MM:SS" text; text is not a failure.
        minutes = (try? c.decodeIfPresent(Double.self, forKey: .minutes)) ?? nil
        points = try c.decodeIfPresent(Int.self, forKey: .points)
        rebounds = try c.decodeIfPresent(Int.self, forKey: .rebounds)
        assists = try c.decodeIfPresent(Int.self, forKey: .assists)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt)
        normalizedStats = try c.decodeIfPresent([NormalizedStat].self, forKey: .normalizedStats)
    }
}

/// An NHL skater line — outcome-bearing.
struct NHLSkaterStat: Codable, Sendable, Equatable {
    var team: String
    var playerName: String
    var toi: String?
    var goals: Int?
    var assists: Int?
    var points: Int?
    var shotsOnGoal: Int?
    var plusMinus: Int?
    var penaltyMinutes: Int?
    var hits: Int?
    var blockedShots: Int?
    var source: String?
    var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, toi, goals, assists, points, shotsOnGoal, plusMinus, penaltyMinutes, hits,
             blockedShots, source, updatedAt
    }
}

/// An NHL goalie line — outcome-bearing.
struct NHLGoalieStat: Codable, Sendable, Equatable {
    var team: String
    var playerName: String
    var toi: String?
    var shotsAgainst: Int?
    var saves: Int?
    var goalsAgainst: Int?
    var savePercentage: Double?
    var source: String?
    var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, toi, shotsAgainst, saves, goalsAgainst, savePercentage, source, updatedAt
    }
}

/// An MLB batter line — outcome-bearing.
struct MLBBatterStat: Codable, Sendable, Equatable {
    var team: String
    var playerName: String
    var position: String?
    var atBats: Int?
    var hits: Int?
    var runs: Int?
    var rbi: Int?
    var homeRuns: Int?
    var baseOnBalls: Int?
    var strikeOuts: Int?
    var stolenBases: Int?
    var avg: String?
    var obp: String?
    var slg: String?
    var ops: String?
    var source: String?
    var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, position, atBats, hits, runs, rbi, homeRuns, baseOnBalls, strikeOuts,
             stolenBases, avg, obp, slg, ops, source, updatedAt
    }
}

/// An MLB pitcher line — outcome-bearing.
struct MLBPitcherStat: Codable, Sendable, Equatable {
    var team: String
    var playerName: String
    var inningsPitched: String?
    var hits: Int?
    var runs: Int?
    var earnedRuns: Int?
    var baseOnBalls: Int?
    var strikeOuts: Int?
    var homeRuns: Int?
    var era: String?
    var pitchCount: Int?
    var strikes: Int?
    var source: String?
    var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, inningsPitched, hits, runs, earnedRuns, baseOnBalls, strikeOuts, homeRuns,
             era, pitchCount, strikes, source, updatedAt
    }
}
