import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E7 response: every mapped post of a game, oldest first (snake_case; camelCase at sda).
struct SocialPostsResponse: Codable, Sendable, Equatable {
    var posts: [SocialPost]
    var total: Int?

    enum CodingKeys: String, CodingKey { case posts, total }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        posts = try c.decodeIfPresent([SocialPost].self, forKey: .posts) ?? []
        total = try c.decodeIfPresent(Int.self, forKey: .total)
    }
}

/// One post of E7; `tweetText` and media may reveal the outcome.
public struct SocialPost: Codable, Sendable, Equatable {
    var id: Int
    var gameId: Int?
    /// A team abbreviation (`"BOS"`, `"UNK"`), not a numeric id.
    var teamId: String?
    var postUrl: String?
    var postedAt: Date
    var hasVideo: Bool
    var videoUrl: String?
    var imageUrl: String?
    var tweetText: String?
    var sourceHandle: String?
    var mediaType: String?

    enum CodingKeys: String, CodingKey {
        case id
        case gameId = "game_id"
        case teamId = "team_id"
        case postUrl = "post_url"
        case postedAt = "posted_at"
        case hasVideo = "has_video"
        case videoUrl = "video_url"
        case imageUrl = "image_url"
        case tweetText = "tweet_text"
        case sourceHandle = "source_handle"
        case mediaType = "media_type"
    }

    public init(from decoder: Decoder) throws {
        // snake_case (older backend) or camelCase (sda).
        let c = try decoder.container(keyedBy: StringKey.self)
        id = try c.decode(Int.self, anyOf: "id")
        gameId = try c.decodeIfPresent(Int.self, anyOf: "game_id", "gameId")
        teamId = try c.decodeIfPresent(String.self, anyOf: "team_id", "teamId")
        postUrl = try c.decodeIfPresent(String.self, anyOf: "post_url", "postUrl")
        postedAt = try c.decode(Date.self, anyOf: "posted_at", "postedAt")
        hasVideo = try c.decodeIfPresent(Bool.self, anyOf: "has_video", "hasVideo") ?? false
        videoUrl = try c.decodeIfPresent(String.self, anyOf: "video_url", "videoUrl")
        imageUrl = try c.decodeIfPresent(String.self, anyOf: "image_url", "imageUrl")
        tweetText = try c.decodeIfPresent(String.self, anyOf: "tweet_text", "tweetText")
        sourceHandle = try c.decodeIfPresent(String.self, anyOf: "source_handle", "sourceHandle")
        mediaType = try c.decodeIfPresent(String.self, anyOf: "media_type", "mediaType")
    }
}
