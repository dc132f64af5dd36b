import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Scores and words written with non-ASCII digits, spaces, dashes or letters.
@Suite struct LeakGuardUnicodeTests {
    typealias F = GuardFixtures
    static let m = LeakGuard.marker

    /// Each form hides a score of 112 to 108 (or the digits of another script).
    static let unicodeScores = [
        "１１２-１０８", "１１２－１０８", "１１２：１０８", "112\u{00A0}–\u{00A0}108", "112\u{2009}–\u{2009}108",
        "112\u{202F}-\u{202F}108", "112\u{2007}-\u{2007}108", "112\u{3000}-\u{3000}108", "112\u{2212}108",
        "112\u{2012}108", "112\u{2010}108", "112\u{200B}-108", "11\u{00AD}2-108", "112\u{FEFF}-\u{FEFF}108",
        "١١٢-١٠٨", "११२-१०८", "112 ｔｏ 108", "112\u{00A0}to\u{00A0}108", "112\u{2215}108", "112\u{2044}108",
        "112\t-\t108", "112 \t–\t 108",
        "Celtics\u{00A0}118, Knicks\u{00A0}111", "Ｃｅｌｔｉｃｓ １１８ Ｋｎｉｃｋｓ １１１",
    ]

    static let recap = GroundingFixtures.recap()
    static let n0 = "Boston won the opening tip.", n1 = "Tatum hit a 3-pointer in the first quarter."

    @Test(arguments: unicodeScores)
    func narrativeHidesUnicodeScore(score: String) {
        let result = Self.recap.clean("\(Self.n0) It stood at \(score) late. \(Self.n1)", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m) \(Self.n1)", redactions: 1))
    }

    @Test(arguments: unicodeScores)
    func playHidesUnicodeScoreInline(score: String) {
        let result = F.play("Tatum Jump Shot (\(score)) assist")
        #expect(result == GuardedText(text: "Tatum Jump Shot (\(Self.m)) assist", redactions: 1))
    }

    @Test func fullwidthRecapSentenceIsHidden() {
        let result = Self.recap.clean("\(Self.n0) It ended １２６-１１５.", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m)", redactions: 1))
        // A visible score in fullwidth digits is that score.
        #expect(Self.recap.clean("Boston led ３０-２５ after one quarter.", as: .narrative).redactions == 0)
    }

    @Test func outputOfAHiddenPlayIsTheNormalisedText() {
        // The kept part comes back normalised; the score is gone in every script.
        let result = F.play("Dončić\u{00A0}layup (１１２ - １０８)")
        #expect(result == GuardedText(text: "Dončić layup (\(Self.m))", redactions: 1))
    }

    @Test func finalPairInFullwidthIsHidden() {
        let result = Self.recap.clean("\(Self.n0) Boston had １１８ and New York had １１１.", as: .narrative)
        #expect(result == GuardedText(text: "\(Self.n0) \(Self.m)", redactions: 1))
    }

    @Test(arguments: ["Boston ｗｏｎ it late.", "Boston 𝐰𝐨𝐧 it late.", "They needed ｏｖｅｒｔｉｍｅ.", "Q５ began."])
    func compatibilityLettersAndDigitsTripRules(sentence: String) {
        #expect(Self.recap.clean("\(Self.n0) \(sentence)", as: .narrative).text == "\(Self.n0) \(Self.m)")
    }

    @Test func teamTotalsInArabicIndicDigitsAreHidden() {
        #expect(F.narrative("GSW scored ٢٥ points and BKN scored ٤٠ in the third.").text == Self.m)
    }

    static let untouchedNonASCII = [
        "Dončić drives; Jokić\u{00A0}hits the free throw 2 of 2.", "Nikola Jokić – a triple-double threat.",
        "“Big night,” said Brown.", "Clock at 4\u{2236}32? No, 12:00.",
        "Señor Ñúñez hosts Ｔｅａｍ night at the Ｇａｒｄｅｎ.", "Free Throw １ of ２ (９ PTS) in the 2nd quarter.",
    ]

    @Test(arguments: untouchedNonASCII)
    func nonASCIIPlayTextWithNothingToHideIsByteIdentical(text: String) {
        #expect(F.play(text, F.finishedNBAWithScore) == GuardedText(text: text, redactions: 0))
    }

    /// Grounded prose with no-break spaces, curly quotes, dashes and fullwidth digits comes back
    /// byte-identical: the guard reads the normalised form and shows the sentence as written.
    static let groundedNonASCII = [
        "Brunson\u{00A0}hit a pair of free throws at 2:11 of the second quarter.", "Tatum’s 25-foot 3-pointer came in the first quarter.",
        "Free Throw １ of １ (８ PTS) by Brunson in the first quarter.", "Holiday – 6 assists at halftime.",
        "“Boston won the opening tip.”",
    ]

    @Test(arguments: groundedNonASCII)
    func nonASCIIProseThatIsGroundedIsByteIdentical(text: String) {
        #expect(Self.recap.clean(text, as: .narrative) == GuardedText(text: text, redactions: 0),
                "\(Self.recap.ungrounded(LeakGuard.normalisedForMatching(text)) ?? "")")
    }

    /// Play text keeps them; prose loses them: a symbol the guard does not read, a fraction, a
    /// figure placed nowhere.
    @Test(arguments: ["Standings: 2½ games back of first.", "Line-up\u{200B}changes 🎟️ for tonight.", "Free Throw １ of ２ (９ PTS)"])
    func nonASCIIProseTheGuardCannotPlaceIsHidden(text: String) {
        #expect(F.narrative(text, F.finishedNBAWithScore) == GuardedText(text: Self.m, redactions: 1))
        #expect(F.play(text, F.finishedNBAWithScore) == GuardedText(text: text, redactions: 0))
    }

    @Test func normalisationLeavesPlainTextAlone() {
        let plain = "Dončić “layup” – 12:00 — ÀÿŽ"
        #expect(LeakGuard.normalisedForMatching(plain) == plain)
        #expect(LeakGuard.normalisedForMatching("１２\u{00A0}٣\u{200B}4\u{2212}5") == "12 34-5")
        #expect(LeakGuard.normalisedForMatching("2½") == "2½")
        #expect(LeakGuard.normalisedForMatching("👨‍👩‍👧") == "👨‍👩‍👧")
    }

    @Test func classifierSeesFullwidthScores() {
        let classifier = SocialPostClassifier()
        #expect(classifier.classify("Starting lineup tonight. W １１２-１０８") == .risky)
        #expect(classifier.classify("Starting lineup tonight. W 112\u{00A0}-\u{00A0}108") == .risky)
        #expect(classifier.classify("Starting lineup tonight: Ｂｒｏｗｎ, Tatum") == .safe)
    }
}
