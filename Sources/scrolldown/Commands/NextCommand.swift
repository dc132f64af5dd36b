import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown next [WINDOW] [--list]`: the next game worth reading, read as `read ID` reads it
/// (same output, same saved position); `--list` shows the queue without reading.
struct NextCommand: Command {
    static let list: Option<Bool> = .flag("list", help: "Show the queue without reading: the games 'next' would read, in order.")

    static let spec = CommandSpec(
        "next", summary: "Read the next game worth reading: followed teams first, then oldest first.",
        options: [SharedOptions.leagues.spec, SharedOptions.date.spec, SharedOptions.from.spec, SharedOptions.to.spec,
                  GamesCommand.team.spec, list.spec, ReadCommand.pbp.spec, ReadCommand.allPlays.spec, SharedOptions.serverProse.spec],
        discussion: "The queue is the window's finished games that you have not revealed, marked read or read to the end: "
            + "followed teams' games first (scrolldown follow TEAM), then by start time, oldest first. "
            + "'next' prints what 'scrolldown read ID' prints for the first of them and saves the position the same way, "
            + "so running it again goes on in that game. The window is the one of 'games'.",
        examples: [
            Example("scrolldown next", "the next part of the first game of the queue"),
            Example("scrolldown next --league NHL --date yesterday", "only yesterday's NHL games"),
            Example("scrolldown next --list", "the queue, without reading"),
        ])

    let window: WindowOptions
    let team: String?
    let list: Bool
    let reading: ReadCommand.ReadingChoice

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments)
        team = try arguments.get(GamesCommand.team)
        list = try arguments.get(Self.list)
        reading = ReadCommand.ReadingChoice(playByPlay: try arguments.get(ReadCommand.pbp),
                                            allPlays: try arguments.get(ReadCommand.allPlays),
                                            serverProse: try arguments.get(SharedOptions.serverProse))
    }

    func run(_ session: Session) async throws {
        let window = try GameWindow(self.window, session: session)
        let games = try await window.games(from: session.service, team: team)
        // The list marks the games without plays; reading says which it passed over.
        let queue = window.readingQueue(games, policy: try session.revealPolicy(peek: false), marks: try session.readerMarks(),
                                        notice: list ? { _ in } : session.notice)
        let empty = "nothing to read in \(window.description): every finished game is revealed, read or read to the end"
        if list {
            if queue.count == 0 { session.notice(empty) }
            session.output(queue.list)
            return
        }
        guard let first = queue.first else {
            session.notice(queue.count == 0 ? empty : "nothing to read in \(window.description): the games left have no plays (next --list)")
            return
        }
        let sources = try await ReadingOptions.fetch(first, session: session, withFlow: !reading.playByPlay && !reading.allPlays)
        try ReadCommand.readStep(first, sources, reading: reading, restart: false, session: session)
    }
}
