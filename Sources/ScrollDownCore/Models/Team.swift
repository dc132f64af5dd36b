import Foundation

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

/// A team as the reader sees it.
struct TeamLabel: Sendable, Equatable, Encodable {
    let name: String
    let abbreviation: String

    /// Team names come from the server: control sequences are stripped here, once, for
    /// every renderer.
    init(name: String, abbreviation: String?) {
        self.name = TerminalSanitizer.clean(name)
        // Trimmed in Swift: Foundation's `trimmingCharacters` bridges through NSString per team.
        let cleaned = TerminalSanitizer.clean(abbreviation ?? "")
        let bytes = cleaned.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 32 || bytes[bytes.index(before: end)] == 9 { end = bytes.index(before: end) }
        let trimmed = String(cleaned[start..<end])
        self.abbreviation = trimmed.isEmpty ? self.name : trimmed
    }
}
