import Foundation

/// Saved reading positions per game in `positions.json`:
/// `{"version": 1, "positions": {"123": {…ReadingPosition…}}}`.
struct PositionStore: Sendable {
    enum Kind: GameMapKind {
        typealias Value = ReadingPosition
        static let key = "positions"
    }

    let map: GameMapStore<Kind>

    /// Creates the store for `positions.json` in `directory` (normally the state directory).
    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        map = GameMapStore(fileURL: directory.appendingPathComponent("positions.json"), clock: clock, notice: notice)
    }

    /// The saved position for a game, if any.
    func position(for gameID: Int) throws -> ReadingPosition? { try map.value(for: gameID) }

    /// Every saved position by game id.
    func all() throws -> [Int: ReadingPosition] { try map.all() }

    /// Saves (replaces) the position for a game.
    func save(_ position: ReadingPosition, for gameID: Int) throws { try map.set(position, for: gameID) }

    /// Reads and replaces a game's position under the lock (nil = none): everything `body`
    /// does, printing included, happens before the next process may read the position, so N
    /// concurrent `read`s advance N steps.
    func update<R>(_ gameID: Int, _ body: (inout ReadingPosition?) throws -> R) throws -> R {
        try map.update(gameID, body)
    }

    /// Forgets the position for one game.
    func clear(_ gameID: Int) throws { try map.set(nil, for: gameID) }

    /// Forgets every position (the file is rewritten, not deleted).
    func removeAll() throws { try map.removeAll() }
}
