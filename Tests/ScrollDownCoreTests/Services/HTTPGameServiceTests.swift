import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The one service over a socket (loopback server, real transport, small pages so every paged
/// endpoint pages) must equal the same service over the in-process fixture transport with the
/// default pages, as sample mode runs it: the transport and the page size change nothing.
@Suite("HTTPGameService against the loopback server")
struct HTTPGameServiceTests {
    typealias S = NetTestSupport

    static let gameIDs: [Int] = {
        let folder = S.fixtures.appendingPathComponent("api/admin/sports/games")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.compactMap { Int($0.dropLast(5)) }.sorted()
    }()

    /// A service with small pages so every paged endpoint really pages.
    static func live(_ server: LoopbackHTTPServer, cache: ResponseCache? = nil, offline: Bool = false,
                     recorder: NetRecorder = NetRecorder(), attempts: Int = 3,
                     now: Date = Date(timeIntervalSince1970: 1_700_000_000)) -> HTTPGameService {
        var service = HTTPGameService(client: S.client(server, attempts: attempts, recorder: recorder, cache: cache,
                                                       offline: offline, clock: { now }),
                                      cache: cache, offline: offline, api: .admin, clock: { now })
        service.gamesPageSize = 7
        service.playsPageSize = 100
        service.teamsPageSize = 20
        return service
    }

    static let inProcess = HTTPGameService.fixtures(at: S.fixtures)

    @Test func fixturesArePresent() {
        #expect(Self.gameIDs.count == 59)
    }

    @Test(arguments: [
        GameQuery(),
        GameQuery(leagues: ["NHL"]),
        GameQuery(leagues: ["nba", "MLB"]),
        GameQuery(startDay: "2025-10-07", endDay: "2025-10-09"),
        GameQuery(startDay: "2025-10-11"),
        GameQuery(endDay: "2023-12-11"),
        GameQuery(startDay: "2025-10-10", endDay: "2025-10-10"),
        GameQuery(team: "bos"),
        GameQuery(leagues: ["NHL"], startDay: "2025-10-13", endDay: "2025-10-13", team: "a"),
    ], S.trees)
    func gamesEqualInProcess(query: GameQuery, tree: URL) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let live = try await Self.live(server).games(query)
        let inProcess = try await HTTPGameService.fixtures(at: tree).games(query)
        #expect(live == inProcess)
        #expect(Set(live.map(\.id)).count == live.count, "a game listed twice")
        let pages = server.requests.filter { $0.path == "/api/admin/sports/games" }
        // Windows split by day, league or team never widen the query; the reader's team filter
        // is the client's (TeamMatcher), never sent.
        #expect(pages.allSatisfy { $0.value("safe") == "true" })
        #expect(pages.allSatisfy { query.leagues.isEmpty || Set($0.values("league")).isSubset(of: query.leagues) })
        #expect(query.team == nil || pages.allSatisfy { $0.value("team") != query.team })
    }

    @Test(arguments: S.trees)
    func perGameEndpointsEqualInProcess(tree: URL) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let live = Self.live(server)
        let inProcess = HTTPGameService.fixtures(at: tree)
        for id in Self.gameIDs {
            #expect(try await live.game(id: id) == (try await inProcess.game(id: id)), "game \(id)")
            #expect(try await live.flow(gameID: id) == (try await inProcess.flow(gameID: id)), "flow \(id)")
            #expect(try await live.timeline(gameID: id) == (try await inProcess.timeline(gameID: id)), "timeline \(id)")
            #expect(try await live.socialPosts(gameID: id) == (try await inProcess.socialPosts(gameID: id)), "social \(id)")
            #expect(try await live.postGameSummary(gameID: id) == (try await inProcess.postGameSummary(gameID: id)), "summary \(id)")
            for level in RevealLevel.allCases {
                #expect(try await live.recap(gameID: id, level: level) == (try await inProcess.recap(gameID: id, level: level)),
                        "recap \(level) \(id)")
            }
        }
    }

    @Test(arguments: S.trees)
    func playByPlayPagesToTheEndAndEqualsInProcess(tree: URL) async throws {
        let server = try LoopbackHTTPServer(fixtures: tree, apiKey: S.apiKey)
        defer { server.stop() }
        let live = Self.live(server)
        let inProcess = HTTPGameService.fixtures(at: tree)
        for id in Self.gameIDs {
            #expect(try await live.playByPlay(gameID: id) == (try await inProcess.playByPlay(gameID: id)), "pbp \(id)")
        }
        let pages = server.requests.filter { $0.path == "/api/admin/sports/pbp/game/21600270" }
        #expect(pages.map { $0.value("offset") } == ["0", "100", "200", "300", "400", "500"])
        #expect(pages.allSatisfy { $0.value("limit") == "100" })
    }

    @Test func unknownGameIsNotFoundLikeInProcess() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let live = Self.live(server)
        let liveError = await S.error { _ = try await live.game(id: 4242) }
        let inProcessError = await S.error { _ = try await Self.inProcess.game(id: 4242) }
        #expect(liveError == .notFound(.game(id: 4242)))
        #expect(liveError == inProcessError)
        let pbpError = await S.error { _ = try await live.playByPlay(gameID: 4242) }
        #expect(pbpError == .notFound(.game(id: 4242)))
        #expect(try await live.flow(gameID: 4242) == nil)
        #expect(try await live.recap(gameID: 4242, level: .pre) == nil)
        #expect(try await live.socialPosts(gameID: 4242).isEmpty)
    }

    @Test(arguments: [nil, "NHL", "nba", "XFL"] as [String?])
    func teamsEqualInProcess(league: String?) async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let live = try await Self.live(server).teams(league: league)
        #expect(live == (try await Self.inProcess.teams(league: league)))
        if league == nil {
            #expect(live.count == 51)
            #expect(server.requests.map { $0.value("offset") } == ["0", "20", "40"])
        }
    }

    /// Follows continuations to the end, as a caller of `fairBetPage` does.
    static func allBets(_ service: any GameService, _ query: FairBetQuery) async throws -> [FairBet] {
        var bets: [FairBet] = []
        var continuation: FairBetContinuation?
        for _ in 0..<100 {
            let page = try await service.fairBetPage(query, after: continuation)
            bets += page.bets
            guard let next = page.continuation(after: continuation, limit: query.limit) else { break }
            continuation = next
        }
        return bets
    }

    @Test(arguments: [
        FairBetQuery(limit: 5),
        FairBetQuery(league: "NBA", limit: 3),
        FairBetQuery(gameID: 910000003, limit: 500),
        FairBetQuery(book: "DraftKings", limit: 10),
        FairBetQuery(sortBy: "ev", limit: 4),
        FairBetQuery(hasFair: false, limit: 6),
    ])
    func fairBetPagingEqualsInProcess(query: FairBetQuery) async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let live = try await Self.allBets(Self.live(server), query)
        let inProcess = try await Self.allBets(Self.inProcess, query)
        #expect(live == inProcess)
        #expect(!live.isEmpty)
        if query.effectiveSortBy == "ev" {
            let requests = server.requests
            #expect(requests.allSatisfy { $0.value("sort_by") == "ev" && $0.value("offset") == nil })
            #expect(requests.dropFirst().allSatisfy { $0.value("snapshotId") == "snap-1" && $0.value("cursor") != nil })
        }
    }

    @Test func expiredSnapshotSaysToRestart() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let live = Self.live(server)
        let query = FairBetQuery(sortBy: "ev", limit: 5)
        let first = try await live.fairBetPage(query, after: nil)
        let next = try #require(first.continuation(after: nil, limit: 5))
        server.expireSnapshots()
        let error = await S.error { _ = try await live.fairBetPage(query, after: next) }
        #expect(error?.message.contains("HTTP 410") == true)
        #expect(error?.message.contains("start again from page 1") == true)
    }

    // MARK: - Faults surface as the right error

    @Test func faultsMapToErrors() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        let live = Self.live(server, attempts: 2)
        let cases: [(LoopbackHTTPServer.Fault, Int32)] = [
            (.unauthorized, 77), (.forbidden, 77), (.serverError, 69), (.unavailable, 69),
            (.malformedJSON, 65), (.drop, 69), (.truncated, 69),
        ]
        for (fault, code) in cases {
            server.clearFaults()
            server.setFault(fault, pathPrefix: "/api/admin/sports/games/21600270")
            let error = await S.error { _ = try await live.game(id: 21600270) }
            let actual = error?.exitCode
            // A truncated body may surface as a lost connection (69) or as undecodable data (65).
            #expect(actual == code || (fault == .truncated && actual == 65), "\(fault): \(String(describing: error))")
        }
    }

    @Test func unknownStatusIsKeptNotFatal() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        server.setFault(.unknownEnums)
        let detail = try await Self.live(server).game(id: 21600270)
        #expect(detail.game.status == .unknown("awaiting_review"))
        let games = try await Self.live(server).games(GameQuery(leagues: ["NBA"]))
        #expect(games.contains { $0.status == .unknown("awaiting_review") })
    }

    @Test func escapeSequencesArriveIntactForTheRendererToStrip() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        defer { server.stop() }
        server.setFault(.escapes, pathPrefix: "/games/")
        let recap = try #require(try await Self.live(server).recap(gameID: 21600270, level: .pre))
        #expect(recap.summary?.hasPrefix("\u{1b}[2J\u{1b}]0;title\u{07}") == true)
    }

    // MARK: - Cache

    @Test func finalGameIsServedFromTheCacheThenOffline() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("net-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try await Self.live(server, cache: cache, now: now).game(id: 21600270)
        #expect(cache.gameState(for: S.client(server).url(for: .gameDetail(id: 21600270))) == .final)
        let flow = try await Self.live(server, cache: cache, now: now).flow(gameID: 21600270)
        #expect(server.requests.count == 2)
        // A day later a final game is still fresh: no request.
        let again = try await Self.live(server, cache: cache, now: now + 86_400).game(id: 21600270)
        #expect(again == first)
        #expect(server.requests.count == 2)
        server.stop()
        // Offline, a week later: stale entries still answer; uncached ones say so.
        let offline = Self.live(server, cache: cache, offline: true, now: now + 7 * 86_400)
        #expect(try await offline.game(id: 21600270) == first)
        #expect(try await offline.flow(gameID: 21600270) == flow)
        let missing = await S.error { _ = try await offline.game(id: 22000001) }
        #expect(missing?.exitCode == 69)
        #expect(missing?.message.contains("offline") == true)
    }

    @Test func scheduledGameExpiresAfterAMinuteAndFallsBackWhenUnreachable() async throws {
        let server = try LoopbackHTTPServer(fixtures: S.fixtures, apiKey: S.apiKey)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("net-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try await Self.live(server, cache: cache, now: now).game(id: 2025020010)
        _ = try await Self.live(server, cache: cache, now: now + 30).game(id: 2025020010)
        #expect(server.requests.count == 1)
        _ = try await Self.live(server, cache: cache, now: now + 61).game(id: 2025020010)
        #expect(server.requests.count == 2)
        server.setFault(.unavailable)
        let recorder = NetRecorder()
        let stale = try await Self.live(server, cache: cache, recorder: recorder, now: now + 600).game(id: 2025020010)
        #expect(stale == first)
        #expect(recorder.logs.contains { $0.hasPrefix("using a stale cached answer") })
        server.stop()
    }
}
