import Foundation

/// `config.json` in the config directory, read and changed through one `JSONFileStore`.
public struct SettingsStore: Sendable {
    let file: JSONFileStore<Settings>

    /// Creates the store for `config.json` in `paths.configDirectory`.
    public init(paths: XDGPaths, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        // Refuse rather than move aside: config.json is hand-edited, and dropping it over one
        // typo would silently drop alwaysHideTeams and apiKeyFile with it.
        file = JSONFileStore(
            fileURL: paths.configDirectory.appendingPathComponent("config.json"), clock: clock, policy: .refuse,
            notice: notice)
    }

    /// The current settings; defaults when the file does not exist, `ScrollDownError.config`
    /// (file left untouched) when it cannot be understood.
    public func load() throws -> Settings {
        try file.read()
    }

    /// The value of one setting as text (`config get KEY`).
    public func get(_ key: String) throws -> String {
        try load().value(forKey: key)
    }

    /// Validates and stores one setting (`config set KEY VALUE`); an empty value restores the default.
    public func set(_ key: String, _ value: String) throws {
        // Validate before taking the lock so a bad value never touches the file.
        var probe = Settings()
        try probe.setValue(value, forKey: key)
        try file.update { settings in try settings.setValue(value, forKey: key) }
    }

    /// Every setting with its value as text, in `Settings.keys` order (`config list`).
    public func list() throws -> [(key: String, value: String)] {
        try load().keyValues
    }
}
