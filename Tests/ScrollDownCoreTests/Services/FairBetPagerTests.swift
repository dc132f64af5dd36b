import Foundation
import Testing
@testable import ScrollDownCore

/// The pager over a scripted service: continuations followed, an expired snapshot restarted
/// without handing on a bet twice, and an endless server stopped.
@Suite struct FairBetPagerTests {
    /// Serves `bets` in pages of the query's limit by a cursor; throws 410 on the listed calls.
    actor Scripted: GameService {
        let bets: [FairBet]
        var expireOnCalls: Set<Int>
        var ignoresOffset = false
        private(set) var calls: [FairBetContinuation?] = []

        init(bets: [FairBet], expireOnCalls: Set<Int> = [], ignoresOffset: Bool = false) {
            self.bets = bets
            self.expireOnCalls = expireOnCalls
            self.ignoresOffset = ignoresOffset
        }

        func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
            calls.append(continuation)
            if expireOnCalls.contains(calls.count) {
                throw ScrollDownError.snapshotExpired(request: "GET /api/fairbet/odds", detail: nil, requestID: "r")
            }
            if ignoresOffset {
                return FairBetPage(bets: Array(bets.prefix(query.limit)), total: nil, hasMore: nil)
            }
            let start: Int
            switch continuation {
            case .none: start = 0
            case .cursor(let token, _)?: start = Int(token)!
            case .offset(let offset)?: start = offset
            }
            let page = Array(bets.dropFirst(start).prefix(query.limit))
            let more = start + page.count < bets.count
            return FairBetPage(bets: page, total: bets.count, hasMore: more, nextCursor: more ? String(start + page.count) : nil,
                               snapshotId: "snap")
        }

        func games(_ query: GameQuery) async throws -> [GameSummary] { [] }
        func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail { throw ScrollDownError.notFound(.game(id: id)) }
        func flow(gameID: Int) async throws -> GameFlow? { nil }
        func playByPlay(gameID: Int) async throws -> PlayByPlay { throw ScrollDownError.notFound(.game(id: gameID)) }
        func recap(gameID: Int, level: RevealLevel) async throws -> Recap? { nil }
        func socialPosts(gameID: Int) async throws -> [SocialPost] { [] }
        func timeline(gameID: Int) async throws -> GameTimeline? { nil }
        func teams(league: String?) async throws -> [Team] { [] }
        func postGameSummary(gameID: Int) async throws -> PostGameSummary? { nil }
        func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? { nil }
    }

    static let bets = BetPricerTests.slate(games: 5)  // 20 bets

    @Test func followsTheCursorToTheEnd() async throws {
        let service = Scripted(bets: Self.bets)
        var seen: [String] = []
        let progress = try await FairBetPager(service: service, query: FairBetQuery(limit: 6)).run { seen += $0.map(\.betID) }
        #expect(seen == Self.bets.map(\.betID))
        #expect(progress.pages == 4 && progress.bets == 20 && progress.restarts == 0)
        #expect(await service.calls == [nil, .cursor("6", snapshotID: "snap"), .cursor("12", snapshotID: "snap"),
                                        .cursor("18", snapshotID: "snap")])
    }

    @Test func anExpiredSnapshotRestartsFromPageOneWithoutRepeats() async throws {
        let service = Scripted(bets: Self.bets, expireOnCalls: [3])
        var seen: [String] = []
        let progress = try await FairBetPager(service: service, query: FairBetQuery(limit: 6)).run { seen += $0.map(\.betID) }
        #expect(seen == Self.bets.map(\.betID), "every bet once, in order")
        #expect(progress.restarts == 1)
        let calls = await service.calls
        #expect(calls[2] == .cursor("12", snapshotID: "snap"))
        #expect(calls[3] == nil, "restarted from page 1")
    }

    @Test func givesUpAfterRepeatedExpiry() async throws {
        let service = Scripted(bets: Self.bets, expireOnCalls: [2, 3, 4, 5, 6])
        await #expect(throws: ScrollDownError.self) {
            try await FairBetPager(service: service, query: FairBetQuery(limit: 6)).run { _ in }
        }
    }

    @Test func aServerIgnoringTheOffsetIsStopped() async throws {
        let service = Scripted(bets: Self.bets, ignoresOffset: true)
        var seen = 0
        let progress = try await FairBetPager(service: service, query: FairBetQuery(limit: 6)).run { seen += $0.count }
        #expect(seen == 6)
        #expect(progress.pages == 2)
        #expect(await service.calls.count == 2)
    }
}
