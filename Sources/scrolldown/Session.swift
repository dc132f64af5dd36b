import Foundation
import ScrollDownCore

/// The resolved options of one run: global flags, settings, environment rule, clock, time
/// zone, stores and backend. Built once per invocation, after the command has read its own
/// options, and only as far as the command needs (`CommandNeeds`).
struct Session: Sendable {
    /// Which backend serves the data.
    enum Backend: Sendable, Equatable {
        case mock(fixtures: URL)
        case live(baseURL: URL)
    }

    let globals: GlobalOptions
    let context: CommandContext
    let style: TerminalStyle
    let localTime: LocalTime
    let now: Date
    let isMock: Bool
    /// Which routes serve the games (`--api` > `SCROLLDOWN_API` > config `api`).
    let api: APIChoice
    /// Only a consumer key is set (live): the admin routes (odds, FairBet, posts) are closed.
    let consumerKeyOnly: Bool
    /// Where the env in effect came from (`config list`).
    let envSource: SettingSource
    /// The base URL in effect and where it came from (`config list`).
    let baseURLInEffect: (value: String, source: SettingSource)
    let settings: Settings
    let stores: StateStores
    let paths: XDGPaths
    /// The transient waiting line on stderr (terminal only, not with `--quiet`).
    let status: StatusLine
    /// The backend service, built once per run and only for commands that use one, so
    /// `config`, `reveal`, `hide` and `reset` work without fixtures or a reachable server.
    private let serviceResult: Result<GameService, ScrollDownError>?

    var format: OutputFormat { globals.format }
    var quiet: Bool { globals.quiet }
    var verbose: Bool { globals.verbose }

    /// Prose never runs wider than this, however wide the terminal: long lines are hard to read.
    static let maxProseWidth = 100

    /// The fixed "now" of the bundled sample games: the evening of 9 October 2025 (US
    /// Eastern), so the feed has finished games yesterday, games today and more later.
    static let demoNow = Date(timeIntervalSince1970: 1_760_032_800)  // 2025-10-09T18:00:00Z

    init(globals: GlobalOptions, needs: CommandNeeds, context: CommandContext) throws {
        self.globals = globals
        self.context = context
        let env = context.environment
        let needsBackend = needs == .backend
        let stderr = context.stderr
        let quiet = globals.quiet
        let notice: @Sendable (String) -> Void = { message in if !quiet { stderr.write("scrolldown: \(message)\n") } }
        // A file moved aside is data the reader may want back: never hidden by --quiet.
        let warning: @Sendable (String) -> Void = { message in stderr.write("scrolldown: \(message)\n") }

        let noColor = globals.noColor || !(env["NO_COLOR"] ?? "").isEmpty || env["TERM"] == "dumb"
        style = TerminalStyle(color: context.stdoutIsTerminal && !noColor && globals.format == .text,
                              width: min(context.terminalWidth ?? 100, Self.maxProseWidth))

        let status = StatusLine(sink: context.stderr, enabled: context.stderrIsTerminal && !globals.quiet)
        self.status = status
        let paths = XDGPaths(environment: env)
        self.paths = paths
        let clock = context.clock
        stores = StateStores(paths: paths, clock: clock, notice: warning)

        // Commands that only touch local state must keep working when a setting is broken, so
        // the reader can repair it (`config set timeZone UTC`) or act without the backend.
        if needs == .nothing {
            settings = Settings()
        } else {
            do {
                let store = SettingsStore(paths: paths, clock: clock, notice: warning)
                // Local commands read past a bad value (its default stands in), so a timeZone
                // or env beside it still counts for `config list`; `config` reports the problem.
                settings = needsBackend ? try store.load() : try store.loadReportingProblems().settings
            } catch let error as ScrollDownError {
                guard !needsBackend else { throw error }
                settings = Settings()
            } catch {
                guard !needsBackend else { throw ScrollDownError.io(.settingsUnreadable(description: error.localizedDescription)) }
                settings = Settings()
            }
        }
        let (localTime, zoneNote) = try Self.localTime(globals: globals, settings: settings, environment: env, strict: needsBackend)
        self.localTime = localTime
        if let zoneNote, needs != .nothing { notice(zoneNote) }

        // Environment: --env > SCROLLDOWN_ENV > config > live with an API key, else mock.
        let explicitEnv: BackendEnvironment?
        let layeredEnv = SettingSource.layered(flag: nil, variable: env["SCROLLDOWN_ENV"], file: settings.env?.text)
        if let chosen = globals.env {
            explicitEnv = chosen
        } else if let text = layeredEnv?.value {
            if let chosen = BackendEnvironment(word: text) {
                explicitEnv = chosen
            } else if !needsBackend {
                explicitEnv = nil  // a local command must still run, e.g. to repair the setting
            } else {
                throw ScrollDownError.usage(.invalidChoice(
                    option: env["SCROLLDOWN_ENV"]?.isEmpty == false ? "SCROLLDOWN_ENV" : "config env", value: text,
                    allowed: BackendEnvironment.words, suggestion: Suggestion.closest(to: text, in: BackendEnvironment.words)))
            }
        } else {
            explicitEnv = nil
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
        if apiKeys.any { context.protectSecrets() }
        let useLive = explicitEnv.map { $0 == .live } ?? apiKeys.any
        if explicitEnv == nil && !useLive && needsBackend {
            notice("no API key set: showing the bundled sample games (set SCROLLDOWN_API_KEY for the live backend)")
        }
        isMock = !useLive
        consumerKeyOnly = useLive && !apiKeys.hasAdmin && apiKeys.hasConsumer
        envSource = globals.env != nil ? .flag : layeredEnv?.source ?? .default
        let layeredURL = SettingSource.layered(flag: globals.baseURL, variable: env["SCROLLDOWN_BASE_URL"], file: settings.baseURL)
        baseURLInEffect = (layeredURL?.value ?? Self.productionURL, layeredURL?.source ?? .default)

        // Now: SCROLLDOWN_NOW > the demo day (mock) > the clock.
        if let text = env["SCROLLDOWN_NOW"], !text.isEmpty {
            guard let date = ISO8601.parse(text) else { throw ScrollDownError.usage(.invalidNowOverride(text)) }
            now = date
        } else {
            now = useLive ? clock() : Self.demoNow
        }

        // Routes: --api > SCROLLDOWN_API > config api (auto by default).
        if let chosen = globals.api {
            api = chosen
        } else if let text = env["SCROLLDOWN_API"], !text.isEmpty {
            // A local command still runs with a bad value, as with SCROLLDOWN_ENV.
            api = needsBackend ? try APIChoice.parse(text, for: "SCROLLDOWN_API") : (try? APIChoice.parse(text, for: "SCROLLDOWN_API")) ?? settings.api
        } else {
            api = settings.api
        }
        guard needsBackend || needs == .lookup else {
            serviceResult = nil
            return
        }
        let backend: Result<Backend, ScrollDownError>
        if useLive {
            let text = baseURLInEffect.value
            if needsBackend {
                backend = .success(.live(baseURL: try BaseURL.parse(text)))
            } else {
                backend = Result { () throws(ScrollDownError) in .live(baseURL: try BaseURL.parse(text)) }
            }
        } else if let fixtures = FixtureLocator.locate(environment: env, executablePath: context.executablePath) {
            // `--api v1` over the bundled games: their consumer-API shape, bundled beside them.
            let consumerTree = fixtures.appendingPathComponent("v1", isDirectory: true)
            let wantsConsumer = api == .v1
                && !FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/v1/games.json").path)
                && FileManager.default.fileExists(atPath: consumerTree.appendingPathComponent("api/v1/games.json").path)
            backend = .success(.mock(fixtures: wantsConsumer ? consumerTree : fixtures))
        } else {
            backend = .failure(.io(.fixturesMissing))
        }
        if let override = context.serviceOverride {
            serviceResult = backend.map(override)
        } else {
            let setup = ServiceSetup(context: context, settings: settings, apiKeys: apiKeys, api: api, timeout: globals.timeout ?? 15,
                                     paths: paths, verbose: globals.verbose, offline: globals.offline, status: status)
            serviceResult = backend.map(setup.makeService)
        }
    }

    /// Time zone: --tz > config > TZ > the system zone, each an IANA name, a zone file
    /// (`:/etc/localtime`) or a POSIX rule (`UTC0`, `EST5EDT,M3.2.0,M11.1.0`). A bad `--tz`
    /// is a usage error; a bad configured zone fails commands that show games and is ignored
    /// by the others; a `TZ` nothing can read means UTC, as in the C library, with a note.
    /// The note (nil when there is nothing to say) is printed once by the caller.
    static func localTime(globals: GlobalOptions, settings: Settings, environment: [String: String],
                          strict: Bool) throws -> (LocalTime, note: String?) {
        let variable = environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
        guard let zoneName = globals.timeZone ?? settings.timeZone ?? variable else {
            return (LocalTime(timeZone: .current), nil)
        }
        let origin = globals.timeZone != nil ? "--tz" : settings.timeZone != nil ? "config timeZone" : "TZ"
        switch TimeZoneSetting.resolve(zoneName) {
        case .zone(let zone):
            return (LocalTime(timeZone: zone), nil)
        case .approximate(let zone, let note):
            return (LocalTime(timeZone: zone), "time zone \(Echo.quoted(zoneName)) (\(origin)): \(note)")
        case .unknown:
            if globals.timeZone != nil { throw ScrollDownError.usage(.unknownTimeZone(zoneName)) }
            if origin == "TZ" {
                return (LocalTime(timeZone: TimeZone(identifier: "UTC")!),
                        "unknown time zone \(Echo.quoted(zoneName)) in TZ: using UTC, as the C library does")
            }
            guard !strict else { throw ScrollDownError.config(.unknownTimeZone(zoneName)) }
            return (LocalTime(timeZone: .current), nil)
        }
    }

    /// The backend service for this run (the same instance on every access).
    var service: GameService {
        get throws {
            guard let serviceResult else { preconditionFailure("a command whose needs are not .backend asked for the service") }
            return try serviceResult.get()
        }
    }

    /// The production backend (CONTRACT §1.1).
    static let productionURL = "https://sda.dock108.dev"

    /// The reveal policy of this run: settings, stored choices, `--peek` and a `game
    /// --reveal`/`--hide` not stored yet (what each means is decided in `RevealRules(settings:…)`).
    func revealPolicy(peek: Bool, choice: (revealed: Bool, gameID: Int)? = nil) throws -> RevealPolicy {
        try stores.revealPolicy(settings: settings, peek: peek, now: now, choice: choice)
    }

    /// Read marks and reading positions of every game.
    func readerMarks() throws -> [Int: ReaderMarks] { try stores.readerMarks() }

    /// What the text forms of this run may depend on.
    var renderContext: RenderContext { RenderContext(style: style, localTime: localTime, now: now) }

    /// Prints a command's output in the chosen format: the one path from a view model or
    /// result to stdout. `--quiet` drops the text form of confirmations.
    func output(_ value: some CommandOutput) {
        switch format {
        case .text:
            if value.kind == .confirmation && quiet { return }
            let text = value.text(renderContext)
            if value.isPageable, let pager = Pager.command(globals: globals, settings: settings, context: context),
               context.page(pager, text) {
                return
            }
            context.stdout.write(text)
        case .json, .ndjson:
            context.stdout.write(value.json(format))
        }
    }

    /// A notice on stderr (suppressed by `--quiet`).
    func notice(_ text: String) { if !quiet { context.stderr.write("scrolldown: \(text)\n") } }

    /// A warning on stderr that `--quiet` never hides: data moved aside or lost, a setting
    /// that is not used as written.
    func warn(_ text: String) { context.stderr.write("scrolldown: \(text)\n") }
}
