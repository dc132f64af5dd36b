import Foundation

extension GameDetail {
    /// Refuses a box score with a figure outside `ValueBounds.stat` (or not finite), naming
    /// where it is (`nhlSkaters[3].goals`) but not what it is: a stat is outcome-bearing, and a
    /// number near `Int.max` would overflow the first sum made of it (issue 19).
    ///
    /// The stat lines are plain synthesized `Codable` structs with a dozen numeric fields each;
    /// one reflective walk checks them all, so a field added later is checked too.
    func checkStatBounds(codingPath: [CodingKey]) throws {
        func check(_ lines: [some Any]?, _ key: CodingKeys) throws {
            for (index, line) in (lines ?? []).enumerated() {
                for child in Mirror(reflecting: line).children {
                    guard let label = child.label else { continue }
                    let path = codingPath + [key, IndexKey(index), StringKey(label)]
                    if let normalized = child.value as? [NormalizedStat] {
                        for (offset, stat) in normalized.enumerated() {
                            try Self.check(stat.value, path: path + [IndexKey(offset), StringKey("value")])
                        }
                    } else if let stats = child.value as? [String: JSONValue] {
                        for (name, value) in stats { try Self.check(value, path: path + [StringKey(name)]) }
                    } else if let int = child.value as? Int {
                        try Self.check(.number(Double(int)), path: path)
                    } else if let double = child.value as? Double {
                        try Self.check(.number(double), path: path)
                    }
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

    private static func check(_ value: JSONValue, path: [CodingKey]) throws {
        guard case .number(let number) = value else { return }
        guard number.isFinite, ValueBounds.stat.contains(number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "stat outside -1000000…1000000"))
        }
    }
}

/// An array position in a coding path (`[3]`), for errors raised after decoding.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
