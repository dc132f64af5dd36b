import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// After reveal, `game` shows the line score: each period's points from the plays, adding up to
/// the final, labelled as the league labels periods; before reveal, nothing of it.
@Suite(.temporaryHome) struct LineScoreTests {
    @Test(arguments: Dialect.allCases)
    func theRevealedLineScoreAddsUpToTheFinal(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var checked = 0
        for game in try FixtureGame.all(dialect) {
            let hidden = await cli.run("game \(game.id) --format json")
            #expect(!hidden.stdout.contains("lineScore"), "hidden \(game.id)")
            let json = await cli.run("game \(game.id) --peek --format json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let object = try #require(document["game"] as? [String: Any])
            let table = try #require(object["lineScore"] as? [String: Any], "game \(game.id) has no line score")
            let columns = try #require(table["columns"] as? [String])
            let rows = try #require(table["rows"] as? [[String: Any]])
            #expect(columns.last == "T")
            #expect(columns.count - 1 == game.lastPeriod, "one column per period played in \(game.id)")
            for (row, final) in zip(rows, [game.awayScore, game.homeScore]) {
                let values = (row["values"] as? [String] ?? []).compactMap(Int.init)
                #expect(values.last == final, "total of \(game.id)")
                #expect(values.dropLast().reduce(0, +) == final, "periods of \(game.id) add up to the final")
            }
            let text = await cli.run("game \(game.id) --peek")
            #expect(text.stdout.contains("Line score"))
            checked += 1
        }
        #expect(checked >= 4)
    }

    @Test func overtimeIsLabelledAsTheLeagueLabelsIt() async throws {
        let text = await CLIHarness(service: .real).run("game 21600270 --peek")
        #expect(text.stdout.contains("Q1  Q2  Q3  Q4  OT    T"), "\(text.stdout)")
    }
}
