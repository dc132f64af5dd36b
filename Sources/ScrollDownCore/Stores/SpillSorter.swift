import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sorts one-line records with bounded memory (holding every bet of `fairbet --format ndjson --sort
/// ev` takes 173 MiB at 20,000 bets). Records are held `runSize` at a time; each full run is sorted
/// and written to a file in `directory`, and `finish` merges the runs, holding one record of each
/// and a read buffer per run. A list that fits one run never touches the disk.
///
/// Order: `SortKey` (best EV first, records without one last, then start time and id), the
/// order of the json and text lists.
final class SpillSorter {
    /// Where a record goes.
    struct SortKey: Sendable, Equatable {
        var ev: Double?
        var start: Date
        var id: String

        init(ev: Double?, start: Date, id: String) {
            self.ev = ev
            self.start = start
            self.id = id
        }

        /// Whether `self` comes before `other`.
        func precedes(_ other: SortKey) -> Bool {
            let l = ev ?? -.infinity, r = other.ev ?? -.infinity
            if l != r { return l > r }
            return (start, id) < (other.start, other.id)
        }
    }

    fileprivate struct Record {
        var key: SortKey
        var line: String
    }

    let directory: URL
    let runSize: Int
    private var pending: [Record] = []
    private var runs: [URL] = []

    /// A sorter spilling to `directory` (created when first needed, removed by `finish`).
    init(directory: URL, runSize: Int = 500) {
        self.directory = directory
        self.runSize = max(1, runSize)
    }

    /// Adds one record; `line` holds no newline.
    func add(_ key: SortKey, line: String) throws {
        pending.append(Record(key: key, line: line))
        if pending.count >= runSize { try spill() }
    }

    /// Hands every record to `emit` in order, then removes the run files.
    func finish(_ emit: (String) throws -> Void) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        pending.sort { $0.key.precedes($1.key) }
        guard !runs.isEmpty else {
            for record in pending { try emit(record.line) }
            pending = []
            return
        }
        if !pending.isEmpty { try spill() }
        var readers = try runs.map { try RunReader(url: $0) }
        var heads = readers.indices.map { readers[$0].next() }
        while true {
            var best: Int?
            for index in heads.indices {
                guard let head = heads[index] else { continue }
                if let current = best, let chosen = heads[current], !head.key.precedes(chosen.key) { continue }
                best = index
            }
            guard let index = best, let record = heads[index] else { break }
            try emit(record.line)
            heads[index] = readers[index].next()
        }
    }

    private func spill() throws {
        pending.sort { $0.key.precedes($1.key) }
        try POSIXFile.ensureDirectory(directory)
        let url = directory.appendingPathComponent("run-\(runs.count)")
        var text = ""
        for record in pending { text += Self.encode(record) + "\n" }
        try Data(text.utf8).write(to: url)
        runs.append(url)
        pending = []
    }

    /// `EVBITS\tSTARTBITS\tID\tLINE`: bit patterns, so keys read back exactly. Ids and lines
    /// carry no tab (controls are cleaned from keys, and JSON escapes tabs).
    private static func encode(_ record: Record) -> String {
        let ev = record.key.ev.map { String($0.bitPattern, radix: 16) } ?? "-"
        return "\(ev)\t\(String(record.key.start.timeIntervalSince1970.bitPattern, radix: 16))\t\(record.key.id)\t\(record.line)"
    }

    fileprivate static func decode(_ text: Substring) -> Record? {
        let parts = text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let startBits = UInt64(parts[1], radix: 16) else { return nil }
        let ev = parts[0] == "-" ? nil : UInt64(parts[0], radix: 16).map(Double.init(bitPattern:))
        return Record(key: SortKey(ev: ev, start: Date(timeIntervalSince1970: Double(bitPattern: startBits)), id: String(parts[2])),
                      line: String(parts[3]))
    }

    /// One run file read a buffer at a time.
    private struct RunReader {
        let handle: FileHandle
        var buffer = Data()
        var atEnd = false

        init(url: URL) throws {
            handle = try FileHandle(forReadingFrom: url)
        }

        /// Where the next line starts in `buffer`.
        var position = 0

        mutating func next() -> Record? {
            while true {
                if let newline = buffer[position...].firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[position..<newline], as: UTF8.self)
                    position = newline + 1
                    return SpillSorter.decode(line[...])
                }
                guard !atEnd else { return nil }
                // Keep the unread tail only, then read on: one buffer per run, never the run.
                buffer = Data(buffer[position...])
                position = 0
                let chunk = (try? handle.read(upToCount: 64 * 1024)) ?? nil
                if let chunk, !chunk.isEmpty { buffer.append(chunk) } else { atEnd = true; try? handle.close() }
            }
        }
    }
}
