import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the response cache needs to know about one request's answers and cannot know itself:
/// whether a body is a usable answer and how long it keeps (endpoint knowledge: a final game
/// keeps for days, a live one seconds). The API client attaches it to the request
/// (`HTTPRequest.cacheRule`); a request without one is never cached.
struct CacheRule: Sendable {
    /// The request as messages name it, e.g. `GET /api/admin/sports/games/7` (offline errors).
    let label: String
    /// True when a body is a usable answer (it decodes): only those are served or stored.
    let accepts: @Sendable (Data) -> Bool
    /// For an accepted body just fetched: seconds it stays fresh (nil or not above 0: not
    /// stored) and the game state to record in the entry's header (`ResponseCache.gameState`).
    let lifetime: @Sendable (Data) -> (maxAge: TimeInterval?, gameState: GameState?)
}

/// A transport decorator answering from the on-disk `ResponseCache`, so an already fetched
/// game reads offline and a fresh one costs no request.
///
/// Only requests with a `CacheRule` are cached, per `ResponseCache.key` (method and URL,
/// key-like query items removed). A fresh entry (or any entry when offline) that the rule
/// accepts is the answer, and nothing below runs: no request, no waiting line. Otherwise the
/// request goes down with `If-None-Match`/`If-Modified-Since` when the entry has validators
/// (a 304 reuses the cached body and renews the entry). When the backend cannot be reached
/// (`ScrollDownError.unavailable`, after every retry below), a stale entry beats the error,
/// and `-v` says so. Only accepted 2xx bodies (and 304-confirmed ones) of at most
/// `ResponseCache.maxEntryBytes` with a positive lifetime are stored; other answers pass up
/// untouched for the client to read.
///
/// Offline, nothing goes down: a request the cache cannot answer fails with
/// `offlineNotCached` (`offlineNoCache` when there is no cache at all).
struct CachingTransport: HTTPTransport {
    let base: any HTTPTransport
    /// The cache, or nil for none.
    let cache: ResponseCache?
    /// Offline: answer from the cache, fresh or stale, and never touch the network.
    let offline: Bool
    /// "Now", for freshness.
    let clock: Clock
    let log: @Sendable (String) -> Void

    /// Creates the decorator.
    init(base: any HTTPTransport, cache: ResponseCache?, offline: Bool = false, clock: @escaping Clock = systemClock,
         log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.base = base
        self.cache = cache
        self.offline = offline
        self.clock = clock
        self.log = log
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let rule = request.cacheRule else { return try await base.send(request) }
        let url = request.url
        let now = clock()
        guard let cache else {
            if offline { throw ScrollDownError.unavailable(.offlineNoCache(request: rule.label)) }
            return try await base.send(request)
        }
        let entry = cache.entry(for: url)
        if let entry, offline || entry.isFresh(at: now) {
            if rule.accepts(entry.body) {
                log("cache hit (\(entry.isFresh(at: now) ? "fresh" : "stale, offline")): \(url.path)")
                return HTTPResponse(status: 200, body: entry.body)
            }
            cache.remove(url: url)
        }
        if offline { throw ScrollDownError.unavailable(.offlineNotCached(request: rule.label)) }

        var conditional = request
        if let etag = entry?.etag { conditional.headers["If-None-Match"] = etag }
        if let lastModified = entry?.lastModified { conditional.headers["If-Modified-Since"] = lastModified }
        let response: HTTPResponse
        do {
            response = try await base.send(conditional)
        } catch ScrollDownError.unavailable(let reason) {
            guard let entry, rule.accepts(entry.body) else { throw ScrollDownError.unavailable(reason) }
            log("using a stale cached answer for \(url.path): \(reason.message)")
            return HTTPResponse(status: 200, body: entry.body)
        }
        var answer = response
        switch response.status {
        case 304:
            // A 304 to a request without validators is a server bug; there is nothing to reuse.
            guard let entry else {
                throw ScrollDownError.badData(endpoint: rule.label, detail: "HTTP 304 without a cached copy")
            }
            answer.body = entry.body
        case 200..<300:
            break
        default:
            return response
        }
        // A body the rule refuses is not kept; the client decodes it and says why.
        guard rule.accepts(answer.body) else { return answer }
        let keep = rule.lifetime(answer.body)
        // A body far beyond any real answer (game details are a few hundred KB) is not kept:
        // writing tens of MB per run would cost more than fetching it again.
        if let seconds = keep.maxAge, seconds > 0, answer.body.count <= ResponseCache.maxEntryBytes {
            cache.store(ResponseCache.Entry(body: answer.body, fetchedAt: now, maxAge: seconds,
                                            etag: response.headers["etag"] ?? entry?.etag,
                                            lastModified: response.headers["last-modified"] ?? entry?.lastModified,
                                            gameState: keep.gameState),
                        for: url)
        }
        return answer
    }
}
