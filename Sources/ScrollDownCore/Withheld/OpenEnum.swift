import Foundation

/// A forward-compatible string enum: known raw values map to cases, anything else is kept
/// as `unknown(raw)` instead of failing to decode or collapsing into a default case
/// (docs/backend.md#decoding-rules).
public protocol OpenEnum: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The known cases, used to map raw strings.
    static var known: [Self] { get }
    /// Wraps a raw value that matches no known case.
    static func unknown(_ raw: String) -> Self
    /// The raw string as the server sends it.
    var rawString: String { get }
}

extension OpenEnum {
    /// Maps a raw string to a known case (case-insensitive, trimmed) or `unknown(raw)`.
    public init(rawString raw: String) {
        // Fast path: servers send the canonical spelling; this runs for every play and book.
        if let exact = Self.known.first(where: { $0.rawString == raw }) {
            self = exact
            return
        }
        let key = raw.trimmedEnds(.whitespacesAndNewlines).lowercased()
        self = Self.known.first { $0.rawString.lowercased() == key } ?? Self.unknown(raw)
    }

    /// Decodes any value as a case or `unknown(raw)`, except one carrying control or format
    /// characters (escape sequences, bidi overrides): that is not a value the server means,
    /// and kept as `unknown` it would reach the terminal looking like a valid one once
    /// cleaned. It fails the response (exit 65), showing the raw value visibly escaped.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        if Echo.hasHiddenCharacters(raw) {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "control characters in an enumerated value: \(Echo.quoted(raw))")
        }
        self.init(rawString: raw)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawString)
    }

    public var description: String { rawString }
}
