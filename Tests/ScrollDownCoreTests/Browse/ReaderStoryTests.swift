import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reader reads like a story: one header, the parts in order and once, no shell command
/// anywhere (keys are the verbs, the status line names them), one line at the end, the final
/// once after the parts, a peek in a box, at 100×30 and 70×20, over every sample game with plays.
@Suite(.temporaryHome) struct ReaderStoryTests {
    typealias S = ReaderScreenTests

    static let sizes = [(rows: 30, columns: 100), (rows: 20, columns: 70)]
    static let gamesWithPlays = [22000001, 21600270, 2024030121, 744914]

    static func text(_ frame: Frame) -> String { frame.lines.map(ScreenPainter.plain).joined(separator: "\n") }

    /// Space through the whole game and three times past its end, then the reveal.
    @Test(arguments: gamesWithPlays) func aGameReadToTheEndIsOneStory(id: Int) async throws {
        for size in Self.sizes {
            let cli = S.harness()
            var script: [ScriptedTerminal.Step] = [.find(id), .key(.enter)]
            script += Array(repeating: .key(.char(" ")), count: 12)
            script += S.keys("ry")
            let (result, terminal) = await S.browse(script, rows: size.rows, columns: size.columns, cli: cli)
            #expect(result.code == 0, "\(result.stderr)")
            let frames = terminal.frames, screens = terminal.screens
            let title = try #require(frames.last?.lines.first.map(ScreenPainter.plain))
            // Nothing of the command line on any screen or status line, nothing wider than it.
            for screen in screens {
                #expect(!screen.contains { $0.contains("scrolldown") }, "\(id) \(size): \(screen)")
                #expect(screen.allSatisfy { DisplayWidth.of($0) <= size.columns }, "\(id) \(size)")
            }
            // Before the reveal: one header, every period heading once, the end line once.
            let hidden = try #require(frames.dropLast().last.map(Self.text))
            #expect(hidden.components(separatedBy: title).count == 2, "one header: \(id) \(size)")
            let ends = hidden.components(separatedBy: "You have read the whole game").count - 1
            #expect(ends == 1, "\(id) \(size): the end said \(ends) times")
            #expect(!hidden.contains("Final:"))
            // The Spaces past the end change nothing but the status line.
            let pastEnd = frames.dropLast().suffix(3).map(Self.text)
            #expect(Set(pastEnd).count == 1, "\(id) \(size)")
            let status = screens.dropLast(2).suffix(3).compactMap(\.last)
            #expect(status.allSatisfy { $0 == "You have read the whole game: r reveals the final." }, "\(status)")
            // The reveal: the final once, after the parts, and on the screen.
            let revealed = try #require(frames.last.map(Self.text))
            #expect(revealed.components(separatedBy: "Final: ").count == 2, "\(id) \(size): \(revealed)")
            let lastPart = revealed.range(of: "── End of", options: .backwards)?.lowerBound ?? revealed.startIndex
            #expect(revealed.range(of: "Final: ").map { $0.lowerBound > lastPart } == true, "the final after the parts")
            #expect(screens.last?.contains { $0.contains("Final: ") } == true, "\(id) \(size): scrolled to the final")
        }
    }

    /// A peek box that fits the screen closes on any key, `j` and `k` too; a taller one
    /// scrolls with them first.
    @Test func aPeekThatFitsClosesOnAnyKey() async throws {
        let (_, fits) = await S.browse([.find(21600270), .key(.enter)] + S.keys("pj"), rows: 40, columns: 100)
        let statuses = fits.screens.compactMap(\.last)
        #expect(statuses.suffix(2).first == "Peek, not remembered: any key closes it.", "\(statuses)")
        #expect(statuses.last?.hasPrefix("Space next part") == true, "j closed the box: \(statuses)")
        let (_, tall) = await S.browse([.find(21600270), .key(.enter)] + S.keys("pj"), rows: 8, columns: 100)
        #expect(tall.screens.last?.last?.hasPrefix("Peek, not remembered · j/k scroll") == true, "\(tall.screens.compactMap(\.last).suffix(2))")
    }

    /// Every status line the reader writes for its keys fits 70 columns.
    @Test func theKeyLinesFitSeventyColumns() async {
        let (_, terminal) = await S.browse([.find(22000001), .key(.enter), .key(.char("t"))] + S.keys("q?"), rows: 20, columns: 70)
        let lines = terminal.screens.compactMap(\.last)
        #expect(lines.contains { $0.hasPrefix("j/k move") } && lines.contains { $0.hasPrefix("Space next part") })
        #expect(lines.allSatisfy { $0.count <= 70 }, "\(lines)")
    }

    /// `s` (and `t`, `o`) open from any of a game's screens, not only its text.
    @Test func statsOpenFromTheTimeline() async {
        let (_, terminal) = await S.browse([.find(22000001), .key(.enter), .key(.char("t")), .key(.char("s"))])
        #expect(terminal.screens.last?.last?.hasPrefix("stats · ") == true, "\(terminal.screens.last?.last ?? "")")
    }

    /// A league with no games in the window says so in words, with the keys that change it.
    @Test func aLeagueWithoutGamesSaysSo() async throws {
        let (_, terminal) = await S.browse(S.keys("L"), arguments: ["--league", "NFL"])
        let screen = try #require(terminal.screens.first)
        #expect(screen.contains { $0.contains("No games in NFL") } && screen.contains { $0.contains("[ ] another day · L another league") },
                "\(screen)")
        #expect(!screen.contains { $0.contains("scrolldown") })
    }

    /// `h` when the saved reading position is gone (`reset` in another shell): nothing read
    /// while the outcome showed stays on the screen, not even with no position to redraw from.
    @Test func hidingWithThePositionGoneLeavesNoRevealedPart() async throws {
        let cli = S.harness()
        let reset: ScriptedTerminal.Step = .action {
            let position = cli.stateDirectory.appendingPathComponent("positions.json")
            try? FileManager.default.removeItem(at: position)
        }
        let (_, terminal) = await S.browse([.find(21600270), .key(.enter), .key(.char(" "))] + S.keys("ry") + [reset, .key(.char("h"))],
                                           cli: cli)
        let document = S.document(terminal)
        // A revealed part shows the score before and after its block (`→`); a hidden one never.
        #expect(!document.contains("Final:") && !document.contains("→"), "\(document)")
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(21600270, .older)))
        #expect(probe.problems(in: document) == [])
    }
}

/// The same story on a real terminal: the built binary on a pseudo-terminal, at 100×30 and
/// 70×20, read to the end, revealed, quit, the terminal as found.
@Suite(.temporaryHome) struct ReaderStoryTerminalTests {
    typealias T = ReaderTerminalTests

    @Test(arguments: [(UInt16(30), UInt16(100)), (UInt16(20), UInt16(70))])
    func aGameReadToTheEndOnARealTerminal(rows: UInt16, columns: UInt16) throws {
        guard let session = try T.start(rows: rows, columns: columns) else { return }
        let screen = { T.screen(session, rows: Int(rows), columns: Int(columns)).components(separatedBy: "\n") }
        let wait = { (done: ([String]) -> Bool) -> [String] in
            let start = Date()
            var lines = screen()
            while !done(lines) && Date().timeIntervalSince(start) < 60 {
                session.settle(quiet: 0.2, limit: 1)
                lines = screen()
            }
            return lines
        }
        // The feed: what is listed on the top line; GSW @ BKN is three rows under the cursor.
        var lines = wait { $0.contains { $0.hasPrefix("> ") } }
        #expect(lines.first?.contains("all bundled sample games") == true, "\(lines)")
        session.type("jjj\r")
        lines = wait { $0.first?.hasPrefix("Golden State Warriors @ Brooklyn Nets") == true }
        #expect(lines.first?.hasPrefix("Golden State Warriors @ Brooklyn Nets") == true, "\(lines)")
        for _ in 0..<7 {
            session.type(" ")
            session.settle(quiet: 0.2, limit: 2)
        }
        lines = wait { $0.last == "You have read the whole game: r reveals the final." }
        #expect(lines.last == "You have read the whole game: r reveals the final.", "\(lines)")
        #expect(lines.filter { $0.contains("You have read the whole game. r reveals the final.") }.count == 1, "\(lines)")
        #expect(!lines.contains { $0.contains("scrolldown") } && lines.allSatisfy { $0.count <= Int(columns) }, "\(lines)")
        session.type("r")
        lines = wait { $0.last == "Reveal the final of GSW @ BKN? [y/N]" }
        session.type("y")
        lines = wait { $0.last?.hasPrefix("Revealed") == true }
        #expect(lines.filter { $0.contains("Final: ") }.count == 1, "the final once, on screen: \(lines)")
        #expect(!lines.contains { $0.contains("scrolldown") })
        // `p`: the final in a box within the screen; a key closes it.
        session.type("p")
        lines = wait { $0.contains { $0.hasPrefix("┌") } }
        #expect(lines.contains { $0.hasPrefix("┌") } && lines.contains { $0.contains("Final: ") }, "\(lines)")
        #expect(lines.allSatisfy { $0.count <= Int(columns) } && lines.last?.hasPrefix("Peek, not remembered") == true, "\(lines)")
        session.type("x")
        // `h`: the parts read drawn hidden again, the final gone.
        session.type("h")
        lines = wait { $0.last == "Hidden again, and remembered." }
        #expect(lines.last == "Hidden again, and remembered." && !lines.contains { $0.contains("Final: ") }, "\(lines)")
        // `s` from the timeline's screen.
        session.type("t")
        lines = wait { $0.last?.hasPrefix("timeline · ") == true }
        session.type("s")
        lines = wait { $0.last?.hasPrefix("stats · ") == true }
        #expect(lines.last?.hasPrefix("stats · ") == true, "\(lines)")
        session.type("qq")
        // Back on the feed: `L` until a league without games says so in words.
        lines = wait { $0.contains { $0.hasPrefix("> ") } }
        var said = false
        for _ in 0..<8 where !said {
            session.type("L")
            session.settle(quiet: 0.3, limit: 3)
            said = screen().contains { $0.contains("No games in") }
        }
        lines = screen()
        #expect(said && lines.contains { $0.contains("[ ] another day · L another league") }, "\(lines)")
        #expect(!lines.contains { $0.contains("scrolldown") })
        session.type("q")
        try T.expectRestored(session, code: session.waitForExit(), 0)
    }
}

extension ReaderStoryTerminalTests {
    /// A backend that cannot give the feed is the feed screen's state, in words with the key
    /// that retries, never "No games"; `R` once it answers lists the games. On a real terminal
    /// at both sizes, against the loopback backend.
    @Test(arguments: [(UInt16(30), UInt16(100)), (UInt16(20), UInt16(70))])
    func aBackendThatCannotBeReachedIsTheFeedsState(rows: UInt16, columns: UInt16) throws {
        typealias L = LiveBackendCLITests
        let server = try ReaderLiveTerminalTests.server(.older)
        defer { server.stop() }
        server.setFault(.status(503, body: #"{"detail":"down"}"#), pathPrefix: "/api/admin/sports/games")
        var changes: [String: String?] = ["SCROLLDOWN_FIXTURES": nil, "SCROLLDOWN_NOW": L.now]
        for (name, value) in ["SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "SCROLLDOWN_API_KEY": L.key] { changes[name] = value }
        guard let session = try T.start(["browse"], rows: rows, columns: columns, changes: changes) else { return }
        let screen = { T.screen(session, rows: Int(rows), columns: Int(columns)).components(separatedBy: "\n") }
        var lines = screen()
        let start = Date()
        while !lines.contains(where: { $0.contains("Cannot reach the backend") }) && Date().timeIntervalSince(start) < 60 {
            session.settle(quiet: 0.3, limit: 1)
            lines = screen()
        }
        #expect(lines.contains { $0.contains("Cannot reach the backend") } && lines.contains { $0.contains("R retries") }, "\(lines)")
        #expect(!lines.contains { $0.contains("No games") })
        server.clearFaults()
        session.type("R")
        let again = Date()
        while !screen().contains(where: { $0.hasPrefix("> ") }) && Date().timeIntervalSince(again) < 60 { session.settle(quiet: 0.3, limit: 1) }
        #expect(screen().contains { $0.hasPrefix("> ") }, "\(screen())")
        session.type("q")
        try T.expectRestored(session, code: session.waitForExit(), 0)
    }
}
