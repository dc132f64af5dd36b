import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)` — the same characters off both ends — without
    /// bridging to `NSString`, which cost a copy per call; it runs for every play of a game
    /// and for names at decode time.
    package func trimmingWhitespaces() -> String {
        // ASCII (nearly every end) decided here; the rest by the very set Foundation uses.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : CharacterSet.whitespaces.contains(scalar)
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
