import Foundation

/// FairBet is snake_case at the older backend (CONTRACT §6) and camelCase at sda HEAD
/// (pydantic `to_camel`, CONTRACT-sda §3.5). The decoders read a key under its snake name
/// first, then under the camel form derived from it, so one model serves both and nothing
/// above the decoders learns which backend answered.
struct FairBetKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// pydantic's `to_camel`: `true_prob` → `trueProb`, `ev_percent` → `evPercent`.
    static func camel(_ snake: String) -> String {
        let parts = snake.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return snake }
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension KeyedDecodingContainer where K == FairBetKey {
    /// The value under `snake` or its camel form, whichever is present and not null.
    func value<T: Decodable>(_ type: T.Type, _ snake: String) throws -> T? {
        if let value = try decodeIfPresent(type, forKey: FairBetKey(snake)) { return value }
        let camel = FairBetKey.camel(snake)
        return camel == snake ? nil : try decodeIfPresent(type, forKey: FairBetKey(camel))
    }

    /// A required value: the key error names the snake spelling when neither is present.
    func required<T: Decodable>(_ type: T.Type, _ snake: String) throws -> T {
        let camel = FairBetKey(FairBetKey.camel(snake))
        if !contains(FairBetKey(snake)) && contains(camel) { return try decode(type, forKey: camel) }
        return try decode(type, forKey: FairBetKey(snake))
    }
}
