import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// One fan's account on a loopback server that follows sda's account routes
/// (`AccountBackend`), and this device: the real command line in-process over the bundled
/// sample games, its base URL the loopback server (the games stay the samples: no API key).
/// Another device is the test changing the account directly between runs.
struct AccountWorld {
    static let email = "fan@example.com"
    static let password = "correct horse battery staple"

    let account: AccountBackend
    let server: LoopbackHTTPServer
    var cli: CLIHarness

    init(extra: [String: String] = [:]) throws {
        account = AccountBackend()
        account.addUser(Self.email, password: Self.password)
        server = try LoopbackHTTPServer(fixtures: Dialect.older.fixtures, account: account)
        // The sample games, said outright (no notice about a missing API key on stderr).
        cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_BASE_URL": server.baseURL.absoluteString, "SCROLLDOWN_ENV": "mock"]
            .merging(extra) { $1 })
        cli.standardInput = { Data((Self.password + "\n").utf8) }
    }

    /// `login --password-stdin`, as a script signs in.
    func login(_ more: [String] = []) async -> CLIHarness.Result {
        await cli.run(["login", "--email", Self.email, "--password-stdin"] + more)
    }

    /// A command line, space-separated.
    func run(_ line: String) async -> CLIHarness.Result { await cli.run(line) }

    /// The account's revealed ids now.
    var revealedThere: [Int] { account.preferences(Self.email)?.revealed ?? [] }
    var pinnedThere: [Int] { account.preferences(Self.email)?.pinned ?? [] }

    /// This device's stored reveal choices.
    func revealedHere() throws -> [Int: Bool] {
        try RevealStore(directory: cli.stateDirectory, clock: cli.clock, notice: { _ in }).all()
    }

    var configDirectory: URL { cli.root.appendingPathComponent("config/scrolldown") }

    /// The account's requests other than sign-ins, by method and path.
    func calls(_ method: String, _ path: String = "/auth/me/preferences") -> [AccountBackend.Seen] {
        account.requests.filter { $0.method == method && $0.path == path }
    }

    /// The JSON body of a request, as an object.
    static func object(_ seen: AccountBackend.Seen) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: seen.body) as? [String: Any]) ?? [:]
    }

    /// Every file under this device's home, with its text.
    func files() -> [(path: String, text: String)] {
        var result: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: cli.root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            result.append((url.path, String(decoding: data, as: UTF8.self)))
        }
        return result
    }
}
