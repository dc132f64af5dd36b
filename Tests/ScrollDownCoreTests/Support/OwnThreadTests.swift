import Dispatch
import Foundation
import Testing

/// `OwnThread` works while the concurrency pool is full: what the network tests' waits rely on.
@Suite struct OwnThreadTests {
    /// Fills every pool thread with a blocking wait that only `OwnThread`'s work can end. Were that
    /// work queued on the pool, it could not run until the waits gave up, and they would report it.
    @Test func workStartsWhileEveryPoolThreadIsBlocked() async throws {
        let width = ProcessInfo.processInfo.activeProcessorCount
        let gate = DispatchSemaphore(value: 0)
        let blockers = (0..<width).map { _ in
            Task.detached { gate.wait(timeout: .now() + 20) == .success }
        }
        let task = OwnThread.task {
            for _ in 0..<width { gate.signal() }
            return await OwnThread.run { "ran" }
        }
        var released = [Bool]()
        for blocker in blockers { released.append(await blocker.value) }
        #expect(released == Array(repeating: true, count: width))
        #expect(try await task.value == "ran")
    }
}
