import Foundation

extension GameWindow {
    /// `games --through PERIOD`: `rows` with, for each finished or live game of `games` whose
    /// league has that period before its last regulation one, the game's state at the end of
    /// it (`PeriodState`). The period is checked first against the leagues asked for, else
    /// those of the games (a refusal fetches nothing more). Details are fetched a few at a
    /// time; nothing is marked or revealed.
    public func rows(_ rows: [FeedRow], through: ThroughPeriod, games: [GameSummary], service: any GameService,
                     policy: RevealPolicy) async throws -> [FeedRow] {
        var seen = Set<String>()
        let asked = leagues.isEmpty ? games.map { $0.leagueCode.uppercased() } : leagues
        try through.check(leagues: asked.filter { seen.insert($0).inserted })
        let wanted = games.filter { ($0.state == .final || $0.state == .live)
            && through.period(in: League(rawString: $0.leagueCode.uppercased())) != nil }
        var states: [Int: PeriodState] = [:]
        let now = policy.rules.liveDelay.now ?? self.now
        for batch in stride(from: 0, to: wanted.count, by: 6).map({ Array(wanted[$0..<min($0 + 6, wanted.count)]) }) {
            try await withThrowingTaskGroup(of: (Int, PeriodState?).self) { group in
                for game in batch {
                    group.addTask {
                        let league = League(rawString: game.leagueCode.uppercased())
                        guard let period = through.period(in: league) else { return (game.id, nil) }
                        let detail = try await service.game(id: game.id, parts: .headerAndPlays)
                        return (game.id, PeriodState.of(detail, through: period, league: league,
                                                        liveDelay: policy.rules.liveDelay, now: now))
                    }
                }
                for try await (id, state) in group { states[id] = state }
            }
        }
        return rows.map { row in
            var row = row
            row.through = states[row.id]
            return row
        }
    }
}
