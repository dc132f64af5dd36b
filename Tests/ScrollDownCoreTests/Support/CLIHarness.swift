import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// Runs the real command line in-process: the same parser, session, policy and renderers as
/// the binary, with temp XDG directories, a fixed environment and captured output.
struct CLIHarness {
    /// What one run printed and returned.
    struct Result {
        let code: Int32
        let stdout: String
        let stderr: String
    }

    /// A fresh home for config, state and cache; removed by `cleanUp()`.
    let root: URL
    var environment: [String: String]
    var serviceOverride: (@Sendable (Session.Backend) -> GameService)?
    /// Replaces the `--follow` wait; the default returns at once.
    var sleep: @Sendable (Double) async throws -> Void = { _ in }

    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repoRoot.appendingPathComponent("Fixtures")

    static let sdaFixtures = fixtures.appendingPathComponent("sda")

    init(dialect: Dialect = .older, timeZone: String = "America/New_York", extra: [String: String] = [:]) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scrolldown-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        environment = [
            "HOME": root.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "SCROLLDOWN_FIXTURES": dialect.fixtures.path,
            "TZ": timeZone,
        ].merging(extra) { $1 }
    }

    /// Runs `scrolldown ARGS` and returns its exit code and output.
    func run(_ arguments: [String], terminal: Bool = false) async -> Result {
        let out = CapturingSink(), err = CapturingSink()
        let context = CommandContext(
            environment: environment, clock: { Date(timeIntervalSince1970: 1_760_032_800) }, stdout: out, stderr: err,
            stdoutIsTerminal: terminal, terminalWidth: 100, executablePath: "/nonexistent/scrolldown",
            serviceOverride: serviceOverride, sleep: sleep)
        let code = await Runner.run(arguments, context: context)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    /// Convenience for a space-separated command line.
    func run(_ line: String, terminal: Bool = false) async -> Result {
        await run(line.split(separator: " ").map(String.init), terminal: terminal)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: root) }

    /// The state directory (reveal.json, read.json, positions.json).
    var stateDirectory: URL { root.appendingPathComponent("state/scrolldown") }
}

/// The backend dialects every CLI and reveal test runs over: the older backend (CONTRACT.md,
/// `Fixtures/api`) and today's sda (CONTRACT-sda.md, `Fixtures/sda/api`), the same games.
enum Dialect: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case older, sda

    /// The tree the mock service and the loopback server serve.
    var fixtures: URL { self == .older ? CLIHarness.fixtures : CLIHarness.sdaFixtures }

    /// Only the older backend has narrative blocks (sda deleted the flow route).
    var hasFlow: Bool { self == .older }

    /// Only the older fixtures carry the reveal-aware recap route's answers.
    var hasRecapRoute: Bool { self == .older }

    var testDescription: String { rawValue }
}
