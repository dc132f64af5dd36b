import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown game ID [--reveal | --hide | --peek] [--server-prose MODE]`: context, recap and the reveal gate.
struct GameCommand: Command {
    static let game = GameReference.argument()
    static let reveal: Option<Bool> = .flag("reveal", help: "Reveal the outcome and remember it.")
    static let hide: Option<Bool> = .flag("hide", help: "Hide the outcome again and remember it.")

    static let spec = CommandSpec(
        "game", summary: "Context, recap and the reveal gate for one game.",
        arguments: [game.spec], options: [reveal.spec, hide.spec, SharedOptions.peek.spec, SharedOptions.serverProse.spec],
        examples: [
            Example("scrolldown game OKC", "Oklahoma City's most recent game, outcome hidden"),
            Example("scrolldown game \"wizards thunder\"", "the latest Wizards–Thunder game (or \"WAS @ OKC\", as the feed prints it)"),
            Example("scrolldown game lightning@2025-10-08 --peek", "that day's game, its outcome this once (also @yesterday)"),
            Example("scrolldown game 21600270 --reveal", "by id: show the outcome, and remember"),
        ])

    let game: GameReference
    /// true: reveal and remember; false: hide and remember; nil: leave the stored choice.
    let change: Bool?
    let peek: Bool
    /// `--server-prose`: nil leaves it to the settings.
    let serverProse: ServerProseWord?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        game = try arguments.get(Self.game)
        let reveal = try arguments.get(Self.reveal), hide = try arguments.get(Self.hide)
        peek = try arguments.get(SharedOptions.peek)
        serverProse = try arguments.get(SharedOptions.serverProse)
        // Each says what to do with the outcome: two of them contradict each other (`--reveal
        // --peek` would remember what --peek promises to forget).
        let chosen = [(Self.reveal, reveal), (Self.hide, hide), (SharedOptions.peek, peek)].filter(\.1).map(\.0.name)
        if chosen.count > 1 { throw .usage(.conflictingOptions(chosen)) }
        change = reveal ? true : hide ? false : nil
    }

    func run(_ session: Session) async throws {
        let id = try await GameResolver(session: session).resolve(game)
        if change == true { try await GameLookup(session: session).refuseReveal(id) }
        let policy = try session.revealPolicy(peek: peek, choice: change.map { ($0, id) }, serverProse: serverProse)
        let sources = try await GameSources.fetch(id, service: try session.service, policy: policy)
        // Only a successful fetch may change the store: a failed one leaves it as it was.
        if let change { try session.stores.setRevealed(change, for: [id]) }
        session.output(.game(try Self.view(sources, policy: policy, session: session)))
        if let change { await session.tellAccount(change ? .revealed : .hidden, games: [id]) }
        // A recap that does not decode is an optional part left out, as odds and FairBet leave
        // out what the server sent wrong: the view shows the rest and says the recap could not
        // be read (never "try again"), and one line here says what was left out and why.
        if let failure = sources.recapFailure, case .badData = failure { session.notice("left out the recap: \(failure.message)") }
    }

    /// The game's view as `game` shows it (the reader shows the same).
    static func view(_ sources: GameSources, policy: RevealPolicy, session: Session) throws -> GameView {
        let marks = try session.readerMarks()[sources.gameID] ?? .none
        return policy.gameView(sources, marks: marks, localTime: session.localTime)
    }
}
