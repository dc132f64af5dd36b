import Foundation

/// Which games the reader marked as read, and when, in `read.json`.
public struct ReadStateStore: Sendable {
    let file: JSONFileStore<ReadStateDocument>

    /// Creates the store for `read.json` in `directory` (normally the state directory).
    public init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("read.json"), clock: clock, notice: notice)
    }

    /// Whether the game is marked read.
    public func isRead(_ gameID: Int) throws -> Bool {
        try file.read().read[String(gameID)] != nil
    }

    /// Marks the game read at the given time (replacing an earlier mark).
    public func markRead(_ gameID: Int, at date: Date) throws {
        try file.update { $0.read[String(gameID)] = date }
    }

    /// Every read mark by game id.
    public func all() throws -> [Int: Date] {
        var marks: [Int: Date] = [:]
        for (key, date) in try file.read().read {
            if let id = Int(key) { marks[id] = date }
        }
        return marks
    }

    /// Forgets every read mark (the file is rewritten, not deleted).
    public func removeAll() throws {
        try file.update { $0.read.removeAll() }
    }
}

/// `read.json`: `{"version": 1, "read": {"123": "2026-01-23T03:00:00Z"}}`.
struct ReadStateDocument: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: ReadStateDocument { ReadStateDocument() }

    var version = ReadStateDocument.currentVersion
    /// Keyed by the game id as text, because JSON object keys are strings.
    var read: [String: Date] = [:]

    init() {}

    enum CodingKeys: String, CodingKey { case version, read }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        read = try container.decodeIfPresent([String: Date].self, forKey: .read) ?? [:]
    }
}
