import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Words of play on the bundled sample games (issue 36): each form a held-out sentence used,
/// next to the sentence that stays hidden.
@Suite struct GroundingSampleGameTests {
    /// Words of play around a visible moment, on the bundled games: a scorer beating a goalie, a
    /// tie at a visible score, a period's ordinal before a verb, "just after", extra bases. Each
    /// next to the sentence that stays hidden.
    @Test func wordsOfPlayAroundAVisibleMoment() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        let gsw = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        let shown: [(LeakGuard, String)] = [
            (nhl, "Sam Bennett beat Andrei Vasilevskiy with a batted puck 3:44 into the game."),
            (nba, "Oubre's three tied the game at 82."),
            (nba, "The Thunder called timeout at 6:36 of the first, just after Markieff Morris's driving dunk tied it 10-10."),
            (gsw, "The extra possession came from an Oubre offensive rebound in the second quarter."),
            (mlb, "Peña's two-out solo homer in the fifth broke the scoreless tie."),
            (mlb, "Kiermaier tracked down fly balls from Alex Bregman in the first and Jeremy Peña in the second."),
            (mlb, "Dubón and McCormick both struck out swinging in the top of the third, around Trey Cabbage's lineout to Varsho in left."),
        ]
        GroundingFixtures.expect(shows: shown)
        let hidden: [(LeakGuard, String)] = [
            (nhl, "Nate Schmidt beat Andrei Vasilevskiy with a wrist shot."), (nhl, "Florida beat Tampa Bay."),
            (nba, "Oubre's three tied the game at 83."), (nba, "Westbrook scored just 4 points."),
            (gsw, "Golden State got an extra look."), (mlb, "Clement's homer in the ninth broke the tie."),
            (mlb, "Peña homered in the fifth, and Houston left it at 1-0."),
        ]
        GroundingFixtures.expect(hides: hidden)
    }

    /// A running score the plays show is a moment of play even when it is also a period's end
    /// (2024030121: Reinhart's goal made it 2-1 Florida, the score after the first period); a
    /// period's points that were never the score are a claim about that period, and need it named.
    @Test func aRunningScoreThatEndedAPeriod() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: ["Reinhart's goal put Florida ahead 2-1.", "Florida went ahead 2-1 on Reinhart's goal."],
                                 hides: ["Florida won 2-1.", "Reinhart's goal put Florida ahead 2-1 for good.",
                                         "Florida led 5-2 for two periods.", "Florida went up 6-2.", "A goal made it 6-2."])
        // Florida outscored Tampa Bay 3-1 in the second; 3-1 was also the score after Schmidt's goal.
        GroundingFixtures.expect(nhl, shows: ["Schmidt's goal made it 3-1.", "Florida outscored Tampa Bay 3-1 in the second period."])
        // 21600270: Washington won the second quarter 34-28, never the score.
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: ["Washington won the second quarter 34-28."], hides: ["Washington led 34-28."])
        // "tied the game" introduces a score; the score's one period places a clock beside it
        // (21600270: Morris's dunk tied it 10-10 at 6:36 of the first, then a timeout).
        let first = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(first, shows: [
            "Markieff Morris' driving dunk tied the game 10-10.",
            "Oklahoma City called timeout at 6:36, right after Markieff Morris' driving dunk tied the game 10-10.",
        ], hides: [
            "Markieff Morris' driving dunk tied the game 11-11.", "Oklahoma City called timeout at 6:35, right after Markieff Morris' driving dunk tied the game 10-10.",
            "Oklahoma City called timeout at 6:36.", "Morris tied the game 105-105.",
        ])
        // Through a period, not past it: at the climax's step the facts hold the plays of the
        // period being read (Celtics–Knicks: 52-58 at the half, 55-49 before it, 61-52 after).
        let facts = GroundingFacts(plays: GroundingFixtures.allPlays)
        #expect(facts.isRunningScore(ScorePair(58, 52), through: 2) && facts.isRunningScore(ScorePair(55, 49), through: 2))
        #expect(!facts.isRunningScore(ScorePair(61, 52), through: 2) && facts.isRunningScore(ScorePair(61, 52), through: 3))
        #expect(facts.isRunningScore(ScorePair(0, 0), through: 1) && !facts.isRunningScore(ScorePair(33, 22), through: 3))
    }

    /// A player who led everyone in a figure of a visible place (21600270 at the half: Oladipo
    /// 14 points, Kanter and Beal 12; 2024030121 through two periods: Bennett six hits). With
    /// no place the leader may be the game's.
    @Test func theLeaderOfAVisiblePlace() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(shows: [
            (nba, "Oladipo led all first-half scorers with 14 points."), (nhl, "Sam Bennett led everyone with six hits through two periods."),
        ], hides: [
            (nba, "Beal led all first-half scorers with 12 points."), (nba, "Oladipo led all scorers with 14 points."),
            (nba, "Oladipo led all first-half scorers with 15 points."), (nba, "Oladipo led all game scorers with 14 points."),
            (nhl, "Sam Bennett led everyone with five hits through two periods."), (nhl, "Sam Bennett led everyone with six hits."),
        ])
        // With no count, the claim is still checked: who had the most there (through three
        // quarters: Beal 18, Oladipo 17).
        let three = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(three, shows: [
            "Beal led all scorers through three quarters.", "Beal led Washington in scoring through three quarters.",
            "Oladipo led all first-half scorers.",
        ], hides: [
            "Westbrook led all scorers through three quarters.", "Oladipo led all scorers through three quarters.",
            "Wall led Washington in scoring through three quarters.", "Beal led all scorers.",
            "Beal led all scorers after the third quarter.",
        ])
        // A goal is a shot on goal: Guentzel's four in the first period include his goal.
        let first = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(first, shows: ["Guentzel led all players with four shots on goal in the first period."])
        // At the third period's step its plays are seen, not its end: its leaders, and everyone's
        // through it, stay hidden (the climax guard sees the third's plays).
        let corpus = HeldOutProseTests.Corpus(game: 2024030121, visibleThrough: 2, sentences: [])
        let climax = try #require(try await HeldOutProseTests.shields(for: corpus).climax)
        for span in ["in the third period", "through three periods"] {
            for (family, unit) in [("hits", "hits"), ("shots", "shots on goal")] {
                let counts = climax.facts.periodCounts[family] ?? [:]
                var totals: [String: Int] = [:]
                for (period, players) in counts where span.hasPrefix("through") || period == 3 {
                    for (player, count) in players { totals[player, default: 0] += count }
                }
                let leader = try #require(totals.max { $0.value < $1.value })
                let name = leader.key.prefix(1).uppercased() + leader.key.dropFirst()
                GroundingFixtures.expect(climax, hides: ["\(name) led everyone with \(leader.value) \(unit) \(span)."])
            }
        }
    }

    /// What the visible score came to, in a game that ended as it stood (744914: Peña's homer in
    /// the fifth was the only run): "left it at 1-0", "that was that at 1-0", "1-0 it was", "the
    /// lone run" with the fifth the homer's and not the run's, "all the scoring". Each stays
    /// hidden; the same words bounded by a place that opens the clause are the reader's.
    @Test func whatTheScoreCameTo() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(mlb, shows: [
            "In the fifth, the lone run came on Peña's homer.", "Through five innings, the lone run came on Peña's homer.",
            "Peña's homer was all the scoring through five innings.", "Peña homered in the fifth, and it was 1-0.",
            "Peña's homer went unanswered in the fifth.", "Peña drove in Houston's run in the fifth.",
        ], hides: [
            "Houston left it at 1-0.", "Peña homered in the fifth, and Houston left it at 1-0.",
            "Peña homered in the fifth, and that was that at 1-0.", "Peña homered in the fifth; 1-0 it was.",
            "Peña's homer in the fifth was the lone run.", "Peña's homer in the fifth was the only run.",
            "Peña homered in the fifth, and that was all the scoring.", "Peña homered in the fifth, and that was all of the offense.",
            "In a 1-0 game, Peña homered in the fifth.", "Rodríguez was tagged with the 1-0 loss on Peña's homer.",
            "Peña's homer went unanswered.", "Peña's homer in the fifth went unanswered.",
            "Peña drove in Houston's run.", "Houston's run came on Peña's homer.",
        ])
        // A score that names a game at a moment of play: "made it a 3-1 game" (2024030121 P2).
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: ["Schmidt's goal made it a 3-1 game."], hides: ["Schmidt scored in a 3-1 game."])
    }

    /// The game joined to a place is the game ("through three quarters and the game"): 22000001,
    /// Irving had 26 points through three.
    @Test func theGameJoinedToAPlace() async throws {
        let gsw = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(gsw, shows: ["Irving led the Nets with 26 points through three quarters."], hides: [
            "Irving led the Nets with 26 points through three quarters and the game.",
            "Irving led the Nets with 26 points through three quarters and for the game.",
        ])
    }

    /// "the opener" is the game (set 15 printed "'So how did the opener go?'" beside "'Brooklyn by
    /// twenty-six.'"); a player's opener, or one a span of time after it, is a first goal.
    @Test func theOpenerIsTheGameUnlessItIsAGoal() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: ["Bennett's opener came at 3:44.", "Lundell followed with a backhand on goal 31 seconds after the opener."],
                                 hides: ["'So how did the opener go?'", "Florida took the opener.", "Florida led the opener 2-1."])
    }

    /// A number a player's plays write that counts nothing (a shot's distance, "Oladipo 25' 3PT")
    /// is no figure of his: 21600270 through three, Oladipo had 17 and finished with 25. A play's
    /// own words quoted keep their numbers ("homers (6)").
    @Test func aDistanceIsNoFigure() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, shows: ["Oladipo had 17 points through three quarters.", "Oladipo hit a 25-footer in the second quarter."],
                                 hides: ["Oladipo had 25.", "Oladipo scored 25.", "Oladipo led all first-half scorers with 14 points and all scorers with 25."])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(mlb, shows: ["Jeremy Peña homers (6) on a fly ball to left field."], hides: ["Peña had 6."])
    }

    /// "Toronto's second" is a side's half of an inning, the reader's only when the inning is
    /// seen whole (at the ninth's step its plays are seen, its end is not); faceoff wins are
    /// faceoffs.
    @Test func aSidesInningAndFaceoffWins() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 744914)
        let ninth = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 9 }).placed(through: 9, own: 9)
        #expect(mlb.clean("Springer singled to center to start Toronto's second.", as: .narrative).redactions == 0)
        #expect(mlb.clean("Toronto went down in order in its fourth.", as: .narrative).redactions == 0)
        #expect(mlb.clean("Toronto went down in order in its sixth.", as: .narrative).redactions == 1)
        #expect(mlb.clean("Toronto's fifth hit came in the fifth.", as: .narrative).redactions == 1, "a count, no inning")
        #expect(ninth.clean("Toronto went down in order in its ninth.", as: .narrative).redactions == 1)
        #expect(nhl.clean("Barkov was credited with five faceoff wins in the first period.", as: .narrative).redactions == 0)
        #expect(nhl.clean("Barkov was credited with seven faceoff wins in the first period.", as: .narrative).redactions == 1)
    }

    /// "only" ranges over the place that bounds it: one the clause opens with, one right after
    /// it ("through seven", "of the first") before the verb. A place after the verb places the
    /// thing, and "only" is of the game.
    @Test func onlyOverTheVisiblePlaceThatBoundsIt() async throws {
        let seven = try await GroundingFixtures.sampleRecap(744914, through: 7)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        let shown: [(LeakGuard, String)] = [
            (seven, "Houston's only hits through seven were Peña's homer and Bregman's double."),
            (seven, "Through six innings the only extra-base hits were Peña's homer and Bregman's double."),
            (nhl, "Florida's penalty kill gave up a goal on Tampa Bay's only power play of the first."),
        ]
        GroundingFixtures.expect(shows: shown)
        let hidden: [(LeakGuard, String)] = [
            (seven, "Houston's only hits were Peña's homer and Bregman's double."),
            (seven, "Houston's only hits through nine were Peña's homer and Bregman's double."),
            (seven, "The only extra-base hits were Peña's homer and Bregman's double."),
            (nhl, "Florida's penalty kill gave up a goal on Tampa Bay's only power play."),
            (nhl, "Tampa Bay's only power play came in the first."), (nhl, "Tampa Bay's only power play of the game came in the first."),
            (nhl, "Bennett's only goal of the first playoff game was a batted puck."),
            (seven, "Houston scored in the fifth, and the only extra-base hits came in the sixth."),
        ]
        GroundingFixtures.expect(hides: hidden)
    }

    /// A shooting percentage is a visible line's share of makes, as rounded, in its place;
    /// "until" runs to a moment the clause names, a visible one; bases-loaded jams and
    /// different hitters are words of play.
    @Test func percentagesSpansAndWordsOfPlay() async throws {
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        let bkn = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 5)
        let shown: [(LeakGuard, String)] = [
            (okc, "Through three quarters Washington is shooting 53.1 percent (34-of-64) to Oklahoma City's 48.5 percent (32-of-66)."),
            (bkn, "Brooklyn shot 58 percent from the field in the first quarter."), (bkn, "Brooklyn shot 58% from the field in the first quarter."),
            (okc, "Westbrook sat from the 3:25 mark of the first quarter until 8:44 of the second."),
            (mlb, "Brown worked out of a bases-loaded jam in the second."),
        ]
        GroundingFixtures.expect(shows: shown)
        let hidden: [(LeakGuard, String)] = [
            (okc, "Oklahoma City shot 61 percent from the field in the first half."), (okc, "Oklahoma City shot 52 percent from the field."),
            (okc, "Through three quarters Washington is shooting 53.2 percent."), (bkn, "Brooklyn shot 57% from the field in the first quarter."),
            (okc, "Westbrook sat until the fourth quarter."), (okc, "Westbrook sat until Oubre's three."),
        ]
        GroundingFixtures.expect(hides: hidden)
        // At the fourth's step its plays are seen, but no span reaches into it.
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 21600270)
        let fourth = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .seeing(detail.plays.filter { ScoringReading.period($0) <= 4 }).placed(through: 4, own: 4)
        #expect(fourth.clean("Westbrook sat until the fourth quarter.", as: .narrative).redactions == 1)
        for percent in 0...100 {
            let sentence = "Washington shot \(percent) percent from the field in the fourth quarter."
            #expect(fourth.clean(sentence, as: .narrative).redactions == 1, "\(sentence)")
        }
    }

    /// "took the second 23-20" after "the first quarter": a period by its ordinal alone, of the
    /// unit named before (or counted before: "through three quarters and sat the fourth"; Curry
    /// had 20 points and 10 assists through three), checked like one named whole.
    @Test func aPeriodByItsOrdinalAlone() async throws {
        let bkn = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(bkn, shows: [
            "Brooklyn won the first quarter 40-25 and took the second 23-20.", "Brooklyn won the first quarter and the second.",
            "Wiseman had two steals in the first half and a layup late in the second.",
            "Curry had 20 points and 10 assists through three quarters.",
        ], hides: [
            "Curry had 20 points and 10 assists through three quarters and sat the fourth.",
            "Brooklyn won the first quarter 40-25 and took the second 23-21.", "Brooklyn won the first quarter 40-25 and took the fourth 26-28.",
            "Brooklyn won the first 40-25 and took the second 23-20.", "Curry hit the first shot and the second.",
            "Brooklyn won the first quarter 40-25 and Curry took the second tip.", "Brooklyn won the first quarter and the fourth.",
            "Brooklyn won the first quarter, the second and the fourth.",
        ])
    }

    /// Held-out set 14's forms: all the batters a side faced retired, "right after", "at the
    /// other end". Batters sent to the plate are not counted: a side's counts are not told
    /// apart by kind, and they would ground "Toronto's fifth hit" in the fifth.
    @Test func battersFacedAndWordsAroundAPlay() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 3)
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(mlb, shows: [
            "Toronto's pitching retired all nine Astros it faced through three innings.",
        ], hides: [
            "Rodríguez retired all 15 batters he faced.", "Toronto sent 14 batters to the plate in the first three innings.",
        ])
        GroundingFixtures.expect(okc, shows: [
            "Roberson picked off a Beal pass with 3:42 left in the first, and Lauvergne buried a 24-footer from Westbrook at the other end.",
            "Oklahoma City called its first timeout with 6:36 left in the first, right after Markieff Morris' driving dunk.",
        ], hides: [
            "Roberson picked off a Beal pass with 3:42 left in the first, and Lauvergne buried a 24-footer from Westbrook at the end.",
        ])
    }
}
