import Foundation
import ScrollDownWithheld

extension TimelineModel {
    /// The steps a "so far" covers: the leading run of what `timeline` shows that ends before
    /// the last regulation period; in play-by-play, each a period whose closing score the
    /// timeline shows.
    package func soFarSteps() -> [Int] {
        var covered: [Int] = []
        for index in pacing.selection(throughPeriod: nil).steps {
            let step = pacing.steps[index]
            guard step.endPeriod < pacing.regulationPeriods else { break }
            if mode == .pbp {
                guard pacing.periodEnding(after: index) == step.endPeriod,
                      pacing.separatorScore(period: step.endPeriod) == .show else { break }
            }
            covered.append(index)
        }
        return covered
    }

    /// A neutral "so far" of a hidden finished game over the `covered` steps (`soFarSteps`):
    /// with a flow, the narratives of those blocks; in play-by-play, the reveal layer's
    /// `tally` of their plays (nil: the plays carry no running scores). nil when there is
    /// nothing to say: a game not finished, no step covered, no line.
    package func soFarView(covered: [Int], tally: SoFarTally?) -> SoFarView? {
        guard pacing.gate == .hiddenFinal, let last = covered.last else { return nil }
        let lines = mode == .flow ? flowLines(covered) : tally.map(tallyLines) ?? []
        guard !lines.isEmpty else { return nil }
        return SoFarView(through: label(pacing.steps[last].endPeriod), lines: lines,
                         command: "scrolldown read \(facts.id)", withheld: "\(label(pacing.lastWithheldPeriod)) onward")
    }

    /// The narratives of the covered blocks, each after its periods, guarded.
    private func flowLines(_ steps: [Int]) -> [GuardedText] {
        steps.compactMap { index in
            guard let narrative = blocks[index]?.narrative else { return nil }
            let step = pacing.steps[index]
            let periods = step.startPeriod == step.endPeriod
                ? label(step.startPeriod) : "\(label(step.startPeriod))–\(label(step.endPeriod))"
            return GuardedText(text: "\(periods): \(narrative.text)", redactions: narrative.redactions)
        }
    }

    /// Lead changes and ties, each side's largest lead and the leading scorers. The numbers are
    /// the client's; only player names come from the server, and they pass the guard. Entries
    /// are joined with ` · `, never `, `, so no two numbers read as a score.
    private func tallyLines(_ tally: SoFarTally) -> [GuardedText] {
        let (home, away) = facts.teams
        var lines = [GuardedText(text: "Lead changes: \(tally.leadChanges) · Times tied: \(tally.ties)", redactions: 0)]
        let leads = [(away, tally.largestAway), (home, tally.largestHome)].map { team, lead in
            lead.map { "\(team.abbreviation) \($0.margin) (\(label($0.period)))" } ?? "\(team.abbreviation) never led"
        }
        lines.append(GuardedText(text: "Largest lead: " + leads.joined(separator: " · "), redactions: 0))
        if !tally.leaders.isEmpty {
            var redactions = 0
            let entries = tally.leaders.map { leader -> String in
                let name = guardText(leader.name, .playDescription)
                redactions += name.redactions
                let team = leader.team.map { " (\(TerminalSanitizer.clean($0)))" } ?? ""
                return "\(name.text)\(team) \(leader.points)"
            }
            lines.append(GuardedText(text: "\(Self.scoringNoun(league)): " + entries.joined(separator: " · "), redactions: redactions))
        }
        return lines
    }

    /// What a league's scoring plays add up to, per player.
    package static func scoringNoun(_ league: League) -> String {
        switch league {
        case .nhl: return "Goals"
        case .mlb: return "Runs driven in"
        default: return "Points"
        }
    }
}
