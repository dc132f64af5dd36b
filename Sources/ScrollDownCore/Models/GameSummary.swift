import Foundation

/// E1 response: one page of the games list (camelCase).
public struct GameListResponse: Codable, Sendable, Equatable {
    public var games: [GameSummary]
    public var total: Int?
    public var nextOffset: Int?
    public var withBoxscoreCount: Int?
    public var withPlayerStatsCount: Int?
    public var withOddsCount: Int?
    public var withSocialCount: Int?
    public var withPbpCount: Int?
    public var withFlowCount: Int?
    public var withAdvancedStatsCount: Int?

    enum CodingKeys: String, CodingKey {
        case games, total, nextOffset, withBoxscoreCount, withPlayerStatsCount, withOddsCount,
             withSocialCount, withPbpCount, withFlowCount, withAdvancedStatsCount
    }
}

/// One game of the E1 list (CONTRACT §3.1). Scores and live snapshot are outcome-bearing.
public struct GameSummary: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var leagueCode: String
    public var gameDate: Date
    public var homeTeam: String
    public var awayTeam: String
    public var homeTeamAbbr: String?
    public var awayTeamAbbr: String?
    public var status: GameStatus?
    public var isLive: Bool?
    public var isFinal: Bool?
    public var isPregame: Bool?
    public var isTrulyCompleted: Bool?
    public var readEligible: Bool?
    public var dateSection: String?
    public var homeScore: Int?
    public var awayScore: Int?
    public var currentPeriod: Int?
    public var gameClock: String?
    public var currentPeriodLabel: String?
    public var liveSnapshot: LiveSnapshot?
    public var derivedMetrics: [String: JSONValue]?
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
        case id, leagueCode, gameDate, homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr, status
        case isLive, isFinal, isPregame, isTrulyCompleted, readEligible, dateSection
        case homeScore, awayScore, currentPeriod, gameClock, currentPeriodLabel, liveSnapshot, derivedMetrics
        case hasBoxscore, hasPlayerStats, hasOdds, hasSocial, hasPbp, hasFlow, hasAdvancedStats
        case playCount, socialPostCount
        case homeTeamColorLight, homeTeamColorDark, awayTeamColorLight, awayTeamColorDark
        case scrapeVersion, lastScrapedAt, lastIngestedAt, lastPbpAt, lastSocialAt, lastOddsAt, lastAdvancedStatsAt
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        leagueCode = try c.decode(String.self, forKey: .leagueCode)
        gameDate = try c.decode(Date.self, forKey: .gameDate)
        homeTeam = try c.decode(String.self, forKey: .homeTeam)
        awayTeam = try c.decode(String.self, forKey: .awayTeam)
        homeTeamAbbr = try c.decodeIfPresent(String.self, forKey: .homeTeamAbbr)
        awayTeamAbbr = try c.decodeIfPresent(String.self, forKey: .awayTeamAbbr)
        status = try c.decodeIfPresent(GameStatus.self, forKey: .status)
        isLive = try c.decodeIfPresent(Bool.self, forKey: .isLive)
        isFinal = try c.decodeIfPresent(Bool.self, forKey: .isFinal)
        isPregame = try c.decodeIfPresent(Bool.self, forKey: .isPregame)
        isTrulyCompleted = try c.decodeIfPresent(Bool.self, forKey: .isTrulyCompleted)
        readEligible = try c.decodeIfPresent(Bool.self, forKey: .readEligible)
        dateSection = try c.decodeIfPresent(String.self, forKey: .dateSection)
        homeScore = try c.decodeIfPresent(Int.self, forKey: .homeScore)
        awayScore = try c.decodeIfPresent(Int.self, forKey: .awayScore)
        currentPeriod = try c.decodeIfPresent(Int.self, forKey: .currentPeriod)
        gameClock = try c.decodeIfPresent(String.self, forKey: .gameClock)
        currentPeriodLabel = try c.decodeIfPresent(String.self, forKey: .currentPeriodLabel)
        liveSnapshot = try c.decodeIfPresent(LiveSnapshot.self, forKey: .liveSnapshot)
        derivedMetrics = try c.decodeIfPresent([String: JSONValue].self, forKey: .derivedMetrics)
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

/// The latest play's score and clock; present for finished games too — outcome-bearing.
public struct LiveSnapshot: Codable, Sendable, Equatable {
    public var periodLabel: String?
    public var timeLabel: String?
    public var homeScore: Int?
    public var awayScore: Int?
    public var currentPeriod: Int?
    public var gameClock: String?

    enum CodingKeys: String, CodingKey {
        case periodLabel, timeLabel, homeScore, awayScore, currentPeriod, gameClock
    }
}
