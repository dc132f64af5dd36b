import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Words and places the held-out sets found lost on neutral sentences, each kept only where the
/// rest of its sentence is grounded, and never past the reader's horizon.
@Suite struct GroundingWordTests {
    /// "The half" alone is the first half in a game with halftime: "late in the half" is late in
    /// the second quarter, seen once the reader is through it and not before. A baseball game has
    /// no halftime: its "half" (of an inning) places nothing, so "late" there needs a place besides.
    @Test func theHalfIsTheFirst() async throws {
        let sentences = [
            "Roberson blocked Wall's running layup in the closing seconds of the half.",
            "Oladipo's steal led to a Westbrook three-point play late in the half.",
        ]
        let second = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(second, shows: sentences)
        let first = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(first, hides: sentences)
        let baseball = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(baseball, shows: ["Kiermaier struck out in the second."],
                                 hides: ["Kiermaier struck out late in the half.", "Toronto loaded the bases late in the half."])
    }

    /// How near a figure is ("exactly", "nearly") or how whole ("overall") claims nothing: the
    /// figure is checked. Through six innings each side had two hits; Houston's four are the game's.
    @Test func howNearAFigureIs() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(recap, shows: ["Through six innings each team had exactly two hits."],
                                 hides: ["Through six innings each team had exactly three hits.", "Houston had exactly four hits."])
        // "Overall" before a place is that place's; alone it is the game's.
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(nba, shows: ["Gortat had two offensive rebounds and four boards overall in the first quarter."],
                                 hides: ["Gortat had four boards overall.", "Gortat had four boards overall in the second quarter."])
    }

    /// How a side played ("clean", "easy", "physical") is of the span its clause places, a span
    /// the reader sees; with no place, or a later one, it is of the game.
    @Test func howASidePlayedIsOfItsPlace() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(mlb, shows: [
            "Yainer Diaz's sharp grounder back to the mound started another clean inning for Rodríguez in the second.",
        ], hides: [
            "Rodríguez had another clean inning in the eighth.", "Rodríguez was clean.", "It was an easy afternoon for Houston.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: ["Washington turned Thunder turnovers into easy baskets late in the second quarter."],
                                 hides: ["Washington turned Thunder turnovers into easy baskets late in the fourth quarter.",
                                         "Washington turned Thunder turnovers into easy baskets."])
    }

    /// A player's contests with another ("won both of his battles with Alvarez") are of the place
    /// the clause gives; with none, or "the matchup" (which may be the game), the game's.
    @Test func aPlayersContestIsOfItsPlace() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(recap, shows: ["Rodríguez won both of his battles with Alvarez in the first four innings."],
                                 hides: ["Rodríguez won both of his battles with Alvarez.", "Houston won the matchup in the first inning.",
                                         "Rodríguez won both of his battles with Alvarez in the ninth inning."])
    }

    /// "With 41 seconds left" is a clock: told of a player, it places the clause in the periods
    /// where one of the player's plays came at that clock, as "at 0:41" does. Kanter rebounded at
    /// 0:41 of the first quarter and scored at 0:38 of the third.
    @Test func timeLeftIsTheClockOfAPlayersPlay() async throws {
        let first = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(first, shows: ["Kanter grabbed a defensive rebound with 41 seconds left.",
                                                "Kanter grabbed a defensive rebound with 41 seconds remaining in the quarter."],
                                 hides: ["Kanter scored on a cutting layup with 38 seconds left.",
                                         "Kanter grabbed a defensive rebound with 42 seconds left.",
                                         "Oklahoma City grabbed a defensive rebound with 41 seconds left."])
        let third = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(third, shows: ["Kanter scored on a cutting layup with 38 seconds left."])
    }

    /// Hockey's "middle period" is the second of three; "plus" adds figures that are each checked;
    /// "there had been" claims nothing of its own.
    @Test func theMiddlePeriodAndFiguresAddedUp() async throws {
        let second = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(second, shows: [
            "Faceoffs split 12-12 in the middle period.",
            "Nikita Kucherov had two shots on goal through two periods, plus two giveaways in the second.",
        ], hides: ["Faceoffs split 13-11 in the middle period.",
                   "Nikita Kucherov had two shots on goal through two periods, plus five giveaways in the second."])
        let first = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(first, hides: ["Faceoffs split 12-12 in the middle period."])
        // A game of four quarters has no middle one (Brooklyn's five blocks came in the second).
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, shows: ["Brooklyn had five blocks in the second quarter."],
                                 hides: ["Brooklyn had five blocks in the middle period."])
    }

    /// Both sides' counts together through a period are told whatever the period itself had
    /// (no hit in the seventh, four in all through it); a clause with no place of its own counts
    /// over the span of the clause it takes its place from.
    @Test func countsOverASpanFromTheStart() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(recap, shows: [
            "Through seven innings there had been four hits between the two teams.",
            "The teams combined for four hits through seven innings.",
            "Houston hitters struck out six times through seven innings; Toronto hitters struck out five times.",
        ], hides: [
            "Through seven innings there had been five hits between the two teams.",
            "The teams combined for four hits in the seventh inning.",
            "Houston hitters struck out six times through seven innings; Toronto hitters struck out six times.",
            "Houston hitters struck out six times in the seventh inning; Toronto hitters struck out five times.",
            "Houston hitters struck out six times through seven innings; Toronto hitters struck out five times in the seventh inning.",
        ])
    }

    /// What a side allowed is the other side's count: Florida scored two goals on six shots on
    /// goal in the first period, Tampa Bay one on ten.
    @Test func whatASideAllowedIsTheOthers() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(recap, shows: ["Tampa Bay allowed two goals on six shots in the first period.",
                                                "Florida allowed one goal in the first period."],
                                 hides: ["Tampa Bay allowed one goal on ten shots in the first period.",
                                         "Florida allowed two goals in the first period.", "Tampa Bay allowed five goals."])
    }

    /// Words of play the held-out sets used: the feed's rows and events, icings and offsides,
    /// "PPG", "goes", a pitcher's minimum in the place its clause gives. "The game ball" is the
    /// game's best player, whatever else the sentence says.
    @Test func moreWordsOfPlay() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: [
            "Through two periods there had been seven icings and five offsides.",
            "1st 12:21 — GOAL TBL (PPG): Guentzel, assists Kucherov and Hedman. Tied 1-1.",
        ], hides: ["Through two periods there had been eight icings and five offsides."])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(mlb, shows: [
            "T5: Peña goes deep to left.", "Houston sent the minimum 12 batters to the plate through four innings.",
            "The feed's last row of the fourth inning is Alejandro Kirk's foul pop-up to first.",
        ], hides: ["Houston faced the minimum.", "Houston sent the minimum 12 batters to the plate.", "T9: Peña goes deep to left."])
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, hides: ["The game ball went to Irving.", "Game ball goes to KD.", "Irving got the game ball in the first quarter."])
    }

    /// A lead's size in a period is one the period had: the Warriors were within 18 in the third
    /// quarter, within 10 only in the first; through three quarters, either.
    @Test func aLeadsSizeIsOfItsPeriod() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "Golden State got within 18 in the third quarter.", "Golden State got within 10 in the first quarter.",
            "Brooklyn led by as many as 35 through three quarters.",
        ], hides: [
            "Golden State got within 10 in the third quarter.", "Golden State cut the lead to 10 in the third quarter.",
            "Golden State got within 17 in the third quarter.",
        ])
    }

    /// "Never led again after Durant's three with 10:49 left in the first quarter" runs from the
    /// three to the game's end: the period there is where the three came, not a bound (held-out
    /// set 19 had it shown). "Never led again in the first quarter" is bounded.
    @Test func neverAgainFromAPlayRunsToTheEnd() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "Golden State never led again in the first quarter.",
            "Brooklyn led the rest of the first half after Durant's three.",
        ], hides: [
            "Golden State never led again after Durant's three with 10:49 left in the first quarter.",
            "Golden State never led again after a Durant three with 10:49 left in the first quarter.",
            "Golden State did not lead again after Durant's three at 10:49 of the first quarter.",
            "Brooklyn did not trail after Durant's 3 at 10:49 of the first quarter.",
        ])
    }

    /// Lists, corrections and a baseball field: "three hits each", "in both the first and the
    /// third", "to second and third" (bases), "after three in Toronto." (a venue), ", not Point"
    /// (set against the claim, no claim of its own), "out-hit", a level score's length told by
    /// the score ("stayed 1-1 for 6:54").
    @Test func listsCorrectionsAndBases() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: [
            "Nico Sturm and Sam Bennett had three hits each in the first.", "It stayed 1-1 for 6:54 of the first period.",
            "Correction: Guentzel's goal was assisted by Kucherov and Hedman, not Point.",
            "Florida out-hit Tampa Bay 19-9 in the first period.", "There were two offside stoppages in the first period.",
        ], hides: [
            "Nico Sturm and Sam Bennett had four hits each in the first.", "It stayed 1-1 for 6:55 of the first period.",
            "Correction: Guentzel's goal was assisted by Kucherov and Hedman, not scored by Point.",
            "Florida out-hit Tampa Bay 19-9.", "It stayed 2-1 for 6:54 of the first period.",
        ])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 4)
        GroundingFixtures.expect(mlb, shows: [
            "Bichette, Horwitz and Turner went down in order in both the first and the third.",
            "Hunter Brown fielded Alejandro Kirk's comebacker in the second, and the runners moved up to second and third.",
            "Scoreless through four in Toronto.", "Correction: it was Schneider, not Clement, who walked to load the bases in the second.",
        ], hides: ["Toronto stranded runners in both the first and the ninth.", "Scoreless through nine in Toronto.",
                   "Bichette, Horwitz and Turner went down in order in both the first and the ninth."])
    }

    /// A double-double is ten or more in two of a player's figures from the start to the end of
    /// its place: Wall's through three quarters (10 points, 12 assists), not Westbrook's (14
    /// points, eight rebounds, six assists), no triple-double, none with no place.
    @Test func aDoubleDoubleIsCounted() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: ["Wall has a double-double through three quarters: 10 points and 12 assists."],
                                 hides: ["Westbrook had a double-double through three quarters.", "Wall had a triple-double through three quarters.",
                                         "Wall had a double-double in the first quarter.", "Wall had a double-double."])
    }

    /// "Came away empty" is a side's nothing, of the place its clause gives; "came away with the
    /// tip" a play's possession.
    @Test func cameAway() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 4)
        // A second predicate of the side ("… in the second but came away empty") is of the
        // chance its first placed; another side's, or a place past the horizon, is not.
        GroundingFixtures.expect(mlb, shows: ["Toronto came away empty-handed in the second.", "Toronto came away empty in the second inning.",
                                              "Toronto loaded the bases with one out in the second but came away empty.",
                                              "The Blue Jays loaded the bases in the second and came away empty."],
                                 hides: ["Toronto came away empty.", "Toronto came away empty in the eighth.", "Toronto came away with nothing.",
                                         "Toronto loaded the bases and came away empty.",
                                         "Toronto loaded the bases in the second, and Houston came away empty.",
                                         "Toronto loaded the bases in the second; it came away empty.",
                                         "Toronto loaded the bases in the second before the eighth, when it came away empty.",
                                         // "after the third" runs on from the period's end: no chance it placed.
                                         "Toronto was tied 0-0 after the third and came away empty."])
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(nba, shows: ["Kent Bazemore and Durant went up for a jump ball with 4:28 left in the first; Oubre came away with the tip."],
                                 hides: ["Oubre came away with the win.", "Brooklyn came away with the game.", "Brooklyn came away with it."])
    }

    /// "The two teams" are both sides, no count of two.
    @Test func theTwoTeamsAreBoth() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: ["Washington won the third quarter 31-24, and the two teams were tied 84-84 after three quarters."],
                                 hides: ["Washington won the third quarter 31-24, and the two teams were tied 105-105 after four quarters.",
                                         "The two teams combined for two overtimes."])
    }

    /// A side's biggest lead of a place is the largest it had there: Oklahoma City's of the first
    /// quarter 13, Washington's three; of the first half (both its quarters) 16. Of the game, or
    /// of no place, it is the game's.
    @Test func aSidesBiggestLead() async throws {
        let first = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(first, shows: [
            "Oklahoma City's biggest lead of the first quarter was 13.", "Washington's biggest lead of the first quarter was three, at 13-10.",
        ], hides: [
            "Oklahoma City's biggest lead of the first quarter was 12.", "Washington's biggest lead of the first quarter was 13.",
            "Oklahoma City's biggest lead of the game was 13, in the first quarter.",
        ])
        let half = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(half, shows: ["Oklahoma City's largest lead of the first half was 16."],
                                 hides: ["Oklahoma City's largest lead of the first half was 13.", "Oklahoma City's biggest lead was 16.",
                                         "Oklahoma City's largest lead of the second quarter was 13."])
        // Brooklyn's 21 came in the first quarter, its 20 in the second.
        let nets = try await GroundingFixtures.sampleRecap(22000001, through: 2)
        GroundingFixtures.expect(nets, shows: ["Brooklyn's biggest lead of the first half was 21.", "Brooklyn's biggest lead through two quarters was 21."],
                                 hides: ["Brooklyn's biggest lead of the first half was 20."])
    }

    /// "The second assist" is a place in a goal's list of assists, not a count: Hedman was
    /// second on Guentzel's goal (Kucherov first), Verhaeghe second on Reinhart's (Kulikov first).
    @Test func anAssistsPlaceInItsList() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: [
            "Victor Hedman was credited with the second assist when Jake Guentzel tied it 1-1 in the first period.",
            "Carter Verhaeghe picked up the second assist on Reinhart's tip-in.", "Kucherov had the first assist on Guentzel's goal.",
            "Kulikov drew the primary assist on Reinhart's goal.",
        ], hides: [
            "Nikita Kucherov was credited with the second assist when Jake Guentzel tied it 1-1 in the first period.",
            "Dmitry Kulikov picked up the second assist on Reinhart's tip-in.", "Hedman had the first assist on Guentzel's goal.",
            "Kulikov drew the secondary assist on Reinhart's goal.",
        ])
    }

    /// Words of play in the forms prose writes them ("tested the goalie", "lashed a double",
    /// "wriggled out of a jam", "at even strength", "three men on base") are grounded like any
    /// word of play; their neighbours that tell a result are not ("dropped Game 1", "breaks it
    /// open", "the lead stands", "saved the game"), nor a heading over a list of names ("Scoring
    /// summary:").
    @Test func moreWordsOfPlayAndNoneOfAResult() async throws {
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(2024030121, through: 1), shows: [
            "Anton Lundell tested the Tampa Bay goalie with a backhand shortly after Bennett's goal.",
            "Yanni Gourde had a tip attempt saved at 15:56 of the first.",
            "Both Florida goals in the first period came at even strength.",
            "Florida had no power-play opportunities in the first period.",
            "Besides his assist on Reinhart's goal, Carter Verhaeghe had first-period hits on Erik Cernak and J.J. Moser.",
            "Guentzel put shots on goal in consecutive seconds, at 13:05 and 13:06 of the first period.",
        ], hides: [
            "Tampa Bay managed it.", "Florida won consecutive games.",
            "Tampa Bay dropped Game 1.", "Scoring summary: Bennett, Guentzel, Reinhart, Tkachuk, Tkachuk, Schmidt.",
            "Florida's lead stands.", "Forsling saved the game for Florida.", "Forsling saved the night for Florida.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(744914, through: 8), shows: [
            "Hunter Brown wriggled out of a bases-loaded, one-out jam in the second.",
            "Alex Bregman lashed a two-out double to left in the sixth but was stranded.",
            "Toronto left three men on base in the second inning.",
        ], hides: ["Alvarez breaks it open."])
    }
}
