import Foundation
import ScrollDownViews

/// Each side's plate appearances by inning, in the order the plays give them: what a recap
/// counts of an inning's batters ("stranded three in the second", "retired the first 14
/// batters"). In baseball every play of a side names its batter, so a half inning is its plays.
struct HalfInnings: Sendable {
    struct Half: Sendable {
        let period: Int
        let team: String
        /// Whether each batter was put out by his own play, in order.
        var retired: [Bool] = []
        var runs = 0
    }

    private(set) var halves: [Half] = []

    /// Reads the plays in reading order; `outs` and `rises` are by play index
    /// (`GroundingFacts.fieldingNotations`, `ScoringReading.rises`).
    init(_ plays: [PlayEntry], outs: [Set<String>], rises: [ScoringReading.Rise?]) {
        for index in ScoringReading.readingOrderIndices(plays) {
            let play = plays[index]
            guard let team = play.teamAbbreviation, play.description != nil else { continue }
            let period = ScoringReading.period(play)
            if halves.last.map({ $0.period != period || $0.team != team }) ?? true { halves.append(Half(period: period, team: team)) }
            let runs = rises[index].map { $0.home + $0.away } ?? 0
            halves[halves.count - 1].runs += runs
            halves[halves.count - 1].retired.append(runs == 0 && !outs[index].isEmpty)
        }
    }

    /// Runners left on base in each half inning, and by each side through each period: a half's
    /// batters less its runs and its three outs. Keyed by period: a clause reads only the
    /// periods it is placed in, visible ones.
    func runnersLeft() -> [Int: Set<Int>] {
        var within: [Int: Set<Int>] = [:]
        var through: [String: Int] = [:]
        for half in halves {
            let left = half.retired.count - half.runs - 3
            guard left >= 0 else { continue }
            within[half.period, default: []].insert(left)
            through[half.team, default: 0] += left
            within[half.period, default: []].insert(through[half.team]!)
        }
        return within
    }

    /// How many batters of each side (by the batting side) were retired in a row from the first, counting the
    /// plays of periods up to `limit` only: "retired the first 14 batters" is grounded for 14 or
    /// fewer.
    func retiredFromTheStart(through limit: Int) -> [String: Int] {
        var streaks: [String: (count: Int, broken: Bool)] = [:]
        for half in halves where half.period <= limit {
            var streak = streaks[half.team] ?? (0, false)
            for retired in half.retired where !streak.broken {
                if retired { streak.count += 1 } else { streak.broken = true }
            }
            streaks[half.team] = streak
        }
        return streaks.mapValues(\.count)
    }
}

extension GroundingReading {
    /// "strand three Blue Jays in the second", "left five runners on base through five innings",
    /// "stranded 3 in the 2nd": runners a side left on base in the place the clause gives, a
    /// visible one (`HalfInnings.runnersLeft`; a clause placed in the withheld period is hidden
    /// whole by `GroundingReading.withheldPeriodClause`). Baseball only.
    func isRunnersLeftOnBase(at index: Int) -> Bool {
        guard context.regulationPeriods > 4, let value = tokens[index].value, tokens[index].kind == .number, !tokens[index].ordinal
        else { return false }
        let before = tokens[max(0, index - 3)..<index].map(\.word)
        let stranding = before.contains { $0.hasPrefix("strand") }
            || before.contains { ["left", "leave", "leaves", "leaving"].contains($0) }
            && tokens[(index + 1)...].prefix(4).contains { $0.word == "base" || $0.word == "bases" }
        guard stranding, let place = figurePlace(of: index) else { return false }
        let left = facts.halfInnings.runnersLeft()
        return place.periods.contains { left[$0]?.contains(value) == true }
    }

    /// "retired the first 14 batters he faced", "14 up, 14 down": a streak from the game's first
    /// batter that the visible plays show whole.
    func isRetiredFromTheStart(at index: Int) -> Bool {
        guard context.regulationPeriods > 4, let value = tokens[index].value, tokens[index].kind == .number, !tokens[index].ordinal,
              let limit = context.placementLimit else { return false }
        let before = tokens[max(0, index - 3)..<index].map(\.word)
        // "retired the first 14 batters", "retired all nine Astros it faced"; "Houston's first six
        // hitters (Bregman, …) went down in order", "The first six Houston hitters were all retired".
        let retiringWords: Set<String> = ["retired", "retires", "retiring", "down"]
        let retiring = (before.suffix(2) == ["the", "first"] || before.last == "all") && before.contains { retiringWords.contains($0) }
            || before.last == "first" && tokens[(index + 1)...].prefix(16).contains { retiringWords.contains($0.word) }
        // "14 up, 14 down": either number, the words and the comma between them.
        let words = tokens.map { $0.kind == .number && $0.value == value ? "#" : $0.word }.filter { $0 != "," }
        let at = tokens[..<index].filter { $0.word != "," }.count
        let upAndDown = words[at...].starts(with: ["#", "up", "#", "down"]) || at >= 2 && words[(at - 2)...].starts(with: ["#", "up", "#", "down"])
        guard retiring || upAndDown else { return false }
        // The batting side, where the sentence names it: "the first 14 Houston hitters",
        // "Houston's first six hitters"; else either side's streak.
        let named = (index + 1...index + 2).first { tokens.indices.contains($0) && entities[$0]?.isTeam == true }
            ?? (index >= 2 && tokens[index - 2].isPossessive ? index - 2 : nil)
        let side: String? = if let named, case .team(let side)? = entities[named] { side } else { nil }
        return facts.halfInnings.retiredFromTheStart(through: limit).contains { (side == nil || $0.key == side) && value <= $0.value }
    }
}
