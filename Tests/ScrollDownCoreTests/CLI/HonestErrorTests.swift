import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// Issue 19: a failure says what it is, with the exit code of what it is.
@Suite(.temporaryHome) struct HonestErrorTests {
    static let path = "/api/admin/sports/games/21600270"

    @Test(arguments: [
        // A body that says gzip but is not: the server's answer is bad, not the connection.
        (LoopbackHTTPServer.Fault.status(200, body: #"{"game":{}}"#, headers: ["Content-Encoding": "gzip"]), Int32(65),
         "Content-Encoding"),
        (.redirect(status: 302, location: path), 69, "redirect loop"),
        // 200 kB of headers: more than libcurl reads, and not "connection closed".
        (.status(200, body: "{}", headers: ["X-Padding": String(repeating: "a", count: 200_000)]), 65,
         "response headers are larger than this client accepts"),
    ])
    func failuresSayWhatTheyAre(fault: LoopbackHTTPServer.Fault, code: Int32, message: String) async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server)
        server.setFault(fault, pathPrefix: Self.path)
        // A generous timeout: eleven round trips on a loaded machine must not look like a hang.
        let result = await live.run(["game", "21600270", "--timeout", "10"])
        #expect(result.code == code, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!result.stderr.contains("attempts"), "not retried: the same request gets the same answer")
    }
}

extension HonestErrorTests {
    /// A recap or summary that does not decode: the game is still shown, the failure is
    /// reported once on stderr with exit 65, and nothing says "try again later".
    @Test(arguments: [(Dialect.older, "/games/2024030121/recap", ["game", "2024030121"]),
                      (Dialect.older, "/games/2024030121/recap", ["game", "2024030121", "--peek"]),
                      (Dialect.sda, "/api/v1/games/744914/summary", ["game", "744914", "--peek"])])
    func aRecapThatDoesNotDecodeIsBadDataReportedOnce(dialect: Dialect, path: String, command: [String]) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server, dialect: dialect)
        server.setFault(.malformedJSON, pathPrefix: path)
        let result = await live.run(command)
        #expect(result.code == 65, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "once: \(result.stderr)")
        #expect(result.stderr.contains("bad data from the server"))
        #expect(result.stdout.contains("Recap unavailable"), "\(result.stdout)")
        #expect(!result.stdout.contains("Try again later"))
        #expect(!server.requests.filter { $0.path.hasPrefix(path) }.isEmpty)
    }
}
