import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The sides of one market share this key: same game and market, same subject (the teams,
/// one player, one team's total, the game total) and the same line — for team lines, the line
/// as the home side sees it, so `MIA -3.5` (away) pairs with `CHA +3.5` (home) and, in
/// alternate spreads that list each team both ways, `MIA +3.5` with `CHA -3.5`.
struct MarketGroupKey: Hashable, Sendable {
    let gameID: Int
    let marketKey: String
    let subject: String
    let line: String
}

/// What kind of side a selection is, which decides how many sides make a whole market.
enum SideKind: Sendable, Equatable {
    /// `team:{slug}` (moneyline, spread) or a draw: two sides, or three with a draw.
    case team
    /// `…:over` / `…:under`, `…:yes` / `…:no`: exactly two sides.
    case twoWay
    /// Anything else (first scorer, …): an n-way market this client does not price.
    case other
}

extension FairBet {
    /// A bet's stable id, `GAME:MARKET:SELECTION:LINE` (e.g. `910000001:spreads:team:miami_heat:-3.5`),
    /// accepted by `fairbet --explain` and `--parlay`.
    var betID: String {
        "\(gameId):\(marketKey):\(selectionKey):\(Self.lineText(lineValue))"
    }

    /// The shortest text of a line: `0`, `-12`, `221.5`.
    static func lineText(_ line: Double) -> String { OddsMath.lineText(line) }

    /// Splits a bet id into game, market, selection and line; nil when it is not one.
    static func parseBetID(_ text: String) -> (gameID: Int, marketKey: String, selectionKey: String, line: Double)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 4, let game = Int(parts[0]), game > 0, !parts[1].isEmpty,
              let line = Double(parts[parts.count - 1]), line.isFinite else { return nil }
        let selection = parts[2..<(parts.count - 1)].joined(separator: ":")
        guard !selection.isEmpty else { return nil }
        return (game, parts[1], selection, line)
    }

    /// A bet id written the way `betID` writes it (`-3.50` → `-3.5`), or nil when it is not one.
    static func canonicalBetID(_ text: String) -> String? {
        parseBetID(text).map { "\($0.gameID):\($0.marketKey):\($0.selectionKey):\(lineText($0.line))" }
    }

    /// The kind of side this selection is.
    var sideKind: SideKind {
        let parts = selectionKey.lowercased().split(separator: ":").map(String.init)
        guard let last = parts.last else { return .other }
        if ["over", "under", "yes", "no"].contains(last), parts.count >= 2 { return .twoWay }
        if parts.first == "team" || last == "draw" || parts.first == "draw" { return .team }
        return .other
    }

    /// The over/under/yes/no word of a two-way side, lower-cased.
    var twoWaySide: String? {
        guard sideKind == .twoWay else { return nil }
        return selectionKey.lowercased().split(separator: ":").last.map(String.init)
    }

    /// The key its opposite side(s) share.
    var marketGroupKey: MarketGroupKey {
        let parts = selectionKey.lowercased().split(separator: ":").map(String.init)
        switch sideKind {
        case .twoWay:
            return MarketGroupKey(gameID: gameId, marketKey: marketKey, subject: parts.dropLast().joined(separator: ":"),
                                  line: Self.lineKey(lineValue))
        case .team:
            // By absolute value alone, alternate spreads (each team at +L and at −L) would make
            // one group of four sides, never priced. Seen from the home side, the two
            // bets of one market share a line. A team this bet's game does not name falls back
            // to the absolute value (marked apart, so the two kinds of key never meet).
            if let homeLine = homeOrientedLine {
                return MarketGroupKey(gameID: gameId, marketKey: marketKey, subject: "team", line: "home " + Self.lineKey(homeLine))
            }
            return MarketGroupKey(gameID: gameId, marketKey: marketKey, subject: "team", line: Self.lineKey(abs(lineValue)))
        case .other:
            // Never paired: its own group.
            return MarketGroupKey(gameID: gameId, marketKey: marketKey, subject: "other:" + selectionKey, line: Self.lineKey(lineValue))
        }
    }

    /// The line as the home team's bet at this market would carry it: the line itself for a
    /// home selection, negated for an away one, 0 for a draw; nil when the selection names
    /// neither of the game's teams.
    var homeOrientedLine: Double? {
        let parts = selectionKey.lowercased().split(separator: ":").map(String.init)
        if parts.first == "draw" || parts.last == "draw" { return 0 }
        guard parts.first == "team", parts.count >= 2 else { return nil }
        let team = parts[1...].joined(separator: ":")
        let home = Self.slug(homeTeam), away = Self.slug(awayTeam)
        guard home != away else { return nil }
        if team == home { return lineValue == 0 ? 0 : lineValue }
        if team == away { return lineValue == 0 ? 0 : -lineValue }
        return nil
    }

    /// A team name as the selection keys write it: `Miami Heat` → `miami_heat`.
    static func slug(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ".", with: "")
            .replacingOccurrences(of: "'", with: "")
    }

    /// Lines compare after rounding away float noise (`-3.4999999` is `-3.5`).
    static func lineKey(_ line: Double) -> String {
        String(format: "%.4f", line == 0 ? 0 : line)
    }
}
