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

    @Test func wholeRequestDeadlineStopsATricklingServer() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        // A byte every 100 ms never trips the 1 s idle timeout; the 2 s deadline must.
        server.setFault(.trickle(intervalMilliseconds: 100))
        let transport = URLSessionTransport(timeout: 1, deadlineFactor: 2)
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let started = ContinuousClock.now
        await #expect(throws: TransportTimeout(host: "127.0.0.1", seconds: 2)) {
            _ = try await transport.send(HTTPRequest(url: url, timeout: 1))
        }
        // The body would take over 500 s at this pace.
        // A hang detector, not a timing check: the suite shares two loaded cores.
        #expect(ContinuousClock.now - started < .seconds(90))
    }
}

/// An announced Content-Length over the cap is refused when the headers arrive.
@Suite struct EarlyBodyLimitTests {
    @Test func anAnnouncedOversizedBodyIsRefusedBeforeItArrives() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        // At a byte per 200 ms the whole body would take far longer than the 30 s deadline,
        // so only a refusal at the headers can answer with badData.
        server.setFault(.trickle(intervalMilliseconds: 200))
        let transport = URLSessionTransport(timeout: 10, deadlineFactor: 3, maxBodyBytes: 1024)
        let url = server.baseURL.appendingPathComponent("api/admin/sports/teams")
        let error = await NetTestSupport.error { _ = try await transport.send(HTTPRequest(url: url, timeout: 10)) }
        guard case .badData(let endpoint, let detail)? = error else {
            Issue.record("expected badData, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /api/admin/sports/teams")
        #expect(detail.hasSuffix("exceeds the 1024-byte limit"))
    }
}
