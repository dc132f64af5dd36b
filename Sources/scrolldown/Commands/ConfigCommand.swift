import Foundation
import ScrollDownCore

/// `scrolldown config [list | get KEY | set KEY VALUE | path]`.
struct ConfigCommand: Command {
    /// What `config` does.
    enum Action: String, ChoiceValue {
        case list, get, set, path
    }

    static let action: Argument<Action?> = .optional(
        "ACTION", completion: .words(Action.words), help: "list (default), get KEY, set KEY VALUE, or path.") {
            text throws(ScrollDownError) in try Action.parse(text, for: "config ACTION")
        }
    static let key: Argument<String?> = .optional("KEY", completion: .settingKeys, help: "A setting name (any case).") {
        text throws(ScrollDownError) in
        guard let key = Settings.canonicalKey(text) else {
            throw .usage(.unknownSetting(text, known: Settings.keys, suggestion: Suggestion.closest(to: text, in: Settings.keys)))
        }
        return key
    }
    static let value: Argument<String?> = .optional("VALUE", completion: .dynamic("setting"), help: "The new value (lists: comma-separated; \"\" restores the default).") { $0 }

    static let spec = CommandSpec(
        "config", summary: "Show or change settings.", arguments: [action.spec, key.spec, value.spec],
        examples: [
            Example("scrolldown config", "every setting and its value"),
            Example("scrolldown config set defaultLeagues NBA,NHL", "the leagues of the feed by default"),
            Example("scrolldown config get timeZone", "one setting"),
            Example("scrolldown config set alwaysHideTeams \"\"", "back to the default"),
        ])
    static let needs = CommandNeeds.localState

    let action: Action
    let key: String?
    let value: String?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        action = try arguments.get(Self.action) ?? .list
        key = try arguments.get(Self.key)
        value = try arguments.get(Self.value)
        let name = "config \(action.rawValue)"
        switch action {
        case .list, .path:
            if let extra = key { throw .usage(.unexpectedArgument(extra, command: name)) }
        case .get:
            guard key != nil else { throw .usage(.missingArgument(name: "KEY", command: name)) }
            if let extra = value { throw .usage(.unexpectedArgument(extra, command: name)) }
        case .set:
            guard key != nil else { throw .usage(.missingArgument(name: "KEY", command: name)) }
            guard value != nil else { throw .usage(.missingArgument(name: "VALUE", command: name)) }
        }
    }

    func run(_ session: Session) async throws {
        let store = SettingsStore(paths: session.paths, clock: session.context.clock, notice: { session.warn($0) })
        switch action {
        case .list:
            let (settings, problems) = try store.loadReportingProblems()
            Self.report(problems, session: session)
            let invalid = Set(problems.compactMap(\.key))
            session.output(ConfigListing(rows: try Self.rows(settings, invalid: invalid, session: session)))
        case .get:
            let key = key ?? ""
            let (settings, problems) = try store.loadReportingProblems()
            Self.report(problems.filter { $0.key == nil || $0.key == key }, session: session)
            // The value in effect, as `config list` shows it: env, baseURL and timeZone may come
            // from flags or the environment rather than the file.
            let row = try Self.rows(settings, invalid: [], session: session).first { $0.key == key }
            session.output(ConfigValue(key: key, value: row?.text ?? "", typed: row?.json))
        case .set:
            let key = key ?? ""
            try store.set(key, value ?? "")
            let settings = try store.load()
            session.output(ConfigValue(key: key, value: try settings.value(forKey: key), typed: try settings.jsonValue(forKey: key),
                                       isChange: true))
        case .path:
            session.output(ConfigValue(key: "path", value: session.paths.configDirectory.appendingPathComponent("config.json").path))
        }
    }

    /// A bad value in the file, said on stderr whatever `--quiet` says: the reader's value is
    /// not the one in effect.
    static func report(_ problems: [(key: String?, message: String)], session: Session) {
        for problem in problems {
            let fix = problem.key.map { " — its default is used until fixed: scrolldown config set \($0) VALUE" } ?? ""
            session.warn(problem.message + fix)
        }
    }

    /// Every setting as the file has it, except the values in effect that flags and the
    /// environment decide (env, baseURL, timeZone), each with its source.
    static func rows(_ settings: Settings, invalid: Set<String>, session: Session) throws -> [SettingRow] {
        let defaults = Settings()
        return try Settings.keys.map { key in
            switch key {
            case "env":
                let env = session.isMock ? "mock" : "live"
                return SettingRow(key: key, text: env, json: .string(env), source: session.envSource)
            case "baseURL":
                let (url, source) = session.baseURLInEffect
                return SettingRow(key: key, text: url, json: .string(url), source: source)
            case "timeZone":
                let variable = session.context.environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
                // As written when it names a zone (Foundation calls UTC "GMT"), else the zone used.
                let given = session.globals.timeZone ?? settings.timeZone ?? variable
                let zone = given.flatMap { TimeZoneSetting.resolve($0) != .unknown ? $0 : nil } ?? session.localTime.timeZone.identifier
                let source: SettingSource = session.globals.timeZone != nil ? .flag : settings.timeZone != nil ? .file
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
