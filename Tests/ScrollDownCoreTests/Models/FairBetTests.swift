import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct FairBetTests {
    static let contractExample = """
    {"bets":[{"game_id":9150,"league_code":"NBA","home_team":"Boston Celtics","away_team":"New York Knicks",
    "game_date":"2026-04-18T23:30:00Z","market_key":"spreads","selection_key":"team:boston_celtics","line_value":-4.5,
    "market_category":"mainline","player_name":null,"description":null,"true_prob":0.5123,"reference_price":-112.0,
    "opposite_reference_price":-108.0,"books":[{"book":"FanDuel","price":-105.0,"observed_at":"2026-04-18T20:01:02Z",
    "ev_percent":2.31,"display_ev":2.31,"implied_prob":0.5122,"is_sharp":false,"ev_method":"pinnacle_devig",
    "ev_confidence_tier":"full","book_abbr":"FD","price_decimal":1.952,"ev_tier":"positive"}],"has_fair":true,
    "ev_method":"pinnacle_devig","ev_confidence_tier":"full","ev_disabled_reason":null,"confidence":0.91,
    "confidence_flags":[],"fair_american_odds":-105,"selection_display":"BOS -4.5","market_display_name":"Spread",
    "best_book":"FanDuel","best_ev_percent":2.31,"is_reliably_positive":true,"confidence_display_label":"Sharp",
    "ev_method_display_name":"Pinnacle Devig","explanation_steps":[{"step_number":1,"title":"Reference","description":"Pinnacle",
    "detail_rows":[{"label":"Price","value":"-112","is_highlight":true},{"label":"Prob","value":0.5123,"is_highlight":false}]}]}],
    "items":[{"not":"a bet"}],"total":143,"hasMore":true,
    "nextCursor":"eyJzb3J0IjoiZXYiLCJpIjo1MDB9","snapshotId":"a1b2c3","generatedAt":"2026-04-18T20:01:05Z",
    "requestId":"5f0c","pageLatencyMs":84,"partial":false,"warnings":[],"books_available":["FanDuel"],
    "market_categories_available":["mainline"],"games_available":[{"game_id":9150,"matchup":"New York Knicks @ Boston Celtics",
    "game_date":"2026-04-18T23:30:00+00:00"}],"ev_diagnostics":{"total_pairs":80,"passed":61},
    "ev_config":{"min_books_for_display":3,"ev_color_thresholds":{"strong_positive":5.0,"positive":0.0}}}
    """

    @Test func decodesTheContractExample() throws {
        let page = try TestPaths.decode(FairBetPage.self, Self.contractExample)
        #expect(page.total == 143)
        #expect(page.hasMore == true)
        #expect(page.nextCursor == "eyJzb3J0IjoiZXYiLCJpIjo1MDB9")
        #expect(page.snapshotId == "a1b2c3")
        #expect(page.generatedAt == ISO8601.parse("2026-04-18T20:01:05Z"))
        #expect(page.booksAvailable == ["FanDuel"])
        #expect(page.gamesAvailable.first?.matchup == "New York Knicks @ Boston Celtics")
        #expect(page.gamesAvailable.first?.gameDate == ISO8601.parse("2026-04-18T23:30:00Z"))
        #expect(page.evDiagnostics["passed"] == .number(61))
        #expect(page.evConfig?["min_books_for_display"] == .number(3))
        let bet = try #require(page.bets.first)
        #expect(bet.gameId == 9150)
        #expect(bet.lineValue == -4.5)
        #expect(bet.marketCategory == .mainline)
        #expect(bet.trueProb == 0.5123)
        #expect(bet.referencePrice == -112.0)
        #expect(bet.hasFair)
        #expect(bet.evMethod == .pinnacleDevig)
        #expect(bet.evConfidenceTier == .full)
        #expect(bet.evDisabledReason == nil)
        #expect(bet.fairAmericanOdds == -105)
        #expect(bet.bestBook == "FanDuel")
        #expect(bet.selectionDisplay == "BOS -4.5")
        #expect(bet.explanationSteps?.first?.detailRows.map(\.value) == ["-112", "0.5123"])
        #expect(bet.explanationSteps?.first?.detailRows.first?.isHighlight == true)
        let book = try #require(bet.books.first)
        #expect(book.price == -105.0)
        #expect(book.evPercent == 2.31)
        #expect(book.evTier == .positive)
        #expect(book.bookAbbr == "FD")
        #expect(book.priceDecimal == 1.952)
        #expect(bet.maxBookEVPercent == 2.31)
    }

    @Test func pricesMayBeFloatsOrIntegers() throws {
        let json = #"{"book":"DK","price":-110.5,"observed_at":"2026-04-18T20:01:02.123456Z","is_sharp":true}"#
        let book = try TestPaths.decode(BookOdds.self, json)
        #expect(book.price == -110.5)
        #expect(book.isSharp)
        #expect(book.evPercent == nil)
        #expect(try TestPaths.decode(BookOdds.self, #"{"book":"DK","price":150,"observed_at":null,"is_sharp":false}"#).price == 150)
    }

    @Test func olderServerEnvelopeAndUnknownEnums() throws {
        let json = """
        {"bets":[{"game_id":1,"league_code":"MLB","home_team":"A","away_team":"B","game_date":"2026-04-18T23:30:00Z",
        "market_key":"batter_hits_q9","selection_key":"player:x:over","line_value":0.5,"market_category":"inning_prop",
        "books":[],"has_fair":false,"ev_method":"magic","ev_confidence_tier":"high","ev_disabled_reason":"reference_stale",
        "confidence_flags":["extrapolated"],"fair_american_odds":null}],"total":null}
        """
        let page = try TestPaths.decode(FairBetPage.self, json)
        #expect(page.hasMore == nil)
        #expect(page.total == nil)
        #expect(page.warnings.isEmpty)
        let bet = try #require(page.bets.first)
        #expect(bet.leagueCode == "MLB")
        #expect(bet.marketCategory == .unknown("inning_prop"))
        #expect(bet.evMethod == .unknown("magic"))
        #expect(bet.evConfidenceTier == .high)
        #expect(bet.evConfidenceTier?.normalized == .full)
        #expect(bet.evDisabledReason == .referenceStale)
        #expect(bet.confidenceFlags == ["extrapolated"])
    }

    @Test(arguments: [(ConfidenceTier.high, ConfidenceTier.full), (.medium, .decent), (.low, .thin),
                      (.full, .full), (.thin, .thin), (.unknown("x"), .unknown("x"))])
    func confidenceTierNormalizes(tier: ConfidenceTier, normalized: ConfidenceTier) {
        #expect(tier.normalized == normalized)
    }
}
