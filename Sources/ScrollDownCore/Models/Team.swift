import Foundation

/// E6 response: one page of teams (camelCase).
public struct TeamListResponse: Codable, Sendable, Equatable {
    public var teams: [Team]
    public var total: Int?

    enum CodingKeys: String, CodingKey { case teams, total }
}

/// A team of E6 (CONTRACT §5.1).
public struct Team: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var name: String
    public var shortName: String?
    public var abbreviation: String?
    public var leagueCode: String
    public var gamesCount: Int?
    public var colorLightHex: String?
    public var colorDarkHex: String?
    public var colorSecondaryLightHex: String?
    public var colorSecondaryDarkHex: String?

    enum CodingKeys: String, CodingKey {
        case id, name, shortName, abbreviation, leagueCode, gamesCount
        case colorLightHex, colorDarkHex, colorSecondaryLightHex, colorSecondaryDarkHex
    }
}
