import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reader in-process against a backend (mostly the live one, a server on 127.0.0.1): what
/// it fetches and when (`R`; nothing on a return to a game), a network error that shows on
/// the status line while the reader stays open, and with either key the steps `read` prints.
@Suite(.temporaryHome) struct ReaderBackendTests {
    typealias S = ReaderScreenTests
    typealias L = LiveBackendCLITests
    static let window = ["--from", "2016-01-01", "--to", "2025-12-31"]

    static func live(_ server: LoopbackHTTPServer) -> CLIHarness {
        CLIHarness(dialect: .older, service: .real,
                   extra: ["SCROLLDOWN_NOW": L.now, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                           "SCROLLDOWN_API_KEY": L.key, "NO_COLOR": "1"])
    }

    /// The games list without one game: the backend's feed after that game was taken off.
    static func list(_ stored: Data, without id: Int) -> Data? {
        guard var document = try? JSONSerialization.jsonObject(with: stored) as? [String: Any],
              let games = document["games"] as? [[String: Any]] else { return stored }
        document["games"] = games.filter { ($0["id"] as? Int) != id }
        document["total"] = games.count - 1
        return try? JSONSerialization.data(withJSONObject: document)
    }

    /// Opening a game again after `q` fetches nothing; after `R` on the feed it is fetched
    /// again (the sample backend, which has no response cache, counts the game's reads).
    @Test func aGameOpenedAgainIsNotFetchedAgainUntilCapitalR() async throws {
        let scenario = FixtureScenario(.older, game: 744914)
        let cli = CLIHarness(scenario: scenario, extra: ["NO_COLOR": "1"])
        let reads = Locked<[Int]>([])
        let count: ScriptedTerminal.Step = .action { reads.withLock { $0.append(scenario.detailRequests) } }
        let script: [ScriptedTerminal.Step] = [
            .find(744914), count, .key(.enter), count, .key(.char("q")), .key(.enter), .key(.char("q")), count,
            .key(.char("R")), .key(.enter), count,
        ]
        let (result, _) = await S.browse(script, cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(reads.current == [0, 1, 1, 2])
    }

    /// `R` fetches the feed again: what changed at the backend shows. Lists keep a minute in
    /// the response cache, so the clock moves on a minute first; moving the cursor fetches
    /// nothing.
    @Test func capitalRShowsTheFeedAsTheBackendHasItNow() async throws {
        let dropped = Locked(false)
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: L.key) { path, stored in
            guard dropped.current, path == Dialect.older.listFile, let stored else { return stored }
            return Self.list(stored, without: 2024030121)
        }
        defer { server.stop() }
        let clock = SteppingClock(Date(timeIntervalSince1970: 1_760_032_800))
        var cli = Self.live(server)
        cli.clock = { clock.now }
        let counts = Locked<[Int]>([])
        let count: ScriptedTerminal.Step = .action { counts.withLock { $0.append(server.requests.count) } }
        let script: [ScriptedTerminal.Step] = [
            count, .action { dropped.withLock { $0 = true }; clock.advance(61) }, .key(.char("j")), count, .key(.char("R")), count,
        ]
        let (result, terminal) = await S.browse(script, cli: cli, arguments: Self.window)
        #expect(result.code == 0, "\(result.stderr)")
        let seen = counts.current
        try #require(seen.count == 3)
        #expect(seen[1] == seen[0], "moving the cursor fetches nothing")
        #expect(seen[2] > seen[1], "R fetches the feed")
        let frames = terminal.frames
        try #require(frames.count == 3)
        #expect(frames[1].lines.contains { $0.contains("2024030121") }, "the feed as fetched until R")
        let now = await ReaderFeedKeysTests.games(cli, Self.window)
        #expect(!now.contains("2024030121"))
        #expect(ReaderFeedKeysTests.feed(frames[2]) == now)
    }

    /// The backend fails while the reader opens: the error's one line is on the status line
    /// and the reader stays open; `R` once it answers shows the feed. Then a game's fetch
    /// fails on Enter: said the same way, the feed still there and usable; once the backend
    /// answers, Enter opens it. The reader ends with exit 0 and the terminal given back.
    @Test func aNetworkErrorShowsOnTheStatusLineAndTheReaderStaysOpen() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: L.key)
        defer { server.stop() }
        server.setFault(.status(503, body: #"{"detail":"down"}"#), pathPrefix: "/api/admin/sports/games")
        let cli = Self.live(server)
        let script: [ScriptedTerminal.Step] = [
            .key(.char("j")), .action { server.clearFaults() }, .key(.char("R")),
            .action { server.setFault(.status(503, body: #"{"detail":"down"}"#), pathPrefix: "/api/admin/sports/games/2024030121") },
            .key(.char("j")), .key(.enter), .key(.char("j")),
            .action { server.clearFaults() }, .key(.char("k")), .key(.enter),
        ]
        let (result, terminal) = await S.browse(script, cli: cli, arguments: Self.window)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(terminal.entered == 1 && terminal.left == 1)
        let (frames, screens) = (terminal.frames, terminal.screens)
        try #require(frames.count == 8)
        // Opening: the feed's state is the error, in words with the key that retries, never
        // "No games"; no rows.
        let opening = screens[0].joined(separator: "\n")
        #expect(opening.contains("Cannot reach the backend:") && opening.contains("HTTP 503") && opening.contains("R retries"), "\(opening)")
        #expect(!opening.contains("No games"))
        #expect(!frames[0].lines.contains { $0.hasPrefix("> ") })
        #expect(screens[1].last?.hasPrefix("j/k move") == true)
        // R, the backend back: the feed as `games` prints it.
        let games = await ReaderFeedKeysTests.games(cli, Self.window)
        #expect(ReaderFeedKeysTests.feed(frames[2]) == games)
        // Enter on a game the backend fails: the error said, the feed still there, usable.
        #expect(ReaderFeedKeysTests.cursorGame(screens[3]) == 2024030121)
        #expect(screens[4].last?.contains("HTTP 503") == true, "\(screens[4].last ?? "")")
        #expect(frames[4].lines == frames[3].lines)
        #expect(ReaderFeedKeysTests.cursorGame(screens[5]) == 2025020004)
        // The backend answers again: Enter opens the game as `game` prints it.
        let game = await cli.run(["game", "2024030121"], width: 80).stdout
        #expect(S.words(S.document(terminal)) == S.words(S.story(game: game, reads: [])))
        #expect(screens.allSatisfy { $0.count == 24 })
    }

    /// Against the live backend with either key, the game's screen and its steps are what
    /// `game` and `read` print (another home over the same backend, step for step).
    @Test(arguments: Dialect.allCases) func theStepsAreReadsAgainstTheLiveBackend(dialect: Dialect) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: L.key, consumerApiKey: dialect == .v1 ? L.consumerKey : nil)
        defer { server.stop() }
        let key = dialect == .v1 ? ["SCROLLDOWN_CONSUMER_API_KEY": L.consumerKey] : ["SCROLLDOWN_API_KEY": L.key]
        let extra = ["SCROLLDOWN_NOW": "2025-10-09T12:00:00Z", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "NO_COLOR": "1"]
            .merging(key) { $1 }
        let reference = CLIHarness(dialect: dialect, service: .real, extra: extra)
        var expected = [S.words(S.story(game: await reference.run(["game", "22000001"], width: 80).stdout, reads: []))]
        var steps: [String] = []
        for _ in 0..<2 {
            steps.append(await reference.run(["read", "22000001"], width: 80).stdout)
            expected.append(S.words(S.story(game: await reference.run(["game", "22000001"], width: 80).stdout, reads: steps)))
        }
        let cli = CLIHarness(dialect: dialect, service: .real, extra: extra)
        let (result, terminal) = await S.browse(S.keys("\r  "), cli: cli, arguments: ["--date", "2025-10-08", "--league", "NBA"])
        #expect(result.code == 0, "\(result.stderr)")
        let documents = terminal.frames.suffix(3).map { S.words($0.lines.map(ScreenPainter.plain).joined(separator: "\n")) }
        #expect(documents == expected)
        #expect(!documents.contains { $0.contains("scrolldown") }, "no shell command in the reader")
    }
}
