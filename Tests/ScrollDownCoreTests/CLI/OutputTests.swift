import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Output meant for scripts is data: the feed's window, config values with their types.
@Suite(.temporaryHome) struct OutputTests {
    @Test func theFeedWindowIsDaysAndLeaguesNotWords() async throws {
        let cli = CLIHarness(service: .real)
        let day = await cli.run("games --date yesterday --league NHL,nba --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["from"] as? String == "2025-10-08")
        #expect(window["to"] as? String == "2025-10-08")
        #expect(window["leagues"] as? [String] == ["NHL", "NBA"])
        let all = await cli.run("games --env mock --format json")
        let allWindow = try #require((try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])?["window"] as? [String: Any])
        #expect(allWindow["from"] == nil && allWindow["to"] == nil, "every bundled game: no bounds")
    }

    @Test func configKeepsTypesAndSaysWhereValuesComeFrom() async throws {
        let cli = CLIHarness(extra: ["SCROLLDOWN_BASE_URL": "http://127.0.0.1:9"])
        #expect(await cli.run("config set liveDelaySeconds 30").code == 0)
        #expect(await cli.run("config set defaultLeagues NBA,NHL").code == 0)
        let json = await cli.run("config list --format json --env live")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let settings = try #require(object["settings"] as? [String: Any])
        let sources = try #require(object["sources"] as? [String: String])
        #expect(settings["liveDelaySeconds"] as? Int == 30)
        #expect(settings["defaultLeagues"] as? [String] == ["NBA", "NHL"])
        #expect(settings["apiKeyFile"] is NSNull)
        #expect(settings["env"] as? String == "live" && sources["env"] == "flag")
        #expect(settings["baseURL"] as? String == "http://127.0.0.1:9" && sources["baseURL"] == "environment")
        #expect(sources["liveDelaySeconds"] == "file" && sources["followIntervalSeconds"] == "default")
        let text = await cli.run("config list")
        #expect(text.stdout.contains("env") && text.stdout.contains("mock") && text.stdout.contains("(default)"))
        let get = await cli.run("config get liveDelaySeconds --format json")
        #expect(get.stdout.contains("\"value\" : 30"))
        #expect(await cli.run("config get liveDelaySeconds").stdout == "30\n")
    }
}
