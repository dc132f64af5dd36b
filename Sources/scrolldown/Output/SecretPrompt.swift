import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore
#if canImport(Glibc)
import Glibc
#endif

// The terminal's settings while a password is typed, for the signal handler to put back: set
// before it is installed (async-signal-safe code reads only memory already there).
nonisolated(unsafe) private var promptSettings = termios()
nonisolated(unsafe) private var promptSettingsSaved: Int32 = 0

/// Ctrl-C (or SIGTERM, SIGHUP) while the password is typed: echo back on, then die of the
/// signal as without a handler (exit status 130, 143, 129).
private func restoreEchoAndDie(_ signal: Int32) {
    if promptSettingsSaved != 0 { _ = tcsetattr(0, TCSAFLUSH, &promptSettings) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// Reading the password for `login`: typed on the terminal without echo, or piped in with
/// `--password-stdin` (as `docker login` does); never from the command line or the environment,
/// where other users' `ps` and `/proc/PID/environ` could read it.
enum SecretPrompt {
    static let ending = [SIGINT, SIGTERM, SIGHUP]

    /// Writes `prompt` on stderr and reads one line from the terminal on stdin with echo off
    /// (the kernel's line editing stays: Backspace, Ctrl-U). Echo comes back after the line, on
    /// Ctrl-D and on every signal that ends the process. nil at end of input or when the
    /// terminal's settings cannot be changed (then nothing is read: it would echo).
    @Sendable static func askOnTerminal(_ prompt: String) -> String? {
        let stderr = FileDescriptorSink(descriptor: 2)
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return nil }
        promptSettings = settings
        promptSettingsSaved = 1
        var previous: [Int32: sighandler_t?] = [:]
        for signal in ending { previous[signal] = Glibc.signal(signal, restoreEchoAndDie) }
        defer {
            _ = tcsetattr(0, TCSAFLUSH, &promptSettings)
            promptSettingsSaved = 0
            for (signal, handler) in previous { Glibc.signal(signal, handler ?? SIG_DFL) }
        }
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        guard tcsetattr(0, TCSAFLUSH, &silent) == 0 else { return nil }
        stderr.write(prompt)
        let line = readLine(strippingNewline: true)
        // The Enter typed was not echoed either.
        stderr.write("\n")
        return line
    }

    /// Everything on stdin (`--password-stdin`), at most 64 KiB: a password is short, and a
    /// file piped in by mistake must not be read whole.
    @Sendable static func readStandardInput() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536 {
            let count = read(0, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The password in what was piped in: up to its first line break (a trailing `\n` or
    /// `\r\n` from `echo` or a file is not part of it); nil when that is empty.
    static func password(fromStandardInput data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).first
            .map(String.init) ?? ""
        let password = line.hasSuffix("\r") ? String(line.dropLast()) : line
        return password.isEmpty ? nil : password
    }
}
