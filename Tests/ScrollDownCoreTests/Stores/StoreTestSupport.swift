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

/// A fresh temporary directory per test, removed afterwards.
func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
    let url = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// Creates a fresh temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
    var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("scrolldown-test-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
        throw ScrollDownError.io(.failed(.createDirectory, path: NSTemporaryDirectory(), errno: errno))
    }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// Collects notices from a store; a class so the `@Sendable` closure can append.
/// `@unchecked Sendable` is safe: every access to `lines` goes through `lock`.
final class NoticeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] { lock.withLock { storage } }
    var sink: @Sendable (String) -> Void { { [self] line in lock.withLock { storage.append(line) } } }
}

/// A fixed clock: 2026-01-23T03:00:00Z.
let fixedNow = Date(timeIntervalSince1970: 1_769_137_200)
let fixedClock: Clock = { fixedNow }

/// The permission bits of a path.
func mode(of url: URL) throws -> mode_t {
    var info = stat()
    guard stat(url.path, &info) == 0 else { throw ScrollDownError.io(.failed(.read, path: url.path, errno: errno)) }
    return info.st_mode & 0o777
}

/// The names in a directory, sorted.
func listing(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
}

/// Writes text to a file, creating its directory.
func writeText(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}
