import Foundation

/// Names for periods whose rows are not shown. A hidden view names the period it stops before ("Q4
/// onward") and empty periods; taking that name from the period's own rows would make the view
/// depend on whether the feed has rows there. So the name comes from the league
/// (docs/backend.md#period-labels), or, for a league this client does not know, from the style of
/// the labels of the periods that are shown ("Q1" → "Q4", "1st" → "4th").
package enum PeriodLabels {
    /// The label of `period` without its own rows. `shown`: the server's labels of the
    /// periods whose rows are shown.
    package static func label(_ period: Int, league: League, shown: [Int: String]) -> String {
        guard case .unknown = league else { return league.periodLabel(period) }
        for (known, label) in shown.sorted(by: { $0.key < $1.key }) {
            if let derived = restyled(label, from: known, to: period) { return derived }
        }
        return league.periodLabel(period)
    }

    /// `label` of period `from` rewritten for period `to`, when the label holds the period's
    /// number once as a digit run (`Q1`, `Period 1`) or as an ordinal (`1st`); else nil.
    package static func restyled(_ label: String, from: Int, to: Int) -> String? {
        let number = String(from)
        let runs = label.split(whereSeparator: { !$0.isASCIIDigit })
        guard runs.count == 1, runs[0] == number, let range = label.range(of: number) else { return nil }
        let after = label[range.upperBound...]
        let suffix = ["st", "nd", "rd", "th"].first { after.lowercased().hasPrefix($0) }
        if let suffix {
            let rest = after.dropFirst(suffix.count)
            return label[..<range.lowerBound] + League.ordinal(to) + rest
        }
        return label[..<range.lowerBound] + String(to) + after
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
