import Foundation

extension APIKeys {
    /// No key at all (sample mode, or nothing configured).
    public static let noKeys = APIKeys(admin: nil)
    /// Whether the admin key is set: the executable asks which keys exist, never for a key.
    public var hasAdmin: Bool { admin != nil }
    /// Whether the consumer key is set.
    public var hasConsumer: Bool { consumer != nil }
}
