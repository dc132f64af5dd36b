import Foundation

/// Which games the reader marked as read, and when, in `read.json`:
/// `{"version": 1, "read": {"123": "2026-01-23T03:00:00Z"}}`.
struct ReadStateStore: Sendable {
    enum Kind: GameMapKind {
        typealias Value = Date
        static let key = "read"
    }

    let map: GameMapStore<Kind>

    /// Creates the store for `read.json` in `directory` (normally the state directory).
    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        map = GameMapStore(fileURL: directory.appendingPathComponent("read.json"), clock: clock, notice: notice)
    }

    /// Whether the game is marked read.
    func isRead(_ gameID: Int) throws -> Bool { try map.value(for: gameID) != nil }

    /// Marks the game read at the given time (replacing an earlier mark).
    func markRead(_ gameID: Int, at date: Date) throws { try map.set(date, for: gameID) }

    /// Every read mark by game id.
    func all() throws -> [Int: Date] { try map.all() }

    /// Forgets every read mark (the file is rewritten, not deleted).
    func removeAll() throws { try map.removeAll() }
}
