import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite("Endpoint URLs")
struct EndpointTests {
    let base = URL(string: "https://sda.example.com/")!

    func url(_ endpoint: Endpoint, recap: String = "/games/{id}/recap") -> String {
        endpoint.url(baseURL: base, recapPath: recap).absoluteString
    }

    @Test func gamesListRepeatsLeagueAndAlwaysSendsSafe() {
        let endpoint = Endpoint.games(.init(leagues: ["NBA", "NHL"], team: "Knicks & Nets", startDate: "2026-01-22",
                                            endDate: "2026-01-23", limit: 500, offset: 200))
        #expect(url(endpoint) == "https://sda.example.com/api/admin/sports/games?league=NBA&league=NHL&team=Knicks%20%26%20Nets"
            + "&startDate=2026-01-22&endDate=2026-01-23&safe=true&limit=200&offset=200")
        #expect(url(.games(.init(limit: 0))) == "https://sda.example.com/api/admin/sports/games?safe=true&limit=1&offset=0")
    }

    @Test func perGamePaths() {
        #expect(url(.gameDetail(id: 9)) == "https://sda.example.com/api/admin/sports/games/9")
        #expect(url(.flow(id: 9)) == "https://sda.example.com/api/admin/sports/games/9/flow")
        #expect(url(.timeline(id: 9, version: "v1")) == "https://sda.example.com/api/admin/sports/games/9/timeline?timeline_version=v1")
        #expect(url(.social(id: 9)) == "https://sda.example.com/api/social/posts/game/9")
        #expect(url(.recap(id: 9, reveal: "post")) == "https://sda.example.com/games/9/recap?reveal=post")
        #expect(url(.recap(id: 9, reveal: "pre"), recap: "/api/games/{id}/recap") == "https://sda.example.com/api/games/9/recap?reveal=pre")
        #expect(Endpoint.gameDetail(id: 9).label() == "GET /api/admin/sports/games/9")
        #expect(url(.summary(id: 9)) == "https://sda.example.com/api/v1/games/9/summary")
    }

    /// `/api/v1` takes the consumer key, every other route the admin key
    /// (docs/backend.md#keys-and-authentication).
    @Test func routeGroupsPickTheirKey() {
        #expect(Endpoint.summary(id: 9).keyScope == .consumer)
        let admin: [Endpoint] = [.gameDetail(id: 9), .flow(id: 9), .social(id: 9), .recap(id: 9, reveal: "pre"),
                                 .playByPlay(id: 9, limit: 1, offset: 0), .games(.init()),
                                 .teams(league: nil, search: nil, limit: 1, offset: 0), .fairBet(FairBetQuery(limit: 1), after: nil)]
        #expect(admin.allSatisfy { $0.keyScope == .admin })
        let keys = APIKeys(admin: APIKey("a"), consumer: nil)
        #expect(keys.key(for: .consumer)?.value == "a", "the consumer key defaults to the admin key")
        #expect(APIKeys(admin: APIKey("a"), consumer: APIKey("c")).key(for: .consumer)?.value == "c")
        #expect(APIKeys(admin: nil, consumer: APIKey("c")).key(for: .admin) == nil)
    }

    @Test func pagesAreClampedToServerMaxima() {
        #expect(url(.playByPlay(id: 9, limit: 5000, offset: 1000)) == "https://sda.example.com/api/admin/sports/pbp/game/9?limit=1000&offset=1000")
        #expect(url(.teams(league: "NBA", search: nil, limit: 9999, offset: -4)) == "https://sda.example.com/api/admin/sports/teams?league=NBA&limit=500&offset=0")
    }

    @Test func fairBetSendsSortByEVWithEVFilters() {
        let query = FairBetQuery(league: "NBA", excludeCategories: ["period", "game_prop"], minEV: 2.5, limit: 500, includeMeta: true)
        #expect(url(.fairBet(query, after: nil)) == "https://sda.example.com/api/fairbet/odds?league=NBA&exclude_categories=period"
            + "&exclude_categories=game_prop&min_ev=2.5&sort_by=ev&limit=500&include_meta=true")
        let hasFair = FairBetQuery(hasFair: true, sortBy: "game_time", limit: 10)
        #expect(url(.fairBet(hasFair, after: .cursor("abc+/=", snapshotID: "s1")))
            == "https://sda.example.com/api/fairbet/odds?has_fair=true&sort_by=ev&limit=10&snapshotId=s1&cursor=abc%2B/%3D")
    }

    @Test func fairBetOffsetIsSentInEveryMode() {
        #expect(url(.fairBet(FairBetQuery(limit: 100), after: .offset(300)))
            == "https://sda.example.com/api/fairbet/odds?sort_by=game_time&limit=100&offset=300")
        // Older servers without cursors page EV mode by offset; sending the same URL again
        // would repeat page 1 forever.
        #expect(url(.fairBet(FairBetQuery(sortBy: "ev", limit: 100), after: .offset(300)))
            == "https://sda.example.com/api/fairbet/odds?sort_by=ev&limit=100&offset=300")
    }
}
