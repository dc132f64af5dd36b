import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown browse [--league L] [--date D | --from D --to D] [--team TEXT]`: the
/// full-screen reader over the feed and its games.
struct BrowseCommand: Command {
    static let spec = CommandSpec(
        "browse", summary: "The full-screen reader: the feed, a game, its next part, the reveal behind a question.",
        options: [SharedOptions.leagues.spec, SharedOptions.date.spec, SharedOptions.from.spec, SharedOptions.to.spec,
                  GamesCommand.team.spec],
        discussion: ReaderKeys.discussion,
        examples: [
            Example("scrolldown browse", "the feed of the default window; Enter opens a game, Space reads on"),
            Example("scrolldown browse --league NHL --date yesterday", "yesterday's NHL games"),
            Example("scrolldown browse --team bruins", "only the Bruins' games; / changes the filter"),
        ])

    let window: WindowOptions
    let team: String?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments)
        team = try arguments.get(GamesCommand.team)
    }

    /// Without a terminal on stdin and stdout there is no reader: one line on stderr, exit 64,
    /// nothing on stdout.
    static func check(_ context: CommandContext) throws(ScrollDownError) {
        guard context.readerTerminal == nil else { return }
        guard context.stdinIsTerminal && context.stdoutIsTerminal else { throw .usage(.needsTerminal(command: spec.name)) }
    }

    func run(_ session: Session) async throws {
        let terminal = session.context.readerTerminal?() ?? TTY(output: session.context.stdout)
        try terminal.enter()
        let code: Int32
        do {
            defer { terminal.leave() }
            code = try await Browser(session: session, terminal: terminal, window: window, team: team).run()
        }
        if code != 0 { throw ReaderExit(code: code) }
    }
}
