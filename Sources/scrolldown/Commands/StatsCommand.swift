import Foundation
import ScrollDownCore

/// `scrolldown stats ID [--peek]`: team and player stats, only when the outcome is visible.
struct StatsCommand: Command {
    static let id: Argument<Int> = .required("ID", completion: .gameIDs, help: "The game id.", SharedOptions.gameID)

    static let spec = CommandSpec(
        "stats", summary: "Team and player stats (shown only when the outcome is visible).",
        arguments: [id.spec], options: [SharedOptions.peek.spec],
        examples: [
            Example("scrolldown stats 21600270", "the box score, once the outcome is visible"),
            Example("scrolldown stats 21600270 --peek", "the box score this once"),
        ])

    let id: Int
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        id = try arguments.get(Self.id)
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        let detail = try await session.service.game(id: id)
        let policy = RevealPolicy(rules: try session.revealRules(peek: peek))
        session.output(policy.statsView(detail, marks: try session.readerMarks()[id] ?? .none, localTime: session.localTime))
    }
}
