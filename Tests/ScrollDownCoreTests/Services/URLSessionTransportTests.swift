import Foundation
import Testing
@testable import ScrollDownCore

@Suite("URLSessionTransport")
struct URLSessionTransportTests {
    @Test func oversizedBodyIsBadData() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: 5, maxBodyBytes: 1024)
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let error = await NetTestSupport.error { _ = try await transport.send(HTTPRequest(url: url, timeout: 5)) }
        guard case .badData(let endpoint, let detail)? = error else {
            Issue.record("expected badData, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /api/admin/sports/teams")
        #expect(detail.hasSuffix("exceeds the 1024-byte limit"))
    }

    @Test func headersAreLowerCasedAndStatusIsPassedThrough() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.rateLimited(retryAfter: 7))
        let response = try await URLSessionTransport(timeout: 5)
            .send(HTTPRequest(url: server.baseURL.appendingPathComponent("x"), headers: ["X-Request-ID": "r1"], timeout: 5))
        #expect(response.status == 429)
        #expect(response.headers["retry-after"] == "7")
        #expect(response.headers["x-request-id"] == "r1")
        #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
    }
}
