import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// What a session reads, and when: the environment rule, the key file, the env setting.
@Suite(.temporaryHome) struct SessionTests {
    @Test func mockEnvNeverReadsTheKeyFile() async throws {
        let cli = CLIHarness(service: .real)
        let key = cli.root.appendingPathComponent("api-key")
        try "secret".write(to: key, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key.path)
        #expect(await cli.run(["config", "set", "apiKeyFile", key.path]).code == 0)

        let mock = await cli.run("games --env mock --league NBA")
        #expect(mock.code == 0, "\(mock.stderr)")
        #expect(mock.stdout.contains("21600270"))
        // Without --env mock the key file is needed, and its mode is refused as before.
        let live = await cli.run("games --league NBA")
        #expect(live.code == 1)
        #expect(live.stderr.contains("must have mode 0600"))
    }

    @Test func aBrokenEnvSettingStopsGamesButNotConfig() async throws {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "staging"])
        let games = await cli.run("games")
        #expect(games.code == 64)
        #expect(games.stderr.contains("invalid value 'staging' for SCROLLDOWN_ENV (expected mock, live)"))
        #expect(await cli.run("config list").code == 0)
    }

    @Test func aBrokenEnvInConfigJSONStopsGamesButNotConfig() async throws {
        let cli = CLIHarness(service: .real)
        try writeText(#"{"env": "staging"}"#, to: cli.root.appendingPathComponent("config/scrolldown/config.json"))
        let games = await cli.run("games")
        #expect(games.code == 64)
        #expect(games.stderr.contains("invalid value 'staging' for config env (expected mock, live)"), "\(games.stderr)")
        #expect(await cli.run("config list").code == 0)
        #expect(await cli.run("config get env").code == 0)
        #expect(await cli.run("config set env live").code == 0)
        #expect(await cli.run("config get env").stdout == "live\n")
    }
}

/// The process's environment is read from `environ` directly (a start-up cost): the same
/// dictionary Foundation's `ProcessInfo` gives, values with `=` in them included.
@Suite struct ProcessEnvironmentTests {
    @Test func theEnvironmentIsFoundationsEnvironment() {
        setenv("SCROLLDOWN_TEST_EQUALS", "a=b=c", 1)
        defer { unsetenv("SCROLLDOWN_TEST_EQUALS") }
        let read = CommandContext.processEnvironment()
        #expect(read["SCROLLDOWN_TEST_EQUALS"] == "a=b=c")
        #expect(read == ProcessInfo.processInfo.environment)
    }
}
