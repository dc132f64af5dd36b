import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// C library functions the Glibc module does not import (`prctl` is variadic, `mallopt` lives
/// in <malloc.h>), looked up by name in the running program: libc, already loaded, has them.
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
}
