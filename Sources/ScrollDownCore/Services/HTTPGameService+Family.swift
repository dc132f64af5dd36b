import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Choosing the route family (docs/backend.md#choosing-a-family). `api = v1 | admin` is obeyed;
/// `auto`:
/// - only a consumer key: the consumer routes, without asking;
/// - otherwise the admin routes are tried first, by the request the command needs anyway (the
///   games list or a game's detail), so a backend with admin routes costs nothing extra. When
///   that request is refused with 403 (the key is a consumer key) or the route is missing (404
///   `Not Found`: a consumer-only backend), one look at the consumer list decides: it answers,
///   and the consumer routes serve this request and every later one. If it does not, the admin
///   route's own error stands (it names the refused key); a consumer-only backend that refuses
///   the key on its consumer list too reports that refusal instead.
/// A decision is remembered per base URL and key set in the response cache for `absentRoute`
/// seconds and for the rest of the process; a failure while deciding (5xx, no answer) leaves
/// nothing remembered.
extension HTTPGameService {
    /// The family known without asking: explicit, remembered, or implied by the keys; nil while
    /// `auto` has not decided.
    func knownFamily() -> RouteFamily? {
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
        return nil
    }

    /// The family for routes that only the admin routes have (flow, posts, odds) or that
    /// follow the core requests: the known one, else admin.
    func family() -> RouteFamily { knownFamily() ?? .admin }

    /// The family, deciding now when it is not known (`doctor`), and the body of a one-game
    /// list from it: the admin games list is asked, then the consumer list, as `adminFirst` does.
    func firstListPage() async throws -> (family: RouteFamily, body: Data) {
        try await adminFirst {
            (.admin, try await client.send(.games(.init(limit: 1))).body)
        } consumer: {
            (.consumer, try await client.send(.consumerGames(.init(limit: 1))).body)
        }
    }

    /// The family, deciding now when it is not known (see `firstListPage`).
    func decideFamily() async throws -> RouteFamily {
        if let known = knownFamily() { return known }
        return try await firstListPage().family
    }

    /// Runs a core request (games list, game detail) on the known family, or, while `auto`
    /// has not decided, on the admin routes first (see the type's comment).
    func adminFirst<T>(_ admin: () async throws -> T, consumer: () async throws -> T) async throws -> T {
        if let known = knownFamily() { return known == .consumer ? try await consumer() : try await admin() }
        do {
            let value = try await admin()
            settle(.admin, because: "the admin routes answered")
            return value
        } catch let error as ScrollDownError {
            guard let hint = Self.consumerHint(error) else { throw error }
            try await switchToConsumer(reason: hint.reason, adminStatus: hint.status, adminError: error)
        }
        return try await consumer()
    }

    /// Why an admin route's failure may mean the consumer routes serve (a 403: the key is a
    /// consumer key; a missing route: a consumer-only backend), with its status; nil otherwise.
    private static func consumerHint(_ error: ScrollDownError) -> (reason: String, status: Int)? {
        switch error {
        case .authRefused(let refusal) where refusal.status == 403:
            return ("the admin routes refused the key (403)", 403)
        case .routeAbsent(let label):
            return ("the backend has no admin route (\(label))", 404)
        default:
            return nil
        }
    }

    /// Returns when the consumer routes should serve: the consumer list answers (remembered),
    /// or a consumer-only backend refuses the key there too (for this run, so its refusal is
    /// what the reader sees). Otherwise throws the admin route's error.
    private func switchToConsumer(reason: String, adminStatus: Int, adminError: Error) async throws {
        guard !offline else { throw adminError }
        let answer = try await client.probe(.consumerGames(.init(limit: 1)))
        if let answer, (200..<300).contains(answer) {
            _ = settle(.consumer, because: reason)
            return
        }
        if adminStatus == 404, let answer, answer == 401 || answer == 403 {
            client.log("api: \(reason); the consumer list refused the key (\(answer)); using the consumer routes for this run")
            familyMemo.value = .consumer
            return
        }
        client.log("api: \(reason), and the consumer list did not answer (\(answer.map(String.init) ?? "no answer")); keeping the admin routes")
        throw adminError
    }

    @discardableResult
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

    /// A cache key per backend and per key set: which keys are set and a fingerprint of each,
    /// so adding a key or replacing one (the consumer key set where the admin key goes, then
    /// the admin key) decides afresh instead of keeping the old routes for a day. Never
    /// requested, so the method is not HTTP's.
    var familyURL: URL {
        let keys = client.configuration.keys
        let set = "a\(Self.fingerprint(keys.admin)).c\(Self.fingerprint(keys.consumer))"
        return client.configuration.baseURL.appendingPathComponent("scrolldown-route-family").appendingPathComponent(set)
    }

    /// 16 bits of a key's FNV-1a hash, `-` for none: enough to tell a changed key, too few to
    /// help anyone guess one from the cache file.
    static func fingerprint(_ key: APIKey?) -> String {
        guard let key else { return "-" }
        let bits = ResponseCache.fnv1a64Value(key.value) & 0xFFFF
        let hex = String(bits, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }

    private static let familyMethod = "FAMILY"
}

extension APIClient {
    /// The status one request gets, sent once (no retries: `retryable` is false, and it has no
    /// cache rule) with its route group's key: for choosing routes. A 404 counts only when it
    /// is FastAPI's "no such route"; a 404 naming something missing is reported as 200 (the
    /// route exists). nil when nothing answered (the real request that follows retries and
    /// says why); cancellation passes through.
    func probe(_ endpoint: Endpoint) async throws -> Int? {
        var request = makeRequest(url(for: endpoint), scope: endpoint.keyScope, requestID: makeRequestID())
        if let refusal = request.refusal { throw refusal }
        request.retryable = false
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
