import Foundation

extension String {
    /// `trimmingCharacters(in:)` for whitespace sets, without Foundation when there is nothing
    /// to trim: text that starts and ends with a printable ASCII character comes back as it is.
    /// Foundation bridges every call through NSString, which cost the 610-play timeline a tenth
    /// of its instructions for descriptions that had nothing to trim.
    func trimmedEnds(_ set: @autoclosure () -> CharacterSet) -> String {
        let bytes = utf8
        if let first = bytes.first, let last = bytes.last, first > 32, first < 0x7F, last > 32, last < 0x7F {
            return self
        }
        // Built only here: `CharacterSet.whitespaces` costs ~900 instructions a call, and the
        // common case above never needs it.
        return trimmingCharacters(in: set())
    }
}
