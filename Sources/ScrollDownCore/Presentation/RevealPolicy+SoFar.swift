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
        guard model.pacing.gate == .hiddenFinal else { return nil }
        let covered = Self.soFarSteps(model)
        guard let last = covered.last else { return nil }
        let lines = model.mode == .flow ? flowLines(model, steps: covered) : playLines(model, steps: covered, plays: shownPlays)
        guard !lines.isEmpty else { return nil }
        let id = model.facts.id
        return SoFarView(through: model.label(model.pacing.steps[last].endPeriod), lines: lines,
                         command: "scrolldown read \(id)", withheld: "\(model.label(model.pacing.lastWithheldPeriod)) onward")
    }

    /// The steps a "so far" covers: the leading run of what `timeline` shows that ends before
    /// the last regulation period; in play-by-play, each a period whose closing score the
    /// timeline shows.
    static func soFarSteps(_ model: TimelineModel) -> [Int] {
        let pacing = model.pacing
        var covered: [Int] = []
        for index in pacing.selection(throughPeriod: nil).steps {
            let step = pacing.steps[index]
            guard step.endPeriod < pacing.regulationPeriods else { break }
            if model.mode == .pbp {
                guard pacing.periodEnding(after: index) == step.endPeriod,
                      pacing.separatorScore(period: step.endPeriod) == .show else { break }
            }
            covered.append(index)
        }
        return covered
    }

    /// The narratives of the covered blocks, each after its periods, guarded.
    private func flowLines(_ model: TimelineModel, steps: [Int]) -> [GuardedText] {
        steps.compactMap { index in
            guard let narrative = model.blocks[index]?.narrative else { return nil }
            let step = model.pacing.steps[index]
            let periods = step.startPeriod == step.endPeriod
                ? model.label(step.startPeriod) : "\(model.label(step.startPeriod))–\(model.label(step.endPeriod))"
            return GuardedText(text: "\(periods): \(narrative.text)", redactions: narrative.redactions)
        }
    }

    /// Lead changes and ties, each side's largest lead and the leading scorers of the covered
    /// periods. The numbers are ours; only player names come from the server, and they pass
    /// the guard. Entries are joined with ` · `, never `, `, so no two numbers read as a score.
    private func playLines(_ model: TimelineModel, steps: [Int], plays shown: [PlayEntry]) -> [GuardedText] {
        // Play-by-play steps are periods (a step's id is its period).
        let periods = Set(steps.map { model.pacing.steps[$0].id })
        let plays = shown.filter { periods.contains(max($0.quarter ?? 1, 1)) }
        let tally = ScoringRun(plays)
        // Without running scores there is nothing to count; a scoreless stretch still reads
        // like any other (the timeline shows its 0–0 anyway).
        guard tally.sawScores else { return [] }
        let (home, away) = model.facts.teams
        var lines = [GuardedText(text: "Lead changes: \(tally.leadChanges) · Times tied: \(tally.ties)", redactions: 0)]
        let leads = [(away, tally.largestAway), (home, tally.largestHome)].map { team, lead in
            lead.map { "\(team.abbreviation) \($0.margin) (\(model.label($0.period)))" } ?? "\(team.abbreviation) never led"
        }
        lines.append(GuardedText(text: "Largest lead: " + leads.joined(separator: " · "), redactions: 0))
        let leaders = tally.leaders(limit: 3)
        if !leaders.isEmpty {
            var redactions = 0
            let entries = leaders.map { leader -> String in
                let name = model.guardText(leader.name, .playDescription)
                redactions += name.redactions
                let team = leader.team.map { " (\(TerminalSanitizer.clean($0)))" } ?? ""
                return "\(name.text)\(team) \(leader.points)"
            }
            lines.append(GuardedText(text: "\(Self.scoringNoun(model.league)): " + entries.joined(separator: " · "),
                                     redactions: redactions))
        }
        return lines
    }

    /// What a league's scoring plays add up to, per player.
    static func scoringNoun(_ league: League) -> String {
        switch league {
        case .nhl: return "Goals"
        case .mlb: return "Runs driven in"
        default: return "Points"
        }
    }
}
