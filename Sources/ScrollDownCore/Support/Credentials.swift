import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The API key, wrapped so it cannot leak through string interpolation, `dump` or logging.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secret itself; use only to build the request header.
    public let value: String

    /// Wraps a key.
    public init(_ value: String) { self.value = value }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// Finds the API key: `SCROLLDOWN_API_KEY`, else the settings' `apiKeyFile` (SPEC §5).
public enum APIKeyLoader {
    /// The environment variable that carries the key.
    public static let environmentVariable = "SCROLLDOWN_API_KEY"

    /// The key, or nil when neither the environment nor the settings provide one.
    ///
    /// The key file must be a regular file readable by its owner only (mode 0600 or
    /// stricter); anything else is refused. No message ever contains the key.
    public static func load(environment: [String: String], settings: Settings) throws -> APIKey? {
        if let raw = environment[environmentVariable] {
            let key = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if !key.isEmpty { return APIKey(key) }
        }
        guard let configured = settings.apiKeyFile?.trimmingCharacters(in: .whitespaces), !configured.isEmpty else {
            return nil
        }
        let path = expandTilde(configured, home: environment["HOME"])
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            throw ScrollDownError.config("API key file \(path) (apiKeyFile in config.json) cannot be read: \(reason)")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ScrollDownError.config("API key file \(path) is not a regular file")
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw ScrollDownError.config(
                "API key file \(path) must have mode 0600 (it has \(octal(mode))): chmod 600 \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScrollDownError.config("API key file \(path) cannot be read")
        }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw ScrollDownError.config("API key file \(path) is empty")
        }
        return APIKey(key)
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
