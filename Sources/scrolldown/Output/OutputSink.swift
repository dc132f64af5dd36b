import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore
#if canImport(Glibc)
import Glibc
#endif

/// Where rendered text goes. Only the executable's sinks touch file descriptors; tests capture.
protocol OutputSink: Sendable {
    /// Writes text as is (the caller supplies newlines).
    func write(_ text: String)
    /// Why a write failed (disk full, closed descriptor), once one has; nil while all is well.
    /// A closed pipe (EPIPE) is not a failure: `scrolldown games | head` ends quietly.
    var writeFailure: String? { get }
}

// No default for `writeFailure` on purpose: a sink that wraps another and forgot to forward it
// would report a full disk as success (no protocol here has default implementations).

/// Writes to a file descriptor (stdout or stderr), retrying short writes. EPIPE ends the
/// output quietly (`scrolldown games | head`); any other error (a full disk, a closed
/// descriptor) is kept in `writeFailure` so the run can report it and exit 1 instead of
/// claiming success. After either, further writes are skipped.
struct FileDescriptorSink: OutputSink {
    let descriptor: Int32
    /// nil while writing works; `.some(nil)` after EPIPE; `.some(reason)` after a failure.
    private let stopped = Locked<String??>(nil)

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        if stopped.withLock({ $0 }) != nil { return }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    stopped.withLock { $0 = code == EPIPE ? .some(nil) : .some(String(cString: strerror(code))) }
                    return
                }
                offset += written
            }
        }
    }

    var writeFailure: String? { stopped.withLock { $0 } ?? nil }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal width in columns, or nil when it is not a terminal.
    var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Collects output in memory (tests, and commands that render before writing).
final class CapturingSink: OutputSink {
    private let buffer = Locked("")

    init() {}

    func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    var text: String { buffer.withLock { $0 } }

    /// Memory does not fill up the way a disk does.
    var writeFailure: String? { nil }
}
