import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension APIKeys {
    /// No key at all (sample mode, or nothing configured).
    static let noKeys = APIKeys(admin: nil)
    /// Whether the admin key is set: the executable asks which keys exist, never for a key.
    var hasAdmin: Bool { admin != nil }
    /// Whether the consumer key is set.
    var hasConsumer: Bool { consumer != nil }
}
