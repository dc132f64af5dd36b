import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `ProseFamilies` through the whole command line: every outcome sentence planted, with the
/// game's own team names, at the start of the older backend's recap and at the end of the
/// first flow block's narrative (`FixtureScenario.Edit.plant`), behind neutral sentences about
/// the visible periods. `game` and `timeline`, text and JSON: no outcome sentence is printed;
/// each neutral one about the first quarter is printed by both the recap and the (Q1) block,
/// one about a later visible period by the recap; pregame context may be hidden (it grounds
/// nothing the reader sees).
@Suite(.temporaryHome) struct ProsePlantedCommandLineTests {
    /// A game of the fixtures, its names for the family sentences, and neutral sentences
    /// true to its visible scores (the guard is not told they are true; the allowed ones are
    /// the scores the separators show).
    struct Game: Sendable, CustomStringConvertible {
        let id: Int
        let names: [(String, String)]
        /// About the first quarter: kept by the recap and the Q1 block.
        let neutral: [String]
        /// About a later visible period: kept by the recap (Q1–Q3 visible).
        let later: [String]
        /// From before the game: may be hidden.
        let pregame: [String]
        var description: String { "\(id)" }
    }

    static let games = [
        Game(id: 21600270, names: [
            ("Boston Celtics", "Oklahoma City Thunder"), ("New York Knicks", "Washington Wizards"), ("Celtics", "Thunder"),
            ("Knicks", "Wizards"), ("Boston", "Oklahoma City"), ("New York", "Washington"), ("BOS", "OKC"), ("NYK", "WAS"),
        ], neutral: [
            "Oklahoma City came back from a slow start in the opening quarter.",
            "Oladipo had 9 points in the first quarter.", "Adams hit two free throws in the first quarter.",
            "Oklahoma City built a 13-point lead in the first quarter.", "It was 32-19 after one.",
            "The Thunder made 3 threes in the first quarter.", "Washington won the opening tip.",
        ], later: ["Washington were down 60-53 at the half.", "Kanter had 12 points at halftime."], pregame: [
            "Beal was averaging 22 points entering tonight.",
            "Washington was 6-11 entering the game.", "A sellout crowd of 18,203 filled the arena.", "Tip-off was at 8:00 PM.",
        ]),
        Game(id: 22000001, names: [
            ("Boston Celtics", "Brooklyn Nets"), ("New York Knicks", "Golden State Warriors"), ("Celtics", "Nets"),
            ("Knicks", "Warriors"), ("Boston", "Brooklyn"), ("New York", "Golden State"), ("BOS", "BKN"), ("NYK", "GSW"),
        ], neutral: [
            "Golden State came back from a slow start in the opening quarter.",
            "Irving had 17 points in the first quarter.", "Curry hit two free throws in the first quarter.",
            "Brooklyn built a 15-point lead in the first quarter.", "It was 40-25 after one.",
            "The Nets made 7 threes in the first quarter.",
        ], later: ["Golden State were down 63-45 at the half."], pregame: [
            "Curry was averaging 30 points entering tonight.", "A crowd of 1,700 was allowed in.", "Tip-off was at 7:00 PM.",
        ]),
    ]

    /// The family sentence with this game's names.
    static func adapted(_ sentence: String, to game: Game) -> String {
        var text = sentence
        for (from, to) in game.names { text = text.replacingOccurrences(of: from, with: to) }
        return text
    }

    /// Every string value of a JSON document, depth first.
    static func strings(in object: Any) -> [String] {
        switch object {
        case let text as String: return [text]
        case let array as [Any]: return array.flatMap(strings(in:))
        case let dictionary as [String: Any]: return dictionary.keys.sorted().flatMap { strings(in: dictionary[$0]!) }
        default: return []
        }
    }

    @Test(arguments: games)
    func noOutcomeSentencePrintedAndEveryNeutralOneKept(game: Game) async throws {
        let outcome = ProseFamilies.allOutcome.map { Self.adapted($0, to: game) }
        // Neutral sentences first: the recap is cut at the first sentence about the end of the game.
        let planted = (game.neutral + game.later + game.pregame + outcome).joined(separator: " ")
        let cli = CLIHarness(scenario: Counterfactual.scenario(game.id, planted: planted))
        var outputs: [String: String] = [:]
        for command in [["game"], ["timeline"], ["game", "--format", "json"], ["timeline", "--format", "json"]] {
            let result = await cli.run([command[0], String(game.id)] + command.dropFirst())
            #expect(result.code == 0, "\(command): \(result.stderr)")
            var text = result.stdout
            if command.contains("json") {
                // Every string of the document, unescaped.
                text = Self.strings(in: try JSONSerialization.jsonObject(with: Data(text.utf8))).joined(separator: "\n")
            }
            // Text wraps at the terminal's width: compare with blanks collapsed.
            outputs[command.joined(separator: " ")] = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let all = outputs.values.joined(separator: "\n")
        let printed = outcome.filter { all.contains($0) }
        #expect(printed.isEmpty, "game \(game.id): \(printed.count) of \(outcome.count) outcome sentences printed: \(printed)")
        #expect(outcome.count >= 180)
        for (command, output) in outputs {
            let expected = game.neutral + (command.hasPrefix("game") ? game.later : [])
            let lost = expected.filter { !output.contains($0) }
            #expect(lost.isEmpty, "game \(game.id), \(command): \(lost.count) of \(expected.count) neutral sentences lost: \(lost)")
        }
    }

    /// Each text is read where it stands: a figure of Q2 is explained in the recap (Q1–Q3
    /// visible) but not in the Q1 block, which `read` shows before Q2.
    @Test func aFigureIsPlacedWhereItsTextStands() async throws {
        let sentence = "Oladipo had 14 points in the second quarter."
        let cli = CLIHarness(scenario: Counterfactual.scenario(21600270, planted: sentence))
        let game = await cli.run(["game", "21600270"])
        let timeline = await cli.run(["timeline", "21600270"])
        let read = await cli.run(["read", "21600270"])
        func collapsed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(collapsed(game.stdout).contains(sentence), "\(game.stdout)")
        #expect(!collapsed(timeline.stdout).contains(sentence), "\(timeline.stdout)")
        #expect(!collapsed(read.stdout).contains(sentence), "\(read.stdout)")
        #expect(collapsed(read.stdout).contains("Victor Oladipo had 9 points in this stretch."), "\(read.stdout)")
    }
}
