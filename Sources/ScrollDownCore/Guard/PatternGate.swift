import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Cheap tests that a pattern *could* match, run before it: a play-by-play has
/// hundreds of descriptions with digits and a "to", "at" or "away" somewhere ("Tip to
/// Durant", "Away From Play Foul"), and running `toScore`, `tiedAt` or `sideScore` on them
/// compiled the first patterns of the process — ICU's regex tables, a millisecond — to find
/// nothing.
///
/// Each gate is a necessary condition of its pattern, and only judges plain ASCII text, where
/// ICU's `\d` is `[0-9]`, its `\s` one of tab, LF, FF, CR and space (VT is counted too, to err
/// open) and a case-insensitive word matches only its ASCII spellings. Any other text (a
/// Unicode digit or space, a long s, a ligature) opens the gate: the pattern decides, as before.
enum PatternGate {
    /// `\d\s+WORD\s` in `text` (`toScore`: "112 to 108").
    static func digitThenWord(_ text: String, _ word: String) -> Bool {
        guard let bytes = ascii(text) else { return true }
        let word = Array(word.utf8)
        for index in bytes.indices where isDigit(bytes[index]) {
            var at = index + 1
            guard at < bytes.count, isSpace(bytes[at]) else { continue }
            while at < bytes.count, isSpace(bytes[at]) { at += 1 }
            if let end = spelled(word, in: bytes, at: at), end < bytes.count, isSpace(bytes[end]) { return true }
        }
        return false
    }

    /// One of `words`, then `\s+\d`, in `text`; with `spaceBefore`, only right after a space
    /// (`tiedAt`: "tied at 100"; `sideScore`: "home 118").
    static func wordThenDigit(_ text: String, _ words: [String], spaceBefore: Bool) -> Bool {
        guard let bytes = ascii(text) else { return true }
        let words = words.map { Array($0.utf8) }
        for index in bytes.indices where !spaceBefore || isSpace(bytes[index]) {
            for word in words {
                guard var at = spelled(word, in: bytes, at: spaceBefore ? index + 1 : index),
                      at < bytes.count, isSpace(bytes[at]) else { continue }
                while at < bytes.count, isSpace(bytes[at]) { at += 1 }
                if at < bytes.count, isDigit(bytes[at]) { return true }
            }
        }
        return false
    }

    /// The text's bytes when every one is ASCII.
    private static func ascii(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The index after `word` (lower-case ASCII letters) when it is spelled at `start` in
    /// any case.
    private static func spelled(_ word: [UInt8], in bytes: [UInt8], at start: Int) -> Int? {
        guard start + word.count <= bytes.count else { return nil }
        for (offset, letter) in word.enumerated() where bytes[start + offset] | 0x20 != letter { return nil }
        return start + word.count
    }
}
