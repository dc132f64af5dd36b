import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The in-place byte scans answer as the plain `String.utf8` walks they replace.
@Suite struct QuickScanTests {
    static let texts = ["", "Jump ball", "MISS Curry 26' 3PT (12 PTS)", "Dončić 3PT", "\u{1B}[31mred", "tab\there", "12–10",
                        "ＧＡＭＥ", String(repeating: "é", count: 300), "end", "\u{7F}", "x\u{0}y",
                        String("   padded   ".dropFirst(3)), NSString(string: "bridged 7").description]

    @Test(arguments: texts)
    func bytesAreFoundAsByTheUTF8View(text: String) {
        let predicates: [(UInt8) -> Bool] = [{ $0 >= 0x80 }, { $0 &- 0x30 < 10 }, { $0 &- 0x20 >= 0x5F }, { $0 == 0x3A }]
        for predicate in predicates {
            #expect(text.containsByte(where: predicate) == text.utf8.contains(where: predicate), "\(text.debugDescription)")
        }
        #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
    }

    /// The byte search finds what a search of the text's UTF-8 finds, ASCII needles or not.
    @Test(arguments: texts)
    func includesFindsWhatTheBytesHold(text: String) {
        for needle in ["", "a", "end", "3pt", "free throw", "T.FOUL", "é", "ss", text, text + "x"] {
            let bytes = Array(text.utf8), wanted = Array(needle.utf8)
            let expected = wanted.isEmpty || (0..<max(0, bytes.count - wanted.count + 1)).contains { Array(bytes[$0..<$0 + wanted.count]) == wanted }
            #expect(text.includes(needle) == expected, "\(text.debugDescription) \(needle.debugDescription)")
        }
    }

    @Test(arguments: texts)
    func mayContainNeverMissesAWord(text: String) {
        for word in ["end", "game"] {
            let lower = text.lowercased()
            if lower.contains(word) { #expect(text.mayContain(word == "end" ? "end" : "game"), "\(text.debugDescription)") }
            let letters = String(lower.filter(\.isLetter))
            if letters.contains(word) {
                #expect(text.mayContain(word == "end" ? "end" : "game", lettersOnly: true), "\(text.debugDescription)")
            }
        }
    }
}

/// A game reference is trimmed as Foundation trims it, without Foundation when nothing is blank.
@Suite struct GameReferenceTrimTests {
    @Test(arguments: ["22000001", " 22000001", "22000001\t", "\u{00A0}BOS ", "WAS @ OKC", "", " ", "\n7\n", " \u{301}x", "x\u{2003}"])
    func trimsAsFoundationDoes(text: String) {
        #expect(GameReference.trimmingBlanks(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        #expect(GameReference.trimmingBlanks(text[...]) == text.trimmingCharacters(in: .whitespaces))
    }
}
