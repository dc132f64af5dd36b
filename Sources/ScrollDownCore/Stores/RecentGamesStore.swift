import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The games of the last feed (`recent-games.tsv` in the cache directory): id, league,
/// matchup and start only, never a score or a state. Shell completions offer these ids
/// without a network call. A cache, not state: losing it costs nothing.
struct RecentGamesStore: Sendable {
    /// One remembered game.
    struct Entry: Codable, Sendable, Equatable {
        let id: Int
        let league: String
        /// `BOS @ NYK`.
        let matchup: String
        let start: Date

        /// Creates an entry.
        init(id: Int, league: String, matchup: String, start: Date) {
            self.id = id
            self.league = league
            self.matchup = matchup
            self.start = start
        }
    }

    let fileURL: URL

    /// The store in `directory` (the cache directory).
    init(directory: URL) {
        fileURL = directory.appendingPathComponent("recent-games.tsv")
    }

    /// Replaces the remembered games; failures are ignored (completions just offer less).
    /// The same feed again (the common case) writes nothing, and a write is not fsynced: this
    /// runs on every `games`, and a cache needs no durability. Lines of `ID<TAB>LEAGUE<TAB>
    /// MATCHUP<TAB>START` (seconds since 1970): a JSON encoder cost `games` a few percent.
    func remember(_ games: [Entry]) {
        var text = "scrolldown recent games 1\n"
        for game in games {
            let fields = [String(game.id), game.league, game.matchup, String(Int(game.start.timeIntervalSince1970))]
            text += fields.map(Self.oneField).joined(separator: "\t") + "\n"
        }
        let data = Data(text.utf8)
        if let existing = try? POSIXFile.readIfPresent(fileURL, upTo: data.count + 1), existing == data { return }
        try? POSIXFile.ensureDirectory(fileURL.deletingLastPathComponent())
        try? POSIXFile.writeAtomically(data, to: fileURL, durable: false)
    }

    /// A field without the tab and newline that separate fields (server text could hold one).
    private static func oneField(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 9 || $0 == 10 }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }

    /// The remembered games, newest first; empty when there are none or the file is unreadable.
    func all() -> [Entry] {
        guard let data = try? POSIXFile.readIfPresent(fileURL) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.first == "scrolldown recent games 1" else { return [] }
        return lines.dropFirst().compactMap { line -> Entry? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let id = Int(fields[0]), let start = Double(fields[3]) else { return nil }
            return Entry(id: id, league: String(fields[1]), matchup: String(fields[2]), start: Date(timeIntervalSince1970: start))
        }.sorted { $0.start > $1.start }
    }
}
