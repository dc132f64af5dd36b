import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// Keeps the API key out of core dumps and away from other processes of the same user:
/// `PR_SET_DUMPABLE 0` means no core file, and `/proc/PID/mem`, `environ` and
/// ptrace are closed to everyone but root while the key is in memory.
enum ProcessHardening {
    /// Marks the process not dumpable; true when it is. A no-op (false) where unsupported.
    @discardableResult
    static func denyDumps() -> Bool {
        #if os(Linux)
        // `prctl` is variadic in C, which Swift cannot call; every argument here is an integer,
        // which the Linux calling conventions pass alike to a variadic and a fixed function.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let prctl = LibC.function("prctl", as: Prctl.self) else { return false }
        let PR_SET_DUMPABLE: Int32 = 4, PR_GET_DUMPABLE: Int32 = 3
        _ = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
        return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) == 0
        #else
        return false
        #endif
    }
}
