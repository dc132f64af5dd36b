import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The API key, wrapped so it cannot leak through string interpolation, `dump` or logging.
struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secret itself; use only to build the request header.
    let value: String

    /// Wraps a key.
    init(_ value: String) { self.value = value }

    var description: String { "<redacted>" }
    var debugDescription: String { "<redacted>" }
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// The two keys of today's backend (docs/backend.md#keys-and-authentication): the admin key for
/// `/api/admin`, `/api/social` and `/api/fairbet`, the consumer key for `/api/v1`. A server with
/// both keys configured answers 403 to each key on the other's routes; a single-key server takes
/// the one key everywhere, so the consumer key defaults to the admin key.
struct APIKeys: Sendable, Equatable {
    /// `SCROLLDOWN_API_KEY` / `apiKeyFile`.
    var admin: APIKey?
    /// `SCROLLDOWN_CONSUMER_API_KEY` / `consumerApiKeyFile`, when set apart from the admin key.
    var consumer: APIKey?

    /// Wraps the keys found.
    init(admin: APIKey?, consumer: APIKey? = nil) {
        self.admin = admin
        self.consumer = consumer
    }

    /// True when either key is set.
    var any: Bool { admin != nil || consumer != nil }

    /// The key a route group is sent: the consumer key falls back to the admin key.
    func key(for scope: KeyScope) -> APIKey? {
        switch scope {
        case .admin: return admin
        case .consumer: return consumer ?? admin
        }
    }
}

/// Finds the API keys: each from its environment variable, else its key file
/// (README.md#configuration).
enum APIKeyLoader {
    /// The environment variable that carries the admin key.
    static let environmentVariable = "SCROLLDOWN_API_KEY"
    /// The environment variable that carries the consumer key.
    static let consumerEnvironmentVariable = "SCROLLDOWN_CONSUMER_API_KEY"

    /// Both keys; the consumer key is nil unless set apart (`APIKeys.key(for:)` then uses the
    /// admin key).
    static func loadKeys(environment: [String: String], settings: Settings) throws -> APIKeys {
        APIKeys(admin: try load(environment: environment, settings: settings),
                consumer: try key(variable: consumerEnvironmentVariable, file: settings.consumerApiKeyFile,
                                  scope: .consumer, environment: environment))
    }

    /// Where `loadKeys` takes each key from, as `doctor` names it: the variable when set and
    /// not blank (the rule `key(variable:…)` follows), else the key file setting with its
    /// value (`apiKeyFile ~/.config/scrolldown/key`). Nothing is read.
    static func sources(environment: [String: String], settings: Settings) -> (admin: String, consumer: String) {
        func source(_ variable: String, _ setting: String, _ file: String?) -> String {
            let isSet = !(environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true)
            return isSet ? variable : "\(setting) \(file ?? "")"
        }
        return (source(environmentVariable, "apiKeyFile", settings.apiKeyFile),
                source(consumerEnvironmentVariable, "consumerApiKeyFile", settings.consumerApiKeyFile))
    }

    /// The admin key, or nil when neither the environment nor the settings provide one.
    ///
    /// The key file must be a regular file readable by its owner only (mode 0600 or
    /// stricter); anything else is refused. No message ever contains the key.
    static func load(environment: [String: String], settings: Settings) throws -> APIKey? {
        try key(variable: environmentVariable, file: settings.apiKeyFile, scope: .admin, environment: environment)
    }

    /// One key: the variable when set and not blank, else the key file named by the scope's setting.
    static func key(variable: String, file: String?, scope: KeyScope,
                    environment: [String: String]) throws -> APIKey? {
        if let raw = environment[variable] {
            let key = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if !key.isEmpty { return APIKey(key) }
        }
        guard let configured = file?.trimmingCharacters(in: .whitespaces), !configured.isEmpty else {
            return nil
        }
        let path = expandTilde(configured, home: environment["HOME"])
        var info = stat()
        func refused(_ problem: ScrollDownError.KeyFileProblem) -> ScrollDownError {
            .config(.keyFile(scope, path: path, problem))
        }
        guard stat(path, &info) == 0 else { throw refused(.unreadable(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refused(.notRegularFile) }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else { throw refused(.openMode(UInt32(mode))) }
        // A key is a line, not a document: 64 KiB is far beyond any key, and the bound keeps a
        // wrong path (a log, an image) from being read whole.
        let data: Data
        do {
            guard let read = try POSIXFile.readIfPresent(URL(fileURLWithPath: path), maxBytes: 64 << 10) else {
                throw refused(.vanished)
            }
            data = read
        } catch let error as ScrollDownError {
            if case .config = error { throw error }
            throw refused(.read(error))
        }
        do {
            return APIKey(try keyText(data))
        } catch {
            throw refused(error)
        }
    }

    /// The key in a key file's bytes: the newline an editor ends a file with (LF or CRLF) and
    /// blank space around the key are dropped; a control character, space or invisible
    /// character inside the key, or bytes that are not UTF-8, are refused with the position,
    /// never silently removed: a key that differs from what the file says fails
    /// as "key refused" far from its cause. The message never contains the key.
    static func keyText(_ data: Data) throws(ScrollDownError.KeyFileProblem) -> String {
        guard let text = String(bytes: data, encoding: .utf8) else { throw .notUTF8 }
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw .empty }
        if let offset = key.unicodeScalars.firstIndex(where: { $0.properties.isWhitespace || TerminalSanitizer.isControl($0)
            || TerminalSanitizer.isFormat($0) }) {
            let position = key.unicodeScalars.distance(from: key.unicodeScalars.startIndex, to: offset) + 1
            throw .badCharacter(isSpace: key.unicodeScalars[offset] == " ", position: position)
        }
        return key
    }

    /// Replaces a leading `~` (alone or before `/`) with HOME; `~user` is left as written.
    static func expandTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home as NSString).appendingPathComponent(String(path.dropFirst(2))) }
        return path
    }

    /// A mode as four octal digits, e.g. `0644`.
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
