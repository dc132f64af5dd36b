import Foundation
import ScrollDownViews

/// A penalty that left one side short-handed: whose it was, when it began and ended (seconds
/// from the game's start), and whether the other side scored while it lasted (a goal ends a
/// minor). Penalties to both sides at one clock offset each other and are none.
struct PenaltyWindow: Sendable {
    let period: Int
    let team: String
    /// The penalized player's surname key, where the play names one.
    let player: String?
    let start: Int
    let end: Int
    let scored: Bool

    /// The windows of `plays`, whose periods last `periodSeconds`.
    static func of(_ plays: [PlayEntry], periodSeconds: Int, surname: (String) -> String?) -> [PenaltyWindow] {
        let teams = Set(plays.compactMap(\.teamAbbreviation))
        guard teams.count == 2, periodSeconds > 0 else { return [] }
        func time(_ play: PlayEntry) -> Int? {
            play.gameClock.flatMap(GroundingFacts.seconds).map { (ScoringReading.period(play) - 1) * periodSeconds + periodSeconds - $0 }
        }
        var penalties: [(period: Int, time: Int, team: String, player: String?, length: Int)] = []
        var goals: [(time: Int, team: String)] = []
        for play in plays {
            guard let team = play.teamAbbreviation, let at = time(play) else { continue }
            let type = (play.playType ?? "").uppercased()
            if type == "GOAL" { goals.append((at, team)) }
            guard type == "PENALTY", let description = play.description,
                  let match = minutes.firstMatch(in: description, range: NSRange(location: 0, length: description.utf16.count)),
                  let length = Int(NSString(string: description).substring(with: match.range(at: 1))), [2, 4, 5].contains(length)
            else { continue }
            penalties.append((ScoringReading.period(play), at, team, play.playerName.flatMap(surname), length * 60))
        }
        return penalties.compactMap { penalty in
            guard !penalties.contains(where: { $0.time == penalty.time && $0.team != penalty.team }),
                  let side = teams.first(where: { $0 != penalty.team }) else { return nil }
            let goal = goals.first { $0.team == side && $0.time >= penalty.time && $0.time < penalty.time + penalty.length }
            let end = goal.map { penalty.length == 120 ? $0.time : penalty.time + penalty.length } ?? penalty.time + penalty.length
            return PenaltyWindow(period: penalty.period, team: penalty.team, player: penalty.player, start: penalty.time,
                                 end: end, scored: goal != nil)
        }
    }

    private static let minutes = LeakGuardPatterns.compile(#"\((\d{1,2})\s*min"#, caseInsensitive: true)
}

extension ShotLines {
    /// Power plays as lines of the side that had them ("2-for-2 on the power play", "1-for-1 in
    /// the first period"): each penalty window is a power play for the other side, a goal
    /// inside it a power-play goal. Credited to the period of the penalty.
    mutating func addPowerPlays(_ windows: [PenaltyWindow], teams: Set<String>, periods: [Int]) {
        var lines: [Int: [String: (made: Int, tried: Int)]] = [:]
        for window in windows {
            guard let side = teams.first(where: { $0 != window.team }) else { continue }
            let line = lines[window.period, default: [:]][side] ?? (0, 0)
            lines[window.period, default: [:]][side] = (line.made + (window.scored ? 1 : 0), line.tried + 1)
        }
        var sums: [String: (made: Int, tried: Int)] = [:]
        for period in periods {
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

    /// The key of a side's saves: its goaltender's line, whoever was in net.
    static func saves(_ side: String) -> String { "#saves " + side }

    /// Saves as lines of the side in net ("stopped nine of 10 shots in the first period"): the
    /// other side's shots on goal faced (`Period.kindCounts`), less its goals (its points in the
    /// period and its score at the end), in each period and through it. Only where the plays
    /// count shots on goal; the plays never say who was in net.
    mutating func addSaves(_ periods: [Int: GroundingFacts.Period], teams: Set<String>) {
        guard teams.count == 2 else { return }
        for (period, facts) in periods {
            guard let shots = facts.kindCounts["shot on goal"] else { continue }
            for side in teams {
                guard let shooter = teams.first(where: { $0 != side }), let faced = shots[shooter],
                      let goalsIn = facts.sideTotals[shooter], let goalsThrough = facts.sideEnds[shooter] else { continue }
                if let shots = faced.inPeriod {
                    within[period, default: [:]][Self.saves(side), default: []].insert(ShotLine(made: shots - goalsIn, tried: shots))
                }
                through[period, default: [:]][Self.saves(side), default: []].insert(ShotLine(made: faced.through - goalsThrough, tried: faced.through))
            }
        }
    }
}
