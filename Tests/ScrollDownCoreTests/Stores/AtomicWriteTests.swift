import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// The writer's promises, each checked so a planted bug (writing in place, dropping the lock
/// wait bound, following a FIFO) turns a test red.
@Suite struct AtomicWriteTests {
    func inode(_ url: URL) throws -> ino_t {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw ScrollDownError.io(.failed(.read, path: url.path, errno: errno)) }
        return info.st_ino
    }

    @Test func anUpdateReplacesTheFileWithANewInode() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 1)
            let file = root.appendingPathComponent("reveal.json")
            let before = try inode(file)
            try store.set(true, for: 2)
            #expect(try inode(file) != before, "the update wrote the file in place instead of renaming a new one over it")
            #expect(try store.all() == [1: true, 2: true])
        }
    }

    /// A reader that never takes the lock, racing a writer: with temp file + rename it sees the
    /// old document or the new one; written in place (truncate, write) it sees empty or half files.
    @Test func aReaderDuringWritesAlwaysSeesAWholeDocument() async throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ReadStateStore(directory: root, clock: fixedClock, notice: { _ in })
        // A document of some 100 KB, so an in-place write is many pages long.
        try store.file.update { document in
            for id in 1...3000 { document.entries[String(id)] = fixedNow }
        }
        let file = root.appendingPathComponent("read.json")
        let writes = 150
        let done = Locked(false)
        let writer = Task.detached {
            for round in 0..<writes { try store.set(fixedNow, for: 10_000 + round) }
            done.withLock { $0 = true }
        }
        let reader = Task.detached { () -> (reads: Int, broken: Int) in
            var reads = 0, broken = 0
            while !done.current || reads == 0 {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                reads += 1
                if (try? JSONSerialization.jsonObject(with: data)) == nil { broken += 1 }
            }
            return (reads, broken)
        }
        try await writer.value
        let result = await reader.value
        #expect(result.reads > 0)
        #expect(result.broken == 0, "\(result.broken) of \(result.reads) reads saw a partial document")
        #expect(try store.all().count == 3000 + writes)
    }

    @Test func staleTempFilesOfOurNamingAreRemovedOnTheNextWrite() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 1)
            // What a writer killed between mkstemp and rename leaves behind.
            let stale = [".reveal.json.tmp-Ab12Cd", ".reveal.json.tmp-zzzzzz"]
            for name in stale { try writeText("{\"version\":1", to: root.appendingPathComponent(name)) }
            // Not ours: another file's temp and a name of another shape stay.
            let kept = [".read.json.tmp-Ab12Cd", ".reveal.json.tmp-toolong7", "reveal.json.tmp-Ab12Cd"]
            for name in kept { try writeText("x", to: root.appendingPathComponent(name)) }
            try store.set(false, for: 2)
            let names = try listing(root)
            for name in stale { #expect(!names.contains(name), "\(name) was left behind") }
            for name in kept { #expect(names.contains(name), "\(name) is not ours and must stay") }
        }
    }

    @Test func aFIFOAtAStatePathIsRefusedNotOpened() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("reveal.json")
            #expect(mkfifo(file.path, 0o600) == 0)
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            for attempt in [{ _ = try store.all() }, { try store.set(true, for: 1) }] as [() throws -> Void] {
                do {
                    try attempt()
                    Issue.record("a FIFO must be refused")
                } catch let error as ScrollDownError {
                    #expect(error.message.contains("it is a FIFO, not a regular file"), "\(error.message)")
                    #expect(!error.message.contains("\n"))
                }
            }
        }
    }

    @Test func aFIFOAsTheLockFileIsRefusedToo() throws {
        try withTemporaryDirectory { (root: URL) throws in
            #expect(mkfifo(root.appendingPathComponent("reveal.json.lock").path, 0o600) == 0)
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            #expect(throws: ScrollDownError.self) { try store.set(true, for: 1) }
        }
    }

    @Test func aLockHeldTooLongEndsTheWaitWithOneLine() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = JSONFileStore<RevealDocument>(
                fileURL: root.appendingPathComponent("reveal.json"), clock: fixedClock, lockTimeout: 0.2, notice: { _ in })
            // Another open file description holds the lock, as another process would.
            let holder = open(root.appendingPathComponent("reveal.json.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            defer { close(holder) }
            #expect(flock(holder, LOCK_EX) == 0)
            do {
                try store.update { $0.revealed[1] = true }
                Issue.record("the update must give up while another holder keeps the lock")
            } catch let error as ScrollDownError {
                #expect(error.message.hasPrefix("reveal.json is locked by another scrolldown process for more than 0.2s"))
                #expect(error.exitCode == 1)
            }
            flock(holder, LOCK_UN)
            try store.update { $0.revealed[1] = true }
            #expect(try store.read().revealed == [1: true])
        }
    }

    @Test func aSymlinkedFileIsWrittenThroughAndStaysALink() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let dotfiles = root.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            let target = dotfiles.appendingPathComponent("reveal.json")
            try writeText("{\"version\":1}\n", to: target)
            let state = root.appendingPathComponent("state")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            let link = state.appendingPathComponent("reveal.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            try RevealStore(directory: state, clock: fixedClock, notice: { _ in }).set(true, for: 7)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try String(contentsOf: target, encoding: .utf8).contains("game.outcomeRevealed.7"))
            #expect(try listing(dotfiles) == ["reveal.json"], "no temp file left beside the target")
        }
    }
}
