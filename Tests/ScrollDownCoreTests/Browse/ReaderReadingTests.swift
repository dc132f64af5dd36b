import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Reading in the reader over time: a game opened again shows the steps read before exactly
/// as `read` printed them (in the same run, and in a new one, and after `read` itself), and a
/// live game followed under the live delay, checked again when the interval is up.
@Suite(.temporaryHome) struct ReaderReadingTests {
    typealias S = ReaderScreenTests
    static let id = 21600270

    /// `game` and `read` as a fresh reader runs them: the game's text before any step and
    /// after each, and each step.
    static func reference(_ dialect: Dialect, steps: Int) async -> (games: [String], steps: [String]) {
        let cli = S.harness(dialect)
        var games = [await cli.run(["game", "\(id)"], width: 80).stdout]
        var read: [String] = []
        for _ in 0..<steps {
            read.append(await cli.run(["read", "\(id)"], width: 80).stdout)
            games.append(await cli.run(["game", "\(id)"], width: 80).stdout)
        }
        return (games, read)
    }

    /// The game's document after `k` steps: its text as `game` prints it then, and the steps.
    static func document(_ reference: (games: [String], steps: [String]), _ k: Int) -> String {
        S.words(S.story(game: reference.games[k], reads: Array(reference.steps.prefix(k))))
    }

    @Test(arguments: Dialect.allCases) func aGameOpenedAgainShowsTheStepsReadBefore(dialect: Dialect) async {
        let expected = await Self.reference(dialect, steps: 5)
        let cli = S.harness(dialect)
        // Two steps, back to the feed, the game again, one more step.
        let (result, terminal) = await S.browse([.find(Self.id)] + S.keys("\r  q\r "), cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let documents = terminal.frames.suffix(6).map { S.words($0.lines.map(ScreenPainter.plain).joined(separator: "\n")) }
        #expect(documents[0] == Self.document(expected, 0))
        #expect(documents[2] == Self.document(expected, 2))
        #expect(documents[4] == Self.document(expected, 2), "opened again: the two steps read, nothing beyond them")
        #expect(documents[5] == Self.document(expected, 3), "Space goes on with the third step")

        // A new run: the same three steps from the position store, then the fourth.
        let (_, again) = await S.browse([.find(Self.id)] + S.keys("\r "), cli: cli)
        let reopened = again.frames.suffix(2).map { S.words($0.lines.map(ScreenPainter.plain).joined(separator: "\n")) }
        #expect(reopened[0] == Self.document(expected, 3))
        #expect(reopened[1] == Self.document(expected, 4))

        // `read` takes the fifth step; the reader then shows all five.
        #expect(await cli.run(["read", "\(Self.id)"], width: 80).stdout == expected.steps[4])
        let (_, afterRead) = await S.browse([.find(Self.id), .key(.enter)], cli: cli)
        #expect(S.words(S.document(afterRead)) == Self.document(expected, 5))
    }

    /// `R` on a game fetches it again and keeps the steps read on the screen.
    @Test func capitalRKeepsTheReadingSoFar() async {
        let expected = await Self.reference(.older, steps: 2)
        let (_, terminal) = await S.browse([.find(Self.id)] + S.keys("\r  R"), cli: S.harness())
        #expect(S.words(S.document(terminal)) == Self.document(expected, 2))
    }
}
