import Foundation
import ScrollDownCore

/// `scrolldown game ID [--reveal | --hide | --peek]`: context, recap and the reveal gate.
struct GameCommand: Command {
    static let game = GameReference.argument()
    static let reveal: Option<Bool> = .flag("reveal", help: "Reveal the outcome and remember it.")
    static let hide: Option<Bool> = .flag("hide", help: "Hide the outcome again and remember it.")

    static let spec = CommandSpec(
        "game", summary: "Context, recap and the reveal gate for one game.",
        arguments: [game.spec], options: [reveal.spec, hide.spec, SharedOptions.peek.spec],
        examples: [
            Example("scrolldown game BOS", "Boston's most recent game, outcome hidden"),
            Example("scrolldown game \"celtics knicks\"", "the latest Celtics–Knicks game"),
            Example("scrolldown game BOS@yesterday --peek", "yesterday's, its outcome this once"),
            Example("scrolldown game 21600270 --reveal", "by id: show the outcome, and remember"),
        ])

    let game: GameReference
    /// true: reveal and remember; false: hide and remember; nil: leave the stored choice.
    let change: Bool?
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        game = try arguments.get(Self.game)
        let reveal = try arguments.get(Self.reveal), hide = try arguments.get(Self.hide)
        if reveal && hide { throw .usage(.conflictingOptions(["--reveal", "--hide"])) }
        change = reveal ? true : hide ? false : nil
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        let id = try await GameResolver(session: session).resolve(game)
        var rules = try session.revealRules(peek: peek)
        if let change { rules.preferences[id] = change }
        let policy = RevealPolicy(rules: rules)
        let sources = try await Self.fetch(id, session: session, wantPost: policy.mightReveal(gameID: id))
        // Only a successful fetch may change the store: a failed one leaves it as it was.
        if let change { try session.stores.reveal.set(change, for: id) }

        let marks = try session.readerMarks()[id] ?? .none
        session.output(policy.gameView(sources, marks: marks, localTime: session.localTime))
    }

    /// Detail and recaps concurrently: one round trip, not three (SPEC §6).
    static func fetch(_ id: Int, session: Session, wantPost: Bool) async throws -> GameSources {
        let service = try session.service
        async let detail = service.game(id: id)
        async let pre = optionalRecap(service, id, .pre)
        async let post: Recap? = wantPost ? optionalRecap(service, id, .post) : nil
        return GameSources(detail: try await detail, recapPre: await pre, recapPost: await post)
    }

    /// A recap failure never fails the command: the view says "Summary unavailable".
    static func optionalRecap(_ service: GameService, _ id: Int, _ level: RevealLevel) async -> Recap? {
        try? await service.recap(gameID: id, level: level)
    }
}
