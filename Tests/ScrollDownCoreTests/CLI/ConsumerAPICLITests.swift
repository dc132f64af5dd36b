import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// With only the consumer key, against a backend that serves only `/api/v1` (and
/// refuses that key elsewhere), every reading command works, hidden views hold nothing of the
/// outcome, and what the consumer API lacks is said in one line.
@Suite(.temporaryHome) struct ConsumerAPICLITests {
    typealias L = LiveBackendCLITests

    static func server() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: L.key, consumerApiKey: L.consumerKey)
        // Pages of five: the consumer list is really paged.
        server.setGamesPageCap(5)
        return server
    }

    static func consumerOnly(_ server: LoopbackHTTPServer) -> CLIHarness {
        CLIHarness(dialect: .v1, service: .real,
                   extra: ["SCROLLDOWN_NOW": "2025-10-09T12:00:00Z", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                           "SCROLLDOWN_CONSUMER_API_KEY": L.consumerKey])
    }

    @Test func everyReadingCommandWorksWithTheConsumerKeyAlone() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.consumerOnly(server)
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(22000001, .v1)))

        let all = await cli.run("games --from 2016-01-01 --to 2025-12-31 --format ndjson")
        #expect(all.code == 0, "\(all.stderr)")
        #expect(all.stdout.split(separator: "\n").filter { $0.contains("\"id\":") }.count == 59)
        #expect(server.requests.filter { $0.path == "/api/v1/games" }.count >= 12, "59 games at five a page")
        for command in [["games", "--league", "NBA", "--from", "2025-10-08", "--to", "2025-10-08"], ["game", "BKN@yesterday"],
                        ["game", "GSW @ BKN"], ["timeline", "22000001"], ["timeline", "22000001", "--pbp", "--all-plays"],
                        ["read", "22000001"], ["stats", "22000001"]] {
            let line = command.joined(separator: " ")
            let result = await cli.run(command)
            #expect(result.code == 0, "\(line): \(result.stderr)")
            #expect(result.stdout.contains("BKN") || result.stdout.contains("Brooklyn"), "\(line) shows the game")
            #expect(probe.problems(in: result.stdout) == [], "\(line) before reveal")
        }
        #expect(await cli.run("reveal 22000001").code == 0)
        let revealed = await cli.run("game 22000001")
        #expect(revealed.stdout.contains("\(probe.awayAbbr) \(probe.away) – \(probe.homeAbbr) \(probe.home)"), "\(revealed.stdout)")
        let stats = await cli.run("stats 22000001")
        #expect(stats.stdout.contains("Kyrie Irving") || stats.stdout.contains("K. Irving"), "\(stats.stdout)")
        #expect(await cli.run("hide 22000001").code == 0)
        #expect(probe.problems(in: await cli.run("game 22000001").stdout) == [])
        #expect(await cli.run("mark-read 22000001").code == 0)
        #expect(await cli.run("catch-up --from 2025-10-08 --to 2025-10-08 --yes").code == 0)

        // Every request went to the consumer routes, with the consumer key.
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/v1/") })
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == L.consumerKey })
    }

    @Test func oddsAndFairBetSayWhichKeyWouldServeThem() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.consumerOnly(server)
        for (line, feature) in [("odds 22000001", "odds"), ("fairbet", "FairBet prices"), ("fairbet --game 22000001", "FairBet prices")] {
            let result = await cli.run(line)
            #expect(result.code == 77, "\(line)")
            #expect(result.stderr == "scrolldown: the consumer API (/api/v1) has no \(feature); an admin key serves it "
                    + "(set SCROLLDOWN_API_KEY or apiKeyFile)\n", "\(line)")
            #expect(result.stdout.isEmpty)
        }
        #expect(server.requests.isEmpty, "nothing asked for what cannot come")
    }

    @Test func aGameTheBackendCannotServeYetIsSaidSo() async throws {
        let server = try Self.server()
        defer { server.stop() }
        server.setFault(.status(422, body: #"{"detail":"Game Detail Incomplete"}"#), pathPrefix: "/api/v1/games/22000001")
        let cli = Self.consumerOnly(server)
        let result = await cli.run("game 22000001")
        #expect(result.code == 69)
        #expect(result.stderr.contains("the backend cannot serve game 22000001 yet (its detail is incomplete: HTTP 422)"))
        // Other games go on.
        #expect(await cli.run("game 21600270").code == 0)
    }

    /// A consumer detail whose `status` is null decodes: the state comes from the flags (all
    /// false here), as for a status this client does not know, so the game is read as played
    /// with its outcome hidden, not refused as bad data.
    /// Today's sda has the consumer summary route only: with a consumer key alone, the games
    /// list and a game's detail say the route is missing, never "no game".
    @Test func aBackendWithoutTheConsumerGameRoutesSaysSo() async throws {
        let server = try LoopbackHTTPServer(fixtures: TestPaths.sdaFixtures, apiKey: L.key, consumerApiKey: L.consumerKey)
        defer { server.stop() }
        let cli = Self.consumerOnly(server)
        let game = await cli.run("game 22000001")
        #expect(game.code == 1)
        #expect(game.stderr == "scrolldown: the backend has no GET /api/v1/games/22000001 route (check --base-url or baseURL)\n",
                "\(game.stderr)")
        let games = await cli.run("games")
        #expect(games.code == 1)
        #expect(games.stderr.hasSuffix("the backend has no GET /api/v1/games route (check --base-url or baseURL)\n"), "\(games.stderr)")
    }

    @Test func aDetailWithANullStatusIsReadLikeAnUnknownStatus() async throws {
        let file = CLIHarness.v1Fixtures.appendingPathComponent("api/v1/games/22000001.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var game = try #require(document["game"] as? [String: Any])
        game["status"] = NSNull()
        document["game"] = game
        let edited = try JSONSerialization.data(withJSONObject: document)

        let detail = try decodeContract(GameDetail.self, from: edited, endpoint: "GET /api/v1/games/22000001")
        #expect(detail.game.status == nil)
        #expect(detail.state == .unknown)

        let server = try Self.server()
        defer { server.stop() }
        server.setFault(.status(200, body: String(decoding: edited, as: UTF8.self), headers: ["Content-Type": "application/json"]),
                        pathPrefix: "/api/v1/games/22000001")
        let cli = Self.consumerOnly(server)
        let probe = try #require(FixtureGames.probe(try FixtureGames.detail(22000001, .v1)))
        for command in ["game 22000001", "timeline 22000001", "game 22000001 --format json"] {
            let result = await cli.run(command)
            #expect(result.code == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains("BKN") || result.stdout.contains("Brooklyn"), "\(command) shows the game")
            #expect(probe.problems(in: result.stdout) == [], "\(command) before reveal")
        }
    }
}
