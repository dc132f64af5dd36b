import Foundation
import Testing

/// The binary links no networking library: libcurl and its ~30 dependencies are
/// loaded with `dlopen` on the first request to a backend, so no other run pays for mapping
/// and relocating them. A dependency added back through `import FoundationNetworking` (which
/// lists libcurl as needed) fails here.
@Suite struct LinkedLibrariesTests {
    @Test(.enabled(if: TestPaths.binary != nil, "skipped: the scrolldown binary was not built next to the tests"))
    func theBinaryNeedsNoNetworkingLibrary() throws {
        let data = try Data(contentsOf: try #require(TestPaths.binary))
        let needed = try #require(ELFNeeded.libraries(in: data), "not a 64-bit little-endian ELF file")
        #expect(needed.contains { $0.hasPrefix("libc.so") }, "the reader found the needed list: \(needed)")
        #expect(!needed.contains { $0.contains("curl") || $0.contains("FoundationNetworking") }, "\(needed)")
    }
}

/// The `DT_NEEDED` entries of a 64-bit little-endian ELF file: the dynamic segment's string
/// offsets into its string table, whose address is mapped to the file through the loadable
/// segments.
enum ELFNeeded {
    static func libraries(in data: Data) -> [String]? {
        let bytes = [UInt8](data)
        func word<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            var value: T = 0
            for index in (0..<MemoryLayout<T>.size).reversed() { value = value << 8 | T(bytes[offset + index]) }
            return value
        }
        guard bytes.count > 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1,
              let programs = word(32, UInt64.self), let size = word(54, UInt16.self), let count = word(56, UInt16.self) else { return nil }
        var loads: [(address: UInt64, offset: UInt64, length: UInt64)] = []
        var dynamic: (offset: UInt64, length: UInt64)?
        for index in 0..<Int(count) {
            let header = Int(programs) + index * Int(size)
            guard let type = word(header, UInt32.self), let offset = word(header + 8, UInt64.self),
                  let address = word(header + 16, UInt64.self), let length = word(header + 32, UInt64.self) else { return nil }
            if type == 1 { loads.append((address, offset, length)) }
            if type == 2 { dynamic = (offset, length) }
        }
        guard let dynamic else { return [] }
        var neededOffsets: [UInt64] = [], stringTable: UInt64?
        var entry = Int(dynamic.offset)
        while entry + 16 <= Int(dynamic.offset + dynamic.length), let tag = word(entry, UInt64.self), tag != 0 {
            guard let value = word(entry + 8, UInt64.self) else { return nil }
            if tag == 1 { neededOffsets.append(value) }
            if tag == 5 { stringTable = value }
            entry += 16
        }
        guard let stringTable,
              let segment = loads.first(where: { stringTable >= $0.address && stringTable < $0.address + $0.length }) else { return nil }
        let base = Int(stringTable - segment.address + segment.offset)
        return neededOffsets.map { offset in
            let start = base + Int(offset)
            let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}
