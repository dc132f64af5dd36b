import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Choosing and saving a reading step, as `read` and the reader both do: one implementation,
/// so a step taken in either continues in the other.
enum ReadStepping {
    /// The step after the saved position (from the start when `restart`), chosen and saved
    /// under the positions lock: a concurrent `read` of the same game waits and then continues
    /// from this step instead of showing it again. `previous` is the position before it, for
    /// `undo` when the step never reached the reader.
    static func next(_ id: Int, sources: TimelineSources, policy: RevealPolicy, options: TimelineOptions,
                     restart: Bool = false, session: Session) throws -> (step: ReadStep, previous: ReadingPosition?) {
        let marks = try session.readerMarks()[id] ?? .none
        var previous: ReadingPosition?
        let step = try session.stores.updatePosition(id) { position in
            previous = position
            let step = policy.readStep(sources, position: restart ? nil : position, options: options, marks: marks,
                                       savedAt: session.context.clock())
            if let saved = step.position {
                position = saved
            } else if restart {
                position = nil
            }
            return step
        }
        return (step, previous)
    }

    /// Puts the position back after a step the reader never got (full disk, closed stdout),
    /// unless another `read` has moved on from this step since.
    static func undo(_ id: Int, step: ReadStep, previous: ReadingPosition?, restart: Bool = false, session: Session) throws {
        let saved = step.position ?? (restart ? nil : previous)
        try session.stores.updatePosition(id) { position in
            if position == saved { position = previous }
        }
    }
}
