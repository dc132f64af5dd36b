import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// The built binary on a pseudo-terminal against the live backend (a server on 127.0.0.1):
/// a new user opens the reader, reads a game step by step, reveals it, hides it and quits,
/// with either key, and the terminal is as found. Also on a real terminal: colour only where
/// it may be, the team filter typed, and a network error on the status line.
@Suite(.temporaryHome) struct ReaderLiveTerminalTests {
    typealias T = ReaderTerminalTests
    typealias L = LiveBackendCLITests
    static let id = 22000001

    /// Reads output until the screen satisfies `done` (or `limit` seconds pass).
    static func waitFor(_ session: PseudoTerminalSession, limit: TimeInterval = 60,
                        _ done: (_ rows: [String]) -> Bool) -> [String] {
        let start = Date()
        var rows = T.screen(session).components(separatedBy: "\n")
        while !done(rows) && Date().timeIntervalSince(start) < limit {
            session.settle(quiet: 0.2, limit: 1)
            rows = T.screen(session).components(separatedBy: "\n")
        }
        return rows
    }

    /// Whether the 23 document rows of the screen are a run of the document's lines, each
    /// cut at the 80 columns (rows past its end blank), and which line the screen starts at.
    /// Where the screen's rows sit in `document`, word for word (the reader wraps its own
    /// words): 0 when they open it, 1 further down, nil when they are not a stretch of it.
    static func window(_ rows: [String], in document: String) -> Int? {
        let shown = ReaderScreenTests.words(rows.prefix(23).map {
            $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n"))
        let whole = ReaderScreenTests.words(document)
        guard !shown.isEmpty, let found = whole.range(of: shown) else { return nil }
        return found.lowerBound == whole.startIndex ? 0 : 1
    }

    /// The backend of `dialect`: the admin key, and for the consumer routes the consumer key.
    static func server(_ dialect: Dialect) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: L.key, consumerApiKey: dialect == .v1 ? L.consumerKey : nil)
    }

    static func keys(_ dialect: Dialect) -> [String: String] {
        dialect == .v1 ? ["SCROLLDOWN_CONSUMER_API_KEY": L.consumerKey] : ["SCROLLDOWN_API_KEY": L.key]
    }

    @Test(arguments: Dialect.allCases) func readRevealHideAndQuitAgainstTheLiveBackend(dialect: Dialect) async throws {
        let server = try Self.server(dialect)
        defer { server.stop() }
        let base = ["SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "SCROLLDOWN_NOW": "2025-10-09T12:00:00Z"]
        // What the commands print, in another home over the same backend, step for step.
        let reference = CLIHarness(dialect: dialect, service: .real, extra: base.merging(Self.keys(dialect)) { $1 })
        let id = "\(Self.id)"
        let hidden = await reference.run(["game", id], width: 80).stdout
        let first = await reference.run(["read", id], width: 80).stdout
        let afterOne = await reference.run(["game", id], width: 80).stdout
        let second = await reference.run(["read", id], width: 80).stdout
        let afterTwo = await reference.run(["game", id], width: 80).stdout
        #expect(await reference.run(["reveal", id]).code == 0)
        let revealed = await reference.run(["game", id], width: 80).stdout
        #expect(revealed != afterTwo)
        // The parts read, as `read` prints them once the outcome is revealed.
        let revealedReader = CLIHarness(dialect: dialect, service: .real, extra: base.merging(Self.keys(dialect)) { $1 })
        #expect(await revealedReader.run(["reveal", id]).code == 0)
        let revealedFirst = await revealedReader.run(["read", id], width: 80).stdout
        let revealedSecond = await revealedReader.run(["read", id], width: 80).stdout

        var changes: [String: String?] = ["SCROLLDOWN_FIXTURES": nil]
        for (name, value) in base.merging(Self.keys(dialect), uniquingKeysWith: { $1 }) { changes[name] = value }
        guard let session = try T.start(["browse", "--date", "2025-10-08", "--league", "NBA"], changes: changes) else { return }
        var rows = Self.waitFor(session) { $0.contains { $0.hasPrefix("> ") && $0.contains(id) } }
        #expect(rows.contains { $0.hasPrefix("> ") && $0.contains(id) }, "\(rows)")

        session.type("\r")
        let story = ReaderScreenTests.story(game: hidden, reads: [])
        rows = Self.waitFor(session) { Self.window($0, in: story) == 0 }
        #expect(Self.window(rows, in: story) == 0, "the game's screen: \(rows)")
        session.type(" ")
        let one = ReaderScreenTests.story(game: afterOne, reads: [first])
        rows = Self.waitFor(session) { Self.window($0, in: one) != nil }
        #expect(Self.window(rows, in: one) != nil, "the first step: \(rows)")
        #expect(!rows.contains { $0.contains("scrolldown") }, "no shell command in the reader: \(rows)")
        session.type(" ")
        let two = ReaderScreenTests.story(game: afterTwo, reads: [first, second])
        rows = Self.waitFor(session) { Self.window($0, in: two) != nil }
        #expect(Self.window(rows, in: two) != nil, "the second step: \(rows)")
        #expect(!rows.contains { $0.contains("scrolldown") }, "no shell command in the reader: \(rows)")

        session.type("r")
        rows = Self.waitFor(session) { $0.last == "Reveal the final of GSW @ BKN? [y/N]" }
        #expect(rows.last == "Reveal the final of GSW @ BKN? [y/N]")
        session.type("y")
        // Revealed, the parts read are drawn again as a revealed `read` prints them.
        let shown = ReaderScreenTests.story(game: revealed, reads: [revealedFirst, revealedSecond])
        rows = Self.waitFor(session) { Self.window($0, in: shown) != nil && $0.last?.hasPrefix("Revealed") == true }
        #expect(Self.window(rows, in: shown) != nil, "revealed: \(rows)")
        #expect(rows.last == "Revealed, and remembered; h hides it again.")
        session.type("h")
        rows = Self.waitFor(session) { Self.window($0, in: two) != nil && $0.last?.hasPrefix("Hidden") == true }
        #expect(Self.window(rows, in: two) != nil, "hidden again: \(rows)")
        #expect(rows.last == "Hidden again, and remembered.")

        if dialect == .v1 {
            // The consumer routes have no odds: said on the status line, the game still shown.
            session.type("o")
            rows = Self.waitFor(session) { $0.last?.contains("has no odds") == true }
            #expect(rows.last?.hasPrefix("the consumer API (/api/v1) has no odds; an admin key serves it") == true, "\(rows.last ?? "")")
            #expect(Self.window(rows, in: two) != nil)
        }
        session.type("q")
        _ = Self.waitFor(session) { $0.last?.hasPrefix("j/k move") == true }
        session.type("q")
        try T.expectRestored(session, code: session.waitForExit(), 0)

        let key = dialect == .v1 ? L.consumerKey : L.key
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == key })
        if dialect == .v1 { #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/v1/") }) }
        #expect(!session.text.contains(key), "the key reached the terminal")
    }

    /// A network error while the reader is open (the game under the cursor cannot be
    /// fetched): the error on the status line, the feed as it was; `q` still exits 0 and
    /// gives the terminal back.
    @Test func aNetworkErrorOnARealTerminal() async throws {
        let server = try Self.server(.older)
        defer { server.stop() }
        var changes: [String: String?] = ["SCROLLDOWN_FIXTURES": nil, "SCROLLDOWN_NOW": L.now]
        for (name, value) in ["SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "SCROLLDOWN_API_KEY": L.key] { changes[name] = value }
        guard let session = try T.start(["browse"], changes: changes) else { return }
        let before = Self.waitFor(session) { $0.contains { $0.hasPrefix("> ") } }
        server.setFault(.drop, pathPrefix: "/api/admin/sports/games/")
        session.type("\r")
        let failed = Self.waitFor(session) { $0.last?.contains("closed the connection") == true }
        #expect(failed.last?.contains("closed the connection") == true, "\(failed.last ?? "")")
        #expect(Array(failed.dropLast()) == Array(before.dropLast()), "the feed stays as it was")
        session.type("j")
        let moved = Self.waitFor(session) { $0.last?.hasPrefix("j/k move") == true }
        #expect(moved.last?.hasPrefix("j/k move") == true)
        #expect(moved != before, "the cursor moves")
        session.type("q")
        try T.expectRestored(session, code: session.waitForExit(), 0)
    }

    /// `/` typed on a real terminal, and a lone Esc (no sequence follows it) clears it.
    @Test func theTeamFilterOnARealTerminal() throws {
        guard let session = try T.start() else { return }
        session.type("/tor\r")
        let filtered = Self.waitFor(session) { $0.last?.hasPrefix("team \"tor\" · ") == true }
        let games = filtered.filter { $0.contains(" @ ") }
        #expect(!games.isEmpty && games.allSatisfy { $0.contains("TOR") }, "\(filtered)")
        #expect(filtered.contains { $0.hasPrefix(">   744914") })
        session.type("/")
        _ = Self.waitFor(session) { $0.last?.hasPrefix("team: tor") == true }
        session.type("\u{1B}")
        let cleared = Self.waitFor(session) { $0.last?.hasPrefix("j/k move") == true }
        #expect(cleared.filter { $0.contains(" @ ") }.count > games.count, "\(cleared)")
        session.type("q")
        try T.expectRestored(session, code: session.waitForExit(), 0)
    }

    /// Reverse video on a colour terminal; no colour under NO_COLOR or `--no-color`.
    @Test func colourOnlyOnAColourTerminal() throws {
        let colours = try NSRegularExpression(pattern: "\u{1B}\\[([0-9;]*)m")
        func colouring(_ text: String) -> [String] {
            colours.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }.filter { $0 != "0" && !$0.isEmpty }
        }
        for (arguments, changes, coloured) in [(["browse"], ["NO_COLOR": nil] as [String: String?], true),
                                               (["browse"], [:], false), (["--no-color", "browse"], ["NO_COLOR": nil], false)] {
            guard let session = try T.start(arguments, changes: changes) else { return }
            session.type("j")
            session.settle()
            session.type("q")
            try T.expectRestored(session, code: session.waitForExit(), 0)
            let used = colouring(session.text)
            if coloured {
                #expect(used.contains("7"), "reverse video for the cursor row: \(Set(used))")
            } else {
                #expect(used.isEmpty, "\(arguments) \(changes): \(Set(used))")
            }
        }
    }
}
