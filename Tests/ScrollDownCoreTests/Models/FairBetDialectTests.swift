import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// sda sends FairBet in camelCase, the older backend in snake_case
/// (docs/backend.md#key-casing-and-dialects). One model reads both, to the same values.
@Suite struct FairBetDialectTests {
    /// The contract example rewritten the way pydantic's `to_camel` writes it at sda HEAD.
    static let camel = """
    {"bets":[{"gameId":9150,"leagueCode":"NBA","homeTeam":"Boston Celtics","awayTeam":"New York Knicks",
    "homeTeamAbbr":"BOS","awayTeamAbbr":"NYK",
    "gameDate":"2026-04-18T23:30:00Z","marketKey":"spreads","selectionKey":"team:boston_celtics","lineValue":-4.5,
    "marketCategory":"mainline","playerName":null,"description":null,"trueProb":0.5123,"referencePrice":-112.0,
    "oppositeReferencePrice":-108.0,"books":[{"book":"FanDuel","price":-105.0,"observedAt":"2026-04-18T20:01:02Z",
    "evPercent":2.31,"displayEv":2.31,"impliedProb":0.5122,"isSharp":false,"evMethod":"pinnacle_devig",
    "evConfidenceTier":"full","bookAbbr":"FD","priceDecimal":1.952,"evTier":"positive"}],"hasFair":true,
    "evMethod":"pinnacle_devig","evConfidenceTier":"full","evDisabledReason":null,"confidence":0.91,
    "confidenceFlags":[],"fairAmericanOdds":-105,"selectionDisplay":"BOS -4.5","marketDisplayName":"Spread",
    "bestBook":"FanDuel","bestEvPercent":2.31,"isReliablyPositive":true,"confidenceDisplayLabel":"Sharp",
    "evMethodDisplayName":"Pinnacle Devig","explanationSteps":[{"stepNumber":1,"title":"Reference","description":"Pinnacle",
    "detailRows":[{"label":"Price","value":"-112","isHighlight":true},{"label":"Prob","value":0.5123,"isHighlight":false}]}]}],
    "items":[],"total":143,"hasMore":true,"nextCursor":"eyJzb3J0IjoiZXYiLCJpIjo1MDB9","snapshotId":"a1b2c3",
    "generatedAt":"2026-04-18T20:01:05Z","requestId":"5f0c","pageLatencyMs":84,"partial":false,"warnings":[],
    "booksAvailable":["FanDuel"],"marketCategoriesAvailable":["mainline"],
    "gamesAvailable":[{"game_id":9150,"matchup":"New York Knicks @ Boston Celtics","game_date":"2026-04-18T23:30:00+00:00"}],
    "evDiagnostics":{"total_pairs":80,"passed":61},
    "evConfig":{"min_books_for_display":3,"ev_color_thresholds":{"strong_positive":5.0,"positive":0.0}}}
    """

    @Test func camelAndSnakeDecodeToTheSameValues() throws {
        let camel = try TestPaths.decode(FairBetPage.self, Self.camel)
        let snake = try TestPaths.decode(FairBetPage.self, FairBetTests.contractExample)
        var camelBet = try #require(camel.bets.first)
        #expect(camelBet.homeTeamAbbr == "BOS")
        #expect(camelBet.awayTeamAbbr == "NYK")
        camelBet.homeTeamAbbr = nil
        camelBet.awayTeamAbbr = nil
        #expect(camelBet == snake.bets.first)
        #expect(camel.booksAvailable == snake.booksAvailable)
        #expect(camel.marketCategoriesAvailable == snake.marketCategoriesAvailable)
        #expect(camel.gamesAvailable == snake.gamesAvailable)
        #expect(camel.evDiagnostics == snake.evDiagnostics)
        #expect(camel.evConfig == snake.evConfig)
        #expect(camel.snapshotId == "a1b2c3")
        #expect(camelBet.explanationSteps?.first?.detailRows.first?.isHighlight == true)
    }

    @Test func theEmptySdaRecordingDecodes() throws {
        guard let shared = TestPaths.sharedData else { return }
        let data = try Data(contentsOf: shared.appendingPathComponent("real-dev-sda/api/fairbet/odds.json"))
        let page = try JSONDecoder.contract().decode(FairBetPage.self, from: data)
        #expect(page.bets.isEmpty)
        #expect(page.hasMore == false)
        #expect(page.evConfig?["min_books_for_display"] == .number(3))
    }

    @Test func aMissingRequiredKeyNamesTheSnakeSpelling() {
        #expect(throws: DecodingError.self) {
            try TestPaths.decode(FairBet.self, #"{"leagueCode":"NBA"}"#)
        }
        do {
            _ = try TestPaths.decode(FairBet.self, #"{"leagueCode":"NBA"}"#)
        } catch let DecodingError.keyNotFound(key, _) {
            #expect(key.stringValue == "game_id")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func camelHelperFollowsPydantic() {
        #expect(StringKey.camel("game_id") == "gameId")
        #expect(StringKey.camel("opposite_reference_price") == "oppositeReferencePrice")
        #expect(StringKey.camel("book") == "book")
    }
}
