import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Sentences that name only visible things and still speak of the part the reader has not
/// reached (issue 36, found by the fifth held-out corpus): a span from a visible moment to the
/// end, what became of a lead, "only" over the whole game, a player's latest figure with no
/// place, a kind of play no visible play shows. Each next to the neutral sentence that stays.
/// The game is `GroundingFixtures` (Knicks at Celtics, Q1–Q3 visible).
@Suite struct GroundingReachTests {
    static let recap = GroundingFixtures.recap()

    static func shown(_ sentence: String) -> Bool {
        recap.clean(sentence, as: .narrative).redactions == 0
    }

    @Test func aSpanFromAMomentOnIsHidden() {
        #expect(Self.shown("Boston led after the first quarter."))
        #expect(!Self.shown("Boston led from the second quarter on."))
        #expect(!Self.shown("Boston led from the first quarter onward."))
        #expect(!Self.shown("New York had not trailed since the second quarter."))
        #expect(!Self.shown("Boston led from there on."))
    }

    @Test func whatBecameOfALeadIsHidden() {
        #expect(Self.shown("New York held a 6-point lead at halftime."))
        for sentence in ["The Knicks' halftime lead held up.", "New York's halftime lead held.",
                         "New York's halftime cushion didn't last.", "New York held on after halftime.",
                         "The Knicks hung on after the third quarter.", "New York's halftime lead would grow in the third quarter."] {
            #expect(!Self.shown(sentence), "\(sentence)")
        }
    }

    /// "only" and "just" range over the game unless a place bounds them before any verb.
    @Test func onlyNeedsAPlaceOfItsOwn() {
        #expect(Self.shown("Boston led by just five after the first quarter."))
        #expect(Self.shown("Brown made only two free throws in the second quarter."))
        #expect(!Self.shown("Tatum's only dunk came in the third quarter."))
        #expect(!Self.shown("Brown made only two free throws."))
        #expect(!Self.shown("Tatum had just 12 points."))
    }

    /// A player's figure with no place is of a moment, unless it is their latest: that may be
    /// their whole game's, telling that they added nothing after the horizon.
    @Test func aPlayersLatestFigureNeedsAPlace() {
        #expect(Self.shown("Tatum had 12 points."), "his total after the first quarter: a moment")
        #expect(Self.shown("Tatum had 31 points through three quarters."))
        #expect(!Self.shown("Tatum had 31 points."), "his latest: maybe his game")
        #expect(!Self.shown("Tatum finished with 31 points."))
    }

    /// "Anunoby hit a 3-pointer" is grounded by a 3-pointer of his the reader may see.
    @Test func aKindOfPlayNeedsAVisiblePlayOfIt() {
        #expect(Self.shown("Brown dunked in the first quarter."))
        #expect(Self.shown("Tatum dunked."), "his dunk in the third quarter")
        #expect(!Self.shown("Holiday dunked."), "no dunk of his")
        #expect(!Self.shown("Holiday threw down a dunk."))
        #expect(!Self.shown("Pritchard hit a layup."), "no layup of his")
        #expect(!Self.shown("Horford dunked in the second quarter."), "no dunk of his")
        #expect(Self.shown("Brunson hit a 3-pointer."))
        #expect(Self.shown("Holiday missed a layup.") == Self.shown("Holiday missed a jumper."), "a miss is as grounded as the shot")
    }
}

/// The same in baseball, on the sample game (Houston at Toronto, innings 1–6 visible): the
/// pitcher and fielders named in the outs' descriptions are players of the visible plays.
@Suite struct GroundingReachBaseballTests {
    static func recap() async throws -> LeakGuard {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 744914)
        let seen = detail.plays.filter { ScoringReading.period($0) <= 6 }
        return RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .allowing(RevealPolicy.periodEndScores(detail.plays, before: 7)).seeing(seen).placed(through: 6)
    }

    @Test func aHomerOrARunNeedsOneTheReaderSees() async throws {
        let recap = try await Self.recap()
        for sentence in ["Jeremy Peña homered in the fifth.", "Peña homered.", "Rodríguez struck out Jake Meyers in the first inning.",
                         "Trey Cabbage grounded out in the sixth."] {
            #expect(recap.clean(sentence, as: .narrative).redactions == 0, "\(sentence)")
        }
        // Alvarez's homer and the runs of Bregman and Clement come in the ninth.
        for sentence in ["Yordan Alvarez homered.", "Alvarez hit a home run.", "Alex Bregman scored.", "Ernie Clement drove in a run.",
                         "Clement homered to left.", "Toronto's only run came on a Clement homer."] {
            #expect(recap.clean(sentence, as: .narrative).redactions == 1, "\(sentence)")
        }
    }

    /// A runner who scores in a visible inning scored; the batter drove him in.
    @Test func aRunnerNamedInAPlayScored() {
        let plays = GroundingFixtures.plays([
            GroundingFixtures.row(1, "0:00", "BOS", "Ernie Clement", "Ernie Clement singles on a line drive to left fielder Jalen Brunson. Bo Bichette scores.", 1),
        ])
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 9, gameIsFinished: true, teamNames: GroundingFixtures.names))
            .placed(through: 1).seeing(plays)
        #expect(shield.clean("Bichette scored in the first inning.", as: .narrative).redactions == 0)
        #expect(shield.clean("Clement drove in a run in the first inning.", as: .narrative).redactions == 0)
        #expect(shield.clean("Clement scored in the first inning.", as: .narrative).redactions == 1)
    }

    /// A missed shot grounds a claim of a miss, not of a make.
    @Test func aMissGroundsAMissOnly() {
        let plays = GroundingFixtures.plays([
            GroundingFixtures.row(1, "11:00", "BOS", "Jrue Holiday", "MISS Holiday 2' Dunk"),
            GroundingFixtures.row(1, "0:00", nil, nil, "Period End"),
        ])
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: GroundingFixtures.names))
            .allowing(RevealPolicy.periodEndScores(plays, before: 2)).placed(through: 1).seeing(plays)
        #expect(shield.clean("Holiday missed a dunk in the first quarter.", as: .narrative).redactions == 0)
        #expect(shield.clean("Holiday dunked in the first quarter.", as: .narrative).redactions == 1)
    }
}
