import Foundation

/// A league code (docs/backend.md#decoding-rules); unknown codes are kept, never mapped to NBA.
public enum League: OpenEnum {
    case nba, nhl, ncaab, mlb, nfl
    case unknown(String)

    public static let known: [League] = [.nba, .nhl, .ncaab, .mlb, .nfl]


    public var rawString: String {
        switch self {
        case .nba: return "NBA"
        case .nhl: return "NHL"
        case .ncaab: return "NCAAB"
        case .mlb: return "MLB"
        case .nfl: return "NFL"
        case .unknown(let raw): return raw
        }
    }

    /// Periods in regulation: quarters, halves, periods or innings.
    package var regulationPeriods: Int {
        switch self {
        case .nba, .nfl: return 4
        case .ncaab: return 2
        case .nhl: return 3
        case .mlb: return 9
        // Unknown league: the fewest periods any league has, so pacing and the leak guard
        // hide too much rather than too little. Never taken from the server's period labels:
        // an overtime label is there only when the game went to overtime.
        case .unknown: return 2
        }
    }

    /// Whether a server period label names a period past regulation: `OT`, `2OT`, `OT2`, `SO`,
    /// or the words overtime / shootout (case-insensitive). The one reading of such labels,
    /// for leagues whose regulation length is unknown.
    package static func isExtraPeriodLabel(_ label: String?) -> Bool {
        guard let label else { return false }
        let text = TerminalSanitizer.clean(label).trimmedEnds(.whitespaces).uppercased()
        if text == "SO" || text.contains("OVERTIME") || text.contains("SHOOTOUT") { return true }
        guard let range = text.range(of: "OT") else { return false }
        return (text[text.startIndex..<range.lowerBound] + text[range.upperBound...]).allSatisfy(\.isNumber)
    }

    /// The period number a `--through` label names: a number, or a label of the league
    /// (`Q3`, `P2`, `H1`, `3rd`, `OT`, `2OT`, `SO`), case-insensitive, the inverse of
    /// `periodLabel`. nil when unknown.
    package func period(fromLabel text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed) { return number >= 1 ? number : nil }
        let wanted = trimmed.uppercased()
        for period in 1...40 where periodLabel(period).uppercased() == wanted {
            return period
        }
        // A regular-season shootout follows the one overtime period (docs/backend.md#period-labels).
        if self == .nhl, wanted == "SO" { return regulationPeriods + 2 }
        return nil
    }

    /// The label of a period, for when the server sends none (docs/backend.md#period-labels).
    /// Hockey numbers its overtimes like the other leagues (`OT`, `2OT`: playoff games); a
    /// shootout is labelled by the server from its period type, never inferred from its number.
    package func periodLabel(_ period: Int) -> String {
        let p = max(period, 1)
        let regulation = regulationPeriods
        switch self {
        case .mlb:
            return Self.ordinal(p)
        case .nhl:
            if p <= regulation { return "P\(p)" }
            return Self.overtime(p - regulation)
        case .ncaab:
            if p <= regulation { return "H\(p)" }
            return Self.overtime(p - regulation)
        case .unknown:
            return "Period \(p)"  // no numbering scheme is known, so no overtime is implied
        default:
            if p <= regulation { return "Q\(p)" }
            return Self.overtime(p - regulation)
        }
    }

    private static func overtime(_ n: Int) -> String { n == 1 ? "OT" : "\(n)OT" }

    /// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `21st`.
    package static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }
}
