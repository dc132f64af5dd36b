import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A document kept in one JSON file: it carries a `version` and has an empty state.
protocol VersionedDocument: Codable, Sendable {
    /// The newest format version this build reads and writes.
    static var currentVersion: Int { get }
    /// The document used when the file is missing or had to be moved aside.
    static var empty: Self { get }
    /// The format version stored in the file.
    var version: Int { get set }
}

/// What a store does with a file it cannot understand.
enum UnreadableFilePolicy: Sendable {
    /// Rename it aside and start from the empty document: right for state the tool writes
    /// itself, where losing it is cheaper than refusing to run.
    case moveAside
    /// Refuse with `ScrollDownError.config` and leave the file as it is: right for a
    /// hand-edited settings file, whose other values (reveal safeguards) must not be dropped
    /// over one typo.
    case refuse
}

/// The one durable-file mechanism: versioned JSON documents, written atomically (temp file,
/// fsync, rename, mode 0600), read-modify-write serialised across processes with `flock`,
/// and a corrupt file moved aside instead of lost.
struct JSONFileStore<Document: VersionedDocument>: Sendable {
    /// The JSON file this store owns.
    let fileURL: URL
    let clock: Clock
    let notice: @Sendable (String) -> Void
    let policy: UnreadableFilePolicy
    /// Seconds to wait for another process's lock before giving up with a message.
    let lockTimeout: TimeInterval

    /// Creates a store for `fileURL`; `notice` receives one line when a corrupt file is moved
    /// aside, `policy` says whether an unreadable file is moved aside or refused, and
    /// `lockTimeout` bounds the wait for another process holding the lock.
    init(fileURL: URL, clock: @escaping Clock, policy: UnreadableFilePolicy = .moveAside,
                lockTimeout: TimeInterval = 10, notice: @escaping @Sendable (String) -> Void) {
        self.fileURL = fileURL
        self.clock = clock
        self.policy = policy
        self.lockTimeout = lockTimeout
        self.notice = notice
    }

    /// The file name, used in every message.
    var name: String { fileURL.lastPathComponent }
    /// The sibling file that carries the lock; a separate file so the rename of the
    /// document never swaps the lock out from under a waiting process.
    var lockURL: URL { fileURL.deletingLastPathComponent().appendingPathComponent(name + ".lock") }

    /// Reads the document; a missing file is the empty document.
    ///
    /// Reading takes no lock (writes are atomic renames), except to move a corrupt file aside.
    func read() throws -> Document {
        guard let data = try POSIXFile.readIfPresent(fileURL) else { return .empty }
        if let document = try interpret(data) { return document }
        return try withLock { try loadRecovering() }
    }

    /// Runs a read-modify-write under an exclusive lock and writes the result atomically,
    /// so concurrent invocations serialise and no update is lost.
    @discardableResult
    func update<R>(_ body: (inout Document) throws -> R) throws -> R {
        try POSIXFile.ensureDirectory(fileURL.deletingLastPathComponent())
        return try withLock {
            // A writer killed between creating its temp file and the rename leaves one behind;
            // under the lock no live writer has one, so every such file is stale.
            POSIXFile.removeStaleTemporaries(of: try POSIXFile.writeTarget(fileURL))
            var document = try loadRecovering()
            let result = try body(&document)
            document.version = Document.currentVersion
            try POSIXFile.writeAtomically(try encode(document), to: fileURL)
            return result
        }
    }

    /// Rewrites the file's raw bytes under the lock, for repairs of a file that does not decode:
    /// `body` gets the current bytes (nil when absent) and a way to move the file aside, and
    /// returns the new bytes, written atomically.
    func rewriteRaw(_ body: (Data?, _ moveAside: () throws -> String) throws -> Data) throws {
        try POSIXFile.ensureDirectory(fileURL.deletingLastPathComponent())
        try withLock {
            POSIXFile.removeStaleTemporaries(of: try POSIXFile.writeTarget(fileURL))
            let data = try POSIXFile.readIfPresent(fileURL)
            try POSIXFile.writeAtomically(try body(data, moveAside), to: fileURL)
        }
    }

    /// Loads the file under the lock, moving it aside when it cannot be understood.
    private func loadRecovering() throws -> Document {
        guard let data = try POSIXFile.readIfPresent(fileURL) else { return .empty }
        if let document = try interpret(data) { return document }
        let aside = try moveAside()
        notice("\(name) was unreadable; moved it to \(aside) and started fresh")
        return .empty
    }

    /// Decodes the file's bytes: the document, nil when corrupt (under `.moveAside`), or an
    /// error when a newer scrolldown wrote it (never overwritten, so the newer build keeps its
    /// data) or when it is corrupt under `.refuse`.
    private func interpret(_ data: Data) throws -> Document? {
        let decoder = JSONDecoder.contract()
        do {
            let probe = try decoder.decode(VersionProbe.self, from: data)
            if let version = probe.version, version > Document.currentVersion {
                throw ScrollDownError.io(.newerFormat(path: fileURL.path, version: version, supported: Document.currentVersion))
            }
            return try decoder.decode(Document.self, from: data)
        } catch let error as ScrollDownError {
            throw error
        } catch {
            guard policy == .refuse else { return nil }
            let reason = (error as? DecodingError)?.message ?? String(describing: error)
            throw ScrollDownError.config(.undecodable(file: name, path: fileURL.path, reason: reason))
        }
    }

    /// Renames the file to `NAME.corrupt-YYYYMMDDTHHMMSSZ` (a numbered suffix if taken)
    /// and returns the new name.
    func moveAside() throws -> String {
        let stamp = ISO8601.format(clock()).filter { $0 != "-" && $0 != ":" }
        let directory = fileURL.deletingLastPathComponent()
        var candidate = "\(name).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent(candidate).path) {
            attempt += 1
            candidate = "\(name).corrupt-\(stamp)-\(attempt)"
        }
        try POSIXFile.rename(fileURL, to: directory.appendingPathComponent(candidate))
        return candidate
    }

    private func withLock<R>(_ body: () throws -> R) throws -> R {
        try POSIXFile.withExclusiveLock(lockURL, name: name, timeout: lockTimeout, body)
    }

    private func encode(_ document: Document) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601.format(date))
        }
        do {
            var data = try encoder.encode(document)
            data.append(0x0A)
            return data
        } catch {
            throw ScrollDownError.io(.encoding(name: name, description: "\(error)"))
        }
    }
}

/// Reads only `version`, so a newer format is recognised before its shape is checked.
private struct VersionProbe: Decodable {
    let version: Int?
}
