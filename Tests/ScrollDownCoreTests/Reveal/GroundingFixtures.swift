import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A game for the guard's tests: New York Knicks at Boston Celtics, plays in the older
/// backend's style, Q1–Q3 (end scores NYK–BOS 25–30, 58–52, 84–80) and a fourth quarter
/// (96–93; 12 and 13 points, Tatum 8 of Boston's). The neutral sentences of the tests are about these plays: Boston wins the tip,
/// Tatum has 12 points and 4 rebounds in the first quarter (his last basket a 25-foot three,
/// his second foul at 4:12), Brunson scores 8 of New York's first 10, Boston leads by 10 in
/// the first quarter and trails by 10 in the second, Randle's third foul comes at 5:40 of
/// the second, Brown makes two free throws then and a 25-foot three late in it, Holiday has 6
/// assists at halftime, New York opens the third on a 9-2 run and makes 7 threes in it, and
/// Tatum scores 7 straight points.
enum GroundingFixtures {
    struct Row {
        let period: Int
        let clock: String
        let team: String?
        let player: String?
        let description: String
        let points: Int
    }

    static let names = GuardFixtures.celticsKnicks

    /// Plays with running scores (away NYK, home BOS) from each row's points.
    static func plays(_ rows: [Row]) -> [PlayEntry] {
        var away = 0, home = 0
        var objects: [[String: Any]] = []
        for (index, row) in rows.enumerated() {
            if row.team == "NYK" { away += row.points } else if row.team == "BOS" { home += row.points }
            var object: [String: Any] = [
                "playIndex": index, "quarter": row.period, "gameClock": row.clock, "periodLabel": "Q\(row.period)",
                "description": row.description, "homeScore": home, "awayScore": away,
                "playType": row.description == "Period End" ? "period" : "play",
            ]
            if let team = row.team { object["teamAbbreviation"] = team }
            if let player = row.player { object["playerName"] = player }
            objects.append(object)
        }
        let data = try! JSONSerialization.data(withJSONObject: objects)
        return try! JSONDecoder().decode([PlayEntry].self, from: data)
    }

    static func row(_ period: Int, _ clock: String, _ team: String?, _ player: String?, _ description: String, _ points: Int = 0) -> Row {
        Row(period: period, clock: clock, team: team, player: player, description: description, points: points)
    }

    static let rows: [Row] = [
        row(1, "12:00", "BOS", "Al Horford", "Jump Ball Horford vs. Randle: Tip to Tatum"),
        row(1, "11:40", "NYK", "Jalen Brunson", "Brunson 15' Jump Shot (2 PTS)", 2),
        row(1, "11:20", "BOS", "Jayson Tatum", "Tatum 24' 3PT Jump Shot (3 PTS) (Holiday 1 AST)", 3),
        row(1, "11:00", "NYK", "Julius Randle", "Randle 2' Layup (2 PTS) (Brunson 1 AST)", 2),
        row(1, "10:40", "BOS", "Jaylen Brown", "Brown 1' Dunk (2 PTS) (Holiday 2 AST)", 2),
        row(1, "10:20", "NYK", "Jalen Brunson", "Brunson 18' Pullup Jump Shot (4 PTS)", 2),
        row(1, "10:00", "BOS", "Jayson Tatum", "Tatum REBOUND (Off:0 Def:1)"),
        row(1, "9:45", "BOS", "Jayson Tatum", "Tatum 2' Driving Layup (5 PTS)", 2),
        row(1, "9:20", "NYK", "Jalen Brunson", "Brunson 24' 3PT Jump Shot (7 PTS)", 3),
        row(1, "9:00", "BOS", "Jrue Holiday", "Holiday 26' 3PT Jump Shot (3 PTS) (Tatum 1 AST)", 3),
        row(1, "8:30", "NYK", "Jalen Brunson", "Brunson Free Throw 1 of 1 (8 PTS)", 1),
        row(1, "8:00", "BOS", "Jayson Tatum", "Tatum 12' Jump Shot (7 PTS)", 2),
        row(1, "7:30", "BOS", "Jayson Tatum", "Tatum REBOUND (Off:1 Def:1)"),
        row(1, "7:20", "BOS", "Jaylen Brown", "Brown 25' 3PT Jump Shot (5 PTS) (Tatum 2 AST)", 3),
        row(1, "6:50", "NYK", "Julius Randle", "Randle 8' Hook Shot (4 PTS)", 2),
        row(1, "6:20", "BOS", "Jayson Tatum", "Tatum REBOUND (Off:1 Def:2)"),
        row(1, "6:10", "BOS", "Jayson Tatum", "Tatum 2' Layup (9 PTS) (Holiday 3 AST)", 2),
        row(1, "5:40", "BOS", "Jaylen Brown", "Brown 1' Layup (7 PTS)", 2),
        row(1, "5:20", "NYK", "Julius Randle", "Randle P.FOUL (P1.T1)"),
        row(1, "5:20", "BOS", "Al Horford", "Horford Free Throw 1 of 2 (1 PTS)", 1),
        row(1, "5:20", "BOS", "Al Horford", "Horford Free Throw 2 of 2 (2 PTS)", 1),
        row(1, "5:00", "NYK", "Josh Hart", "Hart 3' Layup (2 PTS)", 2),
        row(1, "4:40", "BOS", "Jayson Tatum", "Tatum REBOUND (Off:1 Def:3)"),
        row(1, "4:30", "BOS", "Jayson Tatum", "Tatum 25' 3PT Jump Shot (12 PTS)", 3),
        row(1, "4:12", "BOS", "Jayson Tatum", "Tatum P.FOUL (P2.T1)"),
        row(1, "4:12", "BOS", "Payton Pritchard", "SUB: Pritchard FOR Tatum"),
        row(1, "3:30", "NYK", "Josh Hart", "Hart 25' 3PT Jump Shot (5 PTS)", 3),
        row(1, "3:00", "BOS", "Payton Pritchard", "Pritchard 25' 3PT Jump Shot (3 PTS)", 3),
        row(1, "2:30", "NYK", "Julius Randle", "Randle 25' 3PT Jump Shot (7 PTS)", 3),
        row(1, "1:20", "NYK", "Josh Hart", "Hart 12' Jump Shot (7 PTS)", 2),
        row(1, "0:40", "BOS", "Jrue Holiday", "Holiday 25' 3PT Jump Shot (6 PTS)", 3),
        row(1, "0:05", "NYK", "Jalen Brunson", "Brunson 26' 3PT Jump Shot (11 PTS)", 3),
        row(1, "0:00", nil, nil, "Period End"),
        row(2, "11:30", "NYK", "Jalen Brunson", "Brunson 25' 3PT Jump Shot (14 PTS)", 3),
        row(2, "11:00", "NYK", "Julius Randle", "Randle 2' Dunk (9 PTS)", 2),
        row(2, "10:30", "NYK", "Josh Hart", "Hart 24' 3PT Jump Shot (8 PTS) (Brunson 2 AST)", 3),
        row(2, "10:00", "BOS", "Jaylen Brown", "Brown 2' Layup (9 PTS) (Holiday 4 AST)", 2),
        row(2, "9:30", "NYK", "Julius Randle", "Randle 24' 3PT Jump Shot (12 PTS)", 3),
        row(2, "9:00", "NYK", "Jalen Brunson", "Brunson 15' Jump Shot (16 PTS)", 2),
        row(2, "8:30", "NYK", "Josh Hart", "Hart 2' Layup (10 PTS)", 2),
        row(2, "8:00", "NYK", "Julius Randle", "Randle P.FOUL (P2.T1)"),
        row(2, "7:40", "NYK", "OG Anunoby", "Anunoby 10' Jump Shot (2 PTS)", 2),
        row(2, "6:30", "BOS", "Jayson Tatum", "Tatum 2' Layup (14 PTS)", 2),
        row(2, "6:00", "BOS", "Jrue Holiday", "Holiday 20' Jump Shot (8 PTS)", 2),
        row(2, "5:40", "NYK", "Julius Randle", "Randle S.FOUL (P3.T2)"),
        row(2, "5:40", "BOS", "Jaylen Brown", "Brown Free Throw 1 of 2 (10 PTS)", 1),
        row(2, "5:40", "BOS", "Jaylen Brown", "Brown Free Throw 2 of 2 (11 PTS)", 1),
        row(2, "5:00", "NYK", "Jalen Brunson", "Brunson 25' 3PT Jump Shot (19 PTS)", 3),
        row(2, "4:30", "BOS", "Jayson Tatum", "Tatum 8' Jump Shot (16 PTS) (Holiday 5 AST)", 2),
        row(2, "4:00", "NYK", "Josh Hart", "Hart 25' 3PT Jump Shot (13 PTS)", 3),
        row(2, "3:30", "BOS", "Al Horford", "Horford 24' 3PT Jump Shot (5 PTS) (Holiday 6 AST)", 3),
        row(2, "3:00", "NYK", "Julius Randle", "Randle 2' Layup (14 PTS)", 2),
        row(2, "2:11", "BOS", "Jrue Holiday", "Holiday S.FOUL (P1.T2)"),
        row(2, "2:11", "NYK", "Jalen Brunson", "Brunson Free Throw 1 of 2 (20 PTS)", 1),
        row(2, "2:11", "NYK", "Jalen Brunson", "Brunson Free Throw 2 of 2 (21 PTS)", 1),
        row(2, "1:30", "BOS", "Jaylen Brown", "Brown 25' 3PT Jump Shot (14 PTS)", 3),
        row(2, "1:00", "NYK", "OG Anunoby", "Anunoby 24' 3PT Jump Shot (5 PTS)", 3),
        row(2, "0:40", "BOS", "Jayson Tatum", "Tatum 25' 3PT Jump Shot (19 PTS)", 3),
        row(2, "0:20", "NYK", "Jalen Brunson", "Brunson 25' 3PT Jump Shot (24 PTS)", 3),
        row(2, "0:02", "BOS", "Payton Pritchard", "Pritchard 26' 3PT Jump Shot (6 PTS)", 3),
        row(2, "0:00", nil, nil, "Period End"),
        row(3, "11:40", "NYK", "Jalen Brunson", "Brunson 25' 3PT Jump Shot (27 PTS)", 3),
        row(3, "11:20", "BOS", "Jaylen Brown", "Brown 2' Layup (16 PTS)", 2),
        row(3, "11:00", "NYK", "Josh Hart", "Hart 24' 3PT Jump Shot (16 PTS)", 3),
        row(3, "10:40", "NYK", "Julius Randle", "Randle 25' 3PT Jump Shot (17 PTS)", 3),
        row(3, "10:10", "BOS", "Jayson Tatum", "Tatum 25' 3PT Jump Shot (22 PTS)", 3),
        row(3, "9:50", "BOS", "Jayson Tatum", "Tatum 2' Layup (24 PTS)", 2),
        row(3, "9:30", "BOS", "Jayson Tatum", "Tatum 1' Dunk (26 PTS)", 2),
        row(3, "9:00", "NYK", "OG Anunoby", "Anunoby 25' 3PT Jump Shot (8 PTS)", 3),
        row(3, "8:30", "BOS", "Jrue Holiday", "Holiday 2' Layup (10 PTS)", 2),
        row(3, "8:00", "NYK", "Jalen Brunson", "Brunson 24' 3PT Jump Shot (30 PTS)", 3),
        row(3, "7:30", "BOS", "Jaylen Brown", "Brown 10' Jump Shot (18 PTS)", 2),
        row(3, "7:00", "NYK", "Josh Hart", "Hart 25' 3PT Jump Shot (19 PTS)", 3),
        row(3, "6:30", "BOS", "Al Horford", "Horford 3' Layup (7 PTS)", 2),
        row(3, "6:00", "NYK", "Julius Randle", "Randle 2' Layup (19 PTS)", 2),
        row(3, "5:30", "BOS", "Jayson Tatum", "Tatum 25' 3PT Jump Shot (29 PTS)", 3),
        row(3, "5:00", "NYK", "Jalen Brunson", "Brunson 26' 3PT Jump Shot (33 PTS)", 3),
        row(3, "4:30", "BOS", "Jaylen Brown", "Brown 2' Layup (20 PTS)", 2),
        row(3, "4:00", "NYK", "Julius Randle", "Randle 2' Layup (21 PTS)", 2),
        row(3, "3:00", "BOS", "Jrue Holiday", "Holiday 25' 3PT Jump Shot (13 PTS)", 3),
        row(3, "2:00", "NYK", "Josh Hart", "Hart Free Throw 1 of 2 (20 PTS)", 1),
        row(3, "1:30", "BOS", "Jayson Tatum", "Tatum 2' Layup (31 PTS)", 2),
        row(3, "0:30", "BOS", "Payton Pritchard", "Pritchard 25' 3PT Jump Shot (9 PTS)", 3),
        row(3, "0:00", nil, nil, "Period End"),
        row(4, "11:30", "NYK", "Jalen Brunson", "Brunson 25' 3PT Jump Shot (36 PTS)", 3),
        row(4, "10:00", "BOS", "Jayson Tatum", "Tatum 2' Layup (33 PTS)", 2),
        row(4, "8:00", "NYK", "Josh Hart", "Hart 2' Layup (22 PTS)", 2),
        row(4, "6:00", "BOS", "Jaylen Brown", "Brown 25' 3PT Jump Shot (23 PTS)", 3),
        row(4, "4:00", "NYK", "Julius Randle", "Randle 10' Jump Shot (23 PTS)", 2),
        row(4, "3:00", "BOS", "Jayson Tatum", "Tatum 25' 3PT Jump Shot (36 PTS)", 3),
        row(4, "2:00", "NYK", "Jalen Brunson", "Brunson 2' Layup (38 PTS)", 2),
        row(4, "1:00", "BOS", "Jrue Holiday", "Holiday 2' Layup (15 PTS)", 2),
        row(4, "0:30", "NYK", "OG Anunoby", "Anunoby 25' 3PT Jump Shot (11 PTS)", 3),
        row(4, "0:10", "BOS", "Jayson Tatum", "Tatum 24' 3PT Jump Shot (39 PTS)", 3),
    ]

    /// Every play of the game.
    static let allPlays = plays(rows)

    /// The plays of the periods before `period`: what the reader of a recap cut there sees.
    static func plays(before period: Int) -> [PlayEntry] {
        allPlays.filter { ScoringReading.period($0) < period }
    }

    /// A hidden finished game's recap guard: periods through `period` visible, with their end
    /// scores and plays, as `RevealPolicy` builds it.
    static func recap(through period: Int = 3, regulation: Int = 4, finished: Bool = true) -> LeakGuard {
        LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: finished, teamNames: names))
            .allowing(RevealPolicy.periodEndScores(allPlays, before: period + 1))
            .placed(through: period)
            .seeing(plays(before: period + 1))
    }

    /// A guard of a finished game of `regulation` periods that sees `rows`, placed through their first period.
    static func shield(seeing rows: [Row], regulation: Int) -> LeakGuard {
        LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: true, teamNames: names))
            .placed(through: 1).seeing(plays(rows))
    }

    /// A bundled sample game's recap guard, periods through `period` visible with their end
    /// scores and plays, as `RevealPolicy` builds it for the hidden game.
    static func sampleRecap(_ id: Int, through period: Int) async throws -> LeakGuard {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: id)
        return RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .allowing(RevealPolicy.periodEndScores(detail.plays, before: period + 1))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= period }).placed(through: period)
    }

    /// A bundled sample game's guard at `read`'s step into its last regulation period: the
    /// period's plays seen, its end (the final, or the tie before overtime) not.
    static func sampleClimax(_ id: Int) async throws -> LeakGuard {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: id)
        let shield = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
        let last = shield.context.regulationPeriods
        return shield.allowing(RevealPolicy.periodEndScores(detail.plays, before: last))
            .placed(through: last, own: last)
            .seeing(detail.plays.filter { ScoringReading.period($0) <= last && !($0.description ?? "").contains("Game End") })
    }

    /// The guard of the block narrating `period`, shown with the plays through it.
    static func block(_ period: Int, finished: Bool = true) -> LeakGuard {
        LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: finished, teamNames: names))
            .allowing(RevealPolicy.periodEndScores(allPlays, before: period + 1))
            .placed(through: period, own: period)
            .seeing(plays(before: period + 1))
    }

    /// Neutral sentences about these plays, grounded in a recap through Q3.
    static let neutral = [
        "Boston won the opening tip.", "Tatum hit a 3-pointer in the first quarter.",
        "Boston led 30-25 after one quarter.", "Brunson had 11 points in the first quarter.",
    ]

    /// Expects `shield` to show each of `shown` whole and to hide each of `hidden` whole, naming
    /// the sentence that is not (at the caller's line).
    static func expect(_ shield: LeakGuard, shows shown: [String] = [], hides hidden: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        expect(shows: shown.map { (shield, $0) }, hides: hidden.map { (shield, $0) }, sourceLocation: sourceLocation)
    }

    /// The same, each sentence with the guard that reads it.
    static func expect(shows shown: [(LeakGuard, String)] = [], hides hidden: [(LeakGuard, String)] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (shield, sentence) in shown {
            #expect(shield.clean(sentence, as: .narrative).redactions == 0, "\(sentence)", sourceLocation: sourceLocation)
        }
        for (shield, sentence) in hidden {
            #expect(shield.clean(sentence, as: .narrative).redactions == 1, "\(sentence)", sourceLocation: sourceLocation)
        }
    }
}
