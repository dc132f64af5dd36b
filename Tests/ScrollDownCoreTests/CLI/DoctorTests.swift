import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `scrolldown doctor` against the sample games and the loopback backend in both dialects.
@Suite(.temporaryHome) struct DoctorTests {
    static let key = "sk-doctor-5e1f0a9b77"

    @Test func allIsWellOnTheSampleGamesWithoutAShell() async throws {
        let cli = CLIHarness(service: .real, extra: ["PAGER": "cat"])  // whether less is installed is not the point
        let result = await cli.run("doctor")
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("scrolldown doctor\n") && result.stdout.hasSuffix("All is well.\n"))
        for name in ["config", "state", "API key", "backend", "time zone", "pager", "completions"] {
            #expect(result.stdout.unwrappedDoctor.contains("  \(name)") || result.stdout.unwrappedDoctor.contains(" \(name) "), "\(name) checked")
        }
        let json = await cli.run("doctor --format json")
        #expect(json.stdout.unwrappedDoctor.contains("\"ok\" : true") && json.stdout.unwrappedDoctor.contains("\"type\" : \"doctor\""))
    }

    @Test(arguments: [(Dialect.older, "the older sports-data-admin games list (flat scores)"),
                      (Dialect.sda, "today's sda games list (scores as objects)"),
                      (Dialect.v1, "the consumer API's games list; games from the consumer routes (/api/v1) (api auto)")])
    func theLiveBackendIsReachedAndItsDialectNamedWithoutPrintingTheKey(dialect: Dialect, words: String) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: Self.key)
        defer { server.stop() }
        var cli = CLIHarness(dialect: dialect, service: .real,
                             extra: ["SCROLLDOWN_API_KEY": Self.key, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "PAGER": "cat"])
        let result = await cli.run("doctor")
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.unwrappedDoctor.contains(words), "\(result.stdout)")
        // The network library it went through, by curl's own version and the file loaded.
        #expect(result.stdout.unwrappedDoctor.contains("; over libcurl/") && result.stdout.unwrappedDoctor.contains("(libcurl.so"), "\(result.stdout)")
        #expect(result.stdout.unwrappedDoctor.contains("found in SCROLLDOWN_API_KEY"))
        #expect(!(result.stdout + result.stderr).contains(Self.key))

        cli.environment["SCROLLDOWN_API_KEY"] = "sk-wrong-0000"
        let refused = await cli.run("doctor")
        #expect(refused.code == 1)
        #expect(refused.stdout.unwrappedDoctor.contains("FIX   backend") || refused.stdout.unwrappedDoctor.contains("FIX  backend"), "\(refused.stdout)")
        #expect(refused.stdout.unwrappedDoctor.contains("refused"), "\(refused.stdout)")
        #expect(!(refused.stdout + refused.stderr).contains("sk-wrong-0000"))
    }

    /// The newest backend serves the consumer list on the admin route (admin key, no top-level
    /// score): doctor names it, since the client reads it, and `games` reads it there.
    @Test func theConsumerListOnTheAdminRouteIsNamedAndRead() async throws {
        let server = try LoopbackHTTPServer(fixtures: Dialect.sda.fixtures, apiKey: Self.key)
        defer { server.stop() }
        let list = try String(contentsOf: Dialect.v1.fixtures.appendingPathComponent("api/v1/games.json"), encoding: .utf8)
        server.setFault(.status(200, body: list, headers: ["Content-Type": "application/json"]), pathPrefix: "/api/admin/sports/games")
        let cli = CLIHarness(dialect: .sda, service: .real,
                             extra: ["SCROLLDOWN_API_KEY": Self.key, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "PAGER": "cat"])
        let doctor = await cli.run("doctor")
        #expect(doctor.code == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.unwrappedDoctor.contains("the consumer API's games list, on the admin routes (the newest backend); "
                                       + "games from the admin routes (api auto)"), "\(doctor.stdout)")
        #expect(!doctor.stdout.unwrappedDoctor.contains("unknown dialect"))
        let games = await cli.run("games --date 2025-10-08 --league NHL")
        #expect(games.code == 0, "\(games.stderr)")
        #expect(games.stdout.unwrappedDoctor.contains("2025020006"), "\(games.stdout)")
    }

    /// A consumer key alone is a working setup for reading: doctor says which key it found and
    /// what the missing admin key leaves out, with nothing to fix.
    @Test func aConsumerKeyAloneIsFoundAndEnough() async throws {
        let consumer = "ck-doctor-4242"
        let server = try LoopbackHTTPServer(fixtures: Dialect.v1.fixtures, apiKey: Self.key, consumerApiKey: consumer)
        defer { server.stop() }
        let cli = CLIHarness(dialect: .v1, service: .real,
                             extra: ["SCROLLDOWN_CONSUMER_API_KEY": consumer, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "PAGER": "cat"])
        let result = await cli.run("doctor")
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("note API key none: odds, FairBet and posts need it (SCROLLDOWN_API_KEY or apiKeyFile)"), "\(result.stdout)")
        #expect(lines.contains("ok consumer key found in SCROLLDOWN_CONSUMER_API_KEY: /api/v1"), "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains(consumer))
    }

    @Test func anUnreachableBackendIsAFix() async throws {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": Self.key, "SCROLLDOWN_BASE_URL": "http://127.0.0.1:9"])
        let result = await cli.run("doctor --timeout 1")
        #expect(result.code == 1)
        #expect(result.stdout.unwrappedDoctor.contains("http://127.0.0.1:9: cannot reach"), "\(result.stdout)")
    }

    @Test func looseStateFilesAndBadSettingsAreFixes() async throws {
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("reveal 21600270").code == 0)
        let reveal = cli.stateDirectory.appendingPathComponent("reveal.json")
        #expect(await cli.run("doctor").stdout.unwrappedDoctor.contains("reveal.json readable, mode 600"))
        chmod(reveal.path, 0o644)
        let loose = await cli.run("doctor")
        #expect(loose.code == 1)
        #expect(loose.stdout.unwrappedDoctor.contains("reveal.json has mode 644, not 600: chmod 600 \(reveal.path)"), "\(loose.stdout)")
        chmod(reveal.path, 0o600)
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"followIntervalSeconds":1}"#.utf8).write(to: config.appendingPathComponent("config.json"))
        let bad = await cli.run("doctor")
        #expect(bad.code == 1)
        #expect(bad.stdout.unwrappedDoctor.contains("followIntervalSeconds") && bad.stdout.unwrappedDoctor.contains("scrolldown config set followIntervalSeconds VALUE"))
    }

    /// An env that names no environment decodes (so `config` still runs), but every command
    /// that asks the backend refuses it: doctor says so, for the file and for the variable.
    @Test func anEnvThatNamesNoEnvironmentIsAFix() async throws {
        var cli = CLIHarness(service: .real, extra: ["PAGER": "cat"])
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"env":"bogus"}"#.utf8).write(to: config.appendingPathComponent("config.json"))
        #expect(await cli.run("games").code == 64)
        let file = await cli.run("doctor")
        #expect(file.code == 1, "\(file.stdout)")
        #expect(file.stdout.unwrappedDoctor.contains("env 'bogus' names no environment (expected mock, live): scrolldown config set env"), "\(file.stdout)")
        #expect(!file.stdout.unwrappedDoctor.contains("is valid") && file.stdout.unwrappedDoctor.contains("not checked: config env names no environment"))
        try Data(#"{"env":"mock"}"#.utf8).write(to: config.appendingPathComponent("config.json"))
        cli.environment["SCROLLDOWN_ENV"] = "moc"
        #expect(await cli.run("games").code == 64)
        let variable = await cli.run("doctor")
        #expect(variable.code == 1)
        #expect(variable.stdout.unwrappedDoctor.contains("invalid value 'moc' for SCROLLDOWN_ENV (expected mock, live)"), "\(variable.stdout)")
        #expect(variable.stdout.unwrappedDoctor.contains("config.json is valid"))
        #expect(await cli.run("doctor --env mock").stdout.unwrappedDoctor.contains("sample games"))
    }

    @Test func aPagerNotOnPathIsToBeFixed() async throws {
        var cli = CLIHarness(service: .real, extra: ["PAGER": "no-such-pager-xyz"])
        cli.environment["SHELL"] = "/bin/bash"
        let pager = await cli.run("doctor")
        #expect(pager.code == 1 && pager.stdout.unwrappedDoctor.contains("no-such-pager-xyz (PAGER) is not on PATH"))
    }
}

extension String {
    /// Doctor's text with each check on one line again: a detail longer than the line goes on
    /// under its column (a line that starts with more than a few spaces).
    var unwrappedDoctor: String {
        var lines: [String] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("      "), let last = lines.popLast() {
                lines.append(last + " " + line.trimmingCharacters(in: .whitespaces))
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }
}
