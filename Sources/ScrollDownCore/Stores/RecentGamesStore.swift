import Foundation

/// The games of the last feed (`recent-games.json` in the cache directory): id, league,
/// matchup and start only, never a score or a state. Shell completions offer these ids
/// without a network call. A cache, not state: losing it costs nothing.
public struct RecentGamesStore: Sendable {
    /// One remembered game.
    public struct Entry: Codable, Sendable, Equatable {
        public let id: Int
        public let league: String
        /// `BOS @ NYK`.
        public let matchup: String
        public let start: Date

        /// Creates an entry.
        public init(id: Int, league: String, matchup: String, start: Date) {
            self.id = id
            self.league = league
            self.matchup = matchup
            self.start = start
        }
    }

    private struct Document: Codable {
        var version = 1
        var games: [Entry]
    }

    let fileURL: URL

    /// The store in `directory` (the cache directory).
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("recent-games.json")
    }

    /// Replaces the remembered games; failures are ignored (completions just offer less).
    /// The same feed again (the common case) writes nothing, and a write is not fsynced: this
    /// runs on every `games`, and a cache needs no durability.
    public func remember(_ games: [Entry]) {
        guard let data = try? JSONEncoder.contract().encode(Document(games: games)) else { return }
        if let existing = try? POSIXFile.readIfPresent(fileURL, upTo: data.count + 1), existing == data { return }
        try? POSIXFile.ensureDirectory(fileURL.deletingLastPathComponent())
        try? POSIXFile.writeAtomically(data, to: fileURL, durable: false)
    }

    /// The remembered games, newest first; empty when there are none or the file is unreadable.
    public func all() -> [Entry] {
        guard let data = try? POSIXFile.readIfPresent(fileURL),
              let document = try? JSONDecoder.contract().decode(Document.self, from: data) else { return [] }
        return document.games.sorted { $0.start > $1.start }
    }
}
