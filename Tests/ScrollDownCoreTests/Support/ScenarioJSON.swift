import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A JSON object as `JSONSerialization` reads it, with the few typed reads and writes the
/// scenario edits need.
typealias JSONObject = [String: Any]

extension Dictionary where Key == String, Value == Any {
    /// The nested object under `key` (nil when absent or null); setting nil removes the key.
    subscript(object key: String) -> JSONObject? {
        get { self[key] as? JSONObject }
        set { self[key] = newValue }
    }

    /// The array of objects under `key` (empty when absent or null).
    subscript(objects key: String) -> [JSONObject] {
        get { self[key] as? [JSONObject] ?? [] }
        set { self[key] = newValue }
    }

    func int(_ key: String) -> Int? { self[key] as? Int }
    func string(_ key: String) -> String? { self[key] as? String }

    /// Whether `key` holds something other than null.
    func carries(_ key: String) -> Bool { self[key] != nil && !(self[key] is NSNull) }
}

/// Scores in every dialect's spelling: flat `homeScore`/`awayScore` (older), snake
/// `home_score`/`away_score` (older play-by-play) or a `score:{home,away}` object (sda, v1; v1
/// plays also repeat it as `scoreAfter`). See docs/backend.md#scores.
enum ScenarioScore {
    /// The home score an object carries, in whichever spelling.
    static func home(_ object: JSONObject) -> Int? {
        object.int("homeScore") ?? object.int("home_score") ?? object[object: "score"]?.int("home")
    }

    /// The away score an object carries, in whichever spelling.
    static func away(_ object: JSONObject) -> Int? {
        object.int("awayScore") ?? object.int("away_score") ?? object[object: "score"]?.int("away")
    }

    /// Both scores, when the object carries both.
    static func of(_ object: JSONObject) -> (home: Int, away: Int)? {
        guard let home = home(object), let away = away(object) else { return nil }
        return (home, away)
    }

    /// Writes a score in the object's own spelling, or in `dialect`'s when it has none yet.
    static func set(_ object: inout JSONObject, home: Int?, away: Int?, dialect: Dialect) {
        let value: (Int?) -> Any = { $0.map { $0 as Any } ?? NSNull() }
        if object["homeScore"] != nil || object["awayScore"] != nil || (dialect == .older && object["score"] == nil
            && object["home_score"] == nil) {
            object["homeScore"] = value(home)
            object["awayScore"] = value(away)
        } else if object["home_score"] != nil || object["away_score"] != nil {
            object["home_score"] = value(home)
            object["away_score"] = value(away)
        } else {
            object["score"] = home == nil && away == nil ? NSNull() : ["home": value(home), "away": value(away)] as JSONObject
        }
        if object["scoreAfter"] != nil { object["scoreAfter"] = object["score"] }
    }
}

/// The bundled trees' documents, read and parsed once per test process. Scenarios start from
/// copies (values: an edit never reaches the shared parse).
enum FixtureDocuments {
    /// `@unchecked Sendable`: the parsed objects are stored once and never mutated (copies are
    /// edited), and the dictionary is touched only under the lock.
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var parsed: [String: JSONObject?] = [:]
    }

    private static let store = Store()

    /// The document at `path` under `dialect`'s tree, nil when the tree has none.
    static func object(_ dialect: Dialect, _ path: String) -> JSONObject? {
        let key = dialect.rawValue + " " + path
        if let known = store.lock.withLock({ store.parsed[key] }) { return known }
        let data = FileManager.default.contents(atPath: dialect.fixtures.appendingPathComponent(path).path)
        let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? JSONObject }
        store.lock.withLock { store.parsed[key] = .some(object) }
        return object
    }

    /// A document as served: JSON text of `object`, keys in no particular order (nothing reads
    /// them in order). Written by `ScenarioJSONWriter`: `JSONSerialization` bridges every
    /// object to `NSDictionary` first, which made writing the edited documents most of the
    /// cost of a scenario.
    static func data(_ object: JSONObject) -> Data {
        var writer = ScenarioJSONWriter()
        writer.write(object)
        return Data(writer.bytes)
    }
}

/// JSON text of what `JSONSerialization` reads (strings, `NSNumber`s, `NSNull`, arrays,
/// objects) and of the Swift values edits write (`Int`, `Double`, `Bool`, `String`, arrays and
/// objects of them). A number's kind comes from its `NSNumber` type: `c` is a JSON boolean
/// (what `JSONSerialization` makes of `true`/`false`, and what `Bool` bridges to), `d` or `f` a
/// fraction, anything else an integer.
struct ScenarioJSONWriter {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func write(_ value: Any) {
        // Exact types first: a failed `as?` on an `Any` tries every bridge, and most values are
        // the strings, objects and arrays `JSONSerialization` makes.
        let type = type(of: value)
        if type == String.self {
            write(string: value as! String)
        } else if type == [String: Any].self {
            write(object: value as! [String: Any])
        } else if type == [Any].self {
            write(array: value as! [Any])
        } else if type == Bool.self {
            bytes += Array((value as! Bool ? "true" : "false").utf8)
        } else if type == NSNull.self {
            bytes += Array("null".utf8)
        } else if let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": bytes += Array((number.boolValue ? "true" : "false").utf8)
            case "d", "f": bytes += Array(String(number.doubleValue).utf8)
            default: bytes += Array(String(number.int64Value).utf8)
            }
        } else if let string = value as? String {
            write(string: string)
        } else if let object = value as? [String: Any] {
            write(object: object)
        } else if let array = value as? [Any] {
            write(array: array)
        } else {
            preconditionFailure("not a JSON value: \(type)")
        }
    }

    private mutating func write(object: [String: Any]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (key, member) in object {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            write(string: key)
            bytes.append(UInt8(ascii: ":"))
            write(member)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func write(array: [Any]) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in array.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func write(string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
