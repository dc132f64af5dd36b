import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The guard uses what the client knows (each team's final score, the margin, the scores
/// already visible) and reads numbers however they are written. Both directions are tables:
/// what must be hidden before reveal, and ordinary prose that must stay.
@Suite struct LeakGuardDeductionTests {
    static let names = ["Oklahoma City Thunder", "San Antonio Spurs", "OKC", "SAS", "Thunder", "Spurs", "Oklahoma City", "San Antonio"]
    /// OKC 111, SAS 97: margin 14.
    static let finished = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: names)
    /// The same, read where Q1–Q3 are visible (a hidden recap).
    static let throughQ3 = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: names, lastVisiblePeriod: 3)

    static let mustHide = [
        "OKC scored 111 points.",
        "SAS managed only 97 points.",
        "OKC outscored SAS 111 to ninety-seven.",
        "It ended one hundred eleven to ninety-seven.",
        "It finished one hundred and eleven to ninety seven.",
        "They blanked them one to nothing.",
        "The Spurs were down three to nothing early.",
        "OKC by 14.",
        "OKC would top the Spurs.",
        "The Thunder topped San Antonio.",
        "OKC came out on top.",
        "SAS fell short.",
        "Gilgeous-Alexander iced it at the line.",
        "Williams hit the go-ahead basket.",
        "OKC never trailed in the fourth.",
        "SAS were knocked out of the playoffs.",
        "Their season is over.",
        "OKC moves on to the conference finals.",
        "SAS pulls even in the series.",
        "Game tied at 100 with 2 minutes left.",
        "OKC led by 14 points down the stretch.",
        "SAS trailed by twelve points for most of the night.",
        "Thunder 111, Spurs 97.",
    ]

    @Test(arguments: mustHide)
    func hidesBeforeReveal(sentence: String) {
        let result = LeakGuard(Self.finished).clean(sentence + " Next up is Dallas.", as: .narrative)
        #expect(result == GuardedText(text: "\(LeakGuard.marker) Next up is Dallas.", redactions: 1), "\(sentence)")
    }

    static let mustShow = [
        "Wembanyama lost the ball twice in the first quarter.",
        "SAS won the opening tip.",
        "Fox beat the shot clock with a floater.",
        "Gilgeous-Alexander tops the league in assists.",
        "The series is tied 1-1 entering tonight.",
        "OKC won 67 games last season.",
        "SAS opened with a 10-2 run.",
        "OKC built a 10-point lead in the first quarter.",
        "OKC held a 9-point lead at halftime.",
        "Holmgren had 14 rebounds in the first half.",
        "Wembanyama finished with two weeks of treatment.",
        "One of the best defenders in the league starts tonight.",
        "Tip-off is at 7:30 in Oklahoma City.",
        "Holmgren tops the NBA in blocks.",
        "The Spurs top the Western Conference in pace.",
    ]

    @Test(arguments: mustShow)
    func showsOrdinaryProse(sentence: String) {
        let result = LeakGuard(Self.throughQ3).clean(sentence, as: .narrative)
        #expect(result == GuardedText(text: sentence, redactions: 0), "\(sentence)")
    }

    /// A score the reader can already see is no leak: a block's narrative that states the
    /// period's points next to the separator showing them keeps its first sentence.
    @Test func scoresAlreadyVisiblePass() {
        let context = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["WAS", "OKC"], allowedScores: [ScorePair(19, 32), ScorePair(53, 60), ScorePair(34, 28)])
        let shield = LeakGuard(context)
        for sentence in ["Q1: WAS scored 19 points and OKC scored 32.", "Q2: WAS scored 34 points and OKC scored 28.",
                         "WAS 53, OKC 60 at the half.", "It was 60-53 at halftime."] {
            #expect(shield.clean(sentence, as: .narrative).redactions == 0, "\(sentence)")
        }
        for sentence in ["Q3: WAS scored 31 points and OKC scored 24.", "It was 84-84 after three."] {
            #expect(shield.clean(sentence, as: .narrative).redactions == 1, "\(sentence) is not visible yet")
        }
        let tie = LeakGuard(LeakGuardContext(regulationPeriods: 3, gameIsFinished: true, allowedScores: [ScorePair(1, 1)]))
        #expect(tie.clean("The game was tied at 1 after one.", as: .narrative).redactions == 0)
        #expect(tie.clean("The game was tied at 2 late.", as: .narrative).redactions == 1)
    }

    /// Without allowed scores every visible-looking score still hides: the allowance is the
    /// only way through, never a default.
    @Test func allowanceIsNeededToPass() {
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["WAS", "OKC"]))
        #expect(shield.clean("Q1: WAS scored 19 points and OKC scored 32.", as: .narrative).redactions == 1)
    }

    @Test(arguments: [("ninety-seven", "97"), ("one hundred eleven", "111"), ("one hundred and eleven", "111"),
                      ("twenty one", "21"), ("three", "3"), ("seventeen", "17"), ("seventy", "70"), ("two hundred", "200")])
    func spelledNumbersBecomeDigits(words: String, digits: String) {
        #expect(SpelledNumbers.digitized("it was \(words) then") == "it was \(digits) then")
    }

    @Test func textWithoutSpelledNumbersIsUnchanged() {
        #expect(SpelledNumbers.digitized("Someone said nothing at all.") == "Someone said nothing at all.")
    }

    /// "one" counts only where it counts something.
    @Test(arguments: [
        ("He one-timed it.", "He one-timed it."), ("One of the best defenders.", "One of the best defenders."),
        ("No one could stop him.", "No one could stop him."), ("OKC by one.", "OKC by 1."),
        ("It ended one to nothing.", "It ended 1 to nothing."), ("A one-point game.", "A 1-point game."),
        ("A hundred and twelve.", "112."), ("Won by a dozen.", "Won by 12."),
    ])
    func oneIsANumberOnlyWhereItCounts(text: String, digits: String) {
        #expect(SpelledNumbers.digitized(text) == digits)
    }
}
