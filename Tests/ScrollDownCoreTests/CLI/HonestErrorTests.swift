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
        let result = await live.run(["game", "21600270", "--timeout", "2"])
        #expect(result.code == code, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!result.stderr.contains("attempts"), "not retried: the same request gets the same answer")
    }
}
