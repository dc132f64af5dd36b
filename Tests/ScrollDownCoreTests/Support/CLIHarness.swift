import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Runs the real command line in-process: the same parser, session, policy and renderers as
/// the binary, with temp XDG directories (under the `.temporaryHome` trait), a fixed
/// environment and captured output. Whatever a test does not ask for fails loudly: the
/// default service records an issue on any call, and so does a `--follow` wait.
struct CLIHarness {
    /// What one run printed and returned.
    struct Result {
        let code: Int32
        let stdout: String
        let stderr: String
    }

    /// Which game service the commands get.
    enum Service {
        /// None: any call is a test failure (the default, for commands that must not fetch).
        case unexpected
        /// The one the session builds: the bundled fixtures (or `SCROLLDOWN_FIXTURES`), or the
        /// live client for `--env live` against a loopback server.
        case real
        /// The real service over a scenario's edited documents, in-process, whatever the
        /// backend the settings name.
        case scenario(FixtureScenario)
    }

    /// A fresh home for config, state and cache, inside the test's temporary home.
    let root: URL
    var environment: [String: String]
    var service: Service
    /// Replaces the `--follow` wait; the default fails the test.
    var sleep: @Sendable (Double) async throws -> Void = { seconds in
        Issue.record("unexpected wait of \(seconds) s: give the harness a sleep")
    }

    /// Replaces the pager; the default fails the test (only a terminal run may page).
    var page: @Sendable (String, String) -> Bool = { command, _ in
        Issue.record("unexpected pager '\(command)': give the harness a page recorder")
        return false
    }
    /// Answers confirmation questions; the default fails the test.
    var ask: @Sendable (String) -> String? = { question in
        Issue.record("unexpected question '\(question)': give the harness an answer")
        return nil
    }
    /// Answers `login`'s password prompt (typed without echo on a real terminal); the default
    /// fails the test.
    var askSecret: @Sendable (String) -> String? = { prompt in
        Issue.record("unexpected password prompt '\(prompt)': give the harness an askSecret")
        return nil
    }
    /// What is piped in on stdin (`login --password-stdin`); the default fails the test.
    var standardInput: @Sendable () -> Data = {
        Issue.record("unexpected read of stdin: give the harness a standardInput")
        return Data()
    }
    /// Replaces the process hardening done once a key is loaded; the default does nothing
    /// (the test runner stays dumpable).
    var protectSecrets: @Sendable () -> Void = {}
    /// The reader's terminal for `browse` (a `ScriptedTerminal`); nil: none.
    var readerTerminal: (@Sendable () -> any ReaderTerminal)?
    /// Whether stdin is a terminal (questions may be asked).
    var stdinIsTerminal = false
    /// Whether stderr is a terminal (the waiting line may be shown).
    var stderrIsTerminal = false

    /// The clock of the run: fixed at the demo evening unless a test moves it.
    var clock: Clock = { Date(timeIntervalSince1970: 1_760_032_800) }

    static let fixtures = TestPaths.fixtures
    /// Today's backend (sda): the same games as recorded from it.
    static let sdaFixtures = TestPaths.sdaFixtures
    /// The newest backend's consumer routes, constructed from the same games.
    static let v1Fixtures = TestPaths.fixtures.appendingPathComponent("v1", isDirectory: true)

    init(dialect: Dialect = .older, service: Service = .unexpected, timeZone: String = "America/New_York",
         extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) {
        self.service = service
        root = TemporaryHome.makeDirectory("cli", sourceLocation: sourceLocation)
        environment = [
            "HOME": root.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "SCROLLDOWN_FIXTURES": dialect.fixtures.path,
            "TZ": timeZone,
        ].merging(extra) { $1 }
    }

    /// A harness whose backend is `scenario`, its dialect's tree edited.
    init(scenario: FixtureScenario, extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(dialect: scenario.dialect, service: .scenario(scenario), extra: extra, sourceLocation: sourceLocation)
    }

    /// Runs `scrolldown ARGS` and returns its exit code and output.
    func run(_ arguments: [String], terminal: Bool = false, width: Int = 100) async -> Result {
        let out = CapturingSink(), err = CapturingSink()
        let override: (@Sendable (Session.Backend) -> GameService)?
        switch service {
        case .unexpected: override = { _ in UnexpectedGameService() }
        case .real: override = nil
        case .scenario(let scenario): override = { _ in scenario.service() }
        }
        var context = CommandContext(
            environment: environment, clock: clock, stdout: out, stderr: err,
            stdoutIsTerminal: terminal, terminalWidth: width, executablePath: "/nonexistent/scrolldown",
            serviceOverride: override, stdinIsTerminal: stdinIsTerminal, stderrIsTerminal: stderrIsTerminal, page: page, ask: ask, sleep: sleep,
            protectSecrets: protectSecrets)
        context.readerTerminal = readerTerminal
        context.askSecret = askSecret
        context.readStandardInput = standardInput
        let code = await Runner.run(arguments, context: context)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    /// Convenience for a space-separated command line.
    func run(_ line: String, terminal: Bool = false, width: Int = 100) async -> Result {
        await run(line.split(separator: " ").map(String.init), terminal: terminal, width: width)
    }

    /// The state directory (reveal.json, read.json, positions.json).
    var stateDirectory: URL { root.appendingPathComponent("state/scrolldown") }
}

/// The default service of the harness: a command that fetches when the test did not say it
/// would fails the test, naming the call. The one game-service double of the tests: commands
/// that must not fetch (`config`, `reveal` of a known id, `hide`, `reset`, help) are checked by
/// a service that records the call that was made, which no world served at the wire can name.
struct UnexpectedGameService: GameService {
    private func unexpected(_ call: String) -> ScrollDownError {
        Issue.record("unexpected service call \(call): give the harness service: .real or a scenario")
        return .programming("no service in this test")
    }

    func games(_ query: GameQuery) async throws -> [GameSummary] { throw unexpected("games") }
    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail { throw unexpected("game(\(id))") }
    func flow(gameID: Int) async throws -> GameFlow? { throw unexpected("flow(\(gameID))") }
    func playByPlay(gameID: Int) async throws -> PlayByPlay { throw unexpected("playByPlay(\(gameID))") }
    func recap(gameID: Int, level: RevealLevel) async throws -> Recap? { throw unexpected("recap(\(gameID))") }
    func postGameSummary(gameID: Int) async throws -> PostGameSummary? { throw unexpected("postGameSummary(\(gameID))") }
    func socialPosts(gameID: Int) async throws -> [SocialPost] { throw unexpected("socialPosts(\(gameID))") }
    func timeline(gameID: Int) async throws -> GameTimeline? { throw unexpected("timeline(\(gameID))") }
    func teams(league: String?) async throws -> [Team] { throw unexpected("teams") }
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        throw unexpected("fairBetPage")
    }
    func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? { throw unexpected("liveOdds(\(gameID))") }
}

/// The backend dialects every CLI and reveal test runs over: the older backend
/// (`Fixtures/api`) and today's sda (`Fixtures/sda/api`), the same games.
enum Dialect: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The contract's backend (sports-data-admin 9480df20), admin routes.
    case older
    /// Today's backend (sda 78de685d), admin routes and the v1 summary.
    case sda
    /// The newest backend's consumer routes (`/api/v1`), built from the sda answers
    /// by `Scripts/make-v1-fixtures.py`: the outcome in every place the contract lists.
    case v1

    /// The tree sample mode and the loopback server serve.
    var fixtures: URL {
        switch self {
        case .older: CLIHarness.fixtures
        case .sda: CLIHarness.sdaFixtures
        case .v1: CLIHarness.v1Fixtures
        }
    }

    /// The games list file of the tree.
    var listFile: String { self == .v1 ? "api/v1/games.json" : "api/admin/sports/games.json" }

    /// A game's detail file in the tree.
    func detailFile(_ id: Int) -> String { self == .v1 ? "api/v1/games/\(id).json" : "api/admin/sports/games/\(id).json" }

    /// Only the older backend has narrative blocks (sda deleted the flow route).
    var hasFlow: Bool { self == .older }

    /// Only the older fixtures carry the reveal-aware recap route's answers.
    var hasRecapRoute: Bool { self == .older }

    var testDescription: String { rawValue }
}
