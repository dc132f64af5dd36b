import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Shared contexts for the guard tests.
enum GuardFixtures {
    static let celticsKnicks = [
        "Boston Celtics", "Celtics", "BOS", "Boston", "New York Knicks", "Knicks", "NYK", "New York",
        "Winnipeg Jets", "Minnesota Wild", "Detroit Lions", "Victory FC",
    ]
    /// NBA, finished, final unknown: only patterns and words decide.
    static let finishedNBA = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: celticsKnicks)
    /// NBA, finished, Q1–Q3 visible (a hidden recap's reader): figures placed there pass.
    static let finishedNBAWithScore = LeakGuardContext(
        regulationPeriods: 4, gameIsFinished: true, teamNames: celticsKnicks, lastVisiblePeriod: 3)
    /// NBA, live in the third quarter: Q1 and Q2 are complete and visible.
    static let liveNBA = LeakGuardContext(regulationPeriods: 4, gameIsFinished: false, teamNames: celticsKnicks,
                                          lastVisiblePeriod: 2)

    static func narrative(_ text: String, _ context: LeakGuardContext = finishedNBA) -> GuardedText {
        LeakGuard(context).clean(text, as: .narrative)
    }

    static func play(_ text: String, _ context: LeakGuardContext = finishedNBA) -> GuardedText {
        LeakGuard(context).clean(text, as: .playDescription)
    }
}

@Suite struct LeakGuardTests {
    typealias F = GuardFixtures
    static let m = LeakGuard.marker

    // MARK: Scores

    static let scoreForms = [
        "112-108", "112–108", "112—108", "112 - 108", "112:108", "112/108", "112 to 108", "112 TO 108",
        "3 - 2", "3-2", "3:2", "W 112-108", "L 3-2", "25:10",
        "Boston Celtics 118, New York Knicks 111", "Celtics 118 Knicks 111", "Knicks 111 - Celtics 118",
    ]

    /// A recap of the hidden finished game of `GroundingFixtures` (Q1–Q3 visible, grounded in their plays).
    static let recap = GroundingFixtures.recap()
    static let n0 = "Boston won the opening tip.", n1 = "Tatum hit a 3-pointer in the first quarter."

    @Test(arguments: scoreForms)
    func narrativeHidesSentenceWithScore(score: String) {
        let result = Self.recap.clean("\(Self.n0) It stood at \(score) late. \(Self.n1)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m) \(Self.n1)", redactions: 1))
    }

    @Test(arguments: scoreForms)
    func playHidesScoreInline(score: String) {
        let result = F.play("Tatum Jump Shot (\(score)) assist")
        #expect(result == GuardedText(text: "Tatum Jump Shot (\(Self.m)) assist", redactions: 1))
    }

    @Test func teamScoreFormNeedsKnownNames() {
        let noNames = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true)
        #expect(F.play("Celtics 118 Knicks 111", noNames).redactions == 0)
        #expect(F.play("Celtics 118 Knicks 111").text == Self.m)
    }

    static let notScores = [
        "Thornton Free Throw 2 of 2 (9 PTS)", "Shot at 4:32 in the 2nd", "12:00 Start of Period 1",
        "0:32.1 Tatum Layup", "(10:59) J.Allen pass short right", "20:00 Start of 1st Period",
        "Lost Ball Turnover", "Shot blocked by Brown", "J. Allen wins jump ball", "Rally towel night",
        "On 2024-03-01 the Celtics hosted", "3PT Step Back Jump Shot (21 PTS)", "Westbrook 25' 3PT",
    ]

    @Test(arguments: notScores)
    func playKeepsClocksRatiosAndFacts(text: String) {
        #expect(F.play(text, F.finishedNBAWithScore) == GuardedText(text: text, redactions: 0))
    }

    @Test func playHidesEveryScoreAndCollapsesNeighbours() {
        let result = F.play("Score 112-108 then 3-2 after 112-108 112-108")
        #expect(result == GuardedText(text: "Score \(Self.m) then \(Self.m) after \(Self.m)", redactions: 4))
    }

    // MARK: Final-score pair

    @Test(arguments: [
        "Boston had 118 and New York had 111.", "New York reached 111 while Boston got to 118.",
        "It ended 118 111.",
    ])
    func narrativeHidesFinalPairInEitherOrder(sentence: String) {
        let result = Self.recap.clean("\(Self.n0) \(sentence)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m)", redactions: 1))
    }

    /// A number is shown only where the plays ground it: a player's figure they show, a visible
    /// period's score; anything else goes, whatever its value and however it is dressed.
    @Test func groundedNumbersStayAndOthersGo() {
        for kept in ["Tatum had 12 points in the first quarter.", "Brunson had 11 in the first quarter.",
                     "Holiday had 6 assists at halftime.", "Boston led 30-25 after one quarter."] {
            #expect(Self.recap.clean(kept, as: .narrative).redactions == 0, "\(kept)")
        }
        for hidden in ["Tatum had 41 points.", "Section 118 was loud all night long.", "Tatum wore No. 0 sneakers.",
                       "Boston led 31-25 after one quarter.", "Tatum had 12 points in the fourth quarter."] {
            #expect(Self.recap.clean(hidden, as: .narrative).redactions == 1, "\(hidden)")
        }
    }

    @Test func playHidesFinalPairSpan() {
        let result = F.play("Tatum free throw; home 118, away 111 now", F.finishedNBAWithScore)
        #expect(result == GuardedText(text: "Tatum free throw; \(Self.m) now", redactions: 1))
        let reversed = F.play("away 111 home 118", F.finishedNBAWithScore)
        #expect(reversed == GuardedText(text: Self.m, redactions: 1))
    }

    /// A tie is a score: shown when it is one the plays show in a visible period.
    @Test func tiesAreScoresToo() {
        #expect(Self.recap.clean("It was tied at 10 in the first quarter.", as: .narrative).redactions == 0)
        #expect(Self.recap.clean("It was tied at 100 in the first quarter.", as: .narrative).redactions == 1)
        #expect(Self.recap.clean("It was 20 and 20 at the end.", as: .narrative).redactions == 1)
    }

    // MARK: Outcome language

    static let outcomeWords = [
        "win", "wins", "won", "winning", "winner", "winners", "beat", "beats", "beaten", "beating",
        "defeat", "defeats", "defeated", "defeating", "victory", "victories", "lose", "loses", "lost",
        "losing", "loss", "losses", "loser", "clinch", "clinches", "clinched", "clinching",
        "eliminate", "eliminates", "eliminated", "elimination", "sweep", "swept", "upset", "comeback",
        "walk-off", "walkoff", "game-winner", "game-winning", "gamewinner", "buzzer-beater",
        "final score", "Final:", "tops", "topped", "edges", "edged", "routs", "routed", "downs",
        "downed", "holds off", "held off", "survives", "survived", "falls to", "fell to", "rally",
        "rallied", "blowout", "triumph", "series lead", "leads the series",
        "advances to the conference finals", "advanced past", "by 12 points", "by 3 runs",
        "by two goals", "7-point win", "10-point lead", "3-run margin", "WON", "Victory", "shutout",
        "shut out", "blanked",
    ]

    /// Live in the third quarter (Q1 and Q2 complete and visible): an outcome word is no claim
    /// about a part of the game the reader sees, so its sentence goes; the neighbour stays.
    @Test(arguments: outcomeWords)
    func narrativeHidesOutcomeLanguage(word: String) {
        let live = GroundingFixtures.recap(through: 2, finished: false)
        let result = live.clean("Boston \(word) New York. \(Self.n0)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.m) \(Self.n0)", redactions: 1))
    }

    @Test func teamTotalsNarrationIsHidden() {
        #expect(Self.recap.clean("NYK scored 26 points and BOS scored 28 in the fourth.", as: .narrative).text == Self.m)
        #expect(Self.recap.clean("Q1: NYK scored 25 points and BOS scored 30.", as: .narrative).redactions == 0)
        // Real flow text (22000001) carries signed totals.
        #expect(Self.recap.clean("Q1: GSW scored -8 points and BKN scored -8. \(Self.n0)", as: .narrative).text == "\(Self.m) \(Self.n0)")
        #expect(Self.recap.clean("Tatum scored 12 points in the first quarter.", as: .narrative).redactions == 0)
        let pregame = LeakGuard(GuardFixtures.finishedNBA).seeing(GroundingFixtures.plays(before: 4))
        #expect(pregame.clean("Tatum scored 12 points in the first quarter.", as: .narrative).redactions == 1, "no period is visible")
    }

    @Test(arguments: ["Lost Ball Turnover by Brown", "Shot blocked", "Smith wins jump ball", "Brown lost the handle"])
    func playKeepsOutcomeWords(text: String) {
        #expect(F.play(text) == GuardedText(text: text, redactions: 0))
    }

    /// Ordinary prose about the plays the reader may see, scary words included.
    static let ordinaryText = [
        "Boston won the opening tip.", "Tatum hit a 25-foot 3-pointer in the first quarter.",
        "Brunson hit a pair of free throws at 2:11 of the second quarter.",
        "Randle picked up his third foul with 5:40 left in the second quarter.", "Holiday had 6 assists at halftime.",
        "New York opened the third quarter on a 9-2 run.", "Tatum scored 7 straight points in the third quarter.",
        "The Knicks made 7 threes in the third quarter.", "New York led 84-80 after three quarters.", "It was 30-25 after one.",
        "Boston built a 10-point lead in the first quarter.", "Boston rallied from a 10-point deficit in the second quarter.",
        "Late in the second quarter, Brown hit a 25-foot 3-pointer.", "The teams combined for 55 points in the first quarter.",
        "Tatum had 12 points in the first quarter.\nBrunson had 11 in the first quarter.",
        "Brunson Free Throw 1 of 1 (8 PTS) came in Period 1.",
    ]

    @Test(arguments: ordinaryText)
    func ordinaryTextComesBackByteIdentical(text: String) {
        #expect(Self.recap.clean(text, as: .narrative) == GuardedText(text: text, redactions: 0), "\(Self.recap.ungrounded(text) ?? "")")
    }

    /// Play text about players the reader does not see, and figures of other sports.
    @Test(arguments: ["J. Allen lost ball TURNOVER (1 TO).", "They picked up 12 first downs.", "S. Curry Free Throw 1 of 2 (1 PTS)."])
    func ungroundedPlayTextIsHidden(text: String) {
        #expect(Self.recap.clean(text, as: .narrative) == GuardedText(text: Self.m, redactions: 1))
    }

    // MARK: Overtime

    static let overtimeSentences = [
        "They needed overtime.", "It went to OT.", "A 2OT game.", "Double overtime it was.",
        "Decided in a shootout.", "Extra innings again.", "Extra frames again.", "Sudden death.",
        "Free hockey tonight.", "Final/OT.", "An extra-inning affair.", "Final/SO.",
    ]

    @Test(arguments: overtimeSentences)
    func overtimeLanguageIsHidden(sentence: String) {
        let text = "\(Self.n0) \(sentence)"
        #expect(Self.recap.clean(text, as: .narrative) == GuardedText(text: "\(Self.n0) \(Self.m)", redactions: 1))
    }

    /// A period is named only up to the reader's horizon, in every league: past it (overtime
    /// of a finished game included) the sentence goes. These guards see no plays, so the
    /// sentences claim no kind of play a play must show (a dunk, a goal, a walk: see
    /// `GroundingReachTests`), only events of play.
    @Test(arguments: [
        (4, "Period 4 opened with a timeout.", true), (4, "Period 3 opened with a timeout.", false),
        (3, "Period 3 opened with a faceoff.", true), (3, "Period 2 opened with a faceoff.", false),
        (2, "Period 2 opened with a jump ball.", true), (2, "Period 1 opened with a jump ball.", false),
        (9, "Period 9 opened with a fly ball.", true), (9, "Period 8 opened with a fly ball.", false),
        (9, "He flied out in the 11th.", true), (9, "A fly ball in the 10th inning.", true),
        (9, "A fly ball in the 8th inning.", false), (4, "The 5th quarter opened with a timeout.", true),
        (4, "Quarter 5 began.", true), (4, "A fifth quarter began.", true), (4, "Q5 began.", true),
        (4, "Q3 began.", false), (9, "Top of the tenth.", true), (9, "Top of the eighth.", false), (3, "Early in the 4th period.", true),
        (3, "Midway through the 2nd period.", false),
    ] as [(Int, String, Bool)])
    func periodsBeyondTheHorizon(regulation: Int, sentence: String, hidden: Bool) {
        // Read where a hidden recap reads (the periods before the last regulation one visible).
        let finished = LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: true, lastVisiblePeriod: regulation - 1))
        let live = LeakGuard(LeakGuardContext(regulationPeriods: regulation, gameIsFinished: false, lastVisiblePeriod: regulation + 2))
        #expect(finished.clean(sentence, as: .narrative).redactions == (hidden ? 1 : 0), "\(finished.ungrounded(sentence) ?? "")")
        #expect(live.clean(sentence, as: .narrative).redactions == 0, "\(live.ungrounded(sentence) ?? "")")
    }

    // MARK: Sentences and markers

    @Test func consecutiveHiddenSentencesCollapse() {
        let result = Self.recap.clean("\(Self.n0) They won. It was 112-108! \(Self.n1) Boston lost?", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m) \(Self.n1) \(Self.m)", redactions: 3))
    }

    @Test func paragraphBreaksSurviveCollapsing() {
        let result = Self.recap.clean("They won.\n\nIt was 112-108.", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.m)\n\n\(Self.m)", redactions: 2))
    }

    /// A sentence that names nothing of its own ("Missed.", "No.", "It wasn't close.") speaks of
    /// the one before it: hidden with it, kept after a shown one.
    @Test func aSentenceThatLeansOnAHiddenOneGoesWithIt() {
        #expect(Self.recap.clean("Who won? No.", as: .narrative) == GuardedText(text: Self.m, redactions: 2))
        #expect(Self.recap.clean("Brunson over 24.5 points? Missed.", as: .narrative).text == Self.m)
        // One that names no play of its own grounds nothing, wherever it stands.
        #expect(Self.recap.clean("\(Self.n1) Missed.", as: .narrative) == GuardedText(text: "\(Self.n1) \(Self.m)", redactions: 1))
        #expect(Self.recap.clean("Boston did it.", as: .narrative).redactions == 1)
        #expect(Self.recap.clean("Boston came through against New York.", as: .narrative).redactions == 1)
    }

    /// A sentence is shown whole or hidden whole: next to a hidden one, a shown one keeps every
    /// word, scary ones included.
    @Test func shownSentencesKeepEveryWord() {
        let text = "Tatum lost the ball out of bounds in the second quarter. They won. Boston won the first quarter 30-25."
        #expect(Self.recap.clean(text, as: .narrative) == GuardedText(
            text: "Tatum lost the ball out of bounds in the second quarter. \(Self.m) Boston won the first quarter 30-25.", redactions: 1))
    }

    @Test func initialsAndDecimalsDoNotEndSentences() {
        let result = Self.recap.clean("J. Brunson and J. Randle won it at 4.5 seconds. \(Self.n0)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.m) \(Self.n0)", redactions: 1))
    }

    @Test(arguments: [
        "", "  ", "One.", "  Lead. Two!  Three?\n\nFour", "Dr. No went to St. Louis. Ok.", "A \"quote.\" Next.",
        "Ends with space. ",
    ])
    func splitterKeepsEveryCharacter(text: String) {
        let split = SentenceSplitter.split(text)
        let rebuilt = String(split.leading) + split.sentences.map { String($0.body) + String($0.trailing) }.joined()
        #expect(rebuilt == text)
    }

    @Test func splitterFindsSentences() {
        let bodies = SentenceSplitter.split("S. Curry scored. St. Louis waits! Is it 4.5? Yes.\nNew line")
            .sentences.map { String($0.body) }
        #expect(bodies == ["S. Curry scored.", "St. Louis waits!", "Is it 4.5?", "Yes.", "New line"])
    }

    @Test func guardedTextEncodesTextAndCount() throws {
        let data = try JSONEncoder().encode(GuardedText(text: "a", redactions: 2))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["text"] as? String == "a")
        #expect(object?["redactions"] as? Int == 2)
    }

    @Test func regulationForLeagues() {
        #expect(League(rawString: "nba").regulationPeriods == 4)
        #expect(League(rawString: "NCAAB").regulationPeriods == 2)
        #expect(League(rawString: "NHL").regulationPeriods == 3)
        #expect(League(rawString: "MLB").regulationPeriods == 9)
        #expect(League(rawString: "NFL").regulationPeriods == 4)
        #expect(League(rawString: "XFL") == .unknown("XFL"))
    }
}

/// A block's narrative of its own stretch, read at the last regulation period's step: one
/// player's share of the stretch is shown (its mini box shows it as +N), no team figure is.
@Suite struct StretchShareTests {
    /// The block of Q4 of a finished game, read with its plays: nothing of the team's score in it counts.
    static let lastBlock = GroundingFixtures.block(4)

    @Test func aPlayersShareOfTheStretchIsShown() {
        for text in ["Jayson Tatum had 8 points in this stretch.", "Brunson had 5 points in this stretch."] {
            #expect(Self.lastBlock.clean(text, as: .narrative).redactions == 0, "\(text): \(Self.lastBlock.ungrounded(text) ?? "")")
        }
    }

    /// At the withheld period's `read` step its plays are seen, its end is not: a clause placed
    /// there may tell a player's play and his share of the stretch, nothing of how the period
    /// went as a whole, in any words.
    @Test func theWithheldPeriodTellsPlaysNotHowItWent() {
        for kept in ["Tatum hit a 3-pointer in the fourth quarter.", "Jayson Tatum had 8 points in this stretch.",
                     "Brunson had 5 points in the fourth quarter."] {
            #expect(Self.lastBlock.clean(kept, as: .narrative).redactions == 0, "\(kept): \(Self.lastBlock.ungrounded(kept) ?? "")")
        }
        for hidden in ["Neither team scored in the fourth quarter.", "Tatum played all 12 minutes of the fourth.",
                       "Boston scored 13 points in the fourth quarter.", "Tatum didn't score in the fourth.",
                       "Brown scored 9 points in the fourth quarter.", "Boston called a timeout in the fourth quarter.",
                       "Q4: NYK scored 12 points and BOS scored 13.", "Both teams scored 12 in the fourth quarter."] {
            #expect(Self.lastBlock.clean(hidden, as: .narrative).redactions == 1, "\(hidden)")
        }
    }

    @Test func anythingElseWithAFigureStaysHidden() {
        for text in ["Tatum had 8 points in this stretch on his way to 41.", "Last scoring play: Tatum 24' 3PT Jump Shot (39 PTS).",
                     "Q4: NYK scored 16 points and BOS scored 24.", "Tatum had 8 points in the game.", "Boston led 104-100 in this stretch."] {
            #expect(Self.lastBlock.clean(text, as: .narrative).redactions == 1, "\(text)")
        }
        // Outside a block's own narrative (a recap narrates the game) there is no stretch of its
        // own to place a team's figure in.
        #expect(GroundingFixtures.recap().clean("Boston scored 30 points in this stretch.", as: .narrative).redactions == 1)
        #expect(GroundingFixtures.block(1).clean("Boston scored 30 points in this stretch.", as: .narrative).redactions == 0)
    }
}
