import ScrollDownViews
import ScrollDownWithheld
/// Which backend serves the data: the bundled sample games or the HTTP API
/// (README.md#configuration).
public enum BackendEnvironment: String, Sendable, CaseIterable, Codable {
    /// The bundled sample games in Fixtures/, with a fixed "now".
    case mock
    /// The sports-data-admin backend over HTTP.
    case live

    /// The environment named by `text`, in any casing; nil for anything else.
    init?(word text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == text.lowercased() }) else { return nil }
        self = match
    }
}
