import Foundation

/// A team as the reader sees it.
package struct TeamLabel: Sendable, Equatable, Encodable {
    package let name: String
    package let abbreviation: String

    /// Team names come from the server: control sequences are stripped here, once, for
    /// every renderer.
    package init(name: String, abbreviation: String?) {
        self.name = TerminalSanitizer.clean(name)
        // Trimmed in Swift: Foundation's `trimmingCharacters` bridges through NSString per team.
        let cleaned = TerminalSanitizer.clean(abbreviation ?? "")
        let bytes = cleaned.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 32 || bytes[bytes.index(before: end)] == 9 { end = bytes.index(before: end) }
        let trimmed = String(cleaned[start..<end])
        self.abbreviation = trimmed.isEmpty ? self.name : trimmed
    }
}
