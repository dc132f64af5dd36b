import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite("ResponseCache")
struct ResponseCacheTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("net-rc-\(UUID().uuidString)")
    let url = URL(string: "https://sda.example.com/api/admin/sports/games/7?x=1")!
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func entry(_ body: String = #"{"a":1}"#, maxAge: TimeInterval = 60, etag: String? = nil) -> ResponseCache.Entry {
        ResponseCache.Entry(body: Data(body.utf8), fetchedAt: now, maxAge: maxAge, etag: etag, lastModified: nil)
    }

    @Test func roundTripAndFreshness() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        #expect(cache.lookup(url: url, now: now) == nil)
        #expect(cache.store(entry(etag: "\"v1\""), for: url))
        #expect(cache.entry(for: url) == entry(etag: "\"v1\""))
        let fresh = try #require(cache.lookup(url: url, now: now + 59))
        #expect(fresh.data == Data(#"{"a":1}"#.utf8))
        #expect(fresh.isFresh)
        #expect(cache.lookup(url: url, now: now + 60)?.isFresh == false)
        // A clock that went backwards does not make an entry fresh forever.
        #expect(cache.lookup(url: url, now: now - 10)?.isFresh == false)
        // Another URL is another entry.
        #expect(cache.lookup(url: URL(string: "https://sda.example.com/api/admin/sports/games/8")!, now: now) == nil)
    }

    @Test func filesArePrivateAndNamedByHash() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        cache.store(entry(), for: url)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == [ResponseCache.fnv1a64("GET " + url.absoluteString) + ".cache"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(files[0]).path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let dirAttributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((dirAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func fnvMatchesTheReferenceVectors() {
        #expect(ResponseCache.fnv1a64("") == "cbf29ce484222325")
        #expect(ResponseCache.fnv1a64("a") == "af63dc4c8601ec8c")
        #expect(ResponseCache.fnv1a64("foobar") == "85944171f73967e8")
    }

    @Test func keyNeverContainsASecret() {
        let withKey = URL(string: "https://h.example/api/x?league=NBA&api_key=s3cret")!
        #expect(ResponseCache.key(url: withKey) == "GET https://h.example/api/x?league=NBA")
    }

    @Test(arguments: ["", "garbage", "{\"version\":1}\n{}", "{not json}\nbody", "\n"])
    func corruptEntryIsAMiss(contents: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        cache.store(entry(), for: url)
        let file = cache.fileURL(forKey: ResponseCache.key(url: url))
        try Data(contents.utf8).write(to: file)
        #expect(cache.entry(for: url) == nil)
        #expect(cache.lookup(url: url, now: now) == nil)
    }

    @Test func entryForAnotherKeyWithTheSameFileIsAMiss() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let other = URL(string: "https://sda.example.com/other")!
        cache.store(entry(), for: other)
        // Simulate a hash collision: the other URL's file under this URL's name.
        try FileManager.default.copyItem(at: cache.fileURL(forKey: ResponseCache.key(url: other)),
                                         to: cache.fileURL(forKey: ResponseCache.key(url: url)))
        #expect(cache.entry(for: url) == nil)
    }

    @Test func missingParentsAreCreatedPrivateLikeTheStateDirectory() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("net-rc-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ResponseCache(directory: root.appendingPathComponent("a/b"))
        #expect(cache.store(entry(), for: url))
        for folder in ["a", "a/b"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(folder).path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(folder)")
        }
        // Only the entry is left behind: no temp files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path).count == 1)
    }

    @Test func unwritableDirectoryFailsSoftly() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("net-rc-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let cache = ResponseCache(directory: file.appendingPathComponent("sub"))
        #expect(cache.store(entry(), for: url) == false)
        #expect(cache.entry(for: url) == nil)
    }

    @Test func notModifiedReusesTheCachedBodyAndSendsValidators() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let cache = ResponseCache(directory: directory)
        let client = NetTestSupport.client(server, cache: cache, clock: { now })
        let endpoint = Endpoint.teams(league: "NHL", search: nil, limit: 500, offset: 0)
        // Seed an expired entry with validators, as if an earlier answer had carried them.
        let seeded = #"{"teams":[{"id":1,"name":"Cached","abbreviation":"CCC"}],"total":1}"#
        cache.store(ResponseCache.Entry(body: Data(seeded.utf8), fetchedAt: now - 3600, maxAge: 60,
                                        etag: "\"abc\"", lastModified: "Tue, 01 Jul 2025 00:00:00 GMT"),
                    for: client.url(for: endpoint))
        server.setFault(.status(304, body: ""), times: 1)
        let page = try await client.cached(TeamsPageProbe.self, endpoint) { _ in 60 }
        #expect(page.teams.map(\.name) == ["Cached"])
        let request = try #require(server.requests.last)
        #expect(request.headers["if-none-match"] == "\"abc\"")
        #expect(request.headers["if-modified-since"] == "Tue, 01 Jul 2025 00:00:00 GMT")
        // The 304 renewed the entry.
        #expect(cache.lookup(url: client.url(for: endpoint), now: now + 30)?.isFresh == true)
    }

    @Test func undecodableAnswerIsNotStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let cache = ResponseCache(directory: directory)
        let client = NetTestSupport.client(server, cache: cache, clock: { now })
        let endpoint = Endpoint.teams(league: nil, search: nil, limit: 500, offset: 0)
        server.setFault(.malformedJSON, times: 1)
        let error = await NetTestSupport.error { _ = try await client.cached(TeamsPageProbe.self, endpoint) { _ in 60 } }
        #expect(error?.exitCode == 65)
        #expect(cache.entry(for: client.url(for: endpoint)) == nil)
        let page = try await client.cached(TeamsPageProbe.self, endpoint) { _ in 60 }
        #expect(page.total == 51)
        #expect(cache.entry(for: client.url(for: endpoint)) != nil)
    }
}

/// The game state rides in the cache header, so side documents learn a game's lifetime
/// without decoding its detail.
@Suite struct CachedGameStateTests {
    @Test func lifetimeOfAGameComesFromTheHeaderNotTheBody() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("net-rc-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let client = NetTestSupport.client(baseURL: URL(string: "http://127.0.0.1:9")!,
                                           transport: UnreachableTransport(calls: NetRecorder()))
        let service = HTTPGameService(client: client, cache: cache, api: .admin, clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        let url = client.url(for: .gameDetail(id: 5))
        #expect(service.lifetime(ofGame: 5) == service.lifetimes.other)
        // The body is not a game at all: only the header can say "final".
        let entry = ResponseCache.Entry(body: Data("opaque".utf8), fetchedAt: Date(timeIntervalSince1970: 0), maxAge: 60,
                                        etag: nil, lastModified: nil, gameState: .final)
        #expect(cache.store(entry, for: url))
        #expect(cache.gameState(for: url) == .final)
        #expect(cache.entry(for: url) == entry)
        #expect(service.lifetime(ofGame: 5) == service.lifetimes.final)
        // An entry written before the state was recorded is simply "unknown".
        cache.store(ResponseCache.Entry(body: Data("{}".utf8), fetchedAt: Date(timeIntervalSince1970: 0), maxAge: 60), for: url)
        #expect(cache.gameState(for: url) == nil)
        #expect(service.lifetime(ofGame: 5) == service.lifetimes.other)
    }
}

extension ResponseCache {
    /// The cached body and whether it is still fresh at `now` (the client reads `entry(for:)`
    /// and `isFresh(at:)` itself; this pairs them for the assertions above).
    func lookup(url: URL, now: Date) -> (data: Data, isFresh: Bool)? {
        entry(for: url).map { ($0.body, $0.isFresh(at: now)) }
    }
}

/// A game's cached answer holds its final score: a look at the cache must not show it.
@Suite struct ScrambledCacheTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("net-rc-scramble-\(UUID().uuidString)")
    let url = URL(string: "https://sda.example.com/api/admin/sports/games/21600270")!

    func files() throws -> [Data] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
    }

    @Test func aBodyIsStoredScrambledAndReadBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let body = Data(#"{"game":{"homeScore":126,"awayScore":118,"status":"final"},"summary":"Hawks won 126-118"}"#.utf8)
        let entry = ResponseCache.Entry(body: body, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), maxAge: 60)
        #expect(cache.store(entry, for: url))
        #expect(cache.entry(for: url) == entry)
        let stored = try #require(try files().first)
        let text = String(decoding: stored, as: UTF8.self)
        for clear in ["126", "118", "homeScore", "Hawks", "final\""] { #expect(!text.contains(clear), "\(clear) in clear") }
        #expect(text.hasPrefix(#"{"#), "the header line stays readable")
        // Every length, so the tail shorter than a keystream word is covered too.
        for length in 0..<20 {
            let short = Data((0..<length).map { UInt8($0 + 40) })
            #expect(ResponseCache.scrambled(ResponseCache.scrambled(short, key: "k"), key: "k") == short)
            if length > 0 { #expect(ResponseCache.scrambled(short, key: "k") != short) }
        }
    }

    /// Entries written by earlier releases, body in clear, still read (offline reading keeps
    /// working across the upgrade).
    @Test func anEntryInClearStillReads() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let key = ResponseCache.key(url: url)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let header = #"{"version":1,"key":"\#(key)","fetchedAt":1700000000,"maxAge":60}"#
        try Data((header + "\n{\"a\":1}").utf8).write(to: cache.fileURL(forKey: key))
        #expect(cache.entry(for: url)?.body == Data(#"{"a":1}"#.utf8))
    }

    /// Through the whole stack: a revealed game read once, then offline, with no score in the
    /// cache directory.
    @Test func aFetchedGameLeavesNoScoreInTheCacheAndReadsOffline() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let cache = ResponseCache(directory: directory)
        let client = NetTestSupport.client(server, cache: cache, clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        let online = HTTPGameService(client: client, cache: cache, api: .admin, clock: { Date(timeIntervalSince1970: 1_700_000_000) })
        let detail = try await online.game(id: 21600270)
        let score = try #require(detail.game.scorePair)
        for file in try files() {
            let text = String(decoding: file, as: UTF8.self)
            #expect(!text.contains("\"homeScore\":\(score.home)") && !text.contains("homeScore"), "score in clear")
        }
        let offlineClient = NetTestSupport.client(server, cache: cache, offline: true,
                                                  clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let offline = HTTPGameService(client: offlineClient, cache: cache, offline: true, api: .admin,
                                      clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let requests = server.requests.count
        #expect(try await offline.game(id: 21600270) == detail)
        #expect(server.requests.count == requests)
    }
}
