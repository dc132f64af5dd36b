import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Direct reads of an object's members, for the one model read by hand on the fast path
/// (`PlayEntry`, hundreds a detail): no keyed container, no `CodingKey` value, no generic
/// dispatch per field. Each read throws exactly when the keyed container's read of the same
/// member would.
extension FastJSONDecoderImpl {
    /// Tape index of `name`'s value in `object`, or nil when absent.
    @inline(__always)
    func member(_ object: Int, _ name: StaticString) -> Int? {
        lookup(object, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Tape index of `name`'s value when present and not null (`decodeIfPresent`'s nil).
    @inline(__always)
    func present(_ object: Int, _ name: StaticString) -> Int? {
        guard let index = member(object, name), entries[index].kind != .null else { return nil }
        return index
    }

    /// Throws as `container(keyedBy:)` does unless `index` holds an object.
    func requireObject(_ index: Int) throws {
        guard entries[index].kind == .object else { throw mismatch([String: Any].self, at: index) }
    }

    /// `decode(Int.self, forKey:)`.
    func int(_ object: Int, _ name: StaticString) throws -> Int {
        guard let index = member(object, name) else { throw missing(name) }
        return try integer(Int.self, at: index)
    }

    /// `decodeIfPresent(Int.self, forKey:)`, refused outside `range` like `ValueBounds`' reads.
    func int(_ object: Int, _ name: StaticString, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let index = present(object, name) else { return nil }
        let value = try integer(Int.self, at: index)
        if let range, !range.contains(value) {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "outside \(range)"))
        }
        return value
    }

    /// The keyed container's error for an absent key.
    func missing(_ name: StaticString) -> DecodingError {
        .keyNotFound(FastJSONKey(stringValue: "\(name)"), .init(codingPath: [], debugDescription: "missing"))
    }

    /// `decodeIfPresent(String.self, forKey:)`.
    func string(_ object: Int, _ name: StaticString) throws -> String? {
        guard let index = present(object, name) else { return nil }
        return try string(at: index)
    }

    /// `decodeIfPresent(Bool.self, forKey:)`.
    func bool(_ object: Int, _ name: StaticString) throws -> Bool? {
        guard let index = present(object, name) else { return nil }
        return try bool(at: index)
    }

    /// `decodeIfPresent(E.self, forKey:)` for an open enum: its string, refused when it holds
    /// control characters as `OpenEnum.init(from:)` refuses it, without a trip through the
    /// generic `init(from:)` (a play's phase, hundreds a game).
    func openEnum<E: OpenEnum>(_ type: E.Type, _ object: Int, _ name: StaticString) throws -> E? {
        guard let raw = try string(object, name) else { return nil }
        if Echo.hasHiddenCharacters(raw) {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "control characters in an enumerated value"))
        }
        return E(rawString: raw)
    }

    /// `decodeIfPresent([T].self, forKey:)` with each element read by `element` from its tape
    /// index: no unkeyed container, no dynamic cast per element (a game's hundreds of plays).
    func array<T>(_ object: Int, _ name: StaticString, _ element: (Int) throws -> T) throws -> [T]? {
        guard let index = present(object, name) else { return nil }
        guard entries[index].kind == .array else { throw mismatch([Any].self, at: index) }
        let count = entries[index].length
        var result: [T] = []
        result.reserveCapacity(count)
        var next = index + 1
        for _ in 0..<count {
            result.append(try element(next))
            next = entries[next].end
        }
        return result
    }

    /// `KeyedDecodingContainer<StringKey>.decodeScore`: the flat keys when either is sent,
    /// else the score object (`ScoreObject`, each side in `ValueBounds.score`).
    func score(_ object: Int, home: StaticString, away: StaticString, object key: StaticString) throws -> (home: Int?, away: Int?) {
        let flatHome = try int(object, home, in: ValueBounds.score)
        let flatAway = try int(object, away, in: ValueBounds.score)
        if flatHome != nil || flatAway != nil { return (flatHome, flatAway) }
        guard let pair = present(object, key) else { return (nil, nil) }
        try requireObject(pair)
        return (try int(pair, "home", in: ValueBounds.score), try int(pair, "away", in: ValueBounds.score))
    }
}
