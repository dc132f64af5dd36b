import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Numbers that add up at the climax (issue 36): no number shown at the last regulation
/// period's `read` step — alone or added to the scores already shown — may give the score at
/// its end. In every league the same rule: the last regulation period's team figures ground
/// nothing before the reveal, whether they would make a tie (and so tell that overtime
/// follows) or not. The guard never knows which: it does not see the final.
@Suite struct ClimaxSumTests {
    typealias G = GroundingFixtures

    /// A game of `regulation` periods whose periods before the last end at `ends` (away, home),
    /// with the last period's scoring as `last` (away, home points): one scoring play per point.
    static func game(regulation: Int, ends: [(Int, Int)], last: (Int, Int)) -> [PlayEntry] {
        var rows: [G.Row] = []
        var previous = (0, 0)
        func score(_ period: Int, _ away: Int, _ home: Int) {
            for _ in 0..<away { rows.append(G.row(period, "5:00", "NYK", "Jalen Brunson", "Brunson 2' Layup", 1)) }
            for _ in 0..<home { rows.append(G.row(period, "4:00", "BOS", "Jayson Tatum", "Tatum 2' Layup", 1)) }
            rows.append(G.row(period, "0:00", nil, nil, "Period End"))
        }
        for (index, end) in ends.enumerated() {
            score(index + 1, end.0 - previous.0, end.1 - previous.1)
            previous = end
        }
        for _ in 0..<last.0 { rows.append(G.row(regulation, "5:00", "NYK", "Jalen Brunson", "Brunson 2' Layup", 1)) }
        for _ in 0..<last.1 { rows.append(G.row(regulation, "4:00", "BOS", "Jayson Tatum", "Tatum 2' Layup", 1)) }
        return G.plays(rows)
    }

    /// The guard of the last regulation period's block at its `read` step: its plays seen,
    /// the scores of the separators shown (every period before it) allowed.
    static func climax(regulation: Int, plays: [PlayEntry]) -> LeakGuard {
        LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: true, teamNames: G.names))
            .allowing(RevealPolicy.periodEndScores(plays, before: regulation))
            .placed(through: regulation, own: regulation)
            .seeing(plays)
    }

    /// The issue's example: after `End of Q3 · 86 – 88`, a Q4 total that makes a tie (31–29)
    /// and one that does not (34–23) are both hidden, in the flow's words and in others.
    @Test(arguments: [(31, 29), (34, 23)])
    func theIssuesExampleIsHiddenEitherWay(away: Int, home: Int) {
        let plays = Self.game(regulation: 4, ends: [(20, 22), (44, 46), (86, 88)], last: (away, home))
        let shield = Self.climax(regulation: 4, plays: plays)
        GroundingFixtures.expect(shield, hides: [
            "Q4: NYK scored \(away) points and BOS scored \(home).", "NYK scored \(away) points and BOS scored \(home).",
            "New York scored \(away) in the fourth quarter, Boston \(home).", "The fourth went \(away)-\(home).",
            "Q4: NYK \(away), BOS \(home).", "New York outscored Boston \(away)-\(home) in the fourth quarter.",
            "It was \(86 + away)-\(88 + home) at the end of regulation.", "Both teams scored in the fourth quarter.",
        ])
        // A player's share of the stretch, as its box shows it, stays.
        #expect(shield.clean("Jalen Brunson had \(away) points in this stretch.", as: .narrative).redactions == 0)
    }

    /// The same in every league: NBA (4 quarters), NHL (3 periods), MLB (9 innings), and a tie
    /// and a lead alike.
    @Test(arguments: [
        (4, [(20, 22), (44, 46), (86, 88)], (2, 0)), (3, [(1, 0), (2, 1)], (0, 1)), (3, [(1, 0), (2, 1)], (1, 0)),
        (9, [(0, 0), (1, 0), (1, 0), (1, 1), (2, 1), (2, 1), (3, 1), (3, 2)], (0, 1)),
        (9, [(0, 0), (1, 0), (1, 0), (1, 1), (2, 1), (2, 1), (3, 1), (3, 2)], (1, 0)),
    ] as [(Int, [(Int, Int)], (Int, Int))])
    func everyLeaguesLastRegulationPeriodAddsUpToNothing(regulation: Int, ends: [(Int, Int)], last: (Int, Int)) {
        let plays = Self.game(regulation: regulation, ends: ends, last: last)
        let shield = Self.climax(regulation: regulation, plays: plays)
        let label = regulation == 9 ? "the 9th" : regulation == 3 ? "P3" : "Q4"
        let end = ends.last!
        for sentence in ["\(label): NYK scored \(last.0) and BOS scored \(last.1).", "New York scored \(last.0) in \(label), Boston \(last.1).",
                         "It was \(end.0 + last.0)-\(end.1 + last.1) after \(label).", "Neither team scored in \(label).",
                         "Only Boston scored in \(label).", "Boston scored \(last.1) times in \(label)."] {
            #expect(shield.clean(sentence, as: .narrative).redactions == 1, "\(regulation): \(sentence)")
        }
        // The period before it, whose end the reader sees, is told.
        let before = LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: true, teamNames: G.names))
            .allowing(RevealPolicy.periodEndScores(plays, before: regulation))
            .placed(through: regulation - 1)
            .seeing(plays.filter { ScoringReading.period($0) < regulation })
        let previous = regulation - 1
        #expect(before.clean("It was \(end.0)-\(end.1) after \(previous) \(regulation == 9 ? "innings" : regulation == 3 ? "periods" : "quarters").",
                             as: .narrative).redactions == 0)
    }
}
