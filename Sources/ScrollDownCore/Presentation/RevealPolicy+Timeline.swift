import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What a timeline is prepared for: how far its builder may look.
enum TimelinePurpose: Sendable {
    /// `timeline` (and the "so far"): up to the pacing limit or the reader's position.
    case timeline
    /// `read`: one step further, the step it prints next.
    case read
}

extension RevealPolicy {
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
        preparedTimeline(sight, flow: flow, position: position, options: options, shield: shield, purpose: purpose).model
    }

    /// The model, and the plays it was cut from as the backend sent them (running scores and
    /// all) for the reveal layer's own reading (the "so far" tally); views get the model only.
    func preparedTimeline(_ sight: GameSight, flow: GameFlow?, position: ReadingPosition?, options: TimelineOptions,
                          shield: LeakGuard? = nil, purpose: TimelinePurpose = .timeline)
        -> (model: TimelineModel, shownPlays: [PlayEntry]) {
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

        let labels = TimelineScores.serverLabels(allPlays)

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
            shownLabels = TimelineScores.serverLabels(shownPlays)
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
        let carried = TimelineScores.carriedEnds(shown, periodEnds: periodEnds, shownPlays: shownPlays)
        // A period's closing score: read from the shown plays (never one held back by the live
        // delay; its end row, else its highest running score), else from the block ending it.
        func closing(_ period: Int, _ block: FlowBlock?) -> ScoreLine? {
            if let score = periodEnds[period] ?? carried[period] { return ScoreLine(away: score.away, home: score.home, periodNote: nil) }
            return block?.awayHomeAfter.map { ScoreLine(away: $0.away, home: $0.home, periodNote: nil) }
        }
        // Views get the scores of the separators pacing shows, nothing else. A block cut back to
        // regulation does not lend its closing score (it is the score after its overtime part).
        var separatorScores: [Int: ScoreLine] = [:]
        var visibleScores: [(away: Int, home: Int)] = []
        for index in paced.steps.indices {
            guard let period = paced.periodEnding(after: index), paced.separatorScore(period: period) == .show else { continue }
            let block = mode == .flow && !paced.straddling.contains(index) && shown.blocks.indices.contains(index) ? shown.blocks[index] : nil
            if let line = closing(period, block) ?? separatorScores[period] { separatorScores[period] = line }
        }
        for period in Set(paced.steps.map(\.endPeriod)).sorted() {
            guard paced.separatorScore(period: period) == .show, let line = closing(period, nil) else { break }
            visibleScores.append((line.away, line.home))
        }
        // Text that states a score the separators already show tells nothing new.
        let shield = (shield ?? leakGuard(for: facts)).allowing(ScorePair.periodScores(visibleScores)).seeing(shownPlays)
        let guardText: (String, GuardedTextKind) -> GuardedText = { raw, kind in
            let clean = TerminalSanitizer.clean(raw)
            return visible ? GuardedText(text: clean, redactions: 0) : shield.clean(clean, as: kind)
        }
        var playScores: [Int: ScoreLine] = [:]
        if visible {
            for play in shownPlays where play.tier == .scoring {
                if let home = play.homeScore, let away = play.awayScore { playScores[play.playIndex] = ScoreLine(away: away, home: home, periodNote: nil) }
            }
        }
        let blocksShown: [ShownBlock?] = shown.blocks.indices.map { index in
            guard let block = shown.blocks[index] else { return nil }
            let step = paced.steps.indices.contains(index) ? paced.steps[index] : shown.steps[index]
            let stretchOnly = paced.steps.indices.contains(index) && paced.showsStretchOnly(step: index)
            var narrative: GuardedText?
            if let raw = block.narrative, !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                // Guarded as text shown where the reader sees the block's periods, narrating its
                // own last period ("in this stretch"), so a figure it places there is explained.
                let clean = TerminalSanitizer.clean(raw)
                narrative = visible ? GuardedText(text: clean, redactions: 0)
                    : shield.allowing(TimelineScores.scores(of: block, closingShown: !stretchOnly))
                        .placed(through: step.endPeriod, own: step.endPeriod).clean(clean, as: .narrative)
            }
            return ShownBlock(
                blockIndex: block.blockIndex, startClock: block.startClock.map { TerminalSanitizer.clean($0) },
                // The last block's end clock can tell how the game ended: withheld with it.
                endClock: stretchOnly ? nil : block.endClock.map { TerminalSanitizer.clean($0) },
                narrative: narrative, miniBox: Self.miniBoxView(block.miniBox, teams: facts.teams, stretchOnly: stretchOnly),
                scoreBefore: visible ? block.awayHomeBefore.map { ScoreLine(away: $0.away, home: $0.home, periodNote: nil) } : nil,
                scoreAfter: visible ? block.awayHomeAfter.map { ScoreLine(away: $0.away, home: $0.home, periodNote: nil) } : nil)
        }
        let model = TimelineModel(
            facts: facts, mode: mode, visible: visible, periodPlays: shown.periodPlays.map { $0.map(Self.shownPlay) },
            blocks: blocksShown, heldSteps: heldSteps, pacing: paced, readWithinStep: read.within, heldBack: held,
            liveDelaySeconds: rules.liveDelay.seconds, labels: shownLabels, readToEnd: readToEnd,
            separatorScores: separatorScores, playScores: playScores,
            liveLabel: whole.flatMap { liveLabel($0, shown: shownPlays) },
            outcome: whole.map { outcomeView(of: $0, shown: shownPlays) } ?? (gate == .noOutcome ? .none : .hidden),
            now: rules.liveDelay.now, guardText: guardText)
        return (model, shownPlays)
    }

    /// A play as views show it: its place and words, without its running score.
    static func shownPlay(_ play: PlayEntry) -> ShownPlay {
        let team = play.teamAbbreviation.map { TerminalSanitizer.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
        return ShownPlay(playIndex: play.playIndex, period: max(play.quarter ?? 1, 1),
                         periodLabel: play.periodLabel.map { TerminalSanitizer.clean($0) },
                         clock: play.gameClock.map { TerminalSanitizer.clean($0) }.flatMap { $0.isEmpty ? nil : $0 },
                         team: team, text: play.description ?? play.playType ?? "", tier: play.tier?.rawValue)
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
}

extension RevealPolicy {
    /// `scrolldown timeline ID`: flow blocks or play-by-play, as far as pacing allows.
    public func timelineView(_ sources: TimelineSources, position: ReadingPosition?, options: TimelineOptions,
                             marks: ReaderMarks) -> TimelineView {
        prepareTimeline(sources, position: position, options: options).timelineView(options: options, marks: marks)
    }

    /// `scrolldown read ID`: the next block (flow) or period (play-by-play) after the saved
    /// position, and the position to save after it.
    public func readStep(_ sources: TimelineSources, position: ReadingPosition?, options: TimelineOptions,
                         marks: ReaderMarks, savedAt: Date) -> ReadStep {
        prepareTimeline(sources, position: position, options: options, purpose: .read)
            .readStep(position: position, options: options, marks: marks, savedAt: savedAt)
    }

    /// `--follow`: the game left the live state. Says so without the outcome unless visible.
    public func followEndedView(_ sources: TimelineSources, marks: ReaderMarks, now: Date) -> TimelineView {
        prepareTimeline(sources, position: nil, options: TimelineOptions(playByPlay: true, now: now))
            .followEndedView(marks: marks)
    }
}
