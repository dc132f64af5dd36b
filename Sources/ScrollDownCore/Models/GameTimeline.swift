import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E4 response: merged pbp/tweet/odds events (camelCase envelope, snake_case entries).
public struct GameTimeline: Codable, Sendable, Equatable {
    var gameId: Int
    var sport: String?
    var timelineVersion: String?
    var generatedAt: Date?
    var timeline: [TimelineEntry]
    /// Free-form prose and highlights — outcome-bearing.
    var summary: JSONValue?
    /// Free-form analysis — outcome-bearing.
    var gameAnalysis: JSONValue?

    enum CodingKeys: String, CodingKey {
        case gameId, sport, timelineVersion, generatedAt, timeline, summary, gameAnalysis
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gameId = try c.decode(Int.self, forKey: .gameId)
        sport = try c.decodeIfPresent(String.self, forKey: .sport)
        timelineVersion = try c.decodeIfPresent(String.self, forKey: .timelineVersion)
        generatedAt = try c.decodeIfPresent(Date.self, forKey: .generatedAt)
        timeline = try c.decodeIfPresent([TimelineEntry].self, forKey: .timeline) ?? []
        summary = try c.decodeIfPresent(JSONValue.self, forKey: .summary)
        gameAnalysis = try c.decodeIfPresent(JSONValue.self, forKey: .gameAnalysis)
    }
}

/// One timeline event; which optional fields are set depends on `eventType`.
struct TimelineEntry: Codable, Sendable, Equatable {
    var eventType: TimelineEventType
    var phase: String?
    var intraPhaseOrder: Int?
    var syntheticTimestamp: Date?
    // pbp
    var playIndex: Int?
    var quarter: Int?
    var block: Int?
    var gameClock: String?
    var description: String?
    var playType: String?
    var teamAbbreviation: String?
    var playerName: String?
    var homeScore: Int?
    var awayScore: Int?
    var gameProgress: Double?
    // tweet
    var role: String?
    var author: String?
    var handle: String?
    var text: String?
    // odds
    var oddsType: String?
    var book: String?
    var markets: JSONValue?

    enum CodingKeys: String, CodingKey {
        case eventType = "event_type"
        case phase
        case intraPhaseOrder = "intra_phase_order"
        case syntheticTimestamp = "synthetic_timestamp"
        case playIndex = "play_index"
        case quarter, block
        case gameClock = "game_clock"
        case description
        case playType = "play_type"
        case teamAbbreviation = "team_abbreviation"
        case playerName = "player_name"
        case homeScore = "home_score"
        case awayScore = "away_score"
        case gameProgress = "game_progress"
        case role, author, handle, text
        case oddsType = "odds_type"
        case book, markets
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        eventType = try c.decodeIfPresent(TimelineEventType.self, forKey: .eventType) ?? .unknown("")
        phase = try c.decodeIfPresent(String.self, forKey: .phase)
        intraPhaseOrder = try c.decodeIfPresent(Int.self, forKey: .intraPhaseOrder)
        syntheticTimestamp = try c.decodeIfPresent(Date.self, forKey: .syntheticTimestamp)
        playIndex = try c.decodeIfPresent(Int.self, forKey: .playIndex)
        quarter = try c.decodeIfPresent(Int.self, forKey: .quarter, in: ValueBounds.period, "period")
        block = try? c.decodeIfPresent(Int.self, forKey: .block)
        gameClock = try c.decodeIfPresent(String.self, forKey: .gameClock)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        playType = try c.decodeIfPresent(String.self, forKey: .playType)
        teamAbbreviation = try c.decodeIfPresent(String.self, forKey: .teamAbbreviation)
        playerName = try c.decodeIfPresent(String.self, forKey: .playerName)
        homeScore = try c.decodeIfPresent(Int.self, forKey: .homeScore, in: ValueBounds.score, "score")
        awayScore = try c.decodeIfPresent(Int.self, forKey: .awayScore, in: ValueBounds.score, "score")
        gameProgress = try c.decodeIfPresent(Double.self, forKey: .gameProgress, in: 0...1, "game progress")
        role = try c.decodeIfPresent(String.self, forKey: .role)
        author = try c.decodeIfPresent(String.self, forKey: .author)
        handle = try c.decodeIfPresent(String.self, forKey: .handle)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        oddsType = try c.decodeIfPresent(String.self, forKey: .oddsType)
        book = try c.decodeIfPresent(String.self, forKey: .book)
        markets = try c.decodeIfPresent(JSONValue.self, forKey: .markets)
    }
}

/// The kind of a timeline entry.
enum TimelineEventType: OpenEnum {
    case pbp, tweet, odds
    case unknown(String)

    static let known: [TimelineEventType] = [.pbp, .tweet, .odds]

    var rawString: String {
        switch self {
        case .pbp: return "pbp"
        case .tweet: return "tweet"
        case .odds: return "odds"
        case .unknown(let raw): return raw
        }
    }
}
