import Foundation

/// Choosing the route family (CONTRACT-v1 §2.1, §7). `api = v1 | admin` is obeyed; `auto`:
/// - only a consumer key: the consumer routes;
/// - an admin key (alone, or with a consumer key): one probe of the admin games list with it.
///   2xx: the admin routes, which also carry odds, posts and flow; 403 (the key is a consumer
///   key) or the route missing (404 `Not Found`, a consumer-only backend): the consumer routes
///   when a probe of the consumer list answers 2xx. Else the admin routes, whose own error
///   names the refused key; but a consumer-only backend (admin list 404) that refuses the key
///   on its consumer list keeps the consumer routes, whose refusal is the one to report.
///   Without any key (sample mode, a keyless development server) the same probe decides.
/// A decision is remembered per base URL in the response cache for `absentRoute` seconds and for
/// the rest of the process; an undecided probe (401, 5xx, no answer) is not remembered and the
/// admin routes are used, so their own error reaches the reader.
extension HTTPGameService {
    /// The family the game routes use, deciding on first use (for `doctor` and `-v`).
    func family() async throws -> RouteFamily {
        switch api {
        case .v1: return .consumer
        case .admin: return .admin
        case .auto: break
        }
        if let known = familyMemo.value { return known }
        if let remembered = rememberedFamily() {
            familyMemo.value = remembered
            return remembered
        }
        let keys = client.configuration.keys
        if keys.admin == nil, keys.consumer != nil { return settle(.consumer, because: "only a consumer key is set") }
        guard !offline else { return .admin }
        switch try await client.probe(.games(.init(limit: 1))) {
        case let status? where (200..<300).contains(status):
            return settle(.admin, because: "the admin games list answered")
        case let status? where status == 403 || status == 404:
            // The key is a consumer key (403), or the backend has no admin list (404): the
            // consumer routes, if this backend has them; else the admin route's own error.
            let why = status == 403 ? "the admin routes refused the key (403)" : "the backend has no admin games list"
            let consumer = try await client.probe(.consumerGames(.init(limit: 1)))
            if let consumer, (200..<300).contains(consumer) { return settle(.consumer, because: why) }
            if status == 404, let consumer, consumer == 401 || consumer == 403 {
                // A consumer-only backend that refuses this key: its own refusal names the key.
                client.log("api: \(why); the consumer list refused the key (\(consumer)); using the consumer routes for this run")
                return .consumer
            }
            client.log("api: \(why), and the consumer list did not answer either; using the admin routes for this run")
            return .admin
        case let status?:
            client.log("api: the admin games list answered HTTP \(status); using the admin routes for this run")
            return .admin
        case nil:
            client.log("api: no answer while choosing routes; using the admin routes for this run")
            return .admin
        }
    }

    private func settle(_ family: RouteFamily, because reason: String) -> RouteFamily {
        client.log("api: \(family == .consumer ? "consumer routes (/api/v1)" : "admin routes") — \(reason)")
        familyMemo.value = family
        cache?.store(ResponseCache.Entry(body: Data(family.rawValue.utf8), fetchedAt: clock(), maxAge: lifetimes.absentRoute,
                                         etag: nil, lastModified: nil),
                     for: familyURL, method: Self.familyMethod)
        return family
    }

    private func rememberedFamily() -> RouteFamily? {
        guard let cache, let entry = cache.entry(for: familyURL, method: Self.familyMethod),
              offline || entry.isFresh(at: clock()) else { return nil }
        return RouteFamily(rawValue: String(decoding: entry.body, as: UTF8.self))
    }

    /// A cache key per backend and per key set (a new key may open other routes); never
    /// requested, so the method is not HTTP's.
    private var familyURL: URL {
        let keys = client.configuration.keys
        let shape = "\(keys.admin == nil ? "-" : "a")\(keys.consumer == nil ? "-" : "c")"
        return client.configuration.baseURL.appendingPathComponent("scrolldown-route-family").appendingPathComponent(shape)
    }

    private static let familyMethod = "FAMILY"
}

extension APIClient {
    /// The status one request gets, sent once (no retries) with its route group's key: for
    /// choosing routes. A 404 counts only when it is FastAPI's "no such route"; a 404 naming
    /// something missing is reported as 200 (the route exists). nil when nothing answered
    /// (the real request that follows retries and says why); cancellation passes through.
    func probe(_ endpoint: Endpoint) async throws -> Int? {
        let request = try makeRequest(url(for: endpoint), scope: endpoint.keyScope, requestID: makeRequestID(), extraHeaders: [:])
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return nil
        }
        log("\(label(for: endpoint)) (choosing routes) -> \(response.status)")
        if response.status == 404 && !APIErrorBody.isRouteNotFound(response.body) { return 200 }
        return response.status
    }
}
