import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E3 response: the generated narrative of a game (camelCase, docs/backend.md#flow-blocks).
public struct GameFlow: Codable, Sendable, Equatable {
    var gameId: Int
    /// `flow.moments` in the wire format: moments live under `flow`, not at the top level.
    var moments: [FlowMoment]
    /// Top-level blocks; nil for older flows without blocks (fall back to moments).
    var blocks: [FlowBlock]?
    var plays: [FlowPlay]
    var validationPassed: Bool?
    var validationErrors: [String]
    var totalWords: Int?
    var homeTeam: String?
    var awayTeam: String?
    var homeTeamAbbr: String?
    var awayTeamAbbr: String?
    var leagueCode: String?
    var homeTeamColorLight: String?
    var homeTeamColorDark: String?
    var awayTeamColorLight: String?
    var awayTeamColorDark: String?

    enum CodingKeys: String, CodingKey {
        case gameId, flow, blocks, plays, validationPassed, validationErrors, totalWords
        case homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr, leagueCode
        case homeTeamColorLight, homeTeamColorDark, awayTeamColorLight, awayTeamColorDark
    }

    enum FlowKeys: String, CodingKey { case moments }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gameId = try c.decode(Int.self, forKey: .gameId)
        // `decodeNil` throws keyNotFound for an absent key, so check presence first:
        // absent and null both mean no moments.
        if c.contains(.flow), try c.decodeNil(forKey: .flow) == false {
            let flow = try c.nestedContainer(keyedBy: FlowKeys.self, forKey: .flow)
            moments = try flow.decodeIfPresent([FlowMoment].self, forKey: .moments) ?? []
        } else {
            moments = []
        }
        blocks = try c.decodeIfPresent([FlowBlock].self, forKey: .blocks)
        plays = try c.decodeIfPresent([FlowPlay].self, forKey: .plays) ?? []
        validationPassed = try c.decodeIfPresent(Bool.self, forKey: .validationPassed)
        validationErrors = try c.decodeIfPresent([String].self, forKey: .validationErrors) ?? []
        totalWords = try c.decodeIfPresent(Int.self, forKey: .totalWords)
        homeTeam = try c.decodeIfPresent(String.self, forKey: .homeTeam)
        awayTeam = try c.decodeIfPresent(String.self, forKey: .awayTeam)
        homeTeamAbbr = try c.decodeIfPresent(String.self, forKey: .homeTeamAbbr)
        awayTeamAbbr = try c.decodeIfPresent(String.self, forKey: .awayTeamAbbr)
        leagueCode = try c.decodeIfPresent(String.self, forKey: .leagueCode)
        homeTeamColorLight = try c.decodeIfPresent(String.self, forKey: .homeTeamColorLight)
        homeTeamColorDark = try c.decodeIfPresent(String.self, forKey: .homeTeamColorDark)
        awayTeamColorLight = try c.decodeIfPresent(String.self, forKey: .awayTeamColorLight)
        awayTeamColorDark = try c.decodeIfPresent(String.self, forKey: .awayTeamColorDark)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gameId, forKey: .gameId)
        var flow = c.nestedContainer(keyedBy: FlowKeys.self, forKey: .flow)
        try flow.encode(moments, forKey: .moments)
        try c.encodeIfPresent(blocks, forKey: .blocks)
        try c.encode(plays, forKey: .plays)
        try c.encodeIfPresent(validationPassed, forKey: .validationPassed)
        try c.encode(validationErrors, forKey: .validationErrors)
        try c.encodeIfPresent(totalWords, forKey: .totalWords)
        try c.encodeIfPresent(homeTeam, forKey: .homeTeam)
        try c.encodeIfPresent(awayTeam, forKey: .awayTeam)
        try c.encodeIfPresent(homeTeamAbbr, forKey: .homeTeamAbbr)
        try c.encodeIfPresent(awayTeamAbbr, forKey: .awayTeamAbbr)
        try c.encodeIfPresent(leagueCode, forKey: .leagueCode)
        try c.encodeIfPresent(homeTeamColorLight, forKey: .homeTeamColorLight)
        try c.encodeIfPresent(homeTeamColorDark, forKey: .homeTeamColorDark)
        try c.encodeIfPresent(awayTeamColorLight, forKey: .awayTeamColorLight)
        try c.encodeIfPresent(awayTeamColorDark, forKey: .awayTeamColorDark)
    }
}

/// A low-level stretch of plays under `flow.moments`; scores are `[away, home]`.
struct FlowMoment: Codable, Sendable, Equatable {
    var playIds: [Int]
    var explicitlyNarratedPlayIds: [Int]
    var period: Int
    var startClock: String?
    var endClock: String?
    var scoreBefore: [Int]
    var scoreAfter: [Int]
    /// Normally null: narratives live on blocks.
    var narrative: String?
    /// Opaque box score including team scores — outcome-bearing.
    var cumulativeBoxScore: JSONValue?

    enum CodingKeys: String, CodingKey {
        case playIds, explicitlyNarratedPlayIds, period, startClock, endClock, scoreBefore, scoreAfter
        case narrative, cumulativeBoxScore
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        playIds = try c.decodeIfPresent([Int].self, forKey: .playIds) ?? []
        explicitlyNarratedPlayIds = try c.decodeIfPresent([Int].self, forKey: .explicitlyNarratedPlayIds) ?? []
        period = try c.decodeIfPresent(Int.self, forKey: .period, in: ValueBounds.period, "period") ?? 1
        startClock = try c.decodeIfPresent(String.self, forKey: .startClock)
        endClock = try c.decodeIfPresent(String.self, forKey: .endClock)
        scoreBefore = try c.decodeIfPresent([Int].self, forKey: .scoreBefore, in: ValueBounds.score, "score") ?? []
        scoreAfter = try c.decodeIfPresent([Int].self, forKey: .scoreAfter, in: ValueBounds.score, "score") ?? []
        narrative = try c.decodeIfPresent(String.self, forKey: .narrative)
        cumulativeBoxScore = try c.decodeIfPresent(JSONValue.self, forKey: .cumulativeBoxScore)
    }
}

/// A consumer-facing narrative block; scores are `[away, home]`, `[0, 0]` when unknown.
struct FlowBlock: Codable, Sendable, Equatable {
    var blockIndex: Int
    var role: BlockRole
    var momentIndices: [Int]
    var periodStart: Int
    var periodEnd: Int
    var startClock: String?
    var endClock: String?
    var scoreBefore: [Int]
    var scoreAfter: [Int]
    var playIds: [Int]
    var keyPlayIds: [Int]
    var narrative: String?
    var miniBox: MiniBox?
    var embeddedSocialPostId: Int?

    enum CodingKeys: String, CodingKey {
        case blockIndex, role, momentIndices, periodStart, periodEnd, startClock, endClock
        case scoreBefore, scoreAfter, playIds, keyPlayIds, narrative, miniBox, embeddedSocialPostId
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        blockIndex = try c.decode(Int.self, forKey: .blockIndex)
        role = try c.decodeIfPresent(BlockRole.self, forKey: .role) ?? .unknown("")
        momentIndices = try c.decodeIfPresent([Int].self, forKey: .momentIndices) ?? []
        periodStart = try c.decodeIfPresent(Int.self, forKey: .periodStart, in: ValueBounds.period, "period") ?? 1
        periodEnd = try c.decodeIfPresent(Int.self, forKey: .periodEnd, in: ValueBounds.period, "period") ?? periodStart
        startClock = try c.decodeIfPresent(String.self, forKey: .startClock)
        endClock = try c.decodeIfPresent(String.self, forKey: .endClock)
        scoreBefore = try c.decodeIfPresent([Int].self, forKey: .scoreBefore, in: ValueBounds.score, "score") ?? []
        scoreAfter = try c.decodeIfPresent([Int].self, forKey: .scoreAfter, in: ValueBounds.score, "score") ?? []
        playIds = try c.decodeIfPresent([Int].self, forKey: .playIds) ?? []
        keyPlayIds = try c.decodeIfPresent([Int].self, forKey: .keyPlayIds) ?? []
        narrative = try c.decodeIfPresent(String.self, forKey: .narrative)
        miniBox = try c.decodeIfPresent(MiniBox.self, forKey: .miniBox)
        embeddedSocialPostId = try c.decodeIfPresent(Int.self, forKey: .embeddedSocialPostId)
    }

    /// The score before the block as named sides; nil when unknown (`[0, 0]`) or malformed.
    var awayHomeBefore: (away: Int, home: Int)? { Self.awayHome(scoreBefore) }
    /// The score after the block as named sides; nil when unknown (`[0, 0]`) or malformed.
    var awayHomeAfter: (away: Int, home: Int)? { Self.awayHome(scoreAfter) }

    /// Reads a wire score pair, which is `[away, home]` (docs/backend.md#scores).
    static func awayHome(_ pair: [Int]) -> (away: Int, home: Int)? {
        guard pair.count == 2, pair != [0, 0], pair.allSatisfy({ $0 >= 0 }) else { return nil }
        return (away: pair[0], home: pair[1])
    }
}

/// A block's narrative role (docs/backend.md#flow-blocks).
enum BlockRole: OpenEnum {
    case setup, momentumShift, response, decisionPoint, resolution
    case unknown(String)

    static let known: [BlockRole] = [.setup, .momentumShift, .response, .decisionPoint, .resolution]

    var rawString: String {
        switch self {
        case .setup: return "SETUP"
        case .momentumShift: return "MOMENTUM_SHIFT"
        case .response: return "RESPONSE"
        case .decisionPoint: return "DECISION_POINT"
        case .resolution: return "RESOLUTION"
        case .unknown(let raw): return raw
        }
    }
}

/// A play referenced by moments; `playId` equals `playIndex`.
struct FlowPlay: Codable, Sendable, Equatable {
    var playId: Int
    var playIndex: Int
    var period: Int
    var clock: String?
    var playType: String?
    var description: String?
    var homeScore: Int?
    var awayScore: Int?

    enum CodingKeys: String, CodingKey {
        case playId, playIndex, period, clock, playType, description, homeScore, awayScore
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        playIndex = try c.decode(Int.self, forKey: .playIndex)
        playId = try c.decodeIfPresent(Int.self, forKey: .playId) ?? playIndex
        period = try c.decodeIfPresent(Int.self, forKey: .period, in: ValueBounds.period, "period") ?? 1
        clock = try c.decodeIfPresent(String.self, forKey: .clock)
        playType = try c.decodeIfPresent(String.self, forKey: .playType)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        homeScore = try c.decodeIfPresent(Int.self, forKey: .homeScore, in: ValueBounds.score, "score")
        awayScore = try c.decodeIfPresent(Int.self, forKey: .awayScore, in: ValueBounds.score, "score")
    }
}
