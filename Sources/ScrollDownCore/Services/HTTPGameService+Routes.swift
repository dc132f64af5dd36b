import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension HTTPGameService {
    /// Routes one backend has and another lacks: the old recap route (absent at 9480df20 and
    /// at sda), the flow (deleted at sda), the v1 summary (sda only).
    enum OptionalRoute: String, CaseIterable {
        case recap, flow, summary
    }

    /// Fetches from a route the backend may not have. nil when the game has nothing there
    /// (404 naming what is missing) or the backend has no such route (404 `Not Found`). The
    /// absence of a route is remembered in the response cache for `absentRoute` seconds, so
    /// later runs neither ask again nor wait on it, and the reader is never told to "try
    /// again later" for something that cannot come.
    func optionalRoute<T>(_ route: OptionalRoute, _ body: () async throws -> T) async throws -> T? {
        if isKnownAbsent(route) { return nil }
        do {
            return try await body()
        } catch ScrollDownError.notFound {
            return nil
        } catch ScrollDownError.routeAbsent(let label) {
            client.log("\(label): the backend has no such route; remembered for \(Int(lifetimes.absentRoute / 3600)) h")
            rememberAbsent(route)
            return nil
        }
    }

    /// True while the cache remembers that this backend lacks the route (offline too).
    func isKnownAbsent(_ route: OptionalRoute) -> Bool {
        guard let cache, let entry = cache.entry(for: absenceURL(route), method: Self.absenceMethod) else { return false }
        return offline || entry.isFresh(at: clock())
    }

    private func rememberAbsent(_ route: OptionalRoute) {
        cache?.store(ResponseCache.Entry(body: Data("{}".utf8), fetchedAt: clock(), maxAge: lifetimes.absentRoute,
                                         etag: nil, lastModified: nil),
                     for: absenceURL(route), method: Self.absenceMethod)
    }

    /// A cache key per backend and route; never requested, so the method is not HTTP's.
    private static let absenceMethod = "ABSENT"

    /// Per backend and route; the recap's path is a setting, so a changed `recapPath` is a
    /// route not yet asked.
    private func absenceURL(_ route: OptionalRoute) -> URL {
        let url = client.configuration.baseURL.appendingPathComponent("scrolldown-absent-route").appendingPathComponent(route.rawValue)
        return route == .recap ? url.appendingPathComponent(client.configuration.recapPath) : url
    }
}
