import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// The built binary as a person at a terminal runs it: `browse` on a pseudo-terminal, keys
/// typed, the window resized, signals sent. On every exit the terminal is as it was found
/// (`stty -g` before = after, the main screen back, the cursor shown).
@Suite(.temporaryHome) struct ReaderTerminalTests {
    /// `browse` (or `arguments`) on a new pseudo-terminal, in a fresh home, over the sample
    /// games; `changes` sets (or, with nil, removes) environment variables.
    static func start(_ arguments: [String] = ["browse"], rows: UInt16 = 24, columns: UInt16 = 80,
                      changes: [String: String?] = [:],
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> PseudoTerminalSession? {
        guard let binary = TestPaths.binary else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first", sourceLocation: sourceLocation)
            return nil
        }
        let home = TemporaryHome.makeDirectory("browse", sourceLocation: sourceLocation)
        var environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "SCROLLDOWN_FIXTURES": TestPaths.fixtures.path, "TZ": "America/New_York", "TERM": "xterm-256color", "NO_COLOR": "1",
            "PATH": "/usr/bin:/bin",
        ]
        for (name, value) in changes { environment[name] = value }
        let session = try PseudoTerminalSession(arguments, binary: binary, environment: environment, rows: rows, columns: columns)
        session.settle()
        return session
    }

    /// The screen as a terminal of this size shows it after everything written so far.
    static func screen(_ session: PseudoTerminalSession, rows: Int = 24, columns: Int = 80) -> String {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(session.text)
        return screen.text
    }

    static func expectRestored(_ session: PseudoTerminalSession, code: Int32?, _ expected: Int32,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(code == expected, sourceLocation: sourceLocation)
        #expect(try session.settingsNow() == session.settingsBefore, "stty -g differs after the reader", sourceLocation: sourceLocation)
        #expect(session.screenRestored, "the alternate screen or the hidden cursor was left on", sourceLocation: sourceLocation)
    }

    @Test func qQuitsAndGivesTheTerminalBack() throws {
        guard let session = try Self.start() else { return }
        #expect(Self.screen(session).contains("> "))
        session.type("q")
        try Self.expectRestored(session, code: session.waitForExit(), 0)
    }

    @Test func ctrlCExits130() throws {
        guard let session = try Self.start() else { return }
        session.type("\r")
        session.settle()
        session.type("\u{03}")
        try Self.expectRestored(session, code: session.waitForExit(), 130)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func aSignalEndsItWithTheTerminalGivenBack(signal: Int32, code: Int32) throws {
        guard let session = try Self.start() else { return }
        session.type("j\r")
        session.settle()
        session.signal(signal)
        try Self.expectRestored(session, code: session.waitForExit(), code)
    }

    /// The screens at 80×24, after a resize from a larger window, match the golden screens.
    @Test func goldenScreensAfterAResize() throws {
        guard let session = try Self.start(rows: 30, columns: 100) else { return }
        session.resize(rows: 24, columns: 80)
        session.settle()
        Snapshot.assert(Self.screen(session) + "\n", named: "browse-feed-80x24")
        session.type("\r")
        session.settle()
        Snapshot.assert(Self.screen(session) + "\n", named: "browse-game-80x24")
        session.type(" ")
        session.settle()
        Snapshot.assert(Self.screen(session) + "\n", named: "browse-step-80x24")
        session.type("qq")
        try Self.expectRestored(session, code: session.waitForExit(), 0)
    }

    /// Arrows and paging keys arrive as escape sequences.
    @Test func arrowsMoveTheCursor() throws {
        guard let session = try Self.start() else { return }
        session.type("\u{1B}[B\u{1B}[B\u{1B}[A")
        session.settle()
        let marked = Self.screen(session).split(separator: "\n").first { $0.hasPrefix("> ") } ?? ""
        #expect(marked.contains("2024030121"), "\(marked)")
        session.type("q")
        try Self.expectRestored(session, code: session.waitForExit(), 0)
    }

    /// Bare `scrolldown` on a terminal is the reader.
    @Test func bareScrolldownOnATerminalOpensTheReader() throws {
        guard let session = try Self.start([]) else { return }
        #expect(Self.screen(session).contains("j/k move · Enter open"))
        session.type("q")
        try Self.expectRestored(session, code: session.waitForExit(), 0)
    }

    @Test func piped() throws {
        guard let binary = TestPaths.binary else { return }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["browse"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(out.fileHandleForReading.readDataToEndOfFile().isEmpty)
        #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").count == 1)
    }
}
