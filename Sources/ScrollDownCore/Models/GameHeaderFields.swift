import Foundation

/// The keys the games list (E1 `GameSummary`) and the game header (E2 `GameMeta`) share
/// (CONTRACT §3.1–§3.2), decoded in one place. Scores, period and snapshot are
/// outcome-bearing; only the reveal policy reads them.
public struct GameHeaderFields: Codable, Sendable, Equatable {
    public var id: Int
    public var leagueCode: String
    public var gameDate: Date
    public var homeTeam: String
    public var awayTeam: String
    public var homeTeamAbbr: String?
    public var awayTeamAbbr: String?
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
        case id, leagueCode, gameDate, homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr
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
        // A machine field: a control character makes it bad data, not text to clean (issue 19).
        guard TerminalSanitizer.clean(leagueCode) == leagueCode else {
            throw DecodingError.dataCorruptedError(forKey: .leagueCode, in: c, debugDescription: "league code with control characters")
        }
        gameDate = try c.decode(Date.self, forKey: .gameDate)
        homeTeam = try c.decode(String.self, forKey: .homeTeam)
        awayTeam = try c.decode(String.self, forKey: .awayTeam)
        homeTeamAbbr = try c.decodeIfPresent(String.self, forKey: .homeTeamAbbr)
        awayTeamAbbr = try c.decodeIfPresent(String.self, forKey: .awayTeamAbbr)
        isLive = try c.decodeIfPresent(Bool.self, forKey: .isLive)
        isFinal = try c.decodeIfPresent(Bool.self, forKey: .isFinal)
        isPregame = try c.decodeIfPresent(Bool.self, forKey: .isPregame)
        isTrulyCompleted = try c.decodeIfPresent(Bool.self, forKey: .isTrulyCompleted)
        readEligible = try c.decodeIfPresent(Bool.self, forKey: .readEligible)
        // Flat keys (older backend) or `score:{home,away}` (sda).
        (homeScore, awayScore) = try decoder.container(keyedBy: StringKey.self)
            .decodeScore(home: "homeScore", away: "awayScore", object: "score")
        currentPeriodLabel = try c.decodeIfPresent(String.self, forKey: .currentPeriodLabel)
        liveSnapshot = try c.decodeIfPresent(LiveSnapshot.self, forKey: .liveSnapshot)
        // Availability flags and counts are admin data: missing means none.
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
        // Freshness stamps never fail a response (the module's lenient `Date?` decoding).
        lastScrapedAt = try c.decodeIfPresent(Date.self, forKey: .lastScrapedAt)
        lastIngestedAt = try c.decodeIfPresent(Date.self, forKey: .lastIngestedAt)
        lastPbpAt = try c.decodeIfPresent(Date.self, forKey: .lastPbpAt)
        lastSocialAt = try c.decodeIfPresent(Date.self, forKey: .lastSocialAt)
        lastOddsAt = try c.decodeIfPresent(Date.self, forKey: .lastOddsAt)
        lastAdvancedStatsAt = try c.decodeIfPresent(Date.self, forKey: .lastAdvancedStatsAt)
    }
}

/// A game-shaped response that embeds the shared header keys: the list's `GameSummary` and
/// the detail's `GameMeta`. The shared keys read and write as the carrier's own
/// (`game.homeTeam`), and state and league derive the same way for both.
@dynamicMemberLookup
public protocol GameHeaderCarrying {
    /// The shared keys.
    var fields: GameHeaderFields { get set }
    /// The raw status (optional in the list, always sent in the detail).
    var rawStatus: GameStatus? { get }
}

extension GameHeaderCarrying {
    /// The game id.
    public var id: Int { fields.id }

    /// The shared keys, read and written as the carrier's own.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<GameHeaderFields, T>) -> T {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }

    /// The reader-facing state: status first, server flags as fallback, and the most
    /// cautious reading when the header's own data contradicts them (`GameState.from`).
    public var state: GameState {
        GameState.from(status: rawStatus, isLive: fields.isLive, isFinal: fields.isFinal, isPregame: fields.isPregame,
                       hasPlayData: hasPlayData)
    }

    /// The header carries evidence that the game was played: a score, a snapshot, plays.
    public var hasPlayData: Bool {
        fields.homeScore != nil || fields.awayScore != nil || fields.liveSnapshot?.homeScore != nil
            || fields.liveSnapshot?.awayScore != nil || fields.playCount > 0 || fields.hasPbp
    }

    /// The league as an enum (unknown codes kept).
    public var league: League { League(rawString: fields.leagueCode) }

    /// The current or final score: the header's, else the live snapshot's; nil unless both
    /// sides are known. Outcome-bearing: only the reveal policy reads it.
    public var scorePair: (home: Int, away: Int)? {
        guard let home = fields.homeScore ?? fields.liveSnapshot?.homeScore,
              let away = fields.awayScore ?? fields.liveSnapshot?.awayScore else { return nil }
        return (home, away)
    }
}
