import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown mark-read ID`: marks a game read, revealing it or not as the policy's
/// `MarkReadPlan` says (only a final game; a reveal too in the default mode), which
/// `StateStores.markRead` carries out.
struct MarkReadCommand: Command {
    static let game = GameReference.argument()

    static let spec = CommandSpec(
        "mark-read", summary: "Mark a final game read.", arguments: [game.spec],
        examples: [
            Example("scrolldown mark-read 21600270", "read, and (by default) its outcome visible"),
            Example("scrolldown config set scoreRevealMode always", "show every outcome without marking"),
        ])

    let game: GameReference

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { game = try arguments.get(Self.game) }

    func run(_ session: Session) async throws {
        let id = try await GameResolver(session: session).resolve(game)
        let detail = try await session.service.game(id: id, parts: .headerAndPlays)
        let revealed = try session.stores.markRead(id, detail, at: session.context.clock())
        session.output(.markRead(game: id, revealed: revealed))
        if revealed { await session.tellAccount(.revealed, games: [id]) }
    }
}
