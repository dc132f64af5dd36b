import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `--through PERIOD` of `games` and `timeline`: a period as typed, read per league (the one
/// parser of the option). `games` refuses a period from the end of regulation on: the end of
/// regulation tells the final, or that overtime follows; `timeline` takes any period of the
/// game's league and paces the rest.
package struct ThroughPeriod: Sendable, Equatable {
    package let text: String

    package init(_ text: String) { self.text = text }

    /// `timeline --through`: the period `text` names in the game's league, any of them.
    package func timelinePeriod(in league: League) throws(ScrollDownError) -> Int {
        guard let period = league.period(fromLabel: text) else {
            throw .usage(.unknownPeriod(text, league: league.rawString, examples: [league.periodLabel(1), league.periodLabel(2)]))
        }
        return period
    }

    /// The period `text` names in `league`, when it names one before the last regulation
    /// period; nil when the label is not the league's (`Q3` in hockey) or is refused.
    func period(in league: League) -> Int? {
        guard let period = league.period(fromLabel: text), period < league.regulationPeriods else { return nil }
        return period
    }

    /// Refuses a period that is the last regulation period or later in one of `leagues` (the
    /// leagues asked for, else those of the window's games), and a label no league has.
    func check(leagues: [String]) throws(ScrollDownError) {
        let leagues = leagues.map { League(rawString: $0.uppercased()) }
        for league in leagues {
            guard let period = league.period(fromLabel: text) else { continue }
            let last = league.regulationPeriods
            if period >= last {
                throw .throughTellsOutcome(period: text, league: league.rawString, last: league.periodLabel(last))
            }
        }
        if !League.known.contains(where: { $0.period(fromLabel: text) != nil }) {
            throw .usage(.unknownPeriod(text, league: League.known.map(\.rawString).joined(separator: ", "),
                                        examples: ["Q3", "P2", "H1", "7th"]))
        }
        // A period none of the leagues listed has (`H1` over NBA and NHL games) would list the
        // feed unchanged: refused, with what each of them takes.
        if !leagues.isEmpty, !leagues.contains(where: { period(in: $0) != nil }) {
            throw .usage(.periodNotInLeagues(text, accepted: leagues.map { league in
                let last = max(league.regulationPeriods - 1, 1)
                return "\(league.rawString) \(league.periodLabel(1))–\(league.periodLabel(last))"
            }))
        }
    }
}

extension PeriodState {
    /// The state of `detail`'s game at the end of period `period`, computed from its plays cut
    /// there first: no header score, no snapshot, no play after that period reaches it, so
    /// nothing after the period can be consulted. nil when the game has not completed the period (not
    /// started, or live and still in it) or has no running scores up to its end.
    static func of(_ detail: GameDetail, through period: Int, league: League, liveDelay: LiveDelay,
                   now: Date) -> PeriodState? {
        let state = detail.state
        guard state == .final || state == .live else { return nil }
        let shown = liveDelay.shownPlays(of: detail, now: now).plays
        if state == .live {
            // A live game has completed the period once a play of a later one is shown.
            guard shown.contains(where: { ScoringReading.period($0) > period }) else { return nil }
        }
        // Only the plays up to the period's end reach the computation.
        let cut = shown.filter { ScoringReading.period($0) <= period }
        return compute(cut, period: period, label: league.periodLabel(period))
    }

    /// The state from `plays`, every one of which is in `period` or before, read by
    /// `ScoringRun` (reading order, each side's highest score, lead changes on scoring plays);
    /// the end score is the period's end row when it has one.
    static func compute(_ plays: [PlayEntry], period: Int, label: String) -> PeriodState? {
        let run = ScoringRun(plays)
        guard run.sawScores else { return nil }
        let end = ScoringReading.periodEndScores(plays)[period] ?? run.high
        return PeriodState(period: label, away: end.away, home: end.home, leadChanges: run.leadChanges,
                           largestLead: Sides(away: run.largestAway?.margin ?? 0, home: run.largestHome?.margin ?? 0))
    }
}
