import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// libcurl's easy interface, loaded at run time on the first request to a backend
/// (`libcurl.so.4`, which the Swift toolchain needs too; `libcurl.4.dylib` on macOS). No
/// headers, no package and no link-time dependency: the few functions `CurlTransport` needs,
/// bound by name.
///
/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic in C, which Swift cannot call; each
/// is bound once per argument kind (a `long`, a pointer), which the Linux calling conventions
/// pass alike to a variadic and a fixed function.
final class CurlLibrary: @unchecked Sendable {
    // @unchecked: only immutable function pointers, set once in `init`.
    typealias Handle = OpaquePointer
    let easyInit: @convention(c) () -> Handle?
    let setLong: @convention(c) (Handle, Int32, Int) -> Int32
    let setPointer: @convention(c) (Handle, Int32, UnsafeRawPointer?) -> Int32
    let perform: @convention(c) (Handle) -> Int32
    let getLong: @convention(c) (Handle, Int32, UnsafeMutablePointer<Int>) -> Int32
    let cleanup: @convention(c) (Handle) -> Void
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let slistFree: @convention(c) (OpaquePointer?) -> Void
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// What was loaded, for `doctor`: curl's own version line's first word and the file name
    /// asked for (`libcurl/7.88.1 (libcurl.so.4)`).
    let loaded: String

    /// The library, or nil where it cannot be loaded (then a request to a backend fails with
    /// one line saying what to install).
    static let shared: CurlLibrary? = CurlLibrary()

    private init?() {
        let names: [String] = ["libcurl.so.4", "libcurl.so", "libcurl.4.dylib"]
        guard let (name, library) = names.lazy.compactMap({ name in dlopen(name, RTLD_NOW | RTLD_LOCAL).map { (name, $0) } }).first
        else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias GlobalInit = @convention(c) (Int) -> Int32
        guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
              let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
              let setLong = symbol("curl_easy_setopt", as: (@convention(c) (Handle, Int32, Int) -> Int32).self),
              let setPointer = symbol("curl_easy_setopt", as: (@convention(c) (Handle, Int32, UnsafeRawPointer?) -> Int32).self),
              let perform = symbol("curl_easy_perform", as: (@convention(c) (Handle) -> Int32).self),
              let getLong = symbol("curl_easy_getinfo", as: (@convention(c) (Handle, Int32, UnsafeMutablePointer<Int>) -> Int32).self),
              let cleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle) -> Void).self),
              let slistAppend = symbol("curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
              let slistFree = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self),
              let strerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else { return nil }
        // CURL_GLOBAL_ALL (SSL | WIN32); once, before any thread uses the library. Foundation
        // may have done it already: a second call only counts up.
        guard globalInit(3) == 0 else { return nil }
        let version = symbol("curl_version", as: (@convention(c) () -> UnsafePointer<CChar>?).self)?()
            .map { String(cString: $0).split(separator: " ").first.map(String.init) ?? "libcurl" } ?? "libcurl"
        loaded = "\(version) (\(name))"
        self.easyInit = easyInit
        self.setLong = setLong
        self.setPointer = setPointer
        self.perform = perform
        self.getLong = getLong
        self.cleanup = cleanup
        self.slistAppend = slistAppend
        self.slistFree = slistFree
        self.strerror = strerror
    }

    func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// The option and info numbers used (curl.h: LONG 0, OBJECTPOINT 10000, FUNCTIONPOINT
    /// 20000; CURLINFO_LONG 0x200000, CURLINFO_STRING 0x100000).
    enum Option {
        static let writeData: Int32 = 10001, url: Int32 = 10002, lowSpeedLimit: Int32 = 19, lowSpeedTime: Int32 = 20
        static let headerData: Int32 = 10029, httpHeader: Int32 = 10023, noProgress: Int32 = 43, followLocation: Int32 = 52
        static let noSignal: Int32 = 99, acceptEncoding: Int32 = 10102, timeoutMS: Int32 = 155, connectTimeoutMS: Int32 = 156
        static let xferInfoData: Int32 = 10057, protocols: Int32 = 181, redirectProtocols: Int32 = 182
        static let writeFunction: Int32 = 20011, headerFunction: Int32 = 20079, xferInfoFunction: Int32 = 20219
        static let responseCode: Int32 = 0x200002
    }

    /// curl's result codes the transport tells apart.
    enum Code {
        static let ok: Int32 = 0, couldntResolveProxy: Int32 = 5, couldntResolveHost: Int32 = 6, couldntConnect: Int32 = 7
        static let partialFile: Int32 = 18, writeError: Int32 = 23, outOfMemory: Int32 = 27, timedOut: Int32 = 28
        static let sslConnect: Int32 = 35, aborted: Int32 = 42, tooManyRedirects: Int32 = 47, gotNothing: Int32 = 52
        static let sendError: Int32 = 55, recvError: Int32 = 56, peerVerification: Int32 = 60, badContentEncoding: Int32 = 61
        static let tooLarge: Int32 = 100
    }
}
