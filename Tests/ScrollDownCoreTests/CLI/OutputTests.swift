import Foundation
import Testing
@testable import ScrollDownCore
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
}
