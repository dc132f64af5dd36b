import Foundation
import Testing
@testable import ScrollDownCore

/// A side's or a player's score told whole, owned and with no count or with all/both/each/every,
/// is the game's whole count wherever the sentence says it came (issue 36, set 21).
@Suite struct GroundingWholeScoreTests {
    /// Set 21's first measure printed "All five of Joffrey Lauvergne's points came in the first
    /// quarter" after two quarters: every one of a player's or side's score, told whole, says
    /// none came later, whatever names its owner (a full name, a side as an adjective, no owner
    /// for "both goals") and wherever the quantifier stands. A set bounded before its verb
    /// ("first-half points", "goals in the first two periods came …") is the place's own.
    @Test func aScoreToldWholeIsTheGames() async throws {
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(okc, shows: ["All five of Lauvergne's first-half points came in the first quarter.",
                                              "Steven Adams scored all five of his first-half points at the free-throw line."], hides: [
            "All five of Joffrey Lauvergne's points came in the first quarter.", "Lauvergne scored all five in the first quarter.",
            "Lauvergne's points: all five in the first quarter.", "All of his 5 points came in the first quarter, Lauvergne said.",
        ])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: ["Both Florida goals in the first came from Bennett and Reinhart."], hides: [
            "Both of Florida's goals came in the first period.", "Florida scored both of its goals in the first period.",
            "Florida's goals both came in the first period.", "Both Florida goals came in the first period.",
            "Both goals Florida scored came in the first period.", "All of the Florida shots came in the first period.",
        ])
        let two = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(two, shows: [
            "Both of Tampa Bay's goals in the first two periods came on the power play.",
            "Schmidt's and Tkachuk's goals early in the second period were 14 seconds apart.",
        ], hides: [
            "Tampa Bay scored both of its goals through two periods on the power play.",
            // Named by its owner with no count, a score is all of it.
            "Tampa Bay's goals came from Guentzel and Point.", "Guentzel and Point scored Tampa Bay's goals.",
        ])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, shows: [
            "Houston's only run through six innings came on Jeremy Peña's homer.", "Peña drove in Houston's run in the fifth.",
            "In the fifth, Houston's lone run came on Peña's homer.",
        ], hides: [
            "Houston's run came on Peña's homer in the fifth.", "Peña drove in Houston's run with a homer in the fifth.",
            "Houston's single run came in the fifth.", "Houston scored its only run in the fifth.",
            "The Astros' one run came on Peña's homer.", "The Astros' runs came on Peña's homer.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(21600270, through: 3),
                                 hides: ["Kanter's bench points came in the second quarter.", "His points came in the second quarter, Kanter said.",
                                         "Wall's assists came in the first half."])
        // What a side made, bounded by a count of innings ("through seven").
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(744914, through: 7),
                                 shows: ["Houston's only hits through seven were Peña's homer and Bregman's double."],
                                 hides: ["Meyers's strikeouts came in the first and fourth."])
        // Basketball's "run" is a stretch of play, not a score.
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 3),
                                 shows: ["The Warriors' run came late in the third quarter.", "Brooklyn's run came early in the third quarter."],
                                 // A plural's possessive owns its count as a name's does.
                                 hides: ["The Warriors' 71 points came in three quarters.", "Golden State's 71 points came in three quarters."])
    }

    /// A set of plays named whole with no owner's possessive ("Goals: …", "Florida scorers: …",
    /// "The goals came from …") is the game's set, and the list it heads says how many there
    /// were and who made them; a place bounds it. A list a verb or a play tells of claims the
    /// play of every player in it ("Schmidt, Point, Guentzel and Bennett scored"), not of one.
    @Test func aSetOfPlaysNamedWholeAndTheListsItHeads() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: [
            "First-period goals: Bennett, Guentzel, Reinhart.", "Goals in the first period: Bennett, Guentzel, Reinhart.",
            "The first-period goals came from Bennett, Guentzel and Reinhart.", "Bennett opened the scoring at 3:44.",
            "Kucherov and Hedman assisted on Guentzel's power-play goal.", "Kucherov and Hedman drew the assists on Guentzel's wrist shot.",
            "Bennett's goal came from Samoskevich, and Guentzel's from Kucherov and Hedman.",
        ], hides: [
            "Goals: Bennett, Guentzel, Reinhart, Tkachuk, Tkachuk, Schmidt.", "Scoring: Bennett, Guentzel, Reinhart.",
            "Goal scorers: Bennett, Guentzel, Reinhart.", "Florida goals: Bennett, Reinhart.",
            "Florida scorers: Bennett, Reinhart, Tkachuk (2), Schmidt.", "Florida's scorers were Bennett and Reinhart.",
            "The goals came from Bennett, Guentzel and Reinhart.", "Goals came from Bennett, Guentzel and Reinhart.",
            "Power-play goals: Guentzel.", "Florida goals came from Bennett and Reinhart.",
            "Schmidt, Point, Guentzel and Bennett scored.", "Schmidt, Tkachuk and Bennett each scored in the first period.",
            "First-period goals: Bennett, Guentzel, Tkachuk.", "The first-period goals came from Tkachuk, Guentzel and Reinhart.",
            "Goals were scored by Bennett, Guentzel and Reinhart at 3:44, 12:21 and 19:15.",
            "TBL: Guentzel, Point.",
        ])
        // Held-out set 23 printed the list's second sentence: a name that is also a word of play
        // ("Point") is still a name, and a sentence of names goes on with the one before.
        #expect(nhl.clean("Scorers — FLA: Bennett, Reinhart, Schmidt 2, Tkachuk 2. TBL: Guentzel, Point.", as: .narrative).text
            == LeakGuard.marker)
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 1),
                                 hides: ["Brooklyn's scorers: Irving, Durant, Harris, LeVert, Jordan, Green, Dinwiddie."])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(744914, through: 8), shows: [
            "Toronto had three hits through eight innings: singles by Springer and Clement and a Horwitz double.",
        ])
        // The counts' state told by numbers in their place is no set named whole; with no number,
        // "Goals were even" is the game's.
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(2024030121, through: 2),
                                 shows: ["Hits were even at 11 apiece in the second period."],
                                 hides: ["Hits were even at 12 apiece in the second period.", "Goals were even.", "Goals were split.",
                                         "Goals were even in the first period.", "Hits were even at 11 apiece."])
    }
}
