import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The settings of one run resolved from the command line's global flags, the environment
/// and `config.json`: which backend, time zone, now, keys, pager and stored state. The
/// executable asks this value and never reads the settings file, the key files or the XDG
/// variables itself, so the precedence of each choice is written once, here.
///
/// Built once per invocation, and only as far as the command needs (`CommandNeeds`): a
/// command that touches local state only keeps working when a setting is broken, so the
/// reader can repair it (`config set timeZone UTC`); one that needs the backend refuses it.
public struct Configuration: Sendable {
    /// The global flags that override settings (`--env`, `--base-url`, `--tz`, `--api`).
    struct Flags: Sendable {
        var env: BackendEnvironment?
        var baseURL: String?
        var timeZone: String?
        var api: APIChoice?
    }

    let flags: Flags
    let settings: Settings
    let paths: XDGPaths
    let environment: [String: String]
    let clock: Clock
    let executablePath: String
    /// Says what `--quiet` must not hide (a bad value in config.json, a file moved aside).
    let warning: @Sendable (String) -> Void
    let apiKeys: APIKeys
    /// Which routes serve the games (`--api` > `SCROLLDOWN_API` > config `api`).
    let api: APIChoice
    /// Where the env in effect came from (`config list`).
    let envSource: SettingSource
    /// The base URL in effect and where it came from (`config list`).
    let baseURLInEffect: (value: String, source: SettingSource)
    /// Where `serverProse` in effect came from (`config list`); the value is `stores.serverProse`.
    let serverProseSource: SettingSource

    /// The reader's time zone, for every day and time shown.
    public let localTime: LocalTime
    /// Now: `SCROLLDOWN_NOW`, else the demo day (sample games), else the clock.
    public let now: Date
    /// The bundled sample games serve this run, not the HTTP API.
    let isMock: Bool
    /// Only a consumer key is set (live): the admin routes (odds, FairBet, posts) are closed.
    public let consumerKeyOnly: Bool
    /// Reveal choices, read marks and reading positions, under this run's reveal settings.
    public let stores: StateStores
    /// The backend of this run, or why there is none; nil when the command needs no service.
    /// A failure is kept rather than thrown for `lookup` commands: they only cannot look up.
    public let backend: Result<Backend, ScrollDownError>?

    /// The fixed "now" of the bundled sample games: the evening of 9 October 2025 (US
    /// Eastern), so the feed has finished games yesterday, games today and more later.
    static let demoNow = Date(timeIntervalSince1970: 1_760_032_800)  // 2025-10-09T18:00:00Z

    /// The production backend (docs/backend.md#base-url).
    static let productionURL = "https://sda.dock108.dev"

    /// Resolves the run's settings. `notice` is for notes `--quiet` may hide; `warning` for
    /// what it must not (a file moved aside, a setting not used as written). `keysLoaded` is
    /// called as soon as an API key is in memory (the process then stops being dumpable).
    /// The env as the variable or config.json sets it (`--env` aside), and where it comes from.
    static func layeredEnv(environment env: [String: String], settings: Settings) -> (value: String, source: SettingSource)? {
        SettingSource.layered(flag: nil, variable: env["SCROLLDOWN_ENV"], file: settings.env?.text)
    }

    /// Why a command that asks the backend refuses `layered` (`layeredEnv`) without `--env`:
    /// its text names no environment. nil when it names one or none is set. `doctor` says the
    /// same.
    static func envRefusal(_ layered: (value: String, source: SettingSource)?) -> ScrollDownError? {
        guard let layered, BackendEnvironment(word: layered.value) == nil else { return nil }
        let words = BackendEnvironment.allCases.map(\.rawValue)
        return ScrollDownError.usage(.invalidChoice(
            option: layered.source == .environment ? "SCROLLDOWN_ENV" : "config env", value: layered.value,
            allowed: words, suggestion: Suggestion.closest(to: layered.value, in: words)))
    }

    public init(needs: CommandNeeds, env envFlag: BackendEnvironment?, baseURL: String?, timeZone: String?, api: APIChoice?,
                environment env: [String: String], executablePath: String, clock: @escaping Clock,
                notice: @escaping @Sendable (String) -> Void, warning: @escaping @Sendable (String) -> Void,
                keysLoaded: () -> Void) throws {
        let flags = Flags(env: envFlag, baseURL: baseURL, timeZone: timeZone, api: api)
        self.flags = flags
        environment = env
        self.clock = clock
        self.executablePath = executablePath
        self.warning = warning
        let needsBackend = needs == .backend
        let paths = XDGPaths(environment: env)
        self.paths = paths
        let settings = try Self.settings(needs: needs, paths: paths, clock: clock, warning: warning)
        self.settings = settings
        // Server prose: SCROLLDOWN_SERVER_PROSE > config serverProse (a command's --server-prose
        // wins over both, in `StateStores.revealPolicy`).
        var serverProse: ServerProse?
        if let text = env["SCROLLDOWN_SERVER_PROSE"], !text.isEmpty {
            // A local command still runs with a bad value, as with SCROLLDOWN_API.
            serverProse = needsBackend ? try Self.serverProseChoice(text) : try? Self.serverProseChoice(text)
        }
        serverProseSource = serverProse != nil ? .environment : settings.serverProse == Settings().serverProse ? .default : .file
        stores = StateStores(paths: paths, clock: clock, notice: warning, settings: settings, serverProse: serverProse)

        let (localTime, zoneNote) = try Self.localTime(flag: flags.timeZone, settings: settings, environment: env, strict: needsBackend)
        self.localTime = localTime
        if let zoneNote, needs != .nothing { notice(zoneNote) }

        // Environment: --env > SCROLLDOWN_ENV > config > live with an API key, else mock.
        let explicitEnv: BackendEnvironment?
        let layeredEnv = Self.layeredEnv(environment: env, settings: settings)
        if let chosen = flags.env {
            explicitEnv = chosen
        } else if let refusal = Self.envRefusal(layeredEnv) {
            // A local command must still run, e.g. to repair the setting.
            guard !needsBackend else { throw refusal }
            explicitEnv = nil
        } else {
            explicitEnv = layeredEnv.flatMap { BackendEnvironment(word: $0.value) }
        }
        // The key is read only when the live backend may use it: a mock run never touches
        // apiKeyFile, so a key file with the wrong mode cannot break the sample games.
        let apiKeys: APIKeys
        if explicitEnv == .mock || needs == .nothing {
            apiKeys = .noKeys
        } else if needsBackend {
            apiKeys = try APIKeyLoader.loadKeys(environment: env, settings: settings)
        } else {
            apiKeys = (try? APIKeyLoader.loadKeys(environment: env, settings: settings)) ?? .noKeys
        }
        self.apiKeys = apiKeys
        if apiKeys.any { keysLoaded() }
        let useLive = explicitEnv.map { $0 == .live } ?? apiKeys.any
        if explicitEnv == nil && !useLive && needsBackend {
            notice("no API key set: showing the bundled sample games (set SCROLLDOWN_API_KEY for live games)")
        }
        isMock = !useLive
        consumerKeyOnly = useLive && !apiKeys.hasAdmin && apiKeys.hasConsumer
        envSource = flags.env != nil ? .flag : layeredEnv?.source ?? .default
        let layeredURL = SettingSource.layered(flag: flags.baseURL, variable: env["SCROLLDOWN_BASE_URL"], file: settings.baseURL)
        baseURLInEffect = (layeredURL?.value ?? Self.productionURL, layeredURL?.source ?? .default)

        // Now: SCROLLDOWN_NOW > the demo day (mock) > the clock.
        if let text = env["SCROLLDOWN_NOW"], !text.isEmpty {
            guard let date = ISO8601.parse(text) else { throw ScrollDownError.usage(.invalidNowOverride(text)) }
            now = date
        } else {
            now = useLive ? clock() : Self.demoNow
        }

        // Routes: --api > SCROLLDOWN_API > config api (auto by default).
        if let chosen = flags.api {
            self.api = chosen
        } else if let text = env["SCROLLDOWN_API"], !text.isEmpty {
            // A local command still runs with a bad value, as with SCROLLDOWN_ENV.
            self.api = needsBackend ? try Self.apiChoice(text) : (try? Self.apiChoice(text)) ?? settings.api
        } else {
            self.api = settings.api
        }
        guard needsBackend || needs == .lookup else {
            backend = nil
            return
        }
        backend = try Self.backend(live: useLive, baseURL: baseURLInEffect.value, api: self.api, strict: needsBackend,
                                   environment: env, executablePath: executablePath)
    }

    /// The settings file as far as the command needs it: none for `.nothing`; for the
    /// backend a bad file stops the run; a local command reads past a bad value (its default
    /// stands in, so a timeZone or env beside it still counts) and `config` reports it.
    private static func settings(needs: CommandNeeds, paths: XDGPaths, clock: @escaping Clock,
                                 warning: @escaping @Sendable (String) -> Void) throws -> Settings {
        guard needs != .nothing else { return Settings() }
        let needsBackend = needs == .backend
        do {
            let store = SettingsStore(paths: paths, clock: clock, notice: warning)
            return needsBackend ? try store.load() : try store.loadReportingProblems().settings
        } catch let error as ScrollDownError {
            guard !needsBackend else { throw error }
            return Settings()
        } catch {
            guard !needsBackend else { throw ScrollDownError.io(.settingsUnreadable(description: error.localizedDescription)) }
            return Settings()
        }
    }

    /// `SCROLLDOWN_API` read as the `--api` option reads its word (any casing).
    private static func apiChoice(_ text: String) throws(ScrollDownError) -> APIChoice {
        if let match = APIChoice.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return match }
        let words = APIChoice.allCases.map(\.rawValue)
        throw .usage(.invalidChoice(option: "SCROLLDOWN_API", value: text, allowed: words,
                                    suggestion: Suggestion.closest(to: text, in: words)))
    }

    /// `SCROLLDOWN_SERVER_PROSE` read as `--server-prose` reads its word (any casing).
    private static func serverProseChoice(_ text: String) throws(ScrollDownError) -> ServerProse {
        if let match = ServerProse(word: text) { return match }
        let words = ServerProse.allCases.map(\.rawValue)
        throw .usage(.invalidChoice(option: "SCROLLDOWN_SERVER_PROSE", value: text, allowed: words,
                                    suggestion: Suggestion.closest(to: text, in: words)))
    }

    /// The leagues of the feed when none is asked for (config `defaultLeagues`).
    var defaultLeagues: [String] { settings.defaultLeagues }
    /// Seconds between `--follow` polls (config `followIntervalSeconds`).
    public var followIntervalSeconds: Int { settings.followIntervalSeconds }
    /// How prices are shown unless `--odds-format` says (config `oddsFormat`).
    public var oddsFormat: OddsDisplayFormat { settings.oddsFormat }
    /// The response cache and the completion lists live here.
    var cacheDirectory: URL { paths.cacheDirectory }
}
