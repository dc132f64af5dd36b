import Foundation

extension APIClient {
    /// How requests use the on-disk cache.
    struct CacheContext: Sendable {
        /// The cache, or nil for none.
        var cache: ResponseCache?
        /// Offline: answer from the cache, fresh or stale, and never touch the network.
        var offline: Bool
        /// "Now", for freshness.
        var now: Date

        /// Creates a context.
        init(cache: ResponseCache?, offline: Bool, now: Date) {
            self.cache = cache
            self.offline = offline
            self.now = now
        }
    }

    /// Fetches and decodes an endpoint through the cache.
    ///
    /// A fresh entry (or any entry when offline) is used as is. Otherwise the request goes out,
    /// with `If-None-Match`/`If-Modified-Since` when the entry has validators (a 304 reuses the
    /// cached body). When the backend cannot be reached, a stale entry beats an error, and
    /// `-v` says so. `maxAge` picks the lifetime from the decoded value (a final game keeps
    /// longer than a live one); nil stores nothing. Only bodies that decode are stored.
    /// `state` records a game's state in the entry's header (see `ResponseCache.gameState`).
    func cached<T: Decodable>(_ type: T.Type, _ endpoint: Endpoint, context: CacheContext,
                                     notFound: ScrollDownError.Missing? = nil, state: (T) -> GameState? = { _ in nil },
                                     maxAge: (T) -> TimeInterval?) async throws -> T {
        let url = url(for: endpoint)
        let label = label(for: endpoint)
        guard let cache = context.cache else {
            if context.offline { throw ScrollDownError.unavailable(.offlineNoCache(request: label)) }
            return try await get(type, endpoint, notFound: notFound)
        }
        let entry = cache.entry(for: url)
        if let entry, context.offline || entry.isFresh(at: context.now) {
            if let value = try? decode(type, from: entry.body, endpoint: label) {
                log("cache hit (\(entry.isFresh(at: context.now) ? "fresh" : "stale, offline")): \(url.path)")
                return value
            }
            cache.remove(url: url)
        }
        if context.offline { throw ScrollDownError.unavailable(.offlineNotCached(request: label)) }

        var validators: [String: String] = [:]
        if let etag = entry?.etag { validators["If-None-Match"] = etag }
        if let lastModified = entry?.lastModified { validators["If-Modified-Since"] = lastModified }
        let response: HTTPResponse
        do {
            response = try await send(endpoint, extraHeaders: validators, notFound: notFound)
        } catch ScrollDownError.unavailable(let reason) {
            guard let entry, let value = try? decode(type, from: entry.body, endpoint: label) else {
                throw ScrollDownError.unavailable(reason)
            }
            log("using a stale cached answer for \(url.path): \(reason.message)")
            return value
        }
        let body: Data
        if response.status == 304 {
            // A 304 to a request without validators is a server bug; there is nothing to reuse.
            guard let entry else {
                throw ScrollDownError.badData(endpoint: label, detail: "HTTP 304 without a cached copy")
            }
            body = entry.body
        } else {
            body = response.body
        }
        let value = try decode(type, from: body, endpoint: label)
        // A body far beyond any real answer (game details are a few hundred KB) is not kept:
        // writing tens of MB per run would cost more than fetching it again.
        if let seconds = maxAge(value), seconds > 0, body.count <= ResponseCache.maxEntryBytes {
            cache.store(ResponseCache.Entry(body: body, fetchedAt: context.now, maxAge: seconds,
                                            etag: response.headers["etag"] ?? entry?.etag,
                                            lastModified: response.headers["last-modified"] ?? entry?.lastModified,
                                            gameState: state(value)),
                        for: url)
        }
        return value
    }
}
