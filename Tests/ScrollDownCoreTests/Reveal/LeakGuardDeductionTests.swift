import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The guard grounds a sentence in what the reader may see (the plays of the visible periods
/// of `GroundingFixtures`' game, New York at Boston) and reads numbers however they are
/// written. Both directions are tables: what must be hidden before reveal, and prose about
/// the visible game that must stay.
@Suite struct LeakGuardDeductionTests {
    /// A hidden recap's reader: Q1–Q3 visible.
    static let recap = GroundingFixtures.recap()
    static let neighbour = "BOS won the opening tip."

    static let mustHide = [
        "BOS scored 104 points.",
        "NYK managed only 100 points.",
        "BOS outscored NYK 104 to one hundred.",
        "It ended one hundred four to one hundred.",
        "It finished one hundred and four to a hundred.",
        "They blanked them one to nothing.",
        "The Knicks were down three to nothing early.",
        "BOS by 4.",
        "BOS would top the Knicks.",
        "The Celtics topped New York.",
        "BOS came out on top.",
        "NYK fell short.",
        "Tatum iced it at the line.",
        "Brown hit the go-ahead basket.",
        "BOS never trailed in the fourth.",
        "NYK were knocked out of the playoffs.",
        "Their season is over.",
        "BOS moves on to the conference finals.",
        "NYK pulls even in the series.",
        "Game tied at 100 with 2 minutes left.",
        "BOS led by 4 points down the stretch.",
        "NYK trailed by four points for most of the night.",
        "Celtics 104, Knicks 100.",
        "Tatum had 39 points.",
        "Brunson's 38 points were not enough.",
        "Boston held on.",
        "Boston held New York to 16 points in the fourth quarter.",
    ]

    @Test(arguments: mustHide)
    func hidesBeforeReveal(sentence: String) {
        let result = Self.recap.clean(sentence + " " + Self.neighbour, as: .narrative)
        #expect(result == GuardedText(text: "\(LeakGuard.marker) \(Self.neighbour)", redactions: 1), "\(sentence)")
    }

    /// About the visible game, scary words and all.
    static let mustShow = [
        "Randle picked up his third foul with 5:40 left in the second quarter.",
        "BOS won the opening tip.",
        "New York opened the third quarter on a 9-2 run.",
        "BOS built a 10-point lead in the first quarter.",
        "NYK held a 6-point lead at halftime.",
        "Tatum had 4 rebounds in the first half.",
        "Boston held New York to 25 points in the first quarter.",
        "Tatum beat the shot clock with a 3-pointer in the first quarter.",
    ]

    @Test(arguments: mustShow)
    func showsProseAboutTheVisibleGame(sentence: String) {
        let result = Self.recap.clean(sentence, as: .narrative)
        #expect(result == GuardedText(text: sentence, redactions: 0), "\(sentence): \(Self.recap.ungrounded(sentence) ?? "")")
    }

    /// Context from before the game grounds nothing the reader sees: hidden in a recap (and
    /// counted), shown in a post proven written before the start.
    static let pregame = [
        "Tatum tops the league in assists.", "The series is tied 1-1 entering tonight.", "BOS won 67 games last season.",
        "Brunson finished with two weeks of treatment.", "One of the best defenders in the league starts tonight.",
        "Tip-off is at 7:30 in Boston.", "Randle tops the NBA in blocks.", "The Knicks top the Eastern Conference in pace.",
    ]

    @Test(arguments: pregame)
    func pregameContextShowsOnlyInAPregamePost(sentence: String) {
        #expect(Self.recap.clean(sentence, as: .narrative).redactions == 1)
        #expect(Self.recap.clean(sentence, as: .pregamePost) == GuardedText(text: sentence, redactions: 0))
    }

    /// A score the reader can already see is no leak: a block's narrative that states the
    /// period's points next to the separator showing them keeps its first sentence.
    @Test func scoresAlreadyVisiblePass() {
        let context = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["WAS", "OKC"], allowedScores: [ScorePair(19, 32), ScorePair(53, 60), ScorePair(34, 28)])
        let shield = LeakGuard(context).placed(through: 2)
        for sentence in ["Q1: WAS scored 19 points and OKC scored 32.", "Q2: WAS scored 34 points and OKC scored 28.",
                         "WAS 53, OKC 60 at the half.", "It was 60-53 at halftime."] {
            #expect(shield.clean(sentence, as: .narrative).redactions == 0, "\(sentence): \(shield.ungrounded(sentence) ?? "")")
        }
        for sentence in ["Q3: WAS scored 31 points and OKC scored 24.", "It was 84-84 after three.", "WAS scored 19 points and OKC scored 32."] {
            #expect(shield.clean(sentence, as: .narrative).redactions == 1, "\(sentence) is not visible yet, or not placed")
        }
        let tie = LeakGuard(LeakGuardContext(regulationPeriods: 3, gameIsFinished: true, allowedScores: [ScorePair(1, 1)])).placed(through: 1)
        #expect(tie.clean("The game was tied at 1 after one.", as: .narrative).redactions == 0)
        #expect(tie.clean("The game was tied at 2 late.", as: .narrative).redactions == 1)
    }

    /// Without allowed scores or plays every visible-looking score still hides: grounding is
    /// the only way through, never a default.
    @Test func groundingIsNeededToPass() {
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["WAS", "OKC"])).placed(through: 2)
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
