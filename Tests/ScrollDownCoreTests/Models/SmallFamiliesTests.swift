import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct SmallFamiliesTests {
    @Test func socialPostsAreSnakeCase() throws {
        let json = """
        {"posts":[{"id":77,"game_id":9101,"team_id":"BOS","post_url":"https://x.com/celtics/status/1",
        "posted_at":"2026-01-22T23:00:00Z","has_video":false,"video_url":null,"image_url":null,
        "tweet_text":"Starting five tonight","source_handle":"celtics","media_type":"none"}],"total":1}
        """
        let response = try TestPaths.decode(SocialPostsResponse.self, json)
        #expect(response.total == 1)
        let post = try #require(response.posts.first)
        #expect(post.id == 77)
        #expect(post.gameId == 9101)
        #expect(post.teamId == "BOS")
        #expect(post.postUrl == "https://x.com/celtics/status/1")
        #expect(post.postedAt == ISO8601.parse("2026-01-22T23:00:00Z"))
        #expect(post.tweetText == "Starting five tonight")
        #expect(post.videoUrl == nil)
        #expect(post.mediaType == "none")
    }

    @Test func recapAvailableAndNot() throws {
        let pre = try TestPaths.decode(Recap.self,
            #"{"game_id":9101,"reveal":"pre","available":true,"summary":"Scoring bursts kept the tempo high.","reason":null}"#)
        #expect(pre.gameId == 9101)
        #expect(pre.reveal == .pre)
        #expect(pre.available)
        #expect(pre.summary == "Scoring bursts kept the tempo high.")
        let missing = try TestPaths.decode(Recap.self,
            #"{"game_id":1,"reveal":"post","available":false,"summary":null,"reason":"pbp_missing"}"#)
        #expect(missing.reveal == .post)
        #expect(!missing.available)
        #expect(missing.summary == nil)
        #expect(missing.reason == "pbp_missing")
    }

    @Test func teams() throws {
        let json = """
        {"teams":[{"id":2,"name":"Boston Celtics","shortName":"Celtics","abbreviation":"BOS","leagueCode":"NBA",
        "gamesCount":82,"colorLightHex":"#007A33","colorDarkHex":"#2FA85A","colorSecondaryLightHex":null,"colorSecondaryDarkHex":null}],"total":1}
        """
        let list = try TestPaths.decode(TeamListResponse.self, json)
        #expect(list.total == 1)
        #expect(list.teams.first?.abbreviation == "BOS")
        #expect(list.teams.first?.gamesCount == 82)
        #expect(list.teams.first?.colorSecondaryDarkHex == nil)
    }

    @Test func timelineEntriesOfEachKind() throws {
        let json = """
        {"gameId":9101,"sport":"NBA","timelineVersion":"v1","generatedAt":"2026-01-23T04:00:00Z",
        "timeline":[{"event_type":"pbp","phase":"q1","play_index":2,"quarter":1,"game_clock":"10:41","description":"Tatum 26' 3PT",
        "home_score":3,"away_score":2,"synthetic_timestamp":"2026-01-23T00:31:19+00:00","game_progress":0.02},
        {"event_type":"tweet","phase":"pregame","role":"hype","intra_phase_order":1,"author":"Celtics","handle":"celtics","text":"Let's go"},
        {"event_type":"odds","phase":"pregame","odds_type":"closing_line","book":"FanDuel","markets":{"spread":{"line":-4.5}}},
        {"event_type":"poll","phase":"q2"}],
        "summary":{"ai_generated":false,"summary_text":"","highlights":[]},"gameAnalysis":{"key_moments":[],"game_flow":{}}}
        """
        let timeline = try TestPaths.decode(GameTimeline.self, json)
        #expect(timeline.gameId == 9101)
        #expect(timeline.generatedAt == ISO8601.parse("2026-01-23T04:00:00Z"))
        #expect(timeline.timeline.map(\.eventType) == [.pbp, .tweet, .odds, .unknown("poll")])
        let pbp = timeline.timeline[0]
        #expect(pbp.playIndex == 2)
        #expect(pbp.homeScore == 3)
        #expect(pbp.gameProgress == 0.02)
        #expect(pbp.syntheticTimestamp == ISO8601.parse("2026-01-23T00:31:19Z"))
        #expect(timeline.timeline[1].role == "hype")
        #expect(timeline.timeline[1].handle == "celtics")
        #expect(timeline.timeline[2].oddsType == "closing_line")
        #expect(timeline.timeline[2].markets?["spread"]?["line"] == .number(-4.5))
        #expect(timeline.summary?["ai_generated"] == .bool(false))
        #expect(timeline.gameAnalysis?["game_flow"] == .object([:]))
    }

    @Test func errorDetailAsString() throws {
        let body = try TestPaths.decode(APIErrorBody.self, #"{"detail":"Invalid API key"}"#)
        #expect(body.message == "Invalid API key")
    }

    @Test func errorDetailAsArray() throws {
        let json = #"{"detail":[{"type":"greater_than_equal","loc":["query","limit"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}},{"type":"int_parsing","loc":["path","game_id",0],"msg":"Input should be a valid integer"}]}"#
        let body = try TestPaths.decode(APIErrorBody.self, json)
        #expect(body.message == "query.limit: Input should be greater than or equal to 1; path.game_id.0: Input should be a valid integer")
    }

    @Test func errorDetailIsCleanedAndBounded() throws {
        let long = String(repeating: "x", count: 300)
        let body = try TestPaths.decode(APIErrorBody.self, #"{"detail":"\u001b[2Jbad \#(long)"}"#)
        #expect(body.message == "[2Jbad " + String(repeating: "x", count: 193) + "…")
        #expect(APIErrorBody.message(in: Data(#"{"detail":[{"loc":["query",7]}]}"#.utf8)) == "query.7: invalid")
        #expect(APIErrorBody.message(in: Data("Internal Server Error\nstack".utf8)) == "Internal Server Error")
        #expect(APIErrorBody.message(in: Data(#"{"detail":""}"#.utf8)) == nil)
    }

    @Test func errorDetailAbsent() throws {
        #expect(try TestPaths.decode(APIErrorBody.self, "{}").message == "")
    }
}
