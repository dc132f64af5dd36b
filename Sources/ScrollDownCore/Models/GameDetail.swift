import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E2 response: one game with box scores, odds, posts and plays (camelCase; sda's score
/// objects and NHL period kinds read into the same model: docs/backend.md#game-detail).
public struct GameDetail: Codable, Sendable, Equatable {
    var game: GameMeta
    var teamStats: [TeamStat]
    var playerStats: [PlayerStat]
    var nhlSkaters: [NHLSkaterStat]?
    var nhlGoalies: [NHLGoalieStat]?
    var mlbBatters: [MLBBatterStat]?
    var mlbPitchers: [MLBPitcherStat]?
    var odds: [OddsEntry]
    var oddsTable: [OddsTableMarket]?
    var socialPosts: [SocialPostEntry]
    var plays: [PlayEntry]
    var derivedMetrics: [String: JSONValue]
    var dataHealth: DataHealth?
    var statAnnotations: [StatAnnotation]?

    // Not decoded, because nothing shows them and decoding is most of a command's work (decode
    // only what a view needs): `rawPayloads`, the per-player `rawStats`, `groupedPlays` and
    // the thirteen opaque `*AdvancedStats` lists. All are outcome-bearing admin data
    // (docs/backend.md#outcome-game-detail); unknown keys are ignored, so responses still decode.

    enum CodingKeys: String, CodingKey {
        case game, teamStats, playerStats, nhlSkaters, nhlGoalies, mlbBatters, mlbPitchers
        case odds, oddsTable, socialPosts, plays, derivedMetrics
        case dataHealth, statAnnotations
    }

    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, parts: .whole)
    }

    /// Reads the parts asked for; the others stay empty, as for a response without them.
    init(from decoder: Decoder, parts: Parts) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        game = try c.decode(GameMeta.self, forKey: .game)
        guard parts != .headerAndPlays else {
            (teamStats, playerStats, odds, socialPosts, derivedMetrics) = ([], [], [], [], [:])
            plays = try Self.plays(c, decoder)
            labelShootouts()
            return
        }
        teamStats = try c.decodeIfPresent([TeamStat].self, forKey: .teamStats) ?? []
        playerStats = try c.decodeIfPresent([PlayerStat].self, forKey: .playerStats) ?? []
        nhlSkaters = try c.decodeIfPresent([NHLSkaterStat].self, forKey: .nhlSkaters)
        nhlGoalies = try c.decodeIfPresent([NHLGoalieStat].self, forKey: .nhlGoalies)
        mlbBatters = try c.decodeIfPresent([MLBBatterStat].self, forKey: .mlbBatters)
        mlbPitchers = try c.decodeIfPresent([MLBPitcherStat].self, forKey: .mlbPitchers)
        odds = try c.decodeIfPresent([OddsEntry].self, forKey: .odds) ?? []
        oddsTable = try c.decodeIfPresent([OddsTableMarket].self, forKey: .oddsTable)
        socialPosts = try c.decodeIfPresent([SocialPostEntry].self, forKey: .socialPosts) ?? []
        plays = try Self.plays(c, decoder)
        derivedMetrics = try c.decodeIfPresent([String: JSONValue].self, forKey: .derivedMetrics) ?? [:]
        dataHealth = try c.decodeIfPresent(DataHealth.self, forKey: .dataHealth)
        statAnnotations = try c.decodeIfPresent([StatAnnotation].self, forKey: .statAnnotations)
        try checkStatBounds(codingPath: c.codingPath)
        labelShootouts()
    }

    /// The plays, read straight off the fast decoder's tape when it is the one decoding: the
    /// one model read by hand there (`PlayEntry(fast:at:)`), because a detail holds hundreds
    /// of plays and a keyed container's per-field dispatch would be most of their decoding
    /// (docs/PERFORMANCE.md has the figures).
    private static func plays(_ c: KeyedDecodingContainer<CodingKeys>, _ decoder: Decoder) throws -> [PlayEntry] {
        guard let fast = decoder as? FastJSONDecoderImpl else {
            return try c.decodeIfPresent([PlayEntry].self, forKey: .plays) ?? []
        }
        return try fast.array(fast.top, "plays") { try PlayEntry(fast: fast, at: $0) } ?? []
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
        try c.encode(derivedMetrics, forKey: .derivedMetrics)
        try c.encodeIfPresent(dataHealth, forKey: .dataHealth)
        try c.encodeIfPresent(statAnnotations, forKey: .statAnnotations)
    }
}

extension GameDetail {
    /// What of a detail a command reads. The timeline and `read` show the header and the
    /// plays only: the box score, odds and posts are a third of a detail's decoding,
    /// so they are not read for them. A part not read is empty, as in a response without it.
    public enum Parts: Sendable, Equatable {
        /// Everything the model holds.
        case whole
        /// The header and the plays.
        case headerAndPlays
        /// The whole, from the admin routes whatever serves the games: only they carry odds
        /// (the consumer detail has none), so `odds` asks them as `fairbet` asks its routes,
        /// and a key they refuse is said to be refused instead of "no odds".
        case withOdds
    }
}

/// A response read as a detail: the whole of it, or only some parts (`GameDetail.Parts`).
/// The service decodes and caches by type, so each way of reading is a type.
protocol GameDetailResponse: Decodable, Sendable {
    var detail: GameDetail { get }
}

extension GameDetail: GameDetailResponse {
    var detail: GameDetail { self }
}

/// A detail read with its header and plays only (`Parts.headerAndPlays`).
struct HeaderAndPlaysDetail: GameDetailResponse {
    let detail: GameDetail

    init(from decoder: Decoder) throws {
        detail = try GameDetail(from: decoder, parts: .headerAndPlays)
    }
}

/// The E2 header: `GameSummary`'s shared keys plus season, team ids and X handles
/// (docs/backend.md#header-fields). Shared keys read as the header's own through dynamic member
/// lookup.
struct GameMeta: GameHeaderCarrying, Codable, Sendable, Equatable {
    /// The keys the header shares with the games list.
    var fields: GameHeaderFields
    var season: Int?
    var seasonType: String?
    var homeTeamId: Int?
    var awayTeamId: Int?
    var homeTeamXHandle: String?
    var awayTeamXHandle: String?
    /// Nil when the server sends none (the consumer detail may send `null`): the state then comes
    /// from the flags, as for a status this client does not know.
    var status: GameStatus?

    enum CodingKeys: String, CodingKey {
        case season, seasonType, homeTeamId, awayTeamId, homeTeamXHandle, awayTeamXHandle, status
    }

    init(from decoder: Decoder) throws {
        fields = try GameHeaderFields(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        season = Self.year(try c.decodeIfPresent(Int.self, forKey: .season))
        seasonType = try c.decodeIfPresent(String.self, forKey: .seasonType)
        homeTeamId = try c.decodeIfPresent(Int.self, forKey: .homeTeamId)
        awayTeamId = try c.decodeIfPresent(Int.self, forKey: .awayTeamId)
        homeTeamXHandle = try c.decodeIfPresent(String.self, forKey: .homeTeamXHandle)
        awayTeamXHandle = try c.decodeIfPresent(String.self, forKey: .awayTeamXHandle)
        status = try c.decodeIfPresent(GameStatus.self, forKey: .status)
    }

    func encode(to encoder: Encoder) throws {
        try fields.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(season, forKey: .season)
        try c.encodeIfPresent(seasonType, forKey: .seasonType)
        try c.encodeIfPresent(homeTeamId, forKey: .homeTeamId)
        try c.encodeIfPresent(awayTeamId, forKey: .awayTeamId)
        try c.encodeIfPresent(homeTeamXHandle, forKey: .homeTeamXHandle)
        try c.encodeIfPresent(awayTeamXHandle, forKey: .awayTeamXHandle)
        try c.encodeIfPresent(status, forKey: .status)
    }

    /// A season is a year; anything else is no season, never printed.
    static func year(_ season: Int?) -> Int? {
        season.flatMap { (1800...3000).contains($0) ? $0 : nil }
    }

    /// The status as sent (the header carrier derives state from it).
    var rawStatus: GameStatus? { status }
}
