import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Properties of the timeline over every recorded real game (docs/backend.md#recorded-data), both
/// dialects, through the real command line: period separators carry the end rows' scores, the ●
/// plays are exactly the score rises, and the scoring plays shown never add up to more than
/// the last score line shown. The expectations are computed here from the raw rows, not with
/// `ScoringReading`.
@Suite(.temporaryHome) struct RealGamesScoringTests {
    static let roots: [(String, URL?)] = [
        ("real-dev", TestPaths.sharedData?.appendingPathComponent("real-dev")),
        ("real-dev-sda", TestPaths.sharedData?.appendingPathComponent("real-dev-sda")),
    ]

    /// What the raw rows say: each play's rise over everything before it (periods in order),
    /// and each period's end row (or highest running score).
    struct Expected {
        var rises: [Int: (away: Int, home: Int)] = [:]
        var periodEnds: [Int: (away: Int, home: Int)] = [:]

        init(_ plays: [PlayEntry]) {
            let ordered = plays.enumerated().sorted { (max($0.element.quarter ?? 1, 1), $0.offset) < (max($1.element.quarter ?? 1, 1), $1.offset) }
            var high = (away: 0, home: 0)
            var endRows: [Int: (away: Int, home: Int)] = [:]
            for (_, play) in ordered {
                guard let home = play.homeScore, let away = play.awayScore else { continue }
                let period = max(play.quarter ?? 1, 1)
                if away > high.away || home > high.home { rises[play.playIndex] = (max(away - high.away, 0), max(home - high.home, 0)) }
                high = (max(high.away, away), max(high.home, home))
                periodEnds[period] = high
                let type = (play.playType ?? "").lowercased()
                if type == "period_end" || (type == "period" && play.description == "Period End") { endRows[period] = (away, home) }
            }
            periodEnds.merge(endRows) { _, end in end }
        }
    }

    static func games(_ root: URL) throws -> [GameDetail] {
        let folder = root.appendingPathComponent("api/admin/sports/games")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().map {
            try JSONDecoder.contract().decode(GameDetail.self, from: Data(contentsOf: folder.appendingPathComponent($0)))
        }
    }

    @Test(.enabled(if: TestPaths.sharedData != nil, "skipped: ../shared/data does not exist"), arguments: [0, 1])
    func separatorsMarksAndSumsFollowTheRows(root index: Int) async throws {
        let (name, url) = Self.roots[index]
        let root = try #require(url, "\(name) is missing")
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_FIXTURES": root.path])
        var checked = 0
        for detail in try Self.games(root) where !detail.plays.isEmpty {
            let id = String(detail.game.id)
            let expected = Expected(detail.plays)
            for peek in [true, false] {
                let result = await cli.run(["timeline", id, "--pbp", "--all-plays", "--format", "json"] + (peek ? ["--peek"] : []))
                #expect(result.code == 0, "\(name) \(id): \(result.stderr)")
                let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
                let items = try #require((object?["game"] as? [String: Any])?["items"] as? [[String: Any]])
                var marked = 0, separators = 0
                var sum = (away: 0, home: 0)
                for item in items {
                    if item["type"] as? String == "play", let playIndex = item["playIndex"] as? Int {
                        let rise = expected.rises[playIndex]
                        #expect((item["tier"] as? Int == 1) == (rise != nil), "\(name) \(id) play \(playIndex): ● iff the score rises")
                        if let rise, item["tier"] as? Int == 1 {
                            marked += 1
                            sum = (sum.away + rise.away, sum.home + rise.home)
                        }
                    }
                    if item["type"] as? String == "separator", let period = item["period"] as? Int,
                       let score = item["score"] as? [String: Int] {
                        separators += 1
                        let end = try #require(expected.periodEnds[period])
                        #expect(score["away"] == end.away && score["home"] == end.home, "\(name) \(id) end of \(period): \(score) vs \(end)")
                        #expect(sum.away <= end.away && sum.home <= end.home, "\(name) \(id): plays add up past the end of \(period)")
                    }
                }
                if peek {
                    // Revealed, every play is listed: the ● plays are the rises, all of them.
                    #expect(marked == expected.rises.count, "\(name) \(id): \(marked) ● plays, \(expected.rises.count) rises")
                    #expect(separators > 0)
                }
            }
            checked += 1
        }
        #expect(checked >= 4, "\(name): the real games with plays")
    }
}
