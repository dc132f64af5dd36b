import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The server's pregame labels (`pregame_*_label`: closing rows when the game has them, else
/// any rows) are shown in `game`'s context as pregame lines, before and after the reveal: they
/// are pregame facts, whatever the final.
@Suite(.temporaryHome) struct PregameLinesTests {
    static let labels: [String: String] = ["pregame_spread_label": "BKN -5.5 (-106)", "pregame_ml_home_label": "BKN -230",
                                        "pregame_ml_away_label": "GSW +190"]

    static func scenario(_ dialect: Dialect) -> FixtureScenario {
        FixtureScenario(dialect, game: 22000001, [.custom("pregame labels") { documents in
            var metrics = documents.detail["derivedMetrics"] as? [String: Any] ?? [:]
            for (key, value) in Self.labels { metrics[key] = value }
            documents.detail["derivedMetrics"] = metrics
        }])
    }

    @Test(arguments: [Dialect.older, .sda]) func theContextNamesThemPregameLines(dialect: Dialect) async {
        let cli = CLIHarness(scenario: Self.scenario(dialect))
        let line = "  Pregame lines: spread BKN -5.5 (-106) · moneyline GSW +190 / BKN -230"
        let hidden = await cli.run("game 22000001")
        #expect(hidden.stdout.contains(line + "\n"), "\(hidden.stdout)")
        #expect(!hidden.stdout.contains("Closing lines"))
        let revealed = await cli.run("game 22000001 --peek")
        #expect(revealed.stdout.contains(line + "\n"), "\(revealed.stdout)")
    }
}
