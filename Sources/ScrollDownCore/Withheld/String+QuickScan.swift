import Foundation

/// Byte scans of server text in place. Each runs for every play of a timeline, where
/// walking `String.utf8` (or worse, `utf16`) with a closure is several times slower than a
/// loop over a native string's bytes, which are contiguous.
extension String {
    /// Runs `body` on the text's UTF-8 bytes: in place for a native string, else on a copy.
    @inline(__always)
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Whether any UTF-8 byte of the text is one `predicate` accepts.
    @inline(__always)
    package func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes { bytes in
            for byte in bytes where predicate(byte) { return true }
            return false
        }
    }

    /// Whether `needle` occurs in the text, byte for byte (Foundation's `contains` goes through
    /// CFString; the guard's facts ask this of every play's description).
    package func includes(_ needle: String) -> Bool {
        needle.withUTF8Bytes { wanted in
            guard let first = wanted.first else { return true }
            return withUTF8Bytes { bytes in
                guard wanted.count <= bytes.count else { return false }
                for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
                    var offset = 1
                    while offset < wanted.count, bytes[start + offset] == wanted[offset] { offset += 1 }
                    if offset == wanted.count { return true }
                }
                return false
            }
        }
    }

    /// False only when this text cannot contain `word` once lower-cased (and, with
    /// `lettersOnly`, once everything but letters is dropped): a test that needs no copy of the
    /// text, put in front of the exact reading where most texts fail it. ASCII is read byte by
    /// byte; other text may lower-case or fold in ways its bytes do not show, so it always may.
    ///
    /// `word` is lower-case ASCII letters whose first letter does not recur in it ("end",
    /// "game"): then a mismatch can only restart the match at the byte that broke it.
    package func mayContain(_ word: StaticString, lettersOnly: Bool = false) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        return withUTF8Bytes { bytes in
            var matched = 0
            for byte in bytes {
                if byte >= 0x80 { return true }
                let lower = byte.lowercasedASCII
                if lettersOnly && lower &- 0x61 >= 26 { continue }
                if lower == needle[matched] {
                    matched &+= 1
                    if matched == needle.count { return true }
                } else {
                    matched = lower == first ? 1 : 0
                }
            }
            return false
        }
    }
}

extension UInt8 {
    /// An ASCII capital as its small letter; every other byte as it is.
    @inline(__always)
    package var lowercasedASCII: UInt8 { self &- 0x41 < 26 ? self | 0x20 : self }
}
