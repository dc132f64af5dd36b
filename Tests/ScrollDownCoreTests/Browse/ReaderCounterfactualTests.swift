import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The counterfactual rule for screens: the same keys over the same game with another final
/// (an extra period, a late score, the other side winning) draw byte-identical screens until
/// the reveal, which then shows the difference.
@Suite(.temporaryHome) struct ReaderCounterfactualTests {
    /// A first run opens the game and reads about half the steps before the last regulation
    /// period; a second run opens it again (the steps read redrawn from the position store),
    /// reads the rest, goes back to the feed and opens it again (redrawn as left), looks at
    /// the timeline, stats, odds, the keys, declines the reveal; then reveals. The consumer
    /// routes have no odds (`o` says so on the status line and opens no screen), so there the
    /// odds are left out.
    static func script(_ detail: GameDetail, _ dialect: Dialect)
        -> (first: [ScriptedTerminal.Step], hidden: [ScriptedTerminal.Step], reveal: [ScriptedTerminal.Step]) {
        let steps = ReaderAttack(detail).withheldFrom - 1
        let early = steps / 2
        let first: [ScriptedTerminal.Step] = [.find(detail.game.id), .key(.enter)] + Array(repeating: .key(.char(" ")), count: early)
        var hidden: [ScriptedTerminal.Step] = [.find(detail.game.id), .key(.enter)]
        hidden += Array(repeating: .key(.char(" ")), count: steps - early)
        hidden += [.key(.char("q")), .key(.enter)]
        hidden += ScriptedTerminal.keys(dialect == .v1 ? "kGgtjqsq?qrn" : "kGgtjqsqoq?qrn").map { $0 }
        hidden += [.key(.pageUp), .key(.pageDown), .resize(rows: 24, columns: 80)]
        return (first, hidden, ScriptedTerminal.keys("ry"))
    }

    /// The screens and frames of both runs, one after the other, and the last document.
    static func screens(_ detail: GameDetail, _ change: Counterfactual.Change, _ dialect: Dialect,
                        _ first: [ScriptedTerminal.Step], _ script: [ScriptedTerminal.Step]) async
        -> (screens: [[String]], frames: [Frame], revealed: [String]) {
        var cli = ReaderAttackTests.harness(detail.game.id, change, dialect)
        cli.environment["NO_COLOR"] = "1"
        var screens: [[String]] = [], frames: [Frame] = []
        for steps in [first, script] {
            let terminal = ScriptedTerminal(steps, rows: 30, columns: 100)
            cli.readerTerminal = { terminal }
            let result = await cli.run(["browse"], terminal: true, width: 100)
            #expect(result.code == 0, "\(detail.game.id) \(change): \(result.stderr)")
            screens += terminal.screens
            frames += terminal.frames
        }
        return (screens, frames, frames.last?.lines ?? [])
    }

    @Test(arguments: Dialect.allCases) func theSameKeysDrawTheSameScreensWhateverTheFinal(dialect: Dialect) async throws {
        for detail in try await ReaderAttackTests.gamesWithPlays(dialect) {
            let (first, hidden, reveal) = Self.script(detail, dialect)
            let home = detail.game.homeScore ?? 0, away = detail.game.awayScore ?? 0
            let changes = Counterfactual.Change.standard + [.final(home: home, away: away + (home - away) + 1)]
            let asPlayed = await Self.screens(detail, .none, dialect, first, hidden + reveal)
            var revealedDiffer = false
            for change in changes where change != .none {
                let other = await Self.screens(detail, change, dialect, first, hidden + reveal)
                // Every screen up to the last, drawn after the y that reveals.
                #expect(other.screens.count == asPlayed.screens.count, "\(dialect) \(detail.game.id) \(change)")
                #expect(Array(other.screens.dropLast()) == Array(asPlayed.screens.dropLast()),
                        "\(dialect) \(detail.game.id) \(change): \(Self.firstDifference(other.screens, asPlayed.screens))")
                // Whole documents too, below the fold as well.
                #expect(Array(other.frames.dropLast()) == Array(asPlayed.frames.dropLast()), "\(dialect) \(detail.game.id) \(change)")
                revealedDiffer = revealedDiffer || other.revealed != asPlayed.revealed
            }
            // The reveal shows the final: the game's screen then differs (a backend whose
            // revealed summary is not rewritten by every change still differs for one).
            #expect(revealedDiffer, "\(dialect) \(detail.game.id): the revealed game is the same whatever the final")
        }
    }

    static func firstDifference(_ one: [[String]], _ other: [[String]]) -> String {
        for (index, (a, b)) in zip(one, other).enumerated() where a != b {
            let row = Array(zip(a, b)).firstIndex { $0.0 != $0.1 } ?? 0
            return "screen \(index), row \(row): \(a.indices.contains(row) ? a[row] : "") | \(b.indices.contains(row) ? b[row] : "")"
        }
        return "no difference"
    }
}
