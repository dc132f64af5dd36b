import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `trimmingWhitespaces()` replaces `trimmingCharacters(in: .whitespaces)` on hot paths: it
/// must trim exactly the same characters.
@Suite struct StringTrimmingTests {
    static let samples = [
        "", " ", "\t", "End of 1st Quarter", "  End of 1st Quarter \t", "\u{00A0}Period End\u{3000}",
        "\u{2009}\u{202F}x\u{205F}", "\nEnd\n", "\u{200B}End\u{200B}", " \u{301}End", "End \u{301}",
        "\r\nx\r", "\u{1680}a b\u{2000}", "Jump Ball Horford vs. Zubac", "  ", "\u{FEFF}x\u{FEFF}", "é ",
    ]

    @Test("trims what Foundation trims", arguments: samples)
    func sameAsFoundation(text: String) {
        #expect(text.trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.dropFirst(0).trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("among ASCII only space and tab are whitespace")
    func asciiWhitespace() {
        let ascii = (0...0x7F).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespaces.contains($0) }
        #expect(ascii == [" ", "\t"].map { Unicode.Scalar(UInt8(ascii: $0)) }.sorted())
    }
}
