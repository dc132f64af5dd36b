import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// An object's members, looked up by comparing key bytes (`FastJSONTape` admits only plain
/// ASCII keys, each once). Same answers as `JSONDecoder`'s keyed container: a missing key is
/// `keyNotFound` for `decode` and nil for `decodeIfPresent`, as is null.
struct FastJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let impl: FastJSONDecoderImpl
    /// Tape index of the object.
    let object: Int
    /// Length of the decoder's path when this container was made.
    let depth: Int

    var codingPath: [CodingKey] { impl.codingPath(depth: depth) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var member = object + 1
        while member < impl.entries[object].end {
            if let key = Key(stringValue: impl.tape.string(impl.entries[member])) { keys.append(key) }
            member = impl.entries[member + 1].end
        }
        return keys
    }

    /// The tape index of `key`'s value, or nil. A name with non-ASCII bytes could equal an
    /// ASCII key under `String`'s equality (K and the Kelvin sign), so its miss is declined.
    private func find(_ key: Key) throws -> Int? {
        var name = key.stringValue
        return try name.withUTF8 { bytes in
            if let value = impl.lookup(object, bytes) { return value }
            if bytes.contains(where: { $0 >= 0x80 }) { throw impl.bail() }
            return nil
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let index = try find(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing"))
        }
        return index
    }

    /// The value's index when present and not null.
    private func present(_ key: Key) throws -> Int? {
        guard let index = try find(key), impl.entries[index].kind != .null else { return nil }
        return index
    }

    func contains(_ key: Key) -> Bool { (try? find(key)) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { impl.entries[try value(key)].kind == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try impl.bool(at: try value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try impl.string(at: try value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try impl.double(at: try value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw impl.bail() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try impl.integer(type, at: try value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try impl.integer(type, at: try value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try impl.integer(type, at: try value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try impl.integer(type, at: try value(key)) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try value(key)
        return try impl.unwrap(type, at: index, .key(index - 1))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map(impl.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map(impl.string) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map(impl.double) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { throw impl.bail() }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integer(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integer(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integer(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integer(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integer(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = try present(key) else { return nil }
        return try impl.unwrap(type, at: index, .key(index - 1))
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T? {
        guard let index = try present(key) else { return nil }
        return try impl.integer(type, at: index)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try value(key)
        return try impl.with(index, .key(index - 1)) { try impl.container(keyedBy: type) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        let index = try value(key)
        return try impl.with(index, .key(index - 1)) { try impl.unkeyedContainer() }
    }

    /// Not used by any model; `JSONDecoder` handles it.
    func superDecoder() throws -> Decoder { throw impl.bail() }
    func superDecoder(forKey key: Key) throws -> Decoder { throw impl.bail() }
}

/// An array's elements in order, as `JSONDecoder`'s unkeyed container reads them: a failed
/// `decode` does not advance; `decodeIfPresent` advances even past the end.
struct FastJSONUnkeyedContainer: UnkeyedDecodingContainer {
    let impl: FastJSONDecoderImpl
    let depth: Int
    let count: Int?
    private(set) var currentIndex = 0
    /// Tape index of the element at `currentIndex`.
    private var next: Int

    init(impl: FastJSONDecoderImpl, array: Int, depth: Int) {
        self.impl = impl
        self.depth = depth
        count = impl.entries[array].length
        next = array + 1
    }

    var codingPath: [CodingKey] { impl.codingPath(depth: depth) }
    var isAtEnd: Bool { currentIndex >= count! }

    private func element() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: [], debugDescription: "Unkeyed container is at end."))
        }
        return next
    }

    private mutating func advance() {
        if !isAtEnd { next = impl.entries[next].end }
        currentIndex += 1
    }

    /// Decodes the next element with `read`, advancing only when it succeeds.
    private mutating func take<T>(_ read: (FastJSONDecoderImpl, Int) throws -> T) throws -> T {
        let value = try read(impl, try element())
        advance()
        return value
    }

    /// The next element unless the container is at its end or the element is null; advances
    /// in every case but a failure to decode.
    private mutating func takeIfPresent<T>(_ read: (FastJSONDecoderImpl, Int) throws -> T) throws -> T? {
        guard !isAtEnd, impl.entries[next].kind != .null else { advance(); return nil }
        return try take(read)
    }

    mutating func decodeNil() throws -> Bool {
        guard impl.entries[try element()].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.bool(at: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try take { try $0.string(at: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.double(at: $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { throw impl.bail() }
    mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.integer(type, at: $1) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        return try take { try $0.unwrap(type, at: $1, .index(index)) }
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try takeIfPresent { try $0.bool(at: $1) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try takeIfPresent { try $0.string(at: $1) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try takeIfPresent { try $0.double(at: $1) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { throw impl.bail() }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try takeIfPresent { try $0.integer(type, at: $1) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        let index = currentIndex
        return try takeIfPresent { try $0.unwrap(type, at: $1, .index(index)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = currentIndex
        return try take { impl, element in try impl.with(element, .index(index)) { try impl.container(keyedBy: type) } }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let index = currentIndex
        return try take { impl, element in try impl.with(element, .index(index)) { try impl.unkeyedContainer() } }
    }

    /// Not used by any model; `JSONDecoder` handles it.
    mutating func superDecoder() throws -> Decoder { throw impl.bail() }
}
