import Foundation

/// How a message quotes something the user or the server typed: at most ~200 characters,
/// control and format characters shown as `\u{…}`, so a huge or hostile argument can neither
/// flood the terminal nor act on it, and a value with hidden characters never looks valid.
package enum Echo {
    /// Characters of a value shown before it is cut.
    package static let limit = 200

    /// `'value'`, shortened and made visible.
    package static func quoted(_ text: String) -> String {
        "'\(visible(text))'"
    }

    /// The value shortened to `limit` characters (with `…` and the full length when cut),
    /// every control or format character written as `\u{XX}`.
    package static func visible(_ text: String) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit {
                return out + "… (\(text.utf8.count) bytes in all)"
            }
            count += 1
            for scalar in character.unicodeScalars {
                if TerminalSanitizer.isControl(scalar) || TerminalSanitizer.isFormat(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// True when the value holds a control or format character (escape sequences, bidi
    /// overrides): such a value is never a valid machine field.
    package static func hasHiddenCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { TerminalSanitizer.isControl($0) || TerminalSanitizer.isFormat($0) }
    }
}
