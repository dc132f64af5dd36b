import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Per-game reveal preferences in `reveal.json`: whether the reader chose to see a game's outcome.
struct RevealStore: Sendable {
    let file: JSONFileStore<RevealDocument>

    /// Creates the store for `reveal.json` in `directory` (normally the state directory).
    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("reveal.json"), clock: clock, notice: notice)
    }

    /// The stored preference for a game, or nil when the reader never chose.
    func preference(for gameID: Int) throws -> Bool? {
        try file.read().revealed[gameID]
    }

    /// Every stored preference by game id.
    func all() throws -> [Int: Bool] {
        try file.read().revealed
    }

    /// Stores the preference for one game.
    func set(_ revealed: Bool, for gameID: Int) throws {
        try set(revealed, for: [gameID])
    }

    /// Stores the same preference for several games in one locked update.
    func set(_ revealed: Bool, for gameIDs: [Int]) throws {
        try file.update { document in
            for id in gameIDs { document.revealed[id] = revealed }
        }
    }

    /// Forgets every preference (the file is rewritten, not deleted).
    func removeAll() throws {
        try file.update { document in
            document.revealed.removeAll()
        }
    }
}

/// `reveal.json`: a flat object `{"version": 1, "game.outcomeRevealed.123": true, …}`. Flat because
/// that is the file format README.md#files documents; keys this build does not know are kept as
/// they are so a newer minor addition is not lost on write.
struct RevealDocument: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: RevealDocument { RevealDocument() }
    static let keyPrefix = "game.outcomeRevealed."

    var version = RevealDocument.currentVersion
    var revealed: [Int: Bool] = [:]
    var otherKeys: [String: JSONValue] = [:]

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicCodingKey.self)
        for key in container.allKeys {
            if key.stringValue == "version" {
                version = try container.decode(Int.self, forKey: key)
            } else if let id = Self.gameID(in: key.stringValue) {
                // A non-boolean value is a wrong type: the whole file counts as corrupt.
                revealed[id] = try container.decode(Bool.self, forKey: key)
            } else {
                otherKeys[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: DynamicCodingKey.self)
        try container.encode(version, forKey: DynamicCodingKey("version"))
        for (id, value) in revealed {
            try container.encode(value, forKey: DynamicCodingKey(Self.keyPrefix + String(id)))
        }
        for (key, value) in otherKeys {
            try container.encode(value, forKey: DynamicCodingKey(key))
        }
    }

    /// The game id in a `game.outcomeRevealed.{id}` key, or nil for any other key.
    static func gameID(in key: String) -> Int? {
        guard key.hasPrefix(keyPrefix) else { return nil }
        return Int(key.dropFirst(keyPrefix.count))
    }
}

/// A coding key built from any string, for documents whose keys are data.
struct DynamicCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue) }
}
