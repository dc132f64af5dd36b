import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The recap section built from what the backend offers (`RevealPolicy+Recap`,
/// `RevealPolicy+SoFar`): sda's story after reveal, a neutral "so far" before it.
@Suite(.temporaryHome) struct RecapSourceTests {
    static let hidden = RevealPolicy(rules: RevealRules())
    static let peek = RevealPolicy(rules: RevealRules(peek: true))
    static let localTime = LocalTime(timeZone: TimeZone(identifier: "UTC")!)

    static func detail(_ id: Int, _ dialect: Dialect = .sda) throws -> GameDetail {
        try FixtureGames.detail(id, dialect)
    }

    static func summary(_ id: Int) throws -> PostGameSummary {
        let url = CLIHarness.sdaFixtures.appendingPathComponent("api/v1/games/\(id)/summary.json")
        return try JSONDecoder.contract().decode(PostGameSummary.self, from: Data(contentsOf: url))
    }

    static func recap(_ policy: RevealPolicy, _ sources: GameSources) -> RecapView {
        policy.gameView(sources, marks: .none, localTime: localTime).recap
    }

    static func soFar(_ detail: GameDetail) -> SoFarView? {
        if case .soFar(let view) = recap(hidden, GameSources(detail: detail, pre: RecapSource.none, post: nil)) { return view }
        return nil
    }

    @Test(arguments: [(21600270, "Q3"), (22000001, "Q3"), (2024030121, "P2"), (744914, "8th")])
    func soFarStopsBeforeTheLastRegulationPeriod(id: Int, through: String) throws {
        let view = try #require(Self.soFar(try Self.detail(id)))
        #expect(view.through == through)
        #expect(view.command == "scrolldown read \(id)")
    }

    @Test func soFarCountsLeadsTiesAndScorersOfTheVisiblePeriods() throws {
        // Counted independently from the fixture's plays of Q1–Q3.
        let nba = try #require(Self.soFar(try Self.detail(21600270)))
        #expect(nba.lines.map(\.text) == [
            "Lead changes: 3 · Times tied: 6",
            "Largest lead: WAS 3 (Q1) · OKC 16 (Q2)",
            "Points: Bradley Beal (WAS) 18 · Victor Oladipo (OKC) 17 · Russell Westbrook (OKC) 14",
        ])
        let nhl = try #require(Self.soFar(try Self.detail(2024030121)))
        #expect(nhl.lines.map(\.text) == [
            "Lead changes: 0 · Times tied: 1",
            "Largest lead: FLA 4 (P2) · TBL never led",
            "Goals: Matthew Tkachuk (FLA) 2 · Sam Bennett (FLA) 1 · Jake Guentzel (TBL) 1",
        ])
    }

    /// Whatever happens in the last regulation period or overtime, the "so far" reads the same.
    @Test(arguments: [21600270, 22000001, 2024030121, 744914])
    func soFarIgnoresEverythingFromTheLastRegulationPeriodOn(id: Int) throws {
        let original = try Self.detail(id)
        let regulation = original.game.league.regulationPeriods
        var edited = original
        for index in edited.plays.indices where (edited.plays[index].quarter ?? 1) >= regulation {
            edited.plays[index].homeScore = (edited.plays[index].homeScore ?? 0) + 40
            edited.plays[index].playerName = "Late Hero"
        }
        edited.game.homeScore = (edited.game.homeScore ?? 0) + 40
        let before = Self.soFar(original), after = Self.soFar(edited)
        #expect(after == before)
        let text = try #require(after).lines.map(\.text).joined(separator: "\n")
        #expect(!text.contains("Late Hero"))
    }

    /// A scoreless stretch reads like any other: the same lines, nobody leading.
    @Test func aScorelessStretchStillHasItsSoFar() throws {
        var detail = try Self.detail(744914)
        for index in detail.plays.indices where (detail.plays[index].quarter ?? 1) < 9 {
            detail.plays[index].homeScore = 0
            detail.plays[index].awayScore = 0
        }
        let view = try #require(Self.soFar(detail))
        #expect(view.lines.map(\.text) == ["Lead changes: 0 · Times tied: 0", "Largest lead: HOU never led · TOR never led"])
    }

    @Test func serverNamesPassTheGuard() throws {
        var detail = try Self.detail(21600270)
        for index in detail.plays.indices where detail.plays[index].playerName == "Bradley Beal" {
            detail.plays[index].playerName = "Beal 126-115"
        }
        let view = try #require(Self.soFar(detail))
        let scorers = try #require(view.lines.last)
        #expect(!scorers.text.contains("126-115"))
        #expect(scorers.redactions == 1)
    }

    @Test func noSoFarForLiveUpcomingOrPlaylessGames() throws {
        var live = try Self.detail(22000001)
        live.game.status = .live
        #expect(Self.recap(Self.hidden, GameSources(detail: live, pre: RecapSource.none, post: nil)) == .absent)
        #expect(Self.recap(Self.hidden, GameSources(detail: try Self.detail(2025020010), pre: RecapSource.none, post: nil)) == .absent)
        // A finished game without plays: nothing to say before the reveal, and nothing to retry.
        #expect(Self.recap(Self.hidden, GameSources(detail: try Self.detail(2025020001), pre: RecapSource.none, post: nil)) == .absent)
    }

    @Test func afterRevealTheStoryWithItsShape() throws {
        let sources = GameSources(detail: try Self.detail(21600270), pre: RecapSource.none, post: .summary(try Self.summary(21600270)))
        guard case .story(let paragraphs, let shape) = Self.recap(Self.peek, sources) else {
            Issue.record("expected the story")
            return
        }
        #expect(paragraphs.count == 5)
        #expect(paragraphs.last?.text == "Final score: Oklahoma City Thunder 126, Washington Wizards 115.")
        #expect(shape == "late separation")
        // The same sources before reveal: the story is never shown, the "so far" is.
        guard case .soFar = Self.recap(Self.hidden, sources) else {
            Issue.record("a hidden game showed something other than the so-far")
            return
        }
    }

    @Test func aPendingStorySaysWhenOtherStatusesSayNothing() throws {
        let detail = try Self.detail(2025020001)
        let pending = GameSources(detail: detail, pre: RecapSource.none, post: .summary(try Self.summary(2025020001)))
        #expect(Self.recap(Self.peek, pending) == .expected(minutes: 15))
        #expect(RecapView.expectedLine(minutes: 15) == "Recap expected in about 15 minutes")
        #expect(RecapView.expectedLine(minutes: 1) == "Recap expected in about 1 minute")
        for status in ["RECAP_READY", "RECAP_FAILED", "IN_PROGRESS", "PREGAME"] {
            let other = GameSources(detail: detail, pre: RecapSource.none,
                                    post: .summary(.pending(SummaryStatus(gameId: 2025020001, status: status, etaMinutes: nil))))
            #expect(Self.recap(Self.peek, other) == .absent, "\(status)")
        }
        let archived = GameSources(detail: detail, pre: RecapSource.none,
                                   post: .summary(.pending(SummaryStatus(gameId: 2025020001, status: "RECAP_PENDING", etaMinutes: nil))))
        #expect(Self.recap(Self.peek, archived) == .absent)
    }

    @Test func aRefusedKeyIsNamedAndATransientFailureMayBeRetried() throws {
        let detail = try Self.detail(21600270)
        let refused = GameSources(detail: detail, pre: RecapSource.none, post: nil, failure: .authRefused(
            .init(status: 403, keySent: .admin, routes: .consumer, detail: nil, requestID: "req-1")))
        guard case .unavailable(let message) = Self.recap(Self.peek, refused) else {
            Issue.record("expected unavailable")
            return
        }
        #expect(message.contains("SCROLLDOWN_CONSUMER_API_KEY"))
        #expect(!message.contains("Try again later"))
        let down = GameSources(detail: detail, pre: RecapSource.none, post: nil, failure: .unavailable(.serverError(status: 503, attempts: 3, requestID: "req-3")))
        #expect(Self.recap(Self.peek, down) == .unavailable("Summary unavailable right now. Try again later: scrolldown game 21600270"))
    }

    /// The older backend without its recap route: the flow's blocks, paced like the timeline.
    @Test func withoutARecapRouteTheFlowBlocksBeforeTheLastRegulationPeriod() throws {
        let detail = try Self.detail(21600270, .older)
        let data = try Data(contentsOf: CLIHarness.fixtures.appendingPathComponent("api/admin/sports/games/21600270/flow.json"))
        let flow = try JSONDecoder.contract().decode(GameFlow.self, from: data)
        let sources = GameSources(detail: detail, pre: .flow(flow), post: nil)
        guard case .soFar(let view) = Self.recap(Self.hidden, sources) else {
            Issue.record("expected the flow's so-far")
            return
        }
        let blocks = try #require(flow.blocks)
        // Q3's story waits for Q4 (TimelineSteps.held): the stories before it.
        let shown = blocks.filter { $0.periodEnd < 3 }
        #expect(view.lines.count == shown.compactMap(\.narrative).count)
        #expect(view.through == "Q3")
        for block in blocks where block.periodEnd >= 4 {
            if let narrative = block.narrative { #expect(!view.lines.contains { $0.text.contains(narrative) }) }
        }
        // After reveal the narratives are the recap.
        guard case .story(let paragraphs, nil) = Self.recap(Self.peek, sources) else {
            Issue.record("expected the narratives after reveal")
            return
        }
        #expect(paragraphs.count == blocks.compactMap(\.narrative).count)
    }
}
