import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// Serves 21600270 (NBA, Q1–Q4 then OT) with its Q4 and OT flow blocks merged into one block
/// running from Q4 into OT, as a real flow may cut it.
actor StraddlingFlow: FixtureForwarding {
    let base = HTTPGameService.fixtures(at: CLIHarness.fixtures)
    static let narrative = "Both sides traded baskets down the stretch and into the extra period."

    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail { try await base.game(id: id, parts: parts) }

    func flow(gameID: Int) async throws -> GameFlow? {
        guard var flow = try await base.flow(gameID: gameID), var blocks = flow.blocks, blocks.count >= 2 else { return nil }
        let overtime = blocks.removeLast()
        var merged = blocks.removeLast()
        merged.periodEnd = overtime.periodEnd
        merged.endClock = overtime.endClock
        merged.scoreAfter = overtime.scoreAfter
        merged.playIds += overtime.playIds
        merged.narrative = Self.narrative
        blocks.append(merged)
        flow.blocks = blocks
        return flow
    }
}

@Suite(.temporaryHome) struct TimelineRegulationTests {
    @Test func aBlockRunningIntoOvertimeCountsAsTheLastRegulationBlockWhileHidden() async throws {
        var cli = CLIHarness(service: .real)
        cli.service = .custom { _ in StraddlingFlow() }
        let flow = try #require(try await StraddlingFlow().flow(gameID: 21600270))
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

    /// 2024030121 (NHL, P1–P3) with the league code unknown to this client.
    static func unknownLeague(_ detail: inout GameDetail) {
        detail.game.leagueCode = "UNKNOWN"
    }

    /// The same, with two overtime plays labelled `OT`.
    static func unknownLeagueOvertime(_ detail: inout GameDetail) {
        unknownLeague(&detail)
        guard let last = detail.plays.last(where: { $0.quarter == 3 && !Withholding.announcesGameEnd($0) }) else { return }
        for offset in 1...2 {
            var play = last
            play.quarter = 4
            play.periodLabel = "OT"
            play.playIndex = last.playIndex + offset
            play.gameClock = offset == 1 ? "04:00" : "02:00"
            play.description = offset == 1 ? "Faceoff won" : "Shot on goal"
            play.playType = offset == 1 ? "faceoff" : "shot-on-goal"
            detail.plays.append(play)
        }
    }

    /// An unknown league's regulation is the shortest any league has (two periods), never
    /// read from the server's labels: overtime rows are there only when the game went to
    /// overtime, so they must not move the stop, the labels or anything else shown.
    @Test func anUnknownLeagueStopsAtItsFallbackWhateverTheOvertimeRows() async throws {
        var plain = CLIHarness(service: .real)
        plain.service = .custom { _ in EditedGame(Self.unknownLeague) }
        var overtime = CLIHarness(service: .real)
        overtime.service = .custom { _ in EditedGame(Self.unknownLeagueOvertime) }
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
