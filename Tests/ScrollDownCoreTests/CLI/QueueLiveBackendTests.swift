import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// What to read next against the live backend, over a loopback server, with either key: the
/// admin key (every dialect) and the consumer key alone (the `/api/v1` routes). Following,
/// the feed's order, `next`, `next --list`, the resume line and `games --through` print what
/// sample mode prints over the same games, and say what they should.
@Suite(.temporaryHome) struct QueueLiveBackendTests {
    typealias L = LiveBackendCLITests
    static let window = ["--from", "2025-10-07", "--to", "2025-10-10"]
    static let commands: [[String]] = [
        ["follow", "OKC", "VGK"], ["follow"], ["follow", "--format", "json"],
        ["games"] + window, ["games", "--format", "json"] + window,
        ["next", "--list"] + window, ["next", "--list", "--format", "json"] + window,
        ["next"] + window, ["next"] + window,
        ["game", "21600270"], ["game", "21600270", "--format", "json"], ["games", "--format", "json"] + window,
        ["games", "--league", "NBA", "--through", "Q2"] + window,
        ["games", "--league", "NBA", "--through", "Q2", "--format", "json"] + window,
        ["games", "--league", "NBA", "--through", "Q4"] + window,
        ["unfollow", "OKC"], ["next", "--list", "--format", "json", "--league", "NBA,NHL"] + window,
    ]

    /// Runs every command in sample mode and live; returns the live results by command.
    static func run(mock: CLIHarness, live: CLIHarness) async -> [String: CLIHarness.Result] {
        var results: [String: CLIHarness.Result] = [:]
        for command in commands {
            let expected = await mock.run(command)
            let actual = await live.run(command)
            let line = command.joined(separator: " ")
            #expect(actual.code == expected.code, "\(line): live \(actual.code) \(actual.stderr) vs mock \(expected.code)")
            #expect(actual.stdout == expected.stdout, "\(line) differs between live and sample mode")
            results[line] = actual
        }
        return results
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// What each command must say, live.
    static func checkSays(_ results: [String: CLIHarness.Result]) throws {
        let window = Self.window.joined(separator: " ")
        #expect(results["follow"]?.stdout.contains("OKC  Oklahoma City Thunder") == true)
        let followed = try object(results["follow --format json"]?.stdout ?? "")["followed"] as? [[String: String]]
        #expect(followed?.map { $0["abbreviation"] ?? "" } == ["OKC", "VGK"])
        // Followed teams' games first in their day, marked; the queue followed first, oldest first.
        let queue = try object(results["next --list --format json \(window)"]?.stdout ?? "")["queue"] as? [[String: Any]] ?? []
        #expect(queue.first?["id"] as? Int == 21600270)
        let marks = queue.map { $0["followed"] as? Bool ?? false }
        #expect(marks.prefix { $0 }.count == marks.filter { $0 }.count, "followed games lead the queue: \(marks)")
        #expect(results["games \(window)"]?.stdout.split(separator: "\n").contains { $0.contains("21600270") && $0.hasSuffix("followed") } == true)
        // Two steps of `next` read Q1 and Q2 of the first game: the resume line and position.
        #expect(results["game 21600270"]?.stdout.contains("You stopped after Q2 — scrolldown read 21600270 goes on") == true,
                "\(results["game 21600270"]?.stdout ?? "")")
        let header = try object(results["game 21600270 --format json"]?.stdout ?? "")["game"] as? [String: Any]
        let position = header?["readingPosition"] as? [String: Any]
        #expect(position?["step"] as? Int == 2 && position?["through"] as? String == "Q2")
        #expect(header?["newPlays"] == nil)
        // The slate through Q2; Q4 is refused.
        let slate = try object(results["games --league NBA --through Q2 --format json \(window)"]?.stdout ?? "")["games"] as? [[String: Any]]
        let through = slate?.first { $0["id"] as? Int == 21600270 }?["through"] as? [String: Any]
        #expect(through?["period"] as? String == "Q2")
        #expect(results["games --league NBA --through Q4 \(window)"]?.code == 64)
        // OKC no longer followed: VGK's games lead, OKC's take their place by start time.
        let after = try object(results["next --list --format json --league NBA,NHL \(window)"]?.stdout ?? "")["queue"] as? [[String: Any]] ?? []
        #expect(after.first?["followed"] as? Bool == true && after.first?["id"] as? Int != 21600270)
        #expect(after.first { $0["id"] as? Int == 21600270 }?["followed"] as? Bool == false)
    }

    @Test(arguments: Dialect.allCases) func withTheAdminKey(dialect: Dialect) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: L.key)
        defer { server.stop() }
        let (mock, live) = L.pair(server: server, dialect: dialect)
        try Self.checkSays(await Self.run(mock: mock, live: live))
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == L.key })
    }

    @Test func withTheConsumerKeyAlone() async throws {
        let server = try ConsumerAPICLITests.server()
        defer { server.stop() }
        let live = ConsumerAPICLITests.consumerOnly(server)
        let mock = CLIHarness(dialect: .v1, service: .real, extra: ["SCROLLDOWN_NOW": "2025-10-09T12:00:00Z", "SCROLLDOWN_ENV": "mock"])
        try Self.checkSays(await Self.run(mock: mock, live: live))
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/v1/") && $0.headers["x-api-key"] == L.consumerKey })
    }
}
