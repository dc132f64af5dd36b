import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Reading in the reader: the next step as `read` takes it, the steps read before redrawn
/// when a game is opened again, and a live game followed.
extension Browser {
    /// "Now" for the reader's timelines: the session's now, moved on by the time the reader
    /// has been open (a pinned now, SCROLLDOWN_NOW or the sample evening, advances too). The
    /// live delay holds back plays relative to it.
    var now: Date { session.now.addingTimeInterval(session.context.clock().timeIntervalSince(openedAt)) }

    /// The next step exactly as `read` chooses, saves and shows it (`ReadStepping`), appended
    /// to the screen and scrolled to.
    func nextStep() async throws {
        guard var open = game else { return }
        if open.timeline == nil {
            open.timeline = try await ReadingOptions.fetch(open.id, session: session, withFlow: true)
            game = open
        }
        guard let sources = open.timeline else { return }
        let policy = try session.revealPolicy(peek: false)
        let before = gameLines().count
        let (step, _) = try ReadStepping.next(open.id, sources: sources, policy: policy,
                                              options: TimelineOptions(now: now), session: session)
        // Nothing left: one line says so under the story (once); the status line says it again.
        if ReaderStory.readsNothing(step.view) {
            message = ReaderStory.endMessage(step.view)
            let ends = !open.ended && message?.hasPrefix("You have read the whole game") == true
            if ends {
                open.ended = true
                open.cache = nil
                game = open
                scrollGame(gameLines().count)
            }
            return
        }
        open.steps.append(step.view)
        open.cache = nil
        open.top = before
        game = open
        scrollGame(0)
    }

    /// The steps read before in this game, in the reader or with `read`, as `read` showed
    /// them: from the beginning, step by step, up to the step that comes next after the saved
    /// position. Nothing is saved. Empty without a saved position (or when the position
    /// belongs to no step of the game as it is now).
    func stepsRead(_ id: Int, sources: TimelineSources) throws -> [TimelineView] {
        guard let saved = try session.stores.position(for: id) else { return [] }
        let policy = try session.revealPolicy(peek: false)
        let marks = try session.readerMarks()[id] ?? .none
        let options = TimelineOptions(now: now)
        let at = session.context.clock()
        // The step `read` prints next; the steps before it are the ones read.
        let next = policy.readStep(sources, position: saved, options: options, marks: marks, savedAt: at).view
        var steps: [TimelineView] = []
        var position: ReadingPosition?
        // A game has a few dozen steps at most (blocks, or periods with overtimes).
        for _ in 0..<200 {
            let step = policy.readStep(sources, position: position, options: options, marks: marks, savedAt: at)
            if step.view == next { return steps }
            guard let reached = step.position, reached != position else { break }
            steps.append(step.view)
            position = reached
        }
        return []
    }

    /// The game's reading so far, for a game opened or fetched again: its reading sources
    /// (fetched as `read` fetches them, only when something was read) and the steps read.
    func restoreReading(_ open: inout OpenGame) async throws {
        open.steps = []
        guard try session.stores.position(for: open.id) != nil else { return }
        if open.timeline == nil {
            open.timeline = try await ReadingOptions.fetch(open.id, session: session, withFlow: true)
        }
        guard let sources = open.timeline else { return }
        open.steps = try stepsRead(open.id, sources: sources)
        open.cache = nil
    }

    func showTimeline(follow: Bool) async throws {
        guard var open = game else { return }
        if follow && !open.row.isIn(.live) {
            message = "Not live: nothing to follow (t shows its timeline)."
            return
        }
        if open.timeline == nil || follow {
            let fetched = try await ReadingOptions.fetch(open.id, session: session, withFlow: open.timeline == nil)
            // A follow fetches the header and plays again; the narrative blocks stay as fetched.
            if var kept = open.timeline {
                kept.detail = fetched.detail
                open.timeline = kept
            } else {
                open.timeline = fetched
            }
            game = open
        }
        guard let sources = open.timeline else { return }
        page = Page(title: follow ? "following" : "timeline", lines: try timelineLines(sources, follow: follow), following: follow)
    }

    func timelineLines(_ sources: TimelineSources, follow: Bool) throws -> [String] {
        guard let open = game else { return [] }
        let policy = try session.revealPolicy(peek: false)
        let options = TimelineOptions(playByPlay: follow, now: now, watchingLive: follow)
        let view = policy.timelineView(sources, position: try session.stores.position(for: open.id), options: options,
                                       marks: try session.readerMarks()[open.id] ?? .none)
        return split(session.printer.screenText(.timeline(view), columns: columns))
    }

    /// Seconds until a followed game is checked again; nil when nothing is followed.
    func followWait() -> Double? {
        guard page?.following == true else { return nil }
        return Double(session.configuration.followIntervalSeconds)
    }

    /// A followed game checked again: its timeline as it stands now. A game no longer live
    /// says so (without the outcome unless it is visible), and is no longer checked.
    func refreshFollowed() async throws {
        guard var open = game, var shown = page, shown.following, var sources = open.timeline else { return }
        sources.detail = try await session.service.game(id: open.id, parts: .headerAndPlays)
        open.timeline = sources
        game = open
        shown.lines = try timelineLines(sources, follow: true)
        if sources.detail.state != .live {
            let policy = try session.revealPolicy(peek: false)
            let ended = policy.followEndedView(sources, marks: try session.readerMarks()[open.id] ?? .none, now: now)
            shown.lines += split(session.printer.screenText(.timeline(ended, header: false, streamed: true), columns: columns))
            shown.following = false
            shown.title = "timeline"
        }
        page = shown
    }
}
