import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// Faults that only separate processes show: concurrent readers, kill -9, FIFOs at state
/// paths, redirects, cancellation, write errors, stray files. Each runs the built binary;
/// bounds only detect hangs, nothing here times a passing run.
@Suite(.temporaryHome, .serialized) struct ProcessRobustnessTests {
    static let key = "sk-proc-4d1f0b"

    static func live(_ server: LoopbackHTTPServer, extra: [String: String] = [:]) -> CLIHarness {
        CLIHarness(service: .real, extra: ["SCROLLDOWN_NOW": "2025-10-09T18:00:00Z", "SCROLLDOWN_API_KEY": key,
                           "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString].merging(extra) { $1 })
    }

    @Test func concurrentReadsOfOneGameAdvanceOneStepEach() async throws {
        let cli = CLIHarness(service: .real)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        let readers = 4  // the fixture game has 4 steps (one flow block a quarter)
        let outcomes = try await withThrowingTaskGroup(of: ProcessRunner.Outcome.self) { group in
            for _ in 0..<readers { group.addTask { try await runner.run(["read", "22000001", "-q", "--format", "json"]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var blocks: [String] = []
        for outcome in outcomes {
            #expect(outcome.code == 0 && !outcome.hung, "\(outcome.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            let items = ((object?["game"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
            blocks.append(items.first { $0["type"] as? String == "block" }.map { "\($0)" } ?? "none")
        }
        #expect(Set(blocks).count == readers, "two readers printed the same step: the read-print-save was not under the lock")
        // The same reader reading one after the other ends at the same place.
        let sequential = CLIHarness(service: .real)
        for _ in 0..<readers { _ = await sequential.run(["read", "22000001", "-q"]) }
        let expected = try PositionStore(directory: sequential.stateDirectory, clock: fixedClock, notice: { _ in }).value(for: 22000001)
        let actual = try PositionStore(directory: cli.stateDirectory, clock: fixedClock, notice: { _ in }).value(for: 22000001)
        #expect(actual?.label == expected?.label)
        #expect(actual != nil)
    }

    @Test func writersKilledWithSIGKILLLeaveNoTempFilesAfterTheNextWrite() async throws {
        let cli = CLIHarness(service: .real)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        // Real games: reveal refuses an id the sample games do not have.
        let ids = try FixtureGames.all().map(\.id)
        try #require(ids.count >= 26)
        // Hide: every game may be hidden (one not started may not be revealed).
        _ = try await runner.run(["hide", String(ids[0]), "-q"])
        // Kill writers at whatever point they have reached; some die between temp file and rename.
        for id in ids[1...24] {
            let started = try runner.start(["hide", String(id), "-q"])
            kill(started.process.processIdentifier, SIGKILL)
            _ = try await runner.wait(started, limit: 60)
        }
        // And one leftover for certain, named as the writer names them.
        try writeText("{\"version\":1", to: cli.stateDirectory.appendingPathComponent(".reveal.json.tmp-K9x2Qa"))
        let last = try await runner.run(["hide", String(ids[25]), "-q"])
        #expect(last.code == 0, "\(last.stderr)")
        let names = try listing(cli.stateDirectory)
        #expect(!names.contains { $0.hasPrefix(".reveal.json.tmp-") }, "left behind: \(names)")
        let data = try Data(contentsOf: cli.stateDirectory.appendingPathComponent("reveal.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["game.outcomeRevealed.\(ids[0])"] as? Bool == false)
        #expect(object["game.outcomeRevealed.\(ids[25])"] as? Bool == false)
    }

    @Test func aFIFOAtAStateOrConfigPathIsRefusedAndNothingHangs() async throws {
        let cli = CLIHarness(service: .real)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        try FileManager.default.createDirectory(at: cli.stateDirectory, withIntermediateDirectories: true)
        #expect(mkfifo(cli.stateDirectory.appendingPathComponent("reveal.json").path, 0o600) == 0)
        for command in [["reveal", "21600270"], ["games", "-q"], ["game", "21600270", "-q"]] {
            let outcome = try await runner.run(command, limit: 60)
            #expect(!outcome.hung, "\(command) blocked on the FIFO")
            #expect(outcome.code == 1, "\(command): \(outcome.stderr)")
            #expect(outcome.stderr.contains("reveal.json") && outcome.stderr.contains("FIFO"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        #expect(mkfifo(config.appendingPathComponent("config.json").path, 0o600) == 0)
        let games = try await runner.run(["games", "-q"], limit: 60)
        #expect(!games.hung && games.code == 1 && games.stderr.contains("FIFO"), "\(games.stderr)")
        let path = try await runner.run(["config", "path"], limit: 60)
        #expect(!path.hung && path.code == 0 && path.stdout.hasSuffix("config.json\n"))
    }

    @Test func aRedirectToAnotherOriginNeverCarriesTheKey() async throws {
        let origin = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { origin.stop() }
        let elsewhere = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, host: "127.0.0.2")
        defer { elsewhere.stop() }
        let target = "http://127.0.0.2:\(elsewhere.port)/api/admin/sports/games/21600270"
        origin.setFault(.redirect(status: 307, location: target), pathPrefix: "/api/admin/sports/games/21600270")
        let cli = Self.live(origin)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        let outcome = try await runner.run(["game", "21600270", "-v"], limit: 60)
        #expect(!outcome.hung)
        #expect(outcome.code == 69, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("refusing to follow a redirect (HTTP 307)"))
        #expect(outcome.stderr.contains("to \(target):"), "the error names the target")
        #expect(outcome.stderr.contains("-> 307 redirect to \(target): refused"), "-v logs the redirect")
        #expect(elsewhere.requests.isEmpty, "the other origin was contacted: \(elsewhere.requests.map(\.headers))")
        #expect(!outcome.stderr.contains(Self.key) && !outcome.stdout.contains(Self.key))
    }

    @Test func aFailedDetailEndsTheCommandWhileSiblingRequestsHang() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { server.stop() }
        // The detail fails at once; every other document of the game hangs. The hanging
        // siblings are cancelled when the detail fails, and must end with it.
        server.setFault(.status(404, body: #"{"detail":"Game not found"}"#), pathPrefix: "/api/admin/sports/games/21600270")
        server.setFault(.hang, pathPrefix: "/games/21600270")
        server.setFault(.hang, pathPrefix: "/api/social")
        server.setFault(.hang, pathPrefix: "/api/admin/sports/pbp")
        let cli = Self.live(server)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        for command in [["game", "21600270"], ["timeline", "21600270"]] {
            let outcome = try await runner.run(command + ["--timeout", "300"], limit: 90)
            #expect(!outcome.hung, "\(command) waited for a cancelled request")
            #expect(outcome.code == 1 && outcome.stderr.contains("no game 21600270"), "\(command): \(outcome.stderr)")
        }
    }

    @Test func writeErrorsOnStdoutExitOneAndAClosedPipeStaysQuiet() async throws {
        let cli = CLIHarness(service: .real)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        let full = try await runner.shell(#""$SCROLLDOWN" games -q > /dev/full"#, limit: 60)
        #expect(full.code == 1, "\(full.stderr)")
        #expect(full.stderr == "scrolldown: could not write the output: No space left on device\n")
        // `--version` answers on its own fast path; it reports a failed write the same way.
        let version = try await runner.shell(#""$SCROLLDOWN" --version > /dev/full"#, limit: 60)
        #expect(version.code == 1 && version.stderr == "scrolldown: could not write the output: No space left on device\n",
                "\(version.stderr)")
        let closed = try await runner.shell(#""$SCROLLDOWN" games -q >&-"#, limit: 60)
        #expect(closed.code == 1, "\(closed.stderr)")
        #expect(closed.stderr.hasPrefix("scrolldown: could not write the output: "))
        let piped = try await runner.shell(#""$SCROLLDOWN" games -q | true; "$SCROLLDOWN" games -q | head -c 1 >/dev/null; echo done"#, limit: 60)
        #expect(piped.code == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
    }

    @Test func aLiveRunWritesOnlyUnderItsOwnPaths() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { server.stop() }
        let cli = Self.live(server)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        let outcome = try await runner.run(["game", "21600270", "-q"], limit: 60)
        #expect(outcome.code == 0, "\(outcome.stderr)")
        // HOME is the harness root: nothing but config/, state/ and cache/scrolldown may appear.
        let top = try listing(cli.root).filter { $0 != "config" && $0 != "state" }
        #expect(top == ["cache"], "unexpected: \(top)")
        #expect(try listing(cli.root.appendingPathComponent("cache")) == ["scrolldown"])
    }

    /// A ~50 MB answer to every request, `--timeout 3`.
    @Test(arguments: [["game", "21600270"], ["games"]])
    func hugeResponsesEndWithinTheBudget(command: [String]) async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: Self.key)
        defer { server.stop() }
        server.setFault(.huge(bytes: 50_000_000))
        let cli = Self.live(server)
        guard let runner = ProcessRunner.make(environment: cli.environment) else { return }
        let outcome = try await runner.run(command + ["--timeout", "3"], limit: 120)
        #expect(!outcome.hung)
        #expect([0, 65, 69].contains(outcome.code), "\(outcome.code): \(outcome.stderr)")
        #expect(!outcome.stdout.contains("\u{1B}") && !outcome.stderr.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: cli.stateDirectory.path), "a failed or read-only run changed state")
    }
}
