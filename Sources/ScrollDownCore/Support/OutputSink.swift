import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where rendered text goes. Only the executable's sinks touch file descriptors; tests capture.
public protocol OutputSink: Sendable {
    /// Writes text as is (the caller supplies newlines).
    func write(_ text: String)
}

/// Writes to a file descriptor (stdout or stderr), retrying short writes and ignoring EPIPE so
/// `scrolldown games | head` ends quietly.
public struct FileDescriptorSink: OutputSink {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal width in columns, or nil when it is not a terminal.
    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Collects output in memory (tests, and commands that render before writing).
public final class CapturingSink: OutputSink {
    // Safe to share: every access to `buffer` holds `lock`.
    private let lock = NSLock()
    nonisolated(unsafe) private var buffer = ""

    public init() {}

    public func write(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        buffer += text
    }

    /// Everything written so far.
    public var text: String {
        lock.lock(); defer { lock.unlock() }
        return buffer
    }
}
