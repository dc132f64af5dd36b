import Foundation
import ScrollDownWithheld

/// Row labels and the grouping and sorting rules of the cross-book table.
extension OddsTableBuilder {
    /// A row's label: `MIA`, `MIA -3.5`, `Over 221.5`, `Points Over 24.5`, `Alt spread MIA -5.5`.
    package func label(_ market: String, player: String?, team: Side?, side: Side, line: Double?, category: OddsCategory) -> String {
        let lineText = line.map { side.isTeam ? Self.signed($0) : OddsMath.lineText($0) }
        func joined(_ parts: String?...) -> String { parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ") }
        switch category {
        case .mainline:
            switch market {
            case "moneyline", "h2h": return side.label
            case "spread", "spreads", "total", "totals": return joined(side.label, lineText)
            default: return joined(MarketNames.title(of: market), side.label, lineText)
            }
        case .playerProp:
            return joined(MarketNames.stat(of: market), side.label, lineText)
        case .teamProp, .alternate, .period, .gameProp:
            return joined(MarketNames.title(of: market), side.label, lineText)
        }
    }

    /// A team line with its sign; a pick'em is `PK`.
    package static func signed(_ line: Double) -> String {
        if line == 0 { return "PK" }
        return (line > 0 ? "+" : "") + OddsMath.lineText(line)
    }

    /// Mainline: Moneyline, Spread, Total (spreads by absolute line, totals by line with over
    /// before under). Player props: by player, then stat. Team props: by team. Alternates,
    /// periods and game props: one flat, sorted list.
    package func sections(_ rows: [BuiltRow], category: OddsCategory) -> [OddsSection] {
        switch category {
        case .mainline:
            let byMarket = Dictionary(grouping: rows) { $0.row.market }
            return byMarket.keys.sorted { (Self.mainlineOrder($0), $0) < (Self.mainlineOrder($1), $1) }.map { market in
                OddsSection(title: MarketNames.title(of: market), rows: sorted(byMarket[market]!, market: market).map(\.row))
            }
        case .playerProp:
            let byPlayer = Dictionary(grouping: rows) { $0.row.player ?? "Unknown player" }
            return byPlayer.keys.sorted { (Self.folded($0), $0) < (Self.folded($1), $1) }.map { player in
                let ordered = byPlayer[player]!.sorted { a, b in
                    Self.less([Self.int(MarketNames.statOrder(of: a.row.market)), .text(MarketNames.stat(of: a.row.market)),
                               .number(a.row.line ?? 0), Self.int(a.side.order), .text(a.row.label)],
                              [Self.int(MarketNames.statOrder(of: b.row.market)), .text(MarketNames.stat(of: b.row.market)),
                               .number(b.row.line ?? 0), Self.int(b.side.order), .text(b.row.label)])
                }
                return OddsSection(title: player, rows: ordered.map(\.row))
            }
        case .teamProp:
            let byTeam = Dictionary(grouping: rows) { $0.team?.label ?? "Team" }
            let order = Dictionary(rows.map { ($0.team?.label ?? "Team", $0.team?.order ?? 9) }, uniquingKeysWith: min)
            return byTeam.keys.sorted { (order[$0]!, $0) < (order[$1]!, $1) }.map { team in
                OddsSection(title: team, rows: byTeam[team]!.sorted(by: flatLess).map(\.row))
            }
        case .alternate, .period, .gameProp:
            let title = category.title.prefix(1).uppercased() + category.title.dropFirst()
            return rows.isEmpty ? [] : [OddsSection(title: title, rows: rows.sorted(by: flatLess).map(\.row))]
        }
    }

    private static func mainlineOrder(_ market: String) -> Int {
        switch market {
        case "moneyline", "h2h": return 0
        case "spread", "spreads": return 1
        case "total", "totals": return 2
        default: return 3
        }
    }

    private func sorted(_ rows: [BuiltRow], market: String) -> [BuiltRow] {
        rows.sorted { a, b in
            switch Self.mainlineOrder(market) {
            case 0: return Self.less([Self.int(a.side.order), .text(a.row.label)], [Self.int(b.side.order), .text(b.row.label)])
            case 1: return Self.less([.number(abs(a.row.line ?? 0)), Self.int(a.side.order), .number(a.row.line ?? 0), .text(a.row.label)],
                                     [.number(abs(b.row.line ?? 0)), Self.int(b.side.order), .number(b.row.line ?? 0), .text(b.row.label)])
            case 2: return Self.less([.number(a.row.line ?? 0), Self.int(a.side.order), .text(a.row.label)],
                                     [.number(b.row.line ?? 0), Self.int(b.side.order), .text(b.row.label)])
            default: return flatLess(a, b)
            }
        }
    }

    /// Market title, then team sides before over/under, then line (absolute for team lines).
    private func flatLess(_ a: BuiltRow, _ b: BuiltRow) -> Bool {
        func key(_ r: BuiltRow) -> [SortPart] {
            let line = r.row.line ?? 0
            return [.text(MarketNames.title(of: r.row.market)), Self.int(r.side.isTeam ? 0 : 1), .number(r.side.isTeam ? abs(line) : line),
                    Self.int(r.side.order), .number(line), .text(r.row.label)]
        }
        return Self.less(key(a), key(b))
    }

    package enum SortPart {
        case text(String)
        case number(Double)
    }

    package static func int(_ value: Int) -> SortPart { .number(Double(value)) }

    package static func less(_ a: [SortPart], _ b: [SortPart]) -> Bool {
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.number(let l), .number(let r)) where l != r: return l < r
            case (.text(let l), .text(let r)) where l != r:
                let fl = folded(l), fr = folded(r)
                return fl != fr ? fl < fr : l < r
            default: continue
            }
        }
        return false
    }
}
