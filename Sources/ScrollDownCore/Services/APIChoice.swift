import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Which route family the game routes use (config `api`, `SCROLLDOWN_API`, `--api`).
public enum APIChoice: String, Codable, Sendable, Equatable, CaseIterable {
    /// Decide per backend and keys (`HTTPGameService+Family`), remembered per base URL and key
    /// set.
    case auto
    /// The consumer routes `/api/v1` (the key the Scroll Down apps use).
    case v1
    /// The admin routes `/api/admin/sports/…` (odds, posts and flow besides the games).
    case admin
}

/// The route family in use for a backend, once chosen.
enum RouteFamily: String, Sendable, Equatable {
    /// `/api/admin/sports/…` with the admin key.
    case admin
    /// `/api/v1/…` with the consumer key.
    case consumer
}

/// The family chosen for this process, shared by every copy of a service (set once).
final class RouteFamilyMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: RouteFamily?

    var value: RouteFamily? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
