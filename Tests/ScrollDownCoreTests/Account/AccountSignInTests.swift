import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// `login` and `logout` against the loopback account (sda's routes): what is stored, what is
/// refused, and that the password and the token go nowhere else.
@Suite(.temporaryHome) struct AccountSignInTests {
    @Test func loginStoresTheTokenNotThePasswordAndSyncs() async throws {
        let world = try AccountWorld()
        let result = await world.login()
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Signed in to \(world.server.baseURL.absoluteString) as fan@example.com until "), "\(result.stdout)")
        #expect(result.stdout.contains("Synced with fan@example.com"), "\(result.stdout)")
        let stored = try String(contentsOf: world.configDirectory.appendingPathComponent("account.json"), encoding: .utf8)
        #expect(stored.contains(world.account.issuedTokens[0]))
        #expect(!stored.contains(AccountWorld.password))
        // The body the server got: snake_case, as LoginRequest reads it.
        let login = try #require(world.calls("POST", "/auth/login").first)
        #expect(AccountWorld.object(login)["email"] as? String == "fan@example.com")
        #expect(AccountWorld.object(login)["remember_me"] as? Bool == false)
        #expect(login.headers["x-api-key"] == nil && login.headers["authorization"] == nil)
        // The first sync read the account with the token, and sent no API key.
        let get = try #require(world.calls("GET").first)
        #expect(get.headers["authorization"] == "Bearer \(world.account.issuedTokens[0])")
        #expect(get.headers["x-api-key"] == nil)
    }

    @Test func rememberAsksForAThirtyDaySignIn() async throws {
        let world = try AccountWorld()
        let result = await world.login(["--remember", "--format", "json"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(AccountWorld.object(try #require(world.calls("POST", "/auth/login").first))["remember_me"] as? Bool == true)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(document?["type"] as? String == "login")
        let account = document?["account"] as? [String: Any]
        #expect(account?["email"] as? String == "fan@example.com" && account?["remember"] as? Bool == true)
        // 30 days after the server's now.
        #expect(account?["expires"] as? String == "2025-11-08T18:00:00Z")
        #expect(!result.stdout.contains(world.account.issuedTokens[0]))
    }

    @Test(arguments: [
        ("wrong password", 401, "sign-in refused: Invalid email or password; nothing was stored"),
        ("disabled", 403, "sign-in refused: Account is disabled; nothing was stored"),
    ])
    func aRefusedSignInIsOneLineExit77AndNothingStored(case name: String, status: Int, line: String) async throws {
        var world = try AccountWorld()
        if status == 401 {
            world.cli.standardInput = { Data("not it\n".utf8) }
        } else {
            world.account.addUser(AccountWorld.email, password: AccountWorld.password, active: false)
        }
        let result = await world.login()
        #expect(result.code == 77, "\(name): \(result.stderr)")
        #expect(result.stderr == "scrolldown: \(line)\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: world.configDirectory.appendingPathComponent("account.json").path))
        #expect(world.calls("GET").isEmpty)
    }

    @Test func anEmailTheServerDoesNotTakeIsAUsageErrorWithItsWords() async throws {
        let world = try AccountWorld()
        let result = await world.cli.run(["login", "--email", "not-an-email", "--password-stdin"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("scrolldown: the account does not take that email or password: body.email: value is not a valid email address"),
                "\(result.stderr)")
    }

    @Test func anEmptyPasswordOrNoTerminalIsAUsageErrorAndNothingIsSent() async throws {
        var world = try AccountWorld()
        world.cli.standardInput = { Data("\n".utf8) }
        let empty = await world.login()
        #expect(empty.code == 64 && empty.stderr.hasPrefix("scrolldown: login: the password is empty; nothing was sent"), "\(empty.stderr)")
        // No terminal and no --password-stdin: the password has nowhere to come from.
        let noTerminal = await world.cli.run(["login", "--email", AccountWorld.email])
        #expect(noTerminal.code == 64 && noTerminal.stderr.contains("never from the command line or the environment"), "\(noTerminal.stderr)")
        // Nor from an argument or a variable.
        let argument = await world.cli.run(["login", "--email", AccountWorld.email, "--password", AccountWorld.password])
        #expect(argument.code == 64 && argument.stderr.contains("unknown option '--password'"), "\(argument.stderr)")
        var withVariable = world
        withVariable.cli.environment["SCROLLDOWN_PASSWORD"] = AccountWorld.password
        let variable = await withVariable.cli.run(["login", "--email", AccountWorld.email])
        #expect(variable.code == 64)
        #expect(world.account.requests.isEmpty)
    }

    @Test func onATerminalThePasswordIsAskedWithoutEchoAndTheEmailToo() async throws {
        var world = try AccountWorld()
        world.cli.stdinIsTerminal = true
        let asked = Locked<[String]>([])
        world.cli.ask = { question in
            asked.withLock { $0.append(question) }
            return AccountWorld.email
        }
        world.cli.askSecret = { prompt in
            asked.withLock { $0.append(prompt) }
            return AccountWorld.password
        }
        let result = await world.cli.run(["login"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(asked.withLock { $0 } == ["Email: ", "Password for fan@example.com: "])
        // Signed in once, the email is remembered for the next sign-in.
        asked.withLock { $0 = [] }
        let again = await world.cli.run(["login"])
        #expect(again.code == 0)
        #expect(asked.withLock { $0 } == ["Password for fan@example.com: "])
    }

    @Test func logoutForgetsTheSignInAndKeepsWhatIsHere() async throws {
        let world = try AccountWorld()
        _ = await world.login()
        _ = await world.run("reveal 21600270")
        _ = await world.run("pin 22000001")
        let out = await world.run("logout")
        #expect(out.code == 0)
        #expect(out.stdout == "Signed out of fan@example.com at \(world.server.baseURL.absoluteString). Reveals, pins and settings stay on this device.\n")
        #expect(!FileManager.default.fileExists(atPath: world.configDirectory.appendingPathComponent("account.json").path))
        #expect(!FileManager.default.fileExists(atPath: world.cli.stateDirectory.appendingPathComponent("sync.json").path))
        #expect(try world.revealedHere()[21600270] == true)
        #expect(await world.run("pin").stdout == "22000001\n")
        let before = world.account.requests.count
        // Signed out, a change stays here.
        #expect(await world.run("hide 21600270").code == 0)
        #expect(world.account.requests.count == before)
        #expect(await world.run("logout").stdout == "Not signed in; nothing to sign out of.\n")
        let sync = await world.run("sync")
        #expect(sync.code == 77 && sync.stderr == "scrolldown: not signed in to the Scroll Down account: scrolldown login\n")
    }

    @Test func doctorAndConfigSayWhetherSignedInNeverTheToken() async throws {
        var world = try AccountWorld()
        world.cli.environment["PAGER"] = "cat"
        let before = await world.run("doctor --offline")
        #expect(before.stdout.contains("note  account") && before.stdout.contains("not signed in"), "\(before.stdout)")
        let notSignedIn = await world.run("config").stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(notSignedIn.hasPrefix("account ") && notSignedIn.contains(" not signed in ") && notSignedIn.hasSuffix("(default)"), "\(notSignedIn)")
        _ = await world.login()
        let token = world.account.issuedTokens[0]
        let doctor = await world.run("doctor --offline")
        #expect(doctor.stdout.contains("ok    account") && doctor.stdout.contains("signed in as fan@example.com until 2025-10-10T18:00:00Z"),
                "\(doctor.stdout)")
        let config = await world.run("config")
        let row = config.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(row.hasPrefix("account ") && row.contains(" fan@example.com at \(world.server.baseURL.absoluteString) until 2025-10-10T18:00:00Z ")
                && row.hasSuffix("(file)"), "\(row)")
        let json = await world.run("config --format json")
        for output in [doctor.stdout, doctor.stderr, config.stdout, json.stdout] { #expect(!output.contains(token)) }
    }

    @Test func anotherBackendNeverGetsTheToken() async throws {
        var world = try AccountWorld()
        _ = await world.login()
        let other = try LoopbackHTTPServer(fixtures: Dialect.older.fixtures, account: AccountBackend())
        world.cli.environment["SCROLLDOWN_BASE_URL"] = other.baseURL.absoluteString
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0)
        #expect(reveal.stderr.contains("signed in to \(world.server.baseURL.absoluteString), but the backend is now \(other.baseURL.absoluteString)"),
                "\(reveal.stderr)")
        let sync = await world.run("sync")
        #expect(sync.code == 77)
        #expect(other.account?.requests.isEmpty == true)
        #expect(await world.run("doctor --offline").stdout.contains("FIX   account"))
    }

    @Test func offlineNothingIsAsked() async throws {
        let world = try AccountWorld()
        let login = await world.login(["--offline"])
        #expect(login.code == 1 && login.stderr == "scrolldown: offline (--offline): the account was not asked\n", "\(login.stderr)")
        #expect(await world.login().code == 0)
        let before = world.account.requests.count
        let reveal = await world.run("reveal 21600270 --offline")
        #expect(reveal.code == 0 && reveal.stderr.contains("not synced with your account: offline (--offline)"), "\(reveal.stderr)")
        #expect(await world.run("sync --offline").code == 1)
        var later = world.cli
        later.clock = { Date(timeIntervalSince1970: 1_760_032_800 + 600) }
        let feed = await later.run("games --offline")
        #expect(feed.code == 0 && feed.stderr.isEmpty, "\(feed.stderr)")
        #expect(world.account.requests.count == before)
    }

    @Test func aRateLimitedSignInSaysSoAndStoresNothing() async throws {
        let world = try AccountWorld()
        world.server.setFault(.status(429, body: #"{"detail":"Too Many Requests"}"#, headers: ["Retry-After": "60"]), pathPrefix: "/auth/login")
        let login = await world.login()
        #expect(login.code == 69 && login.stderr.hasPrefix("scrolldown: rate limited by the backend (HTTP 429, retry after 60s)"), "\(login.stderr)")
        #expect(!FileManager.default.fileExists(atPath: world.configDirectory.appendingPathComponent("account.json").path))
    }

    @Test func aPlainHTTPBackendThatIsNotThisMachineGetsNoPassword() async throws {
        var world = try AccountWorld()
        world.cli.environment["SCROLLDOWN_BASE_URL"] = "http://sda.example.com"
        let result = await world.login()
        #expect(result.code == 1)
        #expect(result.stderr == "scrolldown: refusing to send a password or sign-in to sda.example.com over plain http: use https (or a loopback address)\n")
    }
}
