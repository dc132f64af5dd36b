import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown stats ID [--peek]`: team and player stats, only when the outcome is visible.
struct StatsCommand: Command {
    static let game = GameReference.argument()

    static let spec = CommandSpec(
        "stats", summary: "Team and player stats (shown only when the outcome is visible).",
        arguments: [game.spec], options: [SharedOptions.peek.spec],
        examples: [
            Example("scrolldown stats 22000001", "the box score, once the outcome is visible"),
            Example("scrolldown stats 22000001 --peek", "the box score this once"),
        ])

    let game: GameReference
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        game = try arguments.get(Self.game)
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        let id = try await GameResolver(session: session).resolve(game)
        session.output(.stats(try await Self.view(id, policy: try session.revealPolicy(peek: peek), session: session)))
    }

    /// The stats view as `stats` shows it (the reader shows the same).
    static func view(_ id: Int, policy: RevealPolicy, session: Session) async throws -> StatsView {
        let detail = try await session.service.game(id: id, parts: .whole)
        return policy.statsView(detail, marks: try session.readerMarks()[id] ?? .none, localTime: session.localTime)
    }
}
