import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Both backends decode into one model: the older dialect (`Fixtures/api`) and sda's
/// (`Fixtures/sda/api`), recorded over the same games (docs/backend.md#key-casing-and-dialects).
@Suite struct DialectTests {
    static let older = TestPaths.fixtures.appendingPathComponent("api")
    static let sda = TestPaths.sdaFixtures.appendingPathComponent("api")

    static func load<T: Decodable>(_ type: T.Type, _ root: URL, _ path: String) throws -> T {
        try JSONDecoder.contract().decode(type, from: Data(contentsOf: root.appendingPathComponent(path)))
    }

    static let gameIDs: [Int] = {
        let list = try? load(GameListResponse.self, older, "admin/sports/games.json")
        return (list?.games ?? []).map(\.id)
    }()

    @Test func bothRecordingsHoldTheSameGames() throws {
        let older = try Self.load(GameListResponse.self, Self.older, "admin/sports/games.json").games
        let sda = try Self.load(GameListResponse.self, Self.sda, "admin/sports/games.json").games
        #expect(older.count == 59)
        #expect(Set(older.map(\.id)) == Set(sda.map(\.id)))
        let sdaByID = Dictionary(uniqueKeysWithValues: sda.map { ($0.id, $0) })
        for game in older {
            let other = try #require(sdaByID[game.id])
            #expect(other.scorePair.map { [$0.home, $0.away] } == game.scorePair.map { [$0.home, $0.away] }, "list score of \(game.id)")
            #expect(other.state == game.state, "list state of \(game.id)")
        }
    }

    @Test(arguments: gameIDs)
    func gameDetailReadsTheSameInBothDialects(id: Int) throws {
        let older = try Self.load(GameDetail.self, Self.older, "admin/sports/games/\(id).json")
        let sda = try Self.load(GameDetail.self, Self.sda, "admin/sports/games/\(id).json")
        #expect(sda.game.scorePair.map { [$0.home, $0.away] } == older.game.scorePair.map { [$0.home, $0.away] })
        #expect(sda.game.state == older.game.state)
        #expect(sda.game.liveSnapshot?.homeScore == older.game.liveSnapshot?.homeScore)
        #expect(sda.game.liveSnapshot?.awayScore == older.game.liveSnapshot?.awayScore)
        #expect(sda.plays == older.plays, "plays of \(id) differ between dialects")
        let olderPBP = try Self.load(PlayByPlay.self, Self.older, "admin/sports/pbp/game/\(id).json")
        let sdaPBP = try Self.load(PlayByPlay.self, Self.sda, "admin/sports/pbp/game/\(id).json")
        #expect(sdaPBP.plays == olderPBP.plays, "raw plays of \(id) differ between dialects")
        #expect(sdaPBP.totalPlays == olderPBP.totalPlays)
        #expect(sdaPBP.gameId == olderPBP.gameId && sdaPBP.homeTeam == olderPBP.homeTeam)
    }

    @Test func scoreObjectsReadAsTheFlatKeys() throws {
        let json = #"""
        {"games":[{"id":9101,"leagueCode":"NBA","gameDate":"2026-01-23T00:30:00Z","homeTeam":"Boston Celtics",
         "awayTeam":"New York Knicks","status":"recap_ready","score":{"home":118,"away":111},"currentPeriod":null,
         "gameClock":null,"isLive":false,"isFinal":false,"isPregame":false,
         "liveSnapshot":{"periodLabel":"Q4","timeLabel":"Q4 0:00","score":{"home":118,"away":111},"currentPeriod":4,"gameClock":"0:00"}},
         {"id":9102,"leagueCode":"NBA","gameDate":"2026-01-23T00:30:00Z","homeTeam":"A","awayTeam":"B","status":"scheduled","score":null}],
         "total":2,"nextOffset":null}
        """#
        let games = try TestPaths.decode(GameListResponse.self, json).games
        #expect(games[0].homeScore == 118 && games[0].awayScore == 111)
        #expect(games[0].liveSnapshot?.homeScore == 118 && games[0].liveSnapshot?.awayScore == 111)
        #expect(games[0].currentPeriod == nil && games[0].gameClock == nil)
        #expect(games[1].scorePair == nil)
    }

    @Test(arguments: ["recap_pending", "recap_ready", "recap_failed", "archived", "RECAP_READY"])
    func finishedStatusesAreFinalThoughEveryFlagIsFalse(status: String) {
        let parsed = GameStatus(rawString: status)
        #expect(!parsed.isUnknown)
        #expect(GameState.from(status: parsed, isLive: false, isFinal: false, isPregame: false) == .final)
    }

    @Test func bothSpellingsOfCanceledAreCanceled() {
        for raw in ["canceled", "cancelled"] {
            #expect(GameState.from(status: GameStatus(rawString: raw), isLive: nil, isFinal: nil, isPregame: nil) == .canceled)
        }
    }

    @Test func camelPlayByPlayEqualsSnake() throws {
        let snake = #"""
        {"game_id":9,"game_date":"2026-01-23T00:30:00+00:00","home_team":"H","away_team":"A","game_status":"final",
         "total_plays":1,"plays":[{"play_index":4,"quarter":2,"game_clock":"7:12","play_type":"3pt","team_abbreviation":"BOS",
         "team_id":7,"team_resolved":true,"player_name":"X","player_id":"55","description":"3PT","home_score":10,
         "away_score":8,"has_raw_data":true}]}
        """#
        let camel = #"""
        {"gameId":9,"gameDate":"2026-01-23T00:30:00+00:00","homeTeam":"H","awayTeam":"A","gameStatus":"final",
         "totalPlays":1,"plays":[{"playIndex":4,"quarter":2,"gameClock":"7:12","playType":"3pt","teamAbbreviation":"BOS",
         "teamId":7,"teamResolved":true,"playerName":"X","playerId":55,"description":"3PT","score":{"home":10,"away":8},
         "hasRawData":true}],"resolutionSummary":{"total_plays":1}}
        """#
        let a = try TestPaths.decode(PlayByPlay.self, snake)
        let b = try TestPaths.decode(PlayByPlay.self, camel)
        #expect(a.plays == b.plays)
        #expect(b.plays[0].homeScore == 10 && b.plays[0].awayScore == 8 && b.plays[0].playerId == "55")
        #expect(a.gameId == b.gameId && a.totalPlays == b.totalPlays && a.gameStatus == b.gameStatus)
        // A missing `plays` still fails loudly in either dialect (docs/backend.md#play-by-play).
        #expect(throws: DecodingError.self) { try TestPaths.decode(PlayByPlay.self, #"{"gameId":9,"homeTeam":"H","awayTeam":"A","gameStatus":"final"}"#) }
    }

    @Test func camelSocialPostsEqualSnake() throws {
        let snake = #"{"posts":[{"id":1,"game_id":9,"team_id":"BOS","post_url":"u","posted_at":"2026-01-23T00:00:00Z","has_video":true,"video_url":"v","image_url":null,"tweet_text":"Lineup","source_handle":"celtics","media_type":"video"}],"total":1}"#
        let camel = #"{"posts":[{"id":1,"gameId":9,"teamId":"BOS","postUrl":"u","postedAt":"2026-01-23T00:00:00Z","hasVideo":true,"videoUrl":"v","imageUrl":null,"tweetText":"Lineup","sourceHandle":"celtics","mediaType":"video"}],"total":1}"#
        let a = try TestPaths.decode(SocialPostsResponse.self, snake)
        let b = try TestPaths.decode(SocialPostsResponse.self, camel)
        #expect(a == b)
        #expect(b.posts[0].tweetText == "Lineup" && b.posts[0].hasVideo)
    }

    @Test func playScoresBeforeAndAfterReadFromObjects() throws {
        let json = #"""
        {"game":{"id":1,"leagueCode":"NHL","gameDate":"2026-01-23T00:30:00Z","homeTeam":"H","awayTeam":"A","status":"final"},
         "plays":[{"playIndex":3,"quarter":1,"score":{"home":1,"away":0},"scoreBefore":{"home":0,"away":0},"periodType":"REG"}]}
        """#
        let play = try #require(try TestPaths.decode(GameDetail.self, json).plays.first)
        #expect(play.homeScore == 1 && play.awayScore == 0)
        #expect(play.homeScoreBefore == 0 && play.awayScoreBefore == 0)
        #expect(play.periodType == "REG")
    }

    /// sda's header says `2OT` for an NHL shootout; the plays' `periodType` decides.
    static func nhlDetail(seasonType: String, periodType: String?, label: String = "2OT") -> String {
        let type = periodType.map { "\"\($0)\"" } ?? "null"
        return """
        {"game":{"id":1,"leagueCode":"NHL","gameDate":"2026-01-23T00:30:00Z","homeTeam":"H","awayTeam":"A","status":"recap_ready",
          "seasonType":"\(seasonType)","score":{"home":3,"away":2},"currentPeriodLabel":"\(label)",
          "liveSnapshot":{"periodLabel":"\(label)","timeLabel":"\(label) 00:00","score":{"home":3,"away":2},"currentPeriod":5,"gameClock":"00:00"}},
         "plays":[{"playIndex":1,"quarter":4,"periodLabel":"OT","timeLabel":"OT 5:00","periodType":\(periodType == nil ? "null" : "\"OT\"")},
                  {"playIndex":2,"quarter":5,"periodLabel":"\(label)","timeLabel":"\(label) 00:00","periodType":\(type)}]}
        """
    }

    @Test func shootoutPeriodTypeBeatsTheTwoOvertimeHeaderLabel() throws {
        let detail = try TestPaths.decode(GameDetail.self, Self.nhlDetail(seasonType: "playoff", periodType: "SO"))
        #expect(detail.game.currentPeriodLabel == "SO")
        #expect(detail.game.liveSnapshot?.periodLabel == "SO")
        #expect(detail.game.liveSnapshot?.timeLabel == "SO 00:00")
        #expect(detail.plays.map(\.periodLabel) == ["OT", "SO"])
        #expect(detail.plays[1].timeLabel == "SO 00:00")
    }

    @Test func regularSeasonFifthPeriodWithoutPeriodTypeIsAShootout() throws {
        let regular = try TestPaths.decode(GameDetail.self, Self.nhlDetail(seasonType: "regular", periodType: nil))
        #expect(regular.game.currentPeriodLabel == "SO")
        #expect(regular.plays.last?.periodLabel == "SO")
        // A playoff game's fifth period is a second overtime.
        let playoff = try TestPaths.decode(GameDetail.self, Self.nhlDetail(seasonType: "playoff", periodType: nil))
        #expect(playoff.game.currentPeriodLabel == "2OT")
        #expect(playoff.plays.last?.periodLabel == "2OT")
        // An explicit OT period type is believed, whatever the season.
        let explicit = try TestPaths.decode(GameDetail.self, Self.nhlDetail(seasonType: "regular", periodType: "OT"))
        #expect(explicit.game.currentPeriodLabel == "2OT")
    }

    @Test func theRevealedShootoutNoteSaysSO() throws {
        let detail = try TestPaths.decode(GameDetail.self, Self.nhlDetail(seasonType: "regular", periodType: "SO"))
        let policy = RevealPolicy(rules: RevealRules(peek: true))
        guard case .visible(let score?, _) = policy.outcomeView(of: detail) else {
            Issue.record("expected a visible score")
            return
        }
        #expect(score.periodNote == "SO")
        #expect(score.home == 3 && score.away == 2)
    }
}
