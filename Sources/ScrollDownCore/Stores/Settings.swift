import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The user's settings, kept in `config.json` in the config directory (README.md#configuration).
///
/// Every key is optional in the file: decoding uses the default for anything absent, so
/// `{}` is a complete settings file and older files keep working.
struct Settings: Codable, Sendable, Equatable {
    /// The newest settings format this build knows.
    static let currentVersion = 1

    /// The format version stored in the file.
    var version: Int = Settings.currentVersion
    /// `mock` or `live`; nil means "decide from the API key" (README.md#configuration).
    var env: EnvironmentSetting?
    /// The backend base URL; nil means the production URL.
    var baseURL: String?
    /// When game outcomes become visible.
    var scoreRevealMode: ScoreRevealMode = .onMarkRead
    /// Server prose of hidden games: filtered by the leak guard, or not shown at all.
    var serverProse: ServerProse = .guarded
    /// IANA time zone for dates and days; nil means the system's.
    var timeZone: String?
    /// Seconds by which the newest live plays are held back.
    var liveDelaySeconds: Int = 0
    /// Seconds between refreshes when following a live game (at least 5).
    var followIntervalSeconds: Int = 45
    /// Teams whose outcomes are never revealed by `catch-up` or mode `always`.
    var alwaysHideTeams: [String] = []
    /// Teams whose scores are shown without asking.
    var neverHideTeams: [String] = []
    /// Teams the reader follows, `LEAGUE:ABBR` (`NHL:VGK`): first in the feed and in `next`.
    var followedTeams: [String] = []
    /// Leagues listed when no league is given.
    var defaultLeagues: [String] = []
    /// Path of a file holding the API key (must be mode 0600); `~` means HOME.
    var apiKeyFile: String?
    /// Path of a file holding the consumer key for `/api/v1` (mode 0600); unset: the API key.
    var consumerApiKeyFile: String?
    /// Path template of the recap endpoint; `{id}` is the game id.
    var recapPath: String = "/games/{id}/recap"
    /// Pager for long text on a terminal: nil means `$PAGER`, then `less -FRX`; `off` never pages.
    var pager: String?
    /// How `odds` and `fairbet` write prices: american, decimal or probability.
    var oddsFormat: OddsDisplayFormat = .american
    /// Which routes serve the games: `auto`, `v1` (consumer) or `admin`.
    var api: APIChoice = .auto

    /// The default settings.
    init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, env, baseURL, scoreRevealMode, serverProse, timeZone, liveDelaySeconds, followIntervalSeconds
        case alwaysHideTeams, neverHideTeams, followedTeams, defaultLeagues, apiKeyFile, consumerApiKeyFile, recapPath, pager
        case oddsFormat, api
    }

    init(from decoder: Decoder) throws {
        let defaults = Settings()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? defaults.version
        env = try c.decodeIfPresent(String.self, forKey: .env).map(EnvironmentSetting.init(text:))
        baseURL = try c.decodeIfPresent(String.self, forKey: .baseURL)
        scoreRevealMode = try c.decodeIfPresent(ScoreRevealMode.self, forKey: .scoreRevealMode) ?? defaults.scoreRevealMode
        serverProse = try c.decodeIfPresent(ServerProse.self, forKey: .serverProse) ?? defaults.serverProse
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        liveDelaySeconds = try Self.seconds(c, .liveDelaySeconds, in: Self.liveDelayRange) ?? defaults.liveDelaySeconds
        followIntervalSeconds = try Self.seconds(c, .followIntervalSeconds, in: Self.followIntervalRange)
            ?? defaults.followIntervalSeconds
        alwaysHideTeams = try c.decodeIfPresent([String].self, forKey: .alwaysHideTeams) ?? defaults.alwaysHideTeams
        neverHideTeams = try c.decodeIfPresent([String].self, forKey: .neverHideTeams) ?? defaults.neverHideTeams
        followedTeams = try c.decodeIfPresent([String].self, forKey: .followedTeams) ?? defaults.followedTeams
        defaultLeagues = try c.decodeIfPresent([String].self, forKey: .defaultLeagues) ?? defaults.defaultLeagues
        apiKeyFile = try c.decodeIfPresent(String.self, forKey: .apiKeyFile)
        consumerApiKeyFile = try c.decodeIfPresent(String.self, forKey: .consumerApiKeyFile)
        recapPath = try c.decodeIfPresent(String.self, forKey: .recapPath) ?? defaults.recapPath
        pager = try c.decodeIfPresent(String.self, forKey: .pager)
        oddsFormat = try c.decodeIfPresent(OddsDisplayFormat.Stored.self, forKey: .oddsFormat)?.format ?? defaults.oddsFormat
        if let raw = try c.decodeIfPresent(String.self, forKey: .api) {
            guard let choice = APIChoice.allCases.first(where: { $0.rawValue == raw.lowercased() }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .api, in: c, debugDescription: "must be one of: auto, v1, admin (got \(Echo.quoted(raw)))")
            }
            api = choice
        }
    }

    /// Allowed `liveDelaySeconds`: up to a day (a broadcast is never delayed longer).
    static let liveDelayRange = 0...86_400
    /// Allowed `followIntervalSeconds`: at least 5 (the backend's live data moves no faster),
    /// at most a day.
    static let followIntervalRange = 5...86_400

    /// A whole number of seconds within `range`; a hand-edited value outside it (0, a negative
    /// or an absurd one) is refused with the allowed range instead of being obeyed.
    private static func seconds(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys,
                                in range: ClosedRange<Int>) throws -> Int? {
        guard c.contains(key) else { return nil }
        let number: Double
        do {
            number = try c.decode(Double.self, forKey: key)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c, debugDescription: "must be a whole number of seconds from \(range.lowerBound) to \(range.upperBound)")
        }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c,
                debugDescription: "must be a whole number of seconds from \(range.lowerBound) to \(range.upperBound) (got \(number))")
        }
        return Int(number)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encodeIfPresent(env?.text, forKey: .env)
        try c.encodeIfPresent(baseURL, forKey: .baseURL)
        try c.encode(scoreRevealMode, forKey: .scoreRevealMode)
        try c.encode(serverProse, forKey: .serverProse)
        try c.encodeIfPresent(timeZone, forKey: .timeZone)
        try c.encode(liveDelaySeconds, forKey: .liveDelaySeconds)
        try c.encode(followIntervalSeconds, forKey: .followIntervalSeconds)
        try c.encode(alwaysHideTeams, forKey: .alwaysHideTeams)
        try c.encode(neverHideTeams, forKey: .neverHideTeams)
        try c.encode(followedTeams, forKey: .followedTeams)
        try c.encode(defaultLeagues, forKey: .defaultLeagues)
        try c.encodeIfPresent(apiKeyFile, forKey: .apiKeyFile)
        try c.encodeIfPresent(consumerApiKeyFile, forKey: .consumerApiKeyFile)
        try c.encode(recapPath, forKey: .recapPath)
        try c.encodeIfPresent(pager, forKey: .pager)
        try c.encode(oddsFormat, forKey: .oddsFormat)
        try c.encode(api, forKey: .api)
    }
}

/// When a game's outcome becomes visible.
enum ScoreRevealMode: String, Codable, Sendable, CaseIterable {
    /// Only after the reader marks the game read or reveals it.
    case onMarkRead
    /// Always (except `alwaysHide` teams).
    case always

    /// Decodes case-insensitively (`"Always"` is `always`): harmless casing in a hand-edited
    /// file is accepted, anything else names the valid values.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        let key = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let mode = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be one of: \(Self.allCases.map(\.rawValue).joined(separator: ", ")) (got \(Echo.quoted(raw)))")
        }
        self = mode
    }
}

/// What happens to server prose (recaps, block narratives, pre-game posts) of a game whose
/// outcome is hidden.
enum ServerProse: String, Codable, Sendable, CaseIterable {
    /// Shown through the leak guard: filtered by kind of statement, not proven.
    case guarded
    /// Not shown: only what the client computes, which the reveal guarantee covers.
    case hidden

    /// The setting for `word` in any case, or nil.
    init?(word: String) {
        let key = word.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = match
    }

    /// Decodes case-insensitively, like the other settings; anything else names the valid values.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(word: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be one of: \(Self.allCases.map(\.rawValue).joined(separator: ", ")) (got \(Echo.quoted(raw)))")
        }
        self = value
    }
}

extension Settings: VersionedDocument {
    static var empty: Settings { Settings() }
}
