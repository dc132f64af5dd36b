import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown reveal GAME...` and `scrolldown hide GAME...`: the reader's choice for games,
/// checked to exist and stored as given. The two commands differ only in the choice and their
/// words; taking the games and storing the choice is written once, here.
protocol RevealChoiceCommand: Command {
    /// true: the outcome may be shown; false: hidden again.
    static var revealed: Bool { get }
    /// The games, in the command's own words.
    static var games: Argument<[GameReference]> { get }
    var games: [GameReference] { get }
    init(games: [GameReference])
}

extension RevealChoiceCommand {
    static var needs: CommandNeeds { .lookup }

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { self.init(games: try arguments.get(Self.games)) }

    func run(_ session: Session) async throws {
        let ids = try await GameLookup(session: session).existingIDs(games, toReveal: Self.revealed)
        try session.stores.setRevealed(Self.revealed, for: ids)
        session.output(.revealChange(games: ids, revealed: Self.revealed))
        await session.tellAccount(Self.revealed ? .revealed : .hidden, games: ids)
    }
}

/// `scrolldown reveal GAME...`: remember that these games' outcomes may be shown.
struct RevealCommand: RevealChoiceCommand {
    static let revealed = true
    static let games: Argument<[GameReference]> = .variadic(
        "GAME", completion: .gameIDs, help: "One or more games: ids, or teams as for 'game' (BOS, \"WAS @ OKC\").",
        GameReference.parse)

    static let spec = CommandSpec(
        "reveal", summary: "Reveal games' outcomes and remember it.", arguments: [games.spec],
        discussion: "Nothing is printed but the confirmation. A game the backend does not have is refused, and so is one "
            + "that has not started (it has no outcome yet, and a reveal kept now would show the final later without "
            + "asking); when the backend cannot be reached, the choice is remembered anyway.",
        examples: [
            Example("scrolldown reveal 21600270", "the feed and the game now show its score"),
            Example("scrolldown reveal 21600270 2024030121", "several at once"),
            Example("scrolldown reveal BOS@yesterday", "by team, as for 'game'"),
        ])

    let games: [GameReference]
}

/// `scrolldown hide GAME...`: hide these games' outcomes again.
struct HideCommand: RevealChoiceCommand {
    static let revealed = false
    static let games: Argument<[GameReference]> = .variadic(
        "GAME", completion: .gameIDs, help: "One or more games: ids, or teams as for 'game'.", GameReference.parse)

    static let spec = CommandSpec(
        "hide", summary: "Hide games' outcomes again and remember it.", arguments: [games.spec],
        examples: [
            Example("scrolldown hide 21600270", "outcome hidden again everywhere"),
            Example("scrolldown hide 21600270 2024030121", "several at once"),
        ])

    let games: [GameReference]
}

/// The ids of games named on the command line, each checked to exist, so `reveal 2025020099`
/// (a typo) says "no game" instead of remembering a game that is not there. Names resolve
/// against the feed as for `game`. Only "the backend has no such game" refuses: a backend
/// that cannot be reached (offline, down, a broken setting) cannot say, and the choice is
/// kept with a notice, so reveal and hide still work without a network. A game to reveal
/// must have started: one that has not has no outcome yet (`GameLookup.refuseReveal`).
struct GameLookup {
    let session: Session

    func existingIDs(_ references: [GameReference], toReveal: Bool = false) async throws -> [Int] {
        var ids: [Int] = []
        for reference in references {
            guard case .id(let id) = reference else {
                // A name resolved against the feed names a game the backend has.
                let id = try await GameResolver(session: session).resolve(reference)
                if toReveal { try await refuseReveal(id) }
                ids.append(id)
                continue
            }
            do {
                let detail = try await session.service.game(id: id, parts: .headerAndPlays)
                if toReveal { try Self.refuseReveal(id: id, state: detail.state) }
            } catch let error as ScrollDownError {
                if case .notFound = error { throw error }
                if case .nothingToReveal = error { throw error }
                session.notice("could not check that game \(id) exists (\(error.message)); remembered anyway")
            }
            ids.append(id)
        }
        return ids
    }

    /// Refuses to reveal game `id` when it has not started, as its detail says.
    func refuseReveal(_ id: Int) async throws {
        try Self.refuseReveal(id: id, state: try await session.service.game(id: id, parts: .headerAndPlays).state)
    }

    /// A reveal is stored only for a game with an outcome, or one on its way (live), or one
    /// whose state is unknown: an upcoming or canceled game would show its final later, when it
    /// comes, without the reader asking then.
    static func refuseReveal(id: Int, state: GameState) throws(ScrollDownError) {
        if state == .upcoming || state == .canceled { throw .nothingToReveal(id: id, state: state) }
    }
}
