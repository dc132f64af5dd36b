import Foundation
import ScrollDownCore

/// `scrolldown read ID [--restart] [--pbp] [--all-plays] [--peek]`: the next block or period after the
/// saved position; the new position is saved after printing it.
enum ReadCommand {
    static func run(_ session: Session) async throws {
        let id = try session.gameID()
        let invocation = session.invocation
        let sources = try await TimelineCommand.fetch(id, session: session, withFlow: !invocation.flag("pbp") && !invocation.flag("all-plays"))
        let policy = RevealPolicy(rules: try session.revealRules())
        let restart = invocation.flag("restart")
        let options = TimelineOptions(playByPlay: invocation.flag("pbp"), allPlays: invocation.flag("all-plays"), liveDelaySeconds: session.settings.liveDelaySeconds,
                                      now: session.now)
        var marks = try session.readerMarks()[id] ?? .none
        // The step itself says where the reader is; the old resume point would be stale.
        marks.resume = nil
        // Read, print and save under the positions lock: a concurrent `read` of the same game
        // waits and then continues from this step, instead of printing it again.
        try session.stores.positions.update(id) { position in
            let step = policy.readStep(sources, position: restart ? nil : position, options: options, marks: marks,
                                       savedAt: session.context.clock())
            TimelineCommand.emit(step.view, session: session)
            // A step the reader never got (full disk, closed stdout) is not read.
            guard session.context.stdout.writeFailure == nil else { return }
            if let saved = step.position {
                position = saved
            } else if restart {
                position = nil
            }
        }
    }
}
