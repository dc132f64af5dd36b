import Foundation

/// What `game ID` fetched: the detail, and the recaps that were asked for.
public struct GameSources: Sendable {
    var detail: GameDetail
    /// `reveal=pre` recap, nil when the backend has no recap route.
    var recapPre: Recap?
    /// `reveal=post` recap, fetched only when the outcome might be visible.
    var recapPost: Recap?
    /// What the backend offers without the recap route (see `RevealPolicy+Recap`): the flow
    /// before reveal, the v1 summary after.
    var preSource: RecapSource?
    var postSource: RecapSource?
    /// Why the recap could not be fetched, when it could not.
    public var recapFailure: ScrollDownError?

    init(detail: GameDetail, recapPre: Recap?, recapPost: Recap?) {
        self.detail = detail
        self.recapPre = recapPre
        self.recapPost = recapPost
    }

    /// What the service found at each level; an older-backend recap lands in `recapPre`/`recapPost`.
    init(detail: GameDetail, pre: RecapSource?, post: RecapSource?, failure: ScrollDownError? = nil) {
        self.detail = detail
        if case .recap(let recap)? = pre { recapPre = recap }
        if case .recap(let recap)? = post { recapPost = recap }
        preSource = pre
        postSource = post
        recapFailure = failure
    }
}

extension GameSources {
    /// The game's id.
    public var gameID: Int { detail.game.id }
}

extension RevealPolicy {
    /// The teams of a game (list row or detail header), as shown.
    static func teams(_ game: some GameHeaderCarrying) -> (home: TeamLabel, away: TeamLabel) { game.teams }

    /// Visibility of a game from its detail response.
    func visibility(of detail: GameDetail) -> Visibility {
        let meta = detail.game
        let (home, away) = Self.teams(meta)
        return visibility(gameID: meta.id, league: meta.leagueCode, home: home, away: away, state: detail.state)
    }

    /// The guard for this game's server text. It knows the names, the league's regulation
    /// length and whether the game is over — never the score: it hides statements by kind.
    /// With `serverProse` `hidden` it hides every narrative and post whole.
    func leakGuard(for detail: GameDetail) -> LeakGuard {
        let meta = detail.game
        let league = League(rawString: meta.leagueCode)
        var names = [meta.homeTeam, meta.awayTeam]
        names += [meta.homeTeamAbbr, meta.awayTeamAbbr].compactMap { $0 }
        // Nicknames and cities ("Spurs", "San Antonio") stand for the team as often as its name.
        for full in [meta.homeTeam, meta.awayTeam] {
            let words = full.split(separator: " ")
            guard words.count > 1 else { continue }
            names.append(String(words.last!))
            names.append(words.dropLast().joined(separator: " "))
        }
        return LeakGuard(LeakGuardContext(
            regulationPeriods: league.regulationPeriods,
            gameIsFinished: detail.state == .final || detail.state == .unknown,
            teamNames: names, hidesAllProse: rules.serverProse == .hidden))
    }

    /// The whole `game ID` view. Before reveal: context and recap pass the leak guard, the
    /// outcome is absent. After: the post recap, score, wrap-up and team stats.
    public func gameView(_ sources: GameSources, marks: ReaderMarks, localTime: LocalTime) -> GameView {
        let visibility = visibility(of: sources.detail)
        // How far a hidden reader may see is decided on the whole game; everything built
        // after that gets the game without its outcome (Withholding).
        let withheld = visibility == .hidden || sources.detail.state == .live ? recapWithheldPeriod(sources.detail) : nil
        var sources = sources
        if visibility == .hidden {
            sources.detail = Withholding.header(of: sources.detail)
            sources.recapPost = nil
            sources.postSource = nil
        }
        let detail = sources.detail
        let meta = detail.game
        let (home, away) = Self.teams(meta)
        let visible: Bool
        if case .visible = visibility { visible = true } else { visible = false }
        let shield = leakGuard(for: detail)
        // A game not played yet has no outcome to leak: its text ("beat Dallas 120-110 in
        // their last meeting") is shown as written. Only a game with an outcome is guarded.
        let unguarded = visible || visibility == .noOutcome
        let guardText: (String) -> GuardedText = { text in
            let clean = TerminalSanitizer.clean(text)
            return unguarded ? GuardedText(text: clean, redactions: 0) : shield.clean(clean, as: .pregamePost)
        }

        let header = self.header(detail, marks: marks, visible: visible)

        let outcome: OutcomeDetails?
        if case .visible(let reason) = visibility {
            var line: ScoreLine?
            if case .visible(let value, _) = outcomeView(of: detail, visibility: visibility) { line = value }
            // Box scores are the server's newest: a delayed reader gets them when the game ends.
            let delayed = isDelayed(detail)
            outcome = OutcomeDetails(score: line, reason: reason, wrapUp: delayed ? [] : Self.wrapUp(detail.derivedMetrics),
                                     teamStats: delayed ? nil : Self.teamStatTable(detail, home: home, away: away),
                                     lineScore: delayed ? nil : Self.lineScore(detail, home: home, away: away),
                                     heldBack: delayed)
        } else {
            outcome = nil
        }

        // The recap stops where the timeline does: period-end scores before that are visible,
        // and a figure placed in one of those periods is explained.
        let recapShield = shield.allowing(Self.periodEndScores(detail, before: withheld?.period ?? 0))
            .placed(through: withheld.map { $0.period - 1 })
        let guardRecap: (String) -> GuardedText = { text in
            let clean = TerminalSanitizer.clean(text)
            return visible ? GuardedText(text: clean, redactions: 0) : recapShield.clean(clean, as: .narrative)
        }
        return GameView(
            header: header,
            context: contextView(detail, shield: shield, guardText: guardText, classify: visibility != .noOutcome),
            recap: recapSection(sources, visible: visible, guardText: guardRecap, withheldFrom: withheld, shield: shield),
            gate: Self.gate(visibility, detail: detail, localTime: localTime, now: rules.liveDelay.now),
            outcome: outcome)
    }

    /// The header every game-shaped view shares: teams, league, start, state, marks. Under a
    /// live delay the clock is the last play shown (`shown`, default: the delay's own cut),
    /// not the server's newest.
    func header(_ detail: GameDetail, marks: ReaderMarks, visible: Bool = false, shown: [PlayEntry]? = nil) -> GameHeader {
        let meta = detail.game
        let (home, away) = Self.teams(meta)
        var liveLabel = meta.liveSnapshot?.timeLabel ?? Self.join(meta.currentPeriodLabel, meta.liveSnapshot?.gameClock)
        if !visible && visibility(of: detail) == .hidden {
            // The clock of a hidden live game is a position in the withheld period.
            liveLabel = nil
        } else if isDelayed(detail) {
            let last = (shown ?? rules.liveDelay.shownPlays(of: detail).plays).last
            liveLabel = last.flatMap { $0.timeLabel ?? Self.join($0.periodLabel, $0.gameClock) }
        }
        return GameHeader(
            id: meta.id, league: TerminalSanitizer.clean(meta.leagueCode.uppercased()), away: away, home: home, start: meta.gameDate,
            state: Self.stateView(detail.state, status: meta.status.rawString, visible: visible, liveLabel: liveLabel,
                                  start: meta.gameDate, now: rules.liveDelay.now),
            season: Self.seasonLine(meta), isRead: marks.isRead, resume: marks.resume, readToEnd: marks.readToEnd)
    }

    /// A live game under an active live delay.
    func isDelayed(_ detail: GameDetail) -> Bool {
        detail.state == .live && rules.liveDelay.isActive
    }

    /// The outcome value of a detail response (score and overtime note only when visible).
    /// Under a live delay the score is that of the last play shown (`shown`, default: the
    /// delay's own cut), never the server's running score, which would tell what the held-back
    /// plays did.
    func outcomeView(of detail: GameDetail, visibility: Visibility? = nil, shown: [PlayEntry]? = nil) -> OutcomeView {
        let meta = detail.game
        let visibility = visibility ?? self.visibility(of: detail)
        guard isDelayed(detail) else {
            return Self.outcome(visibility, score: meta.scorePair, state: detail.state, league: meta.league,
                                period: Self.lastPeriod(detail), periodLabel: meta.currentPeriodLabel ?? meta.liveSnapshot?.periodLabel)
        }
        let plays = shown ?? rules.liveDelay.shownPlays(of: detail).plays
        // The highest score shown, not the last row's (a correction row can carry an older one).
        let score = ScoringReading.runningScore(plays).map { (home: $0.home, away: $0.away) }
        return Self.outcome(visibility, score: score, state: detail.state, league: meta.league,
                            period: plays.compactMap(\.quarter).max(), periodLabel: nil)
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
    func contextView(_ detail: GameDetail, shield: LeakGuard, guardText: (String) -> GuardedText,
                     classify: Bool = true) -> ContextView? {
        var lines: [GuardedText] = []
        if let season = Self.seasonLine(detail.game) { lines.append(GuardedText(text: season, redactions: 0)) }
        let metrics = detail.derivedMetrics
        let lineParts = [("spread", "pregame_spread_label"), ("total", "pregame_total_label")].compactMap { name, key in
            metrics[key]?.stringValue.map { "\(name) \($0)" }
        } + [[metrics["pregame_ml_away_label"]?.stringValue, metrics["pregame_ml_home_label"]?.stringValue]
                .compactMap { $0 }].filter { !$0.isEmpty }.map { "moneyline " + $0.joined(separator: " / ") }
        // Pregame lines are pregame facts: shown by this one rule, whatever their values (a
        // guard that hid a spread equal to the margin would tell the margin).
        if !lineParts.isEmpty {
            lines.append(GuardedText(text: TerminalSanitizer.clean("Closing lines: " + lineParts.joined(separator: " · ")), redactions: 0))
        }
        let classifier = SocialPostClassifier(guard: shield)
        let start = detail.game.gameDate
        let pregame = detail.socialPosts
            .filter { SocialPostPhase.of($0, gameStart: start) == .pregame }
            .sorted { ($0.postedAt ?? .distantPast) < ($1.postedAt ?? .distantPast) }
            .filter { post in post.tweetText.map { !classify || classifier.classify($0) == .safe } ?? false }
        for post in pregame.prefix(2) {
            let handle = post.sourceHandle.map { "@\($0): " } ?? ""
            lines.append(guardText(handle + (post.tweetText ?? "")))
        }
        return lines.isEmpty ? nil : ContextView(lines: lines)
    }

    static func recapView(_ sources: GameSources, visible: Bool, gameID: Int, guardText: (String) -> GuardedText,
                          withheldFrom: (period: Int, label: String, regulation: Int)? = nil) -> RecapView {
        let candidates = visible ? [sources.recapPost, sources.recapPre] : [sources.recapPre]
        for case let recap? in candidates where recap.available {
            guard let summary = recap.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty else { continue }
            guard let withheldFrom else { return .text(guardText(summary), level: recap.reveal.rawValue, withheld: nil) }
            // Paced like the timeline: everything from the withheld period on is cut, and the
            // line saying so reads the same whether or not overtime followed.
            let kept = Self.sentences(of: summary, before: withheldFrom.period, regulation: withheldFrom.regulation)
            // The pre text is guarded even though the server calls it safe (CONTRACT §10).
            return .text(kept.isEmpty ? GuardedText(text: "", redactions: 0) : guardText(kept),
                         level: recap.reveal.rawValue, withheld: "\(withheldFrom.label) onward")
        }
        let why = candidates.compactMap { $0 }.first?.reason == "pbp_missing" ? " (no play-by-play yet)" : ""
        return .unavailable("Summary unavailable right now\(why). Try again later: scrolldown game \(gameID)")
    }

    /// The leading sentences of `text` up to the first one about `period` or later, or about
    /// the end of the game without naming a period ("down the stretch"): the recap is
    /// chronological, so everything after that point is about the end too. The cut depends
    /// on the words only; the guard then hides outcome statements before it by kind.
    static func sentences(of text: String, before period: Int, regulation: Int) -> String {
        let mentions = PeriodMentions(regulationPeriods: regulation)
        let split = SentenceSplitter.split(text)
        var kept = ""
        for sentence in split.sentences {
            let body = LeakGuard.normalisedForMatching(String(sentence.body))
            if let mentioned = mentions.latestPeriod(in: body) {
                if mentioned >= period { break }
            } else if LeakGuardVocabulary.lateGameCue.firstMatch(in: body, range: NSRange(location: 0, length: body.utf16.count)) != nil {
                break
            }
            kept += sentence.body + sentence.trailing
        }
        return kept.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The score at the end of each period before `period` (from the plays) and each period's
    /// points: the separators a hidden timeline shows up to there.
    static func periodEndScores(_ detail: GameDetail, before period: Int) -> Set<ScorePair> {
        var lines: [(away: Int, home: Int)] = []
        let ends = ScoringReading.periodEndScores(detail.plays)
        for current in 1..<max(period, 1) {
            guard let end = ends[current] else { break }
            lines.append((end.away, end.home))
        }
        return ScorePair.periodScores(lines)
    }

    /// Where a hidden game's recap stops: a finished game's last regulation period (as the
    /// timeline), a live game's period after the last play shown under the live delay; nil
    /// when nothing is withheld (a live game without delay, no outcome yet).
    func recapWithheldPeriod(_ detail: GameDetail) -> (period: Int, label: String, regulation: Int)? {
        let league = League(rawString: detail.game.leagueCode)
        let regulation = league.regulationPeriods
        switch detail.state {
        case .final, .unknown:
            // Named without the period's own rows, as the timeline names it.
            let shown = TimelineModel.serverLabels(detail.plays.filter { max($0.quarter ?? 1, 1) < regulation })
            return (regulation, PeriodLabels.label(regulation, league: league, shown: shown), regulation)
        case .live:
            // Prose is not precise to the play: from the period of the first play held back,
            // and, while the score is hidden, from the period in progress.
            let delayed = rules.liveDelay.shownPlays(of: detail)
            let firstHeld = detail.plays.suffix(delayed.heldBack).compactMap(\.quarter).min()
            let inProgress = visibility(of: detail) == .hidden ? delayed.plays.compactMap(\.quarter).max() ?? 1 : nil
            guard let cut = [firstHeld, inProgress].compactMap({ $0 }).min() else { return nil }
            let period = max(cut, 1)
            let shown = TimelineModel.serverLabels(detail.plays.filter { max($0.quarter ?? 1, 1) <= period })
            return (period, shown[period] ?? PeriodLabels.label(period, league: league, shown: shown), regulation)
        case .upcoming, .canceled:
            return nil
        }
    }

    static func gate(_ visibility: Visibility, detail: GameDetail, localTime: LocalTime, now: Date? = nil) -> GateView {
        let meta = detail.game
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
            if detail.state == .live {
                return GateView(status: .hidden, message: "Game in progress, score hidden — scrolldown game \(id) --reveal to show it",
                                command: "scrolldown game \(id) --reveal")
            }
            return GateView(status: .hidden, message: "Outcome hidden — scrolldown game \(id) --reveal to show it",
                            command: "scrolldown game \(id) --reveal")
        case .noOutcome:
            switch detail.state {
            case .canceled:
                return GateView(status: .noOutcomeYet, message: "No outcome: the game is \(meta.status.rawString.lowercased())", command: nil)
            default:
                if GameState.isLongPast(meta.gameDate, now: now) {
                    return GateView(status: .noOutcomeYet, message: "No result: the game was to start "
                                    + "\(localTime.dayAndTime(meta.gameDate)) and the backend has none", command: nil)
                }
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
