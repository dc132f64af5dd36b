import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// An on-disk cache of response bodies, so an already fetched game reads offline.
///
/// One file per request (FNV-1a 64 of `GET <url>`), written atomically (temp + rename) with
/// mode 0600. The caller decides freshness by passing a max age when storing (for responses,
/// `CachingTransport`, from the request's `CacheRule`). A corrupt or
/// unreadable entry is a miss, never a crash.
///
/// Bodies are stored scrambled (`ResponseCache+Scramble`): a game's answer holds its final
/// score, and a look at the cache (`cat`, `grep 126`) must not show it. It is no encryption:
/// the file is the reader's own, and anyone can unscramble it.
struct ResponseCache: Sendable {
    /// One cached response.
    struct Entry: Sendable, Equatable {
        /// The response body.
        var body: Data
        /// When it was fetched (or last confirmed by a 304).
        var fetchedAt: Date
        /// Seconds the entry counts as fresh.
        var maxAge: TimeInterval
        /// The server's `ETag`, if it sent one.
        var etag: String?
        /// The server's `Last-Modified`, if it sent one.
        var lastModified: String?
        /// For a game's detail: its state when fetched, kept in the header so the lifetime of
        /// the game's other documents is known without decoding the body.
        var gameState: GameState? = nil

        /// True while `now` is within `maxAge` of `fetchedAt`.
        func isFresh(at now: Date) -> Bool {
            let age = now.timeIntervalSince(fetchedAt)
            return age >= 0 && age < maxAge
        }
    }

    /// The metadata line that precedes the body in a cache file.
    private struct Header: Codable {
        var version: Int
        var key: String
        var fetchedAt: Double
        var maxAge: Double
        var etag: String?
        var lastModified: String?
        var gameState: String?
    }

    /// Bodies larger than this are not cached (16 MiB; real answers are well below 1 MiB).
    static let maxEntryBytes = 16 << 20

    /// The header version written: 2, a scrambled body. Version 1 (a body in clear, written
    /// by earlier releases) is still read.
    static let formatVersion = 2

    /// The cache directory (created on first store, mode 0700).
    let directory: URL

    /// Creates a cache rooted at `directory`.
    init(directory: URL) {
        self.directory = directory
    }

    /// The cache key: method and URL, with any key-like query item removed so a secret can
    /// never end up in a file name or file.
    static func key(method: String = "GET", url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let secretNames: Set<String> = ["api_key", "apikey", "key", "x-api-key", "token"]
        if let items = components?.queryItems {
            let kept = items.filter { !secretNames.contains($0.name.lowercased()) }
            components?.queryItems = kept.isEmpty ? nil : kept
        }
        return "\(method.uppercased()) \(components?.url?.absoluteString ?? url.absoluteString)"
    }

    /// FNV-1a 64-bit, hex: a stable file name without CryptoKit (unavailable on Linux).
    static func fnv1a64(_ text: String) -> String {
        let hex = String(fnv1a64Value(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// FNV-1a 64-bit of the UTF-8 of `text`.
    static func fnv1a64Value(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    func fileURL(forKey key: String) -> URL {
        directory.appendingPathComponent(Self.fnv1a64(key) + ".cache")
    }

    /// The stored entry for a URL, or nil when absent, unreadable, corrupt, for another key, or
    /// not a regular file (a FIFO there must not hang the command).
    func entry(for url: URL, method: String = "GET") -> Entry? {
        let key = Self.key(method: method, url: url)
        // Bodies over 16 MiB are never cached; an entry far larger is not ours to read.
        guard let data = try? POSIXFile.readIfPresent(fileURL(forKey: key), maxBytes: 32 << 20),
              let newline = data.firstIndex(of: 0x0A),
              let header = Self.header(data[data.startIndex..<newline], key: key) else { return nil }
        let stored = Data(data[data.index(after: newline)...])
        return Entry(body: header.version == 1 ? stored : Self.scrambled(stored, key: key),
                     fetchedAt: Date(timeIntervalSince1970: header.fetchedAt),
                     maxAge: header.maxAge, etag: header.etag, lastModified: header.lastModified,
                     gameState: header.gameState.flatMap(GameState.init(rawValue:)))
    }

    /// The game state recorded with a stored entry, reading only the header line (a game
    /// detail body can be large, and this is asked for on every side document).
    func gameState(for url: URL, method: String = "GET") -> GameState? {
        let key = Self.key(method: method, url: url)
        // Headers are a few hundred bytes; one that does not fit is not ours.
        guard let prefix = try? POSIXFile.readIfPresent(fileURL(forKey: key), upTo: 4096),
              let newline = prefix.firstIndex(of: 0x0A),
              let header = Self.header(prefix[prefix.startIndex..<newline], key: key) else { return nil }
        return header.gameState.flatMap(GameState.init(rawValue:))
    }

    /// The header line, when it is well formed and for `key`.
    private static func header(_ line: Data, key: String) -> Header? {
        guard let header = try? JSONDecoder().decode(Header.self, from: line),
              header.version == 1 || header.version == formatVersion, header.key == key,
              header.fetchedAt.isFinite, header.maxAge.isFinite else { return nil }
        return header
    }

    /// Stores an entry; returns false when it could not be written (a cache failure never
    /// fails the command).
    @discardableResult
    func store(_ entry: Entry, for url: URL, method: String = "GET") -> Bool {
        let key = Self.key(method: method, url: url)
        let header = Header(version: Self.formatVersion, key: key, fetchedAt: entry.fetchedAt.timeIntervalSince1970,
                            maxAge: entry.maxAge, etag: entry.etag, lastModified: entry.lastModified,
                            gameState: entry.gameState?.rawValue)
        guard var bytes = try? JSONEncoder().encode(header) else { return false }
        bytes.append(0x0A)
        bytes.append(Self.scrambled(entry.body, key: key))
        // The stores' writer: temp file 0600, fsync, rename, directory fsync. Best effort,
        // because a cache failure never fails the command.
        do {
            try POSIXFile.ensureDirectory(directory)
            try POSIXFile.writeAtomically(bytes, to: fileURL(forKey: key), durable: false)
            return true
        } catch {
            return false
        }
    }

    /// Removes a stored entry, if any.
    func remove(url: URL, method: String = "GET") {
        try? FileManager.default.removeItem(at: fileURL(forKey: Self.key(method: method, url: url)))
    }
}
