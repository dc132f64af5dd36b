import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The real texts of the recorded games (docs/backend.md#recorded-data), found beside the checkout.
enum RealRecaps {
    static let apiDirectory: URL? = TestPaths.realDevAPI

    static var gamesDirectory: URL? { apiDirectory?.appendingPathComponent("games", isDirectory: true) }

    /// The JSON object at `api/<path>`, or nil when the file is absent.
    static func object(_ path: String) throws -> [String: Any]? {
        guard let url = apiDirectory?.appendingPathComponent(path), FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    }

    /// Leagues of the games whose recaps have prose (MANIFEST.md); others count as NBA.
    static let regulation: [String: Int] = ["21600270": 4, "22000001": 4, "744914": 9, "2024030121": 3]

    /// `summary` of `<game>/recap.<level>.json`, or nil when absent or null.
    static func summary(game: String, level: String) throws -> String? {
        guard let directory = gamesDirectory else { return nil }
        let url = directory.appendingPathComponent(game).appendingPathComponent("recap.\(level).json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return object?["summary"] as? String
    }

    static func gameIDs() throws -> [String] {
        guard let directory = gamesDirectory else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Team names ("Away at Home featured …") from the post recap. The guard gets no final
    /// score: it decides by kind of statement.
    static func context(game: String, finished: Bool) throws -> LeakGuardContext {
        var names: [String] = []
        if let post = try summary(game: game, level: "post") {
            if let featured = post.range(of: " featured ") {
                names = post[..<featured.lowerBound].components(separatedBy: " at ")
            }
        }
        return LeakGuardContext(
            regulationPeriods: regulation[game] ?? 4, gameIsFinished: finished, teamNames: names)
    }
}

@Suite(.enabled(if: RealRecaps.apiDirectory != nil, "skipped: <repo root>/../shared/data/real-dev is absent"))
struct LeakGuardRealDataTests {
    /// The whole pre recap of the overtime game, read where Q1–Q3 are visible: the opening
    /// line about the whole game's shape goes, and so do the Period 4 and Period 5 sentences,
    /// whose running totals the guard cannot place in a visible period. Live in overtime
    /// (periods through 5 complete), only the shape goes.
    @Test func overtimeGameHidesPeriodFiveOnlyWhenFinished() throws {
        let pre = try #require(try RealRecaps.summary(game: "21600270", level: "pre"))
        var finishedContext = try RealRecaps.context(game: "21600270", finished: true)
        finishedContext.lastVisiblePeriod = 3
        let finished = LeakGuard(finishedContext).clean(pre, as: .narrative)
        #expect(finished.redactions == 3)
        #expect(finished.text.hasPrefix("\(LeakGuard.marker) Momentum swung"))
        #expect(!finished.text.contains("Period 5") && !finished.text.contains("Period 4"))
        #expect(finished.text.hasSuffix("Thornton Free Throw 2 of 2 (9 PTS). \(LeakGuard.marker)"))
        #expect(finished.text.contains("Period 1 opened with Mark Morris 12' Step Back Jump Shot (2 PTS)"))

        var liveContext = try RealRecaps.context(game: "21600270", finished: false)
        liveContext.lastVisiblePeriod = 5
        let live = LeakGuard(liveContext).clean(pre, as: .narrative)
        #expect(live.redactions == 1 && live.text.contains("Period 5"), "overtime is state while live; only the shape goes")
    }

    /// A regulation game's pre-reveal recap, cut where the product cuts it (before the last
    /// regulation period) and read where the periods before it are visible, loses only its
    /// opening line about the whole game's shape ("back-and-forth"); every other sentence
    /// comes back byte-identical.
    @Test(arguments: ["22000001", "744914", "2024030121"])
    func regulationRecapsComeBackByteIdentical(game: String) throws {
        let regulation = RealRecaps.regulation[game] ?? 4
        let pre = RevealPolicy.sentences(of: try #require(try RealRecaps.summary(game: game, level: "pre")),
                                         before: regulation, regulation: regulation)
        var context = try RealRecaps.context(game: game, finished: true)
        context.lastVisiblePeriod = regulation - 1
        let result = LeakGuard(context).clean(pre, as: .narrative)
        let split = SentenceSplitter.split(pre)
        let rest = split.sentences.dropFirst().map { String($0.body) + $0.trailing }.joined()
        #expect(split.sentences.first.map { String($0.body) }?.contains("back-and-forth") == true)
        #expect(split.sentences.count >= 3)
        #expect(result == GuardedText(text: LeakGuard.marker + (split.sentences.first?.trailing ?? "") + rest, redactions: 1))
    }

    @Test func everyPostRecapLosesItsFinalScoreSentence() throws {
        var checked = 0
        for game in try RealRecaps.gameIDs() {
            guard let post = try RealRecaps.summary(game: game, level: "post") else { continue }
            for context in [
                try RealRecaps.context(game: game, finished: true),
                LeakGuardContext(regulationPeriods: 9, gameIsFinished: false),
            ] {
                let result = LeakGuard(context).clean(post, as: .narrative)
                #expect(!result.text.contains("Final score"), "game \(game)")
                #expect(result.text.hasSuffix(LeakGuard.marker), "game \(game)")
                #expect(result.redactions >= 1, "game \(game)")
            }
            checked += 1
        }
        #expect(checked >= 4)
    }

    @Test func everyPreRecapKeepsNoScorePattern() throws {
        for game in try RealRecaps.gameIDs() {
            guard let pre = try RealRecaps.summary(game: game, level: "pre") else { continue }
            let guarded = LeakGuard(try RealRecaps.context(game: game, finished: true))
            let result = guarded.clean(pre, as: .narrative)
            #expect(guarded.scoreRanges(in: result.text).isEmpty, "game \(game)")
            #expect(!result.text.isEmpty, "game \(game)")
        }
    }

    /// Real play descriptions carry no scores: the guard must leave every one untouched.
    @Test(arguments: ["21600270", "22000001", "744914", "2024030121"])
    func realPlayDescriptionsAreUntouched(game: String) throws {
        let pbp = try #require(try RealRecaps.object("admin/sports/pbp/game/\(game).json"))
        let plays = try #require(pbp["plays"] as? [[String: Any]])
        let guarded = LeakGuard(try RealRecaps.context(game: game, finished: true))
        var checked = 0
        for description in plays.compactMap({ $0["description"] as? String }) {
            #expect(guarded.clean(description, as: .playDescription) == GuardedText(text: description, redactions: 0))
            checked += 1
        }
        #expect(checked > 50)
    }

    /// Real flow narratives open with "Q1: WAS scored 19 points and OKC scored 32." and the
    /// overtime block with "OT: …". Each read as its block is shown (its own periods visible):
    /// the team totals go, the player lines stay, except in the last regulation period and
    /// overtime, whose figures the guard does not place (those blocks are withheld before
    /// reveal anyway).
    @Test(arguments: ["21600270", "22000001", "2024030121"])
    func realFlowNarrativesLoseTeamTotals(game: String) throws {
        let flow = try #require(try RealRecaps.object("admin/sports/games/\(game)/flow.json"))
        let blocks = try #require(flow["blocks"] as? [[String: Any]])
        let regulation = RealRecaps.regulation[game] ?? 4
        var checked = 0
        for block in blocks {
            guard let narrative = block["narrative"] as? String, let period = block["periodEnd"] as? Int else { continue }
            let guarded = LeakGuard(try RealRecaps.context(game: game, finished: true)).placed(through: period, own: period)
            let result = guarded.clean(narrative, as: .narrative)
            #expect(result.text.hasPrefix(LeakGuard.marker), "\(narrative)")
            #expect(result.text.components(separatedBy: " scored ").count <= 2, "\(result.text)")
            #expect(!result.text.hasPrefix("OT"), "\(result.text)")
            if period < regulation {
                #expect(result.text.contains("Last scoring play:"), "\(result.text)")
            } else if narrative.contains(" PTS)") {
                #expect(!result.text.contains("Last scoring play:"), "\(result.text)")
            }
            checked += 1
        }
        #expect(checked >= 4)
    }
}
