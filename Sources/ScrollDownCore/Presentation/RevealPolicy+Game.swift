import Foundation
import ScrollDownViews
import ScrollDownWithheld

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

    /// The guard for this game's server text. It knows the names, the league's regulation
    /// length and whether the game is over — never the score: it hides statements by kind.
    /// With `serverProse` `hidden` it hides every narrative and post whole.
    func leakGuard(for facts: GameFacts) -> LeakGuard {
        var names = [facts.homeTeam, facts.awayTeam]
        names += [facts.homeTeamAbbr, facts.awayTeamAbbr].compactMap { $0 }
        var sides: [String: String] = [:]
        // Nicknames and cities ("Spurs", "San Antonio") stand for the team as often as its name.
        for (full, abbreviation) in [(facts.homeTeam, facts.homeTeamAbbr), (facts.awayTeam, facts.awayTeamAbbr)] {
            let words = full.split(separator: " ")
            var own = [full] + (abbreviation.map { [$0] } ?? [])
            if words.count > 1 { own += [String(words.last!), words.dropLast().joined(separator: " ")] }
            names += own.dropFirst(abbreviation == nil ? 1 : 2)
            if let abbreviation { for name in own { sides[name] = sides[name] == nil ? abbreviation : "" } }
        }
        return LeakGuard(LeakGuardContext(
            regulationPeriods: facts.league.regulationPeriods,
            gameIsFinished: facts.state == .final || facts.state == .unknown,
            teamNames: names, hidesAllProse: rules.serverProse == .hidden, teamSides: sides.filter { !$0.value.isEmpty }))
    }

    /// The whole `game ID` view. Visibility is decided once (`sight(of:)`): a hidden game's
    /// view is built from the `WithheldGame` alone, its context and recap through the leak
    /// guard; a visible one adds the post recap, score, wrap-up and team stats.
    /// A live game read part-way also says how many new plays the reader may read (`newPlays`).
    public func gameView(_ sources: GameSources, marks: ReaderMarks, localTime: LocalTime) -> GameView {
        let sight = sight(of: sources.detail)
        var view: GameView
        switch sight {
        case .hidden(let game):
            view = GameView(hidden: withheldGame(game, sources: sources), marks: marks, now: rules.liveDelay.now)
        case .visible(let detail, let reason):
            view = wholeGameView(detail, visibility: .visible(reason), sources: sources, marks: marks, localTime: localTime)
        case .noOutcome(let detail):
            view = wholeGameView(detail, visibility: .noOutcome, sources: sources, marks: marks, localTime: localTime)
        }
        // Without the run's clock an active delay holds back every play: none counts as new.
        view.header.newPlays = newPlays(sight, position: marks.position, now: rules.liveDelay.now ?? sight.facts.gameDate)
        return view
    }

    /// The one place a `WithheldGame` is made: a hidden game cut to what its `game` view may
    /// show. The pre-game posts the classifier and the guard pass, the pre-reveal recap cut
    /// where the timeline stops (or a "so far" of the periods before it), guarded; nothing from
    /// the withheld period on reaches the recap or the "so far".
    func withheldGame(_ game: HiddenGame, sources: GameSources) -> WithheldGame {
        let facts = game.facts
        let withheld = recapWithheldPeriod(facts, plays: game.plays, hidden: true, livePeriod: game.livePeriod)
        let seen = withheld.map { cut in Withholding.plays(of: game, keeping: { max($0.quarter ?? 1, 1) < cut.period }) } ?? game
        let shield = leakGuard(for: facts)
        // The recap stops where the timeline does: period-end scores before that are visible,
        // and a figure placed in one of those periods is explained.
        let recapShield = shield.allowing(Self.periodEndScores(seen.plays, before: withheld?.period ?? 0))
            .placed(through: withheld.map { $0.period - 1 }).seeing(seen.plays)
        let guardRecap: (String) -> GuardedText = { text in recapShield.clean(TerminalSanitizer.clean(text), as: .narrative) }
        let pre = RecapSources(facts: facts, recapPre: sources.recapPre, recapPost: nil, preSource: sources.preSource,
                               postSource: nil, failure: sources.recapFailure)
        let posts = contextPosts(game.pregamePosts, start: facts.gameDate, classifier: SocialPostClassifier(guard: shield)) { text in
            shield.clean(TerminalSanitizer.clean(text), as: .pregamePost)
        }
        return WithheldGame(
            facts: facts, pregameLines: Self.lineLabels(game.pregameLines), pregamePosts: posts,
            recap: recapSection(pre, visible: false, guardText: guardRecap, withheldFrom: withheld,
                                soFar: { soFarView(.hidden(seen), preSource: sources.preSource, shield: shield) }))
    }

    /// A game whose outcome is visible, or that has none yet: the whole detail.
    private func wholeGameView(_ detail: GameDetail, visibility: Visibility, sources: GameSources, marks: ReaderMarks,
                               localTime: LocalTime) -> GameView {
        let facts = GameFacts(detail)
        let visible = visibility != .noOutcome
        // A visible live game under a delay: its recap stops where the delay does.
        let withheld = detail.state == .live ? recapWithheldPeriod(facts, plays: detail.plays, hidden: false) : nil
        let (home, away) = facts.teams
        let shield = leakGuard(for: facts)
        // A game not played yet has no outcome to leak: its text ("beat Dallas 120-110 in
        // their last meeting") is shown as written.
        let guardText: (String) -> GuardedText = { text in GuardedText(text: TerminalSanitizer.clean(text), redactions: 0) }
        // A game without an outcome yet has its recap read by the guard all the same.
        let recapShield = shield.allowing(Self.periodEndScores(detail.plays, before: withheld?.period ?? 0))
            .placed(through: withheld.map { $0.period - 1 }).seeing(detail.plays.filter { ScoringReading.period($0) < withheld?.period ?? .max })
        let guardRecap: (String) -> GuardedText = { text in
            let clean = TerminalSanitizer.clean(text)
            return visible ? GuardedText(text: clean, redactions: 0) : recapShield.clean(clean, as: .narrative)
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
        let sourcesView = RecapSources(facts: facts, recapPre: sources.recapPre, recapPost: sources.recapPost,
                                       preSource: sources.preSource, postSource: sources.postSource, failure: sources.recapFailure)
        return GameView(
            header: header,
            context: ContextView(facts, lines: Self.lineLabels(detail.derivedMetrics),
                                 posts: contextPosts(detail.socialPosts, start: facts.gameDate,
                                                     classifier: visible ? SocialPostClassifier(guard: shield) : nil,
                                                     guardText: guardText)),
            recap: recapSection(sourcesView, visible: visible, guardText: guardRecap, withheldFrom: withheld,
                                soFar: { nil }),
            gate: Self.gate(visibility, facts: facts, localTime: localTime, now: rules.liveDelay.now),
            outcome: outcome)
    }

    /// The header every game-shaped view shares (`GameHeader.init(_:liveLabel:marks:visible:now:)`).
    func header(_ facts: GameFacts, liveLabel: String?, marks: ReaderMarks, visible: Bool = false) -> GameHeader {
        GameHeader(facts, liveLabel: liveLabel, marks: marks, visible: visible, now: rules.liveDelay.now)
    }

    /// The header of a game whose detail the reader may see whole. Under a live delay the
    /// clock is the last play shown (`shown`, default: the delay's own cut), not the server's
    /// newest.
    func header(_ detail: GameDetail, marks: ReaderMarks, visible: Bool = false, shown: [PlayEntry]? = nil) -> GameHeader {
        header(GameFacts(detail), liveLabel: liveLabel(detail, shown: shown), marks: marks, visible: visible)
    }

    /// A live game's clock as a header shows it: the server's, or under a live delay that of
    /// the last play shown (`shown`, default: the delay's own cut).
    func liveLabel(_ detail: GameDetail, shown: [PlayEntry]? = nil) -> String? {
        let meta = detail.game
        guard isDelayed(detail) else {
            return meta.liveSnapshot?.timeLabel ?? Self.join(meta.currentPeriodLabel, meta.liveSnapshot?.gameClock)
        }
        let last = (shown ?? rules.liveDelay.shownPlays(of: detail).plays).last
        return last.flatMap { $0.timeLabel ?? Self.join($0.periodLabel, $0.gameClock) }
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

    /// The pre-game posts a game's context shows: proven pre-game, oldest first, at most two,
    /// passed by `classifier` when there is one; each line as `guardText` shows it.
    func contextPosts(_ posts: [SocialPostEntry], start: Date, classifier: SocialPostClassifier?,
                      guardText: (String) -> GuardedText) -> [GuardedText] {
        let pregame = posts
            .filter { SocialPostPhase.of($0, gameStart: start) == .pregame }
            .sorted { ($0.postedAt ?? .distantPast) < ($1.postedAt ?? .distantPast) }
            .filter { post in post.tweetText.map { text in classifier.map { $0.classify(text) == .safe } ?? true } ?? false }
        return pregame.prefix(2).map { post in
            guardText((post.sourceHandle.map { "@\($0): " } ?? "") + (post.tweetText ?? ""))
        }
    }

    /// The text values of a game's metrics (the pregame labels are text).
    static func lineLabels(_ metrics: [String: JSONValue]) -> [String: String] {
        metrics.compactMapValues(\.stringValue)
    }

    static func recapView(_ sources: RecapSources, visible: Bool, gameID: Int, guardText: (String) -> GuardedText,
                          withheldFrom: (period: Int, label: String, regulation: Int)? = nil) -> RecapView {
        let candidates = visible ? [sources.recapPost, sources.recapPre] : [sources.recapPre]
        for case let recap? in candidates where recap.available {
            guard let summary = recap.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty else { continue }
            guard let withheldFrom else { return .text(guardText(summary), level: recap.reveal.rawValue, withheld: nil) }
            // Paced like the timeline: everything from the withheld period on is cut, and the
            // line saying so reads the same whether or not overtime followed.
            let kept = Self.sentences(of: summary, before: withheldFrom.period, regulation: withheldFrom.regulation)
            // The pre text is guarded too: the server's own pass removes only score patterns and a
            // dozen outcome words (docs/backend.md#the-old-recap-sanitizer).
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
    static func periodEndScores(_ plays: [PlayEntry], before period: Int) -> Set<ScorePair> {
        var lines: [(away: Int, home: Int)] = []
        let ends = ScoringReading.periodEndScores(plays)
        for current in 1..<max(period, 1) {
            guard let end = ends[current] else { break }
            lines.append((end.away, end.home))
        }
        return ScorePair.periodScores(lines)
    }

    /// Where a game's recap stops: a hidden finished game's last regulation period (as the
    /// timeline), a live game's period after the last play shown under the live delay (and,
    /// while `hidden`, the period in progress); nil when nothing is withheld (a visible live
    /// game without delay, no outcome yet).
    func recapWithheldPeriod(_ facts: GameFacts, plays: [PlayEntry], hidden: Bool,
                             livePeriod: Int? = nil) -> (period: Int, label: String, regulation: Int)? {
        let league = facts.league
        let regulation = league.regulationPeriods
        switch facts.state {
        case .final, .unknown:
            guard hidden else { return nil }
            // Named without the period's own rows, as the timeline names it.
            let shown = TimelineScores.serverLabels(plays.filter { max($0.quarter ?? 1, 1) < regulation })
            return (regulation, PeriodLabels.label(regulation, league: league, shown: shown), regulation)
        case .live:
            // Prose is not precise to the play: from the period of the first play held back,
            // and, while the score is hidden, from the period in progress.
            let delayed = rules.liveDelay.shownPlays(plays, state: facts.state, start: facts.gameDate)
            let firstHeld = plays.suffix(delayed.heldBack).compactMap(\.quarter).min()
            // The period in progress, capped at the last regulation period as the timeline's:
            // overtime reads like the last regulation period.
            let inProgress = hidden ? Pacing.livePeriod(inProgress: periodInProgress(serverPeriod: livePeriod, shown: delayed.plays),
                                                        regulation: regulation) : nil
            guard let cut = [firstHeld, inProgress].compactMap({ $0 }).min() else { return nil }
            let period = max(cut, 1)
            // Hidden, the withheld period is named without its own rows.
            let shown = TimelineScores.serverLabels(plays.filter { max($0.quarter ?? 1, 1) < period || !hidden && max($0.quarter ?? 1, 1) == period })
            return (period, shown[period] ?? PeriodLabels.label(period, league: league, shown: shown), regulation)
        case .upcoming, .canceled:
            return nil
        }
    }

    static func gate(_ visibility: Visibility, facts: GameFacts, localTime: LocalTime, now: Date? = nil) -> GateView {
        let id = facts.id
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
            return .hidden(facts)
        case .noOutcome:
            switch facts.state {
            case .canceled:
                return GateView(status: .noOutcomeYet, message: "No outcome: the game is \((facts.status ?? "canceled").lowercased())", command: nil)
            default:
                if GameState.isLongPast(facts.gameDate, now: now) {
                    return GateView(status: .noOutcomeYet, message: "No result: the game was to start "
                                    + "\(localTime.dayAndTime(facts.gameDate)) and the backend has none", command: nil)
                }
                return GateView(status: .noOutcomeYet,
                                message: "No outcome to reveal yet — the game starts \(localTime.dayAndTime(facts.gameDate))", command: nil)
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
