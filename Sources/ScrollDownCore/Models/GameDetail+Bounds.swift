import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameDetail {
    /// Refuses box-score numbers outside `ValueBounds.stat` (a hostile or broken server), with
    /// the coding path of the first one, as every other decode-time bound does.
    ///
    /// Each line type lists its numbers itself (`BoundedStatLine`); `StatBoundsTests` walks
    /// every line type's fields by reflection and fails when one holds a number the list
    /// misses, so a field added later cannot go unchecked. Reflecting at run time instead would
    /// cost a noticeable share of the timeline's start-up.
    func checkStatBounds(codingPath: [CodingKey]) throws {
        func check(_ lines: [some BoundedStatLine]?, _ key: CodingKeys) throws {
            for (index, line) in (lines ?? []).enumerated() {
                func path(_ tail: CodingKey...) -> [CodingKey] { codingPath + [key, IndexKey(index)] + tail }
                for (label, value) in line.numericFields {
                    if let value { try Self.check(.number(value), path: path(StringKey(label))) }
                }
                for (name, value) in line.statsObject {
                    try Self.check(value, path: path(StringKey("stats"), StringKey(name)))
                }
                for (offset, stat) in (line.normalizedStats ?? []).enumerated() {
                    try Self.check(stat.value, path: path(StringKey("normalizedStats"), IndexKey(offset), StringKey("value")))
                }
            }
        }
        try check(teamStats, .teamStats)
        try check(playerStats, .playerStats)
        try check(nhlSkaters, .nhlSkaters)
        try check(nhlGoalies, .nhlGoalies)
        try check(mlbBatters, .mlbBatters)
        try check(mlbPitchers, .mlbPitchers)
    }

    private static func check(_ value: JSONValue, path: @autoclosure () -> [CodingKey]) throws {
        guard case .number(let number) = value else { return }
        guard number.isFinite, ValueBounds.stat.contains(number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: "stat outside -1000000…1000000"))
        }
    }
}

/// A box-score line whose numbers are bounded when a game decodes. No requirement has a
/// default: a line type says for each part what it holds, even when that is nothing.
protocol BoundedStatLine {
    /// Every numeric field by its key; nil when the server sent none.
    var numericFields: [(String, Double?)] { get }
    /// The free-form `stats` object (team lines), else empty.
    var statsObject: [String: JSONValue] { get }
    /// The display-ready stats, whose `value`s are bounded too.
    var normalizedStats: [NormalizedStat]? { get }
}

extension TeamStat: BoundedStatLine {
    var numericFields: [(String, Double?)] { [] }
    var statsObject: [String: JSONValue] { stats }
}

extension PlayerStat: BoundedStatLine {
    var numericFields: [(String, Double?)] {
        [("minutes", minutes), ("points", points.map(Double.init)), ("rebounds", rebounds.map(Double.init)),
         ("assists", assists.map(Double.init))]
    }
    var statsObject: [String: JSONValue] { [:] }
}

extension NHLSkaterStat: BoundedStatLine {
    var numericFields: [(String, Double?)] {
        [("goals", goals), ("assists", assists), ("points", points), ("shotsOnGoal", shotsOnGoal), ("plusMinus", plusMinus),
         ("penaltyMinutes", penaltyMinutes), ("hits", hits), ("blockedShots", blockedShots)].map { ($0, $1.map(Double.init)) }
    }
    var statsObject: [String: JSONValue] { [:] }
    var normalizedStats: [NormalizedStat]? { nil }
}

extension NHLGoalieStat: BoundedStatLine {
    var numericFields: [(String, Double?)] {
        [("shotsAgainst", shotsAgainst.map(Double.init)), ("saves", saves.map(Double.init)),
         ("goalsAgainst", goalsAgainst.map(Double.init)), ("savePercentage", savePercentage)]
    }
    var statsObject: [String: JSONValue] { [:] }
    var normalizedStats: [NormalizedStat]? { nil }
}

extension MLBBatterStat: BoundedStatLine {
    var numericFields: [(String, Double?)] {
        [("atBats", atBats), ("hits", hits), ("runs", runs), ("rbi", rbi), ("homeRuns", homeRuns), ("baseOnBalls", baseOnBalls),
         ("strikeOuts", strikeOuts), ("stolenBases", stolenBases)].map { ($0, $1.map(Double.init)) }
    }
    var statsObject: [String: JSONValue] { [:] }
    var normalizedStats: [NormalizedStat]? { nil }
}

extension MLBPitcherStat: BoundedStatLine {
    var numericFields: [(String, Double?)] {
        [("hits", hits), ("runs", runs), ("earnedRuns", earnedRuns), ("baseOnBalls", baseOnBalls), ("strikeOuts", strikeOuts),
         ("homeRuns", homeRuns), ("pitchCount", pitchCount), ("strikes", strikes)].map { ($0, $1.map(Double.init)) }
    }
    var statsObject: [String: JSONValue] { [:] }
    var normalizedStats: [NormalizedStat]? { nil }
}

/// An array position in a coding path (`[3]`), for errors raised after decoding.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
