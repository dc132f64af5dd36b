import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `scrolldown` binary as a separate process, the way a shell would, with
/// output in files (no pipe to fill up) and a generous bound that only detects a hang: a run
/// still going after `limit` seconds is killed and reported as hung.
struct ProcessRunner {
    /// What one run did.
    struct Outcome {
        var code: Int32
        var stdout: String
        var stderr: String
        /// True when the run was killed after `limit` seconds.
        var hung: Bool
    }

    let binary: URL
    var environment: [String: String]

    /// The runner for the binary next to the tests, or nil (with an issue recorded) without one.
    static func make(environment: [String: String]) -> ProcessRunner? {
        guard let binary = ProcessConcurrencyTests.binary() else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first")
            return nil
        }
        return ProcessRunner(binary: binary, environment: environment)
    }

    /// Starts `scrolldown ARGS` and waits for it, at most `limit` seconds.
    func run(_ arguments: [String], limit: TimeInterval = 120) async throws -> Outcome {
        let process = try start(arguments)
        return try await wait(process, limit: limit)
    }

    /// A started process with its output files.
    struct Started {
        let process: Process
        let stdout: URL
        let stderr: URL
    }

    /// Starts `scrolldown ARGS` without waiting; `stdout` replaces the output file (e.g. /dev/full).
    func start(_ arguments: [String], stdout: FileHandle? = nil) throws -> Started {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrolldown-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try stdout ?? FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return Started(process: process, stdout: out, stderr: err)
    }

    /// Waits for a started process, killing it after `limit` seconds.
    func wait(_ started: Started, limit: TimeInterval = 120) async throws -> Outcome {
        let process = started.process
        let hung = Locked(false)
        let pid = process.processIdentifier
        // The watchdog only fires for a hang; it never decides a passing run.
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                hung.withLock { $0 = true }
                kill(pid, SIGKILL)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        await OwnThread.run { process.waitUntilExit() }
        watchdog.cancel()
        let stdout = (try? String(contentsOf: started.stdout, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: started.stderr, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: started.stdout.deletingLastPathComponent())
        return Outcome(code: process.terminationStatus, stdout: stdout, stderr: stderr, hung: hung.current)
    }

    /// Runs a shell line (`sh -c`) with `$SCROLLDOWN` set to the binary, for redirections
    /// such as `> /dev/full` or `>&-`.
    func shell(_ line: String, limit: TimeInterval = 120) async throws -> Outcome {
        var runner = self
        runner.environment["SCROLLDOWN"] = binary.path
        let shell = ProcessRunner(binary: URL(fileURLWithPath: "/bin/sh"), environment: runner.environment)
        return try await shell.run(["-c", line], limit: limit)
    }
}
