import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The consumer routes (`/api/v1`, docs/backend.md#route-families): the list and the detail with
/// every play, read into the same models as the admin routes, so everything after the service (the
/// reveal layer above all) is the same whichever routes served the game. The newest backend sends
/// the outcome everywhere (the final in `liveSnapshot.score`, `game.score`, stats, overtime labels:
/// docs/backend.md#outcome-consumer-routes); those land in the models' outcome fields, which the
/// reveal layer withholds for a hidden game as it does for the admin routes.
extension HTTPGameService {
    /// `GET /api/v1/games` for a query, by id: every page by offset (`offsetPaged`;
    /// `sort=chronological` is a stable order, so no tie repair is needed). The reader's team
    /// filter stays the client's (`GameQuery.includesTeams`: aliases and nicknames the
    /// server's substring match does not know).
    func consumerGames(_ query: GameQuery) async throws -> [Int: GameSummary] {
        // Without days, the server would use its own −72 h/+48 h window: ask for every day.
        let window = GameWindowQuery(leagues: query.leagues, team: nil,
                                     startDay: query.startDay ?? (query.endDay == nil ? "1900-01-01" : nil),
                                     endDay: query.endDay ?? (query.startDay == nil ? "2100-12-31" : nil))
        return Dictionary(try await offsetPaged(window, on: .consumer).games.map { ($0.id, $0) }) { _, new in new }
    }

    /// `GET /api/v1/games/{id}`. Its 422 "Game Detail Incomplete" means the backend cannot
    /// serve this game yet: said so, as a backend unavailable for this game (exit 69; other
    /// games and commands go on). Its 500 "Detail Enrichment Failed" is retried like any 5xx
    /// and then reported as the server error it is.
    func consumerGame<Response: GameDetailResponse>(id: Int, as type: Response.Type) async throws -> GameDetail {
        do {
            return try await client.cached(type, .consumerGameDetail(id: id), notFound: .game(id: id),
                                           state: { $0.detail.state }) {
                lifetimes.lifetime(for: $0.detail.state)
            }.detail
        } catch ScrollDownError.serverRejected(_, let status, let detail?, _)
            where status == 422 && detail.contains("Game Detail Incomplete") {
            throw ScrollDownError.unavailable(.detailIncomplete(gameID: id))
        }
    }

    /// Said under `-v`: what the consumer routes do not have.
    func noteConsumerGaps(_ what: String) {
        client.log("api: the consumer routes have no \(what)")
    }
}
