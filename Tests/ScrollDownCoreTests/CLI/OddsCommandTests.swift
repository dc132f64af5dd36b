import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `scrolldown odds ID`: golden text at 80 and 160 columns for every bundled game with odds,
/// and the grouping, sorting, width and line rules on a game with every category.
@Suite(.temporaryHome) struct OddsCommandTests {
    /// Every bundled game whose detail has odds rows.
    static func fixtureGamesWithOdds() throws -> [Int] {
        try FixtureGames.all().map(\.id).sorted().filter { !(try FixtureGames.detail($0).odds.isEmpty) }
    }

    @Test(arguments: [80, 160])
    func everyFixtureGameWithOdds(width: Int) async throws {
        let cli = CLIHarness(service: .real)
        let ids = try Self.fixtureGamesWithOdds()
        // The seven Odds-API NBA games carry odds (Fixtures/MANIFEST.md); a new one needs its snapshot.
        #expect(ids == Array(910000001...910000007))
        var out = ""
        for id in ids {
            let result = await cli.run(["odds", String(id), "-q"], width: width)
            #expect(result.code == 0, "\(id): \(result.stderr)")
            out += "$ scrolldown odds \(id)\n" + result.stdout + "\n"
            for line in result.stdout.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= width, "\(id) at \(width): '\(line)'")
            }
        }
        Snapshot.assert(out, named: "odds-fixtures-\(width)")
    }

    @Test(arguments: [80, 160])
    func everyCategoryOfARichGame(width: Int) async throws {
        let tree = try OddsFixtures()
        let cli = tree.harness()
        var out = ""
        for args in [[], ["--opening", "--closing"], ["--category", "player-prop"], ["--player", "jokic"], ["--category", "team-prop"],
                     ["--category", "alternate"], ["--category", "period"], ["--category", "game-prop", "--odds-format", "decimal"]] {
            let line = ["odds", String(OddsFixtures.upcoming)] + args
            let result = await cli.run(line + ["-q"], width: width)
            #expect(result.code == 0, "\(line): \(result.stderr)")
            out += "$ scrolldown \(line.joined(separator: " "))\n" + result.stdout + "\n"
            for text in result.stdout.split(separator: "\n") {
                #expect(DisplayWidth.of(String(text)) <= width, "\(line) at \(width): '\(text)'")
            }
        }
        Snapshot.assert(out, named: "odds-categories-\(width)")
    }
}
