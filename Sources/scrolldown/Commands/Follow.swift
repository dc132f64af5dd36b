import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `timeline ID --follow`: prints new plays of a live game every `followIntervalSeconds`
/// until the game is no longer live.
struct Follow {
    let session: Session
    let id: Int
    let policy: RevealPolicy
    let position: ReadingPosition?
    let marks: ReaderMarks

    func run(first: TimelineSources, options: TimelineOptions) async throws {
        var sources = first
        var options = options
        var printed: Int?
        var batches = 0
        // "Now" moves on with the clock between batches (the live delay depends on it); a
        // pinned start (SCROLLDOWN_NOW, the mock demo day) advances by the time elapsed.
        let started = session.context.clock()
        while true {
            options.now = session.now.addingTimeInterval(session.context.clock().timeIntervalSince(started))
            let state = sources.detail.state
            // A game still "scheduled" long after its start has nothing coming to wait for.
            let stale = sources.detail.isStale(now: options.now)
            guard state == .live || state == .upcoming && !stale else {
                if batches == 0 {
                    // Nothing to follow: the ordinary timeline, saying so rather than switching silently.
                    session.notice(state == .final
                        ? "game \(id) has finished: nothing to follow, so this is its final timeline view"
                        : "game \(id) is not live (\(state.rawValue)): nothing to follow, so this is its timeline as it stands")
                    options.afterPlayIndex = nil
                    session.output(.timeline(policy.timelineView(sources, position: position, options: options, marks: marks)))
                } else {
                    // The game left the live state: say so without the outcome, unless it is visible.
                    session.output(.timeline(policy.followEndedView(sources, marks: marks, now: options.now), header: false, streamed: true))
                }
                return
            }
            options.afterPlayIndex = printed
            var view = policy.timelineView(sources, position: position, options: options, marks: marks)
            if batches > 0 {
                // Later batches: new plays only, without repeating the notices.
                view = view.droppingNotices()
            }
            if batches == 0 || !view.isEmpty { session.output(.timeline(view, header: batches == 0, streamed: true)) }
            printed = [printed, view.lastPlayIndex].compactMap { $0 }.max()
            batches += 1
            try await waitForNextCheck(notStarted: state == .upcoming)
            sources = TimelineSources(detail: try await session.service.game(id: id, parts: .headerAndPlays), flow: nil)
        }
    }

    /// Waits `followIntervalSeconds`. On a terminal a countdown says so, once a second, and
    /// is erased when the wait ends; elsewhere one quiet wait.
    func waitForNextCheck(notStarted: Bool) async throws {
        let interval = session.configuration.followIntervalSeconds
        let status = session.status
        guard status.isEnabled else {
            try await session.context.sleep(Double(interval))
            return
        }
        defer { status.clear() }
        for remaining in stride(from: interval, to: 0, by: -1) {
            status.show((notStarted ? "not started yet · " : "") + "next check in \(remaining) s · Ctrl-C to stop")
            try await session.context.sleep(1)
        }
    }
}
