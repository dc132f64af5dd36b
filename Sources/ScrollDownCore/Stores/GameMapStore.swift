import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What one per-game state file holds: its name, the JSON key of its map and the value per game.
protocol GameMapKind: Sendable {
    associatedtype Value: Codable & Sendable & Equatable
    /// The file in the state directory, e.g. `read.json`.
    static var fileName: String { get }
    /// The key of the map inside the file, e.g. `read` or `positions`.
    static var key: String { get }
}

/// Which games the reader marked as read, and when, in `read.json`:
/// `{"version": 1, "read": {"123": "2026-01-23T03:00:00Z"}}`.
enum ReadMarks: GameMapKind {
    typealias Value = Date
    static let fileName = "read.json"
    static let key = "read"
}

/// Saved reading positions per game in `positions.json`:
/// `{"version": 1, "positions": {"123": {…ReadingPosition…}}}`.
enum ReadingPositions: GameMapKind {
    typealias Value = ReadingPosition
    static let fileName = "positions.json"
    static let key = "positions"
}

/// The read marks: a game is read when it has a date.
typealias ReadStateStore = GameMapStore<ReadMarks>
/// The reading positions.
typealias PositionStore = GameMapStore<ReadingPositions>

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

/// One value per game on top of `JSONFileStore` (atomic, locked, versioned): the read marks
/// and the reading positions, each its `Kind`.
struct GameMapStore<Kind: GameMapKind>: Sendable {
    let file: JSONFileStore<GameMapDocument<Kind>>

    /// The store of `Kind.fileName` in `directory` (normally the state directory).
    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent(Kind.fileName), clock: clock, notice: notice)
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
    /// callers each see the value the previous one left: everything `body` does happens before
    /// the next process may read the value, so N concurrent `read`s advance N steps.
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
