import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A gate may only skip a pattern that cannot match: over every text in the stored data and
/// over crafted edge cases (Unicode digits and spaces, any case), whenever the gate says no,
/// the pattern finds nothing.
@Suite struct PatternGateTests {
    static let crafted = [
        "112 to 108", "1 TO nothing", "3\u{00A0}to\u{2028}4", "٣ to ٤", "3\tTo\n4", "3 tO 4", "3to 4", "3 to4",
        "tied at 100", "Tied\u{3000}AT\u{2029}٣", "knotted up at 3", "level at\u{0C}7", "tied at", "at 3", "xat 3",
        "Tip to Durant", "Layup at rim 2 PTS", "S. Curry 3PT Jump Shot (3 PTS)", "10 to go", "leads 10 to 8",
        "all square at 1", "even at\r\n2", "12 \u{2009}to\u{2009} 10", "１２ to １０",
        "home 118, away 111", "Visitors 3 hosts 2", "HOME\t1 AWAY\t2", "hoſt 3 viſitor 2", "hoﬆs 3, away 2",
        "Away From Play Foul (P1.T2)", "home\u{00A0}3 away\u{00A0}4", "away 1; home 2", "host3 away 4",
    ]
    static let sides = ["home", "away", "visitor", "visitors", "host", "hosts"]

    /// Every string value with a digit in the stored responses, plus the crafted ones.
    static func corpus() throws -> [String] {
        var texts = crafted
        func walk(_ value: Any) {
            if let text = value as? String, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { texts.append(text) }
            if let array = value as? [Any] { array.forEach(walk) }
            if let object = value as? [String: Any] { object.values.forEach(walk) }
        }
        let roots = [TestPaths.fixtures, TestPaths.sharedData].compactMap { $0 }
        for root in roots {
            for path in TestPaths.jsonFiles(under: root) {
                let data = try Data(contentsOf: root.appendingPathComponent(path))
                if let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { walk(value) }
            }
        }
        return texts
    }

    @Test func gatesOnlySkipPatternsThatCannotMatch() throws {
        let texts = try Self.corpus()
        #expect(texts.count > 1000)
        var skipped = 0
        for text in texts {
            let subject = LeakGuard.normalisedForMatching(text)
            for candidate in [text, subject] {
                let whole = NSRange(location: 0, length: candidate.utf16.count)
                if !PatternGate.digitThenWord(candidate, "to") {
                    skipped += 1
                    #expect(LeakGuardPatterns.toScore.firstMatch(in: candidate, range: whole) == nil, "\(candidate)")
                }
                if !PatternGate.wordThenDigit(candidate, ["at"], spaceBefore: true) {
                    #expect(LeakGuardPatterns.tiedAt.firstMatch(in: candidate, range: whole) == nil, "\(candidate)")
                }
                if !PatternGate.wordThenDigit(candidate, Self.sides, spaceBefore: false) {
                    #expect(LeakGuardVocabulary.sideScore.firstMatch(in: candidate, range: whole) == nil, "\(candidate)")
                }
            }
        }
        #expect(skipped > 0)
    }

    @Test func gatesOpenForTheirPatterns() {
        for text in ["112 to 108", "1 TO nothing", "3\u{00A0}to\u{2028}4", "٣ to ٤", "12 \u{2009}to\u{2009} 10"] {
            #expect(PatternGate.digitThenWord(text, "to"), "\(text)")
        }
        for text in ["tied at 100", "Tied\u{3000}AT\u{2029}٣", "level at\u{0C}7", "even at\r\n2"] {
            #expect(PatternGate.wordThenDigit(text, ["at"], spaceBefore: true), "\(text)")
        }
        for text in ["home 118, away 111", "Visitors 3 hosts 2", "hoſt 3 viſitor 2", "hoﬆs 3, away 2"] {
            #expect(PatternGate.wordThenDigit(text, Self.sides, spaceBefore: false), "\(text)")
        }
        #expect(!PatternGate.digitThenWord("Tip to Durant (2 PTS)", "to"))
        #expect(!PatternGate.wordThenDigit("Layup at rim (2 PTS)", ["at"], spaceBefore: true))
        #expect(!PatternGate.wordThenDigit("Away From Play Foul (P1.T2)", Self.sides, spaceBefore: false))
    }
}

/// Team names become patterns in Swift, not through `NSRegularExpression.escapedPattern`:
/// each name still matches itself and only itself, whatever characters it holds,
/// with any blanks between its words, as the Foundation escaping did.
@Suite struct NamePatternTests {
    static let names = ["Boston Celtics", "St. Louis Blues", "A+B (x)", "76ers", "Ñandú FC", #"back\slash"#, "x|y", "[t]",
                        "^$", "Tab\tName", "*?{2}", "dot.", "Montréal Canadiens", "quote'\"", "#hash", "new\nline", "é"]

    @Test(arguments: names)
    func aNameMatchesItselfAsTheEscapedPatternDid(name: String) throws {
        let ours = try NSRegularExpression(pattern: "^(?:" + LeakGuardPatterns.literalPattern(name) + ")$")
        let foundation = try NSRegularExpression(
            pattern: "^(?:" + NSRegularExpression.escapedPattern(for: name).replacingOccurrences(of: " ", with: #"\s+"#) + ")$")
        let spaced = name.replacingOccurrences(of: " ", with: "  \t ")
        // Each metacharacter swapped for a letter, each character alone: what an unescaped
        // `.`, `|`, `+` or class would match.
        let swapped = String(name.map { $0.isLetter || $0.isNumber || $0 == " " ? $0 : "X" })
        let texts = [name, spaced, name + "x", "x" + name, name.uppercased(), String(name.dropLast()), "a", swapped, ""]
            + name.map { String($0) } + name.map { String(repeating: String($0), count: 2) }
        for text in texts {
            let range = NSRange(location: 0, length: text.utf16.count)
            #expect((ours.firstMatch(in: text, range: range) != nil) == (foundation.firstMatch(in: text, range: range) != nil),
                    "\(name.debugDescription) on \(text.debugDescription)")
        }
        #expect(ours.firstMatch(in: name, range: NSRange(location: 0, length: name.utf16.count)) != nil)
    }
}
