import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// One feed row; the score exists in the row only when the outcome is visible. A hidden
    /// game's row is built from its facts alone. `followed` when one of its teams is
    /// (`followedTeams`).
    func feedRow(_ game: GameSummary, marks: ReaderMarks) -> FeedRow {
        let facts = GameFacts(game)
        let (home, away) = facts.teams
        let visibility = visibility(gameID: facts.id, league: facts.leagueCode, home: home, away: away, state: facts.state)
        guard visibility != .hidden else {
            let position = facts.state == .live && !rules.liveDelay.isActive
                ? Self.hiddenLivePosition(league: facts.league,
                                          periods: [game.currentPeriod, game.liveSnapshot?.currentPeriod],
                                          labels: [game.currentPeriodLabel, game.liveSnapshot?.periodLabel],
                                          clock: game.liveSnapshot?.gameClock ?? game.gameClock)
                : nil
            return FeedRow(hidden: facts, position: position, marks: marks, followed: followed(facts), now: rules.liveDelay.now)
        }
        var outcome = Self.outcome(visibility, score: game.scorePair, state: facts.state, league: facts.league,
                                   period: game.currentPeriod ?? game.liveSnapshot?.currentPeriod,
                                   periodLabel: game.currentPeriodLabel ?? game.liveSnapshot?.periodLabel)
        // Under a live delay the list's period, clock and score are the server's newest: the
        // row says "live" and holds the score back (`game ID` works it out from the plays).
        let delayed = facts.state == .live && rules.liveDelay.isActive
        if delayed, case .visible(_, let reason) = outcome { outcome = .delayed(reason) }
        let liveLabel = delayed ? nil : game.liveSnapshot?.timeLabel ?? Self.join(game.currentPeriodLabel, game.gameClock)
        return feedRow(facts, outcome: outcome, liveLabel: liveLabel, marks: marks)
    }

    /// Where a hidden live game is, as the feed may say it: its period and clock ("Q3 4:32")
    /// before the league's last regulation period; from that period on only "Q4 or later",
    /// which reads the same in overtime (a period or clock there would tell a tie after
    /// regulation). The period is the latest that any of the server's numbers and labels
    /// names, and its label the league's own; nil when none names one. Takes the position
    /// alone, never a score.
    static func hiddenLivePosition(league: League, periods: [Int?], labels: [String?], clock: String?) -> String? {
        let named = periods.compactMap { $0 } + labels.compactMap { $0.flatMap(league.period(fromLabel:)) }
        guard let period = named.max(), period >= 1 else { return nil }
        let last = league.regulationPeriods
        if period >= last { return "\(league.periodLabel(last)) or later" }
        return join(league.periodLabel(period), clock.map { TerminalSanitizer.clean($0) })
    }

    /// A row of a game the reader may see (or that has no outcome yet).
    private func feedRow(_ facts: GameFacts, outcome: OutcomeView, liveLabel: String?, marks: ReaderMarks) -> FeedRow {
        FeedRow(facts, outcome: outcome, liveLabel: liveLabel, marks: marks, followed: followed(facts), now: rules.liveDelay.now)
    }

    /// Whether one of a game's teams is followed (`followedTeams`).
    func followed(_ facts: GameFacts) -> Bool {
        let (home, away) = facts.teams
        return rules.followed.contains(league: facts.leagueCode, home: home, away: away)
    }

    /// Builds the outcome value. A finished game's overtime note is derived here, and only
    /// for a visible outcome: it is part of the outcome
    /// (docs/backend.md#outcome-games-list-and-header).
    static func outcome(_ visibility: Visibility, score: (home: Int, away: Int)?, state: GameState, league: League,
                        period: Int?, periodLabel: String?) -> OutcomeView {
        switch visibility {
        case .noOutcome: return .none
        case .hidden: return .hidden
        case .visible(let reason):
            guard let (home, away) = score else { return .visible(nil, reason) }
            var note: String?
            if state == .final, case .unknown = league {
                // Regulation length unknown: only an explicit overtime label says it went long.
                if League.isExtraPeriodLabel(periodLabel) { note = periodLabel.map { TerminalSanitizer.clean($0) } }
            } else if state == .final, let period, period > league.regulationPeriods {
                note = periodLabel.map { TerminalSanitizer.clean($0) } ?? league.periodLabel(period)
            }
            return .visible(ScoreLine(away: away, home: home, periodNote: note), reason)
        }
    }

    static func join(_ parts: String?...) -> String? {
        let words = parts.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
