import Foundation
import ScrollDownViews

/// How long the score stood level within a period ("tied at 1-1 for 6:54 of the first
/// period"): read from the clocks of the period's scoring plays. How long a side led is not
/// read (which side a sentence means is not), so such a duration stays ungrounded.
extension GroundingFacts {
    /// Seconds each level score lasted inside each period, and the period's time level in all.
    /// A span runs to the period's end for each period with an end score (`ends`, which also
    /// holds the period the reader is in: only a period the reader sees whole grounds a
    /// duration, `durationIsGrounded`); a span across two periods is none of them.
    static func stateDurations(_ plays: [PlayEntry], rises: [ScoringReading.Rise?], periodSeconds: Int,
                               ends: [Int: ScoringReading.Score]) -> [Int: Set<Int>] {
        // Each scoring play's moment (seconds into its period) and the score after it.
        var changes: [Int: [(elapsed: Int, away: Int, home: Int)]] = [:]
        var high = (away: 0, home: 0)
        for index in ScoringReading.readingOrderIndices(plays) {
            guard let rise = rises[index], rise.home + rise.away > 0 else { continue }
            high = (high.away + rise.away, high.home + rise.home)
            guard let clock = plays[index].gameClock.flatMap(seconds), clock <= periodSeconds else { continue }
            changes[ScoringReading.period(plays[index]), default: []].append((periodSeconds - clock, high.away, high.home))
        }
        var result: [Int: Set<Int>] = [:]
        var before = (away: 0, home: 0)
        for period in Set(changes.keys).union(ends.keys).sorted() {
            let moments = (changes[period] ?? []).sorted { $0.elapsed < $1.elapsed }
            var spans: [(seconds: Int, away: Int, home: Int)] = []
            var start = 0
            var state = before
            for moment in moments {
                spans.append((moment.elapsed - start, state.away, state.home))
                start = moment.elapsed
                state = (moment.away, moment.home)
            }
            if ends[period] != nil { spans.append((periodSeconds - start, state.away, state.home)) }
            let level = spans.filter { $0.away == $0.home }
            var durations = Set(level.map(\.seconds))
            durations.insert(level.reduce(0) { $0 + $1.seconds })
            durations.remove(0)
            result[period] = durations
            if let end = ends[period] { before = (end.away, end.home) } else { before = state }
        }
        return result
    }
}
