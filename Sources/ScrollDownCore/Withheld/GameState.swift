import Foundation

/// The state a reader cares about, derived from the status and the server's flags.
public enum GameState: String, Sendable, Codable, CaseIterable {
    case upcoming, live, final, canceled, unknown
}

extension GameState {
    /// How long after its start a game still called scheduled stops being "upcoming" (and a
    /// recap still "on its way"): longer than any game lasts, so a status that lags behind a
    /// game in progress is never mistaken for one that will not come.
    package static let overdueAfter: TimeInterval = 12 * 3600

    /// Whether `start` is more than `overdueAfter` before `now` (never without a `now`).
    package static func isLongPast(_ start: Date, now: Date?) -> Bool {
        guard let now else { return false }
        return now.timeIntervalSince(start) > overdueAfter
    }
}
