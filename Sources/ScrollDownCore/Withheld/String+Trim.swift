import Foundation

extension String {
    /// `trimmingCharacters(in:)` for whitespace sets, without Foundation when there is nothing
    /// to trim: text that starts and ends with a printable ASCII character comes back as it is.
    /// Foundation bridges every call through NSString, a real share of a long timeline's work
    /// for descriptions that have nothing to trim.
    package func trimmedEnds(_ set: @autoclosure () -> CharacterSet) -> String {
        let bytes = utf8
        if let first = bytes.first, let last = bytes.last, first > 32, first < 0x7F, last > 32, last < 0x7F {
            return self
        }
        // Built only here: `CharacterSet.whitespaces` is costly to make, and the common case
        // above never needs it.
        return trimmingCharacters(in: set())
    }
}
