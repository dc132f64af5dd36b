import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Outcome phrases beyond the single words of `LeakGuardTests`, and pre-game prose that must
/// survive where it is proven written before the start.
@Suite struct LeakGuardPhraseTests {
    typealias F = GuardFixtures
    static let m = LeakGuard.marker

    static let outcomePhrases = [
        "held on against", "holds on against", "hung on against", "hangs on against", "came up short against",
        "comes up short against", "prevailed over", "prevails over", "outlasted", "outlasts", "knocked off",
        "knocks off", "sealed it against", "sealed the win against", "seals the victory over", "pulled away from",
        "pulls away from", "ran away with it against", "runs away with it against", "dropped its third straight to",
        "dropped their third straight to", "drops three straight to", "dropped 5 straight to",
        "snapped its 4-game skid against", "snapped a five-game losing streak against", "snaps the skid against",
        "ended a three-game slide against", "extended its winning streak against", "is on a losing streak against",
        "is on a 6-game streak against", "is on a five-game road streak against", "sits on a skid against",
        "cruised past", "cruises past", "cruising past", "coasted past", "coasts past", "coasting past",
        "stunned", "stuns", "escaped with a result against", "escapes past", "routed", "rout of", "trounced",
        "trounces", "thrashed", "thrashes", "blew out", "blows out", "blanked", "clinches against",
        "punched their ticket against", "punches its ticket against", "forced a game 7 against",
        "forces a Game 7 against", "forced game seven against", "took the series-clinching game from",
        "faced elimination against",
    ]

    static let neighbour = "Boston won the opening tip."

    @Test(arguments: outcomePhrases)
    func narrativeHidesOutcomePhrase(phrase: String) {
        let result = GroundingFixtures.recap(through: 2, finished: false).clean("Boston \(phrase) New York. \(Self.neighbour)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.m) \(Self.neighbour)", redactions: 1))
    }

    /// A clause relating the two teams speaks of the contest unless it only says who played
    /// whom or is placed in a period the reader sees, however much play it names.
    @Test func aClauseRelatingTheTeamsNeedsAPlace() {
        let recap = GroundingFixtures.recap()
        for hidden in ["Tatum and the Celtics knocked off New York.", "Boston came up short against New York on Brunson's layup.",
                       "Brown's dunk put Boston past New York."] {
            #expect(recap.clean(hidden, as: .narrative).redactions == 1, "\(hidden)")
        }
        for kept in ["New York visited Boston.", "Boston faced New York and Tatum hit a 3-pointer in the first quarter.",
                     "Boston outscored New York 30-25 in the first quarter."] {
            #expect(recap.clean(kept, as: .narrative).redactions == 0, "\(kept): \(recap.ungrounded(kept) ?? "")")
        }
    }

    @Test(arguments: ["HELD ON", "Pulled Away", "Outlasted"])
    func phrasesIgnoreCase(phrase: String) {
        #expect(F.narrative("Boston \(phrase) late.").text == Self.m)
    }

    /// A word of play inside a longer word is not that word: "dunkfest" is no dunk.
    @Test func wordsAreWholeWords() {
        let recap = GroundingFixtures.recap()
        #expect(recap.clean("Tatum had a dunk in the first quarter.", as: .narrative).redactions == 0)
        #expect(recap.clean("Tatum had a dunkfest in the first quarter.", as: .narrative).redactions == 1)
    }

    /// A team's name is the team, whatever words it is made of.
    @Test func teamNamesAreGroundedWhole() {
        let names = ["Stunned Owls", "Skid Row", "Cruisers"]
        let context = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: names, lastVisiblePeriod: 3)
        let text = "The Stunned Owls visit Skid Row."
        #expect(LeakGuard(context).clean(text, as: .narrative) == GuardedText(text: text, redactions: 0))
        #expect(LeakGuard(context).clean("The Owls were stunned.", as: .narrative).redactions == 1)
    }

    /// Realistic pre-game prose. "Streaking" alone stays visible on purpose: it describes
    /// form coming into the game; a result needs another word.
    static let preGame = [
        "Jaylen Brown is questionable with a sore left knee.",
        "Jalen Brunson will start alongside Josh Hart and OG Anunoby.",
        "The streaking Celtics host the Knicks at 7:30 PM at TD Garden.",
        "Mitchell Robinson (ankle) is out; Precious Achiuwa starts at center.",
        "Tatum went coast to coast for a layup in the first quarter.",
        "The West Coast trip starts tonight in Sacramento.",
        "Boston shot 38 percent from three during a hot streak in the first half.",
        "Hold the line, said the coach, and keep the ball moving.",
        "Porzingis returns from a three-week absence to face his former team.",
        "Both teams are rested after two days off.",
        "Brown drove straight to the rim on the opening possession.",
        "A cold snap hit Boston before tip-off.",
    ]

    /// A post proven written before the start shows its pregame prose; the same prose in a
    /// recap grounds nothing the reader sees, so it is hidden there (and counted).
    @Test(arguments: preGame)
    func preGameProseIsByteIdentical(text: String) {
        for context in [F.finishedNBAWithScore, F.liveNBA] {
            #expect(LeakGuard(context).clean(text, as: .pregamePost) == GuardedText(text: text, redactions: 0))
        }
    }
}
