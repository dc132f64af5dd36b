import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A social post as embedded in E2 (camelCase, with phase and engagement counts).
struct SocialPostEntry: Codable, Sendable, Equatable, Identifiable {
    var id: Int
    var postUrl: String?
    var postedAt: Date?
    var hasVideo: Bool
    var teamAbbreviation: String?
    var tweetText: String?
    var videoUrl: String?
    var imageUrl: String?
    var sourceHandle: String?
    var mediaType: String?
    var gamePhase: String?
    var likesCount: Int?
    var retweetsCount: Int?
    var repliesCount: Int?

    enum CodingKeys: String, CodingKey {
        case id, postUrl, postedAt, hasVideo, teamAbbreviation, tweetText, videoUrl, imageUrl, sourceHandle
        case mediaType, gamePhase, likesCount, retweetsCount, repliesCount
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        postUrl = try c.decodeIfPresent(String.self, forKey: .postUrl)
        postedAt = try c.decodeIfPresent(Date.self, forKey: .postedAt)
        hasVideo = try c.decodeIfPresent(Bool.self, forKey: .hasVideo) ?? false
        teamAbbreviation = try c.decodeIfPresent(String.self, forKey: .teamAbbreviation)
        tweetText = try c.decodeIfPresent(String.self, forKey: .tweetText)
        videoUrl = try c.decodeIfPresent(String.self, forKey: .videoUrl)
        imageUrl = try c.decodeIfPresent(String.self, forKey: .imageUrl)
        sourceHandle = try c.decodeIfPresent(String.self, forKey: .sourceHandle)
        mediaType = try c.decodeIfPresent(String.self, forKey: .mediaType)
        gamePhase = try c.decodeIfPresent(String.self, forKey: .gamePhase)
        likesCount = try c.decodeIfPresent(Int.self, forKey: .likesCount)
        retweetsCount = try c.decodeIfPresent(Int.self, forKey: .retweetsCount)
        repliesCount = try c.decodeIfPresent(Int.self, forKey: .repliesCount)
    }
}

/// NHL data completeness report of E2 `dataHealth`.
struct DataHealth: Codable, Sendable, Equatable {
    var skaterCount: Int?
    var goalieCount: Int?
    var isHealthy: Bool?
    var issues: [String]

    enum CodingKeys: String, CodingKey { case skaterCount, goalieCount, isHealthy, issues }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        skaterCount = try c.decodeIfPresent(Int.self, forKey: .skaterCount)
        goalieCount = try c.decodeIfPresent(Int.self, forKey: .goalieCount)
        isHealthy = try c.decodeIfPresent(Bool.self, forKey: .isHealthy)
        issues = try c.decodeIfPresent([String].self, forKey: .issues) ?? []
    }
}

/// A sentence derived from final team stats — outcome-bearing.
struct StatAnnotation: Codable, Sendable, Equatable {
    var key: String
    var text: String

    enum CodingKeys: String, CodingKey { case key, text }
}
