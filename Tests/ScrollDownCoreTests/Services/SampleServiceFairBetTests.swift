import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct SampleServiceFairBetTests {
    let service = HTTPGameService.fixtures(at: TestPaths.fixtures)

    static func key(_ bet: FairBet) -> String {
        "\(bet.gameId)|\(bet.marketKey)|\(bet.selectionKey)|\(bet.lineValue)"
    }

    /// Pages through with the continuation protocol, as a command would.
    func allPages(_ query: FairBetQuery) async throws -> (bets: [FairBet], pages: Int) {
        var bets: [FairBet] = []
        var continuation: FairBetContinuation?
        var pages = 0
        repeat {
            let page = try await service.fairBetPage(query, after: continuation)
            bets += page.bets
            pages += 1
            continuation = page.continuation(after: continuation, limit: query.limit)
        } while continuation != nil && pages < 100
        return (bets, pages)
    }

    @Test(arguments: [1, 5, 7, 28, 500])
    func pagingYieldsEveryBetExactlyOnce(limit: Int) async throws {
        let (bets, pages) = try await allPages(FairBetQuery(limit: limit))
        #expect(bets.count == 28)
        #expect(Set(bets.map(Self.key)).count == 28)
        #expect(pages == (28 + limit - 1) / limit)
    }

    @Test func filtersLikeTheServer() async throws {
        #expect(try await allPages(FairBetQuery(league: "nba", limit: 10)).bets.count == 28)
        #expect(try await allPages(FairBetQuery(league: "NHL")).bets.isEmpty)
        let game = try await allPages(FairBetQuery(gameID: 910000003, limit: 3)).bets
        #expect(game.count == 4)
        #expect(game.allSatisfy { $0.gameId == 910000003 })
        #expect(try await allPages(FairBetQuery(marketCategory: "mainline")).bets.count == 28)
        #expect(try await allPages(FairBetQuery(excludeCategories: ["mainline"])).bets.isEmpty)
        #expect(try await allPages(FairBetQuery(hasFair: true)).bets.isEmpty)
        #expect(try await allPages(FairBetQuery(playerName: "james")).bets.isEmpty)
    }

    @Test func bookIsADisplayFilter() async throws {
        let page = try await service.fairBetPage(FairBetQuery(book: "fanduel"), after: nil)
        #expect(page.bets.count == 28)
        #expect(page.bets.allSatisfy { bet in bet.books.allSatisfy { $0.book == "FanDuel" || $0.isSharp } })
    }

    @Test func metaOnlyWhenAsked() async throws {
        let plain = try await service.fairBetPage(FairBetQuery(), after: nil)
        #expect(plain.booksAvailable.isEmpty)
        #expect(plain.gamesAvailable.isEmpty)
        let meta = try await service.fairBetPage(FairBetQuery(includeMeta: true), after: nil)
        #expect(meta.booksAvailable.contains("FanDuel"))
        #expect(meta.booksAvailable == meta.booksAvailable.sorted())
        #expect(meta.marketCategoriesAvailable == ["mainline"])
        #expect(meta.gamesAvailable.map(\.gameId) == Array(910000001...910000007))
        #expect(meta.gamesAvailable.first?.matchup == "Miami Heat @ Charlotte Hornets")
    }

    @Test func minEVAndEVOrdering() async throws {
        let tree = try TempFixtures()
        defer { tree.remove() }
        func bet(_ id: Int, _ evs: [Double?]) -> String {
            let books = evs.enumerated().map { index, ev in
                #"{"book":"B\#(index)","price":-110.0,"observed_at":"2026-04-18T20:00:00Z","ev_percent":\#(ev.map { "\($0)" } ?? "null"),"is_sharp":false}"#
            }.joined(separator: ",")
            return #"{"game_id":\#(id),"league_code":"NBA","home_team":"A","away_team":"B","game_date":"2026-04-18T23:30:00Z","market_key":"h2h","selection_key":"team:a","line_value":0.0,"market_category":"mainline","books":[\#(books)],"has_fair":\#(evs.contains { $0 != nil })}"#
        }
        try tree.write("api/fairbet/odds.json", "{\"bets\":[\(bet(1, [-1.0, 0.5])),\(bet(2, [nil])),\(bet(3, [4.0, 2.0])),\(bet(4, [1.0]))]}")
        let service = HTTPGameService.fixtures(at: tree.root)
        let page = try await service.fairBetPage(FairBetQuery(minEV: 0.75), after: nil)
        #expect(page.bets.map(\.gameId) == [3, 4])
        let fair = try await service.fairBetPage(FairBetQuery(hasFair: true), after: nil)
        #expect(fair.bets.map(\.gameId) == [3, 4, 1])
        let unfair = try await service.fairBetPage(FairBetQuery(hasFair: false), after: nil)
        #expect(unfair.bets.map(\.gameId) == [2])
    }

    @Test func pageSizeOutOfRangeIsAUsageError() async {
        await #expect(throws: ScrollDownError.self) { _ = try await service.fairBetPage(FairBetQuery(limit: 0), after: nil) }
        await #expect(throws: ScrollDownError.self) { _ = try await service.fairBetPage(FairBetQuery(limit: 501), after: nil) }
    }
}
