import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The libcurl transport: body caps, the same-origin redirect rule, timeouts and
/// cancellation (more of its contract in TransportContractTests).
@Suite struct CurlTransportTests {
    static func server() throws -> LoopbackHTTPServer { try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures) }

    @Test func fetchesAndCapsBodies() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let transport = try #require(CurlTransport(maxBodyBytes: 1024))
        let small = try #require(CurlTransport())
        let url = server.baseURL.appendingPathComponent("api/admin/sports/games/21600270")
        let response = try await small.send(HTTPRequest(url: url, headers: ["X-Test": "1"], timeout: 30))
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(try JSONDecoder.contract().decode(GameDetail.self, from: response.body).game.id == 21600270)
        #expect(server.requests.last?.headers["x-test"] == "1")
        await #expect(throws: ScrollDownError.self) { try await transport.send(HTTPRequest(url: url, timeout: 30)) }
    }

    @Test func redirectsStayWithinTheOrigin() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let transport = try #require(CurlTransport())
        server.setFault(.redirect(status: 302, location: "/api/admin/sports/games/21600270"), pathPrefix: "/old", times: 1)
        let followed = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("old"), timeout: 30))
        #expect(followed.status == 200)
        #expect(followed.redirects.map(\.status) == [302])
        server.setFault(.redirect(status: 302, location: "http://192.0.2.1:9/steal"), pathPrefix: "/away")
        await #expect(throws: RedirectRefused.self) {
            try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("away"), timeout: 30))
        }
    }

    @Test func aHungServerTimesOutAndCancellationEndsTheWait() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let transport = try #require(CurlTransport())
        server.setFault(.hang)
        await #expect(throws: TransportTimeout.self) {
            try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x"), timeout: 1))
        }
        let task = OwnThread.task { try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("y"), timeout: 60)) }
        #expect(await server.waitForRequests(2))
        await OwnThread.timed {
            task.cancel()
            let started = ContinuousClock.now
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(ContinuousClock.now - started < .seconds(30), "ends within libcurl's progress interval, not the timeout")
        }
    }
}
