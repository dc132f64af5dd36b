import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct GameFlowTests {
    static let contractExample = """
    {"gameId":9101,"flow":{"moments":[{"playIds":[0,1,2],"explicitlyNarratedPlayIds":[2],"period":1,
    "startClock":"12:00","endClock":"10:41","scoreBefore":[0,0],"scoreAfter":[2,3],"narrative":null,"cumulativeBoxScore":null}]},
    "blocks":[{"blockIndex":0,"role":"SETUP","momentIndices":[0],"periodStart":1,"periodEnd":1,"startClock":"12:00",
    "endClock":"6:10","scoreBefore":[0,0],"scoreAfter":[14,17],"playIds":[0,1,2],"keyPlayIds":[2],
    "narrative":"Boston opened with crisp ball movement while New York leaned on its bench.",
    "miniBox":{"home":{"team":"Boston Celtics","players":[{"name":"J. Tatum","pts":8,"deltaPts":8,"reb":2,"ast":1,"3pm":2}]},
    "away":{"team":"New York Knicks","players":[]},"blockStars":["Tatum"]},"embeddedSocialPostId":null},
    {"blockIndex":2,"role":"CLOSING_ACT","momentIndices":[0],"periodStart":4,"periodEnd":5,"scoreBefore":[14,17],
    "scoreAfter":[111,118],"playIds":[],"keyPlayIds":[],"narrative":null,"miniBox":null,"embeddedSocialPostId":77}],
    "plays":[{"playId":2,"playIndex":2,"period":1,"clock":"10:41","playType":"3pt","description":"Tatum 26' 3PT","homeScore":3,"awayScore":2}],
    "validationPassed":true,"validationErrors":[],"totalWords":13,"homeTeam":"Boston Celtics","awayTeam":"New York Knicks",
    "homeTeamAbbr":"BOS","awayTeamAbbr":"NYK","leagueCode":"NBA","homeTeamColorLight":"#007A33","homeTeamColorDark":"#2FA85A",
    "awayTeamColorLight":"#006BB6","awayTeamColorDark":"#F58426"}
    """

    @Test func decodesTheContractExample() throws {
        let flow = try TestPaths.decode(GameFlow.self, Self.contractExample)
        #expect(flow.gameId == 9101)
        #expect(flow.moments.count == 1)
        #expect(flow.moments.first?.scoreAfter == [2, 3])
        #expect(flow.moments.first?.narrative == nil)
        let blocks = try #require(flow.blocks)
        #expect(blocks.map(\.blockIndex) == [0, 2])
        #expect(blocks[0].role == .setup)
        #expect(blocks[1].role == .unknown("CLOSING_ACT"))
        #expect(blocks[1].narrative == nil)
        #expect(blocks[1].embeddedSocialPostId == 77)
        #expect(blocks[1].periodEnd == 5)
        let player = try #require(blocks[0].miniBox?.home?.players.first)
        #expect(player.name == "J. Tatum")
        #expect(player.stats == ["pts": 8, "deltaPts": 8, "reb": 2, "ast": 1, "3pm": 2])
        #expect(player["3pm"] == 2)
        #expect(blocks[0].miniBox?.blockStars == ["Tatum"])
        #expect(flow.plays.first?.playId == 2)
        #expect(flow.plays.first?.homeScore == 3)
        #expect(flow.validationPassed == true)
        #expect(flow.totalWords == 13)
        #expect(flow.leagueCode == "NBA")
    }

    @Test func scoresAreAwayThenHome() throws {
        let blocks = try #require(try TestPaths.decode(GameFlow.self, Self.contractExample).blocks)
        #expect(blocks[0].awayHomeBefore == nil) // [0, 0] means unknown
        let after = try #require(blocks[0].awayHomeAfter)
        #expect(after.away == 14)
        #expect(after.home == 17)
        #expect(FlowBlock.awayHome([1]) == nil)
        #expect(FlowBlock.awayHome([1, 2, 3]) == nil)
    }

    @Test(arguments: [#"{"gameId":7,"plays":[]}"#, #"{"gameId":7,"flow":null,"plays":[]}"#])
    func absentOrNullFlowMeansNoMoments(json: String) throws {
        let flow = try TestPaths.decode(GameFlow.self, json)
        #expect(flow.gameId == 7)
        #expect(flow.moments.isEmpty)
    }

    @Test func nullBlocksMeansNoBlocks() throws {
        let json = #"{"gameId":1,"flow":{"moments":[]},"blocks":null,"plays":[],"validationPassed":true,"validationErrors":[],"totalWords":null}"#
        let flow = try TestPaths.decode(GameFlow.self, json)
        #expect(flow.blocks == nil)
        #expect(flow.totalWords == nil)
        #expect(flow.moments.isEmpty)
    }

    @Test func encodesMomentsBackUnderFlow() throws {
        let flow = try TestPaths.decode(GameFlow.self, Self.contractExample)
        let again = try JSONDecoder.contract().decode(GameFlow.self, from: JSONEncoder.contract().encode(flow))
        #expect(again == flow)
    }
}
