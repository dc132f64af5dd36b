import Foundation
import ScrollDownViews

extension ShotLines {
    /// Power plays as lines of the side that had them ("2-for-2 on the power play", "1-for-1 in
    /// the first period"): a penalty of two, four or five minutes to one side alone is a power
    /// play for the other from its clock for its length; a goal by the other side inside it is
    /// a power-play goal, which ends a minor. Penalties to both sides at one clock offset each
    /// other. Credited to the period of the penalty. `periodSeconds` is a period's length.
    mutating func addPowerPlays(_ plays: [PlayEntry], periodSeconds: Int) {
        let teams = Set(plays.compactMap(\.teamAbbreviation))
        guard teams.count == 2, periodSeconds > 0 else { return }
        func time(_ play: PlayEntry) -> Int? {
            play.gameClock.flatMap(GroundingFacts.seconds).map { (ScoringReading.period(play) - 1) * periodSeconds + periodSeconds - $0 }
        }
        var penalties: [(period: Int, time: Int, team: String, length: Int)] = []
        var goals: [(time: Int, team: String)] = []
        for play in plays {
            guard let team = play.teamAbbreviation, let at = time(play) else { continue }
            let type = (play.playType ?? "").uppercased()
            if type == "GOAL" { goals.append((at, team)) }
            guard type == "PENALTY", let description = play.description,
                  let match = Self.minutes.firstMatch(in: description, range: NSRange(location: 0, length: description.utf16.count)),
                  let length = Int(NSString(string: description).substring(with: match.range(at: 1))), [2, 4, 5].contains(length)
            else { continue }
            penalties.append((ScoringReading.period(play), at, team, length * 60))
        }
        var lines: [Int: [String: (made: Int, tried: Int)]] = [:]
        for penalty in penalties where !penalties.contains(where: { $0.time == penalty.time && $0.team != penalty.team }) {
            guard let side = teams.first(where: { $0 != penalty.team }) else { continue }
            let scored = goals.contains { $0.team == side && $0.time >= penalty.time && $0.time < penalty.time + penalty.length }
            let line = lines[penalty.period, default: [:]][side] ?? (0, 0)
            lines[penalty.period, default: [:]][side] = (line.made + (scored ? 1 : 0), line.tried + 1)
        }
        var sums: [String: (made: Int, tried: Int)] = [:]
        for period in Set(plays.map(ScoringReading.period)).sorted() {
            for (side, line) in lines[period] ?? [:] {
                within[period, default: [:]][Self.team(side), default: []].insert(ShotLine(made: line.made, tried: line.tried))
                let sum = sums[side] ?? (0, 0)
                sums[side] = (sum.made + line.made, sum.tried + line.tried)
            }
            for (side, sum) in sums {
                through[period, default: [:]][Self.team(side), default: []].insert(ShotLine(made: sum.made, tried: sum.tried))
            }
        }
        for (side, sum) in sums { latest[Self.team(side), default: []].insert(ShotLine(made: sum.made, tried: sum.tried)) }
    }

    private static let minutes = LeakGuardPatterns.compile(#"\((\d{1,2})\s*min"#, caseInsensitive: true)
}
