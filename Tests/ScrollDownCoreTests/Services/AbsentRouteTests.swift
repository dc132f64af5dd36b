import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A route the backend lacks is asked once per backend (and, for the recap, per `recapPath`).
@Suite struct AbsentRouteTests {
    typealias S = NetTestSupport

    static func service(_ server: LoopbackHTTPServer, cache: ResponseCache, recapPath: String = "/games/{id}/recap") -> HTTPGameService {
        GameBackend.service(configuration: .init(baseURL: server.baseURL, apiKey: APIKey(S.apiKey), version: "9.9.9",
                                                 recapPath: recapPath, timeout: 5),
                            network: NetTestSupport.liveTransport(), cache: cache, api: .admin, sleep: { _ in },
                            clock: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    @Test func anAbsentRecapRouteIsRememberedPerBackendAndPath() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        server.setFault(.notFound, pathPrefix: "/games/")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let recapRequests = { server.requests.filter { $0.path.hasSuffix("/recap") }.count }
        #expect(try await Self.service(server, cache: cache).recapSource(gameID: 21600270, level: .pre) != .none)  // the flow
        #expect(recapRequests() == 1)
        _ = try await Self.service(server, cache: cache).recap(gameID: 22000001, level: .post)
        #expect(recapRequests() == 1, "a known absent route is not asked again, for any game")
        // Another recap path is another route: asked, and found.
        let other = try await Self.service(server, cache: cache, recapPath: "/api/games/{id}/recap").recap(gameID: 21600270, level: .pre)
        #expect(other?.reveal == .pre)
        #expect(recapRequests() == 2)
        // A game the route does not know is not an absent route.
        #expect(try await Self.service(server, cache: cache, recapPath: "/api/games/{id}/recap").recap(gameID: 4242, level: .pre) == nil)
        _ = try await Self.service(server, cache: cache, recapPath: "/api/games/{id}/recap").recap(gameID: 21600270, level: .post)
        #expect(recapRequests() == 4)
    }
}
