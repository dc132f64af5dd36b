import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct StoreConcurrencyTests {
    @Test func fiftyConcurrentUpdatesFromSeparateStoreInstancesAreAllKept() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let failures = NoticeLog()
            // Each iteration opens its own store, so each update opens its own lock file
            // description: the same situation as separate processes.
            DispatchQueue.concurrentPerform(iterations: 50) { index in
                let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
                do {
                    try store.set(index % 2 == 0, for: 1000 + index)
                } catch {
                    failures.sink("\(index): \(error)")
                }
            }
            #expect(failures.lines.isEmpty)
            let all = try RevealStore(directory: root, clock: fixedClock, notice: { _ in }).all()
            #expect(all.count == 50)
            #expect(all[1000] == true)
            #expect(all[1049] == false)
            #expect(try listing(root) == ["reveal.json", "reveal.json.lock"])
        }
    }

    @Test func fiftyConcurrentTasksMarkingReadAreAllKept() async throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    let store = ReadStateStore(directory: root, clock: fixedClock, notice: { _ in })
                    try store.set(fixedNow.addingTimeInterval(Double(index)), for: index)
                }
            }
            try await group.waitForAll()
        }
        let all = try ReadStateStore(directory: root, clock: fixedClock, notice: { _ in }).all()
        #expect(all.count == 50)
        #expect(all[49] == fixedNow.addingTimeInterval(49))
    }

    @Test func flockExcludesASecondOpenOfTheSameLockFileInOneProcess() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let lock = root.appendingPathComponent("x.lock")
            try POSIXFile.withExclusiveLock(lock, name: "x", timeout: 10) {
                let other = open(lock.path, O_RDWR | O_CLOEXEC)
                #expect(other >= 0)
                defer { close(other) }
                let result = flock(other, LOCK_EX | LOCK_NB)
                let code = errno
                #expect(result == -1)
                #expect(code == EWOULDBLOCK)
            }
            // Released when the holder closed its descriptor.
            let again = open(lock.path, O_RDWR | O_CLOEXEC)
            defer { close(again) }
            #expect(flock(again, LOCK_EX | LOCK_NB) == 0)
        }
    }
}
