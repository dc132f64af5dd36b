import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// Where the password and the token may go, and where they never are: files only the user
/// reads, the account's own origin, never a log, an error, `-v`, the response cache or
/// another server.
@Suite(.temporaryHome) struct AccountSecurityTests {
    @Test func theTokenIsInAccountJSONAndNowhereElse() async throws {
        var world = try AccountWorld(extra: ["SCROLLDOWN_API_KEY": "sk-test-key", "SCROLLDOWN_NOW": "2025-10-09T18:00:00Z",
                                                 "SCROLLDOWN_ENV": "live"])
        // A live run too, so the response cache has entries to search.
        let login = await world.login(["-v"])
        #expect(login.code == 0, "\(login.stderr)")
        var outputs = [login.stdout, login.stderr]
        for line in ["reveal 21600270 -v", "games -v --format json", "sync -v", "game 21600270 -v", "doctor -v --offline", "config -v",
                     "pin 21600270 -v", "sync --format json -v"] {
            var clock = world.cli
            clock.clock = { Date(timeIntervalSince1970: 1_760_032_800 + 3600) }
            world.cli = clock
            let result = await world.run(line)
            outputs += [result.stdout, result.stderr]
        }
        world.server.setFault(.status(401, body: #"{"detail":"Invalid token"}"#), pathPrefix: "/auth/")
        let refused = await world.run("sync -v")
        outputs += [refused.stdout, refused.stderr]
        #expect(refused.code == 77)
        // -v says what was asked, never with what.
        #expect(outputs.joined().contains("account: GET /auth/me/preferences -> 200"))
        #expect(outputs.joined().contains("account: PATCH /auth/me/preferences -> 200"))
        let token = try #require(world.account.issuedTokens.first)
        let secrets = [token, String(token.split(separator: ".").last!), AccountWorld.password, "Bearer"]
        for output in outputs {
            for secret in secrets { #expect(!output.contains(secret), "found in the output: \(output)") }
        }
        let files = world.files()
        #expect(files.contains { $0.path.contains("/cache/") }, "no cache entries to search")
        for file in files where !file.path.hasSuffix("/account.json") {
            for secret in secrets { #expect(!file.text.contains(secret), "found in \(file.path)") }
            #expect(!file.text.contains("revealedGameIds"), "the account's answer in \(file.path)")
        }
        // The account's routes get no API key; the games routes never get the token.
        #expect(world.account.requests.allSatisfy { $0.headers["x-api-key"] == nil })
        #expect(world.server.requests.filter { !$0.path.hasPrefix("/auth/") }.allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test func aRedirectToAnotherOriginGetsNeitherTokenNorPassword() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        let elsewhere = AccountBackend()
        let other = try LoopbackHTTPServer(fixtures: Dialect.older.fixtures, host: "127.0.0.2", account: elsewhere)
        defer { other.stop() }
        for status in [301, 302, 307, 308] {
            world.server.clearFaults()
            world.server.setFault(.redirect(status: status, location: "http://127.0.0.2:\(other.port)/auth/me/preferences"),
                                  pathPrefix: "/auth/")
            let sync = await world.run("sync")
            #expect(sync.code == 69, "\(status): \(sync.stderr)")
            #expect(sync.stderr.contains("refusing to follow a redirect (HTTP \(status))"), "\(sync.stderr)")
            let login = await world.login()
            #expect(login.code == 69, "\(status): \(login.stderr)")
        }
        #expect(elsewhere.requests.isEmpty, "\(elsewhere.requests.map(\.path))")
        #expect(other.requests.isEmpty)
    }

    /// The files of a sign-in are the user's alone, whatever the umask: the real binary, in a
    /// shell with `umask 000`.
    @Test func theFilesAre0600UnderUmask000() async throws {
        let world = try AccountWorld()
        var environment = world.cli.environment
        environment["SCROLLDOWN_FIXTURES"] = Dialect.older.fixtures.path
        guard let runner = ProcessRunner.make(environment: environment) else { return }
        let login = try await runner.shell(
            "umask 000; printf '%s\\n' '\(AccountWorld.password)' | \"$SCROLLDOWN\" login --email \(AccountWorld.email) --password-stdin "
                + "&& \"$SCROLLDOWN\" reveal 21600270 && \"$SCROLLDOWN\" pin 21600270")
        #expect(login.code == 0, "\(login.stderr)")
        for (folder, names) in [(world.configDirectory, ["account.json"]),
                                (world.cli.stateDirectory, ["sync.json", "pins.json", "reveal.json"])] {
            var info = stat()
            #expect(stat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700, "\(folder.path): \(String(info.st_mode & 0o777, radix: 8))")
            for name in names {
                let path = folder.appendingPathComponent(name).path
                #expect(stat(path, &info) == 0, "\(path) missing")
                #expect(info.st_mode & 0o777 == 0o600, "\(name): \(String(info.st_mode & 0o777, radix: 8))")
            }
        }
        #expect(world.revealedThere == [21600270] && world.pinnedThere == [21600270])
    }

    /// On a real terminal the password is not echoed, and the terminal is given back as found.
    @Test func thePasswordIsNotEchoedOnATerminal() async throws {
        let world = try AccountWorld()
        guard let binary = TestPaths.binary else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first")
            return
        }
        var environment = world.cli.environment
        environment["SCROLLDOWN_FIXTURES"] = Dialect.older.fixtures.path
        environment["TERM"] = "dumb"
        let session = try PseudoTerminalSession(["login", "--email", AccountWorld.email], binary: binary, environment: environment,
                                                rows: 24, columns: 80)
        session.settle()
        #expect(session.text.hasSuffix("Password for fan@example.com: "), "\(session.text)")
        session.type(AccountWorld.password + "\r")
        let code = session.waitForExit(limit: 30)
        #expect(code == 0, "\(session.text)")
        #expect(!session.text.contains(AccountWorld.password), "\(session.text)")
        #expect(session.text.contains("Signed in to"))
        #expect(try session.settingsNow() == session.settingsBefore)

        // Ctrl-C half-way: the process ends of it, and echo is back on.
        let interrupted = try PseudoTerminalSession(["login", "--email", AccountWorld.email], binary: binary, environment: environment,
                                                    rows: 24, columns: 80)
        interrupted.settle()
        interrupted.type("half")
        interrupted.settle(quiet: 0.2)
        interrupted.type("\u{3}")
        #expect(interrupted.waitForExit(limit: 30) == 130)
        #expect(!interrupted.text.contains("half"))
        #expect(try interrupted.settingsNow() == interrupted.settingsBefore)
    }
}
