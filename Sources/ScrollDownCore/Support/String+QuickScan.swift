import Foundation

extension String {
    /// False only when this text cannot contain `word` once lower-cased (and, with
    /// `lettersOnly`, once everything but letters is dropped): a test that needs no copy of the
    /// text, put in front of the exact reading where most texts fail it (every play of a
    /// timeline, issue 17). ASCII is read byte by byte; other text may lower-case or fold in
    /// ways its bytes do not show, so it always may.
    ///
    /// `word` is lower-case ASCII letters whose first letter does not recur in it ("end",
    /// "game"): then a mismatch can only restart the match at the byte that broke it.
    func mayContain(_ word: StaticString, lettersOnly: Bool = false) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        var matched = 0
        for byte in utf8 {
            if byte >= 0x80 { return true }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if lettersOnly && !(lower >= 0x61 && lower <= 0x7A) { continue }
            if lower == needle[matched] {
                matched += 1
                if matched == needle.count { return true }
            } else {
                matched = lower == first ? 1 : 0
            }
        }
        return false
    }
}
