import Foundation
import ScrollDownCore

/// `scrolldown read ID [--restart] [--pbp] [--all-plays] [--peek]`: the next block or period after the
/// saved position; the new position is saved after printing it.
struct ReadCommand: Command {
    static let id: Argument<Int> = .required("ID", completion: .gameIDs, help: "The game id.", SharedOptions.gameID)
    static let restart: Option<Bool> = .flag("restart", help: "Start again from the beginning.")
    static let pbp: Option<Bool> = .flag("pbp", help: "Read period by period even when the game has narrative blocks.")
    static let allPlays: Option<Bool> = .flag("all-plays", help: "Show routine plays one per line (implies --pbp).")

    static let spec = CommandSpec(
        "read", summary: "Paced reading: the next block or period after where you stopped.",
        arguments: [id.spec], options: [restart.spec, pbp.spec, allPlays.spec, SharedOptions.peek.spec],
        discussion: "The position is saved in positions.json; the feed shows where you stopped.",
        examples: [
            Example("scrolldown read 21600270", "the next part; run it again for the one after"),
            Example("scrolldown read 21600270 --pbp", "period by period, play by play"),
            Example("scrolldown read 21600270 --restart", "from the beginning again"),
        ])

    let id: Int
    let restart: Bool
    let playByPlay: Bool
    let allPlays: Bool
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        id = try arguments.get(Self.id)
        restart = try arguments.get(Self.restart)
        playByPlay = try arguments.get(Self.pbp)
        allPlays = try arguments.get(Self.allPlays)
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        let sources = try await TimelineCommand.fetch(id, session: session, withFlow: !playByPlay && !allPlays)
        let policy = RevealPolicy(rules: try session.revealRules(peek: peek))
        let position = restart ? nil : try session.stores.positions.position(for: id)
        let options = TimelineOptions(playByPlay: playByPlay, allPlays: allPlays, now: session.now)
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
        session.output(TimelineOutput(view: step.view))
    }
}
