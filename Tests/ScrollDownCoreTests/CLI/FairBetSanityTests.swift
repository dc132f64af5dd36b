import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Odds and FairBet a bettor can trust.
@Suite(.temporaryHome) struct FairBetSanityTests {
    static let heat = "910000001:h2h:team:miami_heat:0"
    static let hornets = "910000001:h2h:team:charlotte_hornets:0"
    static let magic = "910000002:h2h:team:orlando_magic:0"

    @Test func aParlayWithAnUnknownLegExitsOneNamingIt() async {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let unknown = "910000002:h2h:team:nobody:0"
        let result = await cli.run(["fairbet", "--parlay", Self.heat, unknown])
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.contains(unknown))
        #expect(result.stdout.isEmpty)
    }

    @Test func theSameLegTwiceOrBothSidesOfOneMarketIsAUsageError() async {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let twice = await cli.run(["fairbet", "--parlay", Self.heat, Self.magic, Self.heat])
        #expect(twice.code == 64)
        #expect(twice.stderr.contains("given twice"), "\(twice.stderr)")
        let sides = await cli.run(["fairbet", "--parlay", Self.heat, Self.hornets])
        #expect(sides.code == 64)
        #expect(sides.stderr.contains("two sides of one market"), "\(sides.stderr)")
        #expect(await cli.run(["fairbet", "--parlay", Self.heat, Self.magic]).code == 0)
    }
}

extension FairBetSanityTests {
    /// A server that lists a game that has started: FairBet checks the start time itself.
    @Test func betsOfAGameThatHasStartedAreNotListed() async throws {
        let before = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock", "SCROLLDOWN_NOW": "2025-10-10T23:00:00Z"])
        let listed = try FairBetCommandTests.bets(await before.run(["fairbet", "--format", "json"]).stdout)
        #expect(listed.contains { $0["gameId"] as? Int == 910000001 || ($0["id"] as? String)?.hasPrefix("910000001:") == true })
        let after = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock", "SCROLLDOWN_NOW": "2025-10-10T23:30:00Z"])
        let started = try FairBetCommandTests.bets(await after.run(["fairbet", "--format", "json"]).stdout)
        #expect(!started.contains { ($0["id"] as? String)?.hasPrefix("910000001:") == true }, "started at 23:10Z")
        #expect(await after.run(["fairbet", "--explain", Self.heat]).code == 1)
    }
}

extension FairBetSanityTests {
    @Test func oddsOpeningWithoutOpeningLinesSaysSo() async {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let result = await cli.run("odds 910000002 --opening")
        #expect(result.code == 0)
        #expect(result.stdout.contains("No opening lines are stored for this game's mainline; its closing lines: scrolldown odds 910000002"),
                "\(result.stdout)")
    }

    /// A row without a timestamp, not marked closing, is not presented as the closing line;
    /// a dated one is.
    @Test func anUndatedRowIsNotTheClosingLine() {
        let builder = OddsTableBuilder(homeName: "Orlando Magic", homeAbbreviation: "ORL", awayName: "Cleveland Cavaliers",
                                       awayAbbreviation: "CLE")
        func entry(_ book: String, _ price: Double, at: Date?) -> OddsLine {
            OddsLine(book: book, marketType: "moneyline", marketCategory: "mainline", playerName: nil, description: nil,
                      side: "Orlando Magic", line: nil, price: price, isClosingLine: false, observedAt: at)
        }
        let table = builder.table([entry("DraftKings", -125, at: nil), entry("FanDuel", -130, at: Date(timeIntervalSince1970: 1_760_000_000))],
                                  category: nil, lines: .closing, player: nil, cutoff: nil)
        let cells = table.sections.flatMap(\.rows).flatMap { $0.cells.filter { $0.value.closing != nil }.keys }
        #expect(cells == ["FanDuel"])
    }
}

extension FairBetSanityTests {
    /// One null price and one impossible price: the listing stands, those rows are left out,
    /// reported once, never best, and the card says why it is incomplete.
    @Test func invalidPricesAreLeftOutReportedOnceAndNamedOnTheCard() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server)
        let body = String(decoding: HostileFairBetDecodingTests.page(
            books: #"{"book":"DraftKings","price":null},{"book":"BetMGM","price":50000000},"#
                + #"{"book":"FanDuel","price":-110},{"book":"Caesars","price":-105},{"book":"BetRivers","price":-50}"#), as: UTF8.self)
        server.setFault(.status(200, body: body), pathPrefix: "/api/fairbet/odds")
        let text = await live.run("fairbet")
        #expect(text.code == 0, "\(text.stderr)")
        #expect(text.stderr.split(separator: "\n").count == 1, "once: \(text.stderr)")
        #expect(text.stderr.contains("left out 3 book prices"), "\(text.stderr)")
        #expect(text.stdout.contains("left out, no valid price: DraftKings, BetMGM, BetRivers"), "\(text.stdout)")
        #expect(!text.stdout.contains("50000000") && !text.stdout.contains("BR -50"))
        let json = try FairBetCommandTests.bets(await live.run("fairbet --format json").stdout)
        let bet = try #require(json.first { ($0["id"] as? String)?.contains("spreads") == true })
        #expect(bet["invalidPriceBooks"] as? [String] == ["DraftKings", "BetMGM", "BetRivers"])
        #expect(bet["bestBook"] as? String != "BetMGM")
    }
}

extension FairBetSanityTests {
    /// The odds table: an impossible price is never shown nor best, and said once on stderr.
    @Test func anImpossibleOddsPriceIsLeftOutAndSaidOnce() async throws {
        let tree = TemporaryHome.makeDirectory("odds-tree")
        let relative = "api/admin/sports/games/910000002.json"
        let target = tree.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        var detail = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: CLIHarness.fixtures.appendingPathComponent(relative))) as? [String: Any])
        var odds = try #require(detail["odds"] as? [[String: Any]])
        // FanDuel's CLE moneyline (+108, the row's best) becomes +5e8: no price at all.
        odds[0]["price"] = 500_000_000.0
        detail["odds"] = odds
        try JSONSerialization.data(withJSONObject: detail).write(to: target)
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock", "SCROLLDOWN_FIXTURES": tree.path])
        let result = await cli.run("odds 910000002")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("left out 1 price or line"),
                "\(result.stderr)")
        #expect(!result.stdout.contains("500000000") && !result.stdout.contains("+108"), "\(result.stdout)")
        let row = try #require(result.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("CLE ") && !$0.contains("+1.5") })
        #expect(row.contains("+105*") || row.contains("*"), "another book is best now: \(row)")
    }
}
