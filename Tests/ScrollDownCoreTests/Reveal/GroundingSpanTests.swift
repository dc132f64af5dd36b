import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Words whose reach a place bounds, and places a clause takes from its neighbours (issue 36),
/// on the bundled sample games: each form a held-out sentence used, next to the sentence that
/// stays hidden because nothing the reader sees bounds it.
@Suite struct GroundingSpanTests {
    /// 21600270 at the fourth quarter's step of `read`: its plays seen, its end (a 105-105 tie) not.
    static func climax() async throws -> LeakGuard {
        try await GroundingFixtures.sampleClimax(21600270)
    }

    /// At the climax a place in the last regulation period bounds nothing: its end is the final.
    @Test func nothingOfTheClimaxIsBounded() async throws {
        GroundingFixtures.expect(try await Self.climax(), hides: [
            "Westbrook would score in the fourth quarter.", "Every Oklahoma City basket in the fourth quarter came in the paint.",
            "Oklahoma City's best stretch of the fourth quarter came at the start.", "Westbrook would add a layup in the fourth quarter.",
            "Westbrook scored more points in the fourth quarter.",
        ])
    }

    /// "late in the quarter" in a block's narrative is late in its own period; in a recap it
    /// names no period, and "late" alone is the end of the game.
    @Test func lateInTheBlocksOwnPeriod() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let block = recap.placed(through: 1, own: 1)
        GroundingFixtures.expect(block, shows: ["Marquese Chriss scored five points late in the quarter."],
                                 hides: ["Marquese Chriss scored five points late.", "Marquese Chriss scored five points late in the game."])
        GroundingFixtures.expect(recap, hides: ["Marquese Chriss scored five points late in the quarter."])
        // The end of the period a block narrates, by its last seconds.
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl.placed(through: 1, own: 1), shows: [
            "Dmitry Kulikov had an assist, a shot on goal, a hit and a blocked shot in the last minute of the period.",
        ], hides: ["Dmitry Kulikov had a hit in the final minute.", "Dmitry Kulikov had a hit in the last minute of the game."])
        GroundingFixtures.expect(nhl, hides: ["Dmitry Kulikov had a hit in the last minute of the period."])
    }

    /// A second predicate of the same subject shares the place that closes the sentence when it
    /// counts another kind: "two 3-pointers" count threes, "twice" counts times.
    @Test func aSecondPredicateSharesThePlaceOfItsKind() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(shows: [
            (nba, "Joe Harris hit two 3-pointers and handed out two assists in the first quarter."),
            (nhl, "Brad Marchand put one shot on goal and missed the net twice in the first."),
        ], hides: [
            (nba, "Joe Harris hit two 3-pointers and handed out two assists."),
            (nhl, "Brad Marchand put one shot on goal and missed the net twice."),
            (nhl, "Brad Marchand put one shot on goal and missed the net twice in the second."),
        ])
    }

    /// A clock in a clause with no name of its own is a moment of the player named before it,
    /// placed where the plays show one of theirs at that clock.
    @Test func aClockOfThePlayerNamedBefore() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(nba, shows: [
            "Caris LeVert came off the bench and buried a 25-footer at 2:42, five seconds after a Jeff Green steal.",
            "Kelly Oubre Jr. scored on back-to-back trips, a tip dunk at 3:52 and a running dunk off his own steal at 3:36.",
        ], hides: [
            "Caris LeVert came off the bench and buried a 25-footer at 2:43, five seconds after a Jeff Green steal.",
            "Kelly Oubre Jr. scored at 3:52 and 3:37.",
            // 2:47 is a clock of Green's steal and Oubre's turnover, none of LeVert's.
            "Caris LeVert came off the bench and buried a 25-footer at 2:47.",
        ])
    }

    /// "every", "best", "most": all of a kind, or the best of it, in a span a place bounds right
    /// after the word or opening its clause; else of the game, which says no later one was better.
    @Test func allOrTheBestOfASpan() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(shows: [
            (nba, "Every Washington basket in the third quarter came in the paint."),
            (mlb, "Toronto's best chance through seven came in the second, when it loaded the bases and failed to score."),
        ], hides: [
            (nba, "Every Washington basket came in the third quarter."),
            (nba, "Every Washington basket in the fourth quarter came in the paint."),
            (nba, "Washington's best stretch of the game came in the second quarter."),
            (mlb, "Toronto's best chance came in the second, when it loaded the bases and failed to score."),
            (mlb, "Toronto's best chance through nine came in the second."),
        ])
        // The eighth under way: its plays seen, its end not.
        let eighth = mlb.placed(through: 7)
        GroundingFixtures.expect(eighth, shows: ["Toronto's best chance through seven came in the second."],
                                 hides: ["Toronto's best chance through eight came in the second."])
        // "Top" heading a sentence before a plural is the best; after its subject, a result.
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: ["Top plays through two periods: Bennett's batted goal and Tkachuk's unassisted snap shot."],
                                 hides: ["Top plays: Bennett's batted goal and Tkachuk's unassisted snap shot.",
                                         "Top plays through three periods: Bennett's batted goal.", "Top Lightning 2-1 after one.",
                                         "Panthers top Lightning 2-1 after one."])
    }

    /// "more" and "fewer" of the span the clause places; "N more than" a side is a margin there.
    @Test func moreOfAPlacedSpan() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(shows: [
            (nba, "Brooklyn finished the first quarter with 40 points, 15 more than Golden State."),
            (mlb, "Through eight innings, nobody on either team had more than one hit."),
        ], hides: [
            (nba, "Brooklyn finished the first quarter with 40 points, 30 more than Golden State."),
            (nba, "Brooklyn finished with 40 points, 15 more than Golden State."),
            (nba, "Brooklyn scored more points."), (nba, "Kyrie Irving scored more than Kevin Durant."),
            (mlb, "Nobody on either team had more than one hit."),
        ])
    }

    /// "would" told from before a moment placed right after it in a visible period ("would
    /// single in the fifth"); with no place, or one before it, from after it.
    @Test func wouldOfAPlaceRightAfter() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(shows: [
            (mlb, "Ernie Clement, who popped out with the bases loaded in the second, would single in the fifth."),
            (nba, "Irving would add seven more points in the first quarter."),
        ], hides: [
            (mlb, "Ernie Clement, who popped out with the bases loaded in the second, would single in the ninth."),
            (nba, "Irving would add seven more points."),
            (nba, "Irving would add seven more points in the second quarter."),
            (nba, "Irving's 3-pointer in the first quarter would give Brooklyn the lead."),
            (mlb.placed(through: 4), "Ernie Clement, who popped out with the bases loaded in the second, would single in the fifth."),
        ])
    }

    /// Words that claim nothing of the game: "though" joins clauses, a play "ruled" a kind of
    /// play, the feed "logged" or "listed" one; "won the opening tip, with …" has no second object.
    @Test func wordsThatClaimNothing() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        let gsw = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(shows: [
            (nba, "Westbrook had 14 points through three quarters, though he was 5 of 20 from the field."),
            (mlb, "Clement's pop-up to first baseman Jon Singleton was ruled an infield fly."),
            (nhl, "The feed logged Bennett's goal at 3:44 of the first period."),
            (gsw, "Brooklyn won the opening tip, with DeAndre Jordan tapping it to Kyrie Irving."),
        ], hides: [
            (nba, "Westbrook had 14 points, though he was 5 of 20 from the field."),
            (mlb, "Clement was ruled out."),
            (nhl, "The feed logged Bennett's goal at 3:44 of the second period."),
            (gsw, "Brooklyn won the opening tip, and the game."), (gsw, "Brooklyn won the opening tip, and the matchup."),
            (gsw, "Brooklyn won the opening tip, then the game."),
        ])
    }

    /// A live blog's lines: "End of 1:" and "After one in Tampa:" place the score after them, and
    /// a list of players' figures with no verb right after a placed line is of that place.
    @Test func aLiveBlogsLines() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(shows: [
            (nba, "End of 1: Nets 40, Warriors 25."), (nba, "END Q1: Nets 40, Warriors 25. Irving with 17."),
            (nhl, "After one in Tampa: Panthers 2, Lightning 1."),
        ], hides: [
            (nba, "End of 1: Nets 41, Warriors 25."), (nba, "End of 2: Nets 63, Warriors 45."),
            (nba, "Irving with 17."), (nba, "END Q1: Nets 40, Warriors 25. Irving finished with 17."),
            (nhl, "After one in Tampa: Panthers 3, Lightning 1."), (nhl, "After One, Pure Domination: Panthers 2, Lightning 1."),
        ])
        // Only a list with no verb and no side takes the place ("Irving scored 17" may be his game's).
        let first = "END Q1: Nets 40, Warriors 25. "
        for line in ["Irving scored 17.", "Golden State 25."] {
            #expect(nba.clean(first + line, as: .narrative).text == first + LeakGuard.marker, "\(line)")
        }
        // At the climax the last regulation period's end is the final: its list is no place's.
        // (21600270: Westbrook had 21 points when the fourth ended.)
        #expect(try await Self.climax().clean("End of 4: Thunder 105, Wizards 105. Westbrook with 21.", as: .narrative).text == LeakGuard.marker)
        // The score line shown, the figure that is not the place's hidden with its sentence.
        let line = nba.clean("END Q1: Nets 40, Warriors 25. Irving with 18.", as: .narrative).text
        #expect(line == "END Q1: Nets 40, Warriors 25. " + LeakGuard.marker)
    }

    /// "made two free throws": one trip to the line, of a size one of the player's visible trips had.
    @Test func aTripToTheLine() async throws {
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        let gsw = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(shows: [
            (nba, "Steven Adams picked up a shooting foul on Beal at 10:01, and Beal split the two free throws."),
            (gsw, "Curry picked Dinwiddie's pocket at 10:16 of the third, and Wiseman made two free throws moments later."),
        ], hides: [
            (nba, "Steven Adams picked up a shooting foul on Beal at 10:01, and Beal split the three free throws."),
            (gsw, "Curry picked Dinwiddie's pocket at 10:16 of the third, and Wiseman made three free throws moments later."),
            (gsw, "Wiseman made two free throws in the fourth quarter."),
            // A trip's size, not a shot's number in it ("1 of 2" is no trip of one).
            (gsw, "Curry picked Dinwiddie's pocket at 10:16 of the third, and Wiseman made one free throw moments later."),
        ])
    }

    /// "anyone", "belonged", "stayed": of the span the clause places, and of the game without one;
    /// what a lead did ("the lead stayed …") tells what became of it, as "held" does.
    @Test func anyoneWhoseItWasAndHowItStayed() async throws {
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 3)
        GroundingFixtures.expect(shows: [
            (nba, "Could anyone stop Kyrie Irving in the first quarter, when he scored 17?"),
            (nhl, "The last goal of the first period belonged to Sam Reinhart."),
            (mlb, "The game stayed 0-0 through the third."),
        ], hides: [
            (nba, "Could anyone stop Kyrie Irving?"), (nba, "The night belonged to Kyrie Irving."),
            (nhl, "The goals belonged to Bennett, Guentzel and Reinhart."),
            (mlb, "The game stayed 0-0."), (mlb, "The game stayed 0-0 after the third."),
        ])
        // 21600270: Oklahoma City led by 5 to 16 in the second quarter; "stayed" tells what became of the lead.
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(21600270, through: 3), hides: [
            "Oklahoma City's lead stayed between 5 and 16 points throughout the second quarter.",
        ])
        GroundingFixtures.expect(try await Self.climax(), hides: ["Nobody could stop Westbrook in the fourth quarter, and anyone who tried failed.",
                                                           "The fourth quarter belonged to Westbrook."])
    }

    /// "was the scoring" is all of it, as "all the scoring" is: of the span a place right after
    /// bounds, else of the game (744914: Peña's homer in the fifth was the only run through eight).
    @Test func theScoringIsAllOfIt() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 8)
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(shows: [
            (mlb, "Peña's homer was the scoring through eight."), (mlb, "Peña's homer was the scoring play of the fifth."),
        ], hides: [
            (mlb, "Peña's homer was the scoring."), (mlb, "Peña's homer was the scoring play."), (nhl, "Tkachuk's goals were the scoring."),
        ])
    }

    /// "… and the Nets never lost the lead": a new subject after "and" starts a clause the
    /// place before it does not reach ("never lost the lead" would be the whole game).
    @Test func aNewSubjectAfterAndIsUnplaced() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(recap, shows: [
            "In the first quarter the Nets never lost the lead.",
        ], hides: [
            "Kyrie Irving scored 17 points in the first quarter and the Nets never lost the lead.",
            "Kyrie Irving scored 17 points in the first quarter and Brooklyn never trailed again.",
        ])
    }

    /// After halftime, play runs on past what the reader sees: a standing held over that stretch
    /// ("trailed for all but 30 seconds after halftime") is the rest of the game, not a state
    /// at a period's end ("led 84-84 after three" is).
    @Test func aStandingOverTheRestOfTheGameIsUnplaced() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "The teams were tied 84-84 after three quarters.",
        ], hides: [
            "Washington trailed for all but 30 seconds after halftime.",
            "The Thunder led for 30 seconds after halftime.",
            "The Thunder trailed after halftime.",
            "Oklahoma City led the rest of the way after the third quarter.",
        ])
    }

    /// How long a level score stood is a number the clocks give, for a period the reader sees
    /// whole; how long a side led, or any other duration, is not computed.
    @Test func aTiesLengthIsTheClocks() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "The game stayed tied at 1-1 for 6:54 of the first period.",
        ], hides: [
            "The game stayed tied at 1-1 for 6:55 of the first period.", "Florida led for 6:54 of the first period.",
            "The game stayed tied at 1-1 for 6:54.", "Florida trailed for only 30 seconds in the second period.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(nba, hides: ["The Thunder led for 4:12 in the third quarter."])
    }

    /// A player's figure "after" a period is the count at its end ("18 points after three
    /// quarters"); any other figure of the player's there (his 4 assists, his third quarter's
    /// own points) would be play after it, which the reader may not see; "after the break" is
    /// always that. "The end of four" is the fourth quarter's end, the climax.
    @Test func aFigureAfterAPeriodIsItsEnd() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: [
            "Beal had 18 points after the third quarter.",
        ], hides: [
            "After the break, Beal had just 4 points.", "Beal had just 4 points after the third quarter.",
            "Beal had 5 points after the third quarter.", "Beal had 6 points after halftime.", "After the break, Beal had 12 points.",
            "The game was tied at the end of three quarters and at the end of four.",
            "The game was tied at the end of four.",
        ])
    }

    /// A placed figure with a unit is one of that unit's counts there, not any number the player
    /// reached in the period ("4 points in the third quarter": Beal scored 6 in it).
    @Test func aPlacedFigureCountsItsUnit() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(recap, shows: ["Beal had 6 points in the third quarter."],
                                 hides: ["Beal had 4 points in the third quarter."])
    }

    /// "Durant scored 22 points in three quarters" says he played three (a blowout's rest);
    /// "through three quarters" and "in the first three quarters" are places.
    @Test func aCountOfPeriodsPlayedIsNoPlace() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(recap, shows: ["Durant scored 22 points through three quarters."],
                                 hides: ["Durant scored 22 points in three quarters.", "Durant scored 22 points in just three quarters."])
    }

    /// A verdict on the whole game told of a moment in it ("the turning point came in the second
    /// quarter", "the game turned"), and a push set off in a visible period ("started its rally",
    /// "began to chip away"), which may run on past it: hidden. Through two quarters of the
    /// sample game (Washington trailed 58-53 at half, came back later).
    @Test func aVerdictOnTheGameOrAPushSetOff() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(recap, shows: ["Washington cut the deficit to 58-53 in the second quarter."], hides: [
            "The turning point came in the second quarter.", "The second quarter was the turning point.",
            "The game turned in the second quarter.", "Washington turned the tide in the second quarter.",
            "The second quarter was pivotal.", "Washington started its rally in the second quarter.",
            "Washington began to chip away in the second quarter.",
        ])
    }

    /// "Outscored them 22-10 over the rest of the third quarter", "22-6 over the last 5:34 of
    /// the opening quarter": what the sides scored from a moment to a visible period's end.
    /// "The rest of the way" is to the game's end, and a lead "held for the rest of the half" is
    /// a score, not a stretch.
    @Test func aStretchToAPeriodsEnd() async throws {
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(okc, shows: [
            "Washington outscored Oklahoma City 22-10 over the rest of the third quarter.",
            "Down 76-65 with 5:29 left in the third, Washington outscored Oklahoma City 19-8 the rest of the quarter.",
            "Oklahoma City outscored Washington 22-6 over the last 5:34 of the opening quarter.",
            "Washington outscored Oklahoma City 31-24 over the last 12 minutes of the third quarter.",
            "Andre Roberson's dunk off a Lauvergne steal gave the Thunder a 14-13 lead they held for the rest of the half.",
        ], hides: [
            "Washington outscored Oklahoma City 22-11 over the rest of the third quarter.",
            "From 74-62 down, Washington outscored Oklahoma City 22-10 the rest of the way.",
            "Oklahoma City outscored Washington 22-6 over the last 5:34 of the fourth quarter.",
            // 22-6 ends the first quarter, not the second.
            "Oklahoma City outscored Washington 22-6 over the rest of the second quarter.",
            // From the third's end on is past what the reader sees.
            "Washington outscored Oklahoma City 22-10 the rest of the quarter after the third quarter.",
            "Washington was all over the Thunder at halftime.",
        ])
        // At the fourth's step its plays are seen, its end not: no stretch runs to it (21-21 is
        // the quarter whole, and the tie that sends the game to overtime).
        GroundingFixtures.expect(try await Self.climax(),
                                 hides: ["Washington outscored Oklahoma City 21-21 over the last 12 minutes of the fourth quarter.",
                                         "Oklahoma City scored 21 points over the last 12 minutes of the fourth quarter.",
                                         "Oklahoma City finished with a 3-0 run over the last 8 seconds of the fourth quarter.",
                                         "Westbrook capped a 3-0 run over the last 8 seconds of the fourth quarter."])
    }
}
