import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// What is left out of a started game's prices is not counted where the count could tell how
/// the game goes: an impossible in-game price (a book at −1,000,000) means a one-sided game.
@Suite(.temporaryHome) struct StartedGameCountsTests {
    /// A FairBet page whose bets (game 910000001, starting 23:10Z) carry impossible prices and
    /// one impossible line.
    static func hostilePage() -> String {
        let books = #"{"book":"DraftKings","price":null},{"book":"BetMGM","price":50000000},{"book":"FanDuel","price":-110}"#
        var page = String(decoding: HostileFairBetDecodingTests.page(books: books), as: UTF8.self)
        let invalidLine = #"{"game_id":910000001,"league_code":"NBA","home_team":"Charlotte Hornets","away_team":"Miami Heat","#
            + #""game_date":"2025-10-10T23:10:00Z","market_key":"spreads","selection_key":"team:charlotte_hornets","#
            + #""line_value":1e300,"books":[{"book":"FanDuel","price":-110}]},"#
        page = page.replacingOccurrences(of: #"{"bets":["#, with: #"{"bets":["# + invalidLine)
        return page
    }

    @Test func fairBetCountsWhatItLeftOutOnlyForGamesNotStarted() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        server.setFault(.status(200, body: Self.hostilePage()), pathPrefix: "/api/fairbet/odds")
        func cli(now: String) -> CLIHarness {
            CLIHarness(service: .real, extra: ["SCROLLDOWN_NOW": now, "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString,
                                               "SCROLLDOWN_API_KEY": LiveBackendCLITests.key])
        }
        let before = await cli(now: "2025-10-10T22:00:00Z").run("fairbet")
        #expect(before.code == 0, "\(before.stderr)")
        #expect(before.stderr.contains("left out 1 bet with an impossible line and 2 book prices"), "\(before.stderr)")
        for command in ["fairbet", "fairbet --format json", "fairbet --explain 910000001:h2h:team:charlotte_hornets:0"] {
            let after = await cli(now: "2025-10-10T23:30:00Z").run(command)
            #expect(!after.stderr.contains("left out"), "\(command): \(after.stderr)")
        }
    }

    /// The odds command's notice of impossible prices: a hidden game that has started counts
    /// its rows observed before the start only; revealed, every row.
    @Test func oddsCountsImpossiblePricesOfAHiddenStartedGameBeforeTheStartOnly() async throws {
        let tree = try OddsFixtures()
        let url = tree.root.appendingPathComponent("api/admin/sports/games/\(OddsFixtures.final).json")
        var detail = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var rows = try #require(detail["odds"] as? [[String: Any]])
        for (price, at) in [(500_000_000.0, "2025-10-08T20:00:00Z"), (-9e9, "2025-10-09T01:00:00Z"), (-9e9, nil)] {
            rows.append(["book": "FanDuel", "marketType": "moneyline", "marketCategory": "mainline", "side": "Los Angeles Lakers",
                         "price": price, "isClosingLine": true, "observedAt": at ?? NSNull()])
        }
        detail["odds"] = rows
        try JSONSerialization.data(withJSONObject: detail).write(to: url)
        let cli = tree.harness()
        let hidden = await cli.run(["odds", String(OddsFixtures.final)])
        #expect(hidden.stderr.contains("left out 1 price or line that was impossible"), "\(hidden.stderr)")
        let peek = await cli.run(["odds", String(OddsFixtures.final), "--peek"])
        #expect(peek.stderr.contains("left out 3 prices or lines that were impossible"), "\(peek.stderr)")
    }
}
