import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the stores need, each turning `errno` into a one-line
/// `ScrollDownError.io` that names the file. POSIX rather than FileManager because
/// `fsync`, `flock`, exact modes and exact errors matter here.
enum POSIXFile {
    /// The largest local file read whole: a state or config file is kilobytes; one of 100 MB
    /// would take seconds and most of a gigabyte to decode.
    static let defaultMaxBytes = 8 << 20

    /// The file's bytes, or nil when it does not exist. Anything but a regular file (a FIFO, a
    /// device, a directory) is refused, never opened for reading: a FIFO would block forever.
    /// `upTo` reads only a prefix; a whole file over `maxBytes` is refused and left as it is.
    static func readIfPresent(_ url: URL, upTo limit: Int = .max, maxBytes: Int = defaultMaxBytes) throws -> Data? {
        guard let fd = try openRegular(url, O_RDONLY, operation: .read) else { return nil }
        defer { close(fd) }
        var info = stat()
        if limit > maxBytes, fstat(fd, &info) == 0, Int(info.st_size) > maxBytes {
            throw tooLarge(url, size: Int(info.st_size), maxBytes: maxBytes)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.read, url)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count >= limit { return data }
            // A file that grows while it is read is held to the same bound.
            if data.count > maxBytes { throw tooLarge(url, size: data.count, maxBytes: maxBytes) }
        }
    }

    static func tooLarge(_ url: URL, size: Int, maxBytes: Int) -> ScrollDownError {
        .io(.tooLarge(path: url.path, bytes: size, limit: maxBytes))
    }

    /// Opens `url` (nil when it does not exist) only if it is a regular file. The open itself
    /// is non-blocking, so a FIFO or device at the path is refused instead of hanging.
    static func openRegular(_ url: URL, _ flags: Int32, mode: mode_t = 0, operation: ScrollDownError.FileOperation) throws -> Int32? {
        let fd = posixOpen(url.path, flags | O_NONBLOCK | O_CLOEXEC, mode)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw failure(operation, url)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = failure(operation, url)
            close(fd)
            throw error
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw ScrollDownError.io(.notRegularFile(operation, path: url.path, type: UInt32(info.st_mode & S_IFMT)))
        }
        // Regular files ignore O_NONBLOCK, but clear it so nothing later depends on that.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// What a file mode describes, for messages.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a directory"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Where a write to `url` must land: the target of a symbolic link (so a linked config or
    /// state file stays linked, as `config set` through a dotfiles link expects), else `url`.
    /// A link whose target does not exist (or cannot be resolved) is reported, never replaced
    /// by a plain file: the reader meant the link.
    static func writeTarget(_ url: URL) throws -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return url }
        guard let resolved = realpath(url.path, nil) else {
            let code = errno
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
            throw ScrollDownError.io(.danglingLink(path: url.path, target: target, errno: code))
        }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// Removes temp files of this writer's naming (`.NAME.tmp-XXXXXX`) left beside `url` by a
    /// writer that was killed between creating and renaming one. Call only while holding the
    /// file's lock: then no live writer of `url` has a temp file.
    static func removeStaleTemporaries(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// Writes `data` to a temp file beside `url` (mode 0600), fsyncs it and renames it over
    /// `url`, so a reader sees the old file or the new one, never half of one. A symbolic link
    /// at `url` is followed: its target is replaced, the link stays.
    ///
    /// `durable: false` (caches) skips the two fsyncs: the rename is still atomic, and a cache
    /// lost in a crash costs nothing, while an fsync can wait tens of milliseconds on a busy disk.
    static func writeAtomically(_ data: Data, to destination: URL, durable: Bool = true) throws {
        let url = try writeTarget(destination)
        var existing = stat()
        if stat(url.path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG {
            throw ScrollDownError.io(.notRegularFile(.write, path: url.path, type: UInt32(existing.st_mode & S_IFMT)))
        }
        let directory = url.deletingLastPathComponent()
        var template = Array("\(directory.path)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(.write, url) }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        var isOpen = true
        defer {
            if isOpen { close(fd) }
            if !renamed { unlink(tempPath) }
        }
        guard fchmod(fd, 0o600) == 0 else { throw failure(.write, url) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(.write, url)
                }
                offset += written
            }
        }
        guard !durable || fsync(fd) == 0 else { throw failure(.write, url) }
        isOpen = false
        guard close(fd) == 0 else { throw failure(.write, url) }
        guard posixRename(tempPath, url.path) == 0 else { throw failure(.write, url) }
        renamed = true
        guard durable else { return }
        // Make the rename itself durable; best effort, some file systems refuse fsync on a directory.
        let dirFD = posixOpen(directory.path, O_RDONLY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// Renames `source` to `destination`.
    static func rename(_ source: URL, to destination: URL) throws {
        guard posixRename(source.path, destination.path) == 0 else { throw failure(.moveAside, source) }
    }

    /// Creates `url` and any missing parents with mode 0700; existing directories keep their mode.
    static func ensureDirectory(_ url: URL) throws {
        var info = stat()
        if stat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ScrollDownError.io(.fileInTheWay(path: url.path))
            }
            return
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path { try ensureDirectory(parent) }
        if mkdir(url.path, 0o700) != 0 {
            if errno == EEXIST { return }
            throw ScrollDownError.io(.failed(.createDirectory, path: url.path, errno: errno))
        }
        // mkdir's mode is filtered by the umask; the state directory must be exactly private.
        _ = chmod(url.path, 0o700)
    }

    /// Runs `body` while holding an exclusive `flock` on `lockURL` (created 0600 if missing).
    /// `flock` locks belong to the open file description, so separate opens exclude each
    /// other even within one process. Waits at most `timeout` seconds for another holder, then
    /// fails with one line instead of hanging behind a stuck process.
    static func withExclusiveLock<R>(_ lockURL: URL, name: String, timeout: TimeInterval, _ body: () throws -> R) throws -> R {
        guard let fd = try openRegular(lockURL, O_RDWR | O_CREAT, mode: 0o600, operation: .lock) else {
            throw ScrollDownError.io(.lockFailed(name: name, lockPath: lockURL.path, errno: ENOENT))
        }
        defer { close(fd) }
        // Poll with a growing pause (1 ms to 50 ms): flock cannot wait with a timeout itself,
        // and an uncontended lock is taken on the first try.
        let deadline = ContinuousClock.now + .milliseconds(Int(max(0, timeout) * 1000))
        var pause: useconds_t = 1000
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                throw ScrollDownError.io(.lockFailed(name: name, lockPath: lockURL.path, errno: code))
            }
            guard ContinuousClock.now < deadline else {
                throw ScrollDownError.io(.locked(name: name, lockPath: lockURL.path, seconds: timeout))
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return try body()
    }

    /// The current `errno` as a one-line error naming the operation and file.
    static func failure(_ operation: ScrollDownError.FileOperation, _ url: URL) -> ScrollDownError {
        .io(.failed(operation, path: url.path, errno: errno))
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
