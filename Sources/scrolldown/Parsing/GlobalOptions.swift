import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The options every command takes, before or after its name, read once into typed values.
struct GlobalOptions: Sendable, Equatable {
    static let format: Option<OutputFormat?> = .choice("format", value: "FORMAT", help: "Output format (default text).")
    static let noColor: Option<Bool> = .flag(
        "no-color", help: "Never colour the output (also when NO_COLOR is set or stdout is not a terminal).")
    static let timeZone: Option<String?> = .text(
        "tz", value: "ZONE", completion: .dynamic(.zones), help: "IANA time zone for dates and day sections (default: config timeZone, TZ, the system zone).")
    static let env: Option<BackendEnvironment?> = .choice(
        "env", value: "ENV", help: "Bundled sample games (mock) or the backend (live).")
    static let baseURL: Option<String?> = .text("base-url", value: "URL", help: "Backend base URL (live env).")
    static let api: Option<APIChoice?> = .choice(
        "api", value: "ROUTES", help: "Which routes serve the games: auto (default), v1 (consumer key) or admin.")
    static let timeout: Option<Double?> = .number(
        "timeout", value: "SECONDS", range: 0...600, excludingLowerBound: true,
        expected: "seconds, more than 0 and at most 600", help: "Network timeout per request, in seconds (default 15, at most 600).")
    static let offline: Option<Bool> = .flag("offline", help: "Live env: use only cached responses; say what is missing.")
    static let noPager: Option<Bool> = .flag("no-pager", help: "Never page long output through $PAGER (also: config pager).")
    static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "Print only the data: no notices on stderr.")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Print diagnostics (requests, timings) on stderr.")

    /// The two the parser answers itself, before any command runs (help and the version are
    /// printed, nothing else happens): never read into a value.
    static let help: Option<Bool> = .flag("help", short: "h", help: "Show help.")
    static let version: Option<Bool> = .flag("version", help: "Show the version.")

    /// The specs, in the order help lists them.
    static let specs: [OptionSpec] = [
        format.spec, noColor.spec, timeZone.spec, env.spec, baseURL.spec, api.spec, timeout.spec, offline.spec, noPager.spec,
        quiet.spec, verbose.spec,
    ]

    /// The environment variables the tool reads, for the root help and the man page.
    static let environmentVariables: [EnvironmentVariable] = [
        EnvironmentVariable(name: "SCROLLDOWN_API_KEY", help: "API key of the live backend (else config apiKeyFile)."),
        EnvironmentVariable(name: "SCROLLDOWN_CONSUMER_API_KEY", help: "Consumer key for /api/v1, when set apart (else config consumerApiKeyFile)."),
        EnvironmentVariable(name: "SCROLLDOWN_ENV", help: "mock or live, like \(env.name)."),
        EnvironmentVariable(name: "SCROLLDOWN_API", help: "auto, v1 or admin, like \(api.name)."),
        EnvironmentVariable(name: "SCROLLDOWN_BASE_URL", help: "Backend base URL, like \(baseURL.name)."),
        EnvironmentVariable(name: "SCROLLDOWN_SERVER_PROSE", help: "guarded or hidden, like \(SharedOptions.serverProse.name) (else config serverProse)."),
        EnvironmentVariable(name: "SCROLLDOWN_NOW", help: "ISO-8601 time to use as now (mock env: the demo day)."),
        EnvironmentVariable(name: "SCROLLDOWN_FIXTURES", help: "Folder of the bundled sample games."),
        EnvironmentVariable(name: "NO_COLOR", help: "Set to anything: no colour."),
        EnvironmentVariable(name: "PAGER", help: "Pager for long output on a terminal (default less -FRX)."),
        EnvironmentVariable(name: "TZ", help: "Time zone when neither \(timeZone.name) nor config timeZone is set."),
        EnvironmentVariable(name: "XDG_CONFIG_HOME", help: "Where config.json lives (default ~/.config)."),
        EnvironmentVariable(name: "XDG_STATE_HOME", help: "Where reveals, read marks and reading positions live (default ~/.local/state)."),
        EnvironmentVariable(name: "XDG_CACHE_HOME", help: "Where cached responses live (default ~/.cache)."),
    ]

    var format: OutputFormat = .text
    var noColor = false
    var timeZone: String?
    var env: BackendEnvironment?
    var baseURL: String?
    var api: APIChoice?
    var timeout: Double?
    var offline = false
    var noPager = false
    var quiet = false
    var verbose = false

    /// Defaults: what a run with no global option gets.
    init() {}

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        format = try arguments.get(Self.format) ?? .text
        noColor = try arguments.get(Self.noColor)
        timeZone = try arguments.get(Self.timeZone)
        env = try arguments.get(Self.env)
        baseURL = try arguments.get(Self.baseURL)
        api = try arguments.get(Self.api)
        timeout = try arguments.get(Self.timeout)
        offline = try arguments.get(Self.offline)
        noPager = try arguments.get(Self.noPager)
        quiet = try arguments.get(Self.quiet)
        verbose = try arguments.get(Self.verbose)
        // "Only the data" and "also diagnostics" contradict each other: refuse instead of guessing.
        if quiet && verbose { throw .usage(.incompatibleOptions(Self.quiet.name, Self.verbose.name)) }
    }
}
