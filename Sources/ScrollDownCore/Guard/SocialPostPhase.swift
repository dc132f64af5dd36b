import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// When a social post was made relative to its game, read cautiously: the server's
/// `gamePhase` and the post's own time against the start are both taken, and the later
/// phase wins. A null, empty or `unknown` phase says nothing, so the time alone decides; a
/// post marked "pregame" but made after the start is an in-game post; a post without a time
/// is never pregame. Only pregame posts may show before reveal (docs/backend.md#social-posts).
enum SocialPostPhase: Int, Sendable, Comparable {
    case pregame, inGame, postgame, unknown

    /// The phase of `post` for a game starting at `start`.
    static func of(_ post: SocialPostEntry, gameStart start: Date) -> SocialPostPhase {
        guard let posted = post.postedAt else { return .unknown }
        let byTime: SocialPostPhase = posted < start ? .pregame : .inGame
        let byServer: SocialPostPhase
        switch post.gamePhase?.lowercased().trimmingCharacters(in: .whitespaces) {
        case nil, "", "pregame", "pre_game", "unknown"?: byServer = .pregame
        case "in_game"?, "ingame"?, "live"?: byServer = .inGame
        case "postgame"?, "post_game"?: byServer = .postgame
        default: byServer = .unknown
        }
        return max(byTime, byServer)
    }

    static func < (lhs: SocialPostPhase, rhs: SocialPostPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}
