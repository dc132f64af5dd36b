import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the stores need, each turning `errno` into a one-line
/// `ScrollDownError.io` that names the file. POSIX rather than FileManager because
/// `fsync`, `flock`, exact modes and exact errors matter here.
enum POSIXFile {
    /// The file's bytes, or nil when it does not exist.
    static func readIfPresent(_ url: URL) throws -> Data? {
        let fd = posixOpen(url.path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw failure("read", url)
        }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", url)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `data` to a temp file beside `url` (mode 0600), fsyncs it and renames it over
    /// `url`, so a reader sees the old file or the new one, never half of one.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        var template = Array("\(directory.path)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("write", url) }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        var isOpen = true
        defer {
            if isOpen { close(fd) }
            if !renamed { unlink(tempPath) }
        }
        guard fchmod(fd, 0o600) == 0 else { throw failure("write", url) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write", url)
                }
                offset += written
            }
        }
        guard fsync(fd) == 0 else { throw failure("write", url) }
        isOpen = false
        guard close(fd) == 0 else { throw failure("write", url) }
        guard posixRename(tempPath, url.path) == 0 else { throw failure("write", url) }
        renamed = true
        // Make the rename itself durable; best effort, some file systems refuse fsync on a directory.
        let dirFD = posixOpen(directory.path, O_RDONLY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// Renames `source` to `destination`.
    static func rename(_ source: URL, to destination: URL) throws {
        guard posixRename(source.path, destination.path) == 0 else { throw failure("move aside", source) }
    }

    /// Creates `url` and any missing parents with mode 0700; existing directories keep their mode.
    static func ensureDirectory(_ url: URL) throws {
        var info = stat()
        if stat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ScrollDownError.io("could not create directory \(url.path): a file is in the way")
            }
            return
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path { try ensureDirectory(parent) }
        if mkdir(url.path, 0o700) != 0 {
            if errno == EEXIST { return }
            throw ScrollDownError.io("could not create directory \(url.path): \(describe(errno))")
        }
        // mkdir's mode is filtered by the umask; the state directory must be exactly private.
        _ = chmod(url.path, 0o700)
    }

    /// Runs `body` while holding an exclusive `flock` on `lockURL` (created 0600 if missing).
    /// `flock` locks belong to the open file description, so separate opens exclude each
    /// other even within one process.
    static func withExclusiveLock<R>(_ lockURL: URL, name: String, _ body: () throws -> R) throws -> R {
        let fd = posixOpen(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ScrollDownError.io("could not lock \(name) (\(lockURL.path)): \(describe(errno))")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw ScrollDownError.io("could not lock \(name) (\(lockURL.path)): \(describe(errno))")
        }
        return try body()
    }

    /// The current `errno` as a one-line error naming the operation and file.
    static func failure(_ operation: String, _ url: URL) -> ScrollDownError {
        .io("could not \(operation) \(url.lastPathComponent) (\(url.path)): \(describe(errno))")
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

// Free-function aliases: inside `enum POSIXFile` the names `read`, `write`, `open` and
// `rename` would otherwise resolve to the enum's own members.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
private func posixOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}
private func posixRename(_ old: String, _ new: String) -> Int32 {
    rename(old, new)
}
