import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore
#if canImport(Glibc)
import Glibc
#endif

// What the signal handlers need, set before they are installed: async-signal-safe code may
// only read memory that is already there (no lazy globals, no allocation).
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var settingsSaved: Int32 = 0
nonisolated(unsafe) private var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
nonisolated(unsafe) private var wakeWriter: Int32 = -1

/// SIGTERM, SIGINT, SIGHUP while the reader runs: give the terminal back (settings, main
/// screen, cursor; CAN first ends any escape sequence cut off mid-frame), then die of the
/// signal as if no handler were set, so the exit status says which (143, 130, 129).
private func leaveAndDie(_ signal: Int32) {
    if settingsSaved != 0 {
        _ = tcsetattr(0, TCSADRAIN, &savedSettings)
        if let bytes = restoreBytes { _ = write(1, bytes.baseAddress, bytes.count) }
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// SIGWINCH: wake the reader to redraw.
private func wake(_ signal: Int32) {
    var byte: UInt8 = 1
    _ = write(wakeWriter, &byte, 1)
}

/// The real terminal: stdin in raw mode (no echo, no line editing, no signals from keys, no
/// flow control), the alternate screen, the cursor hidden. `leave`, and every signal that
/// ends the process, put back exactly the settings found (`stty -g` before = after).
final class TTY: ReaderTerminal, @unchecked Sendable {
    static let ending = [SIGTERM, SIGINT, SIGHUP]
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    static let leaveSequence = "\u{18}\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private let output: OutputSink
    private var painter = ScreenPainter()
    private var decoder = KeyDecoder()
    private var queued: [Key] = []
    private var wakeReader: Int32 = -1
    private var entered = false

    init(output: OutputSink) { self.output = output }

    var size: (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    func enter() throws {
        var settings = termios()
        // Without the settings there is nothing to give back: refuse as without a terminal.
        guard tcgetattr(0, &settings) == 0 else { throw ScrollDownError.usage(.needsTerminal(command: BrowseCommand.spec.name)) }
        savedSettings = settings
        let bytes = Array(Self.leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        restoreBytes = buffer
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw ScrollDownError.programming("no pipe for the reader's signals: \(String(cString: strerror(errno)))") }
        for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        (wakeReader, wakeWriter) = (pipeEnds[0], pipeEnds[1])
        settingsSaved = 1
        for signal in Self.ending { Glibc.signal(signal, leaveAndDie) }
        Glibc.signal(SIGWINCH, wake)

        var raw = settings
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(0, TCSADRAIN, &raw)
        entered = true
        output.write(Self.enterSequence)
    }

    func leave() {
        guard entered else { return }
        entered = false
        // Signals first: from here an ending signal just ends the process, the terminal given back.
        for signal in Self.ending + [SIGWINCH] { Glibc.signal(signal, SIG_DFL) }
        var settings = savedSettings
        _ = tcsetattr(0, TCSADRAIN, &settings)
        settingsSaved = 0
        output.write(Self.leaveSequence)
        close(wakeReader)
        close(wakeWriter)
    }

    func next(timeout: Double?) -> TerminalEvent {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if !queued.isEmpty { return .key(queued.removeFirst()) }
            var wait: Int32 = -1
            if let deadline { wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000) }
            // A lone ESC: the rest of its sequence, if any, arrives within moments.
            if decoder.isWaiting { wait = wait < 0 ? 30 : min(wait, 30) }
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if ready == 0 {
                if decoder.isWaiting {
                    queued += decoder.flush()
                    continue
                }
                return .timeout
            }
            if fds[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(wakeReader, &drain, drain.count) > 0 {}
                painter.invalidate()
                return .resize
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = read(0, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count <= 0 { return .end }
                queued += decoder.feed(Array(buffer[..<count]))
                continue
            }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .end }
        }
    }

    func draw(_ frame: Frame) {
        let size = self.size
        let bytes = painter.paint(frame, rows: size.rows, columns: size.columns)
        if !bytes.isEmpty { output.write(bytes) }
    }

    /// Something else wrote to the terminal (a notice on stderr): the next frame repaints it all.
    func invalidate() { painter.invalidate() }
}
