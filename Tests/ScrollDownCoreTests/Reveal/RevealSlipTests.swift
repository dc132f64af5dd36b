import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// One-line slips in the reveal code that the rest of the suite would let through: each test
/// here fails when its slip is planted (the slip is named in the test's comment).
@Suite(.temporaryHome) struct RevealSlipTests {
    static let policy = RevealPolicy(rules: RevealRules())
    static let now = Date(timeIntervalSince1970: 1_760_032_800)

    /// 22000001 listed "scheduled", without `hasPbp`, no box score, plays only in Q4: the
    /// plays make it a game with an outcome. Cut before Q4 it has no evidence left, and must
    /// still read as hidden, not as a game without a result.
    /// Slip: `Withholding` no longer keeps the state when it cuts the evidence away.
    static let scheduledWithPlaysOnlyInTheLastPeriod = FixtureScenario(game: 22000001, [
        .onlyPlays, .status("scheduled"),
        .custom("no box score, plays only in Q4") { documents in
            documents.header["hasPbp"] = false
            documents.rowFollowsHeader()
            (documents.detail["teamStats"], documents.detail["playerStats"]) = ([JSONObject](), [JSONObject]())
            documents.removePlays { ($0.int("quarter") ?? 1) < 4 }
        },
    ])

    @Test func aGameWhoseOnlyPlaysAreWithheldStaysHidden() async throws {
        let cli = CLIHarness(scenario: Self.scheduledWithPlaysOnlyInTheLastPeriod)
        let detail = try await Self.scheduledWithPlaysOnlyInTheLastPeriod.service().game(id: 22000001)
        #expect(detail.state == .unknown, "the plays say it was played")
        let cut = Withholding.plays(of: Withholding.withhold(detail), keeping: { _ in false })
        #expect(cut.facts.state == detail.state)
        for command in ["timeline 22000001", "game 22000001"] {
            let text = await cli.run(command)
            #expect(text.code == 0, "\(text.stderr)")
            #expect(!text.stdout.contains("not started") && !text.stdout.contains("no result") && !text.stdout.contains("No outcome"),
                    "\(command): \(text.stdout)")
            let json = await cli.run(command + " --format json")
            #expect(json.stdout.contains("\"outcome\" : \"hidden\""), "\(command): \(json.stdout.prefix(600))")
        }
    }

    /// A hidden flow timeline whose next block runs on into the withheld period is cut at the
    /// period before it: the plays through Q3 show, no play of Q4, and neither Q3 block's story
    /// (each would say how far the server's block ran).
    /// Slip: the flow cut keeps plays by period only, or a held block keeps its narrative.
    @Test func aMidPeriodStopKeepsOnlyThePlaysShown() async throws {
        let service = HTTPGameService.fixtures(at: CLIHarness.fixtures)
        let detail = try await service.game(id: 22000001)
        var flow = try #require(try await service.flow(gameID: 22000001))
        // One block a quarter as served; cut Q3 in two, the second half running on into Q4.
        var blocks = try #require(flow.blocks)
        try #require(blocks.map(\.periodStart) == [1, 2, 3, 4])
        let q3 = blocks[2].playIds.sorted()
        blocks[2].playIds = Array(q3.prefix(q3.count / 2))
        blocks[3].periodStart = 3
        blocks[3].playIds = Array(q3.dropFirst(q3.count / 2)) + blocks[3].playIds
        flow.blocks = blocks
        let (model, shownPlays) = Self.policy.preparedTimeline(Self.policy.sight(of: detail), flow: flow, position: nil,
                                                               options: TimelineOptions(now: Self.now))
        #expect(model.mode == .flow && model.pacing.steps.count == 4, "Q1, Q2 and both parts of Q3")
        #expect(model.heldSteps == [2, 3] && model.blocks[2]?.narrative == nil && model.blocks[3]?.narrative == nil)
        let lastQ3 = try #require(detail.plays.filter { $0.quarter == 3 }.map(\.playIndex).max())
        #expect(!shownPlays.isEmpty && shownPlays.allSatisfy { $0.playIndex <= lastQ3 && ($0.quarter ?? 1) <= 3 })
        // Q4's plays lie past the stop: a score after Q3's end stays hidden.
        let q4 = try #require(detail.plays.last { $0.quarter == 4 && $0.homeScore != nil })
        let text = model.guardText("They were at \(q4.awayScore!)-\(q4.homeScore!) late.", .narrative)
        #expect(text.redactions == 1, "\(text.text)")
    }

    /// Slip: the live delay rounds to the nearest play, or down, instead of up.
    @Test func theLiveDelayRoundsUp() {
        // 300 plays over 3600 s: 12 s a play. 61 s is 5.08 plays: the sixth is held back too.
        #expect(LiveDelay.heldBack(count: 300, elapsed: 3600, delay: 61) == 6)
        #expect(LiveDelay.heldBack(count: 300, elapsed: 3600, delay: 66) == 6)
        #expect(LiveDelay.heldBack(count: 300, elapsed: 3600, delay: 1) == 1)
    }

    /// Slip: the recap cut no longer stops at a late-game cue that names no period.
    @Test func theRecapCutStopsAtALateGameCue() {
        // Cues that name no period at all, so only the late-game rule can stop the cut.
        for cue in ["At the death, New York found its range.", "New York had the final word.", "Am Ende trafen die Knicks."] {
            let recap = "Boston started fast in the first quarter. \(cue) Boston took over in the second quarter."
            #expect(RevealPolicy.sentences(of: recap, before: 4, regulation: 4) == "Boston started fast in the first quarter.", "\(cue)")
        }
        let end = "Both sides traded baskets early. In the end it came down to free throws."
        #expect(RevealPolicy.sentences(of: end, before: 4, regulation: 4) == "Both sides traded baskets early.")
    }

    /// Slip: the withheld line is left out when the cut removed nothing (it would then appear
    /// only for recaps that go on past the cut, which is most of them, and say so).
    @Test func theWithheldLineIsThereWhenNothingWasCut() async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 22000001)
        let recap = try TestPaths.decode(Recap.self, #"{"game_id": 22000001, "reveal": "pre", "available": true,"#
                                         + #" "summary": "Brooklyn pushed the pace in the first quarter."}"#)
        let sources = RecapSources(facts: GameFacts(detail), recapPre: recap, recapPost: nil, preSource: nil, postSource: nil,
                                   failure: nil)
        let view = RevealPolicy.recapView(sources, visible: false, gameID: 22000001,
                                          guardText: { GuardedText(text: $0, redactions: 0) },
                                          withheldFrom: (4, "Q4", 4))
        guard case .text(let text, _, let withheld) = view else { Issue.record("\(view)"); return }
        #expect(text.text == "Brooklyn pushed the pace in the first quarter.")
        #expect(withheld == "Q4 onward")
    }

    /// A double-overtime game read block by block: each step shows its own block only; the
    /// first overtime's end waits until the reader steps into the second; the timeline never
    /// runs ahead of the reader. Slip: an overtime block shown before the reader reaches it.
    @Test func aDoubleOvertimeGameIsReadOneBlockAtATime() async throws {
        let id = 21600270
        let cli = ReaderAttackTests.harness(id, .extraPeriod, .older)
        var blocksSeen: [[Int]] = []
        for step in 0..<8 {
            let before = await cli.run(["timeline", String(id), "--format", "json"])
            let shownBefore = Self.periods(of: "block", in: before.stdout)
            let read = await cli.run(["read", String(id), "--format", "json"])
            let blocks = Self.periods(of: "block", in: read.stdout)
            if blocks.isEmpty { break }
            blocksSeen.append(blocks)
            // The step into Q4 also tells Q3's story, held at Q3 (TimelineSteps.held).
            #expect(blocks.count == (blocks.last == 4 ? 2 : 1), "step \(step + 1) printed \(blocks)")
            // The timeline before this step never held this step's block if it is past Q3.
            if let period = blocks.first, period >= 4 { #expect(!shownBefore.contains(period), "step \(step + 1)") }
            let separators = Self.items("separator", in: read.stdout)
            if blocks == [5] {
                // Into the first overtime: the end of Q4 opens the step, with its score; the end
                // of the first overtime is held back (a second one follows).
                #expect(separators.first?["period"] as? Int == 4 && separators.first?["score"] != nil, "\(separators)")
                #expect(separators.last?["period"] as? Int == 5 && separators.last?["scoreWithheld"] as? Bool == true)
            }
        }
        #expect(blocksSeen == [[1], [2], [3], [3, 4], [5], [6]], "\(blocksSeen)")
    }

    /// The last block's own closing score is the final score: its narrative may not state it,
    /// while the score it started from (the previous end, already shown) may be stated.
    /// Slip: the last block's scores allowed to its narrative like any other block's.
    @Test func theLastBlockMayNotStateItsClosingScore() async throws {
        let service = HTTPGameService.fixtures(at: CLIHarness.fixtures)
        let detail = try await service.game(id: 22000001)
        var flow = try #require(try await service.flow(gameID: 22000001))
        var blocks = try #require(flow.blocks)
        let last = try #require(blocks.last)
        blocks[blocks.count - 1].narrative = "It was \(last.scoreBefore[0])-\(last.scoreBefore[1]) at the end of the third quarter. "
            + "It was \(last.scoreAfter[0])-\(last.scoreAfter[1]) at the end of the fourth quarter."
        flow.blocks = blocks
        let position = ReadingPosition(mode: .flow, blockIndex: blocks[blocks.count - 2].blockIndex, savedAt: Self.now)
        let step = Self.policy.readStep(TimelineSources(detail: detail, flow: flow), position: position,
                                        options: TimelineOptions(now: Self.now), marks: .none, savedAt: Self.now)
        let shown = step.view.items.compactMap { item -> BlockEntry? in if case .block(let block) = item { block } else { nil } }
        // The step into Q4 opens with Q3's story, held at Q3; the last block is Q4's.
        let narrative = try #require(shown.last?.narrative)
        #expect(narrative.text.hasPrefix("It was \(last.scoreBefore[0])-\(last.scoreBefore[1]) at the end of the third quarter."), "\(narrative.text)")
        #expect(narrative.redactions == 1 && !narrative.text.contains("\(last.scoreAfter[0])-\(last.scoreAfter[1])"), "\(narrative.text)")
    }

    static func items(_ type: String, in output: String) -> [[String: Any]] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
              let items = (object["game"] as? [String: Any])?["items"] as? [[String: Any]] else { return [] }
        return items.filter { $0["type"] as? String == type }
    }

    static func periods(of type: String, in output: String) -> [Int] {
        items(type, in: output).compactMap { $0["periodStart"] as? Int ?? $0["period"] as? Int }
    }
}
