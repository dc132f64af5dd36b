import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A scanned JSON document: every value in document order (an object's members as key, value,
/// key, value …), each entry pointing back into the bytes.
///
/// The scanner is deliberately narrower than JSON: anything it is not sure `JSONDecoder`
/// reads the same way — escaped or non-ASCII keys, duplicate keys, invalid UTF-8, lone
/// surrogates, deep nesting, a byte-order mark — is refused with `FastJSONBail`, and the
/// caller decodes with `JSONDecoder` instead. So a document this tape accepts is one both
/// decoders read alike, and every refusal keeps `JSONDecoder`'s own answer and error.
final class FastJSONTape {
    /// One value. `start`/`length` locate a string's content (between the quotes) or a
    /// number's text; for an array or object `length` is its element or member count.
    struct Entry {
        enum Kind: UInt8 { case null, bool, number, string, array, object }
        var kind: Kind
        /// bool: the value; string: holds an escape; number: has a fraction or exponent.
        var flag: Bool
        // 32-bit offsets keep an entry at 16 bytes: a tape is about as many entries as a
        // document has values, and its memory is fresh pages to fault in (documents of 2 GB
        // and more are declined).
        private var start32: Int32
        private var length32: Int32
        private var end32: Int32

        init(kind: Kind, flag: Bool, start: Int, length: Int, end: Int) {
            self.kind = kind
            self.flag = flag
            start32 = Int32(truncatingIfNeeded: start)
            length32 = Int32(truncatingIfNeeded: length)
            end32 = Int32(truncatingIfNeeded: end)
        }

        var start: Int { Int(start32) }
        var length: Int {
            get { Int(length32) }
            set { length32 = Int32(truncatingIfNeeded: newValue) }
        }
        /// The tape index just after this value and everything inside it.
        var end: Int {
            get { Int(end32) }
            set { end32 = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// The document's bytes: borrowed from the caller's `Data` while `FastJSONDecoder` decodes
    /// (a 46 MB body is not copied), and copied in by `keepBytes()` should anything still hold
    /// the tape afterwards. Unchecked exclusivity: written only there, read everywhere.
    @exclusivity(unchecked) private(set) var bytes: UnsafeBufferPointer<UInt8>
    private var ownsBytes = false
    let entries: [Entry]

    /// Scans `bytes`, valid until `keepBytes()` or the end of the caller's borrow; throws
    /// `FastJSONBail` for anything outside the narrow reading above.
    init(borrowing bytes: UnsafeBufferPointer<UInt8>) throws {
        guard bytes.count < Int(Int32.max) else { throw FastJSONBail() }
        var list: [Entry] = []
        list.reserveCapacity(min(bytes.count / 10, 1 << 18))
        var scanner = Scanner(bytes: bytes)
        try scanner.scanDocument(into: &list)
        self.bytes = bytes
        entries = list
    }

    /// Copies the borrowed bytes into memory of its own (`JSONDecoder` does the same when a
    /// decoder outlives its call).
    func keepBytes() {
        guard !ownsBytes else { return }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        bytes = UnsafeBufferPointer(start: copy.baseAddress, count: bytes.count)
        ownsBytes = true
    }

    deinit { if ownsBytes { bytes.deallocate() } }

    /// The bytes of a string or number entry.
    @inline(__always)
    func slice(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.baseAddress! + entry.start, count: entry.length)
    }

    /// A string entry's text, escapes resolved (the scanner has validated them).
    func string(_ entry: Entry) -> String {
        guard entry.flag else { return String(decoding: slice(entry), as: UTF8.self) }
        return String(decoding: Self.unescape(slice(entry)), as: UTF8.self)
    }

    /// Whether the key at tape index `keyIndex` spells `name` (keys are plain ASCII here).
    @inline(__always)
    func key(at keyIndex: Int, is name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = entries[keyIndex]
        guard entry.length == name.count else { return false }
        return entry.length == 0 || memcmp(bytes.baseAddress! + entry.start, name.baseAddress!, entry.length) == 0
    }

    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            let byte = raw[i]
            guard byte == UInt8(ascii: "\\") else { out.append(byte); i += 1; continue }
            let code = raw[i + 1]
            i += 2
            switch code {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(Scanner.hex4(raw, i)!)
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {   // validated: a low surrogate follows
                    let low = UInt32(Scanner.hex4(raw, i + 2)!)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: String(Unicode.Scalar(scalar)!).utf8)
            default: out.append(code)   // " \ /
            }
        }
        return out
    }
}

/// Thrown when the fast path declines a document or a value; never reaches a user.
struct FastJSONBail: Error {}

extension FastJSONTape {
    /// A recursive-descent scanner over the bytes, strict JSON (RFC 8259) only.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0
        /// `JSONDecoder` refuses documents nested deeper than 512; stay well inside.
        static let maxDepth = 256
        /// Scratch for the duplicate-key check: (length, first eight bytes, key offset).
        var keys: [(Int, UInt64, Int)] = []

        mutating func scanDocument(into tape: inout [Entry]) throws {
            // A byte-order mark or UTF-16/32 input: JSONDecoder converts it; leave that to it.
            guard let first = bytes.first, first != 0xEF, first != 0xFE, first != 0xFF,
                  bytes.count < 2 || (bytes[0] != 0 && bytes[1] != 0) else { throw FastJSONBail() }
            skipSpace()
            try scanValue(into: &tape, depth: 0)
            skipSpace()
            guard at == bytes.count else { throw FastJSONBail() }
        }

        @inline(__always)
        mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x0A, 0x0D, 0x09: at += 1
                default: return
                }
            }
        }

        mutating func scanValue(into tape: inout [Entry], depth: Int) throws {
            guard at < bytes.count, depth < Self.maxDepth else { throw FastJSONBail() }
            switch bytes[at] {
            case UInt8(ascii: "{"): try scanObject(into: &tape, depth: depth)
            case UInt8(ascii: "["): try scanArray(into: &tape, depth: depth)
            case UInt8(ascii: "\""):
                let (start, length, escaped, _) = try scanString()
                tape.append(Entry(kind: .string, flag: escaped, start: start, length: length, end: tape.count + 1))
            case UInt8(ascii: "t"): try literal("true", .bool, true, into: &tape)
            case UInt8(ascii: "f"): try literal("false", .bool, false, into: &tape)
            case UInt8(ascii: "n"): try literal("null", .null, false, into: &tape)
            default: try scanNumber(into: &tape)
            }
        }

        private mutating func literal(_ word: StaticString, _ kind: Entry.Kind, _ flag: Bool, into tape: inout [Entry]) throws {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count,
                  memcmp(bytes.baseAddress! + at, word.utf8Start, count) == 0 else { throw FastJSONBail() }
            tape.append(Entry(kind: kind, flag: flag, start: at, length: count, end: tape.count + 1))
            at += count
        }

        private mutating func scanObject(into tape: inout [Entry], depth: Int) throws {
            let index = tape.count
            tape.append(Entry(kind: .object, flag: false, start: at, length: 0, end: 0))
            at += 1
            skipSpace()
            var count = 0
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                at += 1
            } else {
                while true {
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw FastJSONBail() }
                    let (start, length, escaped, nonASCII) = try scanString()
                    // Keys are compared as bytes: escaped or non-ASCII keys (where String's
                    // equality is not byte equality) are JSONDecoder's to read.
                    guard !escaped, !nonASCII else { throw FastJSONBail() }
                    tape.append(Entry(kind: .string, flag: false, start: start, length: length, end: tape.count + 1))
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw FastJSONBail() }
                    at += 1
                    skipSpace()
                    try scanValue(into: &tape, depth: depth + 1)
                    count += 1
                    skipSpace()
                    guard at < bytes.count else { throw FastJSONBail() }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; skipSpace(); continue }
                    guard bytes[at] == UInt8(ascii: "}") else { throw FastJSONBail() }
                    at += 1
                    break
                }
            }
            tape[index].length = count
            tape[index].end = tape.count
            if count > 1 { try refuseDuplicateKeys(tape, object: index) }
        }

        /// JSONDecoder keeps the first of two equal keys and Swift's own dictionary decoding
        /// the last: neither is worth copying, so such an object goes to JSONDecoder whole.
        private mutating func refuseDuplicateKeys(_ tape: [Entry], object: Int) throws {
            keys.removeAll(keepingCapacity: true)
            // A 64-bit filter of the keys seen: a key whose bit is not set yet cannot equal an
            // earlier one, so only a key whose bit is taken is compared with the others (most
            // keys of a play's twenty are not: the comparisons were quadratic per object).
            var seen: UInt64 = 0
            var member = object + 1
            while member < tape[object].end {
                let key = tape[member]
                let word = Self.firstWord(bytes, key.start, key.length)
                let bit: UInt64 = 1 << (((word ^ UInt64(key.length)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
                if seen & bit != 0 {
                    for (length, other, start) in keys where length == key.length && other == word {
                        if memcmp(bytes.baseAddress! + start, bytes.baseAddress! + key.start, length) == 0 { throw FastJSONBail() }
                    }
                }
                seen |= bit
                keys.append((key.length, word, key.start))
                member = tape[member + 1].end
            }
        }

        /// The first (up to) eight bytes at `start`, zero-padded: one unaligned load where the
        /// buffer allows it (a `memcpy` call per key cost more than the comparison it serves).
        @inline(__always)
        static func firstWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
            if length >= 8 || start + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self)
                return length >= 8 ? word : word & ((1 << UInt64(length * 8)) &- 1)
            }
            var word: UInt64 = 0
            for offset in 0..<length { word |= UInt64(bytes[start + offset]) << UInt64(offset * 8) }
            return word
        }

        private mutating func scanArray(into tape: inout [Entry], depth: Int) throws {
            let index = tape.count
            tape.append(Entry(kind: .array, flag: false, start: at, length: 0, end: 0))
            at += 1
            skipSpace()
            var count = 0
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                at += 1
            } else {
                while true {
                    try scanValue(into: &tape, depth: depth + 1)
                    count += 1
                    skipSpace()
                    guard at < bytes.count else { throw FastJSONBail() }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; skipSpace(); continue }
                    guard bytes[at] == UInt8(ascii: "]") else { throw FastJSONBail() }
                    at += 1
                    break
                }
            }
            tape[index].length = count
            tape[index].end = tape.count
        }

        /// A string from its opening quote: (content start, content length, has escapes, has
        /// non-ASCII bytes).
        private mutating func scanString() throws -> (Int, Int, Bool, Bool) {
            at += 1
            let start = at
            var escaped = false
            var nonASCII = false
            while true {
                // Eight bytes at a time while none is a quote, a backslash or a control byte
                // (bit tricks exact for this: Hacker's Delight's has-zero / has-less-than).
                while at + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self)
                    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                    let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                    let stops = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)) & highs
                    guard stops == 0 else {
                        // The lowest flagged byte is exactly the first stop (the tricks can
                        // only misflag bytes above a true one): step straight to it, noting
                        // any non-ASCII byte before it.
                        let before = stops.trailingZeroBitCount >> 3
                        if before > 0, word & highs & ((1 << UInt64(before * 8)) &- 1) != 0 { nonASCII = true }
                        at += before
                        break
                    }
                    if word & highs != 0 { nonASCII = true }
                    at += 8
                }
                guard at < bytes.count else { throw FastJSONBail() }
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw FastJSONBail() }   // a raw control byte is invalid JSON
                if byte >= 0x80 { nonASCII = true; at += 1; continue }
                if byte == UInt8(ascii: "\\") { escaped = true; try scanEscape(); continue }
                at += 1
            }
            let length = at - start
            at += 1
            if nonASCII, String(validating: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self) == nil {
                throw FastJSONBail()
            }
            return (start, length, escaped, nonASCII)
        }

        /// One escape at `at` (a backslash); a `\u` high surrogate must have its low half.
        private mutating func scanEscape() throws {
            guard at + 1 < bytes.count else { throw FastJSONBail() }
            switch bytes[at + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                 UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                at += 2
            case UInt8(ascii: "u"):
                guard let unit = Self.hex4(bytes, at + 2) else { throw FastJSONBail() }
                at += 6
                if (0xDC00...0xDFFF).contains(unit) { throw FastJSONBail() }
                if (0xD800...0xDBFF).contains(unit) {
                    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u"),
                          let low = Self.hex4(bytes, at + 2), (0xDC00...0xDFFF).contains(low) else { throw FastJSONBail() }
                    at += 6
                }
            default: throw FastJSONBail()
            }
        }

        /// Four hex digits at `offset`, or nil.
        static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt16? {
            guard offset + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for byte in bytes[offset..<(offset + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, then a delimiter.
        private mutating func scanNumber(into tape: inout [Entry]) throws {
            let start = at
            func digits() -> Int {
                let from = at
                while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
                return at - from
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            let leadingZero = at < bytes.count && bytes[at] == UInt8(ascii: "0")
            let whole = digits()
            guard whole > 0, !(leadingZero && whole > 1) else { throw FastJSONBail() }
            var fractional = false
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                fractional = true
                guard digits() > 0 else { throw FastJSONBail() }
            }
            if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
                at += 1
                fractional = true
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { throw FastJSONBail() }
            }
            if at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): break
                default: throw FastJSONBail()
                }
            }
            tape.append(Entry(kind: .number, flag: fractional, start: start, length: at - start, end: tape.count + 1))
        }
    }
}
