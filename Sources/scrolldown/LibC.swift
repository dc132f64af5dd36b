import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// C library functions the Glibc module does not import (`prctl` is variadic, `mallopt` lives
/// in <malloc.h>, `posix_spawn_file_actions_addclosefrom_np` is newer than its headers), looked up by name in the running program: libc, already loaded, has them.
enum LibC {
    /// The function `name` as `type` (a `@convention(c)` function type), or nil where absent.
    static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// Has a spawned child close every descriptor from `lowest` up, so it holds only what the
    /// actions before this one gave it. False where the C library lacks it (glibc before 2.34).
    @discardableResult
    static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) -> Bool {
        guard let add = function("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self) else { return false }
        return add(&actions, lowest) == 0
    }
    #endif
}
