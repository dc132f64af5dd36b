import ScrollDownViews
import ScrollDownWithheld
/// The `env` setting as config.json holds it: an environment, or text that names none.
///
/// The text is kept, not refused while decoding, so `config list/get/set` still run on the
/// file, and a command that needs the backend refuses it by name (`config env`, exit 64).
enum EnvironmentSetting: Sendable, Equatable {
    /// `mock` or `live`, in any casing in the file.
    case known(BackendEnvironment)
    /// Anything else, as written.
    case unrecognized(String)

    /// The setting for `text` as written in the file.
    init(text: String) {
        self = BackendEnvironment(word: text).map(Self.known) ?? .unrecognized(text)
    }

    /// The value as stored: the canonical name of a known environment, else the text as written.
    var text: String {
        switch self {
        case .known(let environment): return environment.rawValue
        case .unrecognized(let text): return text
        }
    }
}
