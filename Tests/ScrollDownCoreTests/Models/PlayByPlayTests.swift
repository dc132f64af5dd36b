import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct PlayByPlayTests {
    static let contractExample = """
    {"game_id":9101,"game_date":"2026-01-23T00:30:00+00:00","home_team":"Boston Celtics","away_team":"New York Knicks",
    "game_status":"final","total_plays":512,"plays":[{"play_index":0,"quarter":1,"game_clock":"12:00","play_type":"jump_ball",
    "team_abbreviation":null,"team_id":null,"team_resolved":false,"player_name":null,"player_id":null,
    "description":"Jump ball","home_score":0,"away_score":0,"has_raw_data":true},
    {"play_index":1,"quarter":1,"game_clock":"11:41","play_type":"2pt","team_abbreviation":"BOS","team_id":2,
    "team_resolved":true,"player_name":"J. Tatum","player_id":"1628369","description":"Tatum layup","home_score":2,
    "away_score":0,"has_raw_data":true}],
    "resolution_summary":{"total_plays":1,"teams_resolved":0,"teams_unresolved":1,"team_resolution_rate":0.0,
    "players_with_name":0,"players_without_name":1,"plays_with_score":1,"plays_without_score":0}}
    """

    @Test func decodesTheContractExample() throws {
        let pbp = try TestPaths.decode(PlayByPlay.self, Self.contractExample)
        #expect(pbp.gameId == 9101)
        #expect(pbp.gameDate == "2026-01-23T00:30:00+00:00")
        #expect(pbp.gameStatus == .final)
        #expect(pbp.totalPlays == 512)
        #expect(pbp.plays.map(\.playIndex) == [0, 1])
        #expect(pbp.plays[0].teamResolved == false)
        #expect(pbp.plays[1].teamAbbreviation == "BOS")
        #expect(pbp.plays[1].teamId == 2)
        #expect(pbp.plays[1].playerId == "1628369")
        #expect(pbp.plays[1].homeScore == 2)
        #expect(pbp.resolutionSummary?["plays_with_score"] == .number(1))
    }

    @Test func missingPlaysKeyFails() {
        let json = #"{"game_id":1,"game_date":"","home_team":"A","away_team":"B","game_status":"final","total_plays":3,"events":[]}"#
        #expect(throws: DecodingError.self) { try TestPaths.decode(PlayByPlay.self, json) }
    }

    @Test func emptyGameDateAndUnknownStatusAreAccepted() throws {
        let json = #"{"game_id":1,"game_date":"","home_team":"Unknown","away_team":"B","game_status":"recap_done","total_plays":0,"plays":[],"resolution_summary":{}}"#
        let pbp = try TestPaths.decode(PlayByPlay.self, json)
        #expect(pbp.gameDate == "")
        #expect(pbp.gameStatus == .unknown("recap_done"))
        #expect(pbp.plays.isEmpty)
    }
}
