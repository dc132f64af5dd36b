import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E9 response: recap prose at a reveal level (snake_case, older backend).
public struct Recap: Codable, Sendable, Equatable {
    var gameId: Int
    var reveal: RevealLevel
    var available: Bool
    /// `pre` is not guaranteed clean (docs/backend.md#pre-reveal-text); `post` ends with the final
    /// score.
    var summary: String?
    /// `pbp_missing` when unavailable.
    var reason: String?

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case reveal, available, summary, reason
    }
}

/// The recap reveal level: outcome hidden (`pre`) or visible (`post`).
public enum RevealLevel: String, Codable, Sendable, CaseIterable {
    case pre, post
}
