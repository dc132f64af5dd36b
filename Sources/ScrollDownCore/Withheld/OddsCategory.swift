import Foundation

/// The market categories of the cross-book table (docs/backend.md#markets-and-categories), as the
/// command line names them.
public enum OddsCategory: String, CaseIterable, Sendable, Encodable {
    case mainline
    case playerProp = "player-prop"
    case teamProp = "team-prop"
    case alternate
    case period
    case gameProp = "game-prop"

    /// The category of a stored row: `marketCategory` (default mainline), with the period
    /// suffixes (`_h1`, `_q1`, …) recognised when the server leaves the category out.
    package init(contract raw: String?, marketType: String) {
        let key = (raw ?? "").lowercased().replacingOccurrences(of: "_", with: "-")
        if let known = OddsCategory(rawValue: key) {
            self = known
        } else if MarketNames.periodSuffix(of: marketType) != nil {
            self = .period
        } else if marketType.lowercased().hasPrefix("alternate_") {
            self = .alternate
        } else if ["player_", "batter_", "pitcher_"].contains(where: marketType.lowercased().hasPrefix) {
            self = .playerProp
        } else if marketType.lowercased().hasPrefix("team_total") {
            self = .teamProp
        } else if ["spread", "total", "moneyline", "spreads", "totals", "h2h"].contains(marketType.lowercased()) {
            self = .mainline
        } else {
            self = .gameProp
        }
    }

    /// The title shown in the header.
    package var title: String {
        switch self {
        case .mainline: return "mainline"
        case .playerProp: return "player props"
        case .teamProp: return "team props"
        case .alternate: return "alternates"
        case .period: return "periods"
        case .gameProp: return "game props"
        }
    }
}

/// Which stored lines the table shows.
public enum OddsLineSelection: String, Sendable, Encodable {
    case closing, opening, both
}

/// Readable names of market keys and stats.
package enum MarketNames {
    /// Stat names of prop market keys, in the order a table lists them.
    package static let stats: [(key: String, name: String)] = [
        ("points", "Points"), ("rebounds", "Rebounds"), ("assists", "Assists"), ("threes", "Threes"),
        ("points_rebounds_assists", "Pts+Reb+Ast"), ("points_rebounds", "Pts+Reb"), ("points_assists", "Pts+Ast"),
        ("rebounds_assists", "Reb+Ast"), ("blocks", "Blocks"), ("steals", "Steals"), ("turnovers", "Turnovers"),
        ("double_double", "Double double"), ("first_basket", "First basket"), ("goals", "Goals"),
        ("shots_on_goal", "Shots on goal"), ("power_play_points", "PP points"), ("total_saves", "Saves"),
        ("first_goal", "First goal"), ("hits", "Hits"), ("total_bases", "Total bases"), ("rbis", "RBIs"),
        ("runs_scored", "Runs"), ("home_runs", "Home runs"), ("stolen_bases", "Stolen bases"),
        ("strikeouts", "Strikeouts"), ("outs", "Outs"), ("hits_allowed", "Hits allowed"), ("walks", "Walks"),
        ("earned_runs", "Earned runs"),
    ]

    /// The period suffix of a market key (`spreads_h1` → `H1`, `totals_q3` → `Q3`), if any.
    package static func periodSuffix(of marketKey: String) -> String? { splitPeriod(marketKey).suffix }

    /// A market key without its period suffix, and the suffix shown upper-case.
    package static func splitPeriod(_ marketKey: String) -> (base: String, suffix: String?) {
        let key = marketKey.lowercased()
        var parts = key.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return (key, nil) }
        let last = parts[parts.count - 1]
        func isPeriod(_ word: String) -> Bool {
            guard word.count == 2, let head = word.first, let digit = word.last?.wholeNumberValue else { return false }
            switch head {
            case "h": return (1...2).contains(digit)
            case "q": return (1...4).contains(digit)
            case "p": return (1...3).contains(digit)
            default: return false
            }
        }
        if isPeriod(last) {
            parts.removeLast()
            return (parts.joined(separator: "_"), last.uppercased())
        }
        // `h2h_1st_5_innings`: an ordinal, a count, `innings`.
        if last == "innings", parts.count >= 4, Int(parts[parts.count - 2]) != nil,
           ["st", "nd", "rd", "th"].contains(String(parts[parts.count - 3].suffix(2))), Int(parts[parts.count - 3].dropLast(2)) != nil {
            let suffix = parts.suffix(3).joined(separator: " ").uppercased()
            parts.removeLast(3)
            return (parts.joined(separator: "_"), suffix)
        }
        return (key, nil)
    }

    /// The stat of a prop market key (`player_points` → Points, `batter_total_bases` → Total
    /// bases), with `(alt)` for alternate prop markets.
    package static func stat(of marketKey: String) -> String {
        var key = marketKey.lowercased()
        var alternate = false
        if key.hasSuffix("_alternate") { key.removeLast("_alternate".count); alternate = true }
        for prefix in ["player_", "batter_", "pitcher_"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
            break
        }
        let name = stats.first { $0.key == key }?.name ?? titled(key)
        return alternate ? name + " (alt)" : name
    }

    /// Where a stat sorts in a player's rows.
    package static func statOrder(of marketKey: String) -> Int {
        let name = stat(of: marketKey)
        return stats.firstIndex { $0.name == name } ?? stats.count
    }

    /// A market's title: Moneyline, Spread, Total, Alt spread, Spread H1, Team total, or the
    /// key title-cased.
    package static func title(of marketType: String) -> String {
        let (base, suffix) = splitPeriod(marketType)
        let name: String
        switch base {
        case "moneyline", "h2h": name = "Moneyline"
        case "spread", "spreads": name = "Spread"
        case "total", "totals": name = "Total"
        case "alternate_spreads": name = "Alt spread"
        case "alternate_totals": name = "Alt total"
        case "team_totals": name = "Team total"
        case "alternate_team_totals": name = "Alt team total"
        default: name = base.hasPrefix("player_") || base.hasPrefix("batter_") || base.hasPrefix("pitcher_") ? stat(of: base) : titled(base)
        }
        return suffix.map { "\(name) \($0)" } ?? name
    }

    package static func titled(_ key: String) -> String {
        let words = key.split(separator: "_").map(String.init)
        guard let first = words.first else { return key }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
}
