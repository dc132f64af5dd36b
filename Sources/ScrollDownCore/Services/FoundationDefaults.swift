import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Keeps Foundation's networking singletons off the disk (SPEC §5: only scrolldown's own
/// paths are written).
///
/// Every `URLSessionConfiguration` on Linux starts from `.default`, which builds the shared
/// `URLCache` (it creates `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<binary>/`) and the
/// shared `HTTPCookieStorage` (it creates `$XDG_DATA_HOME/<binary dir>/`), even when the
/// configuration then replaces both. The cache has a public setter, so it is replaced by one
/// without a directory; the cookie storage is a private singleton that takes its directory
/// from `XDG_DATA_HOME` once, so it is built with that variable pointing at `/dev/null`, where
/// no directory can be created, and the variable is put back. This runs once, when the first
/// live transport is built; the first `setenv` of a new name copies the environment array
/// and leaves the original in place, so a concurrent `getenv` never reads freed memory.
enum FoundationDefaults {
    /// Runs once per process, before the first configuration is built.
    static func defuse() {
        _ = done
    }

    private static let done: Void = {
        #if canImport(FoundationNetworking)
        // A path that is not a directory: URLCache then keeps nothing on disk.
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
        let saved = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        setenv("XDG_DATA_HOME", "/dev/null", 1)
        _ = HTTPCookieStorage.shared
        if let saved { setenv("XDG_DATA_HOME", saved, 1) } else { unsetenv("XDG_DATA_HOME") }
        #endif
    }()
}
