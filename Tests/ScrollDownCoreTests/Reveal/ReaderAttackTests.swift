import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The reveal guarantee against a reader who adds things up (README.md#the-reveal-guarantee,
/// "deduction counts as a leak"). Over every fixture game with plays, every command and every
/// format:
/// - the reader's attack (last score line + the scoring plays after it, periods named) never
///   reaches the last regulation period, so it recovers neither the final score nor the tie
///   that announces overtime; the same views after reveal show the final score;
/// - a hidden view is byte-identical for the game as played and for the same game with
///   another outcome (an extra period, the other side winning, another margin or team score):
///   nothing shown depends on the outcome, not the number of periods, pages, plays or markers.
@Suite(.temporaryHome) struct ReaderAttackTests {
    static let formats = ["text", "json", "ndjson"]
    static let timelineVariants = ["", "--pbp", "--pbp --all-plays", "--through 4", "--through 9"]

    /// The ids of the fixture games with plays (NBA with and without overtime, NHL, MLB): the
    /// same games in every dialect's tree. Read from the older tree's documents, so parameterised
    /// tests can run each game as its own case, in parallel.
    static let idsWithPlays: [Int] = {
        let list = FixtureDocuments.object(.older, Dialect.older.listFile)?[objects: "games"] ?? []
        return list.compactMap { $0.int("id") }.filter { id in
            !(FixtureDocuments.object(.older, Dialect.older.detailFile(id))?[objects: "plays"].isEmpty ?? true)
        }
    }()

    /// The fixture games with plays, as a backend of `dialect` sends them.
    static func gamesWithPlays(_ dialect: Dialect = .older) async throws -> [GameDetail] {
        #expect(idsWithPlays.count >= 4, "the attack needs the fixture games with plays")
        var details: [GameDetail] = []
        for id in idsWithPlays { details.append(try await gameWithPlays(id, dialect)) }
        return details
    }

    /// One fixture game with plays, as a backend of `dialect` sends it.
    static func gameWithPlays(_ id: Int, _ dialect: Dialect) async throws -> GameDetail {
        let detail = try await HTTPGameService.fixtures(at: dialect.fixtures).game(id: id)
        #expect(!detail.plays.isEmpty, "\(id) has plays in the \(dialect) tree")
        return detail
    }

    /// A CLI whose backend serves the fixtures of `dialect` with game `id` rewritten by `change`
    /// (after reshaping its feed by `shape`).
    static func harness(_ id: Int, _ change: Counterfactual.Change = .none, _ dialect: Dialect,
                        shape: Counterfactual.Shape = .asRecorded) -> CLIHarness {
        CLIHarness(scenario: Counterfactual.scenario(id, change, dialect: dialect, shape: shape))
    }

    /// Everything a reader sees of `detail`'s game before reveal, command by command: every
    /// hidden command line, its feed rows, and `read` up to the last regulation period.
    /// Commands come from `detail` (the game as recorded), so two shapes of one game are asked
    /// the same questions. `regulation`: the league's, unless the game is served under another
    /// league.
    ///
    /// Formats: text and json for commands, text and ndjson for the feed. A command's ndjson
    /// writes the json document's values line by line (`JSONOutput`), so equal json is equal
    /// ndjson; the feed's json is pretty-printed across lines, so its one-line ndjson rows are
    /// what is compared. Pages render through the same view in ndjson. Every format of every
    /// command still meets the attack in `theAttackFindsNothingPastTheSecondToLastRegulationPeriod`.
    static func hiddenOutputs(_ cli: CLIHarness, _ detail: GameDetail, regulation: Int? = nil) async -> [String] {
        let id = detail.game.id
        let withheldFrom = regulation ?? ReaderAttack(detail).withheldFrom
        var texts: [String] = []
        var hasFlow = true
        if case .scenario(let scenario) = cli.service { hasFlow = scenario.dialect.hasFlow }
        for command in hiddenCommands(detail, withheldFrom: withheldFrom, hasFlow: hasFlow) {
            for format in command.contains("--page") ? ["ndjson"] : ["text", "json"] {
                let result = await cli.run(command + ["--format", format])
                texts.append("$ \(command.joined(separator: " ")) --format \(format)\n\(result.code)\n\(result.stdout)\(result.stderr)")
            }
        }
        for format in ["text", "ndjson"] {
            let feed = await cli.run(["games", "--format", format])
            texts.append(feed.stdout.split(separator: "\n").filter { $0.contains(String(id)) }.joined(separator: "\n"))
        }
        // Reading up to the last regulation period, one step at a time.
        for _ in 0..<(withheldFrom - 1) { texts.append(await cli.run(["read", String(id), "--pbp", "--format", "json"]).stdout) }
        return texts
    }

    /// `hiddenOutputs` of the game as played (`shape` as given), computed once per test process:
    /// the outcome sweep and the sparse-feed sweep compare their variants with the same runs.
    static func asPlayedOutputs(_ detail: GameDetail, _ dialect: Dialect, shape: Counterfactual.Shape = .asRecorded,
                                regulation: Int? = nil) async -> [String] {
        let key = "\(dialect) \(detail.game.id) \(shape) \(regulation ?? 0)"
        return await AsPlayedOutputs.shared.value(key) {
            await hiddenOutputs(harness(detail.game.id, .none, dialect, shape: shape), detail, regulation: regulation)
        }
    }

    /// The first difference between two runs of `hiddenOutputs`, recorded as an issue.
    static func expectSame(_ original: [String], _ other: [String], _ what: String) {
        #expect(other.count == original.count)
        for (a, b) in zip(original, other) where a != b {
            Issue.record("\(what): hidden output differs\n--- first\n\(a.prefix(1500))\n--- second\n\(b.prefix(1500))")
            return
        }
    }

    /// Every hidden command line for a game: timeline variants, the pages around the hidden
    /// end and one past the recorded end, `game`, `stats`, the feed row's source.
    ///
    /// Pages: the first, the last two before `withheldFrom`, the first two after it, and one
    /// past the end of the game as recorded (pages count plays, `playsPerPage` each). A page in
    /// between is a slice of the plays `--pbp --all-plays` lists whole; the pages kept are where
    /// a slice, a stop notice or a "no page" answer could tell more plays from fewer.
    /// With `allPages`, every page to one past the recorded end. Without `hasFlow` (a backend
    /// with no flow route), a command that differs from another only by `--pbp` is asked once:
    /// the default view is then the play-by-play, byte for byte (checked in
    /// `theAttackFindsNothingPastTheSecondToLastRegulationPeriod`).
    static func hiddenCommands(_ detail: GameDetail, withheldFrom: Int? = nil, allPages: Bool = false,
                               hasFlow: Bool = true) -> [[String]] {
        let id = String(detail.game.id)
        var commands = timelineVariants.filter { hasFlow || $0 != "" }
            .map { ["timeline", id] + $0.split(separator: " ").map(String.init) }
        // The league's own names for the last regulation period and the one after it.
        let league = League(rawString: detail.game.leagueCode)
        for period in [league.regulationPeriods, league.regulationPeriods + 1] {
            if hasFlow { commands.append(["timeline", id, "--through", league.periodLabel(period)]) }
            commands.append(["timeline", id, "--pbp", "--through", league.periodLabel(period)])
        }
        let perPage = TimelineModel.playsPerPage
        let withheldFrom = withheldFrom ?? ReaderAttack(detail).withheldFrom
        let shown = detail.plays.filter { max($0.quarter ?? 1, 1) < withheldFrom }.count
        let hiddenEnd = (shown + perPage - 1) / perPage
        let pages = detail.plays.count / perPage + 2
        let kept = allPages ? Set(1...pages)
            : Set([1, hiddenEnd - 1, hiddenEnd, hiddenEnd + 1, hiddenEnd + 2, pages]).filter { (1...pages).contains($0) }
        commands += kept.sorted().map { ["timeline", id, "--page", String($0)] }
        commands += [["game", id], ["stats", id], ["odds", id]]
        return commands
    }

    @Test(arguments: Dialect.allCases, idsWithPlays)
    func theAttackFindsNothingPastTheSecondToLastRegulationPeriod(dialect: Dialect, id gameID: Int) async throws {
        let detail = try await Self.gameWithPlays(gameID, dialect)
        let attack = ReaderAttack(detail)
        let cli = Self.harness(detail.game.id, .none, dialect)
        var pages = ""
        var printed: [String: String] = [:]
        for command in Self.hiddenCommands(detail, allPages: true) where command[0] == "timeline" {
            let paged = command.contains("--page")
            for format in paged ? ["text", "ndjson"] : Self.formats {
                let result = await cli.run(command + ["--format", format])
                #expect(result.code == 0, "\(command) \(format): \(result.stderr)")
                printed[(command + [format]).joined(separator: " ")] = result.stdout
                if paged && format == "ndjson" { pages += result.stdout }
                let finding = format == "text" ? attack.text(result.stdout) : attack.json(result.stdout)
                let label = "\(command.joined(separator: " ")) \(format): \(finding)"
                #expect(finding.throughPeriod < attack.withheldFrom, "\(label) reaches the withheld period \(attack.withheldFrom)")
                #expect(finding.unmatched.isEmpty, "\(label): the attack could not price \(finding.unmatched)")
                if finding.scoredThrough > 0 && !paged {
                    // The attack works: what it adds up is the true score so far.
                    let truth = attack.truth(through: finding.scoredThrough)
                    #expect(finding.away == truth.away && finding.home == truth.home, "\(label), truth \(truth)")
                }
            }
        }
        // Without a flow route the default view is the play-by-play, byte for byte: the
        // counterfactual sweeps ask only one of the two (`hiddenCommands`).
        if !dialect.hasFlow {
            for (key, output) in printed where !key.contains("--pbp") && !key.contains("--page") && !key.contains("--through 4")
                && !key.contains("--through 9") {
                let twin = key.replacingOccurrences(of: "timeline \(gameID) ", with: "timeline \(gameID) --pbp ")
                #expect(printed[twin] == output, "\(key) differs from \(twin)")
            }
        }
        // Every page together is the whole hidden timeline, and no more.
        let all = attack.json(pages)
        let truth = attack.truth(through: all.scoredThrough)
        #expect(all.throughPeriod == attack.withheldFrom - 1, "pages of \(detail.game.id): \(all)")
        #expect(all.away == truth.away && all.home == truth.home, "pages of \(detail.game.id): \(all), truth \(truth)")
    }

    /// Reading step by step, the reader reaches the last regulation period only by asking for
    /// it: every step before it passes the same attack.
    @Test(arguments: Dialect.allCases, ["", "--pbp"])
    func readStepsBeforeTheLastPeriodPassTheAttack(dialect: Dialect, mode: String) async throws {
        for detail in try await Self.gamesWithPlays(dialect) {
            let attack = ReaderAttack(detail)
            let cli = Self.harness(detail.game.id, .none, dialect)
            var seen = ""
            for step in 1...12 {
                let result = await cli.run(["read", String(detail.game.id)] + (mode.isEmpty ? [] : [mode]) + ["--format", "json"])
                let finding = attack.json(result.stdout)
                if finding.throughPeriod >= attack.withheldFrom { break }
                seen += result.stdout
                #expect(step < 12, "read never reached the last regulation period of \(detail.game.id)")
            }
            let cumulative = attack.json(seen.replacingOccurrences(of: "}\n{", with: "}\n{"))
            #expect(cumulative.throughPeriod < attack.withheldFrom)
        }
    }

    /// Numbers a hidden `game ID` prints (closing lines, recap, context), for finals whose
    /// margin or team score equals one of them: a guard that compared numbers with the result
    /// would hide exactly those.
    static func printedNumbers(_ cli: CLIHarness, _ id: Int) async -> Set<Int> {
        let text = await cli.run(["game", String(id)]).stdout.replacingOccurrences(of: String(id), with: "")
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.filter { (1...200).contains($0) }
        return Set(numbers)
    }

    @Test(arguments: Dialect.allCases, idsWithPlays)
    func hiddenViewsDoNotDependOnTheOutcome(dialect: Dialect, id gameID: Int) async throws {
        let detail = try await Self.gameWithPlays(gameID, dialect)
        let id = detail.game.id
        let final = try #require(detail.game.scorePair)
        let printed = await Self.printedNumbers(Self.harness(id, .none, dialect), id)
        // Margins from the printed numbers (largest first: spreads, "led by 14"), a team
        // score equal to one, and the other side winning.
        let margins = Set(printed.filter { $0 <= 40 }.sorted(by: >).prefix(3))
        let scores = Set(printed.filter { $0 > max(final.home, final.away) }.sorted().prefix(1))
        let finals = Counterfactual.Change.finals(from: final.home, final.away, printing: margins.union(scores), limit: 4)
        // Every kind of final change: overtime, the other side winning, margins and scores. A
        // late score alone is one more margin, which the finals cover.
        let original = await Self.asPlayedOutputs(detail, dialect)
        for change in [Counterfactual.Change.extraPeriod] + finals {
            Self.expectSame(original, await Self.hiddenOutputs(Self.harness(id, change, dialect), detail), "game \(id), \(change)")
        }
        // The rewrite really is another outcome: revealed, the views differ.
        let peeked = await Self.harness(id, .extraPeriod, dialect).run(["game", String(id), "--peek", "--format", "json"])
        let plain = Self.harness(id, .none, dialect)
        let original2 = await plain.run(["game", String(id), "--peek", "--format", "json"])
        #expect(peeked.stdout != original2.stdout, "the counterfactual of \(id) must change the revealed outcome")
        #expect(finals.count >= 2, "game \(id): no final to compare with (printed \(printed.sorted()))")
        for change in finals {
            let revealed = await Self.harness(id, change, dialect).run(["game", String(id), "--peek", "--format", "json"])
            #expect(revealed.stdout != original2.stdout, "\(change) of \(id) must change the revealed outcome")
        }
    }

    /// The same views after reveal (or peek) show the final score: the checks above are
    /// about hiding, not about showing nothing.
    @Test(arguments: Dialect.allCases)
    func afterRevealTheViewsShowTheFinalScore(dialect: Dialect) async throws {
        for detail in try await Self.gamesWithPlays(dialect) {
            let id = String(detail.game.id)
            let final = try #require(detail.game.scorePair)
            let cli = Self.harness(detail.game.id, .none, dialect)
            let peek = await cli.run(["timeline", id, "--pbp", "--peek", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(peek.stdout.utf8)) as? [String: Any])
            let game = try #require(object["game"] as? [String: Any])
            let score = try #require(game["score"] as? [String: Any])
            #expect(score["home"] as? Int == final.home && score["away"] as? Int == final.away)
            let finding = ReaderAttack(detail).json(peek.stdout)
            #expect(finding.throughPeriod == detail.plays.compactMap(\.quarter).max(), "peek shows every period")
            _ = await cli.run(["reveal", id])
            let revealed = await cli.run(["timeline", id, "--pbp"])
            #expect(revealed.stdout.contains("Final: "), "\(id)")
        }
    }

    /// For hidden finished games the recap is cut before the last regulation period and ends
    /// with the same line, overtime or not; its JSON has the same keys and the same marker.
    @Test func hiddenRecapsHaveOneShape() async throws {
        let cli = CLIHarness(service: .real)
        var shapes: [String: Set<String>] = [:]
        for detail in try await Self.gamesWithPlays() {
            let id = String(detail.game.id)
            let json = await cli.run(["game", id, "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let recap = try #require((object["game"] as? [String: Any])?["recap"] as? [String: Any])
            shapes[id] = Set(recap.keys)
            let attack = ReaderAttack(detail)
            let label = League(rawString: detail.game.leagueCode).periodLabel(attack.withheldFrom)
            let expected = detail.plays.first { $0.quarter == attack.withheldFrom }?.periodLabel ?? label
            #expect(recap["withheld"] as? String == "\(expected) onward", "\(id)")
            let text = await cli.run(["game", id])
            #expect(text.stdout.contains("\(LeakGuard.marker) \(expected) onward is withheld until you reveal the outcome"), "\(id)")
            // Nothing about the withheld period or later survives in the text.
            let mentions = PeriodMentions(regulationPeriods: detail.game.league.regulationPeriods)
            let kept = recap["text"] as? String ?? ""
            for sentence in SentenceSplitter.split(kept).sentences {
                #expect((mentions.latestPeriod(in: String(sentence.body)) ?? 0) < attack.withheldFrom, "\(id): \(sentence.body)")
            }
        }
        #expect(Set(shapes.values).count == 1, "recap JSON keys differ between games: \(shapes)")
        // The overtime game and a regulation game read alike.
        let overtime = await cli.run("game 21600270")
        let regulation = await cli.run("game 22000001")
        let tail: (String) -> String = { $0.components(separatedBy: "Recap\n").last?.components(separatedBy: "\n").suffix(4).joined(separator: "\n") ?? "" }
        #expect(tail(overtime.stdout).replacingOccurrences(of: "21600270", with: "ID")
                == tail(regulation.stdout).replacingOccurrences(of: "22000001", with: "ID"))
    }
}

/// Values computed once per test process by key, each by the first caller (later callers wait
/// for it): the as-played hidden outputs several sweeps compare with.
actor AsPlayedOutputs {
    static let shared = AsPlayedOutputs()
    private var tasks: [String: Task<[String], Never>] = [:]

    func value(_ key: String, _ make: @escaping @Sendable () async -> [String]) async -> [String] {
        if let task = tasks[key] { return await task.value }
        let task = Task { await make() }
        tasks[key] = task
        return await task.value
    }
}
