import Foundation

/// One side's team box score (E2 `teamStats[]`) — outcome-bearing.
public struct TeamStat: Codable, Sendable, Equatable {
    public var team: String
    public var isHome: Bool
    public var stats: [String: JSONValue]
    public var source: String?
    public var updatedAt: Date?
    public var normalizedStats: [NormalizedStat]?

    enum CodingKeys: String, CodingKey { case team, isHome, stats, source, updatedAt, normalizedStats }
}

/// A display-ready stat: `value` is an int, a fraction or text per `formatType`.
public struct NormalizedStat: Codable, Sendable, Equatable {
    public var key: String
    public var displayLabel: String
    public var group: String?
    public var value: JSONValue
    public var formatType: String?

    enum CodingKeys: String, CodingKey { case key, displayLabel, group, value, formatType }
}

/// A generic player line (NBA/NCAAB/NFL) — outcome-bearing.
public struct PlayerStat: Codable, Sendable, Equatable {
    public var team: String
    public var playerName: String
    /// Minutes as a number, or nil (the server may also send "MM:SS" text).
    public var minutes: Double?
    public var points: Int?
    public var rebounds: Int?
    public var assists: Int?
    public var source: String?
    public var updatedAt: Date?
    public var normalizedStats: [NormalizedStat]?

    enum CodingKeys: String, CodingKey {
        case team, playerName, minutes, points, rebounds, assists, source, updatedAt, normalizedStats
    }

    public init(from decoder: Decoder) throws {
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
public struct NHLSkaterStat: Codable, Sendable, Equatable {
    public var team: String
    public var playerName: String
    public var toi: String?
    public var goals: Int?
    public var assists: Int?
    public var points: Int?
    public var shotsOnGoal: Int?
    public var plusMinus: Int?
    public var penaltyMinutes: Int?
    public var hits: Int?
    public var blockedShots: Int?
    public var source: String?
    public var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, toi, goals, assists, points, shotsOnGoal, plusMinus, penaltyMinutes, hits,
             blockedShots, source, updatedAt
    }
}

/// An NHL goalie line — outcome-bearing.
public struct NHLGoalieStat: Codable, Sendable, Equatable {
    public var team: String
    public var playerName: String
    public var toi: String?
    public var shotsAgainst: Int?
    public var saves: Int?
    public var goalsAgainst: Int?
    public var savePercentage: Double?
    public var source: String?
    public var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, toi, shotsAgainst, saves, goalsAgainst, savePercentage, source, updatedAt
    }
}

/// An MLB batter line — outcome-bearing.
public struct MLBBatterStat: Codable, Sendable, Equatable {
    public var team: String
    public var playerName: String
    public var position: String?
    public var atBats: Int?
    public var hits: Int?
    public var runs: Int?
    public var rbi: Int?
    public var homeRuns: Int?
    public var baseOnBalls: Int?
    public var strikeOuts: Int?
    public var stolenBases: Int?
    public var avg: String?
    public var obp: String?
    public var slg: String?
    public var ops: String?
    public var source: String?
    public var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, position, atBats, hits, runs, rbi, homeRuns, baseOnBalls, strikeOuts,
             stolenBases, avg, obp, slg, ops, source, updatedAt
    }
}

/// An MLB pitcher line — outcome-bearing.
public struct MLBPitcherStat: Codable, Sendable, Equatable {
    public var team: String
    public var playerName: String
    public var inningsPitched: String?
    public var hits: Int?
    public var runs: Int?
    public var earnedRuns: Int?
    public var baseOnBalls: Int?
    public var strikeOuts: Int?
    public var homeRuns: Int?
    public var era: String?
    public var pitchCount: Int?
    public var strikes: Int?
    public var source: String?
    public var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case team, playerName, inningsPitched, hits, runs, earnedRuns, baseOnBalls, strikeOuts, homeRuns,
             era, pitchCount, strikes, source, updatedAt
    }
}
