import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A failure says what it is, with the exit code of what it is.
@Suite(.temporaryHome) struct HonestErrorTests {
    static let path = "/api/admin/sports/games/21600270"

    @Test(arguments: [
        // A body that says gzip but is not: the server's answer is bad, not the connection.
        (LoopbackHTTPServer.Fault.status(200, body: #"{"game":{}}"#, headers: ["Content-Encoding": "gzip"]), Int32(65),
         "Content-Encoding"),
        (.redirect(status: 302, location: path), 69, "redirect loop"),
        // 200 kB of headers: more than libcurl reads, and not "connection closed".
        (.status(200, body: "{}", headers: ["X-Padding": String(repeating: "a", count: 200_000)]), 65,
         "response headers are larger than this client accepts"),
    ])
    func failuresSayWhatTheyAre(fault: LoopbackHTTPServer.Fault, code: Int32, message: String) async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server)
        server.setFault(fault, pathPrefix: Self.path)
        // A generous timeout: eleven round trips on a loaded machine must not look like a hang.
        let result = await live.run(["game", "21600270", "--timeout", "10"])
        #expect(result.code == code, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!result.stderr.contains("attempts"), "not retried: the same request gets the same answer")
    }
}

extension HonestErrorTests {
    /// A recap or summary that does not decode is an optional part left out: the game is shown
    /// (exit 0), its recap section says the answer could not be read, one line on stderr says
    /// what was left out, and nothing says "try again later".
    @Test(arguments: [(Dialect.older, "/games/2024030121/recap", ["game", "2024030121"]),
                      (Dialect.older, "/games/2024030121/recap", ["game", "2024030121", "--peek"]),
                      (Dialect.sda, "/api/v1/games/744914/summary", ["game", "744914", "--peek"])])
    func aRecapThatDoesNotDecodeIsBadDataReportedOnce(dialect: Dialect, path: String, command: [String]) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server, dialect: dialect)
        server.setFault(.malformedJSON, pathPrefix: path)
        let result = await live.run(command)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "once: \(result.stderr)")
        #expect(result.stderr.hasPrefix("scrolldown: left out the recap: bad data from the server"), "\(result.stderr)")
        #expect(result.stdout.contains("Recap unavailable: the server's answer could not be read"), "\(result.stdout)")
        #expect(!result.stdout.contains("Try again later"))
        #expect(!server.requests.filter { $0.path.hasPrefix(path) }.isEmpty)
    }
}

extension HonestErrorTests {
    /// A consumer key set as the only key, against a backend with both route families: the
    /// games come from the consumer routes, which have no odds. `odds` says the admin key is
    /// refused, as `fairbet` does (exit 77), never "No odds are stored for this game".
    @Test func oddsWithAConsumerKeyAloneSayItNeedsTheAdminKey() async throws {
        let server = try LoopbackHTTPServer(fixtures: try RouteFamilyTests.newestTree(), apiKey: RouteFamilyTests.admin,
                                            consumerApiKey: RouteFamilyTests.consumer)
        defer { server.stop() }
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_NOW": LiveBackendCLITests.now, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                                     "SCROLLDOWN_API_KEY": RouteFamilyTests.consumer])
        // The games are served: the consumer routes are chosen (and remembered).
        #expect(await cli.run("game 22000001").code == 0)
        let fairbet = await cli.run("fairbet")
        #expect(fairbet.code == 77, "\(fairbet.stderr)")
        for format in ["text", "json"] {
            let odds = await cli.run(["odds", "22000001", "--format", format])
            #expect(odds.code == 77, "\(odds.stderr)")
            #expect(odds.stdout.isEmpty)
            #expect(odds.stderr.hasPrefix("scrolldown: admin API key refused (HTTP 403"), "\(odds.stderr)")
            #expect(odds.stderr.contains("set SCROLLDOWN_API_KEY or apiKeyFile"))
            #expect(odds.stderr.split(separator: "\n").count == 1)
            #expect(!odds.stdout.contains("No odds are stored"))
        }
        // The admin key there: odds as stored.
        let admin = CLIHarness(service: .real, extra: ["SCROLLDOWN_NOW": LiveBackendCLITests.now, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                                       "SCROLLDOWN_API_KEY": RouteFamilyTests.admin,
                                                       "SCROLLDOWN_CONSUMER_API_KEY": RouteFamilyTests.consumer])
        let odds = await admin.run("odds 910000002")
        #expect(odds.code == 0, "\(odds.stderr)")
    }

    /// A consumer-only backend has no admin routes at all: odds say where they come from.
    @Test func oddsOnABackendWithoutAdminRoutesSayWhereOddsComeFrom() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: RouteFamilyTests.admin,
                                            consumerApiKey: RouteFamilyTests.consumer)
        defer { server.stop() }
        let cli = CLIHarness(dialect: .v1, service: .real,
                             extra: ["SCROLLDOWN_NOW": "2025-10-09T12:00:00Z", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                     "SCROLLDOWN_API_KEY": RouteFamilyTests.admin, "SCROLLDOWN_CONSUMER_API_KEY": RouteFamilyTests.consumer])
        #expect(await cli.run("game 22000001").code == 0)
        let odds = await cli.run("odds 22000001")
        #expect(odds.code == 1, "\(odds.stderr)")
        #expect(odds.stderr == "scrolldown: odds come only from the admin routes, and the backend has no "
                + "GET /api/admin/sports/games/22000001 route (check --base-url or baseURL)\n", "\(odds.stderr)")
    }
}

extension HonestErrorTests {
    /// A recap whose `reveal` echo is no level this client knows: the rest of `game` is shown in
    /// every format, the recap is said to be left out, and the echo (server text) is not quoted.
    @Test func aRecapWithAnUnknownRevealEchoLeavesOutTheRecapOnly() async throws {
        let tree = TemporaryHome.makeDirectory("recap-echo")
        try FileManager.default.copyItem(at: CLIHarness.fixtures.appendingPathComponent("api"), to: tree.appendingPathComponent("api"))
        for level in ["pre", "post"] {
            let url = tree.appendingPathComponent("api/games/910000003/recap.\(level).json")
            var recap = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            recap["reveal"] = "Pacers won 131-116"
            try JSONSerialization.data(withJSONObject: recap).write(to: url)
        }
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock", "SCROLLDOWN_FIXTURES": tree.path])
        for arguments in [["game", "910000003"], ["game", "910000003", "--peek"], ["game", "910000003", "--format", "json"]] {
            let result = await cli.run(arguments)
            #expect(result.code == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("Indiana Pacers") && result.stdout.contains("2025 regular season"), "\(result.stdout)")
            #expect(result.stdout.contains("Recap unavailable: the server's answer could not be read"))
            #expect(result.stderr == "scrolldown: left out the recap: bad data from the server (GET /games/910000003/recap): "
                    + "reveal: not one of the values this client knows\n", "\(result.stderr)")
            #expect(!result.stderr.contains("131") && !result.stdout.contains("131"))
        }
    }
}
