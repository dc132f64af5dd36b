import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// Waiting on a server that does not answer costs (almost) no CPU. Measured on the
/// real binary with `wait4`'s rusage of that child alone.
@Suite(.temporaryHome) struct WaitingCPUTests {
    /// CPU seconds of `scrolldown ARGS` (user + system), and its exit code.
    static func cpu(_ arguments: [String], environment: [String: String]) throws -> (seconds: Double, code: Int32)? {
        guard let binary = TestPaths.binary else { return nil }
        var pid: pid_t = 0
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        LibC.closeFrom(3, in: &actions)
        guard posix_spawn(&pid, binary.path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return (seconds, (status >> 8) & 0xFF)
    }

    @Test func aHungServerCostsNoCPU() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        server.setFault(.hang)
        let (_, live) = LiveBackendCLITests.pair(server: server)
        let measured = try await Task.detached {
            try Self.cpu(["game", "21600270", "--timeout", "4", "-q"], environment: live.environment)
        }.value
        guard let measured else { Issue.record("the scrolldown binary was not found next to the tests"); return }
        #expect(measured.code == 69)
        // Start-up and decoding of a debug build on a loaded machine, not the wait: URLSession
        // spent 3–4 s of CPU over the same 4 s.
        #expect(measured.seconds < 1.0, "\(measured.seconds) s of CPU over a 4 s wait")
    }
}
