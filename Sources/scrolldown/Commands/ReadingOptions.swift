import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// What `timeline` and `read` both take: the game, how its plays are shown (`--pbp`,
/// `--all-plays`, each command saying what they do there in its own words), `--peek` and
/// `--server-prose`;
/// and what both do first: resolve the game and fetch it.
struct ReadingOptions: Sendable, Equatable {
    static let game = GameReference.argument()

    let game: GameReference
    let playByPlay: Bool
    let allPlays: Bool
    let peek: Bool
    /// `--server-prose`: nil leaves it to the settings.
    let serverProse: ServerProseWord?

    /// Reads the game, the command's own `pbp` and `allPlays` declarations, and `--peek`.
    init(_ arguments: ParsedArguments, pbp: Option<Bool>, allPlays: Option<Bool>) throws(ScrollDownError) {
        game = try arguments.get(Self.game)
        playByPlay = try arguments.get(pbp)
        self.allPlays = try arguments.get(allPlays)
        peek = try arguments.get(SharedOptions.peek)
        serverProse = try arguments.get(SharedOptions.serverProse)
    }

    /// The game's id and its detail, with its narrative flow when `withFlow` (fetched only when
    /// it can be shown: play-by-play never uses it).
    func open(_ session: Session, withFlow: Bool) async throws -> (id: Int, sources: TimelineSources) {
        let id = try await GameResolver(session: session).resolve(game)
        return (id, try await Self.fetch(id, session: session, withFlow: withFlow))
    }

    /// Detail and flow concurrently. A flow that fails to load does not fail the command: the
    /// play-by-play is shown instead, and the reader is told.
    static func fetch(_ id: Int, session: Session, withFlow: Bool) async throws -> TimelineSources {
        let service = try session.service
        async let detail = service.game(id: id, parts: .headerAndPlays)
        async let flow: Result<GameFlow?, Error> = withFlow ? loadFlow(service, id) : .success(nil)
        let sources = TimelineSources(detail: try await detail, flow: nil)
        switch await flow {
        case .success(let value): return TimelineSources(detail: sources.detail, flow: value)
        case .failure(let error):
            let message = (error as? ScrollDownError)?.message ?? error.localizedDescription
            session.notice("narrative blocks unavailable (\(message)); showing play-by-play")
            return sources
        }
    }

    static func loadFlow(_ service: GameService, _ id: Int) async -> Result<GameFlow?, Error> {
        do { return .success(try await service.flow(gameID: id)) } catch { return .failure(error) }
    }
}
