import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// libcurl's easy interface, loaded at run time on the first request to a backend
/// (`libcurl.so.4`, which the Swift toolchain needs too). No headers, no package and no
/// link-time dependency: the few functions `CurlTransport` needs, bound by name.
///
/// `curl_easy_setopt(CURL *, CURLoption, ...)` and `curl_easy_getinfo(CURL *, CURLINFO, ...)`
/// are variadic in C, which Swift cannot call. Each is bound instead as a fixed function of
/// three arguments, once per kind of third argument (a `long`, a pointer). That is correct
/// only where a variadic integer or pointer argument travels exactly as a fixed one, which is
/// so on the two platforms this build allows (`callingConventionHolds`):
/// - x86-64 System V (Linux): the first six integer and pointer arguments go in rdi, rsi, rdx,
///   rcx, r8 and r9, named or variadic alike. The handle is in rdi, the option (an `int`) in
///   esi, the value (a `long` or a pointer, 64 bits) in rdx; the callee's prologue spills rdx
///   to r9 into its register save area, where `va_arg` reads the value. The one difference is
///   %al: a caller of a variadic function sets it to an upper bound of the vector registers it
///   used, while a fixed call leaves it undefined. The callee reads %al only to decide whether
///   to spill xmm0 to xmm7 as well; GCC and Clang emit `test %al,%al; je` around eight
///   `movaps` into a save area sized for all eight, so any value is harmless (Debian 12's
///   libcurl.so.4.8.0, built by GCC, disassembles to exactly that). Older GCC releases used %al
///   as the index of a computed jump into that spill sequence, where a value above 8 jumps
///   astray: a libcurl built that way would not be safe to call like this.
/// - AAPCS64 (Linux on arm64): the first eight integer and pointer arguments go in x0 to x7,
///   named or variadic alike; `va_start` spills the unnamed ones to a save area with no
///   register like %al to consult, and `va_arg` reads the value from there.
/// Elsewhere the value would be read from the wrong place (Apple's arm64 passes variadic
/// arguments on the stack; 64-bit PowerPC wants a parameter save area a fixed call does not
/// provide), so there the library is never loaded and every live request fails with one line
/// (`Unavailable.httpLibraryUnsupported`).
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

    /// Whether the fixed-arity binding of the variadic calls is correct here (see the type).
    #if os(Linux) && (arch(x86_64) || arch(arm64))
    static let callingConventionHolds = true
    #else
    static let callingConventionHolds = false
    #endif

    /// The library, or nil where it cannot be loaded or may not be called this way (then a
    /// request to a backend fails with one line saying why).
    static let shared: CurlLibrary? = callingConventionHolds ? CurlLibrary() : nil

    private init?() {
        let names: [String] = ["libcurl.so.4", "libcurl.so"]
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
        static let postFields: Int32 = 10015, postFieldSize: Int32 = 60, customRequest: Int32 = 10036
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
