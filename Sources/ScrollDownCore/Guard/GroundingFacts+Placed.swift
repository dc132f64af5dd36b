import Foundation

/// What each player's figures may be in a place a sentence names: a figure placed in a period
/// ("12 points in the first quarter", "9 points, 6 rebounds and 4 assists at halftime") is one
/// of the player's in that period — a value shown during it, their count in it, or their total
/// at its end — and no other. Any other value, whatever the player reached elsewhere, is no
/// figure of that place: "Tatum finished with 31 points, 12 in the first quarter" places 31 in
/// the first quarter, where he never had 31, so it is hidden (31 may be his whole game).
struct PlacedFigures {
    /// A series of one player's running values ("durant PTS", "durant kind:rebound") in the
    /// order the plays show them, with each value's period.
    private var series: [String: (key: String, name: String, values: [(period: Int, value: Int)])] = [:]

    /// Notes a running value of one of `key`'s series in `period`.
    mutating func record(_ key: String, _ name: String, _ value: Int, in period: Int) {
        series[key + " " + name, default: (key, name, [])].values.append((period, value))
    }

    /// Each player's values of each family of figures ("points", "turnovers"), every period's
    /// together, with the value each series reached last: a figure with no place is one of a
    /// moment only when it is one of its own family and none of the family's latest (that one
    /// may be the whole game's). "Curry committed 9 turnovers" is no moment because Curry once
    /// had 9 points.
    func families() -> [String: [String: FigureFamily]] {
        var result: [String: [String: FigureFamily]] = [:]
        for entry in series.values {
            guard let family = Self.family(of: entry.name) else { continue }
            var figures = result[entry.key]?[family] ?? FigureFamily()
            var ends: [Int: Int] = [:]
            for (period, value) in entry.values {
                figures.values.insert(value)
                ends[period] = max(ends[period] ?? 0, value)
            }
            // What a series added in each period ("12 in the first quarter") is one of its figures too.
            var before = 0
            for period in ends.keys.sorted() {
                let end = max(before, ends[period] ?? before)
                figures.values.insert(end - before)
                before = end
            }
            figures.latest.insert(before)
            result[entry.key, default: [:]][family] = figures
        }
        return result
    }

    /// The family a series counts in, by its name (`GroundingFacts` names them: computed points,
    /// a description's counters, kinds of play).
    static func family(of series: String) -> String? {
        switch series {
        case "points", "PTS": "points"
        case "AST", "assist list": "assists"
        case "REB", "OREB", "DREB", "kind rebound": "rebounds"
        case "STL", "kind steal": "steals"
        case "BLK", "kind block": "blocks"
        case "PF", "P", "kind foul": "fouls"
        case "TO", "kind turnover", "kind giveaway": "turnovers"
        case "kind goal": "goals"
        case "kind shot": "shots"
        case "kind hit": "hits"
        default: nil
        }
    }

    /// Whether a series kept under `family` (`byPeriod`) counts what `unit` does: its family's,
    /// or a kind of play of the unit's word ("blocked two shots": "kind blocked-shot", "taken
    /// blocked-shot"; "absorbed three hits": "taken hit").
    static func family(_ family: String, counts unit: GroundingLexicon.Unit) -> Bool {
        if families(counting: unit).contains(family) { return true }
        switch unit {
        case .shots: return family.contains("shot") || family.contains("block")
        case .hits: return family.hasSuffix(" hit")
        case .blocks: return family.contains("block")
        default: return false
        }
    }

    /// The families a unit counts in; none for a unit no series counts ("threes", "saves").
    static func families(counting unit: GroundingLexicon.Unit) -> [String] {
        switch unit {
        case .points: ["points"]
        case .assists: ["assists"]
        case .rebounds: ["rebounds"]
        case .steals: ["steals"]
        case .blocks: ["blocks"]
        case .fouls: ["fouls"]
        case .turnovers: ["turnovers"]
        case .goals: ["goals", "points"]
        case .shots: ["shots"]
        case .hits: ["hits"]
        case .saves, .times, .outs, .minutes, .seconds, .feet, .other: []
        }
    }

    /// Each player's figures by period: every value a series shows in the period, its value at
    /// the period's end (carried through periods where it did not change) and its change in it;
    /// and, apart, the values at the period's end alone ("had 18 points after three quarters").
    /// Counters only rise: a row read out of order does not lower the period's end.
    /// Both are kept by family too ("points"; a series of no family under its own name).
    func byPeriod(periods played: Set<Int>)
        -> (figures: [String: [Int: Set<Int>]], byFamily: [String: [String: [Int: Set<Int>]]], ends: [String: [String: [Int: Set<Int>]]]) {
        var figures: [String: [Int: Set<Int>]] = [:]
        var byFamily: [String: [String: [Int: Set<Int>]]] = [:]
        var ends: [String: [String: [Int: Set<Int>]]] = [:]
        let order = played.sorted()
        for (_, entry) in series {
            let grouped = Dictionary(grouping: entry.values, by: \.period)
            var end = 0
            for period in order {
                let before = end
                let shown = grouped[period]?.map(\.value) ?? []
                end = max(end, shown.max() ?? end)
                var inPeriod = Set(shown)
                inPeriod.insert(end)
                if end >= before { inPeriod.insert(end - before) }
                let family = Self.family(of: entry.name) ?? entry.name
                figures[entry.key, default: [:]][period, default: []].formUnion(inPeriod)
                byFamily[entry.key, default: [:]][family, default: [:]][period, default: []].formUnion(inPeriod)
                ends[entry.key, default: [:]][family, default: [:]][period, default: []].insert(end)
            }
        }
        return (figures, byFamily, ends)
    }
}

/// One family of a player's figures: every value, and each series' last.
struct FigureFamily: Sendable {
    var values: Set<Int> = []
    var latest: Set<Int> = []
}

extension GroundingFacts {
    /// Lead changes (a side taking the lead the other had, ties between or not) and ties (a
    /// level score after the first points), counted in each period and through it, from the
    /// scores after each scoring play in reading order.
    static func countLeadChanges(_ states: some Sequence<(period: Int, away: Int, home: Int)>, into periods: inout [Int: Period]) {
        var within: [Int: (changes: Int, ties: Int)] = [:]
        var leader = 0
        for state in states {
            let side = state.home > state.away ? 1 : state.home < state.away ? -1 : 0
            var count = within[state.period] ?? (0, 0)
            if side == 0, state.home > 0 { count.ties += 1 }
            if side != 0 {
                if leader != 0, side != leader { count.changes += 1 }
                leader = side
            }
            within[state.period] = count
        }
        var through = (changes: 0, ties: 0)
        for period in periods.keys.sorted() {
            let count = within[period] ?? (0, 0)
            through = (through.changes + count.changes, through.ties + count.ties)
            periods[period]?.leadChanges.formUnion([count.changes, through.changes])
            periods[period]?.ties.formUnion([count.ties, through.ties])
        }
    }
}
