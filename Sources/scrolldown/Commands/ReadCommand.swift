import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown read ID [--restart] [--pbp] [--all-plays] [--peek] [--server-prose MODE]`: the next block or period after the
/// saved position; the new position is saved after printing it.
struct ReadCommand: Command {
    static let restart: Option<Bool> = .flag("restart", help: "Start again from the beginning.")
    static let pbp: Option<Bool> = .flag("pbp", help: "Read period by period even when the game has narrative blocks.")
    static let allPlays: Option<Bool> = .flag("all-plays", help: "Show routine plays one per line (implies \(pbp.name)).")

    static let spec = CommandSpec(
        "read", summary: "Paced reading: the next block or period after where you stopped.",
        arguments: [ReadingOptions.game.spec], options: [restart.spec, pbp.spec, allPlays.spec, SharedOptions.peek.spec, SharedOptions.serverProse.spec],
        discussion: "The position is saved in positions.json; the feed shows where you stopped.",
        examples: [
            Example("scrolldown read lightning", "the next part; run it again for the one after"),
            Example("scrolldown read 21600270 --pbp", "period by period, play by play"),
            Example("scrolldown read 21600270 --restart", "from the beginning again"),
        ])

    let reading: ReadingOptions
    let restart: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        reading = try ReadingOptions(arguments, pbp: Self.pbp, allPlays: Self.allPlays)
        restart = try arguments.get(Self.restart)
    }

    func run(_ session: Session) async throws {
        let (id, sources) = try await reading.open(session, withFlow: !reading.playByPlay && !reading.allPlays)
        try Self.readStep(id, sources, reading: ReadingChoice(reading), restart: restart, session: session)
    }

    /// How a step is read: what `read` and `next` both take.
    struct ReadingChoice {
        var playByPlay = false
        var allPlays = false
        var peek = false
        var serverProse: ServerProseWord?

        init(playByPlay: Bool = false, allPlays: Bool = false, peek: Bool = false, serverProse: ServerProseWord? = nil) {
            (self.playByPlay, self.allPlays, self.peek, self.serverProse) = (playByPlay, allPlays, peek, serverProse)
        }

        init(_ options: ReadingOptions) {
            self.init(playByPlay: options.playByPlay, allPlays: options.allPlays, peek: options.peek, serverProse: options.serverProse)
        }
    }

    /// Prints the step after the saved position of game `id` and saves the new position: the
    /// one path of `read` and `next`.
    static func readStep(_ id: Int, _ sources: TimelineSources, reading: ReadingChoice, restart: Bool, session: Session) throws {
        let policy = try session.revealPolicy(peek: reading.peek, serverProse: reading.serverProse)
        let options = TimelineOptions(playByPlay: reading.playByPlay, allPlays: reading.allPlays, now: session.now)
        // The step is chosen and saved under the positions lock; the lock is released before
        // printing: a pager may stay open for minutes, and another `scrolldown` must not wait for it.
        let (step, previous) = try ReadStepping.next(id, sources: sources, policy: policy, options: options,
                                                     restart: restart, session: session)
        session.output(.timeline(step.view))
        // A step the reader never got (full disk, closed stdout) is not read.
        guard session.context.stdout.writeFailure != nil else { return }
        try ReadStepping.undo(id, step: step, previous: previous, restart: restart, session: session)
    }
}
