import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// E6 response: one page of teams (camelCase).
struct TeamListResponse: Codable, Sendable, Equatable {
    var teams: [Team]
    var total: Int?

    enum CodingKeys: String, CodingKey { case teams, total }
}

/// A team of E6 (docs/backend.md#teams).
public struct Team: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var shortName: String?
    var abbreviation: String?
    var leagueCode: String
    var gamesCount: Int?
    var colorLightHex: String?
    var colorDarkHex: String?
    var colorSecondaryLightHex: String?
    var colorSecondaryDarkHex: String?

    enum CodingKeys: String, CodingKey {
        case id, name, shortName, abbreviation, leagueCode, gamesCount
        case colorLightHex, colorDarkHex, colorSecondaryLightHex, colorSecondaryDarkHex
    }
}
