import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// E5 paging when the server leaves `total_plays` out or ignores the offset: the backend's
/// play-by-play route over a socket, the game's document replaced by `count` plays.
@Suite struct PlayByPlayPagingTests {
    /// A server whose game 9 has `count` plays, without `total_plays` unless `sendTotal`, and
    /// ignoring the offset unless `honourOffset`; the service reads its plays 10 at a time.
    static func world(count: Int, sendTotal: Bool, honourOffset: Bool) throws -> (server: LoopbackHTTPServer, service: HTTPGameService) {
        let document: JSONObject = ["game_id": 9, "home_team": "Home", "away_team": "Away", "game_status": "final",
                                    "plays": (0..<count).map { ["play_index": $0] }]
        let server = try FixtureScenario(replacing: ["api/admin/sports/pbp/game/9.json": document]).server()
        if !sendTotal { server.setFault(.withoutKeys(["total_plays"])) }
        if !honourOffset { server.setFault(.firstPageOnly) }
        var service = HTTPGameService(client: NetTestSupport.client(server, key: nil), cache: nil, api: .admin,
                                      clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        service.playsPageSize = 10
        return (server, service)
    }

    /// The offsets of the play-by-play requests, in order.
    static func offsets(_ server: LoopbackHTTPServer) -> [String?] {
        server.requests.filter { $0.path == "/api/admin/sports/pbp/game/9" }.map { $0.value("offset") }
    }

    @Test(arguments: [(25, 3), (20, 3), (9, 1), (0, 1)])
    func withoutTotalPlaysPagingRunsToAShortPage(count: Int, requests: Int) async throws {
        let (server, service) = try Self.world(count: count, sendTotal: false, honourOffset: true)
        defer { server.stop() }
        let pbp = try await service.playByPlay(gameID: 9)
        #expect(pbp.plays.map(\.playIndex) == Array(0..<count))
        #expect(pbp.totalPlays == nil)
        #expect(Self.offsets(server).count == requests)
    }

    @Test func withTotalPlaysPagingStopsAtTheTotal() async throws {
        let (server, service) = try Self.world(count: 20, sendTotal: true, honourOffset: true)
        defer { server.stop() }
        let pbp = try await service.playByPlay(gameID: 9)
        #expect(pbp.plays.count == 20)
        #expect(pbp.totalPlays == 20)
        #expect(Self.offsets(server).count == 2)
    }

    @Test(arguments: [true, false])
    func aServerIgnoringTheOffsetDoesNotRepeatRows(sendTotal: Bool) async throws {
        let (server, service) = try Self.world(count: 50, sendTotal: sendTotal, honourOffset: false)
        defer { server.stop() }
        let pbp = try await service.playByPlay(gameID: 9)
        #expect(pbp.plays.map(\.playIndex) == Array(0..<10))
        #expect(Self.offsets(server).count == 2)
    }
}
