import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Where scrolldown keeps settings, state and cache, resolved from the XDG base directory
/// variables of a given environment.
struct XDGPaths: Sendable, Equatable {
    /// Settings (`config.json`): `$XDG_CONFIG_HOME/scrolldown`, default `~/.config/scrolldown`.
    var configDirectory: URL
    /// Reveal preferences, read marks, positions: `$XDG_STATE_HOME/scrolldown`, default `~/.local/state/scrolldown`.
    var stateDirectory: URL
    /// HTTP response cache: `$XDG_CACHE_HOME/scrolldown`, default `~/.cache/scrolldown`.
    var cacheDirectory: URL

    /// The application directory appended to every base directory.
    static let appName = "scrolldown"

    /// Builds the paths explicitly, e.g. for tests rooted in a temporary directory.
    init(configDirectory: URL, stateDirectory: URL, cacheDirectory: URL) {
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Resolves the paths from an environment; the caller passes it so nothing here reads
    /// the process environment.
    ///
    /// Relative XDG values are ignored, as the XDG Base Directory specification requires.
    /// A missing or relative `HOME` is treated as `/` so every path stays absolute; a real
    /// login environment always has one.
    init(environment: [String: String]) {
        let home = Self.absolute(environment["HOME"]) ?? "/"
        func base(_ variable: String, default relative: String) -> URL {
            let root = Self.absolute(environment[variable])
                ?? (home as NSString).appendingPathComponent(relative)
            return URL(fileURLWithPath: root, isDirectory: true)
                .appendingPathComponent(Self.appName, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", default: ".config")
        stateDirectory = base("XDG_STATE_HOME", default: ".local/state")
        cacheDirectory = base("XDG_CACHE_HOME", default: ".cache")
    }

    /// All paths under one root directory (`root/config`, `root/state`, `root/cache`).
    static func rooted(at root: URL) -> XDGPaths {
        XDGPaths(
            configDirectory: root.appendingPathComponent("config", isDirectory: true),
            stateDirectory: root.appendingPathComponent("state", isDirectory: true),
            cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
    }

    /// The value when it is a non-empty absolute path, otherwise nil.
    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
