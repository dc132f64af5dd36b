import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reveal guarantee for `odds`: pregame lines always, the betting outcome only after a
/// reveal, in-game prices never for a hidden game — not shown, and not even requested.
@Suite(.temporaryHome) struct OddsRevealTests {
    static let formats = ["text", "json", "ndjson"]
    static let probe = OutcomeProbe(home: 109, away: 118, homeAbbr: "LAL", awayAbbr: "DEN", extraPeriodLabels: [])

    @Test func aHiddenFinalGameShowsPregameLinesButNoOutcome() async throws {
        let tree = try OddsFixtures()
        let cli = tree.harness()
        for format in Self.formats {
            for category in OddsCategory.allCases {
                let result = await cli.run(["odds", String(OddsFixtures.final), "--category", category.rawValue, "--format", format, "-q",
                                            "--opening", "--closing"])
                #expect(result.code == 0)
                #expect(Self.probe.leak(in: result.stdout) == nil, "\(format) \(category): \(Self.probe.leak(in: result.stdout) ?? "")")
                for label in OddsFixtures.outcomeLabels { #expect(!result.stdout.contains(label)) }
                #expect(!result.stdout.contains("covered") && !result.stdout.contains("Over by"))
                #expect(!result.stdout.contains("outcomeLabels"))
                #expect(!result.stdout.contains("777"), "an in-game price is shown")
            }
        }
        let text = await cli.run(["odds", String(OddsFixtures.final), "-q"])
        #expect(text.stdout.contains("Pregame: LAL -4.5 (-110) · O/U 221.5 (-110) · DEN +150 · LAL -180"))
        #expect(text.stdout.contains("Betting outcome hidden — scrolldown game 990101 --reveal to show it"))
        #expect(text.stdout.contains("DEN          +150"))
        let json = try Self.object(await cli.run(["odds", String(OddsFixtures.final), "--format", "json", "-q"]).stdout)
        #expect(json["outcome"] as? String == "hidden")
        #expect(json["outcomeLabels"] == nil)
    }

    @Test func theOutcomeLabelsShowAfterAReveal() async throws {
        let tree = try OddsFixtures()
        let cli = tree.harness()
        let peek = await cli.run(["odds", String(OddsFixtures.final), "--peek", "-q"])
        #expect(peek.stdout.contains("Betting outcome (peek, not remembered): " + OddsFixtures.outcomeLabels.joined(separator: " · ")))
        // A peek is not remembered.
        #expect(!(await cli.run(["odds", String(OddsFixtures.final), "-q"])).stdout.contains("upset"))
        #expect(await cli.run(["reveal", String(OddsFixtures.final)]).code == 0)
        let text = await cli.run(["odds", String(OddsFixtures.final), "-q"])
        #expect(text.stdout.contains("Betting outcome: " + OddsFixtures.outcomeLabels.joined(separator: " · ")))
        // Revealed or not, prices observed after the start are not opening or closing lines.
        #expect(!text.stdout.contains("777"))
        let json = try Self.object(await cli.run(["odds", String(OddsFixtures.final), "--format", "json", "-q"]).stdout)
        #expect(json["outcome"] as? String == "visible")
        #expect(json["outcomeLabels"] as? [String] == OddsFixtures.outcomeLabels)
        #expect(json["revealReason"] as? String == "revealed")
        let ndjson = await cli.run(["odds", String(OddsFixtures.final), "--format", "ndjson", "-q"])
        #expect(ndjson.stdout.split(separator: "\n").last?.contains("\"outcomeLabels\":[\"DEN covered by 13.5\"") == true)
        #expect(await cli.run(["hide", String(OddsFixtures.final)]).code == 0)
        #expect(!(await cli.run(["odds", String(OddsFixtures.final), "-q"])).stdout.contains("covered"))
    }

    @Test func anUpcomingGameHasNoOutcomeLine() async throws {
        let tree = try OddsFixtures()
        let cli = tree.harness()
        let text = await cli.run(["odds", String(OddsFixtures.upcoming), "-q"])
        #expect(!text.stdout.contains("Betting outcome"))
        let json = try Self.object(await cli.run(["odds", String(OddsFixtures.upcoming), "--format", "json", "-q"]).stdout)
        #expect(json["outcome"] as? String == "none")
    }

    /// The proof that hidden in-game prices are never even requested: the live backend is a
    /// loopback server that records every request.
    @Test func liveOddsOfAHiddenGameAreNeverRequested() async throws {
        let tree = try OddsFixtures()
        let server = try LoopbackHTTPServer(fixtures: tree.root, apiKey: "k")
        defer { server.stop() }
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": "k", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                     "SCROLLDOWN_NOW": "2025-10-09T18:00:00Z"])
        let live = String(OddsFixtures.live)
        for format in Self.formats {
            let hidden = await cli.run(["odds", live, "--live", "--format", format, "-q"])
            #expect(hidden.code == 0, "\(hidden.stderr)")
            #expect(!hidden.stdout.contains("333") && !hidden.stdout.contains("777"))
        }
        let text = await cli.run(["odds", live, "--live", "-q"])
        #expect(text.stdout.contains("In-game prices follow the score, so they are not fetched while the outcome is hidden"))
        #expect(!server.requests.contains { $0.path.hasPrefix("/api/fairbet/live") }, "live prices requested for a hidden game")
        #expect(server.requests.contains { $0.path == "/api/admin/sports/games/\(live)" })

        // Visible (peek): now they are fetched and shown, in their own table.
        let peek = await cli.run(["odds", live, "--live", "--peek", "-q"])
        #expect(server.requests.filter { $0.path == "/api/fairbet/live" }.map { $0.value("game_id") } == [live])
        #expect(peek.stdout.contains("In-game prices · live, they follow the score"))
        #expect(peek.stdout.contains("+333"))
        // A finished game is not live: nothing is requested for it either.
        _ = await cli.run(["odds", String(OddsFixtures.final), "--live", "--peek", "-q"])
        #expect(server.requests.filter { $0.path == "/api/fairbet/live" }.count == 1)
        // A live delay holds plays back: current prices would tell what it hides.
        #expect(await cli.run(["config", "set", "liveDelaySeconds", "120"]).code == 0)
        let delayed = await cli.run(["odds", live, "--live", "--peek", "-q"])
        #expect(delayed.stdout.contains("In-game prices are not fetched while your live delay holds plays back"))
        #expect(!delayed.stdout.contains("+333"))
        #expect(server.requests.filter { $0.path == "/api/fairbet/live" }.count == 1)
    }

    /// On a terminal the live service is wrapped by the waiting line, which must forward
    /// `liveOdds`, or a visible live game shows no prices.
    @Test func liveOddsReachTheTerminalToo() async throws {
        let tree = try OddsFixtures()
        let server = try LoopbackHTTPServer(fixtures: tree.root, apiKey: "k")
        defer { server.stop() }
        var cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": "k", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                     "SCROLLDOWN_NOW": "2025-10-09T18:00:00Z"])
        cli.stderrIsTerminal = true
        cli.sleep = { _ in await Task.yield() }
        let peek = await cli.run(["odds", String(OddsFixtures.live), "--live", "--peek", "--no-pager"], terminal: true)
        #expect(peek.code == 0, "\(peek.stderr)")
        #expect(server.requests.filter { $0.path == "/api/fairbet/live" }.count == 1)
        #expect(peek.stdout.contains("+333"), "\(peek.stdout)")
    }

    @Test func mockAndLiveAgreeOnOdds() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: "k")
        defer { server.stop() }
        let mock = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let live = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": "k", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                      "SCROLLDOWN_NOW": "2025-10-09T18:00:00Z"])
        for command in [["odds", "910000003"], ["odds", "910000004", "--format", "json"], ["odds", "21600270", "--live"],
                        ["fairbet"], ["fairbet", "--format", "ndjson"], ["fairbet", "--game", "910000002", "--method", "power"],
                        ["fairbet", "--explain", "910000005:spreads:team:atlanta_hawks:2.5"],
                        ["fairbet", "--parlay", "910000001:h2h:team:miami_heat:0", "910000007:spreads:team:chicago_bulls:11.5"]] {
            let expected = await mock.run(command + ["-q"])
            let actual = await live.run(command + ["-q"])
            #expect(actual.code == 0 && expected.code == 0, "\(command): \(actual.stderr) \(expected.stderr)")
            #expect(actual.stdout == expected.stdout, "\(command) differs between live and mock")
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["schema"] as? Int == 1)
        return try #require(document["odds"] as? [String: Any])
    }
}
