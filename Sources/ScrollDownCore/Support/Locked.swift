import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A value guarded by a lock: the one way this package shares mutable state between threads
/// (URLSession delegate callbacks, captured output, test recorders).
///
/// `@unchecked Sendable`: `value` is only reachable inside `withLock`, which holds `lock`
/// for the whole access, so no two threads ever touch it at once.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value; mutations happen in place (no copy of
    /// the value is made, which matters for large buffers).
    @discardableResult
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value {
        withLock { $0 }
    }
}
