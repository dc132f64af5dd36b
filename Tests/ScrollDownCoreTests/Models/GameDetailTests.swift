import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct GameDetailTests {
    static let contractExample = """
    {"game":{"id":9101,"leagueCode":"NBA","season":2026,"seasonType":"regular","gameDate":"2026-01-23T00:30:00Z",
    "homeTeam":"Boston Celtics","awayTeam":"New York Knicks","homeTeamId":2,"awayTeamId":20,"homeScore":118,
    "awayScore":111,"status":"final","isLive":false,"isFinal":true,"isPregame":false,"isTrulyCompleted":true,
    "readEligible":true,"currentPeriodLabel":"OT","liveSnapshot":{"periodLabel":"OT","timeLabel":"OT 0:00",
    "homeScore":118,"awayScore":111,"currentPeriod":5,"gameClock":"0:00"},"hasFlow":true,"playCount":512,
    "socialPostCount":9,"homeTeamAbbr":"BOS","awayTeamAbbr":"NYK","homeTeamXHandle":"celtics","awayTeamXHandle":"nyknicks"},
    "teamStats":[{"team":"Boston Celtics","isHome":true,"stats":{"points":118,"rebounds":49},"source":"nba_live",
    "updatedAt":"2026-01-23T03:40:00Z","normalizedStats":[{"key":"points","displayLabel":"PTS","group":"scoring","value":118,"formatType":"int"},
    {"key":"rebounds","displayLabel":"REB","group":"rebounds","value":49,"formatType":"int"}]}],
    "playerStats":[{"team":"Boston Celtics","playerName":"Jayson Tatum","minutes":41.5,"points":34,"rebounds":9,"assists":6,
    "rawStats":{"points":34,"minutes":41.5,"assists":6,"rebounds":9},"source":"nba_live","updatedAt":"2026-01-23T03:40:00Z",
    "normalizedStats":[{"key":"points","displayLabel":"PTS","group":"scoring","value":34,"formatType":"int"}]}],
    "nhlSkaters":null,"nhlGoalies":null,"mlbBatters":null,"mlbPitchers":null,
    "odds":[{"book":"FanDuel","marketType":"spread","marketCategory":"mainline","playerName":null,"description":null,
    "side":"Boston Celtics","line":-4.5,"price":-110.0,"isClosingLine":true,"observedAt":"2026-01-23T00:25:00Z"}],
    "socialPosts":[{"id":77,"postUrl":"https://x.com/celtics/status/1","postedAt":"2026-01-22T23:00:00Z","hasVideo":false,
    "teamAbbreviation":"BOS","tweetText":"Starting five tonight","mediaType":"none","gamePhase":"pregame","likesCount":812}],
    "plays":[{"playIndex":0,"quarter":1,"gameClock":"12:00","periodLabel":"Q1","timeLabel":"Q1 12:00","playType":"jump_ball",
    "teamAbbreviation":null,"playerName":null,"description":"Jump ball","homeScore":0,"awayScore":0,"tier":3,
    "scoreChanged":false,"scoringTeamAbbr":null,"pointsScored":null,"homeScoreBefore":0,"awayScoreBefore":0,"phase":"early"}],
    "groupedPlays":[{"startIndex":0,"endIndex":0,"playIndices":[0],"summaryLabel":"1 plays: jump_ball"}],
    "derivedMetrics":{"closing_total":221.5,"pregame_total_label":"O/U 221.5 (-110)"},"rawPayloads":{"team_boxscores":[],"player_boxscores":[],"odds":[]},
    "dataHealth":null,"oddsTable":null,"statAnnotations":[{"key":"turnovers","text":"NYK forced 2 more turnovers"}],
    "nbaAdvancedStats":[{"team":"BOS","offRating":121.3}],"nhlAdvancedStats":null}
    """

    @Test func decodesTheContractExample() throws {
        let detail = try TestPaths.decode(GameDetail.self, Self.contractExample)
        #expect(detail.game.id == 9101)
        #expect(detail.game.season == 2026)
        #expect(detail.game.homeTeamId == 2)
        #expect(detail.game.homeTeamXHandle == "celtics")
        #expect(detail.game.status == .final)
        #expect(detail.game.state == .final)
        #expect(detail.game.liveSnapshot?.homeScore == 118)
        #expect(detail.game.hasOdds == false)
        let team = try #require(detail.teamStats.first)
        #expect(team.isHome)
        #expect(team.stats["points"] == .number(118))
        #expect(team.normalizedStats?.map(\.displayLabel) == ["PTS", "REB"])
        #expect(team.normalizedStats?.first?.value == .number(118))
        let player = try #require(detail.playerStats.first)
        #expect(player.minutes == 41.5)
        #expect(player.points == 34)
        #expect(detail.nhlSkaters == nil)
        let odds = try #require(detail.odds.first)
        #expect(odds.price == -110.0)
        #expect(odds.line == -4.5)
        #expect(odds.isClosingLine)
        let post = try #require(detail.socialPosts.first)
        #expect(post.id == 77)
        #expect(post.gamePhase == "pregame")
        #expect(post.likesCount == 812)
        #expect(post.retweetsCount == nil)
        let play = try #require(detail.plays.first)
        #expect(play.tier == .routine)
        #expect(play.phase == .early)
        #expect(play.timeLabel == "Q1 12:00")
        #expect(detail.derivedMetrics["closing_total"] == .number(221.5))
        #expect(detail.dataHealth == nil)
        #expect(detail.oddsTable == nil)
        #expect(detail.statAnnotations?.first?.text == "NYK forced 2 more turnovers")
    }

    /// Admin payloads no view shows are not decoded (decoding is most of a command's work), so
    /// a malformed one cannot fail a response either.
    @Test func unusedAdminPayloadsAreSkipped() throws {
        let odd = Self.contractExample.replacingOccurrences(
            of: #""rawPayloads":{"team_boxscores":[],"player_boxscores":[],"odds":[]}"#,
            with: #""rawPayloads":7,"groupedPlays":"x","nbaAdvancedStats":{"a":[1]}"#)
        #expect(odd != Self.contractExample)
        #expect(try TestPaths.decode(GameDetail.self, odd).plays.count == 1)
    }

    @Test func playerMinutesAsTextIsNotFatal() throws {
        let json = #"{"team":"X","playerName":"Y","minutes":"34:12","rawStats":{"minutes":"34:12"}}"#
        let player = try TestPaths.decode(PlayerStat.self, json)
        #expect(player.minutes == nil)
        #expect(player.playerName == "Y")
    }

    @Test(arguments: [(1, PlayTier.scoring), (2, .notable), (3, .routine), (7, .unknown(7))])
    func playTierFromInt(raw: Int, tier: PlayTier) throws {
        #expect(try TestPaths.decode(PlayTier.self, "\(raw)") == tier)
        #expect(tier.rawValue == raw)
    }

    @Test func unknownPhaseIsKept() throws {
        #expect(try TestPaths.decode([PlayPhase].self, #"["ot","shootout"]"#) == [.ot, .unknown("shootout")])
    }

    @Test func oddsTableAndDataHealth() throws {
        let json = """
        {"marketType":"spread","marketDisplay":"Spread","openingLines":[],"closingLines":[{"book":"FanDuel",
        "side":"BOS","line":-4.5,"price":130.0,"priceDisplay":"+130","isClosingLine":true,"isBest":true}]}
        """
        let market = try TestPaths.decode(OddsTableMarket.self, json)
        #expect(market.closingLines.first?.price == 130)
        #expect(market.closingLines.first?.isBest == true)
        let health = try TestPaths.decode(DataHealth.self,
            #"{"skaterCount":0,"goalieCount":0,"isHealthy":false,"issues":["zero_skaters_for_completed_game"]}"#)
        #expect(health.isHealthy == false)
        #expect(health.issues == ["zero_skaters_for_completed_game"])
    }

    @Test func encodesAndDecodesBack() throws {
        let detail = try TestPaths.decode(GameDetail.self, Self.contractExample)
        let data = try JSONEncoder.contract().encode(detail)
        let again = try JSONDecoder.contract().decode(GameDetail.self, from: data)
        #expect(again.plays == detail.plays)
        #expect(again.game.id == detail.game.id)
    }
}
