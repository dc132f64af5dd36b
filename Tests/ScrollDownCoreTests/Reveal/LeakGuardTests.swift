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

    @Test(arguments: scoreForms)
    func narrativeHidesSentenceWithScore(score: String) {
        let result = F.narrative("Tip-off was crisp. It stood at \(score) late. Fans stayed.")
        #expect(result == GuardedText(text: "Tip-off was crisp. \(Self.m) Fans stayed.", redactions: 1))
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
        let result = F.narrative("Good crowd. \(sentence)", F.finishedNBAWithScore)
        #expect(result == GuardedText(text: "Good crowd. \(Self.m)", redactions: 1))
    }

    /// Numbers that are no figure of the game stay, however close to a score; a bare number
    /// the guard cannot place goes, whatever its value.
    @Test func explainedNumbersStayAndUnplacedOnesGo() {
        let far = "Section 118 was loud all night long, and the team bus was No. 111."
        #expect(F.narrative(far, F.finishedNBAWithScore).redactions == 0)
        #expect(F.narrative("Tatum wore No. 118 sneakers.", F.finishedNBAWithScore).redactions == 0)
        #expect(F.narrative("Tatum wore 118 sneakers.", F.finishedNBAWithScore).redactions == 1)
    }

    @Test func playHidesFinalPairSpan() {
        let result = F.play("Tatum free throw; home 118, away 111 now", F.finishedNBAWithScore)
        #expect(result == GuardedText(text: "Tatum free throw; \(Self.m) now", redactions: 1))
        let reversed = F.play("away 111 home 118", F.finishedNBAWithScore)
        #expect(reversed == GuardedText(text: Self.m, redactions: 1))
    }

    @Test func tiedFinalNeedsTwoNumbers() {
        let tie = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true)
        #expect(F.narrative("He wore number 20 on his back.", tie).redactions == 0)
        #expect(F.narrative("It was 20 and 20 at the end.", tie).redactions == 1)
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

    @Test(arguments: outcomeWords)
    func narrativeHidesOutcomeLanguage(word: String) {
        let result = F.narrative("Boston \(word) New York. Next up is Miami.", F.liveNBA)
        #expect(result == GuardedText(text: "\(Self.m) Next up is Miami.", redactions: 1))
    }

    @Test func teamTotalsNarrationIsHidden() {
        let text = "GSW scored 25 points and BKN scored 40 in the third."
        #expect(F.narrative(text).text == Self.m)
        // Real flow text (22000001) carries signed totals.
        #expect(F.narrative("Q1: GSW scored -8 points and BKN scored -8. Next.").text == "\(Self.m) Next.")
        #expect(F.narrative("Curry scored 25 points in the third.", F.finishedNBAWithScore).redactions == 0)
        #expect(F.narrative("Curry scored 25 points in the third.").redactions == 1, "the third is not visible")
    }

    @Test(arguments: ["Lost Ball Turnover by Brown", "Shot blocked", "Smith wins jump ball", "Brown lost the handle"])
    func playKeepsOutcomeWords(text: String) {
        #expect(F.play(text) == GuardedText(text: text, redactions: 0))
    }

    static let ordinaryText = [
        "Winnipeg Jets visit the Minnesota Wild.", "Wingate hosts the Detroit Lions.",
        "Victory FC hosts the Celtics.", "J. Allen lost ball TURNOVER (1 TO) in the second quarter.",
        "Period 4 opened with a Free Throw 2 of 2 at 4:32.", "The clock read 12:00, then 0:32.1.",
        "Sacked for a loss of 7 yards.", "Turnover on downs at midfield.", "He was sacked for a loss.", "They picked up 12 first downs in the first half.", "Punt downed at the 20.",
        "He advanced to second base.", "Both sides traded possessions as the pace settled.",
        "St. Louis and Mr. Smith arrived. Tipoff is at 7:30 PM.", "S. Curry Free Throw 1 of 2 (1 PTS) opened Period 1.",
        "Momentum swung after a turnover-heavy stretch.", "The first minute was frantic.",
        "Multi-line text\nwith a second line.",
    ]

    @Test(arguments: ordinaryText)
    func ordinaryTextComesBackByteIdentical(text: String) {
        #expect(F.narrative(text, F.finishedNBAWithScore) == GuardedText(text: text, redactions: 0))
    }

    /// Play-by-play figures in prose that names no visible period: a running total could be
    /// the final one.
    @Test(arguments: ["J. Allen lost ball TURNOVER (1 TO).", "They picked up 12 first downs.", "S. Curry Free Throw 1 of 2 (1 PTS)."])
    func unplacedFiguresAreHidden(text: String) {
        #expect(F.narrative(text, F.finishedNBAWithScore) == GuardedText(text: Self.m, redactions: 1))
    }

    // MARK: Overtime

    static let overtimeSentences = [
        "They needed overtime.", "It went to OT.", "A 2OT game.", "Double overtime it was.",
        "Decided in a shootout.", "Extra innings again.", "Extra frames again.", "Sudden death.",
        "Free hockey tonight.", "Final/OT.", "An extra-inning affair.", "Final/SO.",
    ]

    @Test(arguments: overtimeSentences)
    func overtimeLanguageHiddenOnlyWhenFinished(sentence: String) {
        let text = "Calm start. \(sentence)"
        #expect(F.narrative(text, F.finishedNBA) == GuardedText(text: "Calm start. \(Self.m)", redactions: 1))
        #expect(F.narrative(text, F.liveNBA) == GuardedText(text: text, redactions: 0))
    }

    @Test(arguments: [
        (4, "Period 5 opened with a dunk.", true), (4, "Period 4 opened with a dunk.", false),
        (3, "Period 4 opened with a goal.", true), (3, "Period 3 opened with a goal.", false),
        (2, "Period 3 opened with a layup.", true), (2, "Period 2 opened with a layup.", false),
        (9, "Period 10 opened with a walk.", true), (9, "Period 9 opened with a walk.", false),
        (9, "He singled in the 11th.", true), (9, "A double in the 10th inning.", true),
        (9, "A double in the 9th inning.", false), (4, "The 5th quarter was tense.", true),
        (4, "Quarter 5 began.", true), (4, "A fifth quarter began.", true), (4, "Q5 began.", true),
        (4, "Q4 began.", false), (9, "Top of the tenth.", true), (9, "Top of the ninth.", false), (3, "Early in the 4th period.", true), (3, "Midway through the 3rd period.", false),
    ] as [(Int, String, Bool)])
    func periodsBeyondRegulation(regulation: Int, sentence: String, hidden: Bool) {
        let finished = LeakGuardContext(regulationPeriods: regulation, gameIsFinished: true)
        let live = LeakGuardContext(regulationPeriods: regulation, gameIsFinished: false)
        #expect(F.narrative(sentence, finished).redactions == (hidden ? 1 : 0))
        #expect(F.narrative(sentence, live).redactions == 0)
    }

    // MARK: Sentences and markers

    @Test func consecutiveHiddenSentencesCollapse() {
        let result = F.narrative("Calm start. They won. It was 112-108! Fans cheered. Boston lost?")
        #expect(result == GuardedText(text: "Calm start. \(Self.m) Fans cheered. \(Self.m)", redactions: 3))
    }

    @Test func paragraphBreaksSurviveCollapsing() {
        let result = F.narrative("They won.\n\nIt was 112-108.")
        #expect(result == GuardedText(text: "\(Self.m)\n\n\(Self.m)", redactions: 2))
    }

    @Test func initialsAndDecimalsDoNotEndSentences() {
        let result = F.narrative("S. Curry and J. Allen won it at 4.5 seconds. Then play went on.")
        #expect(result == GuardedText(text: "\(Self.m) Then play went on.", redactions: 1))
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

/// A block's narrative of its own stretch, read in the last regulation period or overtime:
/// one player's share of the stretch is shown (its mini box shows it as +N), nothing else.
@Suite struct StretchShareTests {
    /// The block of Q4 of a finished game: nothing placed there counts as visible.
    static let lastBlock = LeakGuard(GuardFixtures.finishedNBA).placed(through: 4, own: 4)

    @Test func aPlayersShareOfTheStretchIsShown() {
        for text in ["Domantas Sabonis had 8 points in this stretch.", "Brock Boeser had 1 goal in this stretch."] {
            #expect(Self.lastBlock.clean(text, as: .narrative).redactions == 0, "\(text)")
        }
    }

    @Test func anythingElseWithAFigureStaysHidden() {
        for text in ["Westbrook had 14 points in this stretch on his way to 41.", "Last scoring play: Westbrook Free Throw 2 of 2 (35 PTS).",
                     "Q4: WAS scored 21 points and OKC scored 21.", "Sabonis had 8 points in the game.", "Sabonis had 8 points."] {
            #expect(Self.lastBlock.clean(text, as: .narrative).redactions == 1, "\(text)")
        }
        // Outside a block's own narrative (a recap narrates the game) the share is not explained.
        #expect(GuardFixtures.narrative("Domantas Sabonis had 8 points in this stretch.").redactions == 1)
    }
}
