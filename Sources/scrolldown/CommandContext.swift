import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Everything a command may touch in the outside world, injected so tests run commands
/// in-process against temp directories, a fixed clock and captured output.
struct CommandContext: Sendable {
    var environment: [String: String]
    var clock: Clock
    var stdout: OutputSink
    var stderr: OutputSink
    var stdoutIsTerminal: Bool
    var terminalWidth: Int?
    /// Path of the running binary, to find the bundled Fixtures/ next to a build.
    var executablePath: String
    /// Replaces the backend (tests); nil = mock or live as configured.
    var serviceOverride: (@Sendable (Session.Backend) -> GameService)?
    /// Whether stdin and stderr are terminals: confirmations are asked, and progress shown,
    /// only there.
    var stdinIsTerminal = false
    var stderrIsTerminal = false
    /// Shows text through a pager command; false when it could not (the caller prints it).
    var page: @Sendable (_ command: String, _ text: String) -> Bool = Pager.run
    /// Asks a yes/no question on stderr and reads the answer line from stdin (nil at EOF).
    var ask: @Sendable (_ question: String) -> String? = Confirmation.askOnTerminal
    /// Asks for a password on stderr and reads it from the terminal on stdin without echo
    /// (`login`; nil at EOF).
    var askSecret: @Sendable (_ prompt: String) -> String? = SecretPrompt.askOnTerminal
    /// Reads what is piped in on stdin (`login --password-stdin`).
    var readStandardInput: @Sendable () -> Data = SecretPrompt.readStandardInput
    /// Waits between `--follow` polls; injected so tests never wait.
    var sleep: @Sendable (Double) async throws -> Void = { seconds in
        try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
    }

    /// The reader's terminal (tests: a scripted one); nil: the process's own, when stdin and
    /// stdout are terminals.
    var readerTerminal: (@Sendable () -> any ReaderTerminal)?

    /// Called once an API key is in memory: the real process stops being dumpable
    /// (`ProcessHardening`); tests record the call instead of changing the test runner.
    var protectSecrets: @Sendable () -> Void = {}

    /// Columns for help text: the terminal's, else `COLUMNS` (set by shells, and by tests),
    /// else 80.
    var columns: Int {
        terminalWidth ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The real process: environment, clock, stdout/stderr.
    static func process() -> CommandContext {
        let stdout = FileDescriptorSink(descriptor: 1)
        return CommandContext(
            environment: processEnvironment(), clock: systemClock, stdout: stdout,
            stderr: FileDescriptorSink(descriptor: 2), stdoutIsTerminal: stdout.isTerminal,
            terminalWidth: stdout.terminalWidth, executablePath: runningBinary(), serviceOverride: nil,
            stdinIsTerminal: isatty(0) == 1, stderrIsTerminal: isatty(2) == 1,
            protectSecrets: { ProcessHardening.denyDumps() })
    }

    /// The environment, read from `environ` directly: `ProcessInfo.processInfo.environment`
    /// costs a fresh process a few hundred microseconds to set up. Where a name
    /// appears twice the first wins, as `getenv` reads it.
    static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// The binary's real path. argv[0] is only what the shell typed (`scrolldown` found on
    /// PATH), so an installed binary would look for its sample games in the working directory.
    static func runningBinary() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? "scrolldown"
    }
}
