import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct FairBetContinuationTests {
    static func page(bets: Int, hasMore: Bool?, cursor: String? = nil, snapshot: String? = nil) throws -> FairBetPage {
        let bet = """
        {"game_id":1,"league_code":"NBA","home_team":"A","away_team":"B","game_date":"2026-04-18T23:30:00Z",
        "market_key":"h2h","selection_key":"team:a","line_value":0.0,"books":[],"has_fair":false}
        """
        let bets = Array(repeating: bet, count: bets).joined(separator: ",")
        var page = try TestPaths.decode(FairBetPage.self, "{\"bets\":[\(bets)]}")
        page.hasMore = hasMore
        page.nextCursor = cursor
        page.snapshotId = snapshot
        return page
    }

    @Test func followsCursorWithSnapshot() throws {
        let first = try Self.page(bets: 3, hasMore: true, cursor: "c1", snapshot: "s1")
        #expect(first.continuation(after: nil, limit: 3) == .cursor("c1", snapshotID: "s1"))
        // Later pages may omit the snapshot id: keep the one we have.
        let second = try Self.page(bets: 1, hasMore: true, cursor: "c2")
        #expect(second.continuation(after: .cursor("c1", snapshotID: "s1"), limit: 3) == .cursor("c2", snapshotID: "s1"))
        // A cursor page may be short and still have more.
        #expect(try Self.page(bets: 0, hasMore: true, cursor: "c3").continuation(after: nil, limit: 3) == .cursor("c3", snapshotID: nil))
    }

    @Test func stopsWhenTheServerSaysSo() throws {
        #expect(try Self.page(bets: 3, hasMore: false, cursor: "c9").continuation(after: nil, limit: 3) == nil)
    }

    @Test func offsetPagingOnOlderServers() throws {
        #expect(try Self.page(bets: 3, hasMore: nil).continuation(after: nil, limit: 3) == .offset(3))
        #expect(try Self.page(bets: 3, hasMore: nil).continuation(after: .offset(3), limit: 3) == .offset(6))
        #expect(try Self.page(bets: 2, hasMore: nil).continuation(after: .offset(6), limit: 3) == nil)
        #expect(try Self.page(bets: 3, hasMore: true).continuation(after: .offset(3), limit: 3) == .offset(6))
    }

    @Test func sortByEVIsForcedByEVFilters() {
        #expect(FairBetQuery(hasFair: true).effectiveSortBy == "ev")
        #expect(FairBetQuery(minEV: 1.5, sortBy: "market").effectiveSortBy == "ev")
        #expect(FairBetQuery(sortBy: "market").effectiveSortBy == "market")
        // Always sent: the older backend's default order is `ev` outside light mode.
        #expect(FairBetQuery().effectiveSortBy == "game_time")
        #expect(FairBetQuery().limit == 500)
        #expect(GameQuery(leagues: ["nba", "Nhl"]).leagues == ["NBA", "NHL"])
    }
}
