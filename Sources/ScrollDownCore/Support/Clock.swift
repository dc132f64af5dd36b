import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// "Now", injected everywhere time matters; nothing else calls `Date()`.
public typealias Clock = @Sendable () -> Date

/// The clock of the real world.
public let systemClock: Clock = { Date() }

extension Duration {
    /// The duration in seconds, as `TimeInterval` arithmetic wants it.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
