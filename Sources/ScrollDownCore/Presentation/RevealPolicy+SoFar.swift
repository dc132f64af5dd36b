import Foundation

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
        let model = prepareTimeline(sight, flow: flow, position: nil, options: options, shield: shield)
        guard model.pacing.gate == .hiddenFinal else { return nil }
        let covered = Self.soFarSteps(model)
        guard let last = covered.last else { return nil }
        let lines = model.mode == .flow ? flowLines(model, steps: covered) : playLines(model, steps: covered)
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
            guard let raw = model.blocks[index]?.narrative, !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                return nil
            }
            let step = model.pacing.steps[index]
            let periods = step.startPeriod == step.endPeriod
                ? model.label(step.startPeriod) : "\(model.label(step.startPeriod))–\(model.label(step.endPeriod))"
            let narrative = model.narrative(raw, in: step)
            return GuardedText(text: "\(periods): \(narrative.text)", redactions: narrative.redactions)
        }
    }

    /// Lead changes and ties, each side's largest lead and the leading scorers of the covered
    /// periods. The numbers are ours; only player names come from the server, and they pass
    /// the guard. Entries are joined with ` · `, never `, `, so no two numbers read as a score.
    private func playLines(_ model: TimelineModel, steps: [Int]) -> [GuardedText] {
        let plays = steps.flatMap { model.periodPlays[safe: $0] }
        var tally = SoFarTally()
        for (play, rise) in zip(plays, ScoringReading.rises(plays)) { tally.add(play, rise: rise) }
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
                let name = model.text(leader.name, as: .playDescription)
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

/// Running counts over plays in order: who led, how often it changed hands, the largest
/// margins and who scored. A play counts only when both running scores are known, and scores
/// only by `ScoringReading`'s rule (a correction row that drops the score and restores it
/// scores nothing).
struct SoFarTally {
    struct Lead: Equatable {
        var margin: Int
        var period: Int
    }

    struct Leader: Equatable {
        var name: String
        var team: String?
        var points: Int
    }

    /// +1 home ahead, −1 away ahead, 0 level; the last side that led, for lead changes.
    private var lastLeader = 0
    private var level = true
    private(set) var leadChanges = 0
    private(set) var ties = 0
    private(set) var largestHome: Lead?
    private(set) var largestAway: Lead?
    /// Whether any play carried both running scores.
    private(set) var sawScores = false
    /// The highest running score read so far: margins are taken from it, so a row that
    /// rises on one side while carrying an older score on the other does not invent a lead.
    private var high = (home: 0, away: 0)
    private var points: [String: Leader] = [:]
    private var order: [String] = []

    mutating func add(_ play: PlayEntry, rise: ScoringReading.Rise?) {
        guard let home = play.homeScore, let away = play.awayScore else { return }
        sawScores = true
        high = (max(high.home, home), max(high.away, away))
        guard let rise else { return }
        let gainedHome = rise.home, gainedAway = rise.away
        guard gainedHome > 0 || gainedAway > 0 else { return }
        let period = max(play.quarter ?? 1, 1)
        let margin = high.home - high.away
        let leader = margin.signum()
        if leader == 0 {
            if !level { ties += 1 }
        } else {
            if lastLeader != 0 && leader != lastLeader { leadChanges += 1 }
            lastLeader = leader
        }
        level = leader == 0
        if margin > 0, margin > (largestHome?.margin ?? 0) { largestHome = Lead(margin: margin, period: period) }
        if margin < 0, -margin > (largestAway?.margin ?? 0) { largestAway = Lead(margin: -margin, period: period) }
        // One side scored: credit the player named on the play.
        guard (gainedHome > 0) != (gainedAway > 0),
              let name = play.playerName?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return }
        if points[name] == nil {
            points[name] = Leader(name: name, team: play.teamAbbreviation, points: 0)
            order.append(name)
        }
        points[name]?.points += max(gainedHome, gainedAway)
    }

    /// The top scorers, most first; ties in the order they first scored.
    func leaders(limit: Int) -> [Leader] {
        let ranked = order.enumerated().compactMap { offset, name in points[name].map { (offset, $0) } }
        return ranked.sorted { $0.1.points != $1.1.points ? $0.1.points > $1.1.points : $0.0 < $1.0 }
            .prefix(limit).map(\.1)
    }
}
