import Foundation
@testable import ScrollDownCore

/// Serves the fixtures with one game rewritten into another outcome, everything the reader
/// cannot see yet changed consistently (plays, header, list row, flow, recap). A hidden view
/// of the original and of the rewrite must be byte-identical: anything that differs is
/// something a reader could use to tell the outcomes apart.
actor Counterfactual: GameService {
    /// How the outcome is changed.
    enum Change: Hashable, Sendable, CustomStringConvertible {
        /// The game as recorded.
        case none
        /// One more period after the last one played (overtime, extra innings), with scoring.
        case extraPeriod
        /// A late score in the last period played, for the away side.
        case lateScore
        /// Late scores in the last period played that make the final exactly this (each side at
        /// least its recorded final): a chosen margin, a team score equal to a number the
        /// hidden views print, or the other side winning.
        case final(home: Int, away: Int)

        /// The rewrites every hidden view is checked against.
        static let standard: [Change] = [.none, .extraPeriod, .lateScore]

        var description: String {
            switch self {
            case .none: "as played"
            case .extraPeriod: "an extra period"
            case .lateScore: "a late score"
            case .final(let home, let away): "final \(away)–\(home) (away–home)"
            }
        }

        /// Finals reachable by late scoring from `home`–`away` whose margin or one team's score is
        /// `number`, and the final with the other side winning.
        static func finals(from home: Int, _ away: Int, printing numbers: Set<Int>, limit: Int = 4) -> [Change] {
            var finals: [Change] = [.final(home: home, away: away + (home - away) + 1)]  // away wins by 1 (or more)
            if away >= home { finals = [.final(home: away + 1, away: away)] }  // home wins by 1
            for number in numbers.sorted() where number > 0 && number <= 200 {
                // Margin `number`, either side ahead, reachable by adding points only.
                if home + number >= away { finals.append(.final(home: home, away: home + number)) }
                if away + number >= home { finals.append(.final(home: away + number, away: away)) }
                // A team score equal to `number`.
                if number > home, number != home { finals.append(.final(home: number, away: away)) }
                if number > away, number != away { finals.append(.final(home: home, away: number)) }
            }
            var seen = Set<Change>()
            return Array(finals.filter { seen.insert($0).inserted && $0 != .final(home: home, away: away) }.prefix(limit + 1))
        }
    }

    /// What the feed lists of the game before any change: as recorded, or sparse the way real
    /// feeds are (a goals-only feed lists nothing for a period without a goal), under a league
    /// this client does not know, or with period labels in words. Edits combine.
    struct Shape: Hashable, Sendable, CustomStringConvertible {
        /// No rows (and no flow block) from this period on.
        var withoutRowsFrom: Int?
        /// No rows (and no flow block) in this one period.
        var withoutRowsIn: Int?
        /// The league code is one the client does not know.
        var unknownLeague = false
        /// Every row's period label in words ("Period Two"), which no numbering rule derives.
        var wordLabels = false

        static let asRecorded = Shape()
        static func withoutRowsFrom(_ period: Int) -> Shape { Shape(withoutRowsFrom: period) }
        static func withoutRowsIn(_ period: Int) -> Shape { Shape(withoutRowsIn: period) }
        static let unknownLeague = Shape(unknownLeague: true)

        var description: String {
            var parts: [String] = []
            if let period = withoutRowsFrom { parts.append("no rows from period \(period) on") }
            if let period = withoutRowsIn { parts.append("no rows in period \(period)") }
            if unknownLeague { parts.append("an unknown league") }
            if wordLabels { parts.append("labels in words") }
            return parts.isEmpty ? "as recorded" : parts.joined(separator: ", ")
        }

        func apply(_ detail: inout GameDetail) {
            if let period = withoutRowsFrom { detail.plays.removeAll { max($0.quarter ?? 1, 1) >= period } }
            if let period = withoutRowsIn { detail.plays.removeAll { max($0.quarter ?? 1, 1) == period } }
            if unknownLeague { detail.game.leagueCode = "XFL" }
            if wordLabels {
                let words = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"]
                for index in detail.plays.indices {
                    let period = max(detail.plays[index].quarter ?? 1, 1)
                    detail.plays[index].periodLabel = "Period " + (period <= words.count ? words[period - 1] : String(period))
                }
            }
        }

        func apply(_ blocks: inout [FlowBlock]) {
            // A block's span is read in order (real flows have one listed from Q4 back to Q3).
            if let period = withoutRowsFrom { blocks.removeAll { max(min($0.periodStart, $0.periodEnd), 1) >= period } }
            if let period = withoutRowsIn { blocks.removeAll { max($0.periodStart, 1) == period && max($0.periodEnd, 1) == period } }
        }
    }

    let base: MemoizedFixtures
    let gameID: Int
    let change: Change
    let shape: Shape
    /// Sentences planted in the game's server text: at the start of the recap, at the end of
    /// the first flow block's narrative and in a pregame post (`PlantedSentenceTests`).
    let planted: String?

    init(gameID: Int, change: Change, dialect: Dialect = .older, planted: String? = nil, shape: Shape = .asRecorded) {
        self.gameID = gameID
        self.change = change
        self.shape = shape
        self.planted = planted
        base = MemoizedFixtures.shared(dialect)
    }

    // MARK: - The rewrite

    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail {
        var detail = try await base.game(id: id, parts: parts)
        guard id == gameID else { return detail }
        shape.apply(&detail)
        Self.addPregameContext(&detail)
        if let planted, var post = detail.socialPosts.first {
            post.id = 990098
            post.tweetText = planted
            detail.socialPosts.insert(post, at: 0)
        }
        let recorded = (home: detail.game.homeScore ?? 0, away: detail.game.awayScore ?? 0)
        switch change {
        case .none: break
        case .extraPeriod: Self.addExtraPeriod(&detail)
        case .lateScore: Self.addLateScore(&detail)
        case .final(let home, let away): Self.addFinal(&detail, home: home, away: away)
        }
        Self.addToStats(&detail, from: recorded)
        return detail
    }

    func games(_ query: GameQuery) async throws -> [GameSummary] {
        let games = try await base.games(query)
        guard change != .none || shape != .asRecorded, let index = games.firstIndex(where: { $0.id == gameID }) else { return games }
        let detail = try await game(id: gameID)
        var row = games[index]
        row.leagueCode = detail.game.leagueCode
        row.homeScore = detail.game.homeScore
        row.awayScore = detail.game.awayScore
        row.currentPeriodLabel = detail.game.currentPeriodLabel
        row.liveSnapshot = detail.game.liveSnapshot
        row.currentPeriod = detail.game.liveSnapshot?.currentPeriod
        row.playCount = detail.plays.count
        var copy = games
        copy[index] = row
        return copy
    }

    func flow(gameID id: Int) async throws -> GameFlow? {
        guard var flow = try await base.flow(gameID: id) else { return nil }
        if id == gameID, var blocks = flow.blocks {
            shape.apply(&blocks)
            flow.blocks = blocks
        }
        if id == gameID, let planted, flow.blocks?.isEmpty == false {
            let narrative = flow.blocks?[0].narrative ?? ""
            flow.blocks?[0].narrative = narrative + " " + planted
        }
        guard id == gameID, change != .none, var blocks = flow.blocks, let last = blocks.last else { return flow }
        let detail = try await game(id: id)
        let final = [detail.game.awayScore ?? 0, detail.game.homeScore ?? 0]
        switch change {
        case .none: break
        case .extraPeriod:
            var extra = last
            extra.blockIndex = last.blockIndex + 1
            extra.periodStart = last.periodEnd + 1
            extra.periodEnd = last.periodEnd + 1
            extra.scoreBefore = last.scoreAfter
            extra.scoreAfter = final
            extra.narrative = "The visitors won it in the extra period, 9-2 over the last stretch."
            extra.playIds = detail.plays.suffix(3).map(\.playIndex)
            blocks.append(extra)
        case .lateScore, .final:
            blocks[blocks.count - 1].scoreAfter = final
            blocks[blocks.count - 1].narrative = (last.narrative ?? "") + " A late score sealed it."
        }
        flow.blocks = blocks
        return flow
    }

    func recap(gameID id: Int, level: RevealLevel) async throws -> Recap? {
        guard var recap = try await base.recap(gameID: id, level: level) else { return nil }
        if id == gameID, let planted, let summary = recap.summary { recap.summary = planted + " " + summary }
        guard id == gameID, change != .none, let summary = recap.summary else { return recap }
        let detail = try await game(id: id)
        let last = detail.plays.compactMap(\.quarter).max() ?? 1
        recap.summary = summary + " Period \(last) opened with a scramble; later, the visitors won it late."
        return recap
    }

    func playByPlay(gameID id: Int) async throws -> PlayByPlay { try await base.playByPlay(gameID: id) }
    func socialPosts(gameID id: Int) async throws -> [SocialPost] { try await base.socialPosts(gameID: id) }
    func timeline(gameID id: Int) async throws -> GameTimeline? { try await base.timeline(gameID: id) }
    func teams(league: String?) async throws -> [Team] { try await base.teams(league: league) }
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        try await base.fairBetPage(query, after: continuation)
    }
    // Outcome-bearing, asked only once visible: the hidden views compared never reach them.
    func postGameSummary(gameID id: Int) async throws -> PostGameSummary? { try await base.postGameSummary(gameID: id) }
    func liveOdds(gameID id: Int) async throws -> FairBetLiveOdds? { try await base.liveOdds(gameID: id) }

    /// The box score follows the new final: team points become the final, and the points
    /// added go to the first listed player of each side (the newest backend sends the box
    /// score with every answer, docs/backend.md#outcome-consumer-routes).
    static func addToStats(_ detail: inout GameDetail, from recorded: (home: Int, away: Int)) {
        let final = (home: detail.game.homeScore ?? 0, away: detail.game.awayScore ?? 0)
        guard final != recorded else { return }
        for index in detail.teamStats.indices {
            let points = detail.teamStats[index].isHome ? final.home : final.away
            detail.teamStats[index].stats["points"] = .number(Double(points))
        }
        for (team, added) in [(detail.game.homeTeam, final.home - recorded.home), (detail.game.awayTeam, final.away - recorded.away)]
        where added > 0 {
            if let index = detail.playerStats.firstIndex(where: { $0.team == team }) {
                detail.playerStats[index].points = (detail.playerStats[index].points ?? 0) + added
            }
        }
    }

    /// Copies the last period's plays into a new period after it, scoring as they did.
    static func addExtraPeriod(_ detail: inout GameDetail) {
        let league = League(rawString: detail.game.leagueCode)
        let last = detail.plays.compactMap(\.quarter).max() ?? 1
        let period = last + 1
        let label = league.periodLabel(period)
        var home = detail.game.homeScore ?? 0, away = detail.game.awayScore ?? 0
        var next = (detail.plays.map(\.playIndex).max() ?? 0) + 1
        var previous: (home: Int, away: Int) = (0, 0)
        var added: [PlayEntry] = []
        for play in detail.plays where !Withholding.announcesGameEnd(play) {
            let before = previous
            if let h = play.homeScore, let a = play.awayScore { previous = (h, a) }
            guard play.quarter == last else { continue }
            var copy = play
            let scored = (home: max(0, previous.home - before.home), away: max(0, previous.away - before.away))
            home += scored.home
            away += scored.away
            copy.playIndex = next
            next += 1
            copy.quarter = period
            copy.periodLabel = label
            copy.timeLabel = [label, play.gameClock].compactMap { $0 }.joined(separator: " ")
            copy.homeScore = home
            copy.awayScore = away
            added.append(copy)
        }
        // Make sure the extra period changes the score at least once.
        if let lastAdded = added.indices.last {
            away += 1
            added[lastAdded].awayScore = away
            added[lastAdded].tier = .scoring
        }
        detail.plays += added
        detail.game.homeScore = home
        detail.game.awayScore = away
        detail.game.currentPeriodLabel = label
        detail.game.liveSnapshot?.homeScore = home
        detail.game.liveSnapshot?.awayScore = away
        detail.game.liveSnapshot?.currentPeriod = period
        detail.game.liveSnapshot?.periodLabel = label
        detail.game.liveSnapshot?.timeLabel = label
    }

    /// Pregame lines and a pregame post full of numbers, the same in every rewrite: the
    /// context a held-out game carries (the bundled games with plays have none), and numbers
    /// for finals to equal.
    static func addPregameContext(_ detail: inout GameDetail) {
        let home = detail.game.homeTeamAbbr ?? "HOME", away = detail.game.awayTeamAbbr ?? "AWAY"
        if detail.derivedMetrics["pregame_spread_label"] == nil {
            detail.derivedMetrics["pregame_spread_label"] = .string("\(home) -7.5")
            detail.derivedMetrics["pregame_total_label"] = .string("O/U 221.5")
            detail.derivedMetrics["pregame_ml_away_label"] = .string("\(away) +240")
            detail.derivedMetrics["pregame_ml_home_label"] = .string("\(home) -300")
        }
        let posted = ISO8601DateFormatter().string(from: detail.game.gameDate.addingTimeInterval(-3_600))
        let text = "\(home) are 7-point favourites tonight. Doors at 6, tip at 7; \(away) are 14-6 on the road."
        let json = #"{"id": 990099, "postedAt": "\#(posted)", "tweetText": "\#(text)", "sourceHandle": "beatwriter", "gamePhase": "pregame"}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let post = try? decoder.decode(SocialPostEntry.self, from: Data(json.utf8)) { detail.socialPosts.insert(post, at: 0) }
    }

    /// Scoring plays at the end of the last period played that bring the final to
    /// `home`–`away` (each at least the recorded final).
    static func addFinal(_ detail: inout GameDetail, home: Int, away: Int) {
        let last = detail.plays.compactMap(\.quarter).max() ?? 1
        guard let template = detail.plays.last(where: { $0.quarter == last && $0.homeScore != nil }) else { return }
        var current = (home: detail.game.homeScore ?? 0, away: detail.game.awayScore ?? 0)
        for side in ["away", "home"] {
            let target = side == "home" ? home : away
            guard target > (side == "home" ? current.home : current.away) else { continue }
            var play = template
            play.playIndex = (detail.plays.map(\.playIndex).max() ?? 0) + 1
            play.description = "Late score"
            play.tier = .scoring
            if side == "home" { current.home = target } else { current.away = target }
            play.homeScore = current.home
            play.awayScore = current.away
            play.teamAbbreviation = side == "home" ? detail.game.homeTeamAbbr : detail.game.awayTeamAbbr
            detail.plays.append(play)
        }
        detail.game.homeScore = current.home
        detail.game.awayScore = current.away
        detail.game.liveSnapshot?.homeScore = current.home
        detail.game.liveSnapshot?.awayScore = current.away
    }

    /// One more scoring play for the away side at the end of the last period played.
    static func addLateScore(_ detail: inout GameDetail) {
        let last = detail.plays.compactMap(\.quarter).max() ?? 1
        guard let template = detail.plays.last(where: { $0.quarter == last && $0.homeScore != nil }) else { return }
        let away = (detail.game.awayScore ?? 0) + 1
        var play = template
        play.playIndex = (detail.plays.map(\.playIndex).max() ?? 0) + 1
        play.description = "Late score"
        play.tier = .scoring
        play.awayScore = away
        play.homeScore = detail.game.homeScore
        play.teamAbbreviation = detail.game.awayTeamAbbr
        detail.plays.append(play)
        detail.game.awayScore = away
        detail.game.liveSnapshot?.awayScore = away
    }
}

/// The bundled fixtures decoded once per test process: the reader's attack runs the CLI
/// hundreds of times over the same few games, and decoding a 300 KB detail each time is most
/// of its cost. Values are the sample-mode service's own.
actor MemoizedFixtures {
    private static let older = MemoizedFixtures(.older)
    private static let sda = MemoizedFixtures(.sda)
    private static let v1 = MemoizedFixtures(.v1)
    /// One per dialect, for the whole test process.
    static func shared(_ dialect: Dialect) -> MemoizedFixtures {
        switch dialect {
        case .older: older
        case .sda: sda
        case .v1: v1
        }
    }

    private let inProcess: HTTPGameService
    private init(_ dialect: Dialect) { inProcess = HTTPGameService.fixtures(at: dialect.fixtures) }
    private var details: [Int: GameDetail] = [:]
    private var flows: [Int: GameFlow?] = [:]
    private var all: [GameSummary]?

    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail {
        if let cached = details[id] { return cached }
        let detail = try await inProcess.game(id: id, parts: parts)
        details[id] = detail
        return detail
    }

    func flow(gameID: Int) async throws -> GameFlow? {
        if let cached = flows[gameID] { return cached }
        let flow = try await inProcess.flow(gameID: gameID)
        flows[gameID] = flow
        return flow
    }

    func games(_ query: GameQuery) async throws -> [GameSummary] {
        // The attack asks for the whole feed; other windows go to the service as they are.
        guard query == GameQuery() else { return try await inProcess.games(query) }
        if let all { return all }
        let games = try await inProcess.games(query)
        all = games
        return games
    }

    func recap(gameID: Int, level: RevealLevel) async throws -> Recap? { try await inProcess.recap(gameID: gameID, level: level) }
    func playByPlay(gameID: Int) async throws -> PlayByPlay { try await inProcess.playByPlay(gameID: gameID) }
    func socialPosts(gameID: Int) async throws -> [SocialPost] { try await inProcess.socialPosts(gameID: gameID) }
    func timeline(gameID: Int) async throws -> GameTimeline? { try await inProcess.timeline(gameID: gameID) }
    func teams(league: String?) async throws -> [Team] { try await inProcess.teams(league: league) }
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        try await inProcess.fairBetPage(query, after: continuation)
    }
    func postGameSummary(gameID: Int) async throws -> PostGameSummary? { try await inProcess.postGameSummary(gameID: gameID) }
    func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? { try await inProcess.liveOdds(gameID: gameID) }
}
