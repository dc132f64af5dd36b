import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `config.json` in the config directory, read and changed through one `JSONFileStore`.
struct SettingsStore: Sendable {
    let file: JSONFileStore<Settings>

    /// Creates the store for `config.json` in `paths.configDirectory`.
    init(paths: XDGPaths, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        // Refuse rather than move aside: config.json is hand-edited, and dropping it over one
        // typo would silently drop alwaysHideTeams and apiKeyFile with it.
        file = JSONFileStore(
            fileURL: paths.configDirectory.appendingPathComponent("config.json"), clock: clock, policy: .refuse,
            notice: notice)
    }

    /// The current settings; defaults when the file does not exist, `ScrollDownError.config`
    /// (file left untouched) when it cannot be understood.
    func load() throws -> Settings {
        try file.read()
    }

    /// The settings for `config list/get`, which must work on a file with a bad value: each
    /// key that does not decode is reported (`liveDelaySeconds: must be …`) and its default
    /// used, every other key read as written. Nothing is written. A file that is not JSON
    /// at all is one problem and the defaults; a newer format is still refused.
    func loadReportingProblems() throws -> (settings: Settings, problems: [(key: String?, message: String)]) {
        do {
            return (try load(), [])
        } catch ScrollDownError.config(let problem) {
            let message = problem.message
            guard let data = try POSIXFile.readIfPresent(file.fileURL),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return (Settings(), [(nil, message)])
            }
            var kept: [String: Any] = [:]
            var problems: [(key: String?, message: String)] = []
            let decoder = JSONDecoder.contract()
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                do {
                    let single = try JSONSerialization.data(withJSONObject: [key: value], options: [.fragmentsAllowed])
                    _ = try decoder.decode(Settings.self, from: single)
                    kept[key] = value
                } catch {
                    let reason = (error as? DecodingError)?.message ?? String(describing: error)
                    problems.append((key, "\(file.name): \(reason)"))
                }
            }
            let settings = (try? decoder.decode(Settings.self, from: JSONSerialization.data(withJSONObject: kept))) ?? Settings()
            return (settings, problems.isEmpty ? [(nil, message)] : problems)
        }
    }

    /// The value of one setting as text (`config get KEY`).
    func get(_ key: String) throws -> String {
        try load().value(forKey: key)
    }

    /// Validates and stores one setting (`config set KEY VALUE`); an empty value restores the default.
    ///
    /// Works on a file that does not decode too, so any broken value can be repaired with
    /// `config set`: the key is replaced in the JSON object and every other key is kept as
    /// written. A file that is not a JSON object at all is moved aside (with a notice naming
    /// where) and a fresh one holds the new value.
    func set(_ key: String, _ value: String) throws {
        // Validate before taking the lock so a bad value never touches the file.
        var probe = Settings()
        try probe.setValue(value, forKey: key)
        do {
            try file.update { settings in try settings.setValue(value, forKey: key) }
        } catch ScrollDownError.config {
            try repair(key, with: probe)
        }
    }

    /// Sets `key` to its value in `probe` in the raw JSON object of an undecodable file.
    private func repair(_ key: String, with probe: Settings) throws {
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(probe)) as? [String: Any] ?? [:]
        let name = file.name
        let notice = file.notice
        try file.rewriteRaw { data, moveAside in
            var object: [String: Any] = [:]
            if let data {
                if let parsed = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                    object = parsed
                } else {
                    let aside = try moveAside()
                    notice("\(name) was not a JSON object; moved it to \(aside) and started from the defaults")
                }
            }
            // Absent from the encoding means "unset" (the default): drop the key.
            object[key] = encoded[key]
            object["version"] = object["version"] ?? Settings.currentVersion
            var bytes = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            bytes.append(0x0A)
            return bytes
        }
    }

    /// Every setting with its value as text, in `Settings.keys` order (`config list`).
    func list() throws -> [(key: String, value: String)] {
        try load().keyValues
    }
}
