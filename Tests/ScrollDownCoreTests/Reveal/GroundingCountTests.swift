import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A side's count of a kind of play (`CountedKind`, `GroundingReading.counted`): grounded only
/// by the visible count of the kind the sentence counts, never by another kind's that happens to
/// be equal. On the sample games a count of any kind used to pass, so a whole game's count placed
/// in a visible span was shown ("Houston had four hits through seven innings": four is the
/// game's, two through seven).
@Suite struct GroundingCountTests {
    /// A side's count of a kind through a period carries over periods without one: Toronto's
    /// third walk came in the fifth, so it had three through seven; Houston's sixth strikeout
    /// came in the fifth. Within a period, only that period's count.
    @Test func aSidesCountThroughAPeriod() async throws {
        let recap = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(recap, shows: [
            "Toronto drew three walks through seven innings.", "Houston struck out six times in the first six innings.",
            "Houston batters had six strikeouts through six innings.",
        ], hides: [
            "Toronto drew seven walks through seven innings.", "Houston struck out nine times through six innings.",
            "Toronto drew three walks in the seventh inning.", "Houston struck out six times through nine innings.",
        ])
    }

    /// Baseball's hits are its singles, doubles, triples and homers (no "Hit" row, as in hockey);
    /// Houston had two through seven innings and four in all.
    @Test func aCountIsOfItsOwnKind() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(mlb, shows: ["Houston had two hits through seven innings.", "Houston drew two walks in the seventh inning."],
                                 hides: ["Houston had four hits through seven innings.", "Toronto walked four times in the seventh.",
                                         "Houston had two strikeouts in the seventh.", "Toronto had 4 in the seventh inning."])
        // Toronto's eighth: a double and a hit by pitch, which is no hit (one in the inning, three
        // so far). A sentence opened by "Through seven innings" counts from the start.
        let eight = try await GroundingFixtures.sampleRecap(744914, through: 8)
        #expect(eight.facts.periods[8]?.counts(of: "hit") == [1, 3])
        #expect(eight.facts.periods[8]?.total(of: "hit") == [1, 5])
        GroundingFixtures.expect(eight, shows: ["Through seven innings: Houston two hits, Toronto three walks.",
                                                "Houston hitters struck out six times in the first six innings.",
                                                "Toronto sent 15 batters to the plate through four innings.",
                                                "The teams combined for four hits through six innings.",
                                                "Through six innings: Houston no walks; Toronto three walks."],
                                 hides: [// Houston walked twice in the seventh: no zero through it.
                                         "Through seven innings: Houston no walks; Toronto three walks.",
"Through seven innings: Houston four hits, Toronto three walks.",
                                         // A number that counts after a unit names no period ("innings 4" would be the fourth).
                                         "Houston had after seven innings 4 hits.", "Houston hatte nach sieben Innings vier Hits.",
                                         // Toronto went 0 for 3 in the sixth: three at-bats, no hits.
                                         "The teams combined for three hits in the sixth inning.",
                                         // No hit in the seventh: both sides' four so far is no count of it.
                                         "The teams combined for four hits in the seventh inning.",
                                         "Through seven innings: Houston no walks; Toronto four walks."])
        // Brooklyn made 7 threes and committed 5 turnovers in the first quarter; blocked 5 shots
        // (rows "BLOCK (1 BLK)", not the shooter's "Layup - blocked") and assisted 4 baskets in the second.
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, shows: [
            "Brooklyn had five blocks in the second quarter.", "Brooklyn hit seven 3-pointers in the first quarter.",
            "Brooklyn had 7 assists in the first quarter.", "Brooklyn turned it over five times in the first quarter.",
            "Brooklyn turned the ball over five times in the first quarter.",
            "Brooklyn made 7 of 12 threes in the first quarter.", "Brooklyn took 24 shots in the first quarter.",
            "The Warriors trailed by 18 at the break despite 16 first-half points from Curry.",
            "Brooklyn committed five turnovers in the first quarter, Golden State three.", "There was one tie in the first quarter, at 2-2.",
        ], hides: [
            "Brooklyn had 7 turnovers in the first quarter.", "Brooklyn had four blocks in the second quarter.",
            "Brooklyn hit eight 3-pointers in the first quarter.", "Brooklyn had 6 assists in the first quarter.",
            "Golden State called five timeouts in the first quarter.", "Brooklyn committed five turnovers in the first quarter, Golden State seven.",
            "There were two ties in the first quarter.", "Brooklyn took 14 shots in the first quarter.",
            "Brooklyn turned the ball over seven times in the first quarter.", "Brooklyn turned the game over to its bench in the fourth.",
        ])
        // Washington and Oklahoma City called their timeouts in rows of no team ("THUNDER Timeout:
        // Regular"), counted under the name each opens with: four each through three quarters.
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(okc, shows: ["Each team had called four timeouts by the end of the third quarter."],
                                 hides: ["Each team had called six timeouts by the end of the third quarter."])
        // Florida: 13 shots on goal through two periods; the puck went into the crowd twice in the
        // first (a stoppage is no side's).
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: [
            "Florida has five goals on 13 shots through two periods.", "Florida outhit Tampa Bay 19-9 in the first period.",
            "Florida won 23 of the 41 faceoffs in the first two periods.", "Anton Lundell's backhand at 4:15 was Florida's second shot on goal.",
            "The puck went into the crowd twice in the first period.",
        ], hides: ["Florida's 19th shot on goal came in the second period.", "Florida outshot Tampa Bay 19-9 in the first period.",
                   "Florida won 41 faceoffs in the first two periods.", "The puck went into the crowd five times in the first period.",
                   "Florida committed 6 giveaways in the first period."])
    }

    /// A penalty kill is grounded by penalties served whole, without a goal against, in time the
    /// reader has seen. In the sample game every penalty of the first two periods ended in a
    /// power-play goal (Tkachuk's by Guentzel's, Lilleberg's by Tkachuk's); Reinhart's two in the
    /// third were killed, in the period whose end the reader does not see, even at its step.
    @Test func aPenaltyKillIsServedInSight() async throws {
        let recap = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "Florida failed to kill off Tkachuk's penalty in the first period.", "Tampa Bay could not kill off Lilleberg's penalty in the second period.",
            "Florida's penalty kill gave up a goal in the first period.",
        ], hides: [
            "Florida killed off Tkachuk's penalty in the first period.", "Tampa Bay killed off Lilleberg's penalty.",
            "Florida killed off both of Reinhart's penalties.", "Florida's penalty kill held in the third period.",
        ])
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: 2024030121)
        let climax = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail))
            .placed(through: 3, own: 3).seeing(detail.plays.filter { ScoringReading.period($0) <= 3 && !($0.description ?? "").contains("Game End") })
        #expect(climax.clean("Florida killed off both of Reinhart's penalties.", as: .narrative).redactions == 1)
        // The same plays without Guentzel's goal: Tkachuk's penalty was killed. A minor taken with
        // 30 seconds left in the second runs into the third.
        var plays = detail.plays.filter { ScoringReading.period($0) <= 2 && $0.playerName != "Jake Guentzel" }
        var late = try #require(plays.first { $0.playerName == "Matthew Tkachuk" && $0.playType == "PENALTY" })
        late.quarter = 2
        late.gameClock = "00:30"
        late.playerName = "Aleksander Barkov"
        plays.append(late)
        let edited = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail)).seeing(plays).placed(through: 2)
        // A power-play goal ends a minor: Point scoring on it with 20 seconds left closes it in sight.
        var goal = try #require(plays.first { $0.playerName == "Brayden Point" && $0.playType == "GOAL" })
        goal.gameClock = "00:20"
        let converted = RevealPolicy(rules: RevealRules()).leakGuard(for: GameFacts(detail)).seeing(plays + [goal]).placed(through: 2)
        GroundingFixtures.expect(converted, shows: ["Florida failed to kill off Barkov's penalty in the second period."],
                                 hides: ["Florida killed off Barkov's penalty in the second period."])
        GroundingFixtures.expect(edited, shows: ["Florida killed off Tkachuk's penalty in the first period.", "Florida killed off Tkachuk's penalty.",
                                                 "Florida's penalty kill was busy in the first period."],
                                 hides: ["Florida failed to kill off Tkachuk's penalty in the first period.", "Florida killed off Barkov's penalty.",
                                         "Florida's penalty kill was busy late in the second period."])
    }

    /// A side's count is its own where the sentence names the side: Florida had 19 hits in the
    /// first period and Tampa Bay 9, and scored two goals to Tampa Bay's one; a steal told on the turnover's row is the other side's
    /// (Washington had two steals in the first quarter, Oklahoma City four); a hockey block on
    /// the shooter's row is the blocker's (Florida blocked nine, Tampa Bay three); a side's
    /// pitching, or the batters it names, counts the other side's batters (Houston struck out six
    /// times through seven innings, Toronto five).
    @Test func aSidesCountIsItsOwn() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: ["Florida had 19 hits in the first period.", "Florida blocked nine shots in the first period.",
                                              "Tampa Bay blocked three shots in the first period.", "Lightning skaters blocked three Florida shots in the first period.",
                                              "Tampa Bay iced the puck twice in the first period.", "Florida scored two goals in the first period.",
                                              "Florida scored twice in the first period.", "The teams combined for three goals in the first period.",
                                              "Florida scored two times in the first period.",
                                              "Florida and Tampa Bay combined for three goals in the first period.",
                                              "Florida won 11 of 17 faceoffs in the first period.",
                                              "In the first period, hits: Florida 19, Tampa Bay 9."],
                                 hides: ["Tampa Bay had 19 hits in the first period.", "Florida blocked three shots in the first period.",
                                         "Tampa Bay scored two goals in the first period.", "Tampa Bay scored twice in the first period.",
                                         "Tampa Bay scored three goals in the first period.", "Tampa Bay scored two times in the first period.",
                                         "Tampa Bay won 11 of 17 faceoffs in the first period.", "Florida won 11 of 18 faceoffs in the first period.",
                                         "In the first period, hits: Florida 9, Tampa Bay 19."])
        // A side's shooting line too: Brooklyn took 24 shots in the first quarter, Golden State 28.
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(nba, shows: ["Golden State took 28 shots in the first quarter.", "Golden State shot 9 of 28 in the first quarter."],
                                 hides: ["Golden State took 24 shots in the first quarter.", "Brooklyn shot 9 of 28 in the first quarter."])
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(okc, shows: ["Washington had two steals in the first quarter."],
                                 hides: ["Oklahoma City had two steals in the first quarter.", "Washington had four steals in the first quarter."])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 7)
        GroundingFixtures.expect(mlb, shows: [
            "Toronto pitching had struck out six Astros through seven innings.", "Houston's pitchers struck out five Blue Jays through seven innings.",
            "Toronto struck out six Astros through seven innings.", "Houston's batters struck out six times against Toronto pitching through seven innings.",
        ], hides: [
            "Toronto pitching had struck out five Astros through seven innings.", "Toronto struck out six times through seven innings.",
            "Toronto struck out five Astros through seven innings.", "Toronto drew two walks in the seventh inning.",
        ])
        // A team's row with no team field names its side: Washington's shot-clock turnover
        // ("Wizards Turnover: Shot Clock") is its fifth of the second quarter.
        GroundingFixtures.expect(okc, shows: ["Washington committed five turnovers in the second quarter."],
                                 hides: ["Washington committed four turnovers in the second quarter."])
    }

    /// A name both sides share ("Los Angeles") stands for neither; each side's own does.
    @Test func aSharedNameNamesNeitherSide() {
        let grounding = TeamGrounding.of(["Los Angeles Lakers", "Los Angeles Clippers", "LAL", "LAC"],
                                         sides: ["Los Angeles Lakers": "LAL", "Los Angeles Clippers": "LAC", "LAL": "LAL", "LAC": "LAC"])
        #expect(grounding.sides[["los", "angeles"]] == nil)
        #expect(grounding.sides[["lakers"]] == "LAL")
        #expect(grounding.sides[["clippers"]] == "LAC")
        #expect(grounding.sides[["lac"]] == "LAC")
    }

    /// Made baskets ("field goals", "baskets") are a kind of their own: a shot's row crediting
    /// its points, not a free throw's, not a miss. Oklahoma City made 13 in the first quarter,
    /// nine of them assisted; both sides 23 in the first half.
    @Test func madeBasketsAreCounted() async throws {
        let recap = try await GroundingFixtures.sampleRecap(21600270, through: 2)
        GroundingFixtures.expect(recap, shows: [
            "Oklahoma City made 13 field goals in the first quarter.", "Both teams made 23 field goals in the first half.",
            "The Thunder assisted on nine of their 13 first-quarter baskets.", "The Thunder had 14 assists on 23 first-half baskets.",
        ], hides: [
            "Oklahoma City made 14 field goals in the first quarter.", "The Thunder assisted on ten of their 13 first-quarter baskets.",
            "The Thunder assisted on nine of their 14 first-quarter baskets.", "Oklahoma City made 23 field goals in the first quarter.",
        ])
    }

    /// A count of nothing is a count: "0 walks", "no walks" and a "none" standing for the count
    /// before it (its kind and place) are checked as zero, and a number that counts a kind is
    /// never a side's score ("Toronto had 0 walks in the second" is not its 0 runs there).
    /// Toronto walked twice in the second and once in the fifth; Houston not at all through six.
    @Test func aCountOfNothingIsCounted() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 6)
        GroundingFixtures.expect(mlb, shows: [
            "Toronto had 0 walks in the third inning.", "Houston had no walks through six innings.",
            "Toronto drew three walks through six innings, while Houston drew none.",
            "Toronto has drawn three walks through six; Houston has none.",
            "Toronto drew three walks in the first five innings, Houston none.",
        ], hides: [
            "Toronto had 0 walks in the second inning.", "Toronto had zero walks through six innings.",
            "Toronto had no walks through six innings.", "Toronto had no walks in the fifth inning.",
            "Houston drew no walks through six innings, while Toronto drew none.",
            "Toronto drew two walks in the second inning, while Houston drew none in the ninth.",
        ])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: ["Tampa Bay took no penalties in the first period."],
                                 hides: ["Florida took no penalties in the first period.", "Tampa Bay took no penalties in the third period."])
    }

    /// "In his first three trips to the plate" is a batter's own span, from the game's start to
    /// his third time up: the reader's when that came in an inning they may see whole, and a
    /// count or line in its clause is the batter's over it. Meyers: K (1st), K (4th), out (6th);
    /// Singleton: K (2nd), K (5th); Horwitz: three outs (1st, 3rd, 5th); Turner: out, K, K, and
    /// a hit by pitch in the eighth, which is no at-bat.
    @Test func aBattersFirstTimesUp() async throws {
        let six = try await GroundingFixtures.sampleRecap(744914, through: 6)
        GroundingFixtures.expect(six, shows: [
            "Jake Meyers struck out twice in his first three trips to the plate.",
            "Jon Singleton struck out in each of his first two plate appearances.",
            "Spencer Horwitz went 0-for-3 in his first three at-bats.", "Jake Meyers went 0-for-2 in his first two at-bats.",
            "Turner went 0-for-2 in his first two trips, grounding out and taking a called third strike.",
        ], hides: [
            "Jake Meyers struck out three times in his first three trips to the plate.",
            "Jake Meyers struck out once in his first three trips to the plate.",
            "Jake Meyers struck out in each of his first three trips to the plate.",
            "Spencer Horwitz went 1-for-3 in his first three at-bats.",
            "Spencer Horwitz went 0-for-4 in his first four at-bats.",       // the fourth came in the eighth
            "Jon Singleton struck out twice in his first three trips to the plate.",
        ])
        let five = try await GroundingFixtures.sampleRecap(744914, through: 5)
        GroundingFixtures.expect(five, hides: ["Jake Meyers struck out twice in his first three trips to the plate."])
        let eight = try await GroundingFixtures.sampleRecap(744914, through: 8)
        GroundingFixtures.expect(eight, shows: ["Justin Turner went 0-for-3 in his first four trips to the plate."],
                                 hides: ["Justin Turner went 0-for-4 in his first four trips to the plate."])
        // A basketball player has no times up: his "first two trips to the line" are no span the
        // plays count (Westbrook's first came in the second quarter).
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(21600270, through: 2),
                                 hides: ["Westbrook scored on his first two trips to the line in the first quarter."])
        // At the ninth's step its plays are seen, its end not: a span reaching into it is no one's.
        GroundingFixtures.expect(try await GroundingFixtures.sampleClimax(744914),
                                 shows: ["Jake Meyers struck out twice in his first three trips to the plate."],
                                 hides: ["Jake Meyers struck out three times in his first four trips to the plate."])
    }

    /// A pair that is no score counts a kind its sentence names, never any count that happens to
    /// match: "Florida won the second period by 3-1 and the game by 6-2" was shown, its 6-2 some
    /// other count's pair in the second period.
    @Test func aPairCountsAKindItsSentenceNames() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: [
            "Shots on goal were 16-13 for Tampa Bay through 40 minutes.", "The second period was even in hits, 11-11, and in faceoffs, 12-12.",
            // "Shots on goal" is one kind: its "goal" counts no goals.
            "Shots on goal through two periods: Tampa Bay 16, Florida 13.", "Shots on goal in the second period: Tampa Bay 6, Florida 7.",
        ], hides: [
            "Shots on goal through two periods: Tampa Bay 17, Florida 13.", "Shots on goal in the second period: Tampa Bay 7, Florida 6.",
            "Shots on goal through three periods: Tampa Bay 16, Florida 13.",
            "Florida won the second period by 3-1 and the game by 6-2.", "Florida won the second period, 3-1, and then the game, 6-2.",
            "Florida vann andra perioden med 3–1 och matchen med 6–2.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 3),
                                 shows: ["Brooklyn outrebounded Golden State 50-42 through three quarters."])
    }

    /// An ordinal with its noun left out ("was Tampa Bay's second of the night") counts the noun
    /// before it, and a side's ordinal of a kind with no unit ("its second timeout of the first
    /// quarter") is that kind's count in the place: a moment the reader sees, never a count the
    /// plays do not reach, nor one with no visible place.
    @Test func anOrdinalWithItsNounLeftOut() async throws {
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(2024030121, through: 2), shows: [
            "Brayden Point's goal at 13:04 of the second period was Tampa Bay's second of the night.",
            "Matthew Tkachuk's goal at 9:44 of the second period was his second of the night.",
        ], hides: [
            "Brayden Point's goal at 13:04 of the second period was Tampa Bay's third of the night.",
            "Brayden Point's goal at 13:04 of the second period was his second of the night.",
            "Matthew Tkachuk's goal at 9:44 of the second period was his third of the night.",
            "Florida's goal in the second period was its sixth of the night.",
            "Tampa Bay's goal in the third period was its second of the night.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 1), shows: [
            "Golden State called its second timeout of the first quarter after Irving's deep pull-up.",
        ], hides: [
            "Golden State called its fifth timeout of the first quarter after Irving's deep pull-up.",
            "Golden State called its second timeout of the second quarter.", "Golden State called its second timeout.",
        ])
    }

    /// Both sides' counts after a period, told with no verb of play ("Shots 10-6 Tampa Bay after
    /// one"), are the counts through it; a verb after a period's end is play from there on, and
    /// a pair of the period alone, or past what the reader sees, is no count at that end. A count
    /// line with no verb after a placed sentence is of that place.
    @Test func bothSidesCountsAtAPeriodsEnd() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: ["Shots 10-6 Tampa Bay after one.", "Shots 16-13 Tampa Bay after two periods."], hides: [
            "Shots 6-7 after two periods.", "Shots 17-13 Tampa Bay after two periods.", "Shots 16-13 Tampa Bay after three periods.",
            "Tampa Bay had 16-13 after two periods.", "Tampa Bay led the shots 10-6 after one.",
        ])
        // A log's count line after a placed sentence is of that place.
        let first = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(first, shows: ["END OF 1ST: Panthers 2, Lightning 1. Shots 10-6 Tampa Bay."], hides: [
            "Shots 10-6 Tampa Bay.", "END OF 1ST: Panthers 2, Lightning 1. Shots 11-6 Tampa Bay.",
        ])
    }

    /// A side's saves, told of the side or its goaltender (by name where the plays name him), are
    /// the other side's shots on goal in the place less its goals: a line like "9 of 10", checked
    /// in its place, never with no place (it may be the game's).
    @Test func aSidesSavesAreTheShotsItFaced() async throws {
        let first = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(first, shows: [
            "Florida's goaltender stopped nine of 10 first-period shots.", "Florida's goalie turned aside 9 of 10 in the first period.",
            "Tampa Bay's goaltender stopped four of the six shots in the first period.",
            "Florida turned aside nine of 10 Tampa Bay shots in the first period.",
        ], hides: [
            "Florida's goaltender stopped ten of 10 first-period shots.", "Florida's goaltender stopped nine of 10 shots.",
            "Tampa Bay's goaltender stopped nine of 10 shots in the first period.", "Florida's goaltender stopped 14 of 16 shots through two periods.",
            "Vasilevskiy stopped five of the six shots he faced in the first period.", "Vasilevskiy stopped four of the six shots he faced.",
        ])
        // A goaltender the plays name (a giveaway of his) stopped his side's saves.
        GroundingFixtures.expect(first, shows: ["Andrei Vasilevskiy stopped four of the six shots he faced in the first period.",
                                                "Vasilevskiy made four saves on six Florida shots in the first period."],
                                 hides: ["Vasilevskiy made five saves on six Florida shots in the first period.",
                                         "Vasilevskiy made four saves on six Florida shots."])
        let second = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(second, shows: [
            "Florida's goaltender stopped 14 of 16 shots in the first two periods.", "Florida's goaltender stopped 5 of 6 shots in the second period.",
            "Tampa Bay's goaltender stopped eight of the 13 Florida shots he faced in the first two periods.",
        ], hides: ["Florida's goaltender stopped 14 of the 16 shots.", "Florida's goaltender stopped 6 of 7 shots in the second period."])
        // "two of the three outs" is a share of a kind, no line of saves or of tries.
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(744914, through: 5), shows: [
            "Alex Bregman has been busy at third base: he recorded two of the three outs in the bottom of the third.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 1), shows: [
            "Brooklyn made seven of the 12 threes it tried in the first quarter.",
        ], hides: ["Brooklyn made eight of the 12 threes it tried in the first quarter."])
    }

    /// A count of players ("Three different players scored in the first period", "Five Nets
    /// scored", "came from six different players") is how many of them, of the side named, had
    /// the kind of play in the place; never with no place. A baseball count of scorers is no
    /// count of the batters the plays credit with the runs.
    @Test func aCountOfPlayersIsOfThoseWhoPlayed() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 1)
        GroundingFixtures.expect(nhl, shows: [
            "Three different players scored in the first period.", "Seventeen different players were credited with a hit in the first period.",
            "Florida's six shots on goal in the first period came from six different players.",
            "Six different Panthers had a shot on goal in the first period.",
            "Seven different Lightning players had a shot on goal in the first period.",
        ], hides: [
            "Four different players scored in the first period.", "Three different players scored.",
            "Seven different Panthers had a shot on goal in the first period.", "Six different Lightning players had a shot on goal in the first period.",
            "Three different players scored in the first two periods.", "Florida's six shots on goal in the first period came from five different players.",
            "Three different players scored after the first period.",
        ])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(2024030121, through: 2), shows: ["Through two periods, Florida had five goals."],
                                 hides: ["Six different Panthers had a shot on goal after the first period."])
        GroundingFixtures.expect(try await GroundingFixtures.sampleRecap(22000001, through: 1),
                                 shows: ["Five Nets scored in the opening quarter."], hides: ["Six Nets scored in the opening quarter.", "Five Nets scored."])
        // Three runners scored on two hits: the plays credit the runs to the batters.
        let mlb = GroundingFixtures.shield(seeing: [
            GroundingFixtures.row(1, "0:00", "BOS", "George Springer", "George Springer doubles. Bo Bichette scores. Justin Turner scores.", 2),
            GroundingFixtures.row(1, "0:00", "BOS", "Ernie Clement", "Ernie Clement singles. George Springer scores.", 1),
        ], regulation: 9)
        #expect(mlb.clean("Two different Celtics scored in the first inning.", as: .narrative).redactions == 1)
    }

    /// Going to the plate is a batter's: "sent six men to the plate", "came to the plate 15
    /// times", "Fifteen Blue Jays have come to the plate" count the side's plate appearances in
    /// the place.
    @Test func goingToThePlateIsABattersTurn() async throws {
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 4)
        GroundingFixtures.expect(mlb, shows: [
            "Toronto sent 15 men to the plate through four innings.", "Toronto came to the plate 15 times through four innings.",
            "Fifteen Blue Jays and 12 Astros have come to the plate through four innings.",
        ], hides: [
            "Toronto sent 16 men to the plate through four innings.", "Toronto came to the plate 14 times through four innings.",
            "Sixteen Blue Jays have come to the plate through four innings.", "Toronto sent 15 men to the plate.",
            "Fifteen Blue Jays crossed the plate through four innings.",
        ])
    }
}
