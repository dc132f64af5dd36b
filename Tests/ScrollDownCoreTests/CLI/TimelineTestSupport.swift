import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A fixture game with plays and its final score, as the invariant tests need it.
struct FixtureGame: Sendable {
    let id: Int
    let league: League
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let lastPeriod: Int

    /// Every fixture game with plays and a final score; the score comes from the detail and
    /// is cross-checked against shared answers.json when that exists.
    static func all(_ dialect: Dialect = .older) throws -> [FixtureGame] {
        let folder = dialect.fixtures.appendingPathComponent(dialect.detailFile(0)).deletingLastPathComponent()
        var games: [FixtureGame] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let detail = try JSONDecoder.contract().decode(GameDetail.self, from: data)
            let meta = detail.game
            guard !detail.plays.isEmpty, let home = meta.homeScore, let away = meta.awayScore else { continue }
            games.append(FixtureGame(
                id: meta.id, league: meta.league, home: meta.homeTeamAbbr ?? meta.homeTeam, away: meta.awayTeamAbbr ?? meta.awayTeam,
                homeScore: home, awayScore: away, lastPeriod: detail.plays.compactMap(\.quarter).max() ?? 1))
        }
        return games
    }

    /// answers.json of the shared data set, or nil (with a visible note) when absent.
    static func answers() -> [String: [String: Any]]? {
        let url = TestPaths.repoRoot.deletingLastPathComponent().appendingPathComponent("shared/data/real-dev/answers.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else {
            print("note: \(url.path) not found — skipping the answers.json cross-check")
            return nil
        }
        return object
    }

    /// The leak check for this game: its final score, and overtime labels when it went past regulation.
    var probe: OutcomeProbe {
        let extra = lastPeriod > league.regulationPeriods
            ? ((league.regulationPeriods + 1)...lastPeriod).map { league.periodLabel($0) } : []
        return OutcomeProbe(home: homeScore, away: awayScore, homeAbbr: home, awayAbbr: away, extraPeriodLabels: extra)
    }
}
