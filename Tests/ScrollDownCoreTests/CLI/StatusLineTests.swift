import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The waiting line on stderr: a terminal only, rewritten in place, erased at the end.
@Suite(.temporaryHome) struct StatusLineTests {
    @Test func showsAndErasesInPlaceOnlyWhenEnabled() {
        let sink = CapturingSink()
        let line = StatusLine(sink: sink, enabled: true)
        line.show("retrying in 2 s (2/3)")
        line.show("retrying in 1 s (2/3)")
        line.clear()
        line.clear()  // nothing shown: nothing written
        #expect(sink.text == "\r\u{1B}[2Kretrying in 2 s (2/3)\r\u{1B}[2Kretrying in 1 s (2/3)\r\u{1B}[2K")
        let off = CapturingSink()
        let disabled = StatusLine(sink: off, enabled: false)
        disabled.show("x")
        disabled.clear()
        #expect(off.text.isEmpty)
    }

    /// Shows and clears from several threads at once never leave a drawn line that
    /// the line believes erased (the final clear must be the last thing written).
    @Test func concurrentShowsAndClearsNeverStrandALine() {
        for _ in 0..<200 {
            let sink = CapturingSink()
            let line = StatusLine(sink: sink, enabled: true)
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                if index.isMultiple(of: 2) { line.show("waiting… \(index) s") } else { line.clear() }
            }
            line.clear()
            let text = sink.text
            #expect(text.isEmpty || text.hasSuffix("\r\u{1B}[2K"), "a line was left on the screen: \(text.suffix(40).debugDescription)")
            if !(text.isEmpty || text.hasSuffix("\r\u{1B}[2K")) { return }
        }
    }

    @Test func followCountsDownOnATerminalAndErasesTheLine() async {
        let sleeps = SleepLog()
        var cli = CLIHarness(scenario: ScriptedLiveGame.scenario([60, nil]))
        cli.sleep = { sleeps.add($0) }
        _ = await cli.run("config set followIntervalSeconds 5")
        cli.stderrIsTerminal = true
        let result = await cli.run("timeline 22000001 --follow --all-plays")
        #expect(result.code == 0)
        #expect(sleeps.all == [1, 1, 1, 1, 1])
        for remaining in 1...5 { #expect(result.stderr.contains("next check in \(remaining) s · Ctrl-C to stop")) }
        #expect(result.stderr.hasSuffix("\r\u{1B}[2K"), "the line is erased when the wait ends")
        #expect(!result.stdout.contains("next check"), "never on stdout")
        let quiet = await cli.run("timeline 22000001 --follow --all-plays -q")
        #expect(!quiet.stderr.contains("next check"))
    }

    @Test func aGameThatHasNotStartedSaysSo() async {
        // 910000001 has not started; at the next check it is over.
        let scenario = FixtureScenario(game: 910000001, perRequest: [[], [.status("final", isLive: false, isFinal: true, isPregame: false)]])
        var cli = CLIHarness(scenario: scenario)
        cli.sleep = { _ in }
        cli.stderrIsTerminal = true
        let result = await cli.run("timeline 910000001 --follow")
        #expect(result.code == 0)
        #expect(result.stderr.contains("not started yet · next check in 45 s · Ctrl-C to stop"), "\(result.stdout)")
    }

    @Test func retriesAreAnnouncedBeforeEachWait() async throws {
        let server = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures)
        defer { server.stop() }
        server.setFault(.status(503, body: "down"), times: 2)
        let waits = Locked<[RetryingTransport.Wait]>([])
        let client = GameBackend.client(
            configuration: .init(baseURL: server.baseURL, apiKey: nil, version: "t", timeout: 5), network: NetTestSupport.liveTransport(),
            cache: nil, sleep: { _ in }, waiting: { wait in waits.withLock { $0.append(wait) } })
        _ = try await client.send(.gameDetail(id: 21600270))
        #expect(waits.withLock { $0 } == [.retry(seconds: 0.5, attempt: 2, of: 3), .retry(seconds: 1, attempt: 3, of: 3)])
    }
}

/// A response slower than a second says so on the waiting line, and the line goes away.
@Suite struct WaitingTransportTests {
    /// The bundled games, answered only once the waiting line has been shown: a slow server.
    struct Slow: HTTPTransport {
        let base = FixtureTransport(fixtures: CLIHarness.fixtures)
        let shown: @Sendable () -> Bool

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            while !shown() { await Task.yield() }
            return try await base.send(request)
        }
    }

    @Test func aSlowResponseShowsTheWaitAndErasesIt() async throws {
        let sink = CapturingSink()
        let status = StatusLine(sink: sink, enabled: true)
        let transport = WaitingTransport(base: Slow(shown: { sink.text.contains("waiting for") }), status: status,
                                         host: "sda.example", tick: { _ in await Task.yield() })
        let service = GameBackend.service(configuration: .init(baseURL: FixtureTransport.baseURL, apiKey: nil, version: "t"),
                                          network: transport, cache: nil)
        let detail = try await service.game(id: 21600270)
        #expect(detail.game.id == 21600270)
        #expect(sink.text.contains("waiting for sda.example… 1 s"))
        #expect(sink.text.hasSuffix("\r\u{1B}[2K"))
    }
}
