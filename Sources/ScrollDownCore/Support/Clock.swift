import Foundation

/// "Now", injected everywhere time matters; nothing else calls `Date()`.
public typealias Clock = @Sendable () -> Date

/// The clock of the real world.
public let systemClock: Clock = { Date() }
