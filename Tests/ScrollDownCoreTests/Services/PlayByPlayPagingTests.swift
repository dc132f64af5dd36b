import Foundation
import Testing
@testable import ScrollDownCore

/// E5 paging when the server leaves `total_plays` out or ignores the offset.
@Suite struct PlayByPlayPagingTests {
    /// Serves `count` synthetic plays by `limit`/`offset`, optionally without `total_plays`
    /// or ignoring the offset; records every URL asked for.
    struct PagedPlays: HTTPTransport {
        let count: Int
        let sendTotal: Bool
        let honourOffset: Bool
        let calls: NetRecorder

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            calls.recordLog(request.url.absoluteString)
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let limit = items.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 1000
            let offset = honourOffset ? items.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0 : 0
            let indices = Array((0..<count).dropFirst(offset).prefix(limit))
            var document: [String: Any] = [
                "game_id": 9, "home_team": "Home", "away_team": "Away", "game_status": "final",
                "plays": indices.map { ["play_index": $0] },
            ]
            if sendTotal { document["total_plays"] = count }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                                body: try JSONSerialization.data(withJSONObject: document))
        }
    }

    static func service(_ transport: PagedPlays) -> HTTPGameService {
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!, transport: transport)
        var service = HTTPGameService(client: client, cache: nil, api: .admin, clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        service.playsPageSize = 10
        return service
    }

    @Test(arguments: [(25, 3), (20, 3), (9, 1), (0, 1)])
    func withoutTotalPlaysPagingRunsToAShortPage(count: Int, requests: Int) async throws {
        let calls = NetRecorder()
        let pbp = try await Self.service(PagedPlays(count: count, sendTotal: false, honourOffset: true, calls: calls))
            .playByPlay(gameID: 9)
        #expect(pbp.plays.map(\.playIndex) == Array(0..<count))
        #expect(pbp.totalPlays == nil)
        #expect(calls.logs.count == requests)
    }

    @Test func withTotalPlaysPagingStopsAtTheTotal() async throws {
        let calls = NetRecorder()
        let pbp = try await Self.service(PagedPlays(count: 20, sendTotal: true, honourOffset: true, calls: calls))
            .playByPlay(gameID: 9)
        #expect(pbp.plays.count == 20)
        #expect(pbp.totalPlays == 20)
        #expect(calls.logs.count == 2)
    }

    @Test(arguments: [true, false])
    func aServerIgnoringTheOffsetDoesNotRepeatRows(sendTotal: Bool) async throws {
        let calls = NetRecorder()
        let pbp = try await Self.service(PagedPlays(count: 50, sendTotal: sendTotal, honourOffset: false, calls: calls))
            .playByPlay(gameID: 9)
        #expect(pbp.plays.map(\.playIndex) == Array(0..<10))
        #expect(calls.logs.count == 2)
    }
}
