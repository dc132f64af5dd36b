import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

@Suite struct TimelineRegulationTests {
    /// 2024030121 (NHL, P1–P3) with two overtime plays labelled `OT` and the league code
    /// unknown to this client: regulation comes from the server's labels.
    static func unknownLeagueOvertime(_ detail: inout GameDetail) {
        detail.game.leagueCode = "UNKNOWN"
        guard let last = detail.plays.last(where: { $0.quarter == 3 && !TimelineModel.announcesGameEnd($0) }) else { return }
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

    @Test func anUnknownLeagueTakesRegulationFromTheServersPeriodLabels() async throws {
        var cli = CLIHarness()
        defer { cli.cleanUp() }
        cli.serviceOverride = { _ in EditedGame(Self.unknownLeagueOvertime) }
        let detail = try await EditedGame(Self.unknownLeagueOvertime).game(id: 2024030121)
        for options in ["", "--all", "--all-plays", "--through 4"] {
            let result = await cli.run("timeline 2024030121 \(options)")
            #expect(result.code == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(!lines.contains { $0.hasPrefix("OT") || $0.contains("End of OT") }, "\(options): \(result.stdout)")
            #expect(result.stdout.contains("End of P3 · score withheld until you reveal the outcome"), "\(options)")
            #expect(!lines.contains { $0.contains("End of P3") && !$0.contains("withheld") }, "\(options)")
            #expect(result.stdout.contains("Stopped at the end of regulation"), "\(options)")
        }
        #expect(TimelineModel.regulationPeriods(league: .unknown("UNKNOWN"), plays: detail.plays) == 3)
        #expect(TimelineModel.isOvertimeLabel("2OT") && TimelineModel.isOvertimeLabel("so") && !TimelineModel.isOvertimeLabel("P3"))
    }
}
