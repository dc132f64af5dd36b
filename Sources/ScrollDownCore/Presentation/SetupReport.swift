import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `config` and `doctor` show, as data: the settings and where each value comes from,
/// one value, or the checks of the setup. Only the core makes one (`Configuration.config(_:)`,
/// `Configuration.doctor(…)`); `OutputView.rendered(_:_:)` prints it.
public struct SetupReport: Sendable {
    enum Content: Sendable {
        /// `config list`: every setting, the value in effect and where it comes from.
        case listing([SettingRow])
        /// `config get/set/path`: one value.
        case value(ConfigValue)
        /// `doctor`: every check, in screen order.
        case doctor([DoctorCheck])
        /// `follow`/`unfollow`: the followed teams; `changed` the teams named, in order, to
        /// follow (`following`) or stop following, nil for the plain list; `unchanged` those
        /// of them already followed, or not followed, so nothing changed for them.
        case followed(FollowedTeams, changed: [FollowedTeams.Team]?, following: Bool, keptHidden: Bool = false,
                      unchanged: [FollowedTeams.Team] = [])
    }

    let content: Content

    /// `config set`: a change, whose text `--quiet` drops.
    var isChange: Bool {
        if case .value(let value) = content { return value.isChange }
        if case .followed(_, let changed, _, _, _) = content { return changed != nil }
        return false
    }
}

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

/// `config get KEY`, `config set KEY VALUE` and `config path`: one value.
struct ConfigValue: Encodable, Sendable {
    let key: String
    let value: String
    /// The value with its JSON type (a number, a list, null when unset).
    var typed: JSONValue?
    var isChange = false

    enum CodingKeys: String, CodingKey { case key, value }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(typed ?? .string(value), forKey: .value)
    }
}

/// One line of `doctor`.
struct DoctorCheck: Sendable, Encodable, Equatable {
    enum Status: String, Sendable, Encodable {
        /// As it should be.
        case ok
        /// Worth knowing; nothing to fix.
        case note
        /// Something missing that scrolldown works without (completion in a new shell):
        /// worth doing, never a failure.
        case warn
        /// Needs fixing: `detail` says how.
        case fix
    }

    let name: String
    let status: Status
    let detail: String
}
