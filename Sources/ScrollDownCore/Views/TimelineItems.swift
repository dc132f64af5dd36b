import Foundation
import ScrollDownWithheld

extension TimelineModel {
    /// Plays per page marker.
    package static let playsPerPage = 20

    /// Flow blocks of the given steps, each followed by its period separator when one ends.
    /// A period no block covers shows as its header with a line saying so.
    package func blockItems(steps: Range<Int>) -> [TimelineItem] {
        let model = self
        var items: [TimelineItem] = []
        let pacing = model.pacing
        for index in steps {
            let step = pacing.steps[index]
            guard let block = model.blocks[index] else {
                items.append(.period(PeriodMarker(period: step.startPeriod, label: model.label(step.startPeriod),
                                                  note: emptyPeriodNote)))
                if let period = pacing.periodEnding(after: index) {
                    items.append(.separator(separator(period: period)))
                }
                continue
            }
            let stretchOnly = pacing.showsStretchOnly(step: index)
            let periods = step.startPeriod == step.endPeriod
                ? model.label(step.startPeriod) : "\(model.label(step.startPeriod))–\(model.label(step.endPeriod))"
            items.append(.block(BlockEntry(
                blockIndex: block.blockIndex, periodStart: step.startPeriod, periodEnd: step.endPeriod, periods: periods,
                startClock: block.startClock, endClock: block.endClock, narrative: block.narrative, miniBox: block.miniBox,
                withheld: stretchOnly, scoreBefore: block.scoreBefore, scoreAfter: block.scoreAfter,
                storyHeldUntil: model.heldSteps.contains(index) ? ReadingPosition.naming(model.label(pacing.lastWithheldPeriod)) : nil)))
            if let period = pacing.periodEnding(after: index) {
                // A block cut back to regulation carries the score after its overtime part.
                items.append(.separator(separator(period: period)))
            }
        }
        return items
    }

    /// What a period without rows says under its header: the feed lists nothing for it.
    /// Goals-only hockey feeds list every goal, so there it means no goal was scored.
    package var emptyPeriodNote: String {
        switch mode {
        case .flow: return "no story for this period"
        case .pbp: return league == .nhl ? "no goals listed" : "no plays listed"
        }
    }

    /// Plays of the given steps grouped by period: scoring plays emphasised, notable ones
    /// indented, routine ones folded unless `allPlays`; a page marker every 20 plays.
    /// `page` keeps one page only; `skipThrough` drops plays up to that `playIndex`.
    package func playItems(steps: Range<Int>, skipThrough: Int?, page: Int?, pageMarkers: Bool, allPlays: Bool) -> [TimelineItem] {
        let model = self
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
                    items.append(.separator(separator(period: period)))
                }
                let period = model.pacing.steps[entry.step].startPeriod
                items.append(.period(PeriodMarker(period: period, label: model.label(period),
                                                  note: entry.offset == nil ? emptyPeriodNote : nil)))
                currentStep = entry.step
            }
            if let offset = entry.offset {
                let line = playLine(model.periodPlays[entry.step][offset])
                if line.tier == ShownPlay.routineTier && !allPlays {
                    routine.append(line.playIndex)
                } else {
                    flush()
                    items.append(.play(line))
                }
            }
            if entry.isLastOfStep, let period = model.pacing.periodEnding(after: entry.step) {
                flush()
                items.append(.separator(separator(period: period)))
            }
        }
        flush()
        return items
    }

    package func playLine(_ play: ShownPlay) -> PlayLine {
        PlayLine(playIndex: play.playIndex, period: play.period, periodLabel: label(play.period), clock: play.clock,
                 tier: play.tier, team: play.team, description: guardText(play.text, .playDescription),
                 score: play.tier == ShownPlay.scoringTier ? playScores[play.playIndex] : nil)
    }

    /// A period's closing separator: its score when pacing shows it (and the reveal layer gave
    /// one), a withheld mark when pacing withholds it.
    package func separator(period: Int) -> PeriodSeparator {
        let label = "End of \(self.label(period))"
        switch pacing.separatorScore(period: period) {
        case .show: return PeriodSeparator(period: period, label: label, score: separatorScores[period], scoreWithheld: false)
        case .withhold: return PeriodSeparator(period: period, label: label, score: nil, scoreWithheld: true)
        case .none: return PeriodSeparator(period: period, label: label, score: nil, scoreWithheld: false)
        }
    }
}
