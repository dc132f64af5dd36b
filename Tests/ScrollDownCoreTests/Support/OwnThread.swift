import Dispatch
import Foundation

/// Work of a test that must not wait for the concurrency pool.
///
/// On two cores the pool has two threads, and the whole suite at once keeps both busy with
/// CPU-bound tests for minutes. A `Task { send }` queued behind them may not start before the
/// test's wait for its request runs out, and a blocking wait on `DispatchQueue.global()` takes
/// one of the same two slots. A private serial queue is overcommitting in libdispatch: it gets a
/// thread of its own however busy the pool is.
enum OwnThread {
    /// Runs the blocking `body` on a thread of its own and resumes with its result.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue(label: "scrolldown.tests.blocking").async { continuation.resume(returning: body()) }
        }
    }

    /// Starts `operation` as a task that runs on a thread of its own, not on the pool.
    static func task<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> Task<T, Error> {
        Task(executorPreference: QueueExecutor()) { try await operation() }
    }

    /// Runs `body` (a test's timed part) with its awaits resumed off the pool, so what it
    /// measures is the code under test, not how long the pool took to come back to it.
    static func timed<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        try await withTaskExecutorPreference(QueueExecutor(), operation: body)
    }
}

/// A task executor over a private serial queue (see `OwnThread`).
final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "scrolldown.tests.executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
