import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `GET /api/v1/games/{id}/summary` (sda only, consumer key; docs/backend.md#v1-summary): the story
/// of a finished game, or where the summary pipeline stands. Always a 200, in one of two
/// shapes told apart by key: `finalScore` (a story) or `status`.
public enum PostGameSummary: Decodable, Sendable, Equatable {
    /// Shape A. Outcome-bearing throughout: request it only when the outcome is visible.
    case story(PostGameStory)
    /// Shape B: no outcome, only the pipeline's state.
    case pending(SummaryStatus)

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        if c.contains(StringKey("finalScore")) {
            self = .story(try PostGameStory(from: decoder))
        } else if c.contains(StringKey("status")) {
            self = .pending(try SummaryStatus(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "neither finalScore (a story) nor status"))
        }
    }
}

/// Shape A: paragraphs, final score and archetype, all outcome-bearing (the prompt asks for
/// the winner and the final score; the server does not sanitize it).
public struct PostGameStory: Decodable, Sendable, Equatable {
    var gameId: Int
    var leagueCode: String?
    var finalScore: FinalScore?
    /// 3–5 paragraphs, the last normally naming the final score.
    var paragraphs: [String]
    /// The game's shape (`comeback`, `blowout`, `wire_to_wire`, …): outcome-bearing.
    var archetype: String?
    /// `playIndex` values of key plays: a weak outcome signal, unused.
    var referencedPlayIds: [Int]
    var generatedAt: Date?
    var storyVersion: String?

    /// The final score with the teams' abbreviations.
    struct FinalScore: Decodable, Sendable, Equatable {
        var home: Int
        var away: Int
        var homeAbbr: String?
        var awayAbbr: String?
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.decode(Int.self, anyOf: "gameId")
        leagueCode = try c.decodeIfPresent(String.self, anyOf: "leagueCode", "sport")
        finalScore = try c.decodeIfPresent(FinalScore.self, anyOf: "finalScore")
        // A list of paragraphs; a single string is taken as one.
        if let list = try? c.decodeIfPresent([String].self, anyOf: "summary") {
            paragraphs = list
        } else {
            paragraphs = try c.decodeIfPresent(String.self, anyOf: "summary").map { [$0] } ?? []
        }
        archetype = try c.decodeIfPresent(String.self, anyOf: "archetype")
        referencedPlayIds = try c.decodeIfPresent([Int].self, anyOf: "referencedPlayIds") ?? []
        generatedAt = try c.decodeIfPresent(Date.self, anyOf: "generatedAt")
        storyVersion = try c.decodeIfPresent(String.self, anyOf: "storyVersion")
    }
}

/// Shape B: `{"gameId", "status", "etaMinutes"}`. `RECAP_PENDING` with minutes means a story
/// is on its way; every other status (`PREGAME`, `IN_PROGRESS`, `RECAP_READY` for a game
/// summarised before v3, …) means there is none to show.
public struct SummaryStatus: Decodable, Sendable, Equatable {
    var gameId: Int
    /// Upper-case pipeline state as sent.
    var status: String
    /// Minutes until the story is expected; sent as null when unknown.
    var etaMinutes: Int?

    /// Minutes until a pending story is expected, or nil when no story is on its way.
    var expectedInMinutes: Int? {
        guard status.uppercased() == "RECAP_PENDING", let etaMinutes, etaMinutes >= 0 else { return nil }
        return etaMinutes
    }

    init(gameId: Int, status: String, etaMinutes: Int?) {
        self.gameId = gameId
        self.status = status
        self.etaMinutes = etaMinutes
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.decode(Int.self, anyOf: "gameId")
        status = try c.decode(String.self, anyOf: "status")
        etaMinutes = try c.decodeIfPresent(Int.self, anyOf: "etaMinutes")
    }
}
