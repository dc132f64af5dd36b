import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The pager against the backend's odds route over a socket, its odds document replaced by a
/// slate of 20 bets: continuations followed, an expired snapshot restarted without handing on
/// a bet twice, and a server that ignores the offset stopped.
@Suite struct FairBetPagerTests {
    static let bets = BetPricerTests.slate(games: 5)  // 20 bets
    /// EV mode: pages by snapshot and cursor.
    static let evQuery = FairBetQuery(sortBy: "ev", limit: 6)

    /// A server over the bundled games with `bets` as every FairBet bet, and the live service
    /// over it.
    static func world() throws -> (server: LoopbackHTTPServer, service: HTTPGameService) {
        let scenario = FixtureScenario(replacing: ["api/fairbet/odds.json": ["bets": BetPricerTests.slateObjects(games: 5)]])
        let server = try scenario.server()
        return (server, HTTPGameService(client: NetTestSupport.client(server, key: nil), cache: nil))
    }

    /// The continuation each odds request carried: its cursor and snapshot id, nil for none.
    static func continuations(_ server: LoopbackHTTPServer) -> [String?] {
        server.requests.filter { $0.path == "/api/fairbet/odds" }.map { request in
            request.value("cursor").map { cursor in
                let offset = Data(base64Encoded: cursor).flatMap { String(data: $0, encoding: .utf8) } ?? cursor
                return "\(offset) \(request.value("snapshotId") ?? "-")"
            }
        }
    }

    @Test func followsTheCursorToTheEnd() async throws {
        let (server, service) = try Self.world()
        defer { server.stop() }
        var seen: [String] = []
        let progress = try await FairBetPager(service: service, query: Self.evQuery).run { seen += $0.map(\.betID) }
        #expect(seen == Self.bets.map(\.betID))
        #expect(progress.pages == 4 && progress.bets == 20 && progress.restarts == 0)
        #expect(Self.continuations(server) == [nil, "o:6 snap-1", "o:12 snap-1", "o:18 snap-1"])
    }

    @Test func anExpiredSnapshotRestartsFromPageOneWithoutRepeats() async throws {
        let (server, service) = try Self.world()
        defer { server.stop() }
        var seen: [String] = []
        // The snapshot is forgotten once the second page is in: the third request gets 410.
        let progress = try await FairBetPager(service: service, query: Self.evQuery).run(progress: { state in
            if state.pages == 2 { server.expireSnapshots() }
        }) { seen += $0.map(\.betID) }
        #expect(seen == Self.bets.map(\.betID), "every bet once, in order")
        #expect(progress.restarts == 1)
        let continuations = Self.continuations(server)
        #expect(continuations.count > 3 && continuations[2] == "o:12 snap-1")
        #expect(continuations.count > 3 && continuations[3] == nil, "restarted from page 1: \(continuations)")
    }

    @Test func givesUpAfterRepeatedExpiry() async throws {
        let (server, service) = try Self.world()
        defer { server.stop() }
        let error = await NetTestSupport.error {
            try await FairBetPager(service: service, query: Self.evQuery).run(progress: { _ in server.expireSnapshots() }) { _ in }
        }
        guard case .snapshotExpired? = error else {
            Issue.record("expected the expired snapshot, got \(String(describing: error))")
            return
        }
        // Page 1, then an expired page 2, four times: three restarts, then the error.
        #expect(Self.continuations(server).count == 8)
    }

    @Test func aServerIgnoringTheOffsetIsStopped() async throws {
        let (server, service) = try Self.world()
        defer { server.stop() }
        server.setFault(.firstPageOnly, pathPrefix: "/api/fairbet/odds")
        var seen = 0
        let progress = try await FairBetPager(service: service, query: FairBetQuery(limit: 6)).run { seen += $0.count }
        #expect(seen == 6)
        #expect(progress.pages == 2)
        #expect(server.requests.map { $0.value("offset") } == [nil, "6"])
    }
}
