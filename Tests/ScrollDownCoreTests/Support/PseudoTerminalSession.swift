import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// The built binary on a fresh pseudo-terminal, driven key by key: type, wait for the screen
/// to settle, resize the window (the kernel sends SIGWINCH), send a signal, wait for the end.
/// The terminal's settings are read with `stty -g` on its slave side before the program
/// starts and after it ends, and every byte written is kept for `VirtualScreen`.
final class PseudoTerminalSession {
    let master: Int32
    /// The slave side, held open by the test so `stty -g` can read it after the program ends.
    let slave: Int32
    let child: pid_t
    private(set) var output: [UInt8] = []
    /// `stty -g` before the program started.
    let settingsBefore: String

    init(_ arguments: [String], binary: URL, environment: [String: String], rows: UInt16, columns: UInt16) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw PseudoTerminal.POSIXFailure(what: "open /dev/ptmx", code: errno) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, PseudoTerminal.unlockRequest, &unlock) == 0, ioctl(master, PseudoTerminal.numberRequest, &number) == 0 else {
            throw PseudoTerminal.POSIXFailure(what: "pty ioctl", code: errno)
        }
        let path = "/dev/pts/\(number)"
        slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        settingsBefore = try Self.stty(slave)
        child = try PseudoTerminal(binary: binary, environment: environment).spawn(arguments, terminal: path)
    }

    deinit {
        kill(child, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(child, &status, WNOHANG)
        close(master)
        close(slave)
    }

    /// `stty -g` on the terminal whose slave side is `descriptor`.
    static func stty(_ descriptor: Int32) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "stty -g"]
        process.standardInput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `stty -g` now.
    func settingsNow() throws -> String { try Self.stty(slave) }

    func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Reads output until none has come for `quiet` seconds (at most `limit`). The quiet is
    /// counted from the first output after the call: on a loaded machine the program may take
    /// longer than `quiet` to answer at all (waiting at most half the limit for it).
    func settle(quiet: TimeInterval = 0.4, limit: TimeInterval = 10) {
        let start = Date()
        var last = Date()
        var answered = false
        while Date().timeIntervalSince(start) < limit {
            if drain(waitMilliseconds: 50) {
                last = Date()
                answered = true
            }
            let waited = Date().timeIntervalSince(last)
            if answered ? waited >= quiet : waited >= max(quiet, limit / 2) { break }
        }
    }

    @discardableResult
    private func drain(waitMilliseconds: Int32) -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, waitMilliseconds) > 0, poller.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        output.append(contentsOf: buffer[..<count])
        return true
    }

    /// A new window size: the kernel signals the foreground group (SIGWINCH).
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func signal(_ signal: Int32) { kill(child, signal) }

    /// The exit code (128 + signal when killed by one), or nil when the program has not ended
    /// within `limit` seconds (it is then killed).
    func waitForExit(limit: TimeInterval = 10) -> Int32? {
        let start = Date()
        var status: Int32 = 0
        while Date().timeIntervalSince(start) < limit {
            drain(waitMilliseconds: 20)
            if waitpid(child, &status, WNOHANG) == child {
                while drain(waitMilliseconds: 20) {}
                let signal = status & 0x7f
                return signal == 0 ? (status >> 8) & 0xff : 128 + signal
            }
        }
        kill(child, SIGKILL)
        _ = waitpid(child, &status, 0)
        return nil
    }

    var text: String { String(decoding: output, as: UTF8.self) }

    /// Whether the terminal was given back: the last switch to the alternate screen was
    /// followed by the switch back, and the last hidden cursor shown again.
    var screenRestored: Bool {
        let text = self.text
        func after(_ on: String, _ off: String) -> Bool {
            guard let lastOn = text.range(of: on, options: .backwards) else { return true }
            return text.range(of: off, options: .backwards).map { $0.lowerBound > lastOn.lowerBound } ?? false
        }
        return text.contains("\u{1B}[?1049h") && after("\u{1B}[?1049h", "\u{1B}[?1049l") && after("\u{1B}[?25l", "\u{1B}[?25h")
    }
}

/// Just enough of a VT100 to read a screen back from the bytes the reader writes: cursor
/// positioning, erase in line and display, the alternate screen; colours are dropped.
struct VirtualScreen {
    private(set) var rows: Int
    private(set) var columns: Int
    private var grid: [[Character]]
    private var row = 0, column = 0

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Resizes as a terminal does (content kept where it fits).
    mutating func resize(rows: Int, columns: Int) {
        grid = (0..<rows).map { r in (0..<columns).map { c in r < grid.count && c < grid[r].count ? grid[r][c] : " " } }
        self.rows = rows
        self.columns = columns
        row = min(row, rows - 1)
        column = min(column, columns - 1)
    }

    mutating func feed(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.first == "[" else { characters = characters.dropFirst(); continue }
                characters = characters.dropFirst()
                var parameters = ""
                while let next = characters.first, !(next.asciiValue.map { (0x40...0x7E).contains($0) } ?? false) {
                    parameters.append(next)
                    characters = characters.dropFirst()
                }
                guard let final = characters.popFirst() else { return }
                csi(parameters, final)
            case "\r": column = 0
            case "\n": row = min(row + 1, rows - 1)
            case "\u{18}", "\u{07}": break
            default:
                if column < columns, row < rows { grid[row][column] = character }
                column += max(DisplayWidth.of(String(character)), 1)
            }
        }
    }

    private mutating func csi(_ parameters: String, _ final: Character) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch final {
        case "H":
            row = min(max((numbers.first ?? 1) - 1, 0), rows - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), columns - 1)
        case "K":
            for c in column..<columns { grid[row][c] = " " }
        case "J" where parameters == "2":
            grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        default: break
        }
    }

    /// The screen, one row a line, trailing spaces removed.
    var text: String {
        grid.map { line in String(line).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    }
}
