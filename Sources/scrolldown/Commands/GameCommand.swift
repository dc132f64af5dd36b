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
        let sources = try await fetch(id, session: session, policy: policy)
        // Only a successful fetch may change the store: a failed one leaves it as it was.
        if let change { try session.stores.reveal.set(change, for: id) }

        let marks = try session.readerMarks()[id] ?? .none
        let view = policy.gameView(sources, marks: marks, localTime: session.localTime)
        switch session.format {
        case .text: session.emit(GameTextRenderer.render(view, style: session.style, localTime: session.localTime))
        case .json, .ndjson: session.emit(JSONOutput.game(view, format: session.format))
        }
    }

    /// Detail and recaps concurrently: one round trip, not three (SPEC §6). The post-reveal
    /// recap is outcome-bearing (sda's v1 summary most of all): it is asked for alongside the
    /// detail only when the reader has certainly revealed the game (`--peek`, a stored
    /// reveal), otherwise once the detail shows the outcome is visible, and never for a
    /// hidden game.
    static func fetch(_ id: Int, session: Session, policy: RevealPolicy) async throws -> GameSources {
        let service = try session.service
        let certain = policy.revealsForSure(gameID: id)
        async let detail = service.game(id: id)
        async let pre = recapSource(service, id, .pre)
        async let early: Result<RecapSource, ScrollDownError>? = certain ? recapSource(service, id, .post) : nil
        let fetched = try await detail
        var post = await early
        if post == nil, case .visible = policy.visibility(of: fetched) {
            post = await recapSource(service, id, .post)
        }
        let preResult = await pre
        let failure = [preResult, post].compactMap { result -> ScrollDownError? in
            if case .failure(let error)? = result { return error }
            return nil
        }.first
        return GameSources(detail: fetched, pre: try? preResult.get(), post: try? post?.get(), failure: failure)
    }

    /// A recap failure never fails the command: the view says why there is none.
    static func recapSource(_ service: GameService, _ id: Int, _ level: RevealLevel) async
        -> Result<RecapSource, ScrollDownError> {
        do {
            return .success(try await service.recapSource(gameID: id, level: level))
        } catch let error as ScrollDownError {
            return .failure(error)
        } catch {
            return .failure(.other(String(describing: type(of: error))))
        }
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
