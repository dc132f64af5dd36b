import Foundation

/// What `game ID` fetched: the detail, and the recaps that were asked for.
public struct GameSources: Sendable {
    public var detail: GameDetail
    /// `reveal=pre` recap, nil when the backend has no recap route.
    public var recapPre: Recap?
    /// `reveal=post` recap, fetched only when the outcome might be visible.
    public var recapPost: Recap?
    /// What the backend offers without the recap route (see `RevealPolicy+Recap`): the flow
    /// before reveal, the v1 summary after.
    public var preSource: RecapSource?
    public var postSource: RecapSource?
    /// Why the recap could not be fetched, when it could not.
    public var recapFailure: ScrollDownError?

    public init(detail: GameDetail, recapPre: Recap?, recapPost: Recap?) {
        self.detail = detail
        self.recapPre = recapPre
        self.recapPost = recapPost
    }

    /// What the service found at each level; an older-backend recap lands in `recapPre`/`recapPost`.
    public init(detail: GameDetail, pre: RecapSource?, post: RecapSource?, failure: ScrollDownError? = nil) {
        self.detail = detail
        if case .recap(let recap)? = pre { recapPre = recap }
        if case .recap(let recap)? = post { recapPost = recap }
        preSource = pre
        postSource = post
        recapFailure = failure
    }
}

extension RevealPolicy {
    /// The teams of a game (list row or detail header), as shown.
    public static func teams(_ game: some GameHeaderCarrying) -> (home: TeamLabel, away: TeamLabel) {
        (TeamLabel(name: game.homeTeam, abbreviation: game.homeTeamAbbr),
         TeamLabel(name: game.awayTeam, abbreviation: game.awayTeamAbbr))
    }

    /// Visibility of a game from its detail response.
    public func visibility(of detail: GameDetail) -> Visibility {
        let meta = detail.game
        let (home, away) = Self.teams(meta)
        return visibility(gameID: meta.id, league: meta.leagueCode, home: home, away: away, state: meta.state)
    }

    /// The guard for this game's server text: it knows the final score and the regulation
    /// length, so it can hide them in any wording it recognises.
    public func leakGuard(for detail: GameDetail) -> LeakGuard {
        let meta = detail.game
        let league = League(rawString: meta.leagueCode)
        var names = [meta.homeTeam, meta.awayTeam]
        names += [meta.homeTeamAbbr, meta.awayTeamAbbr].compactMap { $0 }
        names += [meta.homeTeam, meta.awayTeam].compactMap { $0.split(separator: " ").last.map(String.init) }
        return LeakGuard(LeakGuardContext(
            regulationPeriods: league.regulationPeriods,
            gameIsFinished: meta.state == .final,
            finalScore: meta.scorePair,
            teamNames: names))
    }

    /// The whole `game ID` view. Before reveal: context and recap pass the leak guard, the
    /// outcome is absent. After: the post recap, score, wrap-up and team stats.
    public func gameView(_ sources: GameSources, marks: ReaderMarks, localTime: LocalTime) -> GameView {
        let detail = sources.detail
        let meta = detail.game
        let (home, away) = Self.teams(meta)
        let visibility = visibility(of: detail)
        let visible: Bool
        if case .visible = visibility { visible = true } else { visible = false }
        let shield = leakGuard(for: detail)
        let guardText: (String) -> GuardedText = { text in
            let clean = TerminalSanitizer.clean(text)
            return visible ? GuardedText(text: clean, redactions: 0) : shield.clean(clean, as: .narrative)
        }

        let header = Self.header(meta, marks: marks, visible: visible)

        let outcome: OutcomeDetails?
        if case .visible(let reason) = visibility {
            var line: ScoreLine?
            if case .visible(let value, _) = outcomeView(of: detail, visibility: visibility) { line = value }
            outcome = OutcomeDetails(score: line, reason: reason, wrapUp: Self.wrapUp(detail.derivedMetrics),
                                     teamStats: Self.teamStatTable(detail, home: home, away: away))
        } else {
            outcome = nil
        }

        return GameView(
            header: header,
            context: contextView(detail, shield: shield, guardText: guardText),
            recap: recapSection(sources, visible: visible, guardText: guardText),
            gate: Self.gate(visibility, meta: meta, localTime: localTime),
            outcome: outcome)
    }

    /// The header every game-shaped view shares: teams, league, start, state, marks.
    static func header(_ meta: GameMeta, marks: ReaderMarks, visible: Bool = false) -> GameHeader {
        let (home, away) = teams(meta)
        return GameHeader(
            id: meta.id, league: TerminalSanitizer.clean(meta.leagueCode.uppercased()), away: away, home: home, start: meta.gameDate,
            state: stateView(meta.state, status: meta.status.rawString, visible: visible,
                             liveLabel: meta.liveSnapshot?.timeLabel ?? join(meta.currentPeriodLabel, meta.liveSnapshot?.gameClock)),
            season: seasonLine(meta), isRead: marks.isRead, resume: marks.resume)
    }

    /// The outcome value of a detail response (score and overtime note only when visible).
    func outcomeView(of detail: GameDetail, visibility: Visibility? = nil) -> OutcomeView {
        let meta = detail.game
        return Self.outcome(visibility ?? self.visibility(of: detail), score: meta.scorePair, state: meta.state, league: meta.league,
                            period: Self.lastPeriod(detail), periodLabel: meta.currentPeriodLabel ?? meta.liveSnapshot?.periodLabel)
    }

    /// The highest period the game reached (header, snapshot or plays), for overtime notes.
    static func lastPeriod(_ detail: GameDetail) -> Int? {
        let fromPlays = detail.plays.compactMap(\.quarter).max()
        return [detail.game.liveSnapshot?.currentPeriod, fromPlays].compactMap { $0 }.max()
    }

    static func seasonLine(_ meta: GameMeta) -> String? {
        guard let season = meta.season else { return nil }
        switch meta.seasonType?.lowercased() {
        case nil, "": return "\(season) season"
        case "regular"?: return "\(season) regular season"
        case let other?: return "\(season) \(TerminalSanitizer.clean(other).replacingOccurrences(of: "_", with: " "))"
        }
    }

    /// Context: season, the closing lines (pregame keys only: an allowlist, CONTRACT §8) and
    /// pre-game posts that the classifier and the guard both pass.
    func contextView(_ detail: GameDetail, shield: LeakGuard, guardText: (String) -> GuardedText) -> ContextView? {
        var lines: [GuardedText] = []
        if let season = Self.seasonLine(detail.game) { lines.append(GuardedText(text: season, redactions: 0)) }
        let metrics = detail.derivedMetrics
        let lineParts = [("spread", "pregame_spread_label"), ("total", "pregame_total_label")].compactMap { name, key in
            metrics[key]?.stringValue.map { "\(name) \($0)" }
        } + [[metrics["pregame_ml_away_label"]?.stringValue, metrics["pregame_ml_home_label"]?.stringValue]
                .compactMap { $0 }].filter { !$0.isEmpty }.map { "moneyline " + $0.joined(separator: " / ") }
        if !lineParts.isEmpty {
            lines.append(guardText("Closing lines: " + lineParts.joined(separator: " · ")))
        }
        let classifier = SocialPostClassifier(guard: shield)
        let pregame = detail.socialPosts
            .filter { $0.gamePhase?.lowercased() == "pregame" }
            .sorted { ($0.postedAt ?? .distantPast) < ($1.postedAt ?? .distantPast) }
        for post in pregame.prefix(2) {
            guard let text = post.tweetText, classifier.classify(text) == .safe else { continue }
            let handle = post.sourceHandle.map { "@\($0): " } ?? ""
            lines.append(guardText(handle + text))
        }
        return lines.isEmpty ? nil : ContextView(lines: lines)
    }

    static func recapView(_ sources: GameSources, visible: Bool, gameID: Int,
                          guardText: (String) -> GuardedText) -> RecapView {
        let candidates = visible ? [sources.recapPost, sources.recapPre] : [sources.recapPre]
        for case let recap? in candidates where recap.available {
            guard let summary = recap.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty else { continue }
            // The pre text is guarded even though the server calls it safe (CONTRACT §10).
            return .text(guardText(summary), level: recap.reveal.rawValue)
        }
        let why = candidates.compactMap { $0 }.first?.reason == "pbp_missing" ? " (no play-by-play yet)" : ""
        return .unavailable("Summary unavailable right now\(why). Try again later: scrolldown game \(gameID)")
    }

    static func gate(_ visibility: Visibility, meta: GameMeta, localTime: LocalTime) -> GateView {
        let id = meta.id
        switch visibility {
        case .visible(let reason):
            switch reason {
            case .peek:
                return GateView(status: .visible, message: "Outcome visible for this peek only — not remembered",
                                command: "scrolldown game \(id) --reveal")
            case .revealed, .alwaysMode, .neverHideTeam:
                let why = reason == .alwaysMode ? " (scoreRevealMode is always)" : reason == .neverHideTeam ? " (a never-hide team)" : ""
                return GateView(status: .visible, message: "Outcome visible\(why) — scrolldown game \(id) --hide to hide it again",
                                command: "scrolldown game \(id) --hide")
            }
        case .hidden:
            if meta.state == .live {
                return GateView(status: .hidden, message: "Game in progress, score hidden — scrolldown game \(id) --reveal to show it",
                                command: "scrolldown game \(id) --reveal")
            }
            return GateView(status: .hidden, message: "Outcome hidden — scrolldown game \(id) --reveal to show it",
                            command: "scrolldown game \(id) --reveal")
        case .noOutcome:
            switch meta.state {
            case .canceled:
                return GateView(status: .noOutcomeYet, message: "No outcome: the game is \(meta.status.rawString.lowercased())", command: nil)
            default:
                return GateView(status: .noOutcomeYet,
                                message: "No outcome to reveal yet — the game starts \(localTime.dayAndTime(meta.gameDate))", command: nil)
            }
        }
    }

    /// The server's betting outcome labels, visible only after reveal.
    static func wrapUp(_ metrics: [String: JSONValue]) -> [String] {
        ["spread_outcome_label", "total_outcome_label", "ml_outcome_label"].compactMap { key in
            metrics[key]?.stringValue.map { TerminalSanitizer.clean($0) }
        }
    }
}
