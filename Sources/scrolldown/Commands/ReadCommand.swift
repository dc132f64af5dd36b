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
        let position = restart ? nil : try session.stores.positions.position(for: id)
        let options = TimelineOptions(playByPlay: invocation.flag("pbp"), allPlays: invocation.flag("all-plays"), now: session.now)
        var marks = try session.readerMarks()[id] ?? .none
        // The step itself says where the reader is; the old resume point would be stale.
        marks.resume = nil
        marks.readToEnd = false
        let step = policy.readStep(sources, position: position, options: options, marks: marks, savedAt: session.context.clock())
        if let saved = step.position {
            try session.stores.positions.save(saved, for: id)
        } else if restart {
            try session.stores.positions.clear(id)
        }
        TimelineCommand.emit(step.view, session: session)
    }
}
