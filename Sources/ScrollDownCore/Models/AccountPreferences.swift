import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `GET /auth/me/preferences` of the Scroll Down account (sda `routers/preferences.py`):
/// settings, pinned and revealed game ids. The account has no version or ETag: a client that
/// writes whole lists overwrites what another device wrote meanwhile, so scrolldown writes only
/// the keys it changed, each the account's list with this device's changes applied
/// (`AccountMerge`).
struct AccountPreferences: Decodable, Sendable, Equatable {
    /// Every setting the account holds (the apps' theme, odds format, …); scrolldown reads
    /// three of them (`AccountSettings`) and leaves the others as they are.
    var settings: [String: JSONValue]
    /// At most `AccountLimits.pinned`, in the account's order.
    var pinnedGameIds: [Int]
    /// At most `AccountLimits.revealed`, oldest first.
    var revealedGameIds: [Int]
    /// When the account last changed; `0001-01-01T00:00:00` for an account that never saved.
    var updatedAt: String?

    init(settings: [String: JSONValue] = [:], pinnedGameIds: [Int] = [], revealedGameIds: [Int] = [], updatedAt: String? = nil) {
        self.settings = settings
        self.pinnedGameIds = pinnedGameIds
        self.revealedGameIds = revealedGameIds
        self.updatedAt = updatedAt
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        settings = try c.decodeIfPresent([String: JSONValue].self, forKey: .settings) ?? [:]
        pinnedGameIds = try c.decodeIfPresent([Int].self, forKey: .pinnedGameIds) ?? []
        revealedGameIds = try c.decodeIfPresent([Int].self, forKey: .revealedGameIds) ?? []
        updatedAt = try c.decodeIfPresent(String.self, forKey: .updatedAt)
    }

    enum CodingKeys: String, CodingKey { case settings, pinnedGameIds, revealedGameIds, updatedAt }

    /// The three settings scrolldown maps onto its own, as the account normalises them.
    var scoreSettings: AccountSettings {
        AccountSettings(mode: settings["scoreRevealMode"]?.stringValue ?? AccountSettings.defaultMode,
                        leagues: settings["scoreHideLeagues"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                        teams: settings["scoreHideTeams"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }
}

/// The account's caps (sda `routers/preferences.py`): beyond them a PUT or PATCH is a 422.
enum AccountLimits {
    static let pinned = 10
    static let revealed = 500
    static let hiddenLeagues = 20
    static let hiddenTeams = 100
    static let valueLength = 64
}

/// The account's score settings: `scoreRevealMode` (`always`, `onMarkRead`, `blacklist`),
/// `scoreHideLeagues` and `scoreHideTeams` (the leagues and teams `blacklist` keeps hidden).
/// Normalised as the account stores them, so two values compare equal exactly when the account
/// would hold the same.
struct AccountSettings: Codable, Sendable, Equatable {
    var mode: String
    var leagues: [String]
    var teams: [String]

    static let defaultMode = "onMarkRead"
    static let modes = ["always", "onMarkRead", "blacklist"]
    /// What an account that never saved holds.
    static let defaults = AccountSettings(mode: defaultMode, leagues: [], teams: [])

    /// Normalises as sda does: an unknown mode is `onMarkRead`; leagues trimmed, upper-cased and
    /// de-duplicated; teams trimmed and de-duplicated ignoring case; values over 64 characters
    /// and entries past the caps are left out here (the account would refuse them).
    init(mode: String, leagues: [String], teams: [String]) {
        let trimmed = mode.trimmingCharacters(in: .whitespaces)
        self.mode = Self.modes.contains(trimmed) ? trimmed : Self.defaultMode
        var seen = Set<String>()
        self.leagues = Array(leagues.map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            .filter { !$0.isEmpty && $0.count <= AccountLimits.valueLength && seen.insert($0).inserted }
            .prefix(AccountLimits.hiddenLeagues))
        seen = []
        self.teams = Array(teams.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.count <= AccountLimits.valueLength && seen.insert($0.lowercased()).inserted }
            .prefix(AccountLimits.hiddenTeams))
    }

    enum CodingKeys: String, CodingKey {
        case mode = "scoreRevealMode", leagues = "scoreHideLeagues", teams = "scoreHideTeams"
    }
}

/// `POST /auth/login` and `/auth/refresh`: `{"accessToken", "tokenType", "role"}` (camelCase).
struct AccountTokenResponse: Decodable, Sendable {
    var accessToken: String
    var tokenType: String?
    var role: String?
}

/// `GET /auth/me`: `{"id", "email", "role"}`.
struct AccountIdentity: Decodable, Sendable {
    var id: Int?
    var email: String?
    var role: String?
}
