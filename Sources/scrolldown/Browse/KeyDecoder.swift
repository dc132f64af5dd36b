import ScrollDownViews
import ScrollDownWithheld
/// Turns the bytes of a terminal in raw mode into keys: printable text, control keys, and the
/// escape sequences of arrows and paging keys (CSI and SS3 forms). A lone ESC at the end of
/// the bytes read so far is held until more arrive or `flush` says none will.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether an ESC waits for what follows it.
    var isWaiting: Bool { !pending.isEmpty }

    mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 1 < pending.count else { break }
                let next = pending[index + 1]
                if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
                    // CSI: parameters, then one final byte in 0x40...0x7E.
                    var end = index + 2
                    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                    guard end < pending.count else { break }
                    if let key = Self.sequence(Array(pending[(index + 2)..<end]), final: pending[end]) { keys.append(key) }
                    index = end + 1
                    continue
                }
                keys.append(.escape)
                index += 1
                continue
            }
            if byte >= 0x80 {
                // UTF-8: the lead byte says how long the character is.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= pending.count else { break }
                if let character = String(decoding: pending[index..<(index + length)], as: UTF8.self).first { keys.append(.char(character)) }
                index += length
                continue
            }
            if let key = Self.control(byte) { keys.append(key) }
            index += 1
        }
        pending.removeFirst(index)
        return keys
    }

    /// What is held: a lone ESC is the Escape key.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.first == 0x1B ? [.escape] : []
    }

    static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x03: return .interrupt
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x20...0x7E: return .char(Character(Unicode.Scalar(byte)))
        default: return nil
        }
    }

    static func sequence(_ parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch String(decoding: parameters, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
