import Foundation
import ScrollDownCore
#if canImport(Glibc)
import Glibc
#endif

/// Long text on a terminal goes through a pager, as git and gh do: `$PAGER`, else
/// `less -FRX` (which quits at once when the text fits the screen and keeps colours).
enum Pager {
    /// The default when neither config `pager` nor `$PAGER` names one.
    static let defaultCommand = "less -FRX"

    /// The pager command for this run, or nil: only for text on a terminal, never with
    /// `--no-pager` or config `pager` set to `off`.
    static func command(globals: GlobalOptions, settings: Settings, context: CommandContext) -> String? {
        guard context.stdoutIsTerminal, globals.format == .text, !globals.noPager else { return nil }
        if let configured = settings.pager?.trimmingCharacters(in: .whitespaces), !configured.isEmpty {
            return ["off", "false", "no", "never", "none"].contains(configured.lowercased()) ? nil : configured
        }
        if let fromEnvironment = context.environment["PAGER"] {
            let trimmed = fromEnvironment.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
        }
        return defaultCommand
    }

    /// Runs `command` through `/bin/sh` with `text` on its stdin and waits for it. False when
    /// it could not start, so the caller prints the text itself.
    @Sendable static func run(_ command: String, _ text: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch { return false }
        // A reader who quits the pager early closes the pipe: stop writing, quietly.
        signal(SIGPIPE, SIG_IGN)
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        bytes.removeAll()
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        // 127: the shell found no such command; the text has not been shown.
        return process.terminationStatus != 127
    }
}
