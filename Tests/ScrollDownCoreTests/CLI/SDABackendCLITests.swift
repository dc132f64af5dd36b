import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The command line against a loopback server replaying today's backend (sda 78de685d,
/// `Fixtures/sda`): every README command, the v1 summary only after reveal, absent routes
/// remembered, and the two keys.
@Suite(.temporaryHome) struct SDABackendCLITests {
    typealias L = LiveBackendCLITests

    static func server(consumerKey: String? = nil) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(fixtures: CLIHarness.sdaFixtures, apiKey: L.key, consumerApiKey: consumerKey)
    }

    static func live(_ server: LoopbackHTTPServer, keys: [String: String] = ["SCROLLDOWN_API_KEY": L.key]) -> CLIHarness {
        L.pair(server: server, dialect: .sda, keys: keys).live
    }

    @Test func everyReadmeCommandWorks() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.live(server)
        for line in ["games --from 2016-01-01 --to 2025-12-31", "game 22000001", "stats 22000001", "timeline 22000001",
                     "read 22000001", "game 22000001 --peek", "stats 22000001 --peek", "catch-up --from 2025-10-07 --to 2025-10-08 --yes",
                     "games --date 2025-10-08", "reveal 744914", "hide 744914", "mark-read 744914"] {
            let result = await cli.run(line)
            #expect(result.code == 0, "\(line): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(line) printed nothing")
            #expect(!result.stdout.contains("Try again later"), "\(line)")
        }
        let feed = await cli.run("games --date 2025-10-08")
        #expect(feed.stdout.contains("MTL 2 – TOR 5"), "catch-up revealed the day's games")
        let reset = await cli.run("reset --yes")  // no terminal to confirm on
        #expect(reset.code == 0)
        let hidden = await cli.run("games --date 2025-10-08")
        #expect(!hidden.stdout.contains("MTL 2 – TOR 5"))
    }

    /// The revealed score is the real final score (answers.json of the shared data, else the
    /// summary's own `finalScore`), and a game with a story shows its paragraphs.
    @Test(arguments: [21600270, 22000001, 744914, 2024030121])
    func aRevealedGameShowsItsFinalScoreAndStory(id: Int) async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.live(server)
        let summaryURL = CLIHarness.sdaFixtures.appendingPathComponent("api/v1/games/\(id)/summary.json")
        guard case .story(let story) = try JSONDecoder.contract().decode(PostGameSummary.self, from: Data(contentsOf: summaryURL)),
              let final = story.finalScore else {
            Issue.record("fixture \(id) has no story")
            return
        }
        if let answer = FixtureGame.answers()?[String(id)] {
            #expect(answer["homeScore"] as? Int == final.home && answer["awayScore"] as? Int == final.away, "answers.json")
        }
        let result = await cli.run("game \(id) --reveal")
        #expect(result.code == 0, "\(result.stderr)")
        let away = final.awayAbbr ?? "", home = final.homeAbbr ?? ""
        #expect(result.stdout.contains("Final: \(away) \(final.away) – \(home) \(final.home)"), "\(result.stdout)")
        for paragraph in story.paragraphs {
            let start = String(paragraph.prefix(40))
            #expect(result.stdout.replacingOccurrences(of: "\n  ", with: " ").contains(start), "paragraph '\(start)…'")
        }
        let json = await cli.run("game \(id) --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let recap = try #require((object["game"] as? [String: Any])?["recap"] as? [String: Any])
        #expect(recap["paragraphs"] as? [String] == story.paragraphs)
    }

    @Test func theSummaryIsAskedForOnlyOnceTheOutcomeIsVisible() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.live(server)
        let summaryRequests = { server.requests.filter { $0.path.hasPrefix("/api/v1/") }.count }
        for line in ["game 21600270", "game 21600270 --format json", "timeline 21600270", "read 21600270", "stats 21600270"] {
            let hidden = await cli.run(line)
            #expect(hidden.code == 0)
            #expect(!hidden.stdout.contains("Final score"), "\(line)")
        }
        #expect(summaryRequests() == 0)
        let revealed = await cli.run("game 21600270 --reveal")
        #expect(revealed.stdout.contains("Final score: Oklahoma City Thunder 126, Washington Wizards 115."))
        #expect(summaryRequests() == 1)
        // Hidden again: the cached story stays unread, and nothing is asked.
        let hiddenAgain = await cli.run("game 21600270 --hide")
        #expect(!hiddenAgain.stdout.contains("Final score"))
        #expect(!hiddenAgain.stdout.contains("late separation"))
        #expect(hiddenAgain.stdout.contains("So far, through Q3"))
        #expect(summaryRequests() == 1)
        // An always-hide team in mode always: visibility is known only after the detail, and
        // the game stays hidden, so the summary is never asked.
        _ = await cli.run("config set scoreRevealMode always")
        _ = await cli.run("config set alwaysHideTeams OKC")
        _ = await cli.run("game 21600270")
        #expect(summaryRequests() == 1)
        // A game whose story is still being written says when; sda says "15 minutes" forever,
        // so a game long over (2025020001 started 2 days before the harness clock) has none.
        let pending = await cli.run("game 2025020001 --peek")
        #expect(pending.stdout.contains("No recap for this game"))
        #expect(!pending.stdout.contains("Recap expected"))
        var justOver = cli
        justOver.environment["SCROLLDOWN_NOW"] = "2025-10-07T23:30:00Z"
        let soon = await justOver.run("game 2025020001 --peek")
        #expect(soon.stdout.contains("Recap expected in about 15 minutes"), "\(soon.stdout)")
    }

    @Test func routesTheBackendLacksAreAskedOnceAndNeverCalledTransient() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cli = Self.live(server)
        let absent = { server.requests.filter { $0.path.hasSuffix("/recap") || $0.path.hasSuffix("/flow") }.count }
        let first = await cli.run("game 22000001")
        let timeline = await cli.run("timeline 22000001")
        #expect(first.code == 0 && timeline.code == 0)
        let probes = absent()
        #expect(probes == 2, "the recap and flow routes are each asked once")
        #expect(!timeline.stderr.contains("unavailable"))
        for line in ["game 22000001", "game 21600270", "timeline 21600270", "read 744914"] { _ = await cli.run(line) }
        #expect(absent() == probes)
        let again = await cli.run("game 22000001")
        #expect(again.stdout == first.stdout)
        #expect(!again.stdout.contains("Try again later"))
    }

    @Test func splitKeysGoToTheirOwnRouteGroups() async throws {
        let server = try Self.server(consumerKey: L.consumerKey)
        defer { server.stop() }
        let cli = Self.live(server, keys: ["SCROLLDOWN_API_KEY": L.key, "SCROLLDOWN_CONSUMER_API_KEY": L.consumerKey])
        let result = await cli.run("game 21600270 --peek")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Final score: Oklahoma City Thunder 126"))
        let requests = server.requests
        #expect(requests.filter { $0.path.hasPrefix("/api/v1/") }.allSatisfy { $0.headers["x-api-key"] == L.consumerKey })
        #expect(requests.filter { !$0.path.hasPrefix("/api/v1/") }.allSatisfy { $0.headers["x-api-key"] == L.key })
    }

    @Test func aRefusedKeyIsNamedNeverShown() async throws {
        let server = try Self.server(consumerKey: L.consumerKey)
        defer { server.stop() }
        // Only the admin key: the consumer routes refuse it, the rest of the game still shows.
        let adminOnly = Self.live(server)
        let peek = await adminOnly.run("game 21600270 --peek")
        #expect(peek.code == 0)
        #expect(peek.stdout.contains("Recap unavailable: the API key was refused on the consumer routes (/api/v1, HTTP 403: Admin API key is not authorized for consumer routes): set SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile"))
        #expect(peek.stdout.contains("Final: WAS 115 – OKC 126"))
        // The keys swapped: the admin routes refuse the consumer key.
        let swapped = Self.live(server, keys: ["SCROLLDOWN_API_KEY": L.consumerKey])
        let refused = await swapped.run("game 21600270")
        #expect(refused.code == 77)
        #expect(refused.stderr.contains("admin API key refused (HTTP 403: Consumer API key is not authorized for admin routes): set SCROLLDOWN_API_KEY or apiKeyFile"))
        for text in [peek.stdout, peek.stderr, refused.stdout, refused.stderr] {
            #expect(!text.contains(L.key) && !text.contains(L.consumerKey))
        }
    }

    /// The older backend as it really runs (9480df20): no recap route. Before reveal the flow's
    /// blocks, never "try again later", and the route is not asked again.
    @Test func olderBackendWithoutTheRecapRouteFallsBackToItsFlow() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: L.key)
        defer { server.stop() }
        server.setFault(.notFound, pathPrefix: "/games/")
        let cli = L.pair(server: server).live
        let first = await cli.run("game 22000001")
        #expect(first.code == 0)
        #expect(first.stdout.contains("So far, through Q3"))
        #expect(!first.stdout.contains("Try again later"))
        let probes = server.requests.filter { $0.path.hasPrefix("/games/") }.count
        #expect(probes == 1)
        let second = await cli.run("game 22000001")
        #expect(second.stdout == first.stdout)
        #expect(server.requests.filter { $0.path.hasPrefix("/games/") }.count == probes)
        let upcoming = await cli.run("game 2025020010")
        #expect(!upcoming.stdout.contains("Try again later"))
    }
}
