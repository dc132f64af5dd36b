import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Which key a route group takes (docs/backend.md#keys-and-authentication).
public enum KeyScope: String, Sendable, Equatable {
    /// `/api/admin/*`, `/api/social/*`, `/api/fairbet/*`, and the old recap route.
    case admin
    /// `/api/v1/*`.
    case consumer
}
