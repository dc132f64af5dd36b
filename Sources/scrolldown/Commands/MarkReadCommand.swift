import Foundation
import ScrollDownCore

/// `scrolldown mark-read ID`: only a final game can be read. With `scoreRevealMode`
/// `onMarkRead` (the default) marking a game read also reveals its outcome.
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
        let detail = try await session.service.game(id: id)
        guard detail.state == .final else { throw ScrollDownError.gameNotFinal(id: id, state: detail.state) }
        try session.stores.read.markRead(id, at: session.context.clock())
        let reveals = session.settings.scoreRevealMode == .onMarkRead
        if reveals { try session.stores.reveal.set(true, for: id) }
        session.output(MarkReadResult(game: id, read: true, revealed: reveals))
    }
}
