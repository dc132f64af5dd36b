import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A player's figures and where a sentence puts them (issue 36): a figure placed in a period is
/// one of that period's (`PlacedFigures`), a list closed by a place shares it, and a figure with
/// no place is one of a moment only when it is one of its own family and not the latest. The
/// game is `GroundingFixtures` (Knicks at Celtics, Q1–Q3 visible): Tatum 12 points in the
/// first quarter (5 of 5, 4 rebounds, 2 assists), 7 in the second, 12 in the third, 31 in all.
@Suite struct GroundingFigureTests {
    static let recap = GroundingFixtures.recap()

    static func shown(_ sentence: String) -> Bool {
        recap.clean(sentence, as: .narrative).redactions == 0
    }

    /// "31 points, 12 in the first quarter" places 31 in the first quarter, where Tatum never
    /// had 31: 31 is his latest, maybe his whole game, and the sentence is hidden.
    @Test func aPlacedFigureIsOneOfThatPlace() {
        #expect(Self.shown("Tatum had 12 points in the first quarter."))
        #expect(Self.shown("Tatum had 19 points at halftime."))
        #expect(Self.shown("Tatum scored 7 points in the second quarter."))
        #expect(Self.shown("Tatum had 31 points through three quarters."))
        #expect(!Self.shown("Tatum scored 12 of his 31 points in the first quarter."), "31 is no figure of the first quarter")
        #expect(!Self.shown("Tatum finished with 31 points, 12 in the first quarter."))
        #expect(!Self.shown("Tatum had 31, 12 of them in the third quarter."), "a figure is no place")
    }

    /// A list of other counts closed by a place, or a second predicate of the same subject,
    /// places the figure before it; a breakdown of the figure does not.
    @Test func aListClosedByAPlaceSharesIt() {
        #expect(Self.shown("Tatum had 31 points, 4 rebounds and 2 assists through three quarters."))
        #expect(Self.shown("Tatum scored 12 points and grabbed 4 rebounds in the first quarter."))
        #expect(!Self.shown("Tatum scored 31 points and grabbed 4 rebounds in the first quarter."))
        #expect(!Self.shown("Tatum had 31 points, 12 points in the third quarter."), "the same unit: a breakdown, not a list")
        #expect(Self.shown("Brunson had 11 points in the first quarter, Tatum 12."))
        #expect(Self.shown("Brunson had 33 points through three quarters, Tatum 31."), "Tatum's latest, placed by the clause before")
        #expect(Self.shown("Boston scored 30 points in the first quarter, New York 25."))
        #expect(!Self.shown("Brunson had 11 points in the first quarter, Tatum 31."))
        #expect(Self.shown("Tatum had 4 rebounds in the first quarter, one of them offensive."), "a share, like \"two of them\"")
        #expect(!Self.shown("Tatum had 4 rebounds, one of them offensive."), "4 may be his last")
    }

    /// A line's fragment after a placed line ("…, 1-for-4 from 3-point range") and a second
    /// predicate of the same subject counting another kind ("and went 2-for-6 at the line") take
    /// the first line's place, and are checked there (21600270 Q1: Washington 8 of 23, 1 of 4
    /// from three, 2 of 6 at the line; Oklahoma City 13 of 23, 3 of 3).
    @Test func linesOfAnotherKindShareTheirPlace() async throws {
        let first = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(first, shows: [
            "Washington shot 8-for-23 in the opening quarter, 1-for-4 from 3-point range, and went 2-for-6 at the line.",
            "The Thunder shot 13 of 23 from the floor in the first quarter and went 3 for 3 from deep.",
            "Washington shot 8-for-23 in the opening quarter and went 2-for-6 at the line.",
        ], hides: [
            "Washington shot 8-for-23 in the opening quarter, 1-for-5 from 3-point range, and went 2-for-6 at the line.",
            "Washington shot 8-for-23 in the opening quarter, 1-for-4 from 3-point range, and went 2-for-7 at the line.",
            "The Thunder shot 13 of 23 from the floor in the first quarter and went 9 for 20 from deep.",
            "Washington went 1-for-4 from 3-point range.", "Washington went 2-for-6 at the line.",
            "Washington shot 8-for-23 in the opening quarter and finished 2-for-6 at the line.",
            // The same count again is more of it, later: no shared place.
            "Westbrook scored 2 points in the first quarter and added 2 points.",
        ])
    }

    /// "the opening quarter" closes a list like "the first quarter" (Westbrook's 2 points are
    /// his latest through it, so they need the place).
    /// A blocked shot told by the blocker first ("Kanter BLOCK (1 BLK) / MISS Gortat 3' Turnaround
    /// Hook Shot") is a missed attempt of the shooter's side, in its lines (21600270: Washington
    /// 8 of 23 in the first quarter, 15 of 22 in the second).
    @Test func aBlockedShotIsTheShootersMiss() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: ["Washington shot 8 of 23 in the opening quarter.", "The Wizards shot 15 of 22 in the second quarter.",
                                                "Through three quarters Washington shot 34-of-64 from the field."])
        GroundingFixtures.expect(recap, hides: [
            "Washington shot 8 of 22 in the opening quarter.", "The Wizards shot 15 of 21 in the second quarter.",
        ])
        #expect(ShotLines.isMiss("kanter block (1 blk) / miss gortat 3' turnaround hook shot"))
        #expect(!ShotLines.isMiss("gortat 5' turnaround hook shot (6 pts) (mark morris 1 ast)"))
    }

    /// Words that close the count on the game: "all 22 of his points" (every one of them, so
    /// none after), "in just three quarters" (he played no more), "and that was that" (a clause
    /// of glue alone: the game was decided). A count the sentence bounds stays ("all five of his
    /// first-half points", "all three of its attempts in the first quarter"). So do all the
    /// periods ("each of the quarters"), the game's own figures and a player's time played.
    @Test func wordsThatCloseTheCount() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, hides: ["Brooklyn led 99-71 after three quarters, and that was that.",
                                                "Durant scored all 22 of his points in the first three quarters.",
                                                "Durant scored all of his points in the first three quarters.",
                                                "Durant scored 22 points in just three quarters.", "Durant scored 22 points in only three quarters."])
        // All the periods, the game's own figures, a player's time on the floor: the whole game's.
        GroundingFixtures.expect(recap, hides: [
            "Durant scored in each of the quarters he played.", "Brooklyn led in both halves.", "Irving was the game's top scorer.",
            "Irving was the night's top scorer.", "Durant played three quarters.",
        ])
        GroundingFixtures.expect(recap, shows: [
            "Brooklyn led 99-71 after three quarters.", "Durant scored 22 points in the first three quarters.",
            "Brooklyn led at the end of each of the first three quarters.", "Durant scored in each of the first three quarters.",
            "Kevin Durant scored the game's first points.",
        ])
        let thunder = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(thunder.clean("Oklahoma City made all three of its 3-point attempts in the first quarter.", as: .narrative).redactions == 0)
    }

    /// A side's points told as its own with no place are all of them ("Tampa Bay's two goals
    /// came in the first and second periods"); a lead taken up again past its place ("carried a
    /// 5-2 lead into the third and added to it") and "that was it for the Lightning" tell what
    /// became of the game; so do "held without a shot after", "half his total", "two of his
    /// goals" and "its biggest of the night". (2024030121 through the second: Tampa Bay scored once in each.)
    @Test func aSidesWholeScoreAndWhatBecameOfIt() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(recap, hides: [
            "Tampa Bay's two goals came in the first and second periods.", "Florida carried a 5-2 lead into the third and added to it.",
            "Point scored at 13:04 of the second, and that was it for the Lightning.",
            "Guentzel had a goal through two periods and was held without a shot after.",
            "Guentzel's goal through two periods was half his total.", "Tkachuk had two of his goals in the second period.",
            "Florida's 5-2 lead through two periods was its biggest of the night.",
        ])
        // A count of periods or intermissions reaches no further than the reader sees.
        let first = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(first, hides: [
            "Florida led 2-1 after one, the first of its three intermission leads.", "The game went three periods.",
        ])
        GroundingFixtures.expect(first, shows: ["Florida led 2-1 after one period.", "Florida led 2-1 after 1 period."])
        GroundingFixtures.expect(recap, shows: [
            "Tampa Bay scored two goals in the first two periods.", "Tampa Bay's two goals through two periods came on 14 shots.",
            "Florida carried a 5-2 lead into the third.", "Point scored at 13:04 of the second.",
            "Tkachuk scored on the power play at 9:44 of the second to push his total to two.",
            "Bennett scored the first goal of the night.",
        ])
    }

    /// A player's count told as his own ("his two hits") is all of it unless the clause places
    /// it ("through three quarters … his 20 points"); "the first of his two hits" counts toward
    /// the whole wherever the clause is. (744914 through the sixth: Bregman's one hit so far.)
    @Test func aPlayersCountAsHisOwn() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 6)
        #expect(mlb.clean("Bregman doubled in the sixth, the first of his two hits.", as: .narrative).redactions == 1)
        #expect(mlb.clean("Bregman doubled in the sixth.", as: .narrative).redactions == 0)
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        #expect(nba.clean("Curry reached 10 assists through three quarters to go with his 20 points.", as: .narrative).redactions == 0)
        #expect(nba.clean("Curry's 3 was the first of his 20 points.", as: .narrative).redactions == 1)
    }

    /// What a player took is counted too: the hits on him ("Hit (Barkov on Moser)") and his
    /// shots blocked ("Mikkola blocks Kucherov"), in the place the sentence gives (2024030121,
    /// first period: Moser was hit three times, Kucherov had two shots blocked); with no place,
    /// the latest count may be the whole game's.
    @Test func whatAPlayerTookIsCounted() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(recap, shows: [
            "Moser absorbed three hits in the first period.", "Kucherov had two shots blocked in the first period.",
        ])
        GroundingFixtures.expect(recap, hides: ["Moser absorbed four hits in the first period.", "Moser absorbed three hits.",
                                                "Kucherov had three shots blocked in the first period.", "Kucherov had two shots blocked.",
                                                "J.J. Moser was hit three times.", "Kucherov had two attempts blocked."])
    }

    /// A season count a visible play quotes ("Jeremy Peña homers (6)") grounds the player's
    /// ordinal for that play, and "of the season" with it; a count of a later play (Alvarez
    /// homers (17) in the ninth), another count or another kind of play is not the reader's.
    @Test func aSeasonCountAVisiblePlayQuotes() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 6)
        GroundingFixtures.expect(recap, shows: [
            "Peña's homer was his sixth of the season.", "Bregman doubled in the sixth, his 17th double of the season.",
            "Peña hit his 6th homer.",
        ])
        GroundingFixtures.expect(recap, hides: [
            "Peña hit his seventh homer.", "Alvarez hit his 17th homer.", "Peña's homer was his sixth of the season and his last.",
            "Bregman singled, his 17th of the season.", "Peña's homer came in his sixth season.", "Peña was sixth in the season.",
            "Peña flied out, his sixth of the season.", "Peña grounded out, his sixth of the season.",
            "Peña struck out, his sixth of the season.", "Houston scored its first run of the season in the fifth.",
            "Peña homered in the fifth, his 1st of the season.",
        ])
    }

    /// Lead changes and ties are counted from the running score, in the place the clause names
    /// (21600270: three of each in the first quarter, six ties through three); unplaced, a count
    /// is the whole game's, and "changed hands" alone says the lead passed at some time.
    @Test func leadChangesAndTiesAreCounted() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "The lead changed hands three times in the first quarter.", "The game was tied six times through three quarters.",
            "There were three lead changes in the first three quarters.", "The lead changed hands three times in the opening 12 minutes.",
        ])
        GroundingFixtures.expect(recap, hides: [
            "The lead changed hands four times in the first quarter.", "The game was tied seven times through three quarters.",
            "The lead changed hands three times.", "The lead changed hands in the fourth quarter.", "The lead changed hands.",
            "There were four lead changes in the first three quarters.", "There were three lead changes.",
        ])
    }

    @Test func aListClosedByTheOpeningQuarter() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        #expect(recap.clean("Westbrook had 2 points, 4 rebounds and 2 assists in the opening quarter.", as: .narrative).redactions == 0)
        #expect(recap.clean("Westbrook had 2 points, 4 rebounds and 2 assists.", as: .narrative).redactions == 1)
    }

    /// "Tatum committed 9 turnovers": Tatum once had 9 points, no 9 of turnovers.
    @Test func aFigureWithAUnitIsOneOfItsFamily() {
        #expect(Self.shown("Tatum had 9 points."), "his points at a moment")
        #expect(!Self.shown("Tatum committed 9 turnovers."))
        #expect(!Self.shown("Tatum had 9 rebounds."))
        #expect(Self.shown("Holiday had 5 assists."), "his assists at a moment")
        #expect(!Self.shown("Holiday had 9 assists."))
        #expect(!Self.shown("Tatum made 9 threes."), "no series counts threes: only placed")
    }

    /// "his sixth assist": the moment a count reached a value, even the latest; a count never
    /// reached is not one.
    @Test func anOrdinalIsAMoment() {
        #expect(Self.shown("Holiday's sixth assist set up Horford's three."))
        #expect(!Self.shown("Holiday's seventh assist set up Horford's three."))
        #expect(!Self.shown("Holiday had 6 assists."), "his latest, with no place")
    }

    /// A shooting line with no place is the writer's span, which may be the game.
    @Test func aLineNeedsAPlace() {
        #expect(Self.shown("Tatum went 5 of 5 in the first quarter."))
        #expect(!Self.shown("Tatum went 5 of 5."))
        #expect(Self.shown("Brown made two free throws at 5:40 of the second, and went 2 of 2 at the line in the quarter."),
                "the quarter the sentence named")
        #expect(!Self.shown("Brown went 2 of 2 at the line in the quarter."))
    }

    /// "a 3", "a 25-foot three": a three-pointer, claimed of a player who made one.
    @Test func aThreeIsAShot() {
        let firstQuarter = GroundingFixtures.recap(through: 1)
        let shown = { (sentence: String) in firstQuarter.clean(sentence, as: .narrative).redactions == 0 }
        #expect(shown("Randle hit a 3 late in the first quarter."))
        #expect(shown("Brown's 25-foot three made it 15-10."))
        #expect(!shown("Horford hit a 3 in the first quarter."), "his only three came in the second")
        #expect(Self.shown("Horford hit a 24-foot three in the second quarter."))
        #expect(Self.shown("Brunson went 4 of 4 in the first quarter and 2 of 2 from 3."), "from 3: the range")
    }

    /// "ended up", "turned out to", "went on to", "would": a moment told from after it.
    @Test func hindsightIsHidden() {
        #expect(!Self.shown("Tatum's 3-pointer in the first quarter ended up being half of his points."))
        #expect(!Self.shown("Brunson's first basket turned out to be the start of a big night."))
        #expect(!Self.shown("Brown went on to score in the third quarter."))
        #expect(!Self.shown("Tatum's layup in the third quarter would give Boston the lead."))
        #expect(Self.shown("Boston went on a 9-2 run in the first quarter."))
    }

    /// "won the draw", "lost the ball": one play's contest, anywhere.
    @Test func aPlaysContestIsWonAnywhere() {
        #expect(Self.shown("Horford won the jump ball."))
        #expect(!Self.shown("Boston won."))
        #expect(!Self.shown("Boston won the game."))
    }

    /// A numbered list is one sentence, and a sentence of names only belongs to the one before it.
    @Test func namesAloneGoWithTheSentenceBefore() {
        #expect(Self.recap.clean("Three stars: 1. Tatum 2. Brunson 3. Holiday.", as: .narrative).text == LeakGuard.marker)
        #expect(Self.recap.clean("Three stars: Tatum. Brunson. Holiday.", as: .narrative).text == LeakGuard.marker)
    }

    /// Every one of a player's or side's points, minutes or plays, put in the periods the reader
    /// sees, says none came later ("all of Curry's minutes came in the first three quarters",
    /// "22 points, all in the first three quarters", "played only in the first three
    /// quarters"); a set placed before its verb is the place's own, and "the only hit" is a thing.
    @Test func everyOneOfAPlayersPlaysIsTheGames() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, hides: [
            "Jeff Green played only in the first three quarters.", "Curry played only the first three quarters.",
            "Curry only played in the first three quarters.", "Curry's minutes all came in the first three quarters.",
            "All of Curry's minutes came in the first three quarters.", "Each of Durant's points came in the first three quarters.",
            "Durant did all of his scoring in the first three quarters.", "Durant's points all came in the first three quarters.",
            "Durant scored 22 points, all in the first three quarters.", "All of Durant's shots came in the first three quarters.",
            "Durant was finished at 3:02 of the third quarter.",
        ])
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        #expect(okc.clean("Oklahoma City made all three of its 3-point attempts in the first quarter.", as: .narrative).redactions == 0)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        #expect(mlb.clean("Springer's single was the only hit through 3 innings.", as: .narrative).redactions == 0)
        // A pitcher's innings are his time played, which the box score tells.
        let eight = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(eight, hides: [
            "Rodríguez pitched eight innings.", "Rodríguez went the first eight innings.", "Rodríguez worked eight strong innings.",
        ])
    }

    /// Set 13's first measure: "Schmidt's first goal" is a goal of Schmidt's, not one he took part
    /// in (Kucherov assisted on a first-period goal and scored none); "each team" with a count and no place is every side's whole count; "his sixth field
    /// goal" counts field goals.
    @Test func ownedPlaysAndEverySidesCount() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, hides: [
            "Sam Bennett picked up an assist on Schmidt's first goal.", "Sam Bennett picked up an assist on Schmidt's goal.",
            "Each team was whistled for three minor penalties.", "Both teams took three penalties.",
            "Kucherov's goal came on the power play.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        #expect(nba.clean("James Wiseman's sixth field goal was an alley-oop dunk.", as: .narrative).redactions == 1)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 7)
        #expect(mlb.clean("Each team had two hits through seven innings.", as: .narrative).redactions == 0)
    }

    /// "one of (his) eight shots", "seven of its 12 three-point attempts": a line of the shooter's
    /// tries, checked like "1 of 8" in its place; "nine of his 14 points" stays a share.
    @Test func aLineSpelledAsAShareOfTries() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: ["Westbrook made only one of his eight shots in the first quarter.",
                                                "Westbrook missed seven of his eight shots in the first quarter.",
                                                "Westbrook made only one of eight shots in the first quarter."])
        GroundingFixtures.expect(recap, hides: [
            "Westbrook made one of his nine shots in the first quarter.", "Westbrook missed one of his eight shots in the first quarter.",
            "Westbrook made two of his eight shots in the first quarter.", "Westbrook made one of his eight shots.",
            "Westbrook made one of his eight shots in the fourth quarter.", "Westbrook made one of nine shots in the first quarter.",
            "Westbrook made one of eight shots.", "One of the Thunder's eight shots went in.",
        ])
        // "field-goal attempts", hyphenated, are shots from the field.
        let q1 = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        // "missed all four" is a line of 0 for 4, "made all four" of 4 for 4 (Wiggins missed his
        // four in the first quarter, Oladipo made his four).
        GroundingFixtures.expect(q1, shows: ["Andrew Wiggins missed all four of his field-goal attempts in the first quarter.",
                                             "Brooklyn made seven of its 12 three-point attempts in the first quarter.",
                                             "Brooklyn made seven of its twelve three-point tries in the first quarter."],
                                 hides: ["Andrew Wiggins missed all five of his field-goal attempts in the first quarter.",
                                         "Brooklyn made eight of its 12 three-point attempts in the first quarter.",
                                         "Brooklyn made seven of its 12 three-point attempts.",
                                         "Andrew Wiggins made all four of his field-goal attempts in the first quarter."])
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(okc, shows: ["Victor Oladipo made all four of his shots in the first quarter.",
                                              "Gortat went 2 of 7 with 4 rebounds in the first quarter."],
                                 hides: ["Victor Oladipo missed all four of his shots in the first quarter.",
                                         "Gortat went 2 of 7 with 9 rebounds in the first quarter."])
        // A batted ball's direction is no time left.
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        #expect(mlb.clean("One batter after Jon Singleton struck out in the fifth, Jeremy Peña homered to left.", as: .narrative).redactions == 0)
        #expect(mlb.clean("Yariel Rodríguez left with one out.", as: .narrative).redactions == 1)
    }

    /// "10 of Brooklyn's first 18 points": the player's points when his side's score reached 18,
    /// which the plays show (scores only rise, so no place is needed); never another side's.
    @Test func aShareOfASidesFirstPoints() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(nba, shows: [
            "Kevin Durant scored 10 of Brooklyn's first 18 points.", "Kevin Durant scored 10 of Brooklyn's first 20 points.",
            "Kevin Durant scored 8 of Brooklyn's first 13 points.", "Stephen Curry scored 4 of Golden State's first 6 points.",
        ], hides: [
            "Stephen Curry scored 2 of Golden State's first 3 points.",
            "Kevin Durant scored 11 of Brooklyn's first 18 points.", "Kevin Durant scored 10 of Golden State's first 18 points.",
            "Stephen Curry scored 10 of Brooklyn's first 18 points.", "Kevin Durant scored 10 of Brooklyn's first 19 points.",
            "Kevin Durant scored 10 of Brooklyn's first 18 points of the second quarter.",
        ])
        // At the fourth quarter's step its plays are seen, not its end: Oklahoma City reached 105
        // there with Westbrook's 21st point, and 100 with his 16th.
        let climax = try await GroundingFixtures.sampleClimax(21600270)
        GroundingFixtures.expect(climax, hides: ["Russell Westbrook scored 21 of Oklahoma City's first 105 points.",
                                                 "Russell Westbrook scored 16 of Oklahoma City's first 100 points."])
    }

    /// Baseball's counts of an inning's batters on the sample game (Houston at Toronto): runners
    /// left on base in a visible inning or through one, and batters retired in a row from the
    /// first, for a streak the visible innings show whole, of the batting side where it is named.
    @Test func runnersLeftAndBattersRetiredInARow() async throws {
        let five = try await GroundingFixtures.sampleRecap(744914, through: 5)
        let four = try await GroundingFixtures.sampleRecap(744914, through: 4)
        GroundingFixtures.expect(five, shows: [
            "Kiermaier struck out swinging to strand three Blue Jays in the second.",
            "Toronto has left five runners on base through five innings.",
            "Rodríguez retired the first 14 batters he faced before Peña's homer.", "Twelve up, twelve down for the Astros.",
        ])
        GroundingFixtures.expect(five, hides: ["Kiermaier struck out swinging to strand seven Blue Jays in the second.",
                                               "Toronto has left seven runners on base through four innings.", "Toronto left five runners on base.",
                                               "Rodríguez retired the first 15 batters he faced.", "Fifteen up, fifteen down for the Astros.",
                                               "Twelve up, thirteen down for the Astros."])
        // The batting side, where it is named: Houston's streak, not Toronto's (broken in the second);
        // named with the pitching side, the streak is its own place.
        GroundingFixtures.expect(five, shows: ["Toronto retired the first 14 Houston hitters before Jeremy Peña homered.",
                                               "Note: Houston's first 14 hitters were all retired.", "Houston's first six hitters went down in order.",
                                               "The first six Houston hitters went down in order.",
                                               "Houston's first six hitters (Bregman, Meyers, Alvarez, Diaz, Singleton and Peña) went down in order."],
                                 hides: ["Toronto's first 14 hitters were all retired.", "Houston retired the first 14 Toronto hitters.",
                                         "Toronto's first six hitters went down in order.", "Houston's first 15 hitters went down in order.",
                                         "Toronto retired the first 15 Houston hitters.", "Houston's first six hitters reached base."])
        // Through four innings the streak is 12 and unbroken: its 13th and 14th batters are in the fifth.
        #expect(four.clean("Rodríguez retired the first 12 batters he faced.", as: .narrative).redactions == 0)
        #expect(four.clean("Rodríguez retired the first 14 batters he faced.", as: .narrative).redactions == 1)
        // Placed through four with the fifth's plays seen (a step of `read`): only the four innings count.
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 744914)
        let step = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 5 }).placed(through: 4)
        #expect(step.clean("Rodríguez retired the first 14 batters he faced.", as: .narrative).redactions == 1)
        #expect(step.clean("Toronto has left five runners on base through five innings.", as: .narrative).redactions == 1)
        // At the ninth's step its plays are seen, but nothing is placed in the last inning of regulation.
        let ninth = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 9 }).placed(through: 9, own: 9)
        #expect(ninth.clean("Toronto left eight runners on base through nine innings.", as: .narrative).redactions == 1)
    }

    /// Power plays as a side's line: a penalty to one side is a chance for the other, a goal by
    /// it inside the penalty converts it (a shorthanded goal does not), penalties to both sides
    /// at one clock offset each other.
    @Test func powerPlaysAreLinesOfTheSideThatHadThem() async throws {
        func play(_ clock: String, _ team: String, _ type: String, _ description: String, _ away: Int, _ home: Int) -> [String: Any] {
            ["quarter": 1, "gameClock": clock, "teamAbbreviation": team, "playType": type, "description": description,
             "awayScore": away, "homeScore": home]
        }
        let rows: [[String: Any]] = [
            play("20:00", "FLA", "FACEOFF", "Faceoff won", 0, 0),
            play("15:00", "FLA", "PENALTY", "Penalty: hooking (2 min)", 0, 0),
            play("14:00", "TBL", "GOAL", "Goal (wrist)", 0, 1),
            play("10:00", "FLA", "PENALTY", "Penalty: roughing (2 min)", 0, 1),
            play("10:00", "TBL", "PENALTY", "Penalty: roughing (2 min)", 0, 1),
            play("8:00", "TBL", "PENALTY", "Penalty: slashing (2 min)", 0, 1),
            play("5:00", "TBL", "PENALTY", "Penalty: tripping (2 min)", 0, 1),
            play("4:30", "TBL", "GOAL", "Goal (wrist)", 0, 2),
            play("2:00", "FLA", "GOAL", "Goal (snap)", 1, 2),
        ]
        let indexed = rows.enumerated().map { $0.element.merging(["playIndex": $0.offset]) { old, _ in old } }
        let plays = try JSONDecoder().decode([PlayEntry].self, from: JSONSerialization.data(withJSONObject: indexed))
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 3, gameIsFinished: true,
                                                teamNames: ["Florida", "FLA", "Panthers", "Tampa Bay", "TBL", "Lightning"]))
            .placed(through: 1).seeing(plays)
        GroundingFixtures.expect(shield, shows: ["Tampa Bay went 1-for-1 on the power play in the first period.",
                                                 "Florida went 0-for-2 on the power play in the first period."])
        GroundingFixtures.expect(shield, hides: [
            "Tampa Bay went 1-for-2 on the power play in the first period.", "Florida went 1-for-2 on the power play in the first period.",
            "Tampa Bay went 1-for-1 on the power play.",
        ])
    }
}
