import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// A neutral "so far" for a hidden finished game whose backend has no pre-reveal recap:
    /// built from what `timeline` already shows, through the same pacing (`prepareTimeline`,
    /// `Pacing.selection`), so it follows the pacing rules wherever they go. On top of them it
    /// never covers the last regulation period or anything after it (their plays would add up
    /// to the final score), and in play-by-play only periods whose closing score the timeline
    /// shows. With the older backend's flow: the narratives of those blocks, guarded. Without:
    /// lead changes, ties, largest leads and leading scorers, from the plays.
    ///
    /// nil when there is nothing to say without the outcome: a game not finished (a live
    /// game's running state is hidden too), or no period that may be covered.
    func soFarView(_ sight: GameSight, preSource: RecapSource?, shield: LeakGuard? = nil) -> SoFarView? {
        var flow: GameFlow?
        if case .flow(let value)? = preSource { flow = value }
        // Live delay and "now" play no part: only hidden finished games get a "so far".
        let options = TimelineOptions(playByPlay: flow == nil, now: sight.facts.gameDate)
        let (model, shownPlays) = preparedTimeline(sight, flow: flow, position: nil, options: options, shield: shield)
        let covered = model.soFarSteps()
        return model.soFarView(covered: covered, tally: model.mode == .pbp ? Self.tally(model, steps: covered, plays: shownPlays) : nil)
    }

    /// The counts a play-by-play "so far" shows, from the plays of the covered periods (a
    /// step's id is its period); nil when they carry no running scores (nothing to count: a
    /// scoreless stretch still reads like any other, the timeline shows its 0–0 anyway).
    static func tally(_ model: TimelineModel, steps: [Int], plays shown: [PlayEntry]) -> SoFarTally? {
        let periods = Set(steps.map { model.pacing.steps[$0].id })
        let run = ScoringRun(shown.filter { periods.contains(max($0.quarter ?? 1, 1)) })
        guard run.sawScores else { return nil }
        return SoFarTally(leadChanges: run.leadChanges, ties: run.ties,
                          largestAway: run.largestAway.map { SoFarTally.Lead(margin: $0.margin, period: $0.period) },
                          largestHome: run.largestHome.map { SoFarTally.Lead(margin: $0.margin, period: $0.period) },
                          leaders: run.leaders(limit: 3).map { SoFarTally.Leader(name: $0.name, team: $0.team, points: $0.points) })
    }
}
