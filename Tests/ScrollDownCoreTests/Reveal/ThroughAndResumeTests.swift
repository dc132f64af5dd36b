import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `games --through PERIOD` and the resume lines: checked against a computation written here
/// from the raw plays, refused from the end of regulation on, and the same bytes whatever the
/// final (winner, margin, overtime).
@Suite(.temporaryHome) struct ThroughAndResumeTests {
    /// The state at the end of `period` computed from raw plays, independently of the client:
    /// rows sorted by period (a stable sort keeps the server order inside one), each side's score
    /// the highest seen so far, leads and their changes from those, the end score the last end
    /// row of the period when there is one.
    static func expected(_ plays: [PlayEntry], through period: Int) -> (away: Int, home: Int, changes: Int, leads: (Int, Int))? {
        let ordered = plays.enumerated()
            .filter { max($0.element.quarter ?? 1, 1) <= period }
            .sorted { (max($0.element.quarter ?? 1, 1), $0.offset) < (max($1.element.quarter ?? 1, 1), $1.offset) }
            .map(\.element)
        var away = 0, home = 0, any = false
        var lastLeader: String?
        var changes = 0
        var awayLead = 0, homeLead = 0
        var endRow: (Int, Int)?
        for play in ordered {
            guard let a = play.awayScore, let h = play.homeScore else { continue }
            any = true
            away = max(away, a)
            home = max(home, h)
            awayLead = max(awayLead, away - home)
            homeLead = max(homeLead, home - away)
            let leader = away > home ? "away" : home > away ? "home" : nil
            if let leader {
                if let lastLeader, lastLeader != leader { changes += 1 }
                lastLeader = leader
            }
            let text = (play.description ?? "").lowercased(), type = (play.playType ?? "").lowercased()
            let ends = type.contains("period_end") || type.contains("end_period") || type.contains("periodend")
                || text.hasPrefix("period end") || text.hasPrefix("end of ") || type == "end_quarter"
            if ends && max(play.quarter ?? 1, 1) == period { endRow = (a, h) }
        }
        guard any else { return nil }
        let end = endRow ?? (away, home)
        return (end.0, end.1, changes, (awayLead, homeLead))
    }

    /// The `through` object of each JSON feed row, by game id.
    static func throughs(_ json: String) throws -> [Int: [String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var result: [Int: [String: Any]] = [:]
        for row in object?["games"] as? [[String: Any]] ?? [] {
            if let id = row["id"] as? Int, let through = row["through"] as? [String: Any] { result[id] = through }
        }
        return result
    }

    @Test(arguments: Dialect.allCases) func throughMatchesAComputationFromTheRawPlays(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var checked = 0
        for detail in try await ReaderAttackTests.gamesWithPlays(dialect) {
            let league = League(rawString: detail.game.leagueCode)
            for period in 1..<league.regulationPeriods {
                let label = league.periodLabel(period)
                let day = EasternCalendar.day(of: detail.game.gameDate)
                let result = await cli.run(["games", "--date", day, "--league", league.rawString, "--through", label, "--format", "json"])
                #expect(result.code == 0, "\(result.stderr)")
                let through = try Self.throughs(result.stdout)[detail.game.id]
                guard let want = Self.expected(detail.plays, through: period) else {
                    #expect(through == nil, "game \(detail.game.id) \(label): no scores, no state")
                    continue
                }
                let got = try #require(through, "game \(detail.game.id) \(label)")
                #expect(got["period"] as? String == label)
                #expect(got["away"] as? Int == want.away && got["home"] as? Int == want.home, "game \(detail.game.id) \(label): \(got) vs \(want)")
                #expect(got["leadChanges"] as? Int == want.changes, "game \(detail.game.id) \(label): \(got) vs \(want)")
                let leads = got["largestLead"] as? [String: Int]
                #expect(leads == ["away": want.leads.0, "home": want.leads.1], "game \(detail.game.id) \(label)")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// Rows out of order (a late Q1 row after Q2 began, with an older score), a correction that
    /// drops a score and restores it, a tie between two leads, and plays after the period.
    @Test func outOfOrderRowsAndCorrectionsAreReadAsTheTimelineReadsThem() throws {
        func play(_ index: Int, _ quarter: Int, _ away: Int?, _ home: Int?, _ text: String = "shot") -> PlayEntry {
            var play = try! JSONDecoder().decode(PlayEntry.self, from: Data(#"{"playIndex": \#(index)}"#.utf8))
            play.quarter = quarter
            play.awayScore = away
            play.homeScore = home
            play.description = text
            return play
        }
        let plays = [
            play(1, 1, 2, 0), play(2, 1, 2, 3), play(3, 1, 1, 3, "correction"), play(4, 1, 5, 3),
            play(5, 1, 5, 3, "End of 1st Quarter"),
            play(6, 2, 5, 5), play(7, 2, 5, 9), play(8, 1, 4, 3, "late Q1 row"), play(9, 2, 12, 9),
            play(10, 3, 12, 30), play(11, 4, 40, 30),
        ]
        let state = try #require(PeriodState.compute(plays.filter { ($0.quarter ?? 1) <= 2 }, period: 2, label: "Q2"))
        let want = try #require(Self.expected(plays, through: 2))
        #expect(state.away == 12 && state.home == 9)
        #expect(state.away == want.away && state.home == want.home)
        // away 2–0, home 2–3, away 5–3, (tie 5–5), home 5–9, away 12–9: four changes.
        #expect(state.leadChanges == 4 && want.changes == 4)
        #expect(state.largestLead == PeriodState.Sides(away: 3, home: 4))
        #expect(want.leads == (3, 4))
        // Through Q1 the end row decides, and the late Q1 row with an older score changes nothing.
        let first = try #require(PeriodState.compute(plays.filter { ($0.quarter ?? 1) <= 1 }, period: 1, label: "Q1"))
        #expect(first.away == 5 && first.home == 3 && first.leadChanges == 2)
        // One reading for `--through` and the "so far": the same run whatever order the periods'
        // rows come in, with the tie at 5–5 counted once and the correction row scoring nothing.
        let throughQ2 = plays.filter { ($0.quarter ?? 1) <= 2 }
        let run = ScoringRun(throughQ2)
        let shuffled = ScoringRun(throughQ2.filter { $0.quarter == 2 } + throughQ2.filter { $0.quarter == 1 })
        #expect(run == shuffled)
        #expect(run.leadChanges == state.leadChanges && run.ties == 1)
        #expect(run.largestAway?.margin == state.largestLead.away && run.largestHome?.margin == state.largestLead.home)
        #expect(run.largestHome == ScoringRun.Lead(margin: 4, period: 2))
    }

    @Test(arguments: [("Q4", "NBA"), ("P3", "NHL"), ("H2", "NCAAB"), ("9th", "MLB"), ("OT", "NBA"), ("3", "NHL")])
    func theEndOfRegulationIsRefusedInOneLine(period: String, league: String) async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run(["games", "--league", league, "--through", period])
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        // One line besides sample mode's own notice: no usage block after it.
        #expect(result.stderr.split(separator: "\n").filter { !$0.contains("sample games") }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("would tell the outcome"))
    }

    @Test func throughDoesNotMarkOrReveal() async throws {
        let cli = CLIHarness(service: .real)
        _ = await cli.run("games --through Q3")
        _ = await cli.run("games --through P2 --format json")
        #expect(await cli.run("reset --dry-run").stdout.contains("0 reveal choice(s), 0 read mark(s), 0 reading position(s)"))
    }

    @Test(arguments: Dialect.allCases) func resumeLinesSayWhereTheReaderStoppedNeverWhatIsLeft(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        _ = await cli.run("read 22000001 --pbp")
        _ = await cli.run("read 22000001 --pbp")
        let game = await cli.run("game 22000001")
        #expect(game.stdout.contains("You stopped after Q2 — scrolldown read 22000001 goes on"))
        let feed = await cli.run("games --league NBA")
        let row = try #require(feed.stdout.split(separator: "\n").first { $0.contains("22000001") })
        #expect(row.hasSuffix("to Q2"))
        for command in ["games --league NBA --format json", "game 22000001 --format json"] {
            let json = await cli.run(command).stdout
            #expect(json.contains("""
                "readingPosition" : {
                """), "\(command)")
            let compact = json.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
            #expect(compact.contains(#""readingPosition":{"step":2,"through":"Q2"}"#), "\(command)")
        }
        // Narrative blocks: the step is the block, the place where it ended.
        _ = await cli.run("read 21600270")
        let flow = await cli.run("game 21600270 --format json").stdout.replacingOccurrences(of: " ", with: "")
        #expect(flow.contains("\"step\":1"))
    }

    /// Every finished fixture game with plays, as recorded and with another final (an extra
    /// period, a late score, the other side winning, other margins): `games --through` each
    /// period before the last regulation one, and the resume lines after reading up to there,
    /// print the same bytes.
    @Test(arguments: Dialect.allCases) func throughAndResumeDoNotDependOnTheFinal(dialect: Dialect) async throws {
        for detail in try await ReaderAttackTests.gamesWithPlays(dialect) where detail.state == .final {
            let id = detail.game.id
            let final = try #require(detail.game.scorePair)
            let league = League(rawString: detail.game.leagueCode)
            let finals = Counterfactual.Change.finals(from: final.home, final.away, printing: [1, 7, 15], limit: 3)
            var outputs: [Counterfactual.Change: [String]] = [:]
            for change in Counterfactual.Change.standard + finals {
                let cli = ReaderAttackTests.harness(id, change, dialect)
                var texts: [String] = []
                for period in 1..<league.regulationPeriods {
                    for format in ["text", "json", "ndjson"] {
                        let result = await cli.run(["games", "--league", league.rawString, "--through", league.periodLabel(period),
                                                    "--format", format])
                        texts.append(result.stdout.split(separator: "\n").filter { $0.contains(String(id)) || $0.contains("\"") }
                            .joined(separator: "\n"))
                    }
                }
                for _ in 1..<league.regulationPeriods {
                    _ = await cli.run(["read", String(id), "--pbp"])
                    for command in [["game", String(id)], ["game", String(id), "--format", "json"], ["games", "--format", "json"]] {
                        texts.append(await cli.run(command).stdout)
                    }
                    texts.append(await cli.run(["games"]).stdout.split(separator: "\n").filter { $0.contains(String(id)) }.joined())
                }
                outputs[change] = texts
            }
            let original = try #require(outputs[.none])
            for (change, texts) in outputs where change != .none {
                ReaderAttackTests.expectSame(original, texts, "game \(id), \(change)")
            }
        }
    }
}

/// `games --through` reads one way everywhere: one layout for every section, one wording for
/// every league, a reason on every row without a state, and a period no listed league has refused.
@Suite(.temporaryHome) struct ThroughLayoutTests {
    @Test func everySectionHasOneLayoutAndEveryBlankRowSaysWhy() async throws {
        let cli = CLIHarness(service: .real)
        let text = await cli.run("games --through Q3", width: 100).stdout
        let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        try #require(rows.count > 10)
        // One layout: the league column in every row or in none, one word for a hidden outcome.
        let withLeague = rows.filter { $0.contains("  NBA  ") || $0.contains("  NHL  ") || $0.contains("  MLB  ") }
        #expect(withLeague.isEmpty || withLeague.count == rows.count, "\(text)")
        #expect(!(rows.contains { $0.contains("outcome hidden") } && rows.contains { $0.contains(" hidden ") && !$0.contains("outcome hidden") }))
        // A state or a reason on every row.
        for row in rows {
            let said = row.contains("Q3 ") || row.contains("no Q3 in NHL") || row.contains("no Q3 in MLB")
                || row.contains("not started") || row.contains("no plays")
            #expect(said, "\(row)")
        }
        // The short form is explained when it is used.
        if rows.contains(where: { $0.contains("×") }) { #expect(text.contains(FeedTextRenderer.throughLegend)) }
        let json = await cli.run("games --through Q3 --format ndjson").stdout
        #expect(json.contains(#""throughNote":"no Q3 in NHL""#), "\(json.prefix(400))")
    }

    @Test func aPeriodNoListedLeagueHasIsRefusedWithWhatEachTakes() async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run("games --league NBA,NHL --through H1")
        #expect(result.code == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains("no league listed has period 'H1': NBA Q1–Q3, NHL P1–P2"), "\(result.stderr)")
    }
}
