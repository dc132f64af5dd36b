import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How prices are written (`--odds-format`, config `oddsFormat`). Read from config.json
/// through `OddsDisplayFormat.Stored`: only the settings decode it, so its decoding stays
/// internal.
public enum OddsDisplayFormat: String, CaseIterable, Sendable, Encodable {
    /// +140, −164 (the server's own format).
    case american
    /// 2.40, 1.61.
    case decimal
    /// 41.7% (implied probability, vig included).
    case probability

    /// The setting as config.json holds it.
    struct Stored: Decodable {
        let format: OddsDisplayFormat

        /// Decodes case-insensitively, like the other settings; anything else names the valid values.
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(String.self)
            guard let format = OddsDisplayFormat(rawValue: raw.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "must be one of: \(OddsDisplayFormat.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(raw)')")
            }
            self.format = format
        }
    }

    /// A price given in American odds, written in this format.
    func text(american price: Double) -> String {
        switch self {
        case .american: return Self.americanText(price)
        case .decimal: return OddsMath.decimal(fromAmerican: price).map { String(format: "%.2f", $0) } ?? "--"
        case .probability: return OddsMath.probability(fromAmerican: price).map { Self.percentText($0) } ?? "--"
        }
    }

    /// A fair probability written in this format (`-158`, `1.63`, `61.2%`).
    func text(probability p: Double) -> String {
        switch self {
        // A fair price is a whole number of American odds, as the backend rounds it.
        case .american: return OddsMath.american(fromProbability: p).map { Self.americanText($0.rounded()) } ?? "--"
        case .decimal: return OddsMath.decimal(fromProbability: p).map { String(format: "%.2f", $0) } ?? "--"
        case .probability: return Self.percentText(p)
        }
    }

    /// `+140`, `-110`, `-110.5`: whole prices without decimals, always signed.
    static func americanText(_ price: Double) -> String {
        // Prices are checked where they are decoded; a value that still is no price is shown
        // as missing rather than converted (`Int(1e19)` traps).
        guard price.isFinite, abs(price) <= OddsMath.americanLimit else { return "--" }
        let rounded = (price * 10).rounded() / 10
        let body = Int(exactly: rounded).map(String.init) ?? String(format: "%.1f", rounded)
        return rounded > 0 ? "+" + body : body
    }

    /// `41.7%`.
    static func percentText(_ p: Double) -> String { p.isFinite ? String(format: "%.1f%%", p * 100) : "--" }

    /// A signed EV percent: `+2.31%`, `-0.42%`.
    static func evText(_ ev: Double) -> String {
        guard ev.isFinite, abs(ev) <= 1_000_000 else { return "--" }
        let value = (ev * 100).rounded() / 100
        return (value > 0 ? "+" : value < 0 ? "" : "±") + String(format: "%.2f%%", value == 0 ? 0 : value)
    }
}
