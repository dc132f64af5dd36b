import Foundation

/// What one `read` call produced: the view and the position to save (nil: keep the old one).
public struct ReadStep: Sendable, Equatable {
    /// The step as shown.
    public let view: TimelineView
    /// Where the reader is after this step; nil when nothing was read (end, empty game).
    public let position: ReadingPosition?
}

/// What a timeline is prepared for: how far its builder may look.
enum TimelinePurpose: Sendable {
    /// `timeline` (and the "so far"): up to the pacing limit or the reader's position.
    case timeline
    /// `read`: one step further, the step it prints next.
    case read
}

extension RevealPolicy {
    /// `scrolldown timeline ID`: flow blocks or play-by-play, as far as pacing allows.
    public func timelineView(_ sources: TimelineSources, position: ReadingPosition?, options: TimelineOptions,
                             marks: ReaderMarks) -> TimelineView {
        let model = prepareTimeline(sources, position: position, options: options)
        let pacing = model.pacing
        var items: [TimelineItem] = []
        let id = model.facts.id
        if !pacing.hasSteps {
            items.append(.notice(Self.emptyNotice(model, now: options.now)))
            return view(model, items: items, marks: marks)
        }
        let selection = pacing.selection(throughPeriod: options.throughPeriod)
        switch model.mode {
        case .flow:
            items += blockItems(model, steps: selection.steps)
        case .pbp:
            let skip = [options.afterPlayIndex].compactMap { $0 }.max()
            let paged = playItems(model, steps: selection.steps, skipThrough: skip, page: options.page,
                                  pageMarkers: options.afterPlayIndex == nil, allPlays: options.allPlays)
            items += paged
            if let page = options.page, paged.isEmpty {
                let message = pacing.gate == .hiddenFinal
                    ? "No page \(page) before the last regulation period while the outcome is hidden — read on with scrolldown read \(id)"
                    : pacing.gate == .hiddenLive
                    ? "No page \(page) before the period in progress while the score is hidden — read on with scrolldown read \(id)"
                    : "No page \(page) in this timeline"
                items.append(.notice(TimelineNotice(kind: .unavailable, message: message,
                                                    command: pacing.pacesHidden ? "scrolldown read \(id)" : nil)))
            }
        }
        // A page stops at the limit only when it is the last page before it.
        let lastPage = (selection.steps.reduce(0) { $0 + model.periodPlays[safe: $1].count } + Self.playsPerPage - 1) / Self.playsPerPage
        if selection.stoppedAtLimit && (model.mode == .flow || options.page.map { $0 == lastPage } ?? true) {
            items.append(.notice(Self.stopNotice(model)))
        }
        if model.heldBack > 0 {
            items.append(.notice(TimelineNotice(
                kind: .follow, message: "\(model.heldBack) newest play\(model.heldBack == 1 ? "" : "s") held back (liveDelaySeconds \(rules.liveDelay.seconds))",
                command: nil)))
        }
        if pacing.gate == .hiddenLive {
            items.append(.notice(TimelineNotice(kind: .outcome, message: "Game in progress, score hidden — scrolldown game \(id) --reveal to show it",
                                                command: "scrolldown game \(id) --reveal")))
        }
        return view(model, items: items, marks: marks)
    }

    /// `scrolldown read ID`: the next block (flow) or period (play-by-play) after the saved
    /// position, and the position to save after it. The step itself says where the reader is,
    /// so the marks' old resume point and end-of-game flag are not shown with it (stale).
    public func readStep(_ sources: TimelineSources, position: ReadingPosition?, options: TimelineOptions,
                         marks: ReaderMarks, savedAt: Date) -> ReadStep {
        var marks = marks
        marks.resume = nil
        marks.resumePoint = nil
        marks.position = nil
        marks.readToEnd = false
        let model = prepareTimeline(sources, position: position, options: options, purpose: .read)
        let id = model.facts.id
        guard let next = model.pacing.nextReadStep else {
            let notice: TimelineNotice
            if !model.pacing.hasSteps {
                notice = Self.emptyNotice(model, now: options.now)
            } else if model.pacing.gate == .hiddenLive || model.pacing.gate == .visible && model.facts.state == .live {
                notice = TimelineNotice(kind: .end, message: "You are up to date with the game so far — run scrolldown read \(id) again later",
                                        command: "scrolldown read \(id)")
            } else if model.pacing.gate == .hiddenFinal {
                notice = TimelineNotice(kind: .end, message: "You have read the whole game. The final is one command away: scrolldown game \(id) --reveal (or scrolldown read \(id) --restart)",
                                        command: "scrolldown game \(id) --reveal")
            } else {
                notice = TimelineNotice(kind: .end, message: "You have reached the end — scrolldown read \(id) --restart to read it again",
                                        command: "scrolldown read \(id) --restart")
            }
            // Remember that the reader was told: `timeline` then stops saying "go on".
            var finished = position
            if model.pacing.gate != .hiddenLive && model.facts.state != .live { finished?.reachedEnd = true }
            return ReadStep(view: view(model, items: [.notice(notice)], marks: marks),
                            position: finished == position ? nil : finished)
        }
        var items: [TimelineItem]
        let step = model.pacing.steps[next]
        var clock: String?
        switch model.mode {
        case .flow:
            items = blockItems(model, steps: next..<(next + 1))
            clock = model.pacing.showsStretchOnly(step: next) ? nil : model.blocks[next]?.endClock
        case .pbp:
            items = playItems(model, steps: next..<(next + 1), skipThrough: model.readWithinStep, page: nil,
                              pageMarkers: false, allPlays: options.allPlays)
            clock = model.periodPlays[next].last?.gameClock
        }
        // Stepping into the withheld period shows the story held at the step before it (a
        // block that ended right before it; one running on into it tells it in this step).
        if model.mode == .flow, next > 0, model.pacing.gate == .hiddenFinal, step.startPeriod >= model.pacing.regulationPeriods,
           model.pacing.steps[next - 1].endPeriod < model.pacing.regulationPeriods,
           model.pacing.steps[next - 1].id != step.id, model.blocks[next - 1]?.narrative != nil,
           let story = blockItems(model, steps: (next - 1)..<next).first {
            items.insert(story, at: 0)
        }
        // Stepping into overtime shows the end of regulation it was held back at.
        if let period = model.pacing.newlyShownSeparator {
            items.insert(.separator(separator(model, period: period, block: nil)), at: 0)
        }
        items.append(.notice(TimelineNotice(kind: .next, message: "Next: scrolldown read \(id)", command: "scrolldown read \(id)")))
        let saved = ReadingPosition(
            mode: model.mode, blockIndex: model.mode == .flow ? step.id : nil, playIndex: step.lastPlayIndex,
            period: step.endPeriod, periodLabel: model.label(step.endPeriod),
            clock: clock.map { TerminalSanitizer.clean($0) }, savedAt: savedAt,
            endsPeriod: model.pacing.periodEnding(after: next) != nil)
        return ReadStep(view: view(model, items: items, marks: marks), position: saved)
    }

    /// `--follow`: the game left the live state. Says so without the outcome unless visible.
    public func followEndedView(_ sources: TimelineSources, marks: ReaderMarks, now: Date) -> TimelineView {
        let model = prepareTimeline(sources, position: nil, options: TimelineOptions(playByPlay: true, now: now))
        let id = model.facts.id
        let notice = model.visible
            ? TimelineNotice(kind: .follow, message: "The game is no longer live — scrolldown game \(id) for the outcome",
                             command: "scrolldown game \(id)")
            : TimelineNotice(kind: .follow, message: "The game is no longer live. The outcome is hidden — read it through with scrolldown read \(id), or reveal it with scrolldown game \(id) --reveal",
                             command: "scrolldown read \(id)")
        return view(model, items: [.notice(notice)], marks: marks)
    }

    /// Cuts the game into steps and decides the pacing. Flow mode needs a flow with blocks
    /// and no play-by-play option; everything else is play-by-play.
    /// `shield`: the game's guard when the caller has built it already (its name patterns are
    /// compiled per game, a noticeable part of a command's work).
    func prepareTimeline(_ sources: TimelineSources, position: ReadingPosition?, options: TimelineOptions,
                         shield: LeakGuard? = nil, purpose: TimelinePurpose = .timeline) -> TimelineModel {
        prepareTimeline(sight(of: sources.detail), flow: sources.flow, position: position, options: options,
                        shield: shield, purpose: purpose)
    }

    /// The same for a game whose visibility is decided. A visible game's model holds the
    /// whole detail; any other only its facts and the plays up to the last step this command
    /// may print.
    func prepareTimeline(_ sight: GameSight, flow: GameFlow?, position: ReadingPosition?, options: TimelineOptions,
                         shield: LeakGuard? = nil, purpose: TimelinePurpose = .timeline) -> TimelineModel {
        let facts = sight.facts
        let league = facts.league
        let gate: Pacing.Gate
        // Only a visible game's model holds the whole detail; a game with no outcome yet is
        // cut like a hidden one, to what this command may print.
        let whole: GameDetail?
        let allPlays: [PlayEntry]
        let livePeriod: Int?
        switch sight {
        case .visible(let detail, _):
            (gate, whole, allPlays, livePeriod) = (.visible, detail, detail.plays, detail.game.liveSnapshot?.currentPeriod)
        case .noOutcome(let detail):
            (gate, whole, allPlays, livePeriod) = (.noOutcome, nil, detail.plays, nil)
        case .hidden(let withheld):
            (gate, whole, allPlays, livePeriod) = (facts.state == .live ? .hiddenLive : .hiddenFinal, nil, withheld.plays,
                                                  withheld.livePeriod)
        }
        let visible = gate == .visible

        let labels = TimelineModel.serverLabels(allPlays)

        let delayed = rules.liveDelay.shownPlays(allPlays, state: facts.state, start: facts.gameDate, now: options.now)
        // Scoring marks by the client's reading (ScoringReading), not the server's tier, which
        // also marks correction rows.
        let plays = ScoringReading.withScoringTiers(
            visible ? delayed.plays : delayed.plays.filter { !Withholding.announcesGameEnd($0) })
        let held = delayed.heldBack

        let blocks = flow?.blocks ?? []
        let wantsPlays = options.playByPlay || options.page != nil || options.allPlays || options.afterPlayIndex != nil
        let mode: TimelineView.Mode = !blocks.isEmpty && !wantsPlays && facts.state != .live ? .flow : .pbp

        let regulation = league.regulationPeriods
        // Every period of a finished game up to the end of regulation has a step, rows or
        // not; a live game's up to the one in progress (the server's current period: live
        // state, not outcome; under a live delay only what the plays shown reach).
        let current = facts.state == .live && !rules.liveDelay.isActive ? livePeriod ?? 0 : 0
        let through = gate == .hiddenFinal || facts.state == .final ? regulation : min(max(current, 0), 40)
        // A hidden finished game's blocks are cut at the withheld period, so where the server
        // ended them there tells nothing (`TimelineSteps.flow`).
        let withheldPeriod = gate == .hiddenFinal && mode == .flow ? regulation : nil
        let periodOf = withheldPeriod == nil ? [:] : Self.periods(byPlayIndex: allPlays)
        let cut = mode == .flow
            ? TimelineSteps.flow(blocks, through: through, withheld: withheldPeriod, periodOf: periodOf)
            : TimelineSteps.playByPlay(plays, through: through)
        let steps = cut.steps
        let read = TimelineModel.readThrough(position, steps: steps, mode: mode)
        // The last step ends a period only once the game is over; a hidden finished game keeps
        // its closing separator (score withheld) so every hidden game ends alike.
        let isOver = gate == .hiddenFinal || facts.state == .final
        let inProgress = facts.state == .live ? periodInProgress(serverPeriod: livePeriod, shown: plays) : nil
        let pacing = Pacing(gate: gate, regulationPeriods: regulation, steps: steps, readThrough: read.step, isOver: isOver,
                            watchingLive: options.watchingLive, liveInProgress: inProgress)
        let readToEnd = position?.reachedEnd == true && read.step == steps.count - 1
        // What the reader asked for: `timeline` the saved position, `read` the step it prints.
        let extent = purpose == .read ? pacing.nextReadStep ?? read.step : read.step
        // Visible: the whole game. Hidden (or nothing to reveal): the builder gets the steps up
        // to the last one this command may print, and the game cut there (Withholding). Nothing
        // after it reaches the view code: not its plays, its blocks, its periods' labels, nor
        // the score.
        var paced = PacedSteps(pacing, horizon: steps.count, extent: extent)
        var shownPlays = plays, shownLabels = labels, shown = cut
        if !visible {
            let horizon = purpose == .read ? max(pacing.reach, (pacing.nextReadStep ?? -1) + 1) : pacing.reach
            paced = PacedSteps(pacing, horizon: horizon, extent: extent)
            let keptSteps = paced.steps
            let keep: (PlayEntry) -> Bool
            switch mode {
            case .pbp:
                let periods = Set(keptSteps.map(\.id))
                keep = { periods.contains(max($0.quarter ?? 1, 1)) }
            case .flow:
                let lastPeriod = keptSteps.last?.endPeriod ?? 0
                let lastPlay = keptSteps.compactMap(\.lastPlayIndex).max() ?? -1
                keep = { max($0.quarter ?? 1, 1) <= lastPeriod && $0.playIndex <= lastPlay }
            }
            shownPlays = plays.filter(keep)
            shownLabels = TimelineModel.serverLabels(shownPlays)
            shown = cut.prefix(keptSteps.count)
        }
        // Held stories stay held until the reader asks for the withheld period.
        let steppedIn = extent.map { steps.indices.contains($0) && steps[$0].startPeriod >= regulation } ?? false
        let heldSteps: Set<Int> = withheldPeriod.map { withheld in
            shown.held.filter { !steppedIn || (shown.blocks[$0].map { max($0.periodStart, $0.periodEnd) } ?? 0) >= withheld }
        } ?? []
        for index in heldSteps {
            shown.blocks[index] = shown.blocks[index].map { Self.heldPart($0, through: regulation - 1, periodOf: periodOf) }
        }
        let periodEnds = ScoringReading.periodEndScores(shownPlays)
        var model = TimelineModel(
            facts: facts, whole: whole, league: league, mode: mode, visible: visible, shield: shield ?? leakGuard(for: facts),
            periodPlays: shown.periodPlays, blocks: shown.blocks, heldSteps: heldSteps, pacing: paced, readWithinStep: read.within,
            heldBack: held, shownPlays: shownPlays, periodEnds: periodEnds,
            carriedEnds: TimelineModel.carriedEnds(shown, periodEnds: periodEnds, shownPlays: shownPlays),
            labels: shownLabels, readToEnd: readToEnd)
        // Text that states a score the separators already show tells nothing new.
        model.shield = model.shield.allowing(model.visibleScores()).seeing(model.shownPlays)
        return model
    }

    /// Where a live game is: the server's period (not under a live delay, where it runs ahead of
    /// the plays shown) or the latest shown play's, whichever is later. `Pacing.livePeriod` caps
    /// it at the last regulation period; the timeline and the recap cut read it alike.
    func periodInProgress(serverPeriod: Int?, shown plays: [PlayEntry]) -> Int {
        max(rules.liveDelay.isActive ? 0 : serverPeriod ?? 0, plays.map { max($0.quarter ?? 1, 1) }.max() ?? 1)
    }

    /// Each play's period by `playIndex`.
    static func periods(byPlayIndex plays: [PlayEntry]) -> [Int: Int] {
        var periods: [Int: Int] = [:]
        for index in plays.indices { periods[plays[index].playIndex] = max(plays[index].quarter ?? 1, 1) }
        return periods
    }

    /// A block held before reveal, as it may show: its periods up to `period` and where it
    /// starts; no narrative, mini box, end clock or score after it (all of the whole block).
    static func heldPart(_ block: FlowBlock, through period: Int, periodOf: [Int: Int]) -> FlowBlock {
        var part = block
        part.periodStart = min(max(min(block.periodStart, block.periodEnd), 1), period)
        part.periodEnd = period
        part.narrative = nil
        part.miniBox = nil
        part.endClock = nil
        part.scoreAfter = []
        part.playIds = block.playIds.filter { (periodOf[$0] ?? period + 1) <= period }
        part.keyPlayIds = block.keyPlayIds.filter { (periodOf[$0] ?? period + 1) <= period }
        part.embeddedSocialPostId = nil
        return part
    }

    func view(_ model: TimelineModel, items: [TimelineItem], marks: ReaderMarks) -> TimelineView {
        // The model's plays were cut at the timeline's own "now" (it moves on under --follow).
        guard let detail = model.whole else {
            // Hidden or nothing to reveal: the facts alone (a hidden live game shows no clock:
            // it is a position in the withheld period).
            return TimelineView(header: header(model.facts, liveLabel: nil, marks: marks), mode: model.mode,
                                outcome: model.pacing.gate == .noOutcome ? .none : .hidden, items: items)
        }
        let header = self.header(detail, marks: marks, shown: model.shownPlays)
        let outcome = outcomeView(of: detail, shown: model.shownPlays)
        return TimelineView(header: header, mode: model.mode, outcome: outcome, items: items)
    }

    static func emptyNotice(_ model: TimelineModel, now: Date) -> TimelineNotice {
        let meta = model.facts
        switch model.facts.state {
        case .upcoming where GameState.isLongPast(meta.gameDate, now: now):
            // Still "scheduled" long after its start: "has not started" would be false.
            return TimelineNotice(kind: .empty, message: "No plays: the start time passed long ago and the backend has no result",
                                  command: nil)
        case .upcoming: return TimelineNotice(kind: .empty, message: "No plays yet — the game has not started", command: nil)
        case .live where model.heldBack > 0:
            return TimelineNotice(kind: .empty, message: "No plays to show yet (the live delay holds back the newest ones)", command: nil)
        case .final: return TimelineNotice(kind: .empty, message: "The backend has no plays for this game", command: nil)
        default: return TimelineNotice(kind: .empty, message: "No plays for this game yet", command: nil)
        }
    }

    /// The line after a hidden game's timeline stopped at the pacing limit. The wording is the
    /// same whether or not overtime follows, and names only regulation periods (or the
    /// reader's own position).
    static func stopNotice(_ model: TimelineModel) -> TimelineNotice {
        let id = model.facts.id
        let pacing = model.pacing
        let reveal = "scrolldown game \(id) --reveal"
        if pacing.gate == .hiddenLive {
            let place = pacing.reach > 0
                ? "Stopped at the end of \(ReadingPosition.naming(model.label(pacing.steps[pacing.reach - 1].endPeriod)))"
                : "Stopped before the period in progress"
            return TimelineNotice(kind: .stopped, message: "\(place) — the period in progress is hidden with the score. Read on with scrolldown read \(id), or reveal it with \(reveal)",
                                  command: "scrolldown read \(id)")
        }
        if model.readToEnd && pacing.reachesEnd {
            // The reader was told by `read` that nothing follows: no "go on" here either.
            return TimelineNotice(kind: .stopped, message: "You have read to the end. The outcome is hidden — \(reveal) to see it",
                                  command: reveal)
        }
        let place: String
        if pacing.reach > pacing.timelineLimit {
            place = "Stopped where you are reading (\(model.label(pacing.steps[pacing.reach - 1].endPeriod)))"
        } else if pacing.timelineLimit > 0 {
            place = "Stopped at the end of \(ReadingPosition.naming(model.label(pacing.steps[pacing.timelineLimit - 1].endPeriod)))"
        } else {
            place = "Stopped before the last period of regulation"
        }
        let withheld = model.label(pacing.lastWithheldPeriod)
        let next = pacing.reach > pacing.timelineLimit
            ? "Go on with scrolldown read \(id)"
            : "\(withheld) onward comes one step at a time: scrolldown read \(id)"
        return TimelineNotice(kind: .stopped, message: "\(place) — the outcome is hidden. \(next), or reveal it with \(reveal)",
                              command: "scrolldown read \(id)")
    }
}
