import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One play of E2 `plays[]` (camelCase in both dialects). Scores, tier and description are
/// outcome-bearing.
struct PlayEntry: Codable, Sendable, Equatable {
    var playIndex: Int
    var quarter: Int?
    var gameClock: String?
    var periodLabel: String?
    var timeLabel: String?
    var playType: String?
    var teamAbbreviation: String?
    var playerName: String?
    var description: String?
    var homeScore: Int?
    var awayScore: Int?
    var tier: PlayTier?
    var scoreChanged: Bool?
    var scoringTeamAbbr: String?
    var pointsScored: Int?
    var homeScoreBefore: Int?
    var awayScoreBefore: Int?
    var phase: PlayPhase?
    /// NHL's own period kind (`REG`, `OT`, `SO`; sda only, null elsewhere): it decides a
    /// shootout where a label counts periods (`2OT`).
    var periodType: String?

    enum CodingKeys: String, CodingKey {
        case playIndex, quarter, gameClock, periodLabel, timeLabel, playType, teamAbbreviation, playerName
        case description, homeScore, awayScore, tier, scoreChanged, scoringTeamAbbr, pointsScored
        case homeScoreBefore, awayScoreBefore, phase, periodType
    }

    init(from decoder: Decoder) throws {
        if let fast = decoder as? FastJSONDecoderImpl {
            self = try PlayEntry(fast: fast, at: fast.top)
            return
        }
        // One container for every key: building a keyed container indexes the whole object,
        // and a game has hundreds of plays (a second container per play cost a fifth of the
        // timeline's decoding).
        let c = try decoder.container(keyedBy: StringKey.self)
        func key(_ name: CodingKeys) -> StringKey { StringKey(name.stringValue) }
        playIndex = try c.decode(Int.self, forKey: key(.playIndex))
        quarter = try c.decodeIfPresent(Int.self, forKey: key(.quarter), in: ValueBounds.period, "period")
        gameClock = try c.decodeIfPresent(String.self, forKey: key(.gameClock))
        periodLabel = try c.decodeIfPresent(String.self, forKey: key(.periodLabel))
        timeLabel = try c.decodeIfPresent(String.self, forKey: key(.timeLabel))
        playType = try c.decodeIfPresent(String.self, forKey: key(.playType))
        teamAbbreviation = try c.decodeIfPresent(String.self, forKey: key(.teamAbbreviation))
        playerName = try c.decodeIfPresent(String.self, forKey: key(.playerName))
        description = try c.decodeIfPresent(String.self, forKey: key(.description))
        // Flat keys (older backend) or `score`/`scoreBefore` objects (sda).
        (homeScore, awayScore) = try c.decodeScore(home: "homeScore", away: "awayScore", object: "score")
        (homeScoreBefore, awayScoreBefore) = try c.decodeScore(
            home: "homeScoreBefore", away: "awayScoreBefore", object: "scoreBefore")
        tier = try c.decodeIfPresent(PlayTier.self, forKey: key(.tier))
        scoreChanged = try c.decodeIfPresent(Bool.self, forKey: key(.scoreChanged))
        scoringTeamAbbr = try c.decodeIfPresent(String.self, forKey: key(.scoringTeamAbbr))
        pointsScored = try c.decodeIfPresent(Int.self, forKey: key(.pointsScored), in: ValueBounds.points, "points")
        phase = try c.decodeIfPresent(PlayPhase.self, forKey: key(.phase))
        periodType = try c.decodeIfPresent(String.self, forKey: key(.periodType))
    }
}

extension PlayEntry {
    /// `init(from:)` read straight off the fast decoder's tape, field for field the same
    /// reads (a game has hundreds of plays: a keyed container's per-field dispatch would be
    /// most of their decoding). FastJSONDecoderTests holds the two to the same values and
    /// errors.
    init(fast impl: FastJSONDecoderImpl, at object: Int) throws {
        try impl.requireObject(object)
        playIndex = try impl.int(object, "playIndex")
        quarter = try impl.int(object, "quarter", in: ValueBounds.period)
        gameClock = try impl.string(object, "gameClock")
        periodLabel = try impl.string(object, "periodLabel")
        timeLabel = try impl.string(object, "timeLabel")
        playType = try impl.string(object, "playType")
        teamAbbreviation = try impl.string(object, "teamAbbreviation")
        playerName = try impl.string(object, "playerName")
        description = try impl.string(object, "description")
        (homeScore, awayScore) = try impl.score(object, home: "homeScore", away: "awayScore", object: "score")
        (homeScoreBefore, awayScoreBefore) = try impl.score(
            object, home: "homeScoreBefore", away: "awayScoreBefore", object: "scoreBefore")
        tier = try impl.int(object, "tier").map(PlayTier.init(rawValue:))
        scoreChanged = try impl.bool(object, "scoreChanged")
        scoringTeamAbbr = try impl.string(object, "scoringTeamAbbr")
        pointsScored = try impl.int(object, "pointsScored", in: ValueBounds.points)
        phase = try impl.openEnum(PlayPhase.self, object, "phase")
        periodType = try impl.string(object, "periodType")
    }
}

/// A play's importance (docs/backend.md#tiers-and-phases); tier 1 means the score changed.
enum PlayTier: Codable, Sendable, Hashable {
    case scoring
    case notable
    case routine
    case unknown(Int)

    /// Maps the server's integer.
    init(rawValue: Int) {
        switch rawValue {
        case 1: self = .scoring
        case 2: self = .notable
        case 3: self = .routine
        default: self = .unknown(rawValue)
        }
    }

    /// The server's integer.
    var rawValue: Int {
        switch self {
        case .scoring: return 1
        case .notable: return 2
        case .routine: return 3
        case .unknown(let value): return value
        }
    }

    init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}

/// A play's phase of the game (docs/backend.md#tiers-and-phases); `ot` reveals overtime.
enum PlayPhase: OpenEnum {
    case early, mid, late, ot
    case unknown(String)

    static let known: [PlayPhase] = [.early, .mid, .late, .ot]

    var rawString: String {
        switch self {
        case .early: return "early"
        case .mid: return "mid"
        case .late: return "late"
        case .ot: return "ot"
        case .unknown(let raw): return raw
        }
    }
}
