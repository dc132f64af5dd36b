import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension APIClient {
    /// Fetches and decodes an endpoint whose answers may be cached: the request carries a
    /// `CacheRule` built from the decoding, and the stack's `CachingTransport` answers from
    /// the cache or fetches, revalidates and stores (see there). `maxAge` picks the lifetime
    /// from the decoded value (a final game keeps longer than a live one); nil stores nothing.
    /// Only bodies that decode are stored or served. `state` records a game's state in the
    /// entry's header (see `ResponseCache.gameState`).
    ///
    /// A body is decoded once, whoever asks first (the rule or this method): game details are
    /// large, and a cache hit is the common path.
    func cached<T: Decodable & Sendable>(_ type: T.Type, _ endpoint: Endpoint, notFound: ScrollDownError.Missing? = nil,
                              state: @escaping @Sendable (T) -> GameState? = { _ in nil },
                              maxAge: @escaping @Sendable (T) -> TimeInterval?) async throws -> T {
        let label = label(for: endpoint)
        // The last body decoded, with its value.
        let decoded = Locked<(body: Data, value: T)?>(nil)
        let value: @Sendable (Data) -> T? = { body in
            if let last = decoded.current, last.body == body { return last.value }
            guard let value = try? decodeOnce(T.self, from: body, endpoint: label) else { return nil }
            decoded.withLock { $0 = (body, value) }
            return value
        }
        let rule = CacheRule(label: label, accepts: { value($0) != nil }, lifetime: { body in
            guard let decoded = value(body) else { return (nil, nil) }
            return (maxAge(decoded), state(decoded))
        })
        let response = try await send(endpoint, notFound: notFound, cacheRule: rule)
        if let last = decoded.current, last.body == response.body { return last.value }
        return try decodeOnce(type, from: response.body, endpoint: label)
    }

    /// `decode`, through the shared `decodedBodies` when the client has them.
    private func decodeOnce<T: Decodable & Sendable>(_ type: T.Type, from body: Data, endpoint: String) throws -> T {
        guard let decodedBodies else { return try decode(type, from: body, endpoint: endpoint) }
        return try decodedBodies.value(type, of: body) { try decode(type, from: body, endpoint: endpoint) }
    }
}
