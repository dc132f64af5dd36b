import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite(.temporaryHome) struct ReadCommandTests {
    /// The block or period headers a read step printed (lines like "Q3 · 12:00–0:00" or "OT").
    static func headers(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).compactMap { line in
            let first = line.split(separator: " ").first.map(String.init) ?? ""
            return ["Q1", "Q2", "Q3", "Q4", "OT", "2OT"].contains(first) ? first : nil
        }
    }

    @Test(arguments: ["", "--pbp"], Dialect.allCases) func overtimeGameReadsRegulationThenOvertimeThenTheEnd(mode: String, dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var steps: [[String]] = []
        for _ in 0..<6 {
            if steps.count == 5 {
                // Read into overtime, not yet told that nothing follows: the timeline may show
                // it, never the final score, and says to go on (as it would before a 2OT).
                let timeline = await cli.run("timeline 21600270 \(mode)")
                #expect(timeline.stdout.contains("End of Q4 · WAS 105 – OKC 105"))
                #expect(timeline.stdout.contains("End of OT · score withheld until you reveal the outcome"))
                #expect(timeline.stdout.contains("Stopped where you are reading (OT) — the outcome is hidden. Go on with scrolldown read"))
            }
            let result = await cli.run("read 21600270 \(mode)")
            #expect(result.code == 0)
            steps.append(Self.headers(result.stdout))
            // Each call is a fresh session: the position comes from positions.json on disk.
            let stored = try PositionStore(directory: cli.stateDirectory, clock: { Date(timeIntervalSince1970: 0) }, notice: { _ in })
                .value(for: 21600270)
            if steps.count <= 5 { #expect(stored?.periodLabel == ["Q1", "Q2", "Q3", "Q4", "OT"][steps.count - 1]) }
            if steps.count == 6 { #expect(result.stdout.contains("You have read the whole game. The final is one command away")) }
        }
        // In flow (the older backend has flows), the step into Q4 first tells Q3's story, held at Q3 (TimelineSteps.held).
        #expect(steps == [["Q1"], ["Q2"], ["Q3"], mode.isEmpty && dialect == .older ? ["Q3", "Q4"] : ["Q4"], ["OT"], []])

        let feed = await cli.run("games")
        #expect(feed.stdout.contains("read to the end"))
        // Told by `read` that nothing follows: the timeline no longer says to go on.
        let timeline = await cli.run("timeline 21600270 \(mode)")
        #expect(timeline.stdout.contains("End of OT · score withheld until you reveal the outcome"))
        #expect(timeline.stdout.contains("You have read to the end. The outcome is hidden — scrolldown game 21600270 --reveal"))
        #expect(!timeline.stdout.contains("Go on with"))

        let restart = await cli.run("read 21600270 \(mode) --restart")
        #expect(Self.headers(restart.stdout) == ["Q1"])
    }

    @Test(arguments: Dialect.allCases) func regulationEndReadsTheSameWithOrWithoutOvertime(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var overtime = ""
        var regulation = ""
        for _ in 0..<4 { overtime = await cli.run("read 21600270 --pbp").stdout }
        for _ in 0..<4 { regulation = await cli.run("read 22000001 --pbp").stdout }
        let tail: (String) -> [String] = { Array($0.split(separator: "\n").suffix(2)).map(String.init) }
        #expect(tail(overtime) == ["── End of Q4 · score withheld until you reveal the outcome ──", "Next: scrolldown read 21600270"])
        #expect(tail(regulation) == ["── End of Q4 · score withheld until you reveal the outcome ──", "Next: scrolldown read 22000001"])
    }

    @Test(arguments: Dialect.allCases) func savedPositionHasPlayPeriodClockAndLabel(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        _ = await cli.run("read 2024030121 --pbp")
        let data = try Data(contentsOf: cli.stateDirectory.appendingPathComponent("positions.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let position = try #require((object["positions"] as? [String: Any])?["2024030121"] as? [String: Any])
        #expect(position["mode"] as? String == "pbp")
        #expect(position["period"] as? Int == 1)
        #expect(position["periodLabel"] as? String == "P1")
        #expect(position["clock"] as? String == "00:00")
        #expect(position["playIndex"] as? Int != nil)
        #expect(position["savedAt"] as? String != nil)
        #expect(position["endsPeriod"] as? Bool == true)
        let game = await cli.run("game 2024030121")
        #expect(game.stdout.contains("You stopped after P1 — scrolldown read 2024030121 goes on"))
        let feed = await cli.run("games --team FLA")
        #expect(feed.stdout.contains("to P1"))
    }

    @Test(arguments: Dialect.allCases) func readJsonIsOneDocumentAndNdjsonOneLinePerItem(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let ndjson = await cli.run("read 22000001 --format ndjson")
        let lines = ndjson.stdout.split(separator: "\n")
        let types = try lines.map { line -> String in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["schema"] as? Int == 1)
            return try #require(object["type"] as? String)
        }
        // The older backend reads by narrative block; sda has no flow, so by period.
        if dialect.hasFlow {
            #expect(types == ["game", "block", "separator", "notice"])
        } else {
            #expect(types.first == "game" && types.dropFirst().first == "period")
            #expect(Set(types.dropFirst(2).dropLast(2)).isSubset(of: ["play", "collapsed"]))
            #expect(types.suffix(2) == ["separator", "notice"])
        }
        let json = await cli.run("read 22000001 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require((object["game"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.first?["type"] as? String == (dialect.hasFlow ? "block" : "period"))
        #expect(!items.contains { $0["scoreAfter"] != nil || $0["score"] != nil && $0["type"] as? String == "play" })
    }
}
