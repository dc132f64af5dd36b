import Foundation
import ScrollDownViews

extension GroundingFacts {
    /// Whether `pair` is the score after some play of the periods up to `limit` (a period's
    /// points are not: they are a claim about that period, grounded only where the sentence names it).
    func isRunningScore(_ pair: ScorePair, through limit: Int) -> Bool {
        pair == ScorePair(0, 0) || scores.contains { $0.period <= limit && ScorePair($0.away, $0.home) == pair }
    }

    /// The runs (what each side scored between two moments) that end at, or start from, the
    /// score `pair`, within periods up to `limit`: "capped a 10-0 run and made it 38-17".
    func runs(at pair: ScorePair, through limit: Int) -> Set<ScorePair> {
        let seen = [(period: 0, away: 0, home: 0)] + scores.filter { $0.period <= limit }
        var runs: Set<ScorePair> = []
        for (index, state) in seen.enumerated() where ScorePair(state.away, state.home) == pair {
            for other in seen[..<index] { runs.insert(ScorePair(state.away - other.away, state.home - other.home)) }
            for other in seen[(index + 1)...] { runs.insert(ScorePair(other.away - state.away, other.home - state.home)) }
        }
        return runs
    }

    /// Team-level facts of every period up to `limit`.
    func periods(through limit: Int) -> [Period] {
        periods.filter { $0.key <= limit }.map(\.value)
    }

    /// Team-level figures of one period.
    struct Period: Sendable {
        /// Running scores after each play of the period, and its end score.
        var pairs: Set<ScorePair> = []
        /// Stretches of play ("a 10-0 run") that end in this period.
        var runs: Set<ScorePair> = []
        /// What the sides scored from a moment of the period (or its start) to its end:
        /// "outscored them 22-10 over the rest of the third quarter".
        var tails: Set<ScorePair> = []
        /// Sizes of a lead after a play of the period.
        var margins: Set<Int> = []
        /// Each side's score at the period's end.
        var ends: Set<Int> = []
        /// Each side's points in the period.
        var totals: Set<Int> = []
        /// Both sides' points in the period, as a pair.
        var totalPairs: Set<ScorePair> = []
        /// Each side's number of scoring plays in the period ("scored three times").
        var scoringCounts: Set<Int> = []
        /// Each side's count of each kind of play (kind → side → count): what "seven turnovers
        /// in the third quarter", "three walks through seven innings" and "41 faceoffs" count.
        var kindCounts: [String: [String: SideCount]] = [:]
        /// Each side's score at the period's end, its points in the period and its scoring
        /// plays in it, by abbreviation; empty where the plays do not tell the sides apart.
        var sideEnds: [String: Int] = [:]
        var sideTotals: [String: Int] = [:]
        var sideScoring: [String: Int] = [:]
        /// Each side's largest lead after a scoring play of the period, by abbreviation.
        var sideLeads: [String: Int] = [:]
        /// Both sides' counts of one kind, as a pair ("outhit Tampa Bay 19-9 in the first period").
        var countPairs: [String: Set<ScorePair>] = [:]
        /// Times the lead changed hands, and the score was tied (not 0-0), in the period and
        /// through it ("three lead changes in the first quarter", "tied six times through three").
        var leadChanges: Set<Int> = []
        var ties: Set<Int> = []
        /// Seconds a level score stood in the period, each and in all ("tied for 6:54 of the
        /// first period").
        var durations: Set<Int> = []

        /// Counts of `kind` in the period and through it, of the sides that had one in it: the
        /// named side's only, or either side's.
        func counts(of kind: String, side: String? = nil) -> Set<Int> {
            Set(sideCounts(of: kind, side: side).flatMap { count in count.inPeriod.map { [$0, count.through] } ?? [] })
        }

        /// Counts of `kind` through the period, carried over periods without one.
        func through(of kind: String, side: String? = nil) -> Set<Int> {
            Set(sideCounts(of: kind, side: side).map(\.through))
        }

        /// The named side's count of `kind`, or every side's.
        private func sideCounts(of kind: String, side: String?) -> [SideCount] {
            let sides = kindCounts[kind] ?? [:]
            return side.map { sides[$0].map { [$0] } ?? [] } ?? Array(sides.values)
        }

        /// Both sides' counts of `kind` together, in the period and through it (none when the
        /// period had none of it).
        func total(of kind: String) -> Set<Int> {
            let sides = (kindCounts[kind] ?? [:]).values
            guard sides.contains(where: { $0.inPeriod != nil }) else { return [] }
            return [sides.compactMap(\.inPeriod).reduce(0, +), sides.map(\.through).reduce(0, +)]
        }

        /// Whether the named side (nil: both sides) had none of one of `kinds` in the period, or
        /// through it; a stoppage is no side's, so both sides had none of it. Never of a period
        /// with no counted play at all, whose rows the feed may lack.
        func hadNone(of kinds: some Sequence<String>, side: String?, through: Bool) -> Bool {
            guard !kindCounts.isEmpty else { return false }
            return kinds.contains { kind in
                let sides = kindCounts[kind] ?? [:]
                let own = CountedKind.noSides.contains(kind) ? nil : side
                let counts = own.map { sides[$0].map { [$0] } ?? [] } ?? Array(sides.values)
                return counts.allSatisfy { through ? $0.through == 0 : ($0.inPeriod ?? 0) == 0 }
            }
        }

        /// Both sides' counts of `kind` through the period as a pair, where both sides have one.
        func throughPair(of kind: String) -> ScorePair? {
            let sides = (kindCounts[kind] ?? [:]).values.map(\.through)
            return sides.count == 2 ? ScorePair(sides[0], sides[1]) : nil
        }

        /// Both sides' counts of `kind` together through the period, carried over periods without
        /// one ("the teams had four hits through seven innings", none in the seventh).
        func throughTotal(of kind: String) -> Set<Int> {
            let sides = (kindCounts[kind] ?? [:]).values
            return sides.isEmpty ? [] : [sides.map(\.through).reduce(0, +)]
        }
    }

    /// A side's count of one kind: in the period (nil when it had none there) and through it.
    struct SideCount: Sendable {
        var inPeriod: Int?
        var through: Int
    }
}
