import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The bytes of a fixture document's parts, so the fixture backend answers with the stored
/// text itself instead of re-encoding parsed objects: faster (Foundation's `JSONSerialization`
/// takes ~40 ms to write the 59-game list with sorted keys, more than the whole run should), and
/// truer (every key, number spelling and order exactly as recorded).
enum RawJSON {
    /// The byte ranges of the elements of the array under `key` in the top-level object of
    /// `data`, in order; nil when there is no such array. Strings and escapes are skipped
    /// correctly, so brackets and commas inside text never count.
    static func elements(of key: String, in data: Data) -> [Range<Int>]? {
        let target = Array(key.utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var depth = 0, index = 0
            var lastKey: Range<Int>?
            var collecting = false
            var elementStart: Int?
            var ranges: [Range<Int>] = []
            let count = bytes.count
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let start = index
                    index += 1
                    while index < count && bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if depth == 1 && !collecting { lastKey = (start + 1)..<index }
                    if collecting && depth == 2 && elementStart == nil { elementStart = start }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if collecting && depth == 2 && elementStart == nil { elementStart = index }
                    if depth == 1 && byte == UInt8(ascii: "[") && !collecting, let keyRange = lastKey,
                       keyRange.count == target.count, zip(keyRange, target).allSatisfy({ bytes[$0] == $1 }) {
                        collecting = true
                    }
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if collecting && depth == 1 {
                        if let start = elementStart { ranges.append(start..<trimmedEnd(index)) }
                        return ranges
                    }
                case UInt8(ascii: ","):
                    if collecting && depth == 2, let start = elementStart {
                        ranges.append(start..<trimmedEnd(index))
                        elementStart = nil
                    }
                default:
                    if collecting && depth == 2 && elementStart == nil && !isSpace(byte) { elementStart = index }
                }
                index += 1
            }
            return nil

            func trimmedEnd(_ end: Int) -> Int {
                var end = end
                while end > 0 && isSpace(bytes[end - 1]) { end -= 1 }
                return end
            }
        }
    }

    /// `{"name":value,…}` with each value already JSON text, in the order given.
    static func object(_ members: [(String, Data)]) -> Data {
        var out = Data("{".utf8)
        for (offset, member) in members.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: "\"\(member.0)\":".utf8)
            out.append(member.1)
        }
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// `[a,b,…]` from raw element ranges of `data`.
    static func array(_ ranges: [Range<Int>], of data: Data) -> Data {
        var out = Data("[".utf8)
        for (offset, range) in ranges.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ",")) }
            out.append(data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound])
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// A number or null as JSON text.
    static func number(_ value: Int?) -> Data { Data((value.map(String.init) ?? "null").utf8) }
}
