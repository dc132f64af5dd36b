import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `api = auto` against every kind of backend and key set: the consumer routes with
/// a consumer key, the admin routes where the admin key opens them, no wrong choice remembered
/// when the backend fails while the choice is made.
@Suite(.temporaryHome) struct RouteFamilyTests {
    static let admin = "admin-key-R1", consumer = "consumer-key-R2"

    /// The newest backend's tree: today's admin routes plus the consumer list and details.
    static func newestTree() throws -> URL {
        let root = TemporaryHome.makeDirectory("newest")
        let manager = FileManager.default
        try manager.copyItem(at: TestPaths.sdaFixtures.appendingPathComponent("api"), to: root.appendingPathComponent("api"))
        let v1 = CLIHarness.v1Fixtures.appendingPathComponent("api/v1")
        for name in try manager.contentsOfDirectory(atPath: v1.appendingPathComponent("games").path) where name.hasSuffix(".json") {
            try manager.copyItem(at: v1.appendingPathComponent("games/\(name)"),
                                 to: root.appendingPathComponent("api/v1/games/\(name)"))
        }
        try manager.copyItem(at: v1.appendingPathComponent("games.json"), to: root.appendingPathComponent("api/v1/games.json"))
        return root
    }

    func service(_ server: LoopbackHTTPServer, admin: String?, consumer: String?, cache: ResponseCache,
                 recorder: NetRecorder = NetRecorder()) -> HTTPGameService {
        GameBackend.service(
            configuration: .init(baseURL: server.baseURL, apiKey: admin.map(APIKey.init), consumerApiKey: consumer.map(APIKey.init),
                                 version: "t", timeout: NetTestSupport.defaultTimeout),
            network: NetTestSupport.liveTransport(), retry: .init(maxAttempts: 1), cache: cache,
            api: .auto, sleep: { _ in }, log: { recorder.recordLog($0) }, clock: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    func cache() -> ResponseCache { ResponseCache(directory: TemporaryHome.makeDirectory("cache")) }

    static let everyGame = GameQuery(startDay: "1900-01-01", endDay: "2100-12-31")

    @Test func aConsumerKeyAloneSpeaksV1WithoutAsking() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let games = try await service(server, admin: nil, consumer: Self.consumer, cache: cache()).games(Self.everyGame)
        #expect(games.count == 59)
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/v1/") })
        #expect(server.requests.allSatisfy { $0.headers["x-api-key"] == Self.consumer })
    }

    @Test func anAdminKeyOnTodaysBackendSpeaksAdminAsBefore() async throws {
        let server = try LoopbackHTTPServer(fixtures: TestPaths.sdaFixtures, apiKey: Self.admin)
        defer { server.stop() }
        let detail = try await service(server, admin: Self.admin, consumer: nil, cache: cache()).game(id: 22000001)
        #expect(detail.plays.count == 610)
        // The admin routes are tried first by the request needed anyway: nothing extra asked.
        #expect(server.requests.map(\.path) == ["/api/admin/sports/games/22000001"])
    }

    @Test func bothKeysOnTheNewestBackendUseTheAdminRoutesTheyOpen() async throws {
        let server = try LoopbackHTTPServer(fixtures: try Self.newestTree(), apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let service = service(server, admin: Self.admin, consumer: Self.consumer, cache: cache())
        _ = try await service.game(id: 21600270)
        #expect(server.requests.last?.path == "/api/admin/sports/games/21600270")
        #expect(service.family() == .admin)
    }

    @Test func aSingleKeyThatIsAConsumerKeySpeaksV1() async throws {
        // Split keys on the server; the reader set the consumer key as the only key.
        let server = try LoopbackHTTPServer(fixtures: try Self.newestTree(), apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let recorder = NetRecorder()
        let service = service(server, admin: Self.consumer, consumer: nil, cache: cache(), recorder: recorder)
        let detail = try await service.game(id: 22000001)
        #expect(detail.plays.count == 610)
        #expect(server.requests.map(\.path) == ["/api/admin/sports/games/22000001", "/api/v1/games", "/api/v1/games/22000001"])
        #expect(recorder.logs.contains { $0.contains("consumer routes (/api/v1) — the admin routes refused the key (403)") })
    }

    @Test func bothKeysOnAConsumerOnlyBackendSpeakV1() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let service = service(server, admin: Self.admin, consumer: Self.consumer, cache: cache())
        #expect(try await service.decideFamily() == .consumer)
        let games = try await service.games(GameQuery(leagues: ["NBA"], startDay: "2025-10-08", endDay: "2025-10-08"))
        #expect(Set(games.map(\.id)) == [22000001, 21600270])
    }

    @Test func aRefusedKeyOnABackendWithoutV1KeepsTheAdminRoutesAndTheirError() async throws {
        let server = try LoopbackHTTPServer(fixtures: TestPaths.sdaFixtures, apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let service = service(server, admin: Self.consumer, consumer: nil, cache: cache())
        let error = await NetTestSupport.error { _ = try await service.game(id: 21600270) }
        guard case .authRefused(let refusal)? = error else {
            Issue.record("expected the admin route's refusal, got \(String(describing: error))")
            return
        }
        #expect(refusal.status == 403)
    }

    @Test func theChoiceIsRememberedPerBaseURL() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures)
        defer { server.stop() }
        let shared = cache()
        #expect(try await service(server, admin: nil, consumer: nil, cache: shared).decideFamily() == .consumer)
        let asked = server.requests.count
        #expect(try await service(server, admin: nil, consumer: nil, cache: shared).decideFamily() == .consumer)
        #expect(server.requests.count == asked, "a second run asked again")
    }

    @Test func aFailingBackendWhileChoosingLeavesNoChoiceBehind() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures)
        defer { server.stop() }
        let shared = cache()
        server.setFault(.serverError, pathPrefix: "/api/admin/sports/games", times: 1)
        let first = await NetTestSupport.error { _ = try await service(server, admin: nil, consumer: nil, cache: shared).decideFamily() }
        guard case .unavailable? = first else {
            Issue.record("expected the 5xx to be reported, got \(String(describing: first))")
            return
        }
        // Nothing wrong was remembered: the next run asks again and finds the consumer routes.
        #expect(try await service(server, admin: nil, consumer: nil, cache: shared).decideFamily() == .consumer)
        // The consumer list failing while it is asked keeps the admin route's answer, remembers nothing.
        let fresh = cache()
        server.setFault(.serverError, pathPrefix: "/api/v1/games", times: 1)
        let second = await NetTestSupport.error { _ = try await service(server, admin: nil, consumer: nil, cache: fresh).decideFamily() }
        #expect(second == .routeAbsent("GET /api/admin/sports/games"))
        #expect(try await service(server, admin: nil, consumer: nil, cache: fresh).decideFamily() == .consumer)
    }

    @Test func anExplicitChoiceIsObeyedWithoutAsking() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures)
        defer { server.stop() }
        let client = NetTestSupport.client(server, key: nil)
        #expect(HTTPGameService(client: client, cache: nil, api: .v1).family() == .consumer)
        #expect(HTTPGameService(client: client, cache: nil, api: .admin).family() == .admin)
        #expect(server.requests.isEmpty)
    }
}

extension RouteFamilyTests {
    @Test func aWrongKeyOnAConsumerOnlyBackendIsRefusedThere() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let shared = cache()
        let wrong = service(server, admin: "wrong-key", consumer: nil, cache: shared)
        let error = await NetTestSupport.error { _ = try await wrong.games(Self.everyGame) }
        guard case .authRefused(let refusal)? = error else {
            Issue.record("expected the consumer route's refusal, got \(String(describing: error))")
            return
        }
        #expect(refusal.status == 401 && refusal.routes == .consumer)
        // Not remembered: the right key next time is asked afresh.
        #expect(try await service(server, admin: Self.consumer, consumer: nil, cache: shared).decideFamily() == .consumer)
    }
}

extension RouteFamilyTests {
    /// The consumer routes send a game's plays with its detail: the separate route's absence
    /// is said as data, and nothing is asked.
    @Test func playByPlayOnTheConsumerRoutesSaysThePlaysComeWithTheGame() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.v1Fixtures, apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let error = await NetTestSupport.error {
            _ = try await service(server, admin: nil, consumer: Self.consumer, cache: cache()).playByPlay(gameID: 22000001)
        }
        #expect(error == .playsComeWithTheGame(request: "GET /api/admin/sports/pbp/game/22000001"))
        #expect(server.requests.isEmpty)
    }
}

extension RouteFamilyTests {
    /// The remembered choice belongs to a base URL and a key set: a reader who adds the admin
    /// key, or replaces a consumer key set as the only key by the admin key, gets the admin
    /// routes at once, not the consumer routes for another day.
    @Test func theChoiceIsRememberedPerKeySetToo() async throws {
        let server = try LoopbackHTTPServer(fixtures: try Self.newestTree(), apiKey: Self.admin, consumerApiKey: Self.consumer)
        defer { server.stop() }
        let shared = cache()
        #expect(try await service(server, admin: nil, consumer: Self.consumer, cache: shared).decideFamily() == .consumer)
        let both = service(server, admin: Self.admin, consumer: Self.consumer, cache: shared)
        #expect(try await both.decideFamily() == .admin, "adding the admin key kept the consumer routes")
        _ = try await both.game(id: 21600270)
        #expect(server.requests.last?.path == "/api/admin/sports/games/21600270")

        // The consumer key where the admin key goes: refused there, so the consumer routes.
        #expect(try await service(server, admin: Self.consumer, consumer: nil, cache: shared).decideFamily() == .consumer)
        let fixed = service(server, admin: Self.admin, consumer: nil, cache: shared)
        #expect(try await fixed.decideFamily() == .admin, "replacing the key kept the consumer routes")
        // And each key set's choice is remembered: asked again, nothing is requested.
        let asked = server.requests.count
        #expect(try await service(server, admin: Self.consumer, consumer: nil, cache: shared).decideFamily() == .consumer)
        #expect(try await service(server, admin: Self.admin, consumer: nil, cache: shared).decideFamily() == .admin)
        #expect(server.requests.count == asked)
        // The cache names a key set by fingerprints only, never by a key.
        let url = fixed.familyURL.absoluteString
        #expect(!url.contains(Self.admin) && !url.contains(Self.consumer))
    }
}
