import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// Plays per page marker.
    static let playsPerPage = 20

    /// Flow blocks of the given steps, each followed by its period separator when one ends.
    /// A period no block covers shows as its header with a line saying so.
    func blockItems(_ model: TimelineModel, steps: Range<Int>) -> [TimelineItem] {
        var items: [TimelineItem] = []
        let pacing = model.pacing
        for index in steps {
            let step = pacing.steps[index]
            guard let block = model.blocks[index] else {
                items.append(.period(PeriodMarker(period: step.startPeriod, label: model.label(step.startPeriod),
                                                  note: Self.emptyPeriodNote(model))))
                if let period = pacing.periodEnding(after: index) {
                    items.append(.separator(separator(model, period: period, block: nil)))
                }
                continue
            }
            let stretchOnly = pacing.showsStretchOnly(step: index)
            let periods = step.startPeriod == step.endPeriod
                ? model.label(step.startPeriod) : "\(model.label(step.startPeriod))–\(model.label(step.endPeriod))"
            var narrative: GuardedText?
            if let raw = block.narrative, !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                narrative = model.narrative(raw, in: step, allowing: TimelineModel.scores(of: block, closingShown: !stretchOnly))
            }
            let before = model.visible ? block.awayHomeBefore.map { ScoreLine(away: $0.away, home: $0.home, periodNote: nil) } : nil
            let after = model.visible ? block.awayHomeAfter.map { ScoreLine(away: $0.away, home: $0.home, periodNote: nil) } : nil
            items.append(.block(BlockEntry(
                blockIndex: block.blockIndex, periodStart: step.startPeriod, periodEnd: step.endPeriod, periods: periods,
                startClock: block.startClock.map { TerminalSanitizer.clean($0) },
                // The last block's end clock can tell how the game ended: withheld with it.
                endClock: stretchOnly ? nil : block.endClock.map { TerminalSanitizer.clean($0) },
                narrative: narrative, miniBox: miniBoxView(block.miniBox, model: model, stretchOnly: stretchOnly),
                withheld: stretchOnly, scoreBefore: before, scoreAfter: after,
                storyHeldUntil: model.heldSteps.contains(index) ? ReadingPosition.naming(model.label(pacing.lastWithheldPeriod)) : nil)))
            if let period = pacing.periodEnding(after: index) {
                // A block cut back to regulation carries the score after its overtime part.
                items.append(.separator(separator(model, period: period, block: pacing.straddling.contains(index) ? nil : block)))
            }
        }
        return items
    }

    /// What a period without rows says under its header: the feed lists nothing for it.
    /// Goals-only hockey feeds list every goal, so there it means no goal was scored.
    static func emptyPeriodNote(_ model: TimelineModel) -> String {
        switch model.mode {
        case .flow: return "no story for this period"
        case .pbp: return model.league == .nhl ? "no goals listed" : "no plays listed"
        }
    }

    /// Plays of the given steps grouped by period: scoring plays emphasised, notable ones
    /// indented, routine ones folded unless `allPlays`; a page marker every 20 plays.
    /// `page` keeps one page only; `skipThrough` drops plays up to that `playIndex`.
    func playItems(_ model: TimelineModel, steps: Range<Int>, skipThrough: Int?, page: Int?,
                   pageMarkers: Bool, allPlays: Bool) -> [TimelineItem] {
        // Positions, not copies of the plays (hundreds a game). A period without rows is one
        // entry with no play (offset nil).
        var numbered: [(step: Int, offset: Int?, isFirstOfStep: Bool, isLastOfStep: Bool)] = []
        for index in steps {
            let group = model.periodPlays[index]
            if group.isEmpty {
                numbered.append((index, nil, true, true))
                continue
            }
            for offset in group.indices where skipThrough.map({ group[offset].playIndex > $0 }) ?? true {
                numbered.append((index, offset, offset == 0, offset == group.count - 1))
            }
        }
        // Skipping plays already printed (`--follow`), an empty period is new only when plays
        // after it are.
        if skipThrough != nil {
            let lastWithPlay = numbered.last { $0.offset != nil }?.step ?? -1
            numbered.removeAll { $0.offset == nil && $0.step > lastWithPlay }
        }
        let shownLast = Set(numbered.filter(\.isLastOfStep).map(\.step))
        var items: [TimelineItem] = []
        /// The `playIndex`es of the routine plays folded so far.
        var routine: [Int] = []
        var currentStep: Int?
        func flush() {
            guard let first = routine.first, let last = routine.last else { return }
            items.append(.collapsed(CollapsedPlays(count: routine.count, firstPlayIndex: first, lastPlayIndex: last)))
            routine.removeAll()
        }
        var ordinal = 0
        for entry in numbered {
            // An empty period sits on the page of the play before it.
            let pageNumber = (entry.offset == nil ? max(ordinal - 1, 0) : ordinal) / Self.playsPerPage + 1
            if entry.offset != nil { ordinal += 1 }
            if let page, page != pageNumber { continue }
            if currentStep == nil, page != nil { items.append(.page(pageNumber)) }
            if currentStep != nil, entry.offset != nil, pageMarkers, page == nil, (ordinal - 1) % Self.playsPerPage == 0 {
                flush()
                items.append(.page(pageNumber))
            }
            if currentStep != entry.step {
                flush()
                // `--follow`: the previous period's last play went out in an earlier batch,
                // before the period had ended; its separator comes now, once, as this period starts.
                let previous = entry.step - 1
                if entry.isFirstOfStep, page == nil, steps.contains(previous), !shownLast.contains(previous),
                    let period = model.pacing.periodEnding(after: previous) {
                    items.append(.separator(separator(model, period: period, block: nil)))
                }
                let period = model.pacing.steps[entry.step].startPeriod
                items.append(.period(PeriodMarker(period: period, label: model.label(period),
                                                  note: entry.offset == nil ? Self.emptyPeriodNote(model) : nil)))
                currentStep = entry.step
            }
            if let offset = entry.offset {
                let line = playLine(model.periodPlays[entry.step][offset], model: model)
                if line.tier == PlayTier.routine.rawValue && !allPlays {
                    routine.append(line.playIndex)
                } else {
                    flush()
                    items.append(.play(line))
                }
            }
            if entry.isLastOfStep, let period = model.pacing.periodEnding(after: entry.step) {
                flush()
                items.append(.separator(separator(model, period: period, block: nil)))
            }
        }
        flush()
        return items
    }

    func playLine(_ play: PlayEntry, model: TimelineModel) -> PlayLine {
        let period = max(play.quarter ?? 1, 1)
        var score: ScoreLine?
        if model.visible, play.tier == .scoring, let home = play.homeScore, let away = play.awayScore {
            score = ScoreLine(away: away, home: home, periodNote: nil)
        }
        let team = play.teamAbbreviation.map { TerminalSanitizer.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
        return PlayLine(
            playIndex: play.playIndex, period: period, periodLabel: model.label(period),
            clock: play.gameClock.map { TerminalSanitizer.clean($0) }.flatMap { $0.isEmpty ? nil : $0 },
            tier: play.tier?.rawValue, team: team,
            description: model.text(play.description ?? play.playType ?? "", as: .playDescription), score: score)
    }

    func separator(_ model: TimelineModel, period: Int, block: FlowBlock?) -> PeriodSeparator {
        let label = "End of \(model.label(period))"
        switch model.pacing.separatorScore(period: period) {
        case .show: return PeriodSeparator(period: period, label: label, score: model.closingScore(period: period, block: block), scoreWithheld: false)
        case .withhold: return PeriodSeparator(period: period, label: label, score: nil, scoreWithheld: true)
        case .none: return PeriodSeparator(period: period, label: label, score: nil, scoreWithheld: false)
        }
    }

    /// Stat keys in display order with their short names, per sport.
    static let miniBoxStats: [(key: String, name: String)] = [
        ("pts", "pts"), ("reb", "reb"), ("ast", "ast"), ("3pm", "3pm"),
        ("goals", "g"), ("assists", "a"), ("sog", "sog"), ("plusMinus", "+/-"),
        ("runs", "r"), ("hits", "h"), ("rbi", "rbi"), ("hr", "hr"),
    ]
    static let miniBoxDeltas: [(key: String, name: String)] = [
        ("deltaPts", "pts"), ("deltaGoals", "g"), ("deltaAssists", "a"), ("deltaRuns", "r"), ("deltaHits", "h"), ("deltaRbi", "rbi"),
    ]

    /// The mini box with the away side first; stars are matched by the short names the
    /// server sends ("Tatum" marks "J. Tatum").
    /// `stretchOnly`: the players' points in this block only (their deltas), not the running
    /// totals, which after the game's last block are the final box score.
    func miniBoxView(_ box: MiniBox?, model: TimelineModel, stretchOnly: Bool = false) -> MiniBoxView? {
        guard let box else { return nil }
        let (home, away) = model.facts.teams
        let stars = box.blockStars.map { TerminalSanitizer.clean($0).lowercased() }.filter { !$0.isEmpty }
        var sides: [MiniBoxSide] = []
        for (team, label) in [(box.away, away), (box.home, home)] {
            guard let team, !team.players.isEmpty else { continue }
            // The stretch alone: who added to it, most first (the server's order ranks totals).
            let listed = stretchOnly ? Self.byStretch(team.players) : team.players
            let players = listed.map { player -> MiniBoxLine in
                let name = TerminalSanitizer.clean(player.name)
                // A total that went down was corrected by the server: said, never silent.
                let deltas = Self.miniBoxDeltas.compactMap { stat in
                    player[stat.key].flatMap { $0 > 0 ? "+\($0) \(stat.name)" : $0 < 0 ? "\u{2212}\(-$0) \(stat.name) corrected" : nil }
                }
                var parts = stretchOnly ? [] : Self.miniBoxStats.compactMap { stat in player[stat.key].map { "\($0) \(stat.name)" } }
                if !deltas.isEmpty { parts.append(stretchOnly ? deltas.joined(separator: " ") : "(" + deltas.joined(separator: " ") + ")") }
                let lower = name.lowercased()
                let star = stars.contains { lower == $0 || lower.hasSuffix(" " + $0) || lower.hasSuffix("." + $0) }
                return MiniBoxLine(name: name, stats: parts.joined(separator: " "), star: star)
            }
            guard !players.isEmpty else { continue }
            sides.append(MiniBoxSide(team: label.abbreviation, players: players))
        }
        return sides.isEmpty ? nil : MiniBoxView(sides: sides)
    }

    /// Players who added to a block's stats, by what they added (the first delta stat a
    /// player has: points, goals or runs), ties in the server's order.
    static func byStretch(_ players: [MiniBoxPlayer]) -> [MiniBoxPlayer] {
        let added = players.enumerated().compactMap { offset, player -> (offset: Int, player: MiniBoxPlayer, lead: Int)? in
            let deltas = miniBoxDeltas.compactMap { player[$0.key] }
            guard deltas.contains(where: { $0 > 0 }) else { return nil }
            return (offset, player, deltas.first ?? 0)
        }
        return added.sorted { $0.lead != $1.lead ? $0.lead > $1.lead : $0.offset < $1.offset }.map(\.player)
    }
}
