/// Where a value in effect comes from, for `config list`.
enum SettingSource: String, Sendable, Encodable {
    /// A command-line option (`--env`, `--base-url`, `--tz`).
    case flag
    /// An environment variable (`SCROLLDOWN_ENV`, `SCROLLDOWN_BASE_URL`, `TZ`).
    case environment
    /// `config.json`.
    case file
    /// Nothing set it: the built-in default.
    case `default`
    /// `config.json` has a value that is not valid: the default is used until it is fixed.
    case invalid

    /// The first of flag, environment variable and file that is set, with its source.
    static func layered(flag: String?, variable: String?, file: String?) -> (value: String, source: SettingSource)? {
        if let flag, !flag.isEmpty { return (flag, .flag) }
        if let variable, !variable.isEmpty { return (variable, .environment) }
        if let file, !file.isEmpty { return (file, .file) }
        return nil
    }
}

/// One row of `config list`: the value in effect, typed for JSON, and its source.
struct SettingRow: Sendable {
    let key: String
    let text: String
    let json: JSONValue
    let source: SettingSource
}
