import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The two backends name the same values differently (docs/backend.md#key-casing-and-dialects):
/// snake or camel keys, flat `homeScore`/`awayScore` or a `score:{home,away}` object. Each family's
/// decoder reads either spelling through these helpers, so the model the rest of the code sees is
/// one and nothing above the decoders learns which backend answered.

/// sda's `ScoreObject` (`{"home":int,"away":int}`, null when both sides are unknown).
/// Named keys: never confuse it with the old flow arrays, which are `[away, home]`.
struct ScoreObject: Decodable, Equatable {
    var home: Int?
    var away: Int?

    enum CodingKeys: String, CodingKey { case home, away }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        home = try c.decodeIfPresent(Int.self, forKey: .home, in: ValueBounds.score, "score")
        away = try c.decodeIfPresent(Int.self, forKey: .away, in: ValueBounds.score, "score")
    }
}

extension KeyedDecodingContainer where K == StringKey {
    /// The value under the first of `names` that is present and not null; nil when none is.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, anyOf names: String...) throws -> T? {
        for name in names {
            if let value = try decodeIfPresent(type, forKey: StringKey(name)) { return value }
        }
        return nil
    }

    /// The value under the first of `names` that is present; a key error names the first
    /// (the older dialect's) spelling when none is.
    func decode<T: Decodable>(_ type: T.Type, anyOf names: String...) throws -> T {
        for name in names where contains(StringKey(name)) {
            return try decode(type, forKey: StringKey(name))
        }
        return try decode(type, forKey: StringKey(names[0]))
    }

    /// A home/away pair: the flat keys when either is sent, else the score object.
    func decodeScore(home: String, away: String, object: String) throws -> (home: Int?, away: Int?) {
        let flatHome = try decodeIfPresent(Int.self, forKey: StringKey(home), in: ValueBounds.score, "score")
        let flatAway = try decodeIfPresent(Int.self, forKey: StringKey(away), in: ValueBounds.score, "score")
        if flatHome != nil || flatAway != nil { return (flatHome, flatAway) }
        let pair = try decodeIfPresent(ScoreObject.self, forKey: StringKey(object))
        return (pair?.home, pair?.away)
    }
}
