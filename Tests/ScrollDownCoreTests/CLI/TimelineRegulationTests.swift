import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// 21600270 (NBA, Q1–Q4 then OT) with its Q4 and OT flow blocks merged into one block running
/// from Q4 into OT, as a real flow may cut it; no recap or posts, so the flow tells the game.
enum StraddlingFlow {
    static let narrative = "Both sides traded baskets down the stretch and into the extra period."

    static let merged = FixtureScenario.Edit("the last two flow blocks merged") { documents in
        guard var flow = documents.flow, var blocks = flow["blocks"] as? [JSONObject], blocks.count >= 2 else { return }
        let overtime = blocks.removeLast()
        var merged = blocks.removeLast()
        merged["periodEnd"] = overtime["periodEnd"]
        merged["endClock"] = overtime["endClock"]
        merged["scoreAfter"] = overtime["scoreAfter"]
        merged["playIds"] = (merged["playIds"] as? [Int] ?? []) + (overtime["playIds"] as? [Int] ?? [])
        merged["narrative"] = narrative
        blocks.append(merged)
        flow["blocks"] = blocks
        documents.flow = flow
    }

    static func scenario() -> FixtureScenario {
        FixtureScenario(game: 21600270, [.custom("no recap or posts") { documents in
            (documents.recapPre, documents.recapPost, documents.posts) = (nil, nil, nil)
            documents.detail["socialPosts"] = [JSONObject]()
        }, merged])
    }
}

@Suite(.temporaryHome) struct TimelineRegulationTests {
    @Test func aBlockRunningIntoOvertimeCountsAsTheLastRegulationBlockWhileHidden() async throws {
        let scenario = StraddlingFlow.scenario()
        let cli = CLIHarness(scenario: scenario)
        let flow = try #require(try await scenario.service().flow(gameID: 21600270))
        #expect(flow.blocks?.last?.periodStart == 4 && flow.blocks?.last?.periodEnd == 5)

        for options in ["", "--through OT"] {
            let result = await cli.run("timeline 21600270 \(options)")
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Stopped at the end of Q3 — the outcome is hidden. Q4 onward comes"), "\(options): \(result.stdout)")
            #expect(!result.stdout.contains("End of Q4"), "\(options)")
            #expect(!result.stdout.contains("OT"), "\(options): \(result.stdout)")
            #expect(!result.stdout.contains(StraddlingFlow.narrative))
            let json = await cli.run("timeline 21600270 \(options) --format json")
            #expect(!json.stdout.contains("OT"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let items = try #require((object["game"] as? [String: Any])?["items"] as? [[String: Any]])
            let blocks = items.filter { $0["type"] as? String == "block" }
            #expect(blocks.count == 3)
            #expect(blocks.last?["periodEnd"] as? Int == 3)
        }

        var last = ""
        for _ in 0..<4 { last = await cli.run("read 21600270").stdout }
        #expect(last.contains("Q4"), "\(last)")
        #expect(!last.contains("OT"), "\(last)")
        #expect(!last.contains(StraddlingFlow.narrative))
        // Read into Q4, the timeline shows the straddling block cut back to Q4, details withheld.
        let json = await cli.run("timeline 21600270 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require((object["game"] as? [String: Any])?["items"] as? [[String: Any]])
        let blocks = items.filter { $0["type"] as? String == "block" }
        #expect(blocks.count == 4)
        #expect(blocks.last?["periodEnd"] as? Int == 4)
        #expect(blocks.last?["endClock"] == nil)
        #expect(!json.stdout.contains("OT"))
        let end = await cli.run("read 21600270")
        #expect(end.stdout.contains("You have read the whole game. The final is one command away"))
        let told = await cli.run("timeline 21600270")
        #expect(told.stdout.contains("You have read to the end. The outcome is hidden"))
        #expect(!told.stdout.contains("Go on with") && !told.stdout.contains("one step at a time"))
        let feed = await cli.run("game 21600270")
        #expect(!feed.stdout.contains("OT"), "\(feed.stdout)")

        // After reveal the block shows as it is.
        _ = await cli.run("reveal 21600270")
        let revealed = await cli.run("timeline 21600270")
        #expect(revealed.stdout.contains("Q4–OT"))
        #expect(revealed.stdout.contains(StraddlingFlow.narrative))
    }

    /// 2024030121 (NHL, P1–P3) with the league code unknown to this client, told by its plays.
    static let unknownLeague: [FixtureScenario.Edit] = [.onlyPlays, .league("UNKNOWN")]

    /// The same, with two overtime plays labelled `OT`.
    static let unknownLeagueOvertime = unknownLeague + [.custom("two overtime plays") { documents in
        guard let last = documents.plays.last(where: { $0.int("quarter") == 3 && !GameDocuments.announcesGameEnd($0) }),
              let index = last.int("playIndex") else { return }
        var added: [JSONObject] = []
        for offset in 1...2 {
            var play = last
            play["quarter"] = 4
            play["periodLabel"] = "OT"
            play["playIndex"] = index + offset
            play["gameClock"] = offset == 1 ? "04:00" : "02:00"
            play["description"] = offset == 1 ? "Faceoff won" : "Shot on goal"
            play["playType"] = offset == 1 ? "faceoff" : "shot-on-goal"
            added.append(play)
        }
        documents.appendPlays(added, copiedFrom: [index + 1: index, index + 2: index])
    }]

    /// An unknown league's regulation is the shortest any league has (two periods), never
    /// read from the server's labels: overtime rows are there only when the game went to
    /// overtime, so they must not move the stop, the labels or anything else shown.
    @Test func anUnknownLeagueStopsAtItsFallbackWhateverTheOvertimeRows() async throws {
        let plain = CLIHarness(scenario: FixtureScenario(game: 2024030121, Self.unknownLeague))
        let overtime = CLIHarness(scenario: FixtureScenario(game: 2024030121, Self.unknownLeagueOvertime))
        for options in ["", "--all-plays", "--through 4", "--through 2", "--page 2"] {
            for format in ["text", "json"] {
                let line = "timeline 2024030121 \(options) --format \(format)"
                let a = await plain.run(line), b = await overtime.run(line)
                #expect(a.code == 0, "\(a.stderr)")
                #expect(a.stdout == b.stdout, "\(line): the overtime rows changed the hidden view")
                if format == "text" && !options.contains("page") {
                    let lines = a.stdout.split(separator: "\n").map(String.init)
                    #expect(!lines.contains { $0.hasPrefix("OT") || $0.hasPrefix("P2") || $0.contains("End of P2") }, "\(options): \(a.stdout)")
                    // The stop names the withheld period in the style of the shown labels.
                    #expect(a.stdout.contains("Stopped at the end of P1 — the outcome is hidden. P2 onward comes"), "\(options): \(a.stdout)")
                }
            }
        }
        #expect(League.unknown("UNKNOWN").regulationPeriods == 2)
        #expect(League.isExtraPeriodLabel("2OT") && League.isExtraPeriodLabel("so") && !League.isExtraPeriodLabel("P3"))
        #expect(League.isExtraPeriodLabel("OT2") && League.isExtraPeriodLabel("Double Overtime") && !League.isExtraPeriodLabel("Q4"))
    }
}
