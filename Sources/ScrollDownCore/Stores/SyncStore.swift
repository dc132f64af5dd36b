import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One change this device made that the account has not been told yet: a reveal or hide, a pin
/// or unpin of a game. Syncing applies them, in order, to the account's lists as it finds them
/// then, so what another device changed meanwhile is kept.
struct SyncOp: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        case reveal, hide, pin, unpin

        /// Reveal and hide change the revealed list; pin and unpin the pinned one.
        var isReveal: Bool { self == .reveal || self == .hide }
    }

    /// Numbered in the order made, so a sync removes exactly the ones it applied.
    var id: Int
    var kind: Kind
    var game: Int
}

/// `sync.json` in the state directory: what scrolldown knows of the account between runs. The
/// account's lists and score settings as the last sync left them (the base a three-way merge
/// needs: what changed there since, and what changed here), this device's changes not yet
/// sent, when it last synced, and the last problem told (said once, not on every run).
struct SyncState: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: SyncState { SyncState() }

    var version = SyncState.currentVersion
    /// `BASEURL EMAIL` of the sign-in this state belongs to; another sign-in starts afresh.
    var account: String?
    /// The account's revealed ids after the last sync; nil before the first.
    var revealed: [Int]?
    /// The account's pinned ids after the last sync.
    var pinned: [Int]?
    /// The account's score settings after the last sync.
    var settings: AccountSettings?
    /// This device's changes since, oldest first; one per game and list (a later change of a
    /// game replaces its earlier one: only the last counts).
    var journal: [SyncOp] = []
    var nextOp = 1
    /// When the last sync succeeded, ISO-8601.
    var lastSync: String?
    /// The last problem told on stderr; nil after a sync that worked.
    var reported: String?

    init() {}

    /// True before the first sync of this sign-in: this device's whole state is merged then.
    var isFirst: Bool { revealed == nil }
}

/// Reads and writes `sync.json`.
struct SyncStore: Sendable {
    let file: JSONFileStore<SyncState>

    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("sync.json"), clock: clock, notice: notice)
    }

    /// The state for `account`: the stored one when it belongs to that sign-in, else a fresh one.
    func load(for account: String) throws -> SyncState {
        let state = try file.read()
        guard state.account == account else {
            var fresh = SyncState()
            fresh.account = account
            return fresh
        }
        return state
    }

    /// Records this device's changes for `account`; before the first sync nothing is recorded
    /// (the first sync merges the whole local state).
    func record(_ changes: [(SyncOp.Kind, Int)], for account: String) throws {
        guard !changes.isEmpty else { return }
        try file.update { state in
            if state.account != account {
                state = SyncState()
                state.account = account
            }
            guard !state.isFirst else { return }
            for (kind, game) in changes {
                state.journal.removeAll { $0.game == game && $0.kind.isReveal == kind.isReveal }
                state.journal.append(SyncOp(id: state.nextOp, kind: kind, game: game))
                state.nextOp += 1
            }
        }
    }

    /// Changes the state of `account` under the lock (a fresh one when another sign-in owns the file).
    func update<R>(for account: String, _ body: (inout SyncState) throws -> R) throws -> R {
        try file.update { state in
            if state.account != account {
                state = SyncState()
                state.account = account
            }
            return try body(&state)
        }
    }

    /// Deletes the file (`logout`).
    func remove() throws {
        if unlink(file.fileURL.path) != 0, errno != ENOENT { throw POSIXFile.failure(.write, file.fileURL) }
    }
}
