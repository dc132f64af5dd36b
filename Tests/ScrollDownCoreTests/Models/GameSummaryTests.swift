import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct GameSummaryTests {
    static let contractExample = """
    {"games":[{"id":9101,"leagueCode":"NBA","gameDate":"2026-01-23T00:30:00Z","homeTeam":"Boston Celtics",
    "awayTeam":"New York Knicks","homeTeamAbbr":"BOS","awayTeamAbbr":"NYK","status":"final","isLive":false,
    "isFinal":true,"isPregame":false,"isTrulyCompleted":true,"readEligible":true,"dateSection":"Yesterday",
    "homeScore":118,"awayScore":111,"currentPeriod":5,"gameClock":"0:00","currentPeriodLabel":"OT",
    "liveSnapshot":{"periodLabel":"OT","timeLabel":"OT 0:00","homeScore":118,"awayScore":111,"currentPeriod":5,"gameClock":"0:00"},
    "derivedMetrics":{"closing_spread_home":-4.5,"pregame_spread_label":"BOS -4.5 (-110)","winner":"home"},
    "hasBoxscore":true,"hasPlayerStats":true,"hasOdds":true,"hasSocial":true,"hasPbp":true,"hasFlow":true,
    "hasAdvancedStats":false,"playCount":512,"socialPostCount":9,"homeTeamColorLight":"#007A33",
    "homeTeamColorDark":"#2FA85A","awayTeamColorLight":"#006BB6","awayTeamColorDark":"#F58426",
    "scrapeVersion":2,"lastScrapedAt":"2026-01-23T03:41:10.552301Z","lastIngestedAt":null,"lastPbpAt":null,
    "lastSocialAt":null,"lastOddsAt":null,"lastAdvancedStatsAt":null}],
    "total":61,"nextOffset":50,"withBoxscoreCount":55,"withPlayerStatsCount":55,"withOddsCount":60,
    "withSocialCount":40,"withPbpCount":58,"withFlowCount":44,"withAdvancedStatsCount":0}
    """

    @Test func decodesTheContractExample() throws {
        let list = try TestPaths.decode(GameListResponse.self, Self.contractExample)
        #expect(list.total == 61)
        #expect(list.nextOffset == 50)
        #expect(list.withPbpCount == 58)
        #expect(list.withAdvancedStatsCount == 0)
        let game = try #require(list.games.first)
        #expect(game.id == 9101)
        #expect(game.leagueCode == "NBA")
        #expect(game.league == .nba)
        #expect(game.gameDate == ISO8601.parse("2026-01-23T00:30:00Z"))
        #expect(game.homeTeamAbbr == "BOS")
        #expect(game.status == .final)
        #expect(game.state == .final)
        #expect(game.homeScore == 118)
        #expect(game.awayScore == 111)
        #expect(game.currentPeriodLabel == "OT")
        #expect(game.liveSnapshot?.timeLabel == "OT 0:00")
        #expect(game.liveSnapshot?.currentPeriod == 5)
        #expect(game.derivedMetrics?["closing_spread_home"] == .number(-4.5))
        #expect(game.derivedMetrics?["winner"] == .string("home"))
        #expect(game.playCount == 512)
        #expect(game.hasFlow)
        #expect(!game.hasAdvancedStats)
        #expect(game.scrapeVersion == 2)
        let scraped = try #require(game.lastScrapedAt)
        #expect(abs(scraped.timeIntervalSince1970 - 1_769_139_670.552301) < 0.001)
        #expect(game.lastPbpAt == nil)
    }

    static let minimal = """
    {"games":[{"id":1,"leagueCode":"XFL","gameDate":"%DATE%","homeTeam":"A","awayTeam":"B",
    "status":null,"isLive":null,"lastScrapedAt":"not a date","derivedMetrics":{}, "brandNewKey":[1,2]}],
    "total":1,"nextOffset":null}
    """

    @Test(arguments: ["2026-01-23T03:00:00Z", "2026-01-23T03:00:00+00:00", "2026-01-23T03:00:00.000Z",
                      "2026-01-23T03:00:00.000000+00:00"])
    func toleratesNullsUnknownKeysAndDateShapes(date: String) throws {
        let json = Self.minimal.replacingOccurrences(of: "%DATE%", with: date)
        let list = try TestPaths.decode(GameListResponse.self, json)
        let game = try #require(list.games.first)
        #expect(game.gameDate.timeIntervalSince1970 == 1_769_137_200)
        #expect(game.status == nil)
        #expect(game.isLive == nil)
        #expect(game.state == .unknown)
        #expect(game.league == .unknown("XFL"))
        // An unparseable freshness stamp is dropped, not fatal
        // (docs/backend.md#dates-and-time-zones).
        #expect(game.lastScrapedAt == nil)
        #expect(game.derivedMetrics == [:])
        #expect(game.hasPbp == false)
        #expect(game.playCount == 0)
        #expect(list.nextOffset == nil)
    }

    @Test func unknownStatusIsKeptRaw() throws {
        let json = Self.minimal
            .replacingOccurrences(of: "%DATE%", with: "2026-01-23T03:00:00Z")
            .replacingOccurrences(of: "\"status\":null", with: "\"status\":\"awaiting_review\"")
        let game = try #require(try TestPaths.decode(GameListResponse.self, json).games.first)
        #expect(game.status == .unknown("awaiting_review"))
        #expect(game.status?.rawString == "awaiting_review")
    }

    @Test func badGameDateFailsTheResponse() {
        let json = Self.minimal.replacingOccurrences(of: "%DATE%", with: "tomorrow")
        #expect(throws: DecodingError.self) { try TestPaths.decode(GameListResponse.self, json) }
    }
}
