import Foundation
import ScrollDownCore

/// The resolved options of one run: global flags, settings, environment rule, clock, time
/// zone, stores and backend. Built once per invocation, then handed to the command.
struct Session: Sendable {
    /// Which backend serves the data.
    enum Backend: Sendable, Equatable {
        case mock(fixtures: URL)
        case live(baseURL: URL)
    }

    let invocation: Invocation
    let context: CommandContext
    let format: OutputFormat
    let style: TerminalStyle
    let localTime: LocalTime
    let now: Date
    let isMock: Bool
    let quiet: Bool
    let verbose: Bool
    let settings: Settings
    let stores: StateStores
    let paths: XDGPaths
    /// The backend service, built once per run and only for commands that use one, so
    /// `config`, `reveal`, `hide` and `reset` work without fixtures or a reachable server.
    private let serviceResult: Result<GameService, ScrollDownError>

    /// The fixed "now" of the bundled sample games: the evening of 9 October 2025 (US
    /// Eastern), so the feed has finished games yesterday, games today and more later.
    static let demoNow = Date(timeIntervalSince1970: 1_760_032_800)  // 2025-10-09T18:00:00Z

    init(invocation: Invocation, context: CommandContext) throws {
        self.invocation = invocation
        self.context = context
        let env = context.environment
        quiet = invocation.flag("quiet")
        verbose = invocation.flag("verbose")
        let stderr = context.stderr
        let quiet = self.quiet
        let notice: @Sendable (String) -> Void = { message in if !quiet { stderr.write("scrolldown: \(message)\n") } }

        format = invocation.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .text
        let noColor = invocation.flag("no-color") || !(env["NO_COLOR"] ?? "").isEmpty || env["TERM"] == "dumb"
        style = TerminalStyle(color: context.stdoutIsTerminal && !noColor && format == .text, width: context.terminalWidth ?? 100)

        // Commands that only touch local state must keep working when a setting is broken, so
        // the reader can repair it (`config set timeZone UTC`) or act without the backend.
        let needsBackend = !["config", "reveal", "hide", "reset"].contains(invocation.command.name)
        let paths = XDGPaths(environment: env)
        self.paths = paths
        let clock = context.clock
        // Seconds per request (`--timeout`, default 15).
        let timeout: TimeInterval
        if let text = invocation.value("timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 600 else {
                throw ScrollDownError.usage("invalid --timeout '\(text)' (expected seconds between 0 and 600)")
            }
            timeout = seconds
        } else {
            timeout = 15
        }
        do {
            settings = try SettingsStore(paths: paths, clock: clock, notice: notice).load()
        } catch let error as ScrollDownError {
            guard !needsBackend else { throw error }
            settings = Settings()
        } catch {
            guard !needsBackend else { throw ScrollDownError.io("cannot read settings: \(error.localizedDescription)") }
            settings = Settings()
        }
        stores = StateStores(paths: paths, clock: clock, notice: notice)

        // Time zone: --tz > config > TZ > the system zone.
        let zoneName = invocation.value("tz") ?? settings.timeZone ?? env["TZ"].flatMap { $0.isEmpty ? nil : $0 }
        if let zoneName {
            let name = zoneName.hasPrefix(":") ? String(zoneName.dropFirst()) : zoneName
            if let zone = TimeZone(identifier: name) {
                localTime = LocalTime(timeZone: zone)
            } else if invocation.value("tz") != nil {
                throw ScrollDownError.usage("unknown time zone '\(zoneName)' (use an IANA name such as Europe/Paris)")
            } else if needsBackend {
                throw ScrollDownError.config("unknown time zone '\(zoneName)' in \(settings.timeZone == zoneName ? "config timeZone" : "TZ")")
            } else {
                localTime = LocalTime(timeZone: .current)
            }
        } else {
            localTime = LocalTime(timeZone: .current)
        }

        // Environment: --env > SCROLLDOWN_ENV > config > live with an API key, else mock.
        let apiKeys = needsBackend ? try APIKeyLoader.loadKeys(environment: env, settings: settings)
            : (try? APIKeyLoader.loadKeys(environment: env, settings: settings)) ?? APIKeys(admin: nil)
        let explicitEnv = invocation.value("env") ?? env["SCROLLDOWN_ENV"].flatMap { $0.isEmpty ? nil : $0 } ?? settings.env
        let useLive: Bool
        switch explicitEnv?.lowercased() {
        case "live"?: useLive = true
        case "mock"?: useLive = false
        case nil:
            useLive = apiKeys.any
            if !useLive && needsBackend {
                notice("no API key set: showing the bundled sample games (set SCROLLDOWN_API_KEY for the live backend)")
            }
        case let other?: throw ScrollDownError.usage("unknown env '\(other)' (expected mock or live)")
        }
        isMock = !useLive

        // Now: SCROLLDOWN_NOW > the demo day (mock) > the clock.
        if let text = env["SCROLLDOWN_NOW"], !text.isEmpty {
            guard let date = ISO8601.parse(text) else { throw ScrollDownError.usage("SCROLLDOWN_NOW is not an ISO-8601 time: \(text)") }
            now = date
        } else {
            now = useLive ? clock() : Self.demoNow
        }

        let backend: Result<Backend, ScrollDownError>
        if useLive {
            let text = invocation.value("base-url") ?? env["SCROLLDOWN_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? settings.baseURL ?? Self.productionURL
            guard let url = URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil else {
                throw ScrollDownError.usage("invalid base URL '\(text)' (expected http(s)://host[:port])")
            }
            backend = .success(.live(baseURL: url))
        } else if let fixtures = FixtureLocator.locate(environment: env, executablePath: context.executablePath) {
            backend = .success(.mock(fixtures: fixtures))
        } else {
            backend = .failure(.io("cannot find the bundled sample games (Fixtures/); set SCROLLDOWN_FIXTURES to its path"))
        }
        if !needsBackend {
            serviceResult = .failure(.other("'\(invocation.command.name)' uses no backend"))
        } else if let override = context.serviceOverride {
            serviceResult = backend.map(override)
        } else {
            let setup = ServiceSetup(context: context, settings: settings, apiKeys: apiKeys, timeout: timeout, paths: paths,
                                     verbose: verbose, offline: invocation.flag("offline"))
            serviceResult = backend.map(setup.makeService)
        }
    }

    /// The backend service for this run (the same instance on every access).
    var service: GameService {
        get throws { try serviceResult.get() }
    }

    /// The production backend (CONTRACT §1.1).
    static let productionURL = "https://sda.dock108.dev"

    /// The reveal rules of this run: settings, stored choices and `--peek`.
    func revealRules(peek: Bool? = nil) throws -> RevealRules {
        RevealRules(alwaysReveal: settings.scoreRevealMode == .always, alwaysHideTeams: settings.alwaysHideTeams,
                    neverHideTeams: settings.neverHideTeams, preferences: try stores.reveal.all(),
                    peek: peek ?? invocation.flag("peek"))
    }

    /// Read marks and reading positions of every game.
    func readerMarks() throws -> [Int: ReaderMarks] {
        var marks: [Int: ReaderMarks] = [:]
        for (id, _) in try stores.read.all() { marks[id, default: .none].isRead = true }
        for (id, position) in try stores.positions.all() { marks[id, default: .none].resume = position.label }
        return marks
    }

    /// Writes command output.
    func emit(_ text: String) { context.stdout.write(text) }

    /// A notice on stderr (suppressed by `--quiet`).
    func notice(_ text: String) { if !quiet { context.stderr.write("scrolldown: \(text)\n") } }

    /// The game id argument at `index`, validated.
    func gameID(at index: Int = 0) throws(ScrollDownError) -> Int {
        try Self.parseGameID(invocation.positionals[index])
    }

    static func parseGameID(_ text: String) throws(ScrollDownError) -> Int {
        guard let id = Int(text), id > 0 else { throw .usage("invalid game ID '\(text)' (expected a positive number, as shown by 'scrolldown games')") }
        return id
    }
}
