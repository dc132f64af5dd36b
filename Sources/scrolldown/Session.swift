import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The resolved options of one run: global flags, the terminal (printer, waiting line), the
/// core's `Configuration` (settings, environment rule, time zone, now, stores, backend) and
/// the game service. Built once per invocation, after the command has read its own options,
/// and only as far as the command needs (`CommandNeeds`).
struct Session: Sendable {
    /// Which backend serves the data.
    typealias Backend = Configuration.Backend

    let globals: GlobalOptions
    let context: CommandContext
    /// Settings, environment and flags resolved: backend, time zone, now, stores.
    let configuration: Configuration
    /// The transient waiting line on stderr (terminal only, not with `--quiet`).
    let status: StatusLine
    /// Where the command's views are rendered and written.
    let printer: Printer
    /// The backend service, built once per run and only for commands that use one, so
    /// `config`, `reveal`, `hide` and `reset` work without fixtures or a reachable server.
    private let serviceResult: Result<GameService, ScrollDownError>?

    var format: OutputFormat { globals.format }
    var localTime: LocalTime { configuration.localTime }
    var now: Date { configuration.now }
    /// Only a consumer key is set (live): the admin routes (odds, FairBet, posts) are closed.
    var consumerKeyOnly: Bool { configuration.consumerKeyOnly }
    var stores: StateStores { configuration.stores }
    var quiet: Bool { globals.quiet }
    var verbose: Bool { globals.verbose }

    /// Prose never runs wider than this, however wide the terminal: long lines are hard to read.
    static let maxProseWidth = 100

    init(globals: GlobalOptions, needs: CommandNeeds, context: CommandContext) throws {
        self.globals = globals
        self.context = context
        let env = context.environment
        let stderr = context.stderr
        let quiet = globals.quiet
        let notice: @Sendable (String) -> Void = { message in if !quiet { stderr.write("scrolldown: \(message)\n") } }
        // A file moved aside is data the reader may want back: never hidden by --quiet.
        let warning: @Sendable (String) -> Void = { message in stderr.write("scrolldown: \(message)\n") }

        let noColor = globals.noColor || !(env["NO_COLOR"] ?? "").isEmpty || env["TERM"] == "dumb"
        let style = TerminalStyle(color: context.stdoutIsTerminal && !noColor && globals.format == .text,
                                  width: min(context.terminalWidth ?? 100, Self.maxProseWidth))

        let status = StatusLine(sink: context.stderr, enabled: context.stderrIsTerminal && !globals.quiet)
        self.status = status
        let configuration = try Configuration(
            needs: needs, env: globals.env, baseURL: globals.baseURL, timeZone: globals.timeZone, api: globals.api,
            environment: env, executablePath: context.executablePath, clock: context.clock,
            notice: notice, warning: warning, keysLoaded: context.protectSecrets)
        self.configuration = configuration
        let renderContext = RenderContext(style: style, localTime: configuration.localTime, now: configuration.now,
                                          tableWidth: context.terminalWidth ?? 100)
        printer = Printer(context: context, format: globals.format, quiet: globals.quiet, renderContext: renderContext) {
            Pager.command(globals: globals, configuration: configuration, context: context)
        }
        guard let backend = configuration.backend else {
            serviceResult = nil
            return
        }
        if let override = context.serviceOverride {
            serviceResult = backend.map(override)
        } else {
            let setup = ServiceSetup(context: context, configuration: configuration, timeout: globals.timeout ?? 15,
                                     verbose: globals.verbose, offline: globals.offline, status: status)
            serviceResult = backend.map(setup.makeService)
        }
    }

    /// The backend service for this run (the same instance on every access).
    var service: GameService {
        get throws {
            guard let serviceResult else { preconditionFailure("a command whose needs are not .backend asked for the service") }
            return try serviceResult.get()
        }
    }

    /// The reveal policy of this run: settings, stored choices, `--peek`, `--server-prose` and a
    /// `game --reveal`/`--hide` not stored yet (what each means is decided in `RevealRules(settings:…)`).
    func revealPolicy(peek: Bool, choice: (revealed: Bool, gameID: Int)? = nil, serverProse: ServerProseWord? = nil) throws -> RevealPolicy {
        try stores.revealPolicy(peek: peek, now: now, choice: choice, serverProse: serverProse?.rawValue)
    }

    /// Read marks and reading positions of every game.
    func readerMarks() throws -> [Int: ReaderMarks] { try stores.readerMarks() }

    /// Shows a view in the run's format, through the run's `Printer`: the one path from a
    /// command's views to stdout.
    func output(_ view: OutputView) { printer.show(.view(view)) }

    /// Shows a document of the executable (help, the man page, a completion script).
    func output(_ document: Document) { printer.show(.document(document)) }

    /// A notice on stderr (suppressed by `--quiet`).
    func notice(_ text: String) { if !quiet { context.stderr.write("scrolldown: \(text)\n") } }

    /// A warning on stderr that `--quiet` never hides: data moved aside or lost, a setting
    /// that is not used as written.
    func warn(_ text: String) { context.stderr.write("scrolldown: \(text)\n") }
}
