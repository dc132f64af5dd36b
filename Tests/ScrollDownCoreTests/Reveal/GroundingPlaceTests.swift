import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// How writers place a claim (issue 36, the fifth held-out set): a period before "alone", a
/// score beside the clause, a live blog's labels ("3Q 2:57:", "End 2:", "T3:"), the home city,
/// a clause parallel to the one before or a share of its figure, a lead's size before the
/// period it was in. Each next to what stays hidden. Knicks at Celtics, Q1–Q3 visible
/// (`GroundingFixtures`); Astros at Blue Jays through six innings for baseball.
@Suite struct GroundingPlaceTests {
    static let recap = GroundingFixtures.recap()

    static func shown(_ sentence: String) -> Bool {
        recap.clean(sentence, as: .narrative).redactions == 0
    }

    /// How a ball was hit: "a soft floater", "a sharp grounder".
    @Test func howABallWasHit() {
        #expect(Self.shown("Brunson hit a soft jumper in the first quarter."))
    }

    /// How a play was made ("drilled", "poured in", "stripped"), of a play or a player; of a
    /// team or an "it" it says how the game went, in a visible period too.
    @Test func howAPlayWasMade() {
        #expect(Self.shown("Brown drilled a 25-foot three in the first quarter."))
        #expect(Self.shown("Brown drilled a 3 in the first quarter."))
        #expect(Self.shown("Tatum poured in 12 points in the first quarter."))
        #expect(!Self.shown("Boston crushed New York in the first quarter."))
        #expect(!Self.shown("Boston crushed it in the first quarter."))
        #expect(!Self.shown("Boston hammered away."))
    }

    /// "stripped Brunson" is a steal: one of the subject's visible plays must be.
    @Test func aStealByHowItWasMade() {
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "9:00", "BOS", "Jaylen Brown", "Brown STEAL (1 STL)"),
            GroundingFixtures.row(1, "9:00", "NYK", "Jalen Brunson", "Brunson Bad Pass Turnover (P1.T1)"),
            GroundingFixtures.row(1, "8:40", "NYK", "Josh Hart", "Hart 2' Layup (2 PTS)", 2),
        ], regulation: 4)
        #expect(shield.clean("Brown stripped Brunson.", as: .narrative).redactions == 0)
        #expect(shield.clean("Hart stripped Brunson.", as: .narrative).redactions == 1, "Hart has no steal")
        #expect(shield.clean("Brown stripped it.", as: .narrative).redactions == 1)
        #expect(shield.clean("Brown crushed Brunson.", as: .narrative).redactions == 1, "of a player, only a steal or a block")
    }

    /// "perfect" is of the span the clause names; "handed out" an assist line.
    @Test func aPerfectLineIsOfItsPlace() {
        #expect(Self.shown("Brown was perfect from the line in the second quarter."))
        #expect(!Self.shown("Brown was perfect from the line."))
        #expect(Self.shown("Holiday handed out 4 assists in the second quarter."))
    }

    /// The NBA's older rows give a steal or a block inside the other side's play ("Brown STEAL
    /// (1 STL) / Hart Bad Pass Turnover"): it is the named player's.
    @Test func aStealInsideATurnover() {
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "9:00", "NYK", "Josh Hart", "Brown STEAL (1 STL) / Hart Bad Pass Turnover (P1.T1)"),
            GroundingFixtures.row(1, "8:40", "BOS", "Jayson Tatum", "Tatum 2' Layup (2 PTS)", 2),
            GroundingFixtures.row(1, "8:20", "BOS", "Jaylen Brown", "Brown 1' Dunk (2 PTS)", 2),
        ], regulation: 4)
        #expect(shield.clean("Brown had a steal in the first quarter.", as: .narrative).redactions == 0)
        #expect(shield.clean("Tatum had a steal in the first quarter.", as: .narrative).redactions == 1)
    }

    @Test func aPeriodBeforeAloneBoundsIt() {
        #expect(Self.shown("Tatum scored 12 points in the first quarter alone."))
        #expect(!Self.shown("Tatum alone scored 12 points."))
    }

    /// "cut it to 79-78", "back in front, 82-79", "knot it at 84": a moment, by its score.
    @Test func aMomentByTheScoreBesideIt() {
        #expect(Self.shown("Brown's 25-foot three put Boston back in front, 15-10."))
        #expect(Self.shown("Randle's hook shot cut it to 15-12."))
        #expect(Self.shown("Brunson's free throw knotted it at 10."))
        #expect(Self.shown("Brunson's free throw would knot it at 10.") == false, "told from after it")
        #expect(!Self.shown("Randle's hook shot cut it to 15-13."), "no such score")
        #expect(!Self.shown("Boston went back in front."))
    }

    @Test func aLeadsSizeBeforeItsPeriod() {
        #expect(Self.shown("Boston built a 10-point first-quarter lead."))
        #expect(!Self.shown("Boston built a 13-point first-quarter lead."))
        #expect(!Self.shown("Boston built a 10-point fourth-quarter lead."))
    }

    /// "26 seconds into the fourth" is a moment of the fourth, not the third's end; "all game"
    /// is the whole of it.
    @Test func timeIntoAPeriodIsInIt() {
        #expect(!Self.shown("Brown hit a 25-foot three 26 seconds into the fourth quarter."))
        #expect(!Self.shown("Brown hit a 25-foot three 1:30 into the fourth quarter."))
        #expect(Self.shown("Brown hit a 25-foot three 26 seconds into the second quarter."))
        #expect(!Self.shown("Brown's 25-foot three in the first quarter was the only one he made all game."))
        #expect(Self.shown("Brown's 25-foot three was the only one he made in the first quarter."))
    }

    /// "carries 31 points into the fourth quarter": what a player has at the third's end.
    @Test func carriedIntoAPeriod() {
        #expect(Self.shown("Tatum carries 31 points into the fourth quarter."))
        #expect(!Self.shown("Tatum carries 33 points into the fourth quarter."))
        #expect(!Self.shown("Tatum carried Boston."))
    }

    @Test func theHomeCityIsAPlace() {
        #expect(Self.shown("Halftime in Boston: Knicks 58, Celtics 52."))
        #expect(!Self.shown("Boston: Knicks 58, Celtics 52."))
    }

    /// A second clause parallel to a placed one, or a player's share of its figure, is in its place.
    @Test func aParallelClauseOrAShareTakesThePlaceBefore() {
        #expect(Self.shown("Tatum went 5 of 5 in the first quarter; Brunson went 4 of 4."))
        #expect(!Self.shown("Tatum went 5 of 5 in the first quarter; Brunson went 9 of 9."))
        #expect(Self.shown("Tatum had 4 rebounds in the first quarter, three of them defensive."))
        #expect(Self.shown("Boston scored 80 points through three quarters, 31 of them by Tatum."), "Tatum's latest, a share of a placed figure")
        #expect(!Self.shown("Boston scored 80 points, 31 of them by Tatum."))
        #expect(!Self.shown("Boston led 30-25 after one quarter; Tatum finished with 31."))
    }

    /// "Gortat has 8 rebounds through three quarters, two of them offensive": his two offensive
    /// rebounds are his latest, and the share is placed by the figure's clause.
    @Test func aShareOfAPlacedFigure() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(recap.clean("Gortat has 8 rebounds through three quarters, two of them offensive.", as: .narrative).redactions == 0)
        #expect(recap.clean("Gortat has 8 rebounds, two of them offensive.", as: .narrative).redactions == 1)
    }

    /// A side's and a player's counts in their place: baskets a side made, a lead's size in
    /// points, a second predicate after "but", a rebound pulled down, what a list includes.
    @Test func countsInTheirPlace() {
        #expect(Self.shown("Boston made 11 baskets in the first quarter."))
        #expect(!Self.shown("Boston made 13 baskets in the first quarter."))
        #expect(Self.shown("Boston's biggest lead of the first quarter was 10 points."))
        #expect(!Self.shown("Boston's biggest lead of the first quarter was 11 points."))
        #expect(Self.shown("Tatum had 4 rebounds but just 12 points in the first quarter."))
        #expect(Self.shown("Tatum pulled down 4 rebounds in the first quarter."))
        #expect(Self.shown("Tatum scored 12 points in the first quarter, including two threes."))
        #expect(!Self.shown("Tatum scored 12 points in the first quarter, including 14 threes."))
    }

    /// A running score the plays show in one period places the sentence's figures there.
    @Test func aScoreIsAMoment() {
        #expect(Self.shown("Horford's two free throws made it 21-12."))
        #expect(!Self.shown("Horford's two free throws made it 21-13."), "no such score")
        #expect(Self.shown("Brown's 25-foot three gave Boston a 15-10 lead."))
        #expect(!Self.shown("Brown's 25-foot three gave Boston a 15-11 lead."))
    }

    /// A goal is a shot on goal too: Guentzel's four in the first period, his goal among them.
    @Test func aGoalIsAShotOnGoal() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        #expect(recap.clean("Guentzel had four shots on goal in the first period, his goal included.", as: .narrative).redactions == 0)
        #expect(recap.clean("Guentzel had five shots on goal in the first period.", as: .narrative).redactions == 1)
    }

    /// A period as an adjective places its noun ("a first-quarter lead", "the first-quarter
    /// buzzer"), not what the clause's verb did to it later.
    @Test func aPeriodAsAnAdjectivePlacesItsNoun() {
        #expect(Self.shown("Boston built its biggest first-quarter lead on Tatum's 25-foot three."))
        #expect(Self.shown("Brunson's three beat the first-quarter buzzer."))
        #expect(Self.shown("Brunson's 26-foot three with 5 seconds left capped the first-quarter scoring."), "a clock's left")
        #expect(!Self.shown("New York erased a 10-point first-quarter deficit."))
        #expect(!Self.shown("New York overcame a first-quarter deficit."))
    }

    /// A name and nothing it did is a cheer for what the sentences around it tell.
    @Test func aNameAloneIsHidden() {
        #expect(!Self.shown("TATUM."))
        #expect(Self.recap.clean("BRUNSON. Into the fourth.", as: .narrative).text == LeakGuard.marker)
    }

    /// "to left field": a part of the field, not a time left, where no play's words say it.
    @Test func aFieldIsNoTimeLeft() {
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "0:00", "BOS", "Ernie Clement", "Ernie Clement singles on a line drive. Bo Bichette scores.", 1),
        ], regulation: 9)
        #expect(shield.clean("Clement singled to left field.", as: .narrative).redactions == 0)
        #expect(shield.clean("Clement singled with time left.", as: .narrative).redactions == 1)
    }

    /// A live blog's labels are periods, read like any other ("3Q" past the horizon is hidden).
    @Test func liveBlogLabels() {
        #expect(Self.shown("3Q 9:30: Tatum dunk, 76-67."))
        #expect(!Self.shown("4Q 9:30: Tatum dunk, 76-67."))
        #expect(Self.shown("1st 7:20 — Brown 25-foot three."))
        #expect(!Self.shown("4th 7:20 — Brown 25-foot three."))
        #expect(Self.shown("End 1: Boston 30, New York 25."))
        #expect(!Self.shown("End 4: Boston 30, New York 25."))
    }

    /// A line with no period of its own is in the place of the label before it: past the
    /// horizon, hidden with it, until a sentence names a period again.
    @Test func aLineAfterALabelIsInItsPlace() {
        #expect(Self.recap.clean("4Q 9:30: Tatum dunk, 76-67. Brown hit a 25-foot three.", as: .narrative).redactions == 2)
        #expect(Self.recap.clean("3Q 9:30: Tatum dunk, 76-67. Brown hit a 25-foot three.", as: .narrative).redactions == 0)
        #expect(Self.recap.clean("4Q 9:30: Tatum dunk, 76-67. In the first quarter, Brown hit a 25-foot three.",
                                 as: .narrative).redactions == 1)
    }

    /// A scorer's notation of an out ("6-3", "F8", "K", "4-6-3") is grounded by the named
    /// batter's own visible play; no batter, another notation or a score is not.
    @Test func aScorersNotationOfAnOut() async throws {
        let recap = try await GroundingReachBaseballTests.recap()
        GroundingFixtures.expect(recap, shows: [
            "Bo Bichette grounded out 6-3 to start the bottom of the first.", "Bot 1st: Bichette 6-3, Horwitz L8, Turner 5-3.",
            "Top 1st: Bregman F8, Meyers K, Alvarez 1-3.",
            "Yordan Alvarez grounded softly back to Yariel Rodríguez, 1-3, to end the top of the first.",
            "Yainer Diaz grounded out sharply, 1-3, to open the second.",
        ])
        GroundingFixtures.expect(recap, hides: [
            "Bo Bichette grounded out 5-3.", "Bichette F8.", "Meyers 1-3.", "It ended 6-3.", "Grounded out 6-3 in the first.",
        ])
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "0:00", "HOU", "Yainer Diaz", "Yainer Diaz grounds into a double play, second baseman Andrés "
                                  + "Giménez to shortstop Bo Bichette to first baseman Spencer Horwitz. Kyle Tucker out at 2nd."),
        ], regulation: 9)
        #expect(shield.clean("Diaz grounded into a 4-6-3 double play.", as: .narrative).redactions == 0)
        #expect(shield.clean("Diaz grounded into a 6-4-3 double play.", as: .narrative).redactions == 1)
    }

    /// "1-2-3" is a half-inning retired in order, three batters put out by their own plays; it is
    /// grounded where the innings the clause names (or, naming none, the visible ones) had one,
    /// and "a 1-2-3 ninth" is in the ninth.
    @Test func anInningInOrder() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(recap, shows: ["Rodríguez struck out Mauricio Dubón and Chas McCormick in a 1-2-3 third.",
                                                "Houston's lineup went 1-2-3 in each of the first four innings."])
        // Houston's fifth had Peña's homer; the sixth and ninth are not seen.
        GroundingFixtures.expect(recap, hides: [
            "Rodríguez struck out Jake Meyers in a 1-2-3 fifth.", "Rodríguez struck out Jake Meyers in a 1-2-3 sixth.",
            "Rodríguez struck out Jake Meyers in a 1-2-3 ninth.", "Rodríguez struck out Jake Meyers in a 1-2-3 9th.",
            "Houston went 1-2-3 in the fifth.",
        ])
        let row = { (batter: String, text: String) in GroundingFixtures.row(1, "0:00", "BOS", batter, text) }
        let inOrder = [row("Alex Bregman", "Alex Bregman flies out to center fielder Kevin Kiermaier."),
                       row("Jake Meyers", "Jake Meyers strikes out swinging."),
                       row("Yordan Alvarez", "Yordan Alvarez grounds out, shortstop Bo Bichette to first baseman Spencer Horwitz.")]
        #expect(GroundingFixtures.shield(seeing: inOrder, regulation: 9)
            .clean("Boston went 1-2-3 in the first.", as: .narrative).redactions == 0)
        // A walk in between: four batters, not in order.
        let walk = row("Kyle Tucker", "Kyle Tucker walks.")
        #expect(GroundingFixtures.shield(seeing: [inOrder[0], walk, inOrder[1], inOrder[2]], regulation: 9)
            .clean("Boston went 1-2-3 in the first.", as: .narrative).redactions == 1)
        // Seen but past the place limit (the first inning): an inning in order there grounds nothing.
        let first = [inOrder[0], walk, inOrder[1], inOrder[2]]
        let second = inOrder.map { GroundingFixtures.row(2, "0:00", "BOS", $0.player, $0.description) }
        #expect(GroundingFixtures.shield(seeing: first + second, regulation: 9).clean("Boston went 1-2-3.", as: .narrative).redactions == 1)
    }

    /// A fielder's chances, putouts and catches are counted from the outs that name him, in the
    /// place the sentence gives (744914: Bregman five chances at third through seven, Horwitz nine chances and eight putouts, Singleton
    /// four putouts through three, Cabbage two fly balls in the fifth).
    @Test func aFieldersChancesAreCounted() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(recap, shows: [
            "Bregman had a hand in five outs at third base through seven innings.",
            "Bregman handled five chances at third base through seven innings.", "Singleton had 4 putouts at first base through 3 innings.",
            "Cabbage caught two fly balls in the fifth.", "Horwitz had eight putouts at first base through seven innings.",
        ])
        GroundingFixtures.expect(recap, hides: [
            "Bregman handled six chances at third base through seven innings.",
            "Bregman had a hand in six outs at third base through seven innings.", "Cabbage caught three fly balls in the fifth.",
            "Singleton had 5 putouts at first base through 3 innings.", "Bregman handled five chances at third base in the ninth.",
        ])
    }

    /// In baseball an ordinal after "to", "from" or "stole" with no "the" and no inning after it
    /// is a base ("moved Springer to third", "threw him out from third"); "to the third", "from
    /// third on" and any period after it are innings, and no other league has bases.
    @Test func aBaseIsNoInning() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(recap, shows: ["Kirk's grounder moved Springer to third and Varsho to second.",
                                                "Davis Schneider threw out Bregman from second base in the fourth.",
                                                "Ernie Clement threw out Yainer Diaz from third to open the fifth."])
        GroundingFixtures.expect(recap, hides: [
            "Houston scored twice from third on.", "Toronto scored from the third on.", "Houston moved to third in the ninth.",
            "Houston added two runs from second.", "Toronto scored from third in the ninth.", "Houston scored from the sixth on.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(nba.clean("Washington scored eight straight from third on.", as: .narrative).redactions == 1)
        #expect(nba.clean("Oklahoma City moved to fourth.", as: .narrative).redactions == 1)
    }

    /// "won" or "lost" acting on one play's contest grounds only that object: a second one
    /// joined to it is of the game ("won the opening tip and the game", "lost the ball and the
    /// game"); a new clause or a preposition's object is not joined to it.
    @Test func aSecondObjectJoinedToAPlay() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, hides: ["Brooklyn won the opening tip and the game.", "Golden State lost the ball and the game.",
                                              "Brooklyn won the tip and the opener.", "Brooklyn won the draw and then the game.",
                                              "Brooklyn won the opening tip, the first quarter and the game."])
        GroundingFixtures.expect(nba, shows: ["Brooklyn won the opening tip and scored first.", "Brooklyn won the opening tip and it went to Irving.",
                                              "Brooklyn won the opening tip between DeAndre Jordan and James Wiseman.",
                                              "Brooklyn won the opening tip, DeAndre Jordan against James Wiseman."])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        #expect(nhl.clean("Tampa Bay lost the challenge and the game.", as: .narrative).redactions == 1)
        #expect(nhl.clean("Tampa Bay lost the challenge.", as: .narrative).redactions == 0)
    }

    /// A label opening a sentence names the kind of text that follows ("Trivia:", "Availability
    /// note:"); the rest is grounded as ever, and a label word anywhere else is no glue.
    @Test func aLabelSaysWhatFollowsIs() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: [
            "Trivia: Joffrey Lauvergne's 24-foot three in the first quarter was his only 3-point attempt through three quarters.",
            "Availability note: Andre Roberson went to the bench with four fouls at 5:37 of the third quarter.",
        ])
        GroundingFixtures.expect(nba, hides: [
            "Trivia: Washington won.", "Correction: the final was 126-115.", "Image description: Westbrook celebrates the win.",
            "Stat update: Westbrook finished with 35 points.",
            "Roberson went to the bench with four fouls at 5:37 of the third quarter, as the note says.",
            "Final note: Roberson went to the bench with four fouls at 5:37 of the third quarter.",
        ])
    }

    /// Every ordinal of a list before its unit is a period ("the first, third, fourth and sixth
    /// innings"), as is every number of a list after it ("periods 1 and 3"): one past the horizon
    /// anywhere in the list hides the sentence, not only the last. "The last two quarters" and
    /// "the closing quarter" are the game's last, past the horizon of a finished game.
    @Test func eachPeriodOfAList() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(recap, shows: ["The Blue Jays went down in order in the first, third, fourth, sixth and seventh innings.",
                                                "Toronto went down in order in the 1st, 3rd and 4th innings."])
        GroundingFixtures.expect(recap, hides: ["The Blue Jays went down in order in the first, ninth and seventh innings.",
                                                "Toronto went down in order in the 9th, 3rd and 4th innings.",
                                                "Toronto went down in order in the first, ninth, and third innings.",
                                                "Toronto went down in order in the ninth or seventh inning."])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(nba.clean("Westbrook scored in the first and second quarters.", as: .narrative).redactions == 0)
        #expect(nba.clean("Westbrook scored in the fourth and second quarters.", as: .narrative).redactions == 1)
        #expect(nba.clean("Westbrook scored in the first and second halves.", as: .narrative).redactions == 1)
        #expect(nba.clean("Westbrook scored in the second and first halves.", as: .narrative).redactions == 1)
        // Numbers after the unit: "quarters 1, 2 and 3"; the last ones by a count before them.
        GroundingFixtures.expect(nba, shows: ["Westbrook scored in quarters 1, 2 and 3.", "Westbrook scored in quarter two."])
        GroundingFixtures.expect(nba, hides: ["Westbrook scored in quarters 1, 2 and 4.", "Westbrook scored in quarters one and four.",
                                              "Westbrook scored in quarter four.", "Westbrook scored in the final two quarters.",
                                              "Westbrook scored in the last two quarters.", "Westbrook scored in the first and last quarters.",
                                              "Westbrook scored in the opening and closing quarters.", "Westbrook scored in the closing quarter."])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        #expect(nhl.clean("Florida scored in periods 1 and 3.", as: .narrative).redactions == 1)
        #expect(nhl.clean("Florida scored in periods two and three.", as: .narrative).redactions == 1)
        #expect(recap.clean("Toronto loaded the bases in innings 2, 5 and 9.", as: .narrative).redactions == 1)
    }

    /// "after the fifth" names the fifth: a state at its end is of it ("led 1-0 after the
    /// fifth"); play after it ("outscored Toronto 2-1 after the sixth", "after the seventh-inning
    /// stretch") runs past it, into innings the reader may not see.
    @Test func afterAPeriodIsItsEndOrWhatFollows() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(recap, shows: [
            "Houston led 1-0 after the fifth.", "Houston led 1-0 after the 5th.", "Houston still led 1-0 after the sixth.",
            "Still scoreless after four innings in Toronto.",
        ])
        GroundingFixtures.expect(recap, hides: ["Houston scored twice after the seventh-inning stretch.", "Houston scored twice after seven.",
                                                "Houston outscored Toronto 2-1 after the sixth.", "Houston outscored Toronto 1-0 after the third.",
                                                "Houston has led since the fifth."])
        // After a period a score is its end ("60-53"), not one reached before it ("58-43").
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(nba.clean("Washington trailed 60-53 after the second.", as: .narrative).redactions == 0)
        #expect(nba.clean("Washington trailed 58-43 after the second.", as: .narrative).redactions == 1)
    }

    /// A spelled "three-point" or "six-point" reads as "3-point" does: a kind of shot only before
    /// one, a lead's size checked as a margin, else a count of points ("a three-point night", a
    /// whole game's).
    @Test func aSpelledPointCompoundIsItsNumber() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: [
            "Lauvergne's 3 at 3:32 gave Oklahoma City a six-point lead.", "Oladipo hit a three-point shot in the first quarter.",
        ])
        GroundingFixtures.expect(nba, hides: [
            "Westbrook had a three-point night.", "Westbrook had a thirty-point night.", "Westbrook had a 3-point night.",
            "Lauvergne's 3 at 3:32 gave Oklahoma City a nine-point lead.",
        ])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        #expect(nhl.clean("Florida took a one-goal lead into the first intermission.", as: .narrative).redactions == 0)
        GroundingFixtures.expect(nhl, hides: [
            "Tkachuk had a three-point night.", "Bennett had a one-point night.",
            "Florida took a two-goal lead into the first intermission.",
        ])
    }

    /// Baseball's: half innings ("T3", "B2"), a foul out, how a ball was hit.
    @Test func baseballLabelsAndPlays() async throws {
        let recap = try await GroundingReachBaseballTests.recap()
        GroundingFixtures.expect(recap, shows: [
            "T5: Jeremy Peña homers to left.", "Alejandro Kirk fouled out to first baseman Jon Singleton to end the fourth.",
            "Yainer Diaz hit a sharp grounder back to the mound in the second.", "Mid 4th: 0-0.",
            "Daulton Varsho walked, and Alejandro Kirk's groundout back to Hunter Brown moved both runners up.",
            "George Springer led off the second with a single.", "Bot 2nd: George Springer single.", "Bottom 2nd: single, walk, strikeout.",
        ])
        GroundingFixtures.expect(recap, hides: [
            "B9: Ernie Clement homers.", "End 8: 3-1 Houston.", "Toronto went back to Houston.", "Bot 9th: Ernie Clement homers.",
        ])
    }
}
