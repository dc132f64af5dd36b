import Foundation
import ScrollDownWithheld

/// What one `read` call produced: the view and the position to save (nil: keep the old one).
public struct ReadStep: Sendable, Equatable {
    /// The step as shown.
    public let view: TimelineView
    /// Where the reader is after this step; nil when nothing was read (end, empty game).
    public let position: ReadingPosition?
}

extension TimelineModel {
    /// `scrolldown timeline ID`: flow blocks or play-by-play, as far as pacing allows.
    package func timelineView(options: TimelineOptions, marks: ReaderMarks) -> TimelineView {
        let model = self
        let pacing = model.pacing
        var items: [TimelineItem] = []
        let id = model.facts.id
        if !pacing.hasSteps {
            items.append(.notice(model.emptyNotice(now: options.now)))
            return view(items: items, marks: marks)
        }
        let selection = pacing.selection(throughPeriod: options.throughPeriod)
        switch model.mode {
        case .flow:
            items += blockItems(steps: selection.steps)
        case .pbp:
            let skip = [options.afterPlayIndex].compactMap { $0 }.max()
            let paged = playItems(steps: selection.steps, skipThrough: skip, page: options.page,
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
        let lastPage = (selection.steps.reduce(0) { $0 + model.plays(ofStep: $1).count } + Self.playsPerPage - 1) / Self.playsPerPage
        if selection.stoppedAtLimit && (model.mode == .flow || options.page.map { $0 == lastPage } ?? true) {
            items.append(.notice(model.stopNotice()))
        }
        if model.heldBack > 0 {
            items.append(.notice(TimelineNotice(
                kind: .follow, message: "\(model.heldBack) newest play\(model.heldBack == 1 ? "" : "s") held back (liveDelaySeconds \(model.liveDelaySeconds))",
                command: nil)))
        }
        if pacing.gate == .hiddenLive {
            items.append(.notice(TimelineNotice(kind: .outcome, message: "Game in progress, score hidden — scrolldown game \(id) --reveal to show it",
                                                command: "scrolldown game \(id) --reveal")))
        }
        return view(items: items, marks: marks)
    }

    /// `scrolldown read ID`: the next block (flow) or period (play-by-play) after the saved
    /// position, and the position to save after it. The step itself says where the reader is,
    /// so the marks' old resume point and end-of-game flag are not shown with it (stale).
    package func readStep(position: ReadingPosition?, options: TimelineOptions, marks: ReaderMarks, savedAt: Date) -> ReadStep {
        var marks = marks
        marks.resume = nil
        marks.resumePoint = nil
        marks.position = nil
        marks.readToEnd = false
        let model = self
        let id = model.facts.id
        guard let next = model.pacing.nextReadStep else {
            let notice: TimelineNotice
            if !model.pacing.hasSteps {
                notice = model.emptyNotice(now: options.now)
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
            return ReadStep(view: view(items: [.notice(notice)], marks: marks),
                            position: finished == position ? nil : finished)
        }
        var items: [TimelineItem]
        let step = model.pacing.steps[next]
        var clock: String?
        switch model.mode {
        case .flow:
            items = blockItems(steps: next..<(next + 1))
            clock = model.pacing.showsStretchOnly(step: next) ? nil : model.blocks[next]?.endClock
        case .pbp:
            items = playItems(steps: next..<(next + 1), skipThrough: model.readWithinStep, page: nil,
                              pageMarkers: false, allPlays: options.allPlays)
            clock = model.periodPlays[next].last?.clock
        }
        // Stepping into the withheld period shows the story held at the step before it (a
        // block that ended right before it; one running on into it tells it in this step).
        if model.mode == .flow, next > 0, model.pacing.gate == .hiddenFinal, step.startPeriod >= model.pacing.regulationPeriods,
           model.pacing.steps[next - 1].endPeriod < model.pacing.regulationPeriods,
           model.pacing.steps[next - 1].id != step.id, model.blocks[next - 1]?.narrative != nil,
           let story = blockItems(steps: (next - 1)..<next).first {
            items.insert(story, at: 0)
        }
        // Stepping into overtime shows the end of regulation it was held back at.
        if let period = model.pacing.newlyShownSeparator {
            items.insert(.separator(separator(period: period)), at: 0)
        }
        items.append(.notice(TimelineNotice(kind: .next, message: "Next: scrolldown read \(id)", command: "scrolldown read \(id)")))
        let saved = ReadingPosition(
            mode: model.mode, blockIndex: model.mode == .flow ? step.id : nil, playIndex: step.lastPlayIndex,
            period: step.endPeriod, periodLabel: model.label(step.endPeriod),
            clock: clock.map { TerminalSanitizer.clean($0) }, savedAt: savedAt,
            endsPeriod: model.pacing.periodEnding(after: next) != nil)
        return ReadStep(view: view(items: items, marks: marks), position: saved)
    }

    /// `--follow`: the game left the live state. Says so without the outcome unless visible.
    package func followEndedView(marks: ReaderMarks) -> TimelineView {
        let model = self
        let id = model.facts.id
        let notice = model.visible
            ? TimelineNotice(kind: .follow, message: "The game is no longer live — scrolldown game \(id) for the outcome",
                             command: "scrolldown game \(id)")
            : TimelineNotice(kind: .follow, message: "The game is no longer live. The outcome is hidden — read it through with scrolldown read \(id), or reveal it with scrolldown game \(id) --reveal",
                             command: "scrolldown read \(id)")
        return view(items: [.notice(notice)], marks: marks)
    }

    /// The timeline view: the header (a hidden game's from its facts alone, with no clock: it
    /// is a position in the withheld period) and the outcome line the reveal layer decided.
    package func view(items: [TimelineItem], marks: ReaderMarks) -> TimelineView {
        TimelineView(header: GameHeader(facts, liveLabel: liveLabel, marks: marks, visible: visible, now: now),
                     mode: mode, outcome: outcome, items: items)
    }

    package func emptyNotice(now: Date) -> TimelineNotice {
        let model = self
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
    package func stopNotice() -> TimelineNotice {
        let model = self
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
