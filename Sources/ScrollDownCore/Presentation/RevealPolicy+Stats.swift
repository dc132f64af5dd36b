import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// Team and player stats are outcome-bearing (docs/backend.md#outcome-game-detail): built
    /// only when visible; a hidden game's view is its header and gate, from the withheld game.
    public func statsView(_ detail: GameDetail, marks: ReaderMarks, localTime: LocalTime) -> StatsView {
        let sight = sight(of: detail)
        let gate = Self.gate(sight.visibility, facts: sight.facts, localTime: localTime, now: rules.liveDelay.now)
        switch sight {
        case .hidden(let game):
            return StatsView(hidden: game.facts, marks: marks, now: rules.liveDelay.now)
        case .noOutcome(let detail):
            return StatsView(header: header(detail, marks: marks), gate: gate, tables: [])
        case .visible(let detail, _):
            let header = self.header(detail, marks: marks, visible: true)
            if isDelayed(detail) { return StatsView(header: header, gate: gate, tables: [], heldBack: true) }
            let (home, away) = Self.teams(detail.game)
            var tables: [StatTable] = []
            if let teams = Self.teamStatTable(detail, home: home, away: away) { tables.append(teams) }
            tables += Self.playerTables(detail, home: home, away: away)
            return StatsView(header: header, gate: gate, tables: tables)
        }
    }

    /// Away and home side by side, from the server's normalized stats (or raw keys).
    static func teamStatTable(_ detail: GameDetail, home: TeamLabel, away: TeamLabel) -> StatTable? {
        let awayStats = detail.teamStats.first { !$0.isHome }
        let homeStats = detail.teamStats.first { $0.isHome }
        guard awayStats != nil || homeStats != nil else { return nil }
        func pairs(_ stat: TeamStat?) -> [(String, String)] {
            guard let stat else { return [] }
            if let normalized = stat.normalizedStats, !normalized.isEmpty {
                return normalized.map { ($0.displayLabel, format($0.value, as: $0.formatType)) }
            }
            let known: [(String, String)] = [("points", "PTS"), ("rebounds", "REB"), ("assists", "AST"), ("turnovers", "TO"),
                                             ("hits", "H"), ("shots_on_goal", "SOG"), ("penalty_minutes", "PIM")]
            return known.compactMap { key, label in stat.stats[key].map { (label, format($0, as: nil)) } }
        }
        let awayPairs = pairs(awayStats), homePairs = pairs(homeStats)
        var labels: [String] = []
        for (label, _) in awayPairs + homePairs where !labels.contains(label) { labels.append(label) }
        let rows = labels.map { label in
            StatRow(label: label, values: [awayPairs.first { $0.0 == label }?.1 ?? "--", homePairs.first { $0.0 == label }?.1 ?? "--"])
        }
        return StatTable(title: "Team stats", columns: [away.abbreviation, home.abbreviation], rows: rows)
    }

    /// The line score of a visible game: each period's points from the plays' running scores
    /// (the period-end rule of `ScoringReading`), and the final as the total. Periods are
    /// labelled as the league labels them (`OT`, `2OT`, `SO`, `10th`). nil when no play carries
    /// a score. Only ever built for a game whose outcome is visible.
    static func lineScore(_ detail: GameDetail, home: TeamLabel, away: TeamLabel) -> StatTable? {
        let ends = ScoringReading.periodEndScores(detail.plays)
        guard let last = ends.keys.max(), last > 0 else { return nil }
        let league = League(rawString: detail.game.leagueCode)
        var labels: [String] = [], awayPoints: [String] = [], homePoints: [String] = []
        var previous = ScoringReading.Score(away: 0, home: 0)
        for period in 1...last {
            let end = ends[period] ?? previous
            labels.append(league.periodLabel(period))
            awayPoints.append(String(max(0, end.away - previous.away)))
            homePoints.append(String(max(0, end.home - previous.home)))
            previous = end
        }
        let final = detail.game.scorePair
        labels.append("T")
        awayPoints.append(String(final?.away ?? previous.away))
        homePoints.append(String(final?.home ?? previous.home))
        return StatTable(title: "Line score", columns: labels,
                         rows: [StatRow(label: away.abbreviation, values: awayPoints), StatRow(label: home.abbreviation, values: homePoints)])
    }

    static func playerTables(_ detail: GameDetail, home: TeamLabel, away: TeamLabel) -> [StatTable] {
        func int(_ value: Int?) -> String { value.map(String.init) ?? "--" }
        var tables: [StatTable] = []
        for team in [away, home] {
            let mine: (String) -> Bool = { $0 == team.name || $0 == team.abbreviation }
            let players = detail.playerStats.filter { mine($0.team) }.sorted { ($0.points ?? 0) > ($1.points ?? 0) }
            if !players.isEmpty {
                tables.append(StatTable(title: "\(team.abbreviation) players", columns: ["MIN", "PTS", "REB", "AST"], rows: players.map {
                    StatRow(label: $0.playerName, values: [$0.minutes.map { String(format: "%.0f", $0) } ?? "--", int($0.points), int($0.rebounds), int($0.assists)])
                }))
            }
            let skaters = (detail.nhlSkaters ?? []).filter { mine($0.team) }
            if !skaters.isEmpty {
                tables.append(StatTable(title: "\(team.abbreviation) skaters", columns: ["TOI", "G", "A", "P", "SOG", "+/-"], rows: skaters.map {
                    StatRow(label: $0.playerName, values: [$0.toi ?? "--", int($0.goals), int($0.assists), int($0.points), int($0.shotsOnGoal), int($0.plusMinus)])
                }))
            }
            let goalies = (detail.nhlGoalies ?? []).filter { mine($0.team) }
            if !goalies.isEmpty {
                tables.append(StatTable(title: "\(team.abbreviation) goalies", columns: ["TOI", "SA", "SV", "GA", "SV%"], rows: goalies.map {
                    StatRow(label: $0.playerName, values: [$0.toi ?? "--", int($0.shotsAgainst), int($0.saves), int($0.goalsAgainst),
                                                                 $0.savePercentage.map { String(format: "%.3f", $0) } ?? "--"])
                }))
            }
            let batters = (detail.mlbBatters ?? []).filter { mine($0.team) }
            if !batters.isEmpty {
                tables.append(StatTable(title: "\(team.abbreviation) batters", columns: ["AB", "R", "H", "RBI", "HR", "BB", "SO"], rows: batters.map {
                    StatRow(label: $0.playerName, values: [int($0.atBats), int($0.runs), int($0.hits), int($0.rbi), int($0.homeRuns), int($0.baseOnBalls), int($0.strikeOuts)])
                }))
            }
            let pitchers = (detail.mlbPitchers ?? []).filter { mine($0.team) }
            if !pitchers.isEmpty {
                tables.append(StatTable(title: "\(team.abbreviation) pitchers", columns: ["IP", "H", "R", "ER", "BB", "SO"], rows: pitchers.map {
                    StatRow(label: $0.playerName, values: [$0.inningsPitched ?? "--", int($0.hits), int($0.runs), int($0.earnedRuns), int($0.baseOnBalls), int($0.strikeOuts)])
                }))
            }
        }
        return tables
    }


    static func format(_ value: JSONValue, as formatType: String?) -> String {
        switch value {
        case .number(let n):
            if formatType == "pct" || (n < 1 && n > 0 && n.rounded() != n) { return String(format: "%.1f%%", n * 100) }
            return n.exactInt.map(String.init) ?? (n.isFinite ? String(format: "%.1f", n) : "--")
        case .string(let s): return TerminalSanitizer.clean(s)
        case .bool(let b): return b ? "yes" : "no"
        default: return "--"
        }
    }
}
