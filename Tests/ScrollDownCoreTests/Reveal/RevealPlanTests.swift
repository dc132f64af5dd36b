import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The reveal layer's decisions, asked of it directly: what mark-read and catch-up reveal, when the
/// post-reveal recap and in-game prices may be fetched, and what the settings mean for the rules.
@Suite struct RevealPlanTests {
    static func firstGame(_ state: GameState) throws -> GameSummary {
        try #require(try FixtureGames.all().first { $0.state == state })
    }

    static func detail(_ state: GameState) throws -> GameDetail {
        try FixtureGames.detail(try firstGame(state).id)
    }

    /// A final fixture game, told as though still in progress (the fixtures have no live game).
    static func liveDetail() throws -> GameDetail {
        var detail = try detail(.final)
        detail.game.status = .live
        detail.game.fields.isLive = true
        detail.game.fields.isFinal = false
        return detail
    }

    @Test func markReadRevealsOnlyInModeOnMarkReadAndOnlyFinalGames() throws {
        let final = try Self.detail(.final)
        var settings = Settings()
        #expect(try RevealPolicy.markReadPlan(gameID: 5, final, settings: settings) == MarkReadPlan(gameID: 5, revealsOutcome: true))
        settings.scoreRevealMode = .always
        #expect(try RevealPolicy.markReadPlan(gameID: 5, final, settings: settings).revealsOutcome == false)
        let live = try Self.liveDetail()
        #expect(throws: ScrollDownError.gameNotFinal(id: 6, state: .live)) {
            try RevealPolicy.markReadPlan(gameID: 6, live, settings: settings)
        }
    }

    @Test func catchUpRevealsFinalGamesExceptAlwaysHideTeams() throws {
        let games = try FixtureGames.all()
        let finals = games.filter { $0.state == .final }
        let everyFinal = RevealPolicy(rules: RevealRules()).catchUpPlan(games)
        // As the games were played: oldest first, games that start together by id.
        #expect(everyFinal.reveal == finals.sorted { ($0.gameDate, $0.id) < ($1.gameDate, $1.id) })
        #expect(everyFinal.keptHidden.isEmpty)
        let team = try #require(finals.first?.homeTeam)
        let plan = RevealPolicy(rules: RevealRules(alwaysHideTeams: [team])).catchUpPlan(games)
        #expect(plan.keptHidden.contains { $0.homeTeam == team || $0.awayTeam == team })
        #expect(!plan.reveal.contains { $0.homeTeam == team || $0.awayTeam == team })
        #expect(plan.reveal.count + plan.keptHidden.count == finals.count)
    }

    @Test func thePostRevealRecapIsAskedForOnlyWhenTheOutcomeIsVisible() throws {
        let final = try Self.detail(.final)
        let id = final.game.id
        let hidden = RevealPolicy(rules: RevealRules()).recapFetchPlan(gameID: id)
        #expect(!hidden.postWithDetail && !hidden.postAfter(final))
        let peek = RevealPolicy(rules: RevealRules(peek: true)).recapFetchPlan(gameID: id)
        #expect(peek.postWithDetail && !peek.postAfter(final))
        let stored = RevealPolicy(rules: RevealRules().choosing(true, for: id)).recapFetchPlan(gameID: id)
        #expect(stored.postWithDetail)
        let always = RevealPolicy(rules: RevealRules(alwaysReveal: true)).recapFetchPlan(gameID: id)
        #expect(!always.postWithDetail && always.postAfter(final))
        let hiddenAgain = RevealPolicy(rules: RevealRules(alwaysReveal: true).choosing(false, for: id)).recapFetchPlan(gameID: id)
        #expect(!hiddenAgain.postAfter(final))
    }

    @Test func inGamePricesOfAHiddenGameAreNeverRequested() async throws {
        let live = try Self.liveDetail()
        let fetch: () async throws -> FairBetLiveOdds? = {
            Issue.record("fetched the in-game prices of a hidden game")
            return nil
        }
        let policy = RevealPolicy(rules: RevealRules())
        #expect(try await policy.liveOddsInput(requested: false, for: live, fetch: fetch) == .notRequested)
        #expect(try await policy.liveOddsInput(requested: true, for: live, fetch: fetch) == .requested(nil))
        var asked = false
        let visible = RevealPolicy(rules: RevealRules(peek: true))
        _ = await visible.liveOddsInput(requested: true, for: live) { asked = true; return nil }
        #expect(asked)
    }

    @Test func theSettingsMeanWhatTheyAlwaysMeant() {
        var settings = Settings()
        settings.alwaysHideTeams = ["BOS"]
        settings.neverHideTeams = ["NYK"]
        settings.liveDelaySeconds = 30
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let rules = RevealRules(settings: settings, preferences: [1: true], peek: true, now: now)
        #expect(rules == RevealRules(alwaysReveal: false, alwaysHideTeams: ["BOS"], neverHideTeams: ["NYK"], preferences: [1: true],
                                     peek: true, liveDelay: LiveDelay(seconds: 30, now: now)))
        settings.scoreRevealMode = .always
        #expect(RevealRules(settings: settings, preferences: [:], peek: false, now: now).alwaysReveal)
        #expect(rules.choosing(nil, for: 2) == rules)
        #expect(rules.choosing(false, for: 1).preferences == [1: false])
    }
}
