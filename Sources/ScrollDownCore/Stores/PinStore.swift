import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The pinned games in `pins.json` (state directory): first in the feed and in `next`, and
/// synced with the account's `pinnedGameIds` when signed in. Local: pins work without an account.
struct PinStore: Sendable {
    let file: JSONFileStore<PinDocument>

    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("pins.json"), clock: clock, notice: notice)
    }

    /// The pinned game ids, in the order they were pinned.
    func all() throws -> [Int] { try file.read().pinned }

    /// Pins `ids` (in order; one already pinned stays where it is), unless that would make more
    /// than `limit` pins: then nothing changes and the first game that does not fit is returned.
    func pin(_ ids: [Int], limit: Int) throws -> Int? {
        try file.update { document in
            var pinned = document.pinned
            for id in ids where !pinned.contains(id) {
                guard pinned.count < limit else { return id }
                pinned.append(id)
            }
            document.pinned = pinned
            return nil
        }
    }

    /// Unpins `ids`; returns those that were pinned.
    func unpin(_ ids: [Int]) throws -> [Int] {
        try file.update { document in
            let removed = ids.filter(document.pinned.contains)
            document.pinned.removeAll { ids.contains($0) }
            return removed
        }
    }

    /// Applies the account's changes: `added` pinned (at the end), `removed` unpinned.
    func apply(added: [Int], removed: Set<Int>) throws {
        guard !added.isEmpty || !removed.isEmpty else { return }
        try file.update { document in
            document.pinned.removeAll { removed.contains($0) }
            for id in added where !document.pinned.contains(id) { document.pinned.append(id) }
        }
    }
}

/// `pins.json`: `{"version": 1, "pinned": [21600270, …]}`.
struct PinDocument: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: PinDocument { PinDocument() }

    var version = PinDocument.currentVersion
    var pinned: [Int] = []

    init() {}

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        pinned = try c.decodeIfPresent([Int].self, forKey: .pinned) ?? []
    }

    enum CodingKeys: String, CodingKey { case version, pinned }
}
