import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// Stat keys in display order with their short names, per sport.
    static let miniBoxStats: [(key: String, name: String)] = [
        ("pts", "pts"), ("reb", "reb"), ("ast", "ast"), ("3pm", "3pm"),
        ("goals", "g"), ("assists", "a"), ("sog", "sog"), ("plusMinus", "+/-"),
        ("runs", "r"), ("hits", "h"), ("rbi", "rbi"), ("hr", "hr"),
    ]
    static let miniBoxDeltas: [(key: String, name: String)] = [
        ("deltaPts", "pts"), ("deltaGoals", "g"), ("deltaAssists", "a"), ("deltaRuns", "r"), ("deltaHits", "h"), ("deltaRbi", "rbi"),
    ]

    /// The mini box with the away side first; stars are matched by the short names the
    /// server sends ("Tatum" marks "J. Tatum").
    /// `stretchOnly`: the players' points in this block only (their deltas), not the running
    /// totals, which after the game's last block are the final box score.
    static func miniBoxView(_ box: MiniBox?, teams: (home: TeamLabel, away: TeamLabel), stretchOnly: Bool = false) -> MiniBoxView? {
        guard let box else { return nil }
        let (home, away) = teams
        let stars = box.blockStars.map { TerminalSanitizer.clean($0).lowercased() }.filter { !$0.isEmpty }
        var sides: [MiniBoxSide] = []
        for (team, label) in [(box.away, away), (box.home, home)] {
            guard let team, !team.players.isEmpty else { continue }
            // The stretch alone: who added to it, most first (the server's order ranks totals).
            let listed = stretchOnly ? Self.byStretch(team.players) : team.players
            let players = listed.map { player -> MiniBoxLine in
                let name = TerminalSanitizer.clean(player.name)
                // A total that went down was corrected by the server: said, never silent.
                let deltas = Self.miniBoxDeltas.compactMap { stat in
                    player[stat.key].flatMap { $0 > 0 ? "+\($0) \(stat.name)" : $0 < 0 ? "\u{2212}\(-$0) \(stat.name) corrected" : nil }
                }
                var parts = stretchOnly ? [] : Self.miniBoxStats.compactMap { stat in player[stat.key].map { "\($0) \(stat.name)" } }
                if !deltas.isEmpty { parts.append(stretchOnly ? deltas.joined(separator: " ") : "(" + deltas.joined(separator: " ") + ")") }
                let lower = name.lowercased()
                let star = stars.contains { lower == $0 || lower.hasSuffix(" " + $0) || lower.hasSuffix("." + $0) }
                return MiniBoxLine(name: name, stats: parts.joined(separator: " "), star: star)
            }
            guard !players.isEmpty else { continue }
            sides.append(MiniBoxSide(team: label.abbreviation, players: players))
        }
        return sides.isEmpty ? nil : MiniBoxView(sides: sides)
    }

    /// Players who added to a block's stats, by what they added (the first delta stat a
    /// player has: points, goals or runs), ties in the server's order.
    static func byStretch(_ players: [MiniBoxPlayer]) -> [MiniBoxPlayer] {
        let added = players.enumerated().compactMap { offset, player -> (offset: Int, player: MiniBoxPlayer, lead: Int)? in
            let deltas = miniBoxDeltas.compactMap { player[$0.key] }
            guard deltas.contains(where: { $0 > 0 }) else { return nil }
            return (offset, player, deltas.first ?? 0)
        }
        return added.sorted { $0.lead != $1.lead ? $0.lead > $1.lead : $0.offset < $1.offset }.map(\.player)
    }
}
