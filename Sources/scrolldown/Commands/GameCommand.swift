import Foundation
import ScrollDownCore

/// `scrolldown game ID [--reveal | --hide | --peek]`: context, recap and the reveal gate.
enum GameCommand {
    static func run(_ session: Session) async throws {
        let id = try session.gameID()
        let invocation = session.invocation
        if invocation.flag("reveal") && invocation.flag("hide") { throw ScrollDownError.usage("use --reveal or --hide, not both") }
        let change: Bool? = invocation.flag("reveal") ? true : invocation.flag("hide") ? false : nil

        var rules = try session.revealRules()
        if let change { rules.preferences[id] = change }
        let policy = RevealPolicy(rules: rules)
        let sources = try await fetch(id, session: session, wantPost: policy.mightReveal(gameID: id))
        // Only a successful fetch may change the store: a failed one leaves it as it was.
        if let change { try session.stores.reveal.set(change, for: id) }

        let marks = try session.readerMarks()[id] ?? .none
        let view = policy.gameView(sources, marks: marks, localTime: session.localTime)
        switch session.format {
        case .text: session.emit(GameTextRenderer.render(view, style: session.style, localTime: session.localTime))
        case .json, .ndjson: session.emit(JSONOutput.game(view, format: session.format))
        }
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

/// `scrolldown stats ID [--peek]`.
enum StatsCommand {
    static func run(_ session: Session) async throws {
        let id = try session.gameID()
        let detail = try await session.service.game(id: id)
        let policy = RevealPolicy(rules: try session.revealRules())
        let view = policy.statsView(detail, marks: try session.readerMarks()[id] ?? .none, localTime: session.localTime)
        switch session.format {
        case .text: session.emit(view.text(style: session.style, localTime: session.localTime))
        case .json, .ndjson: session.emit(JSONOutput.stats(view, format: session.format))
        }
    }
}
