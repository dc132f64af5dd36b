import Foundation

/// Saved reading positions per game in `positions.json`.
public struct PositionStore: Sendable {
    let file: JSONFileStore<PositionDocument>

    /// Creates the store for `positions.json` in `directory` (normally the state directory).
    public init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("positions.json"), clock: clock, notice: notice)
    }

    /// The saved position for a game, if any.
    public func position(for gameID: Int) throws -> ReadingPosition? {
        try file.read().positions[String(gameID)]
    }

    /// Every saved position by game id.
    public func all() throws -> [Int: ReadingPosition] {
        var positions: [Int: ReadingPosition] = [:]
        for (key, position) in try file.read().positions {
            if let id = Int(key) { positions[id] = position }
        }
        return positions
    }

    /// Saves (replaces) the position for a game.
    public func save(_ position: ReadingPosition, for gameID: Int) throws {
        try file.update { $0.positions[String(gameID)] = position }
    }

    /// Forgets the position for one game.
    public func clear(_ gameID: Int) throws {
        try file.update { $0.positions[String(gameID)] = nil }
    }

    /// Forgets every position (the file is rewritten, not deleted).
    public func removeAll() throws {
        try file.update { $0.positions.removeAll() }
    }
}

/// `positions.json`: `{"version": 1, "positions": {"123": {…ReadingPosition…}}}`.
struct PositionDocument: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: PositionDocument { PositionDocument() }

    var version = PositionDocument.currentVersion
    /// Keyed by the game id as text, because JSON object keys are strings.
    var positions: [String: ReadingPosition] = [:]

    init() {}

    enum CodingKeys: String, CodingKey { case version, positions }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        positions = try container.decodeIfPresent([String: ReadingPosition].self, forKey: .positions) ?? [:]
    }
}
