import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameWindow {
    /// The feed of `games` (this window's) as the policy lets it show them, with the reader's
    /// `marks`, and with `through` (`games --through PERIOD`) each game's state at the end of
    /// that period: the rows and the feed in day sections.
    package func feed(_ games: [GameSummary], policy: RevealPolicy, marks: [Int: ReaderMarks], through: ThroughPeriod?,
                     service: any GameService) async throws -> (rows: [FeedRow], view: FeedView) {
        var rows = feedRows(games, policy: policy, marks: marks)
        if let through { rows = try await self.rows(rows, through: through, games: games, service: service, policy: policy) }
        rows = try await self.rows(rows, newPlaysOf: games, marks: marks, service: service, policy: policy)
        return (rows, feed(rows))
    }

    /// `rows` with "+N new plays" for each live game of `games` the reader has read part-way
    /// (`RevealPolicy.newPlays`): its plays are fetched, the others' are not.
    func rows(_ rows: [FeedRow], newPlaysOf games: [GameSummary], marks: [Int: ReaderMarks], service: any GameService,
              policy: RevealPolicy) async throws -> [FeedRow] {
        let wanted = games.filter { $0.state == .live && marks[$0.id]?.position != nil }
        guard !wanted.isEmpty else { return rows }
        let now = policy.rules.liveDelay.now ?? self.now
        var counts: [Int: Int] = [:]
        try await withThrowingTaskGroup(of: (Int, Int?).self) { group in
            for game in wanted {
                let position = marks[game.id]?.position
                group.addTask {
                    let detail = try await service.game(id: game.id, parts: .headerAndPlays)
                    return (game.id, policy.newPlays(policy.sight(of: detail), position: position, now: now))
                }
            }
            for try await (id, count) in group { counts[id] = count }
        }
        return rows.map { row in
            var row = row
            row.newPlays = counts[row.id]
            return row
        }
    }

    /// The feed's rows of `games` under `policy` and `marks`, without `--through` (the reader
    /// rebuilds them after a reveal or a read without fetching).
    public func feedRows(_ games: [GameSummary], policy: RevealPolicy, marks: [Int: ReaderMarks]) -> [FeedRow] {
        games.map { game in
            var row = policy.feedRow(game, marks: marks[game.id] ?? .none)
            row.pinned = policy.rules.pinned.contains(game.id)
            return row
        }
    }

    /// `next`'s queue of `games` (`RevealPolicy.queueRows`): the id of the first game the
    /// backend has plays for, how many games the queue holds, and the queue as `next --list`
    /// shows it, the games without plays marked. When games without plays come before the
    /// first, `notice` gets one line naming them (stderr).
    public func readingQueue(_ games: [GameSummary], policy: RevealPolicy, marks: [Int: ReaderMarks],
                             notice: (String) -> Void) -> (first: Int?, count: Int, list: OutputView) {
        let rows = policy.queueRows(games, marks: marks)
        let first = rows.first { !$0.noPlays }
        let passed = rows.prefix { $0.noPlays }
        guard first != nil, !passed.isEmpty else { return (first?.id, rows.count, .queue(rows)) }
        // One line within 100 columns: three matchups, or two and how many more.
        let named = passed.count > 3 ? 2 : passed.count
        let names = passed.prefix(named).map { "\($0.away.abbreviation) @ \($0.home.abbreviation)" }
            + (passed.count > named ? ["and \(passed.count - named) more"] : [])
        let count = passed.count == 1 ? "1 game" : "\(passed.count) games"
        notice("skipped \(count) the backend has no plays for: \(names.joined(separator: ", "))")
        return (first?.id, rows.count, .queue(rows))
    }

    /// `games --through PERIOD`: `rows` with, for each finished or live game of `games` whose
    /// league has that period before its last regulation one, the game's state at the end of
    /// it (`PeriodState`). The period is checked first against the leagues asked for, else
    /// those of the games (a refusal fetches nothing more). Details are fetched a few at a
    /// time; nothing is marked or revealed.
    func rows(_ rows: [FeedRow], through: ThroughPeriod, games: [GameSummary], service: any GameService,
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
        let byID = Dictionary(games.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return rows.map { row in
            var row = row
            row.through = states[row.id]
            if row.through == nil, let game = byID[row.id] { row.throughNote = Self.throughNote(game, through: through) }
            return row
        }
    }

    /// Why a game's row has no `--through` state: its league has no such period, it has not
    /// started, it is still in it (live), or its plays carry no running score.
    static func throughNote(_ game: GameSummary, through: ThroughPeriod) -> String {
        let league = League(rawString: game.leagueCode.uppercased())
        guard let period = through.period(in: league) else { return "no \(through.text) in \(league.rawString)" }
        switch game.state {
        case .live: return "\(league.periodLabel(period)) not over"
        case .final: return "no plays"
        case .upcoming: return "not started"
        case .canceled, .unknown: return "no result"
        }
    }
}
