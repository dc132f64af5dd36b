import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `config` asks: every setting, one, a change, or where the file is.
public enum ConfigAction: Sendable, Equatable {
    /// Every setting, the value in effect and where it comes from.
    case list
    /// One setting's value in effect (a canonical key).
    case get(String)
    /// Validates and stores one setting; an empty value restores the default.
    case set(String, String)
    /// The path of `config.json`.
    case path
    /// `follow TEAM…` (`following`) or `unfollow TEAM…`; `follow` alone lists the teams.
    /// `keepHidden`: the teams also join `alwaysHideTeams`, so their games stay hidden until
    /// read or revealed whatever `scoreRevealMode` says.
    case follow([String], following: Bool, keepHidden: Bool = false)
}

/// `config list/get/set/path` done here, so the command only asks and shows the answer: the file, the
/// values flags and the environment put in effect, and a bad value's warning are the
/// configuration's business.
extension Configuration {
    /// Every key `config get/set` accepts, in the order `config list` shows them.
    public static var settingKeys: [String] { Settings.keys }

    /// The canonical spelling of a setting name typed in any case (`timezone` is
    /// `timeZone`), or nil when there is no such setting.
    public static func canonicalKey(_ text: String) -> String? { Settings.canonicalKey(text) }

    /// Carries out `action` on `config.json` and returns what to show. A bad value in the file
    /// is said through `warning` (whatever `--quiet` says): the reader's value is not the one
    /// in effect.
    public func config(_ action: ConfigAction) throws -> OutputView {
        if case .follow(let names, let following, let keepHidden) = action {
            return try follow(names, following: following, keepHidden: keepHidden)
        }
        return .setup(SetupReport(content: try report(action)))
    }

    private func report(_ action: ConfigAction) throws -> SetupReport.Content {
        let store = SettingsStore(paths: paths, clock: clock, notice: warning)
        switch action {
        case .list:
            let (settings, problems) = try store.loadReportingProblems()
            report(problems)
            let invalid = Set(problems.compactMap(\.key))
            return .listing(try rows(settings, invalid: invalid) + [accountRow()])
        case .get(let key):
            let (settings, problems) = try store.loadReportingProblems()
            report(problems.filter { $0.key == nil || $0.key == key })
            // The value in effect, as `config list` shows it: env, baseURL and timeZone may come
            // from flags or the environment rather than the file.
            let row = try rows(settings, invalid: []).first { $0.key == key }
            return .value(ConfigValue(key: key, value: row?.text ?? "", typed: row?.json))
        case .set(let key, let value):
            try store.set(key, value)
            let settings = try store.load()
            return .value(ConfigValue(key: key, value: try settings.value(forKey: key),
                                                 typed: try settings.jsonValue(forKey: key), isChange: true))
        case .follow:
            return .value(ConfigValue(key: "followedTeams", value: ""))
        case .path:
            return .value(ConfigValue(key: "path", value: paths.configDirectory.appendingPathComponent("config.json").path))
        }
    }

    /// Each bad value, with how to fix it.
    private func report(_ problems: [(key: String?, message: String)]) {
        for problem in problems {
            let fix = problem.key.map { " — its default is used until fixed: scrolldown config set \($0) VALUE" } ?? ""
            warning(problem.message + fix)
        }
    }

    /// Every setting as the file has it, except the values in effect that flags and the
    /// environment decide (env, baseURL, timeZone, serverProse), each with its source.
    func rows(_ settings: Settings, invalid: Set<String>) throws -> [SettingRow] {
        let defaults = Settings()
        return try Settings.keys.map { key in
            switch key {
            case "env":
                let env = isMock ? "mock" : "live"
                return SettingRow(key: key, text: env, json: .string(env), source: envSource)
            case "baseURL":
                let (url, source) = baseURLInEffect
                return SettingRow(key: key, text: url, json: .string(url), source: source)
            case "serverProse" where serverProseSource == .environment:
                let value = stores.serverProse.rawValue
                return SettingRow(key: key, text: value, json: .string(value), source: .environment)
            case "timeZone":
                let variable = environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
                // As written when it names a zone (Foundation calls UTC "GMT"), else the zone used.
                let given = flags.timeZone ?? settings.timeZone ?? variable
                let zone = given.flatMap { TimeZoneSetting.resolve($0) != .unknown ? $0 : nil } ?? localTime.timeZone.identifier
                let source: SettingSource = flags.timeZone != nil ? .flag : settings.timeZone != nil ? .file
                    : variable != nil ? .environment : .default
                return SettingRow(key: key, text: zone, json: .string(zone), source: source)
            default:
                let text = try settings.value(forKey: key)
                let source: SettingSource = invalid.contains(key) ? .invalid : text == (try defaults.value(forKey: key)) ? .default : .file
                return SettingRow(key: key, text: text, json: try settings.jsonValue(forKey: key), source: source)
            }
        }
    }
}

