import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The keys the games list (E1 `GameSummary`) and the game header (E2 `GameMeta`) share
/// (docs/backend.md#header-fields), decoded in one place. Scores, period and snapshot are
/// outcome-bearing; only the reveal policy reads them.
struct GameHeaderFields: Codable, Sendable, Equatable {
    var id: Int
    var leagueCode: String
    var gameDate: Date
    var homeTeam: String
    var awayTeam: String
    var homeTeamAbbr: String?
    var awayTeamAbbr: String?
    var isLive: Bool?
    var isFinal: Bool?
    var isPregame: Bool?
    var isTrulyCompleted: Bool?
    var readEligible: Bool?
    var homeScore: Int?
    var awayScore: Int?
    var currentPeriodLabel: String?
    var liveSnapshot: LiveSnapshot?
    var hasBoxscore: Bool
    var hasPlayerStats: Bool
    var hasOdds: Bool
    var hasSocial: Bool
    var hasPbp: Bool
    var hasFlow: Bool
    var hasAdvancedStats: Bool
    var playCount: Int
    var socialPostCount: Int
    var homeTeamColorLight: String?
    var homeTeamColorDark: String?
    var awayTeamColorLight: String?
    var awayTeamColorDark: String?
    var scrapeVersion: Int?
    var lastScrapedAt: Date?
    var lastIngestedAt: Date?
    var lastPbpAt: Date?
    var lastSocialAt: Date?
    var lastOddsAt: Date?
    var lastAdvancedStatsAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, leagueCode, gameDate, homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr
        case isLive, isFinal, isPregame, isTrulyCompleted, readEligible
        case homeScore, awayScore, currentPeriodLabel, liveSnapshot
        case hasBoxscore, hasPlayerStats, hasOdds, hasSocial, hasPbp, hasFlow, hasAdvancedStats
        case playCount, socialPostCount
        case homeTeamColorLight, homeTeamColorDark, awayTeamColorLight, awayTeamColorDark
        case scrapeVersion, lastScrapedAt, lastIngestedAt, lastPbpAt, lastSocialAt, lastOddsAt, lastAdvancedStatsAt
    }

    init(from decoder: Decoder) throws {
        try self.init(decoder.container(keyedBy: StringKey.self))
    }

    /// Reads the fields from a game object's container, which the caller may go on reading:
    /// one keyed container per game instead of three (each indexes every key of the object,
    /// and the feed decodes 59 games at start-up).
    init(_ c: KeyedDecodingContainer<StringKey>) throws {
        id = try c.decode(Int.self, forKey: StringKey("id"))
        leagueCode = try c.decode(String.self, forKey: StringKey("leagueCode"))
        // A machine field: a control character makes it bad data, not text to clean.
        guard TerminalSanitizer.clean(leagueCode) == leagueCode else {
            throw DecodingError.dataCorruptedError(forKey: StringKey("leagueCode"), in: c,
                                                   debugDescription: "league code with control characters")
        }
        gameDate = try c.decode(Date.self, forKey: StringKey("gameDate"))
        homeTeam = try c.decode(String.self, forKey: StringKey("homeTeam"))
        awayTeam = try c.decode(String.self, forKey: StringKey("awayTeam"))
        homeTeamAbbr = try c.decodeIfPresent(String.self, forKey: StringKey("homeTeamAbbr"))
        awayTeamAbbr = try c.decodeIfPresent(String.self, forKey: StringKey("awayTeamAbbr"))
        isLive = try c.decodeIfPresent(Bool.self, forKey: StringKey("isLive"))
        isFinal = try c.decodeIfPresent(Bool.self, forKey: StringKey("isFinal"))
        isPregame = try c.decodeIfPresent(Bool.self, forKey: StringKey("isPregame"))
        isTrulyCompleted = try c.decodeIfPresent(Bool.self, forKey: StringKey("isTrulyCompleted"))
        readEligible = try c.decodeIfPresent(Bool.self, forKey: StringKey("readEligible"))
        // Flat keys (older backend) or `score:{home,away}` (sda).
        (homeScore, awayScore) = try c.decodeScore(home: "homeScore", away: "awayScore", object: "score")
        currentPeriodLabel = try c.decodeIfPresent(String.self, forKey: StringKey("currentPeriodLabel"))
        liveSnapshot = try c.decodeIfPresent(LiveSnapshot.self, forKey: StringKey("liveSnapshot"))
        // Availability flags and counts are admin data: missing means none.
        hasBoxscore = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasBoxscore")) ?? false
        hasPlayerStats = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasPlayerStats")) ?? false
        hasOdds = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasOdds")) ?? false
        hasSocial = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasSocial")) ?? false
        hasPbp = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasPbp")) ?? false
        hasFlow = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasFlow")) ?? false
        hasAdvancedStats = try c.decodeIfPresent(Bool.self, forKey: StringKey("hasAdvancedStats")) ?? false
        playCount = try c.decodeIfPresent(Int.self, forKey: StringKey("playCount")) ?? 0
        socialPostCount = try c.decodeIfPresent(Int.self, forKey: StringKey("socialPostCount")) ?? 0
        homeTeamColorLight = try c.decodeIfPresent(String.self, forKey: StringKey("homeTeamColorLight"))
        homeTeamColorDark = try c.decodeIfPresent(String.self, forKey: StringKey("homeTeamColorDark"))
        awayTeamColorLight = try c.decodeIfPresent(String.self, forKey: StringKey("awayTeamColorLight"))
        awayTeamColorDark = try c.decodeIfPresent(String.self, forKey: StringKey("awayTeamColorDark"))
        scrapeVersion = try c.decodeIfPresent(Int.self, forKey: StringKey("scrapeVersion"))
        // Freshness stamps never fail a response (the module's lenient `Date?` decoding).
        lastScrapedAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastScrapedAt"))
        lastIngestedAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastIngestedAt"))
        lastPbpAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastPbpAt"))
        lastSocialAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastSocialAt"))
        lastOddsAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastOddsAt"))
        lastAdvancedStatsAt = try c.decodeIfPresent(Date.self, forKey: StringKey("lastAdvancedStatsAt"))
    }
}

/// A game-shaped response that embeds the shared header keys: the list's `GameSummary` and
/// the detail's `GameMeta`. The shared keys read and write as the carrier's own
/// (`game.homeTeam`), and state and league derive the same way for both.
@dynamicMemberLookup
protocol GameHeaderCarrying {
    /// The shared keys.
    var fields: GameHeaderFields { get set }
    /// The raw status (optional in the list, always sent in the detail).
    var rawStatus: GameStatus? { get }
}

extension GameHeaderCarrying {
    /// The game id.
    var id: Int { fields.id }

    /// The shared keys, read and written as the carrier's own.
    subscript<T>(dynamicMember keyPath: WritableKeyPath<GameHeaderFields, T>) -> T {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }

    /// The reader-facing state: status first, server flags as fallback, and the most
    /// cautious reading when the header's own data contradicts them (`GameState.from`).
    var state: GameState {
        GameState.from(status: rawStatus, isLive: fields.isLive, isFinal: fields.isFinal, isPregame: fields.isPregame,
                       hasPlayData: hasPlayData)
    }

    /// The header carries evidence that the game was played: a score, a snapshot, plays.
    var hasPlayData: Bool {
        fields.homeScore != nil || fields.awayScore != nil || fields.liveSnapshot?.homeScore != nil
            || fields.liveSnapshot?.awayScore != nil || fields.playCount > 0 || fields.hasPbp
    }

    /// The teams as the reader sees them.
    var teams: (home: TeamLabel, away: TeamLabel) {
        (TeamLabel(name: fields.homeTeam, abbreviation: fields.homeTeamAbbr),
         TeamLabel(name: fields.awayTeam, abbreviation: fields.awayTeamAbbr))
    }

    /// The league as an enum (unknown codes kept).
    var league: League { League(rawString: fields.leagueCode) }

    /// The current or final score: the header's, else the live snapshot's; nil unless both
    /// sides are known. Outcome-bearing: only the reveal policy reads it.
    var scorePair: (home: Int, away: Int)? {
        guard let home = fields.homeScore ?? fields.liveSnapshot?.homeScore,
              let away = fields.awayScore ?? fields.liveSnapshot?.awayScore else { return nil }
        return (home, away)
    }
}
