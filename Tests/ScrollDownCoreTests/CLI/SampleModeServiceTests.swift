import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Sample mode is the one game service over the in-process fixture transport: every request
/// goes through the client (decoding, paging, errors) as against the backend, and no
/// URLSession or socket is created for it.
@Suite(.temporaryHome) struct SampleModeServiceTests {
    func setup(_ context: CommandContext) throws -> ServiceSetup {
        let configuration = try Configuration(
            needs: .localState, env: nil, baseURL: nil, timeZone: nil, api: nil, environment: context.environment,
            executablePath: context.executablePath, clock: context.clock, notice: { _ in }, warning: { _ in }, keysLoaded: {})
        return ServiceSetup(context: context, configuration: configuration, timeout: 15, verbose: false, offline: false,
                            status: StatusLine(sink: CapturingSink(), enabled: true))
    }

    func context() -> CommandContext {
        CommandContext(environment: ["HOME": "/nonexistent"], clock: systemClock, stdout: CapturingSink(),
                       stderr: CapturingSink(), stdoutIsTerminal: false, terminalWidth: nil,
                       executablePath: "/nonexistent/scrolldown", serviceOverride: nil, stderrIsTerminal: true)
    }

    @Test func sampleModeIsTheHTTPServiceOverTheFixtureTransport() throws {
        let service = try setup(context()).makeService(.mock(fixtures: CLIHarness.fixtures))
        let http = try #require(service as? HTTPGameService)
        let layers = NetTestSupport.layers(http.client.transport)
        #expect(layers.last is FixtureTransport)
        #expect(http.cache == nil)
        // Even on a terminal, no waiting line: the transport answers at once.
        #expect(!layers.contains { $0 is WaitingTransport })
    }

    @Test func theLiveServiceWaitsOnATerminalThroughTheTransport() throws {
        let service = try setup(context()).makeService(.live(baseURL: URL(string: "https://sda.example")!))
        let http = try #require(service as? HTTPGameService)
        let layers = NetTestSupport.layers(http.client.transport)
        #expect(layers.contains { $0 is WaitingTransport })
        #expect(!layers.contains { $0 is FixtureTransport })
    }

    @Test func verboseSampleRunsShowTheRequestsTheBackendWouldGet() async {
        let result = await CLIHarness(service: .real).run("games --league NBA -v")
        #expect(result.code == 0)
        #expect(result.stderr.contains("GET /api/admin/sports/games?league=NBA"))
        #expect(result.stdout.contains("22000001"))
    }

    @Test func apiV1OverTheBundledGamesServesTheirConsumerShape() async {
        var cli = CLIHarness(service: .real)
        cli.environment["SCROLLDOWN_FIXTURES"] = nil  // the repository's Fixtures/, as a new user has it
        let result = await cli.run("--api v1 games --league NBA -v")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GET /api/v1/games?league=NBA"))
        #expect(result.stdout.contains("22000001"))
    }

    @Test func theFixtureTransportAnswersLikeTheServerItBacks() async throws {
        let transport = FixtureTransport(fixtures: CLIHarness.fixtures)
        let base = FixtureTransport.baseURL.absoluteString
        let list = try await transport.send(HTTPRequest(url: URL(string: base + "/api/admin/sports/games?limit=0")!))
        #expect(list.status == 422)
        let unknown = try await transport.send(HTTPRequest(url: URL(string: base + "/api/nothing")!))
        #expect(unknown.status == 404)
        #expect(String(decoding: unknown.body, as: UTF8.self) == #"{"detail":"Not Found"}"#)
        let game = try await transport.send(HTTPRequest(url: URL(string: base + "/api/admin/sports/games/22000001")!))
        #expect(game.status == 200)
        #expect(game.headers["content-type"] == "application/json")
    }
}
