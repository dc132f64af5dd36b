import Foundation
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
    /// Waits between `--follow` polls; injected so tests never wait.
    var sleep: @Sendable (Double) async throws -> Void = { seconds in
        try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
    }

    /// Columns for help text: the terminal's, else `COLUMNS` (set by shells, and by tests),
    /// else 80.
    var columns: Int {
        terminalWidth ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The real process: environment, clock, stdout/stderr.
    static func process() -> CommandContext {
        let stdout = FileDescriptorSink(descriptor: 1)
        return CommandContext(
            environment: ProcessInfo.processInfo.environment, clock: systemClock, stdout: stdout,
            stderr: FileDescriptorSink(descriptor: 2), stdoutIsTerminal: stdout.isTerminal,
            terminalWidth: stdout.terminalWidth, executablePath: CommandLine.arguments.first ?? "scrolldown",
            serviceOverride: nil)
    }
}
