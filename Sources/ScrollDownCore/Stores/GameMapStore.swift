import Foundation

/// What one per-game state file holds: the JSON key of its map and the value per game.
protocol GameMapKind: Sendable {
    associatedtype Value: Codable & Sendable & Equatable
    /// The key of the map inside the file, e.g. `read` or `positions`.
    static var key: String { get }
}

/// A versioned file of one value per game: `{"version": 1, "<key>": {"123": …}}`. Game ids are
/// text because JSON object keys are strings; entries whose key is not a number are kept on
/// rewrite and skipped by `all()`.
struct GameMapDocument<Kind: GameMapKind>: VersionedDocument, Equatable {
    static var currentVersion: Int { 1 }
    static var empty: Self { Self() }

    var version = 1
    var entries: [String: Kind.Value] = [:]

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicCodingKey.self)
        version = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("version")) ?? Self.currentVersion
        entries = try container.decodeIfPresent([String: Kind.Value].self, forKey: DynamicCodingKey(Kind.key)) ?? [:]
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: DynamicCodingKey.self)
        try container.encode(version, forKey: DynamicCodingKey("version"))
        try container.encode(entries, forKey: DynamicCodingKey(Kind.key))
    }
}

/// One value per game on top of `JSONFileStore` (atomic, locked, versioned): the shared
/// mechanism of the read marks and the reading positions.
struct GameMapStore<Kind: GameMapKind>: Sendable {
    let file: JSONFileStore<GameMapDocument<Kind>>

    init(fileURL: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: fileURL, clock: clock, notice: notice)
    }

    func value(for gameID: Int) throws -> Kind.Value? {
        try file.read().entries[String(gameID)]
    }

    func all() throws -> [Int: Kind.Value] {
        var values: [Int: Kind.Value] = [:]
        for (key, value) in try file.read().entries {
            if let id = Int(key) { values[id] = value }
        }
        return values
    }

    /// Sets (or with nil removes) the value of one game.
    func set(_ value: Kind.Value?, for gameID: Int) throws {
        try file.update { $0.entries[String(gameID)] = value }
    }

    /// Reads, changes and writes the value of one game under the file's lock, so concurrent
    /// callers each see the value the previous one left.
    func update<R>(_ gameID: Int, _ body: (inout Kind.Value?) throws -> R) throws -> R {
        try file.update { document in
            var value = document.entries[String(gameID)]
            let result = try body(&value)
            document.entries[String(gameID)] = value
            return result
        }
    }

    /// Empties the map; the file is rewritten, not deleted.
    func removeAll() throws {
        try file.update { $0.entries.removeAll() }
    }
}
