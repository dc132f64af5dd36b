import Foundation

extension APIClient {
    /// How a request uses the response cache.
    public struct CachePolicy: Sendable {
        /// The cache, or nil for none.
        public var cache: ResponseCache?
        /// Seconds a stored answer counts as fresh; nil = never cache this request.
        public var maxAge: TimeInterval?
        /// Offline: answer from the cache, fresh or stale, and never touch the network.
        public var offline: Bool
        /// "Now", for freshness.
        public var now: Date

        /// Creates a policy.
        public init(cache: ResponseCache?, maxAge: TimeInterval?, offline: Bool, now: Date) {
            self.cache = cache
            self.maxAge = maxAge
            self.offline = offline
            self.now = now
        }
    }

    /// The body of an endpoint, from the cache when fresh, else from the network (sending
    /// `If-None-Match`/`If-Modified-Since` when the entry has validators, and treating 304 as
    /// the cached body). When the backend is unreachable, a stale entry is used instead of
    /// failing, and `-v` says so.
    public func data(for endpoint: Endpoint, policy: CachePolicy, notFound: String? = nil) async throws -> Data {
        let url = url(for: endpoint)
        guard let cache = policy.cache, let maxAge = policy.maxAge else {
            if policy.offline {
                throw ScrollDownError.unavailable("offline, and \(label(for: endpoint)) is never cached")
            }
            return try await send(endpoint, notFound: notFound).body
        }
        let cached = cache.entry(for: url)
        if let cached, cached.isFresh(at: policy.now) || policy.offline {
            log("cache hit (\(cached.isFresh(at: policy.now) ? "fresh" : "stale, offline")): \(url.path)")
            return cached.body
        }
        if policy.offline {
            throw ScrollDownError.unavailable("offline, and nothing cached for \(label(for: endpoint))")
        }
        var validators: [String: String] = [:]
        if let etag = cached?.etag { validators["If-None-Match"] = etag }
        if let lastModified = cached?.lastModified { validators["If-Modified-Since"] = lastModified }
        let response: HTTPResponse
        do {
            response = try await send(endpoint, extraHeaders: validators, notFound: notFound)
        } catch ScrollDownError.unavailable(let message) {
            guard let cached else { throw ScrollDownError.unavailable(message) }
            log("using a stale cached answer for \(url.path): \(message)")
            return cached.body
        }
        if response.status == 304, var cached {
            cached.fetchedAt = policy.now
            cached.maxAge = maxAge
            cache.store(cached, for: url)
            return cached.body
        }
        if response.status == 304 {
            // A 304 to a request without validators is a server bug; there is nothing to reuse.
            throw ScrollDownError.badData(endpoint: label(for: endpoint), detail: "HTTP 304 without a cached copy")
        }
        cache.store(ResponseCache.Entry(body: response.body, fetchedAt: policy.now, maxAge: maxAge,
                                        etag: response.headers["etag"], lastModified: response.headers["last-modified"]),
                    for: url)
        return response.body
    }
}
