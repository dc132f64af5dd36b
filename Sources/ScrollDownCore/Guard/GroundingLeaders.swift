import Foundation

/// Who led the players in a figure, told of a player: "Oladipo led all first-half scorers with
/// 14 points", "Bennett led everyone with six hits through two periods", "Guentzel led the way
/// with four shots on goal in the first". Grounded when the player's count in the place the
/// clause names is the figure, and no player of either side had more there: the highest of
/// all is the highest of his side too ("led the team", "led the way"). A leader with no place
/// ("led all scorers with 31 points") may be the game's, and stays hidden.
extension GroundingFacts {
    /// Each family's counts by period and player, from the points the client computes and the
    /// kinds of play each player made (a goal is a shot on goal too).
    static func periodCounts(points: [Int: [String: Int]], kinds: [String: [String: [Int: Int]]]) -> [String: [Int: [String: Int]]] {
        var counts: [String: [Int: [String: Int]]] = ["points": points]
        for (player, byKind) in kinds {
            for (kind, byPeriod) in byKind {
                var families = PlacedFigures.family(of: "kind " + kind).map { [$0] } ?? []
                if kind == "goal" { families.append("shots") }
                for family in families {
                    for (period, count) in byPeriod { counts[family, default: [:]][period, default: [:]][player, default: 0] += count }
                }
            }
        }
        return counts
    }

    /// Whether `player` had `value` of `family` in a span of `period` (within it, or from the
    /// start through it) and no player had more in that span.
    func led(_ player: String, with value: Int, of family: String, in period: Int) -> Bool {
        spans(of: family, in: period).contains { span in
            span[player] == value && span.values.allSatisfy { $0 <= value }
        }
    }

    /// Every player's count of `family` within `period` and from the start through it.
    func spans(of family: String, in period: Int) -> [[String: Int]] {
        guard let byPeriod = periodCounts[family] else { return [] }
        var through: [String: Int] = [:]
        for (earlier, counts) in byPeriod where earlier <= period {
            for (key, count) in counts { through[key, default: 0] += count }
        }
        return [byPeriod[period] ?? [:], through]
    }
}

extension GroundingReading {
    /// The words of a leader's claim that `index` is part of, "led all first-half scorers
    /// with" (the count after it is checked as a player's figure of its place), when the claim
    /// holds: the subject a player, the count's unit one the client counts, its place one the
    /// reader sees, and no player higher there.
    func isALeadersClaim(at index: Int) -> Bool {
        guard let start = (max(0, index - 6)...index).last(where: { ["led", "leads", "paced"].contains(tokens[$0].word) }),
              let with = tokens[start...].prefix(8).firstIndex(where: { $0.word == "with" }), with >= index,
              with + 2 < tokens.count, tokens[with + 1].kind == .number, !tokens[with + 1].ordinal, let value = tokens[with + 1].value
        else { return false }
        let between = tokens[(start + 1)..<with]
        guard !between.isEmpty, between.allSatisfy({ Self.leaderWords.contains($0.word) || isPeriodCompound($0.word) }),
              !between.contains(where: { ["game", "night"].contains($0.word) }) else { return false }
        let unit = GroundingLexicon.units[tokens[with + 2].word]
        guard let family = unit.flatMap({ PlacedFigures.families(counting: $0).first }),
              case .player(let player)? = subject(of: start),
              let place = visible(figurePlace(of: with + 1)), !place.from, !place.openEnded else { return false }
        return place.periods.contains { facts.led(player, with: value, of: family, in: $0) }
    }

    /// A leader's claim with no count ("Beal led Washington in scoring through three quarters",
    /// "Westbrook led all scorers in the first quarter"): nil when `index` is no "led" of one;
    /// else whether the player's count of the family was the highest of all players in a place
    /// the reader sees (within it or through it).
    func leaderWithoutACount(at index: Int) -> Bool? {
        guard ["led", "leads", "paced"].contains(tokens[index].word) else { return nil }
        let after = tokens[(index + 1)...].prefix(5)
        guard !after.contains(where: { $0.word == "with" }),
              let family = after.lazy.compactMap({ Self.leaderFamilies[$0.word] }).first else { return nil }
        guard case .player(let player)? = subject(of: index),
              let place = visible(anchor(of: index)), !place.from, !place.openEnded else { return false }
        return place.periods.contains { period in
            facts.spans(of: family, in: period).contains { span in
                guard let own = span[player], own > 0 else { return false }
                return span.values.allSatisfy { $0 <= own }
            }
        }
    }

    /// What a leader's claim with no count leads in ("scorers", "in rebounding").
    static let leaderFamilies: [String: String] = [
        "scorers": "points", "scoring": "points", "rebounders": "rebounds", "rebounding": "rebounds", "assists": "assists",
        "passers": "assists", "hitters": "hits", "shooters": "points",
    ]

    /// Words between "led" and the count of a leader's claim: who was led.
    static let leaderWords: Set<String> = [
        "all", "everyone", "everybody", "both", "teams", "sides", "players", "scorers", "rebounders", "skaters", "hitters",
        "shooters", "the", "way", "team", "his", "her", "their", "its", "squad", "club", "attack", "offense", "charge",
    ]
}
