import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The command line against the live backend: a real HTTP server on 127.0.0.1 serving the
/// same fixtures, in either dialect, so live output must equal mock output, and faults must
/// map to exit codes.
@Suite(.temporaryHome) struct LiveBackendCLITests {
    static let key = "sk-test-7f3a9c1e5b"
    static let consumerKey = "ck-test-40d2b8aa61"
    static let now = "2025-10-09T18:00:00Z"

    /// A mock harness and a live harness over the same fixtures, with the same "now".
    static func pair(server: LoopbackHTTPServer, dialect: Dialect = .older,
                     keys: [String: String] = ["SCROLLDOWN_API_KEY": key]) -> (mock: CLIHarness, live: CLIHarness) {
        let mock = CLIHarness(dialect: dialect, service: .real, extra: ["SCROLLDOWN_NOW": now, "SCROLLDOWN_ENV": "mock"])
        let live = CLIHarness(dialect: dialect, service: .real,
                              extra: ["SCROLLDOWN_NOW": now, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString].merging(keys) { $1 })
        return (mock, live)
    }

    static let commands: [[String]] = [
        ["games", "--from", "2016-01-01", "--to", "2025-12-31"],
        ["games", "--league", "NHL", "--from", "2025-10-07", "--to", "2025-10-10", "--format", "json"],
        ["games", "--league", "NBA,MLB", "--from", "2016-01-01", "--to", "2025-12-31", "--format", "ndjson"],
        ["game", "21600270"], ["game", "22000001", "--format", "json"], ["game", "744914"], ["game", "2024030121"],
        ["game", "2025020010"], ["game", "910000001", "--format", "ndjson"],
        ["stats", "22000001"], ["stats", "22000001", "--peek"], ["game", "21600270", "--peek", "--format", "json"],
        ["game", "21600270", "--reveal"], ["game", "21600270"], ["game", "21600270", "--hide"],
        ["reveal", "2024030121"], ["game", "2024030121"], ["hide", "2024030121"],
        ["mark-read", "744914"], ["games", "--league", "MLB", "--from", "2025-10-08", "--to", "2025-10-08"],
        ["catch-up", "--from", "2025-10-07", "--to", "2025-10-08", "--yes"], ["games", "--date", "2025-10-08", "--format", "json"],
        ["reset", "--yes"], ["mark-read", "2025020010"],
        ["timeline", "22000001"], ["timeline", "744914", "--through", "3rd"], ["timeline", "2024030121", "--format", "json"],
        ["timeline", "21600270", "--pbp", "--page", "2"], ["read", "21600270"], ["read", "21600270", "--format", "ndjson"],
        ["game", "21600270"], ["timeline", "22000001", "--peek", "--format", "ndjson"],
        ["follow", "VGK", "FLA"], ["games", "--date", "2025-10-08", "--format", "json"],
        ["next", "--list", "--from", "2016-01-01", "--to", "2025-10-10", "--format", "json"],
        ["next", "--from", "2016-01-01", "--to", "2025-10-10"], ["next", "--from", "2016-01-01", "--to", "2025-10-10"],
        ["game", "2024030121"], ["unfollow", "FLA"], ["next", "--list", "--from", "2016-01-01", "--to", "2025-10-10"],
    ]

    @Test(arguments: Dialect.allCases)
    func everyCommandPrintsWhatMockPrints(dialect: Dialect) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: Self.key)
        defer { server.stop() }
        let (mock, live) = Self.pair(server: server, dialect: dialect)
        for command in Self.commands {
            let expected = await mock.run(command)
            let actual = await live.run(command)
            #expect(actual.code == expected.code, "\(command): live \(actual.code) \(actual.stderr) vs mock \(expected.code)")
            #expect(actual.stdout == expected.stdout, "\(command) differs between live and mock")
        }
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == Self.key })
    }

    @Test(arguments: [
        (LoopbackHTTPServer.Fault.status(401, body: #"{"detail":"Invalid API key"}"#), Int32(77), "API key refused"),
        (.status(403, body: #"{"detail":"Admin access required"}"#), 77, "API key refused"),
        (.status(500, body: "Internal Server Error"), 69, "HTTP 500"),
        (.status(500, body: #"{"detail":"Internal server error"}"#), 69, "HTTP 500"),
        (.status(503, body: #"{"detail":"down"}"#), 69, "HTTP 503"),
        (.malformedJSON, 65, "bad data from the server"),
        (.status(200, body: #"{"game":{"id":"#), 65, "bad data from the server (GET /api/admin/sports/games/21600270)"),
        (.truncated, 69, "closed before the whole response arrived"),
        (.drop, 69, "closed the connection without a valid answer"),
        (.hang, 69, "timed out"),
        (.status(404, body: #"{"detail":"Game not found"}"#), 1, "no game 21600270"),
    ])
    func faultsGiveTheDocumentedExitCodeAndOneLine(fault: LoopbackHTTPServer.Fault, code: Int32, message: String) async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { server.stop() }
        let (_, live) = Self.pair(server: server)
        _ = await live.run("reveal 744914")  // some state that must survive the failure
        let before = try? Data(contentsOf: live.stateDirectory.appendingPathComponent("reveal.json"))
        server.setFault(fault, pathPrefix: "/api/admin/sports/games/21600270")
        let started = Date()
        let result = await live.run(["game", "21600270", "--reveal", "--timeout", "1"])
        #expect(result.code == code, "\(fault): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains(Self.key))
        // A hang detector, not a timing check: the suite shares two loaded cores, and a fresh
        // clone's CI once took 95 s for the truncated fault (seconds when run alone); a hang never ends.
        #expect(Date().timeIntervalSince(started) < 240, "bounded by the timeout and the retries")
        let after = try? Data(contentsOf: live.stateDirectory.appendingPathComponent("reveal.json"))
        #expect(before == after, "a failed fetch changed the state files")
    }

    @Test func escapesInjectedByTheServerNeverReachTheOutput() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { server.stop() }
        let (_, live) = Self.pair(server: server)
        server.setFault(.escapes)
        for command in [["game", "21600270"], ["game", "21600270", "--peek"], ["games", "--from", "2016-01-01", "--to", "2025-12-31"],
                        ["game", "22000001", "--format", "json"]] {
            let result = await live.run(command, terminal: false)
            #expect(result.code == 0, "\(command): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"), "\(command) printed an escape")
            #expect(!result.stdout.contains("\u{07}"))
        }
    }

    @Test(arguments: Dialect.allCases)
    func theKeysNeverAppearInOutputOrFiles(dialect: Dialect) async throws {
        // sda with split keys: each route group gets its own.
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: Self.key,
                                            consumerApiKey: dialect != .older ? Self.consumerKey : nil)
        defer { server.stop() }
        let keys = dialect != .older ? ["SCROLLDOWN_API_KEY": Self.key, "SCROLLDOWN_CONSUMER_API_KEY": Self.consumerKey]
            : ["SCROLLDOWN_API_KEY": Self.key]
        let (_, live) = Self.pair(server: server, dialect: dialect, keys: keys)
        var printed = ""
        for command in Self.commands + [["-v", "game", "22000001"], ["config", "list"], ["-v", "games", "--league", "NHL"]] {
            let result = await live.run(command)
            printed += result.stdout + result.stderr
        }
        server.setFault(.status(401, body: #"{"detail":"Invalid API key"}"#))
        let refused = await live.run("-v game 22000001")
        printed += refused.stdout + refused.stderr
        #expect(!printed.contains(Self.key))
        #expect(!printed.contains(Self.consumerKey))
        let requests = server.requests
        #expect(requests.allSatisfy { $0.headers["x-api-key"] == ($0.path.hasPrefix("/api/v1/") ? Self.consumerKey : Self.key) })
        #expect(requests.contains { $0.path.hasPrefix("/api/v1/") } == (dialect != .older))
        var files = 0
        let enumerator = FileManager.default.enumerator(at: live.root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url) else { continue }
            files += 1
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(Self.key) && !text.contains(Self.consumerKey), "key written to \(url.path)")
        }
        #expect(files > 3, "the runs wrote state and cache files")
    }

    @Test(arguments: Dialect.allCases)
    func aGameReadOnceReadsAgainOffline(dialect: Dialect) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: Self.key)
        let (_, live) = Self.pair(server: server, dialect: dialect)
        let online = await live.run("game 21600270")
        let revealed = await live.run("game 744914 --peek")
        server.stop()
        let offline = await live.run("game 21600270 --offline")
        #expect(offline.code == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        // The revealed recap (sda's story) reads offline too.
        #expect(await live.run("game 744914 --peek --offline").stdout == revealed.stdout)
        let missing = await live.run("game 22000001 --offline")
        #expect(missing.code != 0)
        #expect(missing.stderr.contains("offline"))
    }

    @Test func keyIsNotSentOverPlainHTTPToARemoteHost() async {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": Self.key])
        let result = await cli.run("--base-url http://192.0.2.1:8000 game 1")
        #expect(result.code == 1)
        #expect(result.stderr.contains("refusing to send the API key over plain http"))
        #expect(!result.stderr.contains(Self.key))
    }
}

@Suite(.temporaryHome) struct ErrorLineSanitizingTests {
    @Test func serverTextInAnErrorMessageCannotReachTheTerminalRaw() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server)
        // A bad timestamp quoted in the decoding error, carrying escape sequences.
        server.setFault(.status(200, body: "{\"games\":[{\"id\":1,\"leagueCode\":\"NBA\",\"gameDate\":\"\\u001b]0;owned\\u0007\\u001b[2J\",\"homeTeam\":\"A\",\"awayTeam\":\"B\"}],\"total\":1,\"nextOffset\":null}"),
                        pathPrefix: "/api/admin/sports/games")
        let result = await live.run("games --from 2025-10-01 --to 2025-10-09")
        #expect(result.code == 65)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{07}"))
        #expect(result.stderr.contains("gameDate"))
    }
}
