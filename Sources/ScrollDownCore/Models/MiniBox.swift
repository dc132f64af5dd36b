import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A block's player stats per side (team score removed server-side) — outcome-bearing.
struct MiniBox: Codable, Sendable, Equatable {
    var home: MiniBoxTeam?
    var away: MiniBoxTeam?
    var blockStars: [String]

    enum CodingKeys: String, CodingKey { case home, away, blockStars }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        home = try c.decodeIfPresent(MiniBoxTeam.self, forKey: .home)
        away = try c.decodeIfPresent(MiniBoxTeam.self, forKey: .away)
        blockStars = try c.decodeIfPresent([String].self, forKey: .blockStars) ?? []
    }
}

/// One side of a mini box.
struct MiniBoxTeam: Codable, Sendable, Equatable {
    var team: String?
    var players: [MiniBoxPlayer]

    enum CodingKeys: String, CodingKey { case team, players }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        team = try c.decodeIfPresent(String.self, forKey: .team)
        players = try c.decodeIfPresent([MiniBoxPlayer].self, forKey: .players) ?? []
    }
}

/// A player in a mini box: the name plus every integer stat under its wire key
/// (`pts`, `3pm`, `deltaPts`, `goals`, …), since the key set differs per sport.
struct MiniBoxPlayer: Codable, Sendable, Equatable {
    var name: String
    var stats: [String: Int]

    init(name: String, stats: [String: Int]) {
        self.name = name
        self.stats = stats
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        name = try c.decode(String.self, forKey: StringKey(stringValue: "name"))
        var stats: [String: Int] = [:]
        for key in c.allKeys where key.stringValue != "name" {
            // Non-integer values (null, text) and figures outside `ValueBounds.stat` are
            // skipped rather than failing the flow: never used, never printed.
            if let value = try? c.decode(JSONValue.self, forKey: key), let int = value.intValue,
               ValueBounds.stat.contains(Double(int)) {
                stats[key.stringValue] = int
            }
        }
        self.stats = stats
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encode(name, forKey: StringKey(stringValue: "name"))
        for (key, value) in stats { try c.encode(value, forKey: StringKey(stringValue: key)) }
    }

    /// The stat under a wire key, e.g. `pts` or `3pm`.
    subscript(key: String) -> Int? { stats[key] }
}
