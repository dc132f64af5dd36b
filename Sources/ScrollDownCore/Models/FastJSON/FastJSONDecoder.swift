import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Decodes contract responses over a `FastJSONTape`, for the same models and the same
/// `init(from:)` code as `JSONDecoder.contract()`, in a fraction of its time: `JSONDecoder`
/// builds a dictionary of `String` keys for every object it opens, and on a game's detail or
/// a large games list that is a large part of the command's wall time (docs/PERFORMANCE.md
/// compares this build with one that decodes with `JSONDecoder` alone).
///
/// `JSONDecoder` stays the authority. This decoder gives up (`FastJSONBail`) wherever it is
/// not certain to agree — an unusual document (see `FastJSONTape`), a number it would have to
/// round, `Data`/`URL`/`Decimal` values — and once it has given up anywhere, even inside a
/// model's `try?`, its result is discarded. `decode` then runs `JSONDecoder`; a failure of
/// either kind is also answered by `JSONDecoder`, so every error a user sees is its error, but
/// for the one it gives without a key path (see `decode`).
enum FastJSONDecoder {
    /// `T` decoded as `JSONDecoder.contract()` decodes it.
    ///
    /// One exception: for a number that does not fit its field (`1.5`, `1e300` or 2^63 where an
    /// `Int` goes) `JSONDecoder` says only "The given data was not valid JSON.", with no key
    /// path, though the document is valid JSON. The fast path knows which value it was, so that
    /// error is replaced by one naming its path (`plays[10].playIndex: number does not fit Int`).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var refusal: DecodingError?
        do { return try decodeWithoutFallback(type, from: data, refusal: &refusal) } catch {}
        do {
            return try JSONDecoder.contract().decode(type, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty && context.underlyingError == nil {
            throw refusal ?? DecodingError.dataCorrupted(context)
        }
    }

    /// The fast path alone: throws `FastJSONBail` when it declined anywhere, or the first
    /// error it met (its wording is not `JSONDecoder`'s; tests compare the two).
    static func decodeWithoutFallback<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var refusal: DecodingError?
        return try decodeWithoutFallback(type, from: data, refusal: &refusal)
    }

    /// The same, setting `refusal` when it stopped at a number that does not fit its field.
    static func decodeWithoutFallback<T: Decodable>(_ type: T.Type, from data: Data, refusal: inout DecodingError?) throws -> T {
        try data.withUnsafeBytes { raw in
            var impl = FastJSONDecoderImpl(tape: try FastJSONTape(borrowing: raw.bindMemory(to: UInt8.self)))
            // Containers hold the decoder, the decoder the tape: if a model kept either, the
            // tape keeps a copy of the bytes it borrowed.
            defer { if !isKnownUniquelyReferenced(&impl) { impl.tape.keepBytes() } }
            do {
                let value = try impl.unwrap(type, at: 0, nil)
                guard !impl.bailed else { throw FastJSONBail() }
                return value
            } catch {
                refusal = impl.refusedNumberError()
                throw error
            }
        }
    }
}

/// One position in a coding path, kept as tape positions until someone asks for the path.
enum FastJSONPathEntry {
    case key(Int)     // tape index of the member's key
    case index(Int)   // array position
}

/// The `Decoder` (and single-value container) over a tape. Like `JSONDecoder`'s own it is one
/// object for the whole document: decoding a nested value moves `top` and pushes onto `path`.
final class FastJSONDecoderImpl: Decoder, SingleValueDecodingContainer {
    let tape: FastJSONTape
    let entries: [FastJSONTape.Entry]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The value being decoded.
    private(set) var top = 0
    private(set) var path: [FastJSONPathEntry] = []
    /// Set once this decoder has declined anything; the whole result is then discarded.
    private(set) var bailed = false
    /// The last number refused as an integer that does not fit (tape index, type), for the
    /// error `JSONDecoder` gives without a path (`refusedNumberError`).
    var refusedNumber: (index: Int, type: Any.Type)?
    /// The member after the last one found, per object: members are mostly asked for in the
    /// order they were sent, so a lookup usually ends at its first comparison.
    private var hintObject = -1
    private var hintMember = -1

    init(tape: FastJSONTape) {
        self.tape = tape
        self.entries = tape.entries
        path.reserveCapacity(16)
    }

    var codingPath: [CodingKey] { codingPath(depth: path.count) }

    /// The first `depth` entries of the current path as keys (only errors ask for it).
    func codingPath(depth: Int) -> [CodingKey] {
        path.prefix(depth).map { entry -> CodingKey in
            switch entry {
            case .key(let index): return FastJSONKey(stringValue: tape.string(entries[index]))
            case .index(let index): return FastJSONKey(index: index)
            }
        }
    }

    /// Records that the fast path declined, and returns the error to throw.
    func bail() -> FastJSONBail {
        bailed = true
        return FastJSONBail()
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard entries[top].kind == .object else { throw mismatch([String: Any].self, at: top) }
        return KeyedDecodingContainer(FastJSONKeyedContainer<Key>(impl: self, object: top, depth: path.count))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard entries[top].kind == .array else { throw mismatch([Any].self, at: top) }
        return FastJSONUnkeyedContainer(impl: self, array: top, depth: path.count)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    // MARK: Values at a tape index

    /// Runs `body` with `index` as the value being decoded, `entry` appended to the path.
    @inline(__always)
    func with<T>(_ index: Int, _ entry: FastJSONPathEntry?, _ body: () throws -> T) rethrows -> T {
        let saved = top
        top = index
        if let entry { path.append(entry) }
        defer {
            top = saved
            if entry != nil { path.removeLast() }
        }
        return try body()
    }

    /// `T` at `index`, with `JSONDecoder`'s special cases: `Date` through the contract's date
    /// reading; `Data`, `URL` and `Decimal` (which it reads its own way) are declined.
    func unwrap<T: Decodable>(_ type: T.Type, at index: Int, _ entry: FastJSONPathEntry?) throws -> T {
        // The common leaves without a trip through `T.init(from:)`; the bit casts only
        // reinterpret a value already known to be a `T` (a dynamic cast costs more here).
        if T.self == String.self { return unsafeBitCast(try string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try double(at: index), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(at: index), to: T.self) }
        if T.self == Date.self {
            try notNull(Date.self, at: index)
            return unsafeBitCast(try with(index, entry) { try JSONDecoder.contractDate(from: self) }, to: T.self)
        }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self { throw bail() }
        return try with(index, entry) { try T(from: self) }
    }

    func bool(at index: Int) throws -> Bool {
        let entry = entries[index]
        guard entry.kind == .bool else { throw mismatch(Bool.self, at: index) }
        return entry.flag
    }

    func string(at index: Int) throws -> String {
        let entry = entries[index]
        guard entry.kind == .string else { throw mismatch(String.self, at: index) }
        return tape.string(entry)
    }

    /// An integer as `JSONDecoder` reads one: digits exactly; `34.0` or `1e2` through a
    /// `Double` when that is exact below 2^53. Anything it might read differently (overflow,
    /// `-0`, larger or vanishing values) is declined rather than guessed.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(T.self, at: index) }
        let text = tape.slice(entry)
        if !entry.flag {
            let negative = text[0] == UInt8(ascii: "-")
            var value: T = 0
            for byte in text[(negative ? 1 : 0)...] {
                let digit = T(byte &- UInt8(ascii: "0"))
                let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
                guard !overflow1, !overflow2 else {
                    refusedNumber = (index, T.self)
                    throw bail()
                }
                value = next
            }
            guard !(negative && value == 0) else { throw bail() }
            return value
        }
        let parsed = Double(String(decoding: text, as: UTF8.self))
        guard let double = parsed, double.isFinite, double != 0 else {
            if parsed?.isFinite == false { refusedNumber = (index, T.self) }
            throw bail()
        }
        guard let value = T(exactly: double) else {
            refusedNumber = (index, T.self)
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "number does not fit \(T.self)"))
        }
        guard double.magnitude < 9_007_199_254_740_992 else { throw bail() }
        return value
    }

    /// A `Double` as `strtod` reads it; infinities and underflow to zero are declined.
    func double(at index: Int) throws -> Double {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(Double.self, at: index) }
        let text = tape.slice(entry)
        if !entry.flag, text.count <= 15 {   // at most 15 digits: exact as a Double
            let negative = text[0] == UInt8(ascii: "-")
            var value = 0
            for byte in text[(negative ? 1 : 0)...] { value = value &* 10 &+ Int(byte &- UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        guard let double = Double(String(decoding: text, as: UTF8.self)), double.isFinite else { throw bail() }
        if double == 0 {
            for byte in text {
                if byte | 0x20 == UInt8(ascii: "e") { break }
                if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { throw bail() }
            }
        }
        return double
    }

    /// Throws `valueNotFound` when the value at `index` is null.
    func notNull(_ type: Any.Type, at index: Int) throws {
        guard entries[index].kind != .null else {
            throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "null"))
        }
    }

    /// The error for a value of another kind (or null, as `JSONDecoder` reports it). Paths
    /// are left empty: this decoder's errors never reach a user, and a `try?` in a model
    /// (`JSONValue` tries each kind in turn) should not pay for building one.
    func mismatch(_ type: Any.Type, at index: Int) -> DecodingError {
        if entries[index].kind == .null {
            return .valueNotFound(type, .init(codingPath: [], debugDescription: "null"))
        }
        return .typeMismatch(type, .init(codingPath: [], debugDescription: "another kind of value"))
    }

    /// The tape index of the value under `name` in `object`, or nil.
    func lookup(_ object: Int, _ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = entries[object].end
        let first = object + 1
        let hint = hintObject == object && hintMember < end ? hintMember : first
        var member = hint
        while member < end {
            if tape.key(at: member, is: name) { return found(object, member) }
            member = entries[member + 1].end
        }
        member = first
        while member < hint {
            if tape.key(at: member, is: name) { return found(object, member) }
            member = entries[member + 1].end
        }
        return nil
    }

    @inline(__always)
    private func found(_ object: Int, _ member: Int) -> Int {
        hintObject = object
        hintMember = entries[member + 1].end
        return member + 1
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { entries[top].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: top) }
    func decode(_ type: String.Type) throws -> String { try string(at: top) }
    func decode(_ type: Double.Type) throws -> Double { try double(at: top) }
    func decode(_ type: Float.Type) throws -> Float { throw bail() }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, at: top) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, at: top) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, at: top) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, at: top) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, at: top) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, at: top) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, at: top) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, at: top) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, at: top) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, at: top) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(type, at: top, nil) }
}

/// A coding key materialized from the tape, for coding paths.
struct FastJSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { self.init(index: intValue) }
    init(index: Int) { stringValue = "Index \(index)"; intValue = index }
}
