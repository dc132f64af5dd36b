import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension ResponseCache {
    /// `body` XORed with a keystream seeded by the entry's key (splitmix64 of its FNV-1a hash);
    /// the same call unscrambles. Enough that no number or word of the body appears in the file,
    /// at about a nanosecond a byte; not a secret from anyone who reads this function.
    static func scrambled(_ body: Data, key: String) -> Data {
        var state = fnv1a64Value(key)
        var output = body
        output.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                // splitmix64: one 64-bit word of keystream per eight bytes.
                state &+= 0x9E37_79B9_7F4A_7C15
                var word = state
                word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
                word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
                word ^= word >> 31
                if buffer.count - offset >= 8 {
                    // Byte i of the chunk takes byte i of the word, little end first, on any host.
                    let chunk = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    buffer.storeBytes(of: chunk ^ word.littleEndian, toByteOffset: offset, as: UInt64.self)
                } else {
                    for index in 0..<(buffer.count - offset) {
                        buffer[offset + index] ^= UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))
                    }
                }
                offset += 8
            }
        }
        return output
    }
}
