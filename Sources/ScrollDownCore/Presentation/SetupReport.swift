import Foundation

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
    }

    let content: Content

    /// `config set`: a change, whose text `--quiet` drops.
    var isChange: Bool {
        if case .value(let value) = content { return value.isChange }
        return false
    }
}
