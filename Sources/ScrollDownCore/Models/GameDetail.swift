import Foundation

/// E2 response: one game with box scores, odds, posts and plays (camelCase, CONTRACT §3.2).
public struct GameDetail: Codable, Sendable, Equatable {
    public var game: GameMeta
    public var teamStats: [TeamStat]
    public var playerStats: [PlayerStat]
    public var nhlSkaters: [NHLSkaterStat]?
    public var nhlGoalies: [NHLGoalieStat]?
    public var mlbBatters: [MLBBatterStat]?
    public var mlbPitchers: [MLBPitcherStat]?
    /// League-specific advanced stats lists, keyed by contract key (e.g. `nbaAdvancedStats`);
    /// lists sent as null are absent.
    public var advancedStats: [String: [JSONValue]]
    public var odds: [OddsEntry]
    public var oddsTable: [OddsTableMarket]?
    public var socialPosts: [SocialPostEntry]
    public var plays: [PlayEntry]
    public var groupedPlays: [TieredPlayGroup]?
    public var derivedMetrics: [String: JSONValue]
    public var rawPayloads: [String: JSONValue]?
    public var dataHealth: DataHealth?
    public var statAnnotations: [StatAnnotation]?

    /// The contract keys of the opaque advanced stats lists.
    public static let advancedStatsKeys: [String] = [
        "mlbAdvancedStats", "mlbAdvancedPlayerStats", "mlbPitcherGameStats", "mlbFieldingStats",
        "nbaAdvancedStats", "nbaPlayerAdvancedStats", "nhlAdvancedStats", "nhlSkaterAdvancedStats",
        "nhlGoalieAdvancedStats", "nflAdvancedStats", "nflPlayerAdvancedStats", "ncaabAdvancedStats",
        "ncaabPlayerAdvancedStats",
    ]

    enum CodingKeys: String, CodingKey {
        case game, teamStats, playerStats, nhlSkaters, nhlGoalies, mlbBatters, mlbPitchers
        case odds, oddsTable, socialPosts, plays, groupedPlays, derivedMetrics, rawPayloads
        case dataHealth, statAnnotations
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        game = try c.decode(GameMeta.self, forKey: .game)
        teamStats = try c.decodeIfPresent([TeamStat].self, forKey: .teamStats) ?? []
        playerStats = try c.decodeIfPresent([PlayerStat].self, forKey: .playerStats) ?? []
        nhlSkaters = try c.decodeIfPresent([NHLSkaterStat].self, forKey: .nhlSkaters)
        nhlGoalies = try c.decodeIfPresent([NHLGoalieStat].self, forKey: .nhlGoalies)
        mlbBatters = try c.decodeIfPresent([MLBBatterStat].self, forKey: .mlbBatters)
        mlbPitchers = try c.decodeIfPresent([MLBPitcherStat].self, forKey: .mlbPitchers)
        odds = try c.decodeIfPresent([OddsEntry].self, forKey: .odds) ?? []
        oddsTable = try c.decodeIfPresent([OddsTableMarket].self, forKey: .oddsTable)
        socialPosts = try c.decodeIfPresent([SocialPostEntry].self, forKey: .socialPosts) ?? []
        plays = try c.decodeIfPresent([PlayEntry].self, forKey: .plays) ?? []
        groupedPlays = try c.decodeIfPresent([TieredPlayGroup].self, forKey: .groupedPlays)
        derivedMetrics = try c.decodeIfPresent([String: JSONValue].self, forKey: .derivedMetrics) ?? [:]
        rawPayloads = try c.decodeIfPresent([String: JSONValue].self, forKey: .rawPayloads)
        dataHealth = try c.decodeIfPresent(DataHealth.self, forKey: .dataHealth)
        statAnnotations = try c.decodeIfPresent([StatAnnotation].self, forKey: .statAnnotations)
        let any = try decoder.container(keyedBy: AnyKey.self)
        var advanced: [String: [JSONValue]] = [:]
        for key in Self.advancedStatsKeys {
            if let list = try any.decodeIfPresent([JSONValue].self, forKey: AnyKey(stringValue: key)) {
                advanced[key] = list
            }
        }
        advancedStats = advanced
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(teamStats, forKey: .teamStats)
        try c.encode(playerStats, forKey: .playerStats)
        try c.encodeIfPresent(nhlSkaters, forKey: .nhlSkaters)
        try c.encodeIfPresent(nhlGoalies, forKey: .nhlGoalies)
        try c.encodeIfPresent(mlbBatters, forKey: .mlbBatters)
        try c.encodeIfPresent(mlbPitchers, forKey: .mlbPitchers)
        try c.encode(odds, forKey: .odds)
        try c.encodeIfPresent(oddsTable, forKey: .oddsTable)
        try c.encode(socialPosts, forKey: .socialPosts)
        try c.encode(plays, forKey: .plays)
        try c.encodeIfPresent(groupedPlays, forKey: .groupedPlays)
        try c.encode(derivedMetrics, forKey: .derivedMetrics)
        try c.encodeIfPresent(rawPayloads, forKey: .rawPayloads)
        try c.encodeIfPresent(dataHealth, forKey: .dataHealth)
        try c.encodeIfPresent(statAnnotations, forKey: .statAnnotations)
        var any = encoder.container(keyedBy: AnyKey.self)
        for (key, list) in advancedStats {
            try any.encode(list, forKey: AnyKey(stringValue: key))
        }
    }
}

/// The E2 header: `GameSummary`'s keys plus season, team ids and X handles (CONTRACT §3.2).
public struct GameMeta: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var leagueCode: String
    public var season: Int?
    public var seasonType: String?
    public var gameDate: Date
    public var homeTeam: String
    public var awayTeam: String
    public var homeTeamId: Int?
    public var awayTeamId: Int?
    public var homeTeamAbbr: String?
    public var awayTeamAbbr: String?
    public var homeTeamXHandle: String?
    public var awayTeamXHandle: String?
    public var status: GameStatus
    public var isLive: Bool?
    public var isFinal: Bool?
    public var isPregame: Bool?
    public var isTrulyCompleted: Bool?
    public var readEligible: Bool?
    public var homeScore: Int?
    public var awayScore: Int?
    public var currentPeriodLabel: String?
    public var liveSnapshot: LiveSnapshot?
    public var hasBoxscore: Bool
    public var hasPlayerStats: Bool
    public var hasOdds: Bool
    public var hasSocial: Bool
    public var hasPbp: Bool
    public var hasFlow: Bool
    public var hasAdvancedStats: Bool
    public var playCount: Int
    public var socialPostCount: Int
    public var homeTeamColorLight: String?
    public var homeTeamColorDark: String?
    public var awayTeamColorLight: String?
    public var awayTeamColorDark: String?
    public var scrapeVersion: Int?
    public var lastScrapedAt: Date?
    public var lastIngestedAt: Date?
    public var lastPbpAt: Date?
    public var lastSocialAt: Date?
    public var lastOddsAt: Date?
    public var lastAdvancedStatsAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, leagueCode, season, seasonType, gameDate, homeTeam, awayTeam, homeTeamId, awayTeamId
        case homeTeamAbbr, awayTeamAbbr, homeTeamXHandle, awayTeamXHandle, status
        case isLive, isFinal, isPregame, isTrulyCompleted, readEligible
        case homeScore, awayScore, currentPeriodLabel, liveSnapshot
        case hasBoxscore, hasPlayerStats, hasOdds, hasSocial, hasPbp, hasFlow, hasAdvancedStats
        case playCount, socialPostCount
        case homeTeamColorLight, homeTeamColorDark, awayTeamColorLight, awayTeamColorDark
        case scrapeVersion, lastScrapedAt, lastIngestedAt, lastPbpAt, lastSocialAt, lastOddsAt, lastAdvancedStatsAt
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        leagueCode = try c.decode(String.self, forKey: .leagueCode)
        season = try c.decodeIfPresent(Int.self, forKey: .season)
        seasonType = try c.decodeIfPresent(String.self, forKey: .seasonType)
        gameDate = try c.decode(Date.self, forKey: .gameDate)
        homeTeam = try c.decode(String.self, forKey: .homeTeam)
        awayTeam = try c.decode(String.self, forKey: .awayTeam)
        homeTeamId = try c.decodeIfPresent(Int.self, forKey: .homeTeamId)
        awayTeamId = try c.decodeIfPresent(Int.self, forKey: .awayTeamId)
        homeTeamAbbr = try c.decodeIfPresent(String.self, forKey: .homeTeamAbbr)
        awayTeamAbbr = try c.decodeIfPresent(String.self, forKey: .awayTeamAbbr)
        homeTeamXHandle = try c.decodeIfPresent(String.self, forKey: .homeTeamXHandle)
        awayTeamXHandle = try c.decodeIfPresent(String.self, forKey: .awayTeamXHandle)
        status = try c.decode(GameStatus.self, forKey: .status)
        isLive = try c.decodeIfPresent(Bool.self, forKey: .isLive)
        isFinal = try c.decodeIfPresent(Bool.self, forKey: .isFinal)
        isPregame = try c.decodeIfPresent(Bool.self, forKey: .isPregame)
        isTrulyCompleted = try c.decodeIfPresent(Bool.self, forKey: .isTrulyCompleted)
        readEligible = try c.decodeIfPresent(Bool.self, forKey: .readEligible)
        homeScore = try c.decodeIfPresent(Int.self, forKey: .homeScore)
        awayScore = try c.decodeIfPresent(Int.self, forKey: .awayScore)
        currentPeriodLabel = try c.decodeIfPresent(String.self, forKey: .currentPeriodLabel)
        liveSnapshot = try c.decodeIfPresent(LiveSnapshot.self, forKey: .liveSnapshot)
        hasBoxscore = try c.decodeIfPresent(Bool.self, forKey: .hasBoxscore) ?? false
        hasPlayerStats = try c.decodeIfPresent(Bool.self, forKey: .hasPlayerStats) ?? false
        hasOdds = try c.decodeIfPresent(Bool.self, forKey: .hasOdds) ?? false
        hasSocial = try c.decodeIfPresent(Bool.self, forKey: .hasSocial) ?? false
        hasPbp = try c.decodeIfPresent(Bool.self, forKey: .hasPbp) ?? false
        hasFlow = try c.decodeIfPresent(Bool.self, forKey: .hasFlow) ?? false
        hasAdvancedStats = try c.decodeIfPresent(Bool.self, forKey: .hasAdvancedStats) ?? false
        playCount = try c.decodeIfPresent(Int.self, forKey: .playCount) ?? 0
        socialPostCount = try c.decodeIfPresent(Int.self, forKey: .socialPostCount) ?? 0
        homeTeamColorLight = try c.decodeIfPresent(String.self, forKey: .homeTeamColorLight)
        homeTeamColorDark = try c.decodeIfPresent(String.self, forKey: .homeTeamColorDark)
        awayTeamColorLight = try c.decodeIfPresent(String.self, forKey: .awayTeamColorLight)
        awayTeamColorDark = try c.decodeIfPresent(String.self, forKey: .awayTeamColorDark)
        scrapeVersion = try c.decodeIfPresent(Int.self, forKey: .scrapeVersion)
        lastScrapedAt = c.decodeLenientDate(forKey: .lastScrapedAt)
        lastIngestedAt = c.decodeLenientDate(forKey: .lastIngestedAt)
        lastPbpAt = c.decodeLenientDate(forKey: .lastPbpAt)
        lastSocialAt = c.decodeLenientDate(forKey: .lastSocialAt)
        lastOddsAt = c.decodeLenientDate(forKey: .lastOddsAt)
        lastAdvancedStatsAt = c.decodeLenientDate(forKey: .lastAdvancedStatsAt)
    }

    /// The reader-facing state: status first, server flags as fallback.
    public var state: GameState {
        GameState.from(status: status, isLive: isLive, isFinal: isFinal, isPregame: isPregame)
    }

    /// The league as an enum (unknown codes kept).
    public var league: League { League(rawString: leagueCode) }
}
