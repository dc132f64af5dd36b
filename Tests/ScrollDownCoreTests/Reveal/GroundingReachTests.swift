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

    /// A foul, a violation, a penalty: claimed of a player, one of their visible plays says it.
    @Test func anInfractionNeedsAVisiblePlayOfThePlayers() {
        #expect(Self.shown("Randle was called for a shooting foul in the second quarter."), "Randle S.FOUL")
        #expect(Self.shown("Holiday picked up a foul in the second quarter."))
        for sentence in ["Hart was called for a foul.", "Brunson was called for goaltending.", "Tatum was called for a technical foul.",
                         "Randle was whistled for a flagrant foul."] {
            #expect(!Self.shown(sentence), "\(sentence)")
        }
    }

    /// A score brought in by a verb of being is a record, not a moment of play.
    @Test func aRecordIsNoRunningScore() {
        #expect(Self.shown("Tatum's 3-pointer made it 3-2."))
        #expect(!Self.shown("Boston is 3-2."))
        #expect(!Self.shown("New York is 2-0 and Boston is 0-2."))
    }

    /// "later" goes past its place unless it stays in a period or lists the next play of one.
    @Test func laterGoesPastItsPlace() {
        #expect(Self.shown("Tatum hit a 3-pointer later in the first quarter."))
        #expect(Self.shown("Period 1 opened with a Tatum 3-pointer; later, Brown dunked."))
        #expect(!Self.shown("Tatum hit a 3-pointer in the first quarter and later dunked."))
        #expect(!Self.shown("Tatum hit a 3-pointer in the first quarter and eventually dunked."))
    }

    /// "Brunson's dunk" is Brunson's, whoever else the sentence names.
    @Test func aPossessiveOwnsThePlay() {
        #expect(Self.shown("Holiday assisted on Brown's dunk."))
        #expect(!Self.shown("Holiday assisted on Brunson's dunk."))
        #expect(!Self.shown("Brown set up Brunson's dunk."), "Brown's own dunk is not Brunson's")
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
        try await GroundingFixtures.sampleRecap(744914, through: 6)
    }

    @Test func aHomerOrARunNeedsOneTheReaderSees() async throws {
        let recap = try await Self.recap()
        GroundingFixtures.expect(recap, shows: [
            "Jeremy Peña homered in the fifth.", "Peña homered.", "Rodríguez struck out Jake Meyers in the first inning.",
            "Trey Cabbage grounded out in the sixth.",
        ])
        // Alvarez's homer and the runs of Bregman and Clement come in the ninth.
        GroundingFixtures.expect(recap, hides: [
            "Yordan Alvarez homered.", "Alvarez hit a home run.", "Alex Bregman scored.", "Ernie Clement drove in a run.",
            "Clement homered to left.", "Toronto's only run came on a Clement homer.",
        ])
    }

    /// A runner who scores in a visible inning scored; the batter drove him in.
    @Test func aRunnerNamedInAPlayScored() {
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "0:00", "BOS", "Ernie Clement", "Ernie Clement singles on a line drive to left fielder Jalen Brunson. Bo Bichette scores.", 1),
        ], regulation: 9)
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

/// Words and figures the visible plays ground besides names and events: their own words,
/// baseball's people and places, shooting lines. Each with what stays hidden beside it.
@Suite struct GroundingPlayWordsTests {
    @Test func baseballWordsOfTheVisibleInnings() async throws {
        let recap = try await GroundingReachBaseballTests.recap()
        for sentence in [
            "Spencer Horwitz lined out sharply to Jake Meyers in the first inning.", "Rodríguez retired Alex Bregman in the first inning.",
            "Houston held Toronto scoreless through six innings.", "Jake Meyers struck out twice through six innings.",
            "Yainer Diaz grounded out to third base in the fifth.", "With two on in the fifth, Spencer Horwitz flied out.",
            "Mauricio Dubón popped out to end the top of the fifth.", "Alex Bregman led off the first inning.",
            "Alejandro Kirk popped out to Jon Singleton to end the fourth.",
        ] {
            #expect(recap.clean(sentence, as: .narrative).redactions == 0, "\(sentence): \(recap.ungrounded(sentence) ?? "")")
        }
        GroundingFixtures.expect(recap, hides: [
                                   "Houston held Toronto scoreless.", "Houston threw a shutout.", "Houston's pitchers combined on a four-hitter.",
                                   "Jake Meyers struck out twice.", "Mauricio Dubón popped out to end the top of the ninth.",
                               ])
    }

    /// Lines the client counts from the plays: in a place the reader sees; with none, not the latest.
    @Test func shootingLinesAreCounted() {
        let recap = GroundingFixtures.recap()
        #expect(recap.clean("Tatum shot 5 of 5 in the first quarter.", as: .narrative).redactions == 0)
        #expect(recap.clean("Tatum was 5-of-5 in the first quarter.", as: .narrative).redactions == 0)
        #expect(recap.clean("Tatum shot 5 of 6 in the first quarter.", as: .narrative).redactions == 1)
        #expect(recap.clean("Tatum shot 5 of 5 in the fourth quarter.", as: .narrative).redactions == 1)
        #expect(recap.clean("Tatum shot 13 of 13.", as: .narrative).redactions == 1, "his line through the third: maybe his game's")
        #expect(recap.clean("Tatum shot 13 of 13 through three quarters.", as: .narrative).redactions == 0)
    }

    @Test func playWordsAndCompounds() async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 21600270)
        let firstHalf = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 2 }).placed(through: 2)
        #expect(firstHalf.clean("Morris was called for a kicked-ball violation.", as: .narrative).redactions == 0, "a play's words, joined")
        #expect(firstHalf.clean("Morris was called for a kicked-goal violation.", as: .narrative).redactions == 1)
        // "Mark Morris T.FOUL" in the third quarter: a technical foul.
        let throughThird = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 3 }).placed(through: 3)
        #expect(throughThird.clean("Markieff Morris was assessed a technical foul in the third quarter.", as: .narrative).redactions == 0)
        #expect(firstHalf.clean("Markieff Morris was assessed a technical foul.", as: .narrative).redactions == 1)
        let recap = GroundingFixtures.recap()
        #expect(recap.clean("Holiday's pass led to a Tatum layup.", as: .narrative).redactions == 0)
        #expect(recap.clean("Tatum hit a three-point shot in the first quarter.", as: .narrative).redactions == 0)
        #expect(recap.clean("Tatum had a four-dunk first quarter.", as: .narrative).redactions == 1)
        #expect(recap.clean("With a Hart 3-pointer, New York pushed the lead to 8 at 40-32.", as: .narrative).redactions == 0)
        #expect(recap.clean("With a Hart 3-pointer, New York pushed the lead to 9 at 40-32.", as: .narrative).redactions == 1)
        #expect(recap.clean("With a Hart 3-pointer, New York pushed the lead to 8.", as: .narrative).redactions == 1)
    }

    /// A place told before the clause ("In the final seconds of the first half, …") or by the
    /// clause a participle elaborates ("…, capped by Curry's 3 with 23 seconds left") places the
    /// time left, and so does a play of the player's at that clock (Curry's 3 at 0:23 of the first;
    /// none of his at 0:22); a lone assist is of a visible goal with one assist, by the players named.
    @Test func aPlaceBeforeOrAroundAClause() async throws {
        let gsw = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        let shown: [(LeakGuard, String)] = [
            (gsw, "In the final seconds of the first half, Kyrie Irving hit a 30-foot pullup three with four seconds left."),
            (gsw, "Golden State closed the first quarter on an 8-2 run, capped by Curry's step-back 3 with 23 seconds left."),
            (gsw, "Golden State closed the first quarter on an 8-2 run, and Curry hit a step-back 3 with 23 seconds left."),
            (nhl, "Mackie Samoskevich had the lone assist on Bennett's goal."),
        ]
        GroundingFixtures.expect(shows: shown)
        let hidden: [(LeakGuard, String)] = [
            (gsw, "In the final seconds, Kyrie Irving hit a 30-foot pullup three with four seconds left."),
            (gsw, "Golden State scored 8 points, capped by Curry's step-back 3 with 23 seconds left."),
            (gsw, "Golden State closed the first quarter on an 8-2 run, and Curry hit a step-back 3 with 22 seconds left."),
            (gsw, "Golden State closed the first quarter on an 8-2 run, and Golden State hit a step-back 3 with 23 seconds left."),
            (nhl, "Nikita Kucherov had the lone assist on Guentzel's goal."), (nhl, "Mackie Samoskevich had the lone assist on Reinhart's goal."),
        ]
        GroundingFixtures.expect(hides: hidden)
    }
}

/// Hockey's words on the sample playoff game (Florida at Tampa Bay, the first period visible).
@Suite struct GroundingHockeyWordsTests {
    @Test func hockeyWordsOfTheVisiblePeriod() async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 2024030121)
        let firstPeriod = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 1 }).placed(through: 1)
        for sentence in [
            "Anthony Cirelli had a shot on goal 1:56 in.", "Bennett scored a goal in the first period.",
            "Vasilevskiy was charged with a giveaway in the first period.", "Seth Jones had a giveaway in the neutral zone in the first period.",
            "Tampa Bay iced the puck in the first period.", "Florida's goaltender turned aside a Cirelli shot in the first period.",
            "Guentzel scored the equalizer in the first period.",
        ] {
            #expect(firstPeriod.clean(sentence, as: .narrative).redactions == 0, "\(sentence): \(firstPeriod.ungrounded(sentence) ?? "")")
        }
        GroundingFixtures.expect(firstPeriod, hides: [
            "Cirelli scored a goal in the first period.", "Guentzel scored the equalizer.", "Anthony Cirelli had a shot on goal 5:55 in.",
        ])
        #expect(GroundingFixtures.recap().clean("Tatum iced it at the free-throw line.", as: .narrative).redactions == 1)
        #expect(GroundingFixtures.recap().clean("Tip-off is at 7:30 in Boston.", as: .narrative).redactions == 1, "a time of day")
    }

    /// The game's scoring (or a side's) ending in a period says nothing followed: the result.
    /// "All seven goals came in the first two periods" counts every goal of the game. A stretch
    /// its own words bound ends in its place, and "the other end" is the rink's.
    @Test func theScoringEndingIsTheResult() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "The second period ended with Point's goal.", "The scoring in the second period ended with Point's goal.",
        ], hides: [
            "The scoring ended in the second period.", "The scoring stopped in the second period.",
            "The goals stopped coming in the second period.", "The scoring finished in the second period.",
            "Tampa Bay's scoring ended in the second period.", "Play ended in the second period.",
            "The rally ended in the second period.", "The scoring ended with Point's goal.",
            "All seven goals came in the first two periods.", "All of the scoring came in the first two periods.",
            "The seven goals were all scored in the first two periods.", "Point scored the last goal in the second period.",
            "The goals were all scored in the first two periods.",
            "The score finished in the second period.",
        ])
        // At the climax (the third period's plays seen, its end withheld) the seven goals are
        // all the plays show: "all" still says no more came.
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 2024030121)
        let climax = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .allowing(RevealPolicy.periodEndScores(detail.plays, before: 3))
            .placed(through: 3, own: 3)
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 3 && !($0.description ?? "").contains("Game End") })
        #expect(climax.clean("All seven goals came in the first two periods.", as: .narrative).redactions == 1)
        #expect(climax.clean("The seven goals were all scored in the first two periods.", as: .narrative).redactions == 1)
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: [
            "Oladipo picked off Beal, and Westbrook converted the three-point play at the other end to make it 57-43.",
            "All the scoring in the first quarter came from the starters.",
        ])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, shows: ["Davis Schneider started the double play that ended Houston's threat in the seventh."])
    }

    /// A side's or a player's last is the game's; "in the eighth" says only where it came (so no
    /// hit followed), "of the eighth" and "through six innings" end the sequence where the reader sees.
    @Test func anOwnedLastIsTheGames() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, shows: [
            "Bichette had Toronto's last hit of the eighth.",
            "Toronto's last baserunner through six innings was Bichette, who walked in the fifth.",
        ], hides: ["Bichette had Toronto's last hit in the eighth."])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: ["Oladipo hit the Thunder's last shot of the first quarter."],
                                 hides: ["Oladipo's last basket in the third quarter came at 2:01."])
    }

    /// How a push ended ("came up short") is the result, and a push that began in a visible
    /// period ("Oklahoma City's comeback began in the third quarter") ran on past it.
    @Test func aPushThatFellShortOrBegan() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "Westbrook missed a short jumper in the third quarter.", "Washington started the third quarter on a 10-2 run.",
        ], hides: [
            "The Wizards' rally in the third quarter came up short.", "Washington came up just short in the third quarter.",
            "Oklahoma City's comeback began in the third quarter.", "The Washington rally started with Oubre's three in the third quarter.",
        ])
    }

    /// A period ranked among the periods ("The third quarter was Washington's best", "…best
    /// quarter") is ranked among all of the game's, the unseen ones too; a count of periods after
    /// it bounds the ranking ("best inning through eight"). A place opening the clause bounds
    /// it only as a place ("In the third quarter, …"), not as the subject ranked.
    @Test func aPeriodRankedAmongAllIsTheGames() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, hides: [
            "The third quarter was Washington's best.", "The third quarter was Washington's best quarter.",
            "Washington's best quarter was the third.",
            "Le troisième quart-temps a été le meilleur de Washington de toute la soirée.",
        ])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, shows: ["Houston's best inning through eight was the fifth."],
                                 hides: ["Houston's best inning was the fifth."])
    }

    /// "last" as an adverb ("The Warriors last led in the first quarter") and "for the last time"
    /// say never again, in the game; "the last shot of the third quarter" is one of the period's.
    @Test func neverAgainIsTheGames() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "The last basket of the first quarter was a Curry three.", "Curry hit the last shot of the third quarter.",
        ], hides: [
            "Golden State was within 15 for the last time in the first quarter.", "The Warriors last led in the first quarter.",
            "The Warriors last led at 4-2.", "Golden State last scored at 2:01 of the third quarter.",
        ])
    }

    /// "as close as it got" and "the final score" are of the game, whatever place the clause
    /// gives; "the final score of the first period" is bounded.
    @Test func theClosestAndTheFinalScoreAreTheGames() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "The final score of the first period was 2-1.", "Florida's goal came at close range in the second period.",
            "Point scored the last goal of the second period.",
        ], hides: [
            "Tampa Bay cut it to 5-2 in the second period and that was as close as it got.",
            "Point's goal set the final score in the second period.", "Tampa Bay's goal in the first was the closest it came.",
        ])
    }

    /// A state that lasted into a period the reader does not see ("stayed level into the fourth
    /// quarter"), and "never" compared with the place ("never scored more than in the third"),
    /// are of the game; carrying a lead into the fourth is the moment before it.
    @Test func aStateLastingIntoTheUnseen() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "The score stayed level into the third quarter.", "Washington led heading into the fourth quarter.",
            "Washington never trailed in the third quarter.",
        ], hides: [
            "The score stayed level into the fourth quarter.", "The third-quarter tie lasted into the fourth.",
            "Washington never scored more than in the third quarter.",
        ])
        let nets = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nets, shows: ["The Nets carried a 28-point cushion into the fourth quarter."])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, shows: ["Houston never had a baserunner other than Peña in the first five innings."])
    }
}
