import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// What grounds a sentence besides a named period (issue 36): a score the visible plays reach,
/// a player's play at a clock, a player's initials, a reaction closing a post. Each is checked
/// both ways: the neutral sentence it lets through, and the outcome sentences next to it that
/// must stay hidden. The game is `GroundingFixtures` (Knicks at Celtics, Q1–Q3 visible, the
/// fourth withheld).
@Suite struct GroundingMomentTests {
    static let recap = GroundingFixtures.recap()
    static let thirdBlock = GroundingFixtures.block(3)
    static let withheldBlock = GroundingFixtures.block(4)

    static func shown(_ sentence: String, _ shield: LeakGuard = recap) -> Bool {
        shield.clean(sentence, as: .narrative).redactions == 0
    }

    /// "last" and "final" end the sequence a place right after them bounds; with none they end
    /// the game's ("Brown's three in the second was Boston's last": Boston scored no more).
    @Test func theLastOfWhatAPlaceBounds() async throws {
        #expect(Self.shown("Brown's 25-foot three was the last basket of the second quarter."))
        #expect(Self.shown("Brown's last shot of the second quarter was a 25-foot three."))
        #expect(!Self.shown("Brown's last shot came in the second quarter."))
        #expect(!Self.shown("Brown's 25-foot three in the second quarter was Boston's last."))
        #expect(!Self.shown("Brown's 25-foot three in the second quarter was Boston's last of the game."))
        #expect(!Self.shown("Brown's 25-foot three in the second quarter was Boston's last of the night."))
        #expect(Self.shown("Brown scored 5 points in the first quarter, the last on a 25-foot three."), "the last of those")
        #expect(!Self.shown("Brown scored 5 points, the last on a 25-foot three."))
        // The last of those is told by where it was; "the last time the game was tied" is the game's.
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 4)
        #expect(mlb.clean("It was 0-0 through four, the last time the game was tied.", as: .narrative).redactions == 1)
        #expect(mlb.clean("It was 0-0 through four, the last time it was scoreless.", as: .narrative).redactions == 1)
    }

    /// "capped the scoring" ends it like "closed the scoring": of the game unless a period the
    /// reader sees bounds it; "opening night" is the schedule's, no first period that could.
    /// (22000001 through the third: Curry's threes are visible plays.)
    @Test func cappingTheScoringIsTheEndOfWhatAPlaceBounds() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, shows: ["Curry's three capped the first-quarter scoring.", "Curry hit a three on opening night.",
                                                "Jarrett Allen's two free throws capped a 10-0 Nets run and made it 38-17."])
        GroundingFixtures.expect(recap, hides: [
            "Curry's three capped the scoring.", "Curry's 3 capped the night.", "Curry's three closed the scoring on opening night.",
            "Curry's three ended the scoring early in the season.",
        ])
    }

    /// A three told by how it was taken ("a step-back 3") is a three; a span of seconds may run
    /// up to a period's length ("the last 77 seconds of the first quarter"), no further.
    @Test func aThreeByItsMannerAndASpanOfSeconds() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, shows: ["In the final minute of the third quarter, Landry Shamet hit a step-back 3 off a LeVert pass.",
                                                "Marquese Chriss scored on a cutting layup in the last 77 seconds of the first quarter."])
        GroundingFixtures.expect(recap, hides: ["Chriss scored in the final 90 seconds of the fourth quarter.",
                                                "Marquese Chriss scored on a cutting layup in the last 800 seconds of the first quarter.",
                                                "In the final minute of the third quarter, Landry Shamet hit a step-back 3 of 5."])
    }

    /// A player's game or night, or the game given or taken, is the whole of it; the game as
    /// a thing is not ("the first points of the night").
    @Test func aPlayersWholeGame() {
        #expect(Self.shown("Brown scored the first points of the night."))
        #expect(!Self.shown("Brown's night ended with the third quarter."))
        #expect(!Self.shown("Brown's game ended with the third quarter."))
        #expect(!Self.shown("Holiday handed Boston the game."))
        #expect(!Self.shown("Boston took the game."))
    }

    /// What became of a lead, past a place or "still" ("the lead after three quarters held"),
    /// is told from after it; a lead the side "still held" at a visible moment is that moment's.
    @Test func whatBecameOfALeadPastItsPlace() {
        #expect(!Self.shown("Boston's lead after three quarters held."))
        #expect(!Self.shown("Boston's lead at the end of the third still held."))
        #expect(Self.shown("Brown's dunk gave Boston a lead it still held at the end of the third quarter."))
        #expect(Self.shown("Boston took an early lead on Brown's 3 and held it through the first quarter."))
    }

    /// A run no period places is placed by a score it ended at or started from, when the reader
    /// sees that score (22000001 at the half: a 10-0 Nets run ended at 38-17); a run after the
    /// last score the reader sees is not.
    @Test func aRunIsPlacedByTheScoreItReached() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 2)
        GroundingFixtures.expect(recap, shows: ["Jarrett Allen's two free throws capped a 10-0 Nets run and made it 38-17.",
                                                "Curry's 3 and a Wiseman layup gave Golden State a 5-0 spurt that cut it to 50-35."])
        GroundingFixtures.expect(recap, hides: [
            "Jarrett Allen's two free throws capped a 12-0 Nets run and made it 38-17.", "Brooklyn went on a 10-0 run from 63-45.",
            "Brooklyn had a 10-0 run.",
        ])
        // At the withheld last period's step its plays are seen, but a run from the end of the
        // third into the fourth would add up to the final: it grounds nothing there.
        let plays = GroundingFixtures.allPlays
        let third = try #require(plays.last { ScoringReading.period($0) == 3 })
        let twoIn = plays.filter { ScoringReading.period($0) == 4 }[1]
        let (away, home) = (try #require(third.awayScore), try #require(third.homeScore))
        let run = "\(try #require(twoIn.awayScore) - away)-\(try #require(twoIn.homeScore) - home)"
        let sentence = "Tatum capped a \(run) run that started at \(away)-\(home)."
        #expect(GroundingFixtures.block(4).clean(sentence, as: .narrative).redactions == 1, "\(sentence)")
        // Nor where a guard sees those plays and places nothing past the third (team figures are
        // read only up to the placement limit).
        let seeingAll = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: GroundingFixtures.names))
            .allowing(RevealPolicy.periodEndScores(plays, before: 4)).placed(through: 3).seeing(plays)
        #expect(seeingAll.clean(sentence, as: .narrative).redactions == 1, "\(sentence)")
    }

    /// Words of where a shot went or stood ("wide right", "from the top", "Tampa Bay's top line"),
    /// of time left on a penalty, and of time left when a play made a score the reader sees; not
    /// "top" as a result ("Panthers top Lightning") or time left with no visible score.
    @Test func whereAShotWentAndTimeLeft() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: [
            "Guentzel scored with four seconds left on Tkachuk's roughing minor.", "Hedman had a shot go wide right at 10:09 of the first.",
            "Both sides had a power-play goal in the first.",
        ])
        GroundingFixtures.expect(nhl, hides: [
            "Panthers top Lightning.", "Florida stayed on top.", "Florida came out on top.", "Florida is on top.", "Tkachuk was top.",
            "Guentzel scored with four seconds left.", "Guentzel scored with four seconds left on the clock.",
            "Guentzel scored with four seconds left on a wrist shot.", "Hedman went wide right in the third.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: [
            "Kelly Oubre Jr. tied it at 82 with a three from the top with 59 seconds left in the third.",
            "Gortat's layup off a Wall feed with 42 seconds left cut the deficit to 58-53.",
            "Oklahoma City went 2-for-10 from three-point range in the second quarter.", "Beal scored again in the second quarter.",
        ])
        // 91-90 is a score of the fourth quarter; 58-55 none at all.
        GroundingFixtures.expect(nba, hides: [
            "Gortat's layup with 42 seconds left cut the deficit to 91-90.",
            "Gortat's layup with 42 seconds left cut the deficit to 58-55.", "Beal scored again.", "Oklahoma City top Washington.",
            "Oklahoma City went 2-for-11 from three-point range in the second quarter.",
        ])
    }

    /// A player's play told by the time elapsed in its period places the clause like the clock
    /// as read ("Forsling's takeaway at 1:43" is 18:17 on the clock); "N seconds later" and
    /// "moments later" are the time between two plays the sentence grounds on their own.
    @Test func timeElapsedAndTheTimeBetweenPlays() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: ["Gustav Forsling's takeaway at 1:43 set up a shot.",
                                              "Gustav Forsling's takeaway at 1:43 was followed a second later by a wide shot.",
                                              "Nate Schmidt's takeaway at 6:41 was followed by a giveaway two seconds later.",
                                              "Yanni Gourde followed moments later with a hit on Carter Verhaeghe."])
        GroundingFixtures.expect(nhl, hides: [
            "Gustav Forsling's takeaway at 1:45 set up a shot.", "Schmidt scored at 4:41.", "Florida scored four more goals later.",
            "Florida later pulled away.", "Seconds later the game was over.", "Moments later it was 6-2.",
            "Tkachuk scored on the power play 14 seconds later.",
        ])
    }

    /// A play placed by its distance in periods or minutes from another ("two periods after
    /// Bennett", "40 minutes after his goal") may be past the horizon, whoever made it; so is a
    /// play after a break ("coming out of the second intermission", "out of the locker room").
    /// A verb's play is its subject's: "Alvarez homered after Peña" is no homer of Peña's.
    @Test func aPlayByItsDistanceOrAfterABreak() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, hides: [
            "Schmidt scored two periods after Bennett.", "Schmidt scored a period after Bennett.",
            "Bennett scored in the first; Schmidt scored two periods later.", "Schmidt scored 40 minutes after Bennett's goal.",
            "Schmidt scored 20 minutes after Tkachuk's second goal.", "Florida scored coming out of the second intermission.",
            "Florida scored following the second intermission.", "Florida scored back from the second intermission.",
            "Florida scored emerging from the second intermission.",
        ])
        #expect(nhl.clean("Tkachuk scored on the power play 14 seconds later.", as: .narrative).redactions == 0)
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(nba, hides: ["Westbrook scored coming out of halftime.", "Westbrook scored out of the locker room.",
                                              "Westbrook scored following halftime."])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(mlb, hides: [
            "Alvarez homered after Peña.", "Alvarez homered four innings after Peña homered.", "Alvarez homered an inning after Peña.",
        ])
        #expect(mlb.clean("Peña homered in the fifth.", as: .narrative).redactions == 0)
    }

    /// Nothing from a play on, with no end named, is nothing to the game's end ("did not add a
    /// point after his layup"); "a second jump ball" counts jump balls, as "a third" does; plays
    /// "four innings apart" are placed by their distance (issue 36, the twelfth held-out set).
    @Test func nothingFromAPlayOnACountedSecondAndADistance() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, hides: [
            "Enes Kanter did not add a point after his cutting layup late in the third quarter.",
            "Kanter went scoreless after his layup late in the third quarter.", "Kanter didn't score after his layup.",
            "Wall checked out at 1:36 of the first quarter and did not check back in.",
            "Wall checked out at 1:36 of the first quarter and didn't come back.",
            "A second jump ball, Jerami Grant against Markieff Morris, was tipped to Victor Oladipo.",
        ])
        #expect(nba.clean("Kanter did not score in the second quarter.", as: .narrative).redactions == 0)
        #expect(nba.clean("Washington led 2-0, 12-10 and 13-10 in the first quarter and never led again in the first half.",
                          as: .narrative).redactions == 0)
        // "a second" of time stays a word; before a play it is the ordinal.
        func second(_ sentence: String) -> GroundingToken? { GroundingTokens.tokens(sentence).first { $0.word == "second" } }
        #expect(second("He scored with a second left.")?.ordinal == false)
        #expect(second("He scored a second later.")?.ordinal == false)
        #expect(second("He scored with a second to go.")?.ordinal == false)
        #expect(second("He won a second jump ball.")?.ordinal == true)
        #expect(second("He scored a second time.")?.ordinal == true)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        #expect(mlb.clean("Houston's home runs came four innings apart.", as: .narrative).redactions == 1)
        // A lead from a play with no end named, or held "throughout", runs to the game's end.
        let nets = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nets, hides: ["Brooklyn led from Durant's 3 at 10:49 of the first.",
                                               "Durant's 3 at 10:49 of the first gave Brooklyn a lead it held throughout."])
        #expect(nets.clean("The Warriors trailed by 18 at the break despite 16 first-half points from Curry.", as: .narrative).redactions == 0)
        // How long a state lasted is no place: it may run past the horizon.
        #expect(mlb.clean("Houston led 1-0 for five innings.", as: .narrative).redactions == 1)
        #expect(mlb.clean("Houston led 1-0 for 5 innings.", as: .narrative).redactions == 1)
        #expect(mlb.clean("Houston led 1-0 through eight innings.", as: .narrative).redactions == 0)
        // "final" ends only what a place right after it bounds: here the game's baserunners.
        #expect(mlb.clean("Toronto's final baserunner reached in the eighth.", as: .narrative).redactions == 1)
        // A save is a pitcher's decision at the game's end; fouling to stop the clock is its end too.
        #expect(mlb.clean("Rodríguez picked up the save.", as: .narrative).redactions == 1)
        #expect(mlb.clean("Brown earned a save.", as: .narrative).redactions == 1)
        #expect(nba.clean("Washington took a foul to stop the clock.", as: .narrative).redactions == 1)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        #expect(nhl.clean("Andrei Vasilevskiy made a save on Brad Marchand's wrist shot in the first period.", as: .narrative).redactions == 0)
    }

    /// "still" and "already" reach up to the moment named; with none, to the end of the game.
    @Test func stillAndAlreadyUpToTheirPlace() {
        #expect(Self.shown("Boston still led at the end of the third quarter."))
        #expect(Self.shown("Boston was already ahead in the first quarter."))
        #expect(!Self.shown("Tatum still had 12 points."))
    }

    /// "…in the first quarter, when Boston outscored New York 30-25": the period just named.
    @Test func aWhenClauseIsInThePeriodBeforeIt() {
        #expect(Self.shown("Tatum scored 12 points in the first quarter, when Boston outscored New York 30-25."))
        #expect(!Self.shown("Tatum scored 12 points in the first quarter, when Boston outscored New York 31-25."))
        #expect(!Self.shown("Tatum scored 12 points, when Boston outscored New York 30-25."))
    }

    /// A lead or a tie at a score the plays show is a visible moment: scores only rise.
    @Test func aLeadOrATieAtAVisibleScoreIsKept() {
        for sentence in ["Tatum's 3-pointer gave Boston its first lead at 3-2.", "Randle's layup tied it at 30.",
                         "Brunson's free throw tied it at 10.", "Brown's dunk put Boston back in front 5-4."] {
            #expect(Self.shown(sentence), "\(sentence)")
            #expect(Self.shown(sentence, Self.thirdBlock), "in a visible period's narrative: \(sentence)")
        }
        #expect(Self.shown("Tatum's 3-pointer made it 3-2.", Self.thirdBlock), "a visible running score, unplaced, in a narrative")
    }

    @Test func aMomentGroundsNothingPastItNorAScoreTheReaderCannotSee() {
        for sentence in [
            "Boston took its first lead at 93-91.", "Brunson's 3-pointer tied it at 93.",
            "Tatum's 3-pointer gave Boston the lead at 3-2, and Boston never trailed again.",
            "Boston led 3-2 and never looked back.", "Boston took the lead for good at 3-2.",
            "Boston led 3-2 the rest of the way.", "Boston led 30-25 and won.", "Boston finished ahead at 96-93.",
            "The lead changed hands at 3-2.", "Boston won at 3-2.", "Boston finished at 30-25.", "New York led 33-22.",
        ] {
            #expect(!Self.shown(sentence), "\(sentence)")
            #expect(!Self.shown(sentence, Self.thirdBlock), "in a visible period's narrative: \(sentence)")
        }
        // The withheld period's narrative (`read` at its step) is placed there: no score elsewhere places it.
        #expect(!Self.shown("Tatum's 3-pointer gave Boston its first lead at 3-2.", Self.withheldBlock))
        #expect(!Self.shown("Randle's layup tied it at 30.", Self.withheldBlock))
    }

    /// "Tatum's second foul came at 4:12": his play at that clock is in the first quarter.
    @Test func aPlayersClockPlacesTheClause() {
        #expect(Self.shown("Tatum's 3-pointer at 4:30 gave Boston a 10-point lead."))
        #expect(!Self.shown("Tatum's layup at 3:00 gave Boston a 10-point lead."), "his play at 3:00 is in the fourth")
        #expect(!Self.shown("Brunson's 3-pointer at 4:30 gave New York a 10-point lead."), "no play of his at 4:30")
        #expect(!Self.shown("Tatum's 3-pointer at 4:30 gave Boston a 12-point lead."), "no such lead")
    }

    /// Initials in capitals name the one visible player who has them; shared ones name no one.
    @Test func initialsNameOnePlayer() {
        #expect(Self.shown("JT had 12 points in the first quarter."))
        #expect(!Self.shown("JT had 40 points in the first quarter."))
        #expect(!Self.shown("JB had 8 points in the first quarter."), "Jalen Brunson and Jaylen Brown")
        #expect(!Self.shown("Jt had 12 points in the first quarter."), "not in capitals")
        #expect(!Self.shown("PP had 3 points in the first quarter."), "a power play, whoever's initials")
    }

    /// A first name alone names the one visible player who has it, and is read as that player
    /// (his figures, his plays); a first name two players share, or one that is a player's
    /// surname, names no one, and a first name before its surname is part of that name.
    @Test func aFirstNameAloneNamesOnePlayer() async throws {
        #expect(Self.shown("Jayson had 12 points in the first quarter."))
        #expect(Self.shown("Jrue hit a 26-foot three in the first quarter."))
        #expect(!Self.shown("Jayson had 40 points in the first quarter."), "his figure, checked")
        #expect(!Self.shown("Jrue dunked in the first quarter."), "his plays, checked")
        #expect(!Self.shown("Julius had 30 points in the first quarter."), "no figure of Randle's")
        #expect(Self.shown("Jayson Tatum had 12 points in the first quarter."))
        #expect(!Self.shown("Jayson Brown had 12 points in the first quarter."), "the surname names him")
        // Sam Bennett and Sam Reinhart share theirs (FLA @ TBL after one period).
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        #expect(nhl.facts.firstNames["sam"] == nil && nhl.facts.firstNames["brayden"] == "point")
        GroundingFixtures.expect(nhl, shows: ["Brayden put a wrist shot on goal in the first period."],
                                 hides: ["Brayden scored in the first period.", "Brayden had two goals in the first period."])
    }

    /// A reaction closing a sentence is read as the writer's, not as a claim; anywhere else, and
    /// any emoji of a result, hides the sentence.
    @Test func aClosingReactionIsNoClaim() {
        #expect(Self.shown("Tatum had 12 points in the first quarter 🔥"))
        #expect(Self.shown("Tatum had 12 points in the first quarter 👀🔥"))
        #expect(Self.shown("Holiday had 3 assists in the first quarter. 😳"))
        for sentence in ["Tatum had 12 points in the first quarter 🏆", "Tatum had 12 points in the first quarter 🧹",
                         "🔥 Tatum had 12 points in the first quarter.", "Boston 🔥💪 Tatum had 12 points in the first quarter.",
                         "Boston 🔥", "Tatum had 40 points 🔥", "Tatum had 12 points in the first quarter 😭"] {
            #expect(!Self.shown(sentence), "\(sentence)")
        }
    }

    /// The first score and a side's first lead, told of a player ("Brunson broke the scoreless
    /// tie"), are grounded by a play of theirs in a visible period that made it; another
    /// player's, or one only a withheld period shows, is not. An equalizer or a go-ahead basket
    /// with no place is the game's: a game has many, and the one a recap names decided it.
    @Test func theFirstScoreAndAFirstLeadAreTheirPlayers() {
        for sentence in ["Brunson broke the scoreless tie with a jumper.", "Brunson broke a 0-0 tie with a jumper.",
                         "Brunson's jumper gave the Knicks their first lead.", "Tatum's 3-pointer gave Boston its first lead."] {
            #expect(Self.shown(sentence), "\(sentence)")
        }
        for sentence in ["Tatum broke the scoreless tie with a three.", "Tatum broke the tie with a 12-footer.",
                         "Brunson broke the tie with a jumper.",
                         "Hart's three gave the Knicks their first lead.", "Holiday's three gave Boston its first lead.",
                         "Brunson and Hart hit shots that gave the Knicks their first lead.",
                         "Brunson's equalizer was a free throw.", "Randle's go-ahead basket was a layup."] {
            #expect(!Self.shown(sentence), "\(sentence)")
        }
        // Placed through the first period, the second's go-ahead three grounds nothing.
        let shield = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "6:00", "BOS", "Jayson Tatum", "Tatum 2' Layup (2 PTS)", 2),
            GroundingFixtures.row(1, "0:00", nil, nil, "Period End"),
            GroundingFixtures.row(2, "6:00", "NYK", "Julius Randle", "Randle 25' 3PT Jump Shot (3 PTS)", 3),
        ], regulation: 4)
        #expect(Self.shown("Tatum broke the scoreless tie with a layup.", shield))
        #expect(!Self.shown("Randle's three gave the Knicks their first lead.", shield))
    }

    /// A state told in the present with no place ("Panthers lead 1-0", "Florida is up 1-0",
    /// "It's 1-0 Florida") is the state when the prose was written, after the game: a series'
    /// lead, the final. Told in the past, placed, or stamped by a log's clock, it is a moment.
    @Test func aStateInThePresentIsTheOneAfterTheGame() async throws {
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(2024030121, through: 2), shows: [
            "Florida led 1-0.", "Florida took a 1-0 lead.", "Florida leads 2-1 after one period.",
            "Florida is up 2-1 after the first period.", "19:15 — Reinhart tips one in and Florida leads 2-1.",
        ], hides: [
            "Panthers lead 1-0.", "Florida leads 1-0.", "Tampa Bay trails 2-1.", "They lead 1-0.", "Florida is up 1-0.",
            "Florida has a 1-0 lead.", "It's 1-0 Florida.", "The score is 2-1.", "It's tied 1-1.",
        ])
    }
}
