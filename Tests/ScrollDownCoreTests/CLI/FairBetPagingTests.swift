import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `fairbet` against a loopback server with a generated slate: pages of 500, ndjson written
/// while later pages are still to come, EV mode with snapshot and cursor, the progress line,
/// and the client-side filters.
@Suite(.temporaryHome) struct FairBetPagingTests {
    static let key = "k"

    static func harness(_ server: LoopbackHTTPServer) -> CLIHarness {
        CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": key, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                           "SCROLLDOWN_NOW": "2025-10-09T18:00:00Z"])
    }

    /// Records how many requests the server had seen when each line was written.
    final class RecordingSink: OutputSink, @unchecked Sendable {
        // Safe to share: every access to `marks` holds `lock`.
        private let lock = NSLock()
        private var marks: [Int] = []
        let server: LoopbackHTTPServer
        init(server: LoopbackHTTPServer) { self.server = server }
        func write(_ text: String) {
            let seen = server.requests.count
            lock.lock(); defer { lock.unlock() }
            marks += Array(repeating: seen, count: text.filter { $0 == "\n" }.count)
        }
        var requestsSeenPerLine: [Int] { lock.lock(); defer { lock.unlock() }; return marks }
        var writeFailure: String? { nil }
    }

    @Test func ndjsonStreamsAsPagesArrive() async throws {
        let root = try FairBetSlate.tree(count: 1_001)
        let server = try LoopbackHTTPServer(fixtures: root, apiKey: Self.key)
        defer { server.stop() }
        let cli = Self.harness(server)
        let sink = RecordingSink(server: server)
        let context = CommandContext(environment: cli.environment, clock: { Date(timeIntervalSince1970: 1_760_032_800) },
                                     stdout: sink, stderr: CapturingSink(), stdoutIsTerminal: false, terminalWidth: 100,
                                     executablePath: "/nonexistent/scrolldown", serviceOverride: nil)
        #expect(await Runner.run(["fairbet", "--format", "ndjson", "-q"], context: context) == 0)
        let pages = server.requests.filter { $0.path == "/api/fairbet/odds" }
        #expect(pages.count == 3)
        #expect(pages.allSatisfy { $0.value("limit") == "500" && $0.value("sort_by") == "game_time" })
        #expect(pages[1].value("offset") != nil || pages[1].value("cursor") != nil)
        let marks = sink.requestsSeenPerLine
        #expect(marks.count == 1_001)
        // The first bets were written before the last page was asked for.
        #expect(marks.first! < server.requests.count)
    }

    /// ndjson in EV order is priced in game-time order (a market's sides together,
    /// memory flat) and ranked by a spilling sort: the same order as the json list, every bet
    /// once, and no sort files left behind.
    @Test func evOrderInNDJSONIsTheJSONOrderWithoutHoldingEveryBet() async throws {
        let root = try FairBetSlate.tree(count: 1_201)
        let server = try LoopbackHTTPServer(fixtures: root, apiKey: Self.key)
        defer { server.stop() }
        let cli = Self.harness(server)
        let result = await cli.run(["fairbet", "--format", "ndjson", "--sort", "ev", "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1_201)
        let streamed = lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? String }
        let listed = try FairBetCommandTests.bets(await cli.run(["fairbet", "--format", "json"]).stdout).compactMap { $0["id"] as? String }
        #expect(streamed == listed)
        let pages = server.requests.filter { $0.path == "/api/fairbet/odds" }
        #expect(pages.allSatisfy { $0.value("sort_by") == "game_time" }, "game-time order, asked for: markets arrive whole")
        let cache = cli.root.appendingPathComponent("cache/scrolldown")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        #expect(!leftovers.contains { $0.hasPrefix("fairbet-sort-") })
    }

    @Test func progressLineOnlyOnATerminal() async throws {
        let root = try FairBetSlate.tree(count: 1_000)
        var cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_FIXTURES": root.path, "SCROLLDOWN_ENV": "mock"])
        cli.stderrIsTerminal = true
        let tty = await cli.run(["fairbet", "--format", "ndjson"])
        #expect(tty.stderr.contains("\r\u{1B}[2Kfetching FairBet bets: page 1 · 500 bets of ≤1000"))
        #expect(tty.stderr.contains("page 2 · 1000 bets"))
        #expect(tty.stderr.hasSuffix("\r\u{1B}[2K"), "the line is erased at the end")
        let quiet = await cli.run(["fairbet", "--format", "ndjson", "-q"])
        #expect(quiet.stderr.isEmpty)
        cli.stderrIsTerminal = false
        let pipe = await cli.run(["fairbet", "--format", "ndjson"])
        #expect(pipe.stderr.isEmpty)
        #expect(tty.stdout == pipe.stdout)
    }

    @Test func clientSideFilters() async throws {
        let root = try FairBetSlate.tree(count: 80)
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_FIXTURES": root.path, "SCROLLDOWN_ENV": "mock"])
        func bets(_ args: [String]) async throws -> [[String: Any]] {
            try FairBetCommandTests.bets(await cli.run(["fairbet", "--format", "json"] + args).stdout)
        }
        // Accents and case ignored: "jokic" finds Nikola Jokić.
        let props = try await bets(["--player", "JOKIC"])
        #expect(props.count == 20 && props.allSatisfy { ($0["selection"] as? String)?.hasPrefix("Nikola Jokić Points ") == true })
        #expect(try await bets(["--player", "jokić"]).count == 20)
        #expect(try await bets(["--player", "curry"]).isEmpty)
        // --book keeps that book (and sharp books) for display; the fair price still uses all five.
        let all = try await bets([])
        let dk = try await bets(["--book", "dk"])
        #expect(dk.count == all.count)
        #expect(dk.allSatisfy { ($0["books"] as? [[String: Any]])?.map { $0["book"] as? String } == ["DraftKings"] })
        var fairByID: [String: Double] = [:]
        for bet in all { fairByID[bet["id"] as! String] = bet["fairProbability"] as? Double }
        for bet in dk { #expect(fairByID[bet["id"] as! String] == bet["fairProbability"] as? Double) }
        // --min-ev on the figure shown (server or client).
        let figures = all.compactMap { $0["bestEvPercent"] as? Double }.sorted()
        let threshold = (figures[figures.count / 2] * 100).rounded() / 100
        let good = try await bets(["--min-ev", String(threshold)])
        #expect(!good.isEmpty && good.count < all.count)
        #expect(good.allSatisfy { ($0["bestEvPercent"] as? Double ?? -100) >= threshold })
        #expect(try await bets(["--category", "player-prop"]).count == 20)
        #expect(try await bets(["--game", "800000001"]).count == 8)
        #expect(try await bets(["--league", "NHL"]).isEmpty)
    }

    @Test func explainAndParlay() async throws {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let id = "910000001:spreads:team:miami_heat:-3.5"
        let text = await cli.run(["fairbet", "--explain", id, "--method", "shin"])
        #expect(text.code == 0)
        for step in ["1. Method · Shin", "2. Implied probabilities", "3. Vig removed", "4. Fair probability · consensus of 3 books",
                     "5. Fair price · Miami Heat -3.5", "6. EV per book"] {
            #expect(text.stdout.contains(step), "\(step)")
        }
        let json = await cli.run(["fairbet", "--explain", id, "--format", "json"])
        let explain = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["explain"] as? [String: Any])
        let fair = try #require(explain["fair"] as? [Double])
        let selected = try #require(explain["selectedSide"] as? Int)
        let bet = try #require(explain["bet"] as? [String: Any])
        #expect(abs((bet["fairProbability"] as? Double ?? 0) - fair[selected]) < 1e-6)
        #expect(await cli.run(["fairbet", "--explain", "910000001:spreads:team:miami_heat:-4.5"]).code == 1)
        #expect(await cli.run(["fairbet", "--explain", "nonsense"]).code == 64)

        let legs = ["910000001:h2h:team:miami_heat:0", "910000002:h2h:team:orlando_magic:0", "910000001:spreads:team:miami_heat:-3.5"]
        let list = try FairBetCommandTests.bets(await cli.run(["fairbet", "--format", "json"]).stdout)
        let product = try legs.reduce(1.0) { p, id in
            p * (try #require(list.first { $0["id"] as? String == id }?["fairProbability"] as? Double))
        }
        let parlay = await cli.run(["fairbet", "--parlay"] + legs + ["--format", "json"])
        let object = try #require((try JSONSerialization.jsonObject(with: Data(parlay.stdout.utf8)) as? [String: Any])?["parlay"] as? [String: Any])
        #expect(abs((object["fairProbability"] as? Double ?? 0) - product) < 1e-5)
        #expect(object["correlatedLegs"] as? [[Int]] == [[1, 3]])
        #expect(object["combinedConfidence"] == nil)
        let parlayText = await cli.run(["fairbet", "--parlay"] + legs)
        #expect(parlayText.stdout.contains("Warning: legs 1 and 3 are from the same game"))
        #expect(await cli.run(["fairbet", "--parlay", legs[0]]).code == 64)
        #expect(await cli.run(["fairbet", legs[0]]).code == 64)
    }
}
