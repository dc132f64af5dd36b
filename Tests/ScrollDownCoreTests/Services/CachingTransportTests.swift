import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `CachingTransport` on its own, over a scripted inner transport: what it answers without
/// asking, what it asks with, what it keeps, and what offline means.
@Suite struct CachingTransportTests {
    static let url = URL(string: "https://sda.example/api/admin/sports/games/7")!
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let label = "GET /api/admin/sports/games/7"

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("caching-\(UUID().uuidString)")
    var cache: ResponseCache { ResponseCache(directory: directory) }

    /// A rule accepting JSON objects that hold `"ok"`, kept for `maxAge` as a final game.
    static func rule(maxAge: TimeInterval? = 60) -> CacheRule {
        CacheRule(label: label, accepts: { String(decoding: $0, as: UTF8.self).contains("ok") },
                  lifetime: { _ in (maxAge, .final) })
    }

    static func request(rule: CacheRule? = rule()) -> HTTPRequest {
        var request = HTTPRequest(url: url, headers: ["X-Request-ID": "req-1"])
        request.cacheRule = rule
        return request
    }

    func caching(_ inner: ScriptedTransport, offline: Bool = false, at now: Date = now, cache: ResponseCache?? = nil,
                 recorder: NetRecorder = NetRecorder()) -> CachingTransport {
        CachingTransport(base: inner, cache: cache ?? self.cache, offline: offline, clock: { now },
                         log: { recorder.recordLog($0) })
    }

    /// Seeds the cache as an earlier answer would have.
    func seed(_ body: String = #"{"ok":1}"#, age: TimeInterval, maxAge: TimeInterval = 60, etag: String? = nil) {
        cache.store(ResponseCache.Entry(body: Data(body.utf8), fetchedAt: Self.now - age, maxAge: maxAge, etag: etag,
                                        lastModified: etag.map { _ in "Tue, 01 Jul 2025 00:00:00 GMT" }),
                    for: Self.url)
    }

    @Test func aFreshEntryAnswersWithoutAskingTheInnerTransport() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(age: 59)
        let recorder = NetRecorder()
        let inner = ScriptedTransport([])
        let response = try await caching(inner, recorder: recorder).send(Self.request())
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"ok":1}"#.utf8))
        #expect(inner.requests.isEmpty)
        #expect(recorder.logs == ["cache hit (fresh): /api/admin/sports/games/7"])
    }

    @Test func aStaleEntryIsRefetchedWithItsValidatorsAndReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(#"{"ok":"old"}"#, age: 60, etag: "\"v1\"")
        let inner = ScriptedTransport([.status(200, #"{"ok":"new"}"#, headers: ["ETag": "\"v2\""])])
        let response = try await caching(inner).send(Self.request())
        #expect(response.body == Data(#"{"ok":"new"}"#.utf8))
        let sent = try #require(inner.requests.first)
        #expect(sent.headers["If-None-Match"] == "\"v1\"")
        #expect(sent.headers["If-Modified-Since"] == "Tue, 01 Jul 2025 00:00:00 GMT")
        let entry = try #require(cache.entry(for: Self.url))
        #expect(entry.body == Data(#"{"ok":"new"}"#.utf8))
        #expect(entry.fetchedAt == Self.now && entry.maxAge == 60 && entry.etag == "\"v2\"" && entry.gameState == .final)
    }

    @Test func notModifiedAnswersWithTheCachedBodyAndRenewsIt() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(age: 3600, etag: "\"v1\"")
        let inner = ScriptedTransport([.status(304)])
        let response = try await caching(inner).send(Self.request())
        #expect(response.body == Data(#"{"ok":1}"#.utf8))
        #expect(cache.entry(for: Self.url)?.isFresh(at: Self.now + 30) == true)
        #expect(cache.entry(for: Self.url)?.etag == "\"v1\"")
    }

    @Test func notModifiedWithoutACachedCopyIsBadData() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = await NetTestSupport.error { _ = try await caching(ScriptedTransport([.status(304)])).send(Self.request()) }
        #expect(error == .badData(endpoint: Self.label, detail: "HTTP 304 without a cached copy"))
    }

    @Test func whenTheBackendCannotBeReachedAStaleEntryAnswers() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(age: 600)
        let recorder = NetRecorder()
        let response = try await caching(ScriptedTransport([.refused]), recorder: recorder).send(Self.request())
        #expect(response.body == Data(#"{"ok":1}"#.utf8))
        #expect(recorder.logs.count == 1)
        #expect(recorder.logs.first?.hasPrefix("using a stale cached answer for /api/admin/sports/games/7: ") == true)
        // Without an entry the failure stands.
        try? FileManager.default.removeItem(at: directory)
        let error = await NetTestSupport.error { _ = try await caching(ScriptedTransport([.refused])).send(Self.request()) }
        #expect(error == .unavailable(.network(host: "sda.example", .connectionRefused)))
    }

    @Test func offlineAStaleEntryAnswersAndNothingGoesDown() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(age: 7 * 86_400)
        let recorder = NetRecorder()
        let inner = ScriptedTransport([])
        let response = try await caching(inner, offline: true, recorder: recorder).send(Self.request())
        #expect(response.body == Data(#"{"ok":1}"#.utf8))
        #expect(inner.requests.isEmpty)
        #expect(recorder.logs == ["cache hit (stale, offline): /api/admin/sports/games/7"])
    }

    @Test func offlineWithAnEmptyCacheFailsAsBefore() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let inner = ScriptedTransport([])
        let notCached = await NetTestSupport.error { _ = try await caching(inner, offline: true).send(Self.request()) }
        #expect(notCached == .unavailable(.offlineNotCached(request: Self.label)))
        let noCache = await NetTestSupport.error { _ = try await caching(inner, offline: true, cache: .some(nil)).send(Self.request()) }
        #expect(noCache == .unavailable(.offlineNoCache(request: Self.label)))
        #expect(inner.requests.isEmpty)
    }

    @Test func anEntryTheRuleRefusesIsDroppedAndRefetched() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        seed("not a game", age: 1)
        let inner = ScriptedTransport([.status(200, #"{"ok":2}"#)])
        let response = try await caching(inner).send(Self.request())
        #expect(response.body == Data(#"{"ok":2}"#.utf8))
        #expect(inner.requests.count == 1)
        #expect(cache.entry(for: Self.url)?.body == Data(#"{"ok":2}"#.utf8))
    }

    @Test func onlyAcceptedAnswersWithALifetimeAreStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // Refused by the rule: handed up as is for the client to report, not kept.
        let refused = try await caching(ScriptedTransport([.status(200, "garbage")])).send(Self.request())
        #expect(refused.body == Data("garbage".utf8))
        #expect(cache.entry(for: Self.url) == nil)
        // An answer that is a failure: handed up, not kept.
        let missing = try await caching(ScriptedTransport([.status(404, #"{"ok":"no"}"#)])).send(Self.request())
        #expect(missing.status == 404)
        #expect(cache.entry(for: Self.url) == nil)
        // No lifetime, or none above zero: not kept.
        for maxAge in [nil, 0.0] as [TimeInterval?] {
            _ = try await caching(ScriptedTransport([.status(200, #"{"ok":1}"#)])).send(Self.request(rule: Self.rule(maxAge: maxAge)))
            #expect(cache.entry(for: Self.url) == nil)
        }
        // Without a rule: never cached, never answered from the cache.
        seed(age: 1)
        let inner = ScriptedTransport([.status(200, #"{"ok":"net"}"#)])
        let plain = try await caching(inner).send(Self.request(rule: nil))
        #expect(plain.body == Data(#"{"ok":"net"}"#.utf8))
        #expect(cache.entry(for: Self.url)?.body == Data(#"{"ok":1}"#.utf8))
    }

    @Test func aBodyBeyondTheEntryLimitIsNotStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let huge = #"{"ok":""# + String(repeating: "a", count: ResponseCache.maxEntryBytes) + #""}"#
        let response = try await caching(ScriptedTransport([.status(200, huge)])).send(Self.request())
        #expect(response.body.count > ResponseCache.maxEntryBytes)
        #expect(cache.entry(for: Self.url) == nil)
    }
}
