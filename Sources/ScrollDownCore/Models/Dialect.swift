import Foundation

/// The two backends name the same values differently (CONTRACT.md vs CONTRACT-sda.md): snake
/// or camel keys, flat `homeScore`/`awayScore` or a `score:{home,away}` object. Each family's
/// decoder reads either spelling through these helpers, so the model the rest of the code
/// sees is one and nothing above the decoders learns which backend answered.
struct DialectKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// sda's `ScoreObject` (`{"home":int,"away":int}`, null when both sides are unknown).
/// Named keys: never confuse it with the old flow arrays, which are `[away, home]`.
struct ScoreObject: Decodable, Equatable {
    var home: Int?
    var away: Int?
}

extension KeyedDecodingContainer where K == DialectKey {
    /// The value under the first of `names` that is present and not null; nil when none is.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, anyOf names: String...) throws -> T? {
        for name in names {
            if let value = try decodeIfPresent(type, forKey: DialectKey(name)) { return value }
        }
        return nil
    }

    /// The value under the first of `names` that is present; a key error names the first
    /// (the older dialect's) spelling when none is.
    func decode<T: Decodable>(_ type: T.Type, anyOf names: String...) throws -> T {
        for name in names where contains(DialectKey(name)) {
            return try decode(type, forKey: DialectKey(name))
        }
        return try decode(type, forKey: DialectKey(names[0]))
    }

    /// A home/away pair: the flat keys when either is sent, else the score object.
    func decodeScore(home: String, away: String, object: String) throws -> (home: Int?, away: Int?) {
        let flatHome = try decodeIfPresent(Int.self, forKey: DialectKey(home))
        let flatAway = try decodeIfPresent(Int.self, forKey: DialectKey(away))
        if flatHome != nil || flatAway != nil { return (flatHome, flatAway) }
        let pair = try decodeIfPresent(ScoreObject.self, forKey: DialectKey(object))
        return (pair?.home, pair?.away)
    }
}
