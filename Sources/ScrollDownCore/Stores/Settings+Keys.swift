import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `config get/set/list`: settings addressed by key name, as text, with validation.
extension Settings {
    /// Every key `config get/set` accepts, in the order `config list` shows them.
    static let keys: [String] = CodingKeys.allCases.filter { $0 != .version }.map(\.rawValue)

    /// The value of `key` as text (lists comma-separated, unset optional values empty).
    func value(forKey key: String) throws -> String {
        switch try Self.codingKey(key) {
        case .version: return String(version)
        case .env: return env?.text ?? ""
        case .baseURL: return baseURL ?? ""
        case .scoreRevealMode: return scoreRevealMode.rawValue
        case .serverProse: return serverProse.rawValue
        case .timeZone: return timeZone ?? ""
        case .liveDelaySeconds: return String(liveDelaySeconds)
        case .followIntervalSeconds: return String(followIntervalSeconds)
        case .alwaysHideTeams: return alwaysHideTeams.joined(separator: ",")
        case .neverHideTeams: return neverHideTeams.joined(separator: ",")
        case .followedTeams: return followedTeams.joined(separator: ",")
        case .defaultLeagues: return defaultLeagues.joined(separator: ",")
        case .apiKeyFile: return apiKeyFile ?? ""
        case .consumerApiKeyFile: return consumerApiKeyFile ?? ""
        case .recapPath: return recapPath
        case .pager: return pager ?? ""
        case .oddsFormat: return oddsFormat.rawValue
        case .api: return api.rawValue
        }
    }

    /// The value of `key` with its JSON type: numbers, lists, and null when unset
    /// (`config list --format json`).
    func jsonValue(forKey key: String) throws -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        switch try Self.codingKey(key) {
        case .version: return .number(Double(version))
        case .env: return text(env?.text)
        case .baseURL: return text(baseURL)
        case .scoreRevealMode: return .string(scoreRevealMode.rawValue)
        case .serverProse: return .string(serverProse.rawValue)
        case .timeZone: return text(timeZone)
        case .liveDelaySeconds: return .number(Double(liveDelaySeconds))
        case .followIntervalSeconds: return .number(Double(followIntervalSeconds))
        case .alwaysHideTeams: return .array(alwaysHideTeams.map(JSONValue.string))
        case .neverHideTeams: return .array(neverHideTeams.map(JSONValue.string))
        case .followedTeams: return .array(followedTeams.map(JSONValue.string))
        case .defaultLeagues: return .array(defaultLeagues.map(JSONValue.string))
        case .apiKeyFile: return text(apiKeyFile)
        case .consumerApiKeyFile: return text(consumerApiKeyFile)
        case .recapPath: return .string(recapPath)
        case .pager: return text(pager)
        case .oddsFormat: return .string(oddsFormat.rawValue)
        case .api: return .string(api.rawValue)
        }
    }

    /// Sets `key` from text after validating it; an empty value restores the default.
    /// A bad value is a usage error naming what is valid.
    mutating func setValue(_ text: String, forKey key: String) throws {
        let codingKey = try Self.codingKey(key)
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let defaults = Settings()
        switch codingKey {
        case .version:
            throw ScrollDownError.usage(.unknownSetting(key, known: Self.keys))
        case .env:
            env = try value.isEmpty ? nil : EnvironmentSetting(text: Self.choice(value, key: key, from: BackendEnvironment.allCases.map(\.rawValue)))
        case .baseURL:
            baseURL = try value.isEmpty ? nil : Self.validURL(value)
        case .scoreRevealMode:
            scoreRevealMode = value.isEmpty ? defaults.scoreRevealMode
                : ScoreRevealMode(rawValue: try Self.choice(value, key: key, from: ScoreRevealMode.allCases.map(\.rawValue)))!
        case .serverProse:
            serverProse = value.isEmpty ? defaults.serverProse
                : ServerProse(rawValue: try Self.choice(value, key: key, from: ServerProse.allCases.map(\.rawValue)))!
        case .timeZone:
            guard value.isEmpty || TimeZoneSetting.resolve(value) != .unknown else {
                throw ScrollDownError.usage(.invalidSetting(key: key, value: value, expected: .timeZone))
            }
            timeZone = value.isEmpty ? nil : value
        case .liveDelaySeconds:
            liveDelaySeconds = value.isEmpty ? defaults.liveDelaySeconds : try Self.integer(value, key: key, in: Self.liveDelayRange)
        case .followIntervalSeconds:
            followIntervalSeconds = value.isEmpty ? defaults.followIntervalSeconds : try Self.integer(value, key: key, in: Self.followIntervalRange)
        case .alwaysHideTeams: alwaysHideTeams = try Self.teams(value, key: key)
        case .neverHideTeams: neverHideTeams = try Self.teams(value, key: key)
        case .followedTeams:
            var keys: [String] = []
            for item in Self.list(value) {
                let key = try FollowedTeams.resolve(item).key
                if !keys.contains(key) { keys.append(key) }
            }
            followedTeams = keys
        case .defaultLeagues: defaultLeagues = try Self.leagues(value, key: key)
        case .apiKeyFile:
            apiKeyFile = value.isEmpty ? nil : value
        case .consumerApiKeyFile:
            consumerApiKeyFile = value.isEmpty ? nil : value
        case .recapPath:
            guard value.isEmpty || (value.hasPrefix("/") && value.contains("{id}")) else {
                throw ScrollDownError.usage(.invalidSetting(key: key, value: value, expected: .recapPath))
            }
            recapPath = value.isEmpty ? defaults.recapPath : value
        case .pager:
            pager = value.isEmpty ? nil : value
        case .oddsFormat:
            oddsFormat = value.isEmpty ? defaults.oddsFormat
                : OddsDisplayFormat(rawValue: try Self.choice(value, key: key, from: OddsDisplayFormat.allCases.map(\.rawValue)))!
        case .api:
            api = value.isEmpty ? defaults.api
                : APIChoice(rawValue: try Self.choice(value, key: key, from: APIChoice.allCases.map(\.rawValue)))!
        }
    }

    /// Every known key with its value as text, in `keys` order.
    var keyValues: [(key: String, value: String)] {
        Self.keys.map { key in (key, (try? value(forKey: key)) ?? "") }
    }

    /// The canonical spelling of a setting name typed in any case (`timezone` is
    /// `timeZone`), or nil when there is no such setting.
    static func canonicalKey(_ key: String) -> String? {
        keys.first { $0.lowercased() == key.lowercased() }
    }

    private static func codingKey(_ key: String) throws -> CodingKeys {
        guard let name = canonicalKey(key), let codingKey = CodingKeys(rawValue: name) else {
            throw ScrollDownError.usage(.unknownSetting(key, known: keys))
        }
        return codingKey
    }

    /// The canonical spelling of `value` among `choices` (case-insensitive).
    private static func choice(_ value: String, key: String, from choices: [String]) throws -> String {
        guard let match = choices.first(where: { $0.lowercased() == value.lowercased() }) else {
            throw ScrollDownError.usage(.invalidSetting(key: key, value: value, expected: .oneOf(choices)))
        }
        return match
    }

    private static func integer(_ value: String, key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw ScrollDownError.usage(.invalidSetting(key: key, value: value, expected: .wholeSeconds(range)))
        }
        return number
    }

    private static func validURL(_ value: String) throws -> String {
        try BaseURL.parse(value).absoluteString
    }

    /// Known league codes, upper-cased (`nba,nhl` is `NBA,NHL`).
    private static func leagues(_ value: String, key: String) throws -> [String] {
        let known = League.known.map(\.rawString)
        return try list(value).map { item in
            guard let code = known.first(where: { $0 == item.uppercased() }) else {
                throw ScrollDownError.usage(.invalidSetting(key: key, value: item, expected: .oneOf(known)))
            }
            return code
        }
    }

    /// Team rules that name a team this client knows (`BOS`, `Celtics`, `NBA:BOS`), kept as
    /// written. College teams are too many to list: `NCAAB:NAME` is taken on trust.
    private static func teams(_ value: String, key: String) throws -> [String] {
        let rules = list(value)
        for rule in rules where !TeamRuleCheck.isKnown(rule) {
            throw ScrollDownError.usage(.invalidSetting(key: key, value: rule, expected: .team))
        }
        return rules
    }

    /// Comma-separated text as a list: items trimmed, empty items dropped.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
