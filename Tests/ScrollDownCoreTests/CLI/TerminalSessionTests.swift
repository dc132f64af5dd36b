import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// The built binary in a real pseudo-terminal with the default pager (`less -FRX`), as a
/// person runs it: each command prints its screen and ends when `q` is typed. A pager that
/// the kernel stops (not in the terminal's foreground group) hangs the run; here that is a
/// failure within seconds.
@Suite(.temporaryHome, .serialized) struct TerminalSessionTests {
    /// The terminal, or nil (with the reason recorded) when the binary or `less` is missing.
    static func terminal(rows: UInt16 = 24, sourceLocation: SourceLocation = #_sourceLocation) -> PseudoTerminal? {
        guard let binary = TestPaths.binary else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first",
                         sourceLocation: sourceLocation)
            return nil
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/less") else {
            // .ci/run installs less; a machine without it cannot show the default pager at all.
            Issue.record("less is not installed: the default pager cannot be tested (apt-get install less)",
                         sourceLocation: sourceLocation)
            return nil
        }
        var environment = CLIHarness(service: .real).environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        environment["SCROLLDOWN_NOW"] = "2025-10-09T22:00:00Z"
        return PseudoTerminal(binary: binary, environment: environment, rows: rows)
    }

    @Test(arguments: [
        (["games", "--league", "NBA"], "21600270"),
        (["help"], "scrolldown"),
        (["game", "21600270"], "Wizards"),
        (["timeline", "22000001"], "Q1"),
        (["odds", "910000002"], "ORL"),
        (["read", "21600270"], "Q1"),
    ])
    func commandsFinishOnATerminalWithTheDefaultPager(arguments: [String], expected: String) throws {
        guard let terminal = Self.terminal() else { return }
        let outcome = try terminal.run(arguments)
        #expect(!outcome.hung, "`scrolldown \(arguments.joined(separator: " "))` hung on a terminal; screen: \(outcome.screen.suffix(400))")
        #expect(outcome.code == 0, "\(outcome.screen.suffix(400))")
        #expect(outcome.screen.contains(expected), "\(outcome.screen.suffix(400))")
    }

    /// Long text really goes through the pager: the program waits for the reader's key, and
    /// `q` before the end ends it quietly.
    @Test func longTextWaitsInThePagerUntilQIsTyped() throws {
        guard let terminal = Self.terminal(rows: 10) else { return }
        let outcome = try terminal.run(["timeline", "22000001"])
        #expect(!outcome.hung, "\(outcome.screen.suffix(400))")
        #expect(outcome.code == 0, "\(outcome.screen.suffix(400))")
        #expect(outcome.keysTyped >= 1, "the text did not wait in a pager")
        #expect(!outcome.screen.contains("Broken pipe"))
        #expect(!outcome.screen.contains("could not write"), "quitting the pager early printed an error: \(outcome.screen.suffix(400))")
    }

    /// `read` saves the reader's position before the pager opens and does not hold the
    /// positions lock while it is open: a second `scrolldown` of the same game goes on.
    @Test func aSecondReadDoesNotWaitForTheFirstOnesPager() throws {
        guard let terminal = Self.terminal(rows: 6), let binary = TestPaths.binary else { return }
        let second = Locked<(code: Int32?, output: String)>((nil, ""))
        let outcome = try terminal.run(["read", "22000001"], onFirstQuiet: {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["read", "22000001", "-q", "--format", "json"]
            process.environment = terminal.environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return }
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                return
            }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            second.withLock { $0 = (process.terminationStatus, text) }
        })
        #expect(!outcome.hung && outcome.code == 0, "\(outcome.screen.suffix(400))")
        #expect(outcome.keysTyped >= 1, "the first read did not wait in a pager")
        let result = second.current
        #expect(result.code == 0, "the second read waited for the first one's pager (or failed)")
        #expect(result.output.contains("\"items\""))
    }
}
