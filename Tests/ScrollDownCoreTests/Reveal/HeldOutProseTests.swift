import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The guard measured on held-out corpora (`Tests/ScrollDownCoreTests/Corpus/`), written by
/// people who had not read the guard's rules: outcome and neutral sentences about one sample
/// game each, in many families, languages and scripts. Each sentence is planted in two places
/// of the hidden, finished game, as the client shows them: its recap (the periods before the
/// withheld one visible, with their end scores, grounded in their plays) and the narrative of
/// the last visible period's block. Counted per corpus: outcome sentences printed in either
/// place, neutral sentences about the visible game lost in either, pregame context lost (the
/// guard may hide what it cannot ground), and sentences printed with part of them cut out.
/// README's `serverProse` section states the counts; the test fails when they get worse than
/// the ceilings below, so they only improve.
@Suite struct HeldOutProseTests {
    struct Corpus: Decodable {
        struct Sentence: Decodable {
            let id: String
            let label: String
            let family: String
            let language: String
            let text: String
        }

        let game: Int
        let visibleThrough: Int
        let sentences: [Sentence]
    }

    /// Ceilings per corpus, as measured with the guard grounded by default (issue 36); before
    /// it, the first corpus printed 68 of 371 outcome sentences and lost 128 of 263 neutral
    /// ones. Issue 36 asks for 0 printed and at most 10 % of neutral sentences about the visible
    /// game lost: the second is not reached (README's `serverProse` section says what is lost).
    struct Ceiling {
        let file: String
        let printed: Int
        let lost: Int
        let pregameLost: Int
    }

    static let ceilings = [
        Ceiling(file: "prose-corpus-heldout.json", printed: 0, lost: 79, pregameLost: 32),
        Ceiling(file: "prose-corpus-heldout-2.json", printed: 0, lost: 16, pregameLost: 9),
        Ceiling(file: "prose-corpus-heldout-2-nhl.json", printed: 0, lost: 8, pregameLost: 3),
        Ceiling(file: "prose-corpus-heldout-3-mlb.json", printed: 0, lost: 32, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-3-nba.json", printed: 0, lost: 27, pregameLost: 9),
        Ceiling(file: "prose-corpus-heldout-4-nhl.json", printed: 0, lost: 24, pregameLost: 10),
        Ceiling(file: "prose-corpus-heldout-4-nba.json", printed: 0, lost: 18, pregameLost: 10),
        Ceiling(file: "prose-corpus-heldout-5-nba.json", printed: 0, lost: 27, pregameLost: 10),
        Ceiling(file: "prose-corpus-heldout-5-nhl.json", printed: 0, lost: 29, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-5-mlb.json", printed: 0, lost: 21, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-6-nba.json", printed: 0, lost: 12, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-6-mlb.json", printed: 0, lost: 12, pregameLost: 7),
        Ceiling(file: "prose-corpus-heldout-6-nba-early.json", printed: 0, lost: 14, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-7-nba.json", printed: 0, lost: 16, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-7-mlb.json", printed: 0, lost: 16, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-8-nhl.json", printed: 0, lost: 23, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-8-nba.json", printed: 0, lost: 9, pregameLost: 8),
        Ceiling(file: "prose-corpus-heldout-9-nba.json", printed: 0, lost: 15, pregameLost: 6),
        // 17: "Both of Tkachuk's goals came on the power play" tells his whole count (no place bounds it).
        Ceiling(file: "prose-corpus-heldout-9-nhl.json", printed: 0, lost: 16, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-9-mlb.json", printed: 0, lost: 10, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-10-nba.json", printed: 0, lost: 5, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-10-nhl.json", printed: 0, lost: 7, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-10-mlb.json", printed: 0, lost: 5, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-11-nba.json", printed: 0, lost: 11, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-11-nhl.json", printed: 0, lost: 11, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-11-mlb.json", printed: 0, lost: 11, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-12-nba.json", printed: 0, lost: 23, pregameLost: 4),
        Ceiling(file: "prose-corpus-heldout-12-nhl.json", printed: 0, lost: 20, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-12-mlb.json", printed: 0, lost: 25, pregameLost: 3),
        Ceiling(file: "prose-corpus-heldout-13-nba.json", printed: 0, lost: 22, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-13-nhl.json", printed: 0, lost: 19, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-13-mlb.json", printed: 0, lost: 19, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-14-nba.json", printed: 0, lost: 17, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-14-nhl.json", printed: 0, lost: 10, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-14-mlb.json", printed: 0, lost: 13, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-15-nba.json", printed: 0, lost: 11, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-15-nhl.json", printed: 0, lost: 13, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-15-mlb.json", printed: 0, lost: 7, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-16-nba.json", printed: 0, lost: 9, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-16-nhl.json", printed: 0, lost: 6, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-16-mlb.json", printed: 0, lost: 5, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-17-nba.json", printed: 0, lost: 6, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-17-nhl.json", printed: 0, lost: 3, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-17-mlb.json", printed: 0, lost: 7, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-18-nba.json", printed: 0, lost: 10, pregameLost: 4),
        Ceiling(file: "prose-corpus-heldout-18-nhl.json", printed: 0, lost: 5, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-18-mlb.json", printed: 0, lost: 9, pregameLost: 4),
        Ceiling(file: "prose-corpus-heldout-19-nba.json", printed: 0, lost: 11, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-19-nhl.json", printed: 0, lost: 9, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-19-mlb.json", printed: 0, lost: 9, pregameLost: 4),
        Ceiling(file: "prose-corpus-heldout-20-nba.json", printed: 0, lost: 16, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-20-nhl.json", printed: 0, lost: 11, pregameLost: 5),
        Ceiling(file: "prose-corpus-heldout-20-mlb.json", printed: 0, lost: 13, pregameLost: 2),
        Ceiling(file: "prose-corpus-heldout-21-nba.json", printed: 0, lost: 14, pregameLost: 5),
        Ceiling(file: "prose-corpus-heldout-21-nhl.json", printed: 0, lost: 16, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-21-mlb.json", printed: 0, lost: 18, pregameLost: 5),
        Ceiling(file: "prose-corpus-heldout-22-nba.json", printed: 0, lost: 16, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-22-nhl.json", printed: 0, lost: 16, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-22-mlb.json", printed: 0, lost: 13, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-23-nba.json", printed: 0, lost: 15, pregameLost: 4),
        Ceiling(file: "prose-corpus-heldout-23-nhl.json", printed: 0, lost: 21, pregameLost: 6),
        Ceiling(file: "prose-corpus-heldout-23-mlb.json", printed: 0, lost: 25, pregameLost: 5),
    ]

    /// Outcome sentences (by corpus and id) that tell one play of the withheld period by its
    /// players, reviewed: at that period's step `read` shows its plays, so the sentence is
    /// shown there by design (`LeakGuard.withheldPeriodClause`); it must stay hidden in the
    /// recap and the visible narrative like every other.
    static let playsOfTheClimax: [String: Set<String>] = [
        // "Westbrook opened the fourth with back-to-back threes."
        "prose-corpus-heldout-2.json": ["h2-o-065"],
        // "Nick Paul hit the post midway through the third.", "Tkachuk set up Schmidt's
        // third-period power-play goal.", "Schmidt's second goal of the night came 5:09 into the third."
        "prose-corpus-heldout-5-nhl.json": ["o-017", "o-054", "o-055"],
        // "Tkachuk and Barkov assisted on Schmidt's third-period power-play goal."
        "prose-corpus-heldout-9-nhl.json": ["o-028"],
        // "Tkachuk and Barkov assisted on Schmidt's second goal." (the same play: his first came in the second)
        "prose-corpus-heldout-18-nhl.json": ["o-029"],
        // "Schmidt's third-period goal was assisted by Tkachuk and Barkov." (the same play)
        "prose-corpus-heldout-20-nhl.json": ["o-025"],
        // "Marcus Thornton opened the fourth-quarter scoring with a layup off an offensive rebound."
        "prose-corpus-heldout-10-nba.json": ["o-004"],
        // "James Wiseman scored 10 of his points in the fourth quarter.", "Timothe Luwawu-Cabarrot
        // scored five points in the fourth quarter." (a player's share of the period, its "+N").
        "prose-corpus-heldout-6-nba.json": ["o-013", "o-050"],
        // Alvarez's homer, Bregman's single, Meyers's strikeout, Clement's homer, Kirk's called
        // third strike, Diaz's groundout: plays of the ninth.
        "prose-corpus-heldout-6-mlb.json": ["o-004", "o-006", "o-007", "o-008", "o-032", "o-034"],
        // "Photo caption: Yordan Alvarez connects for a two-run homer to center field in the ninth.",
        // the scoring change crediting his two RBIs on it, a search for it: one play of the ninth.
        "prose-corpus-heldout-12-mlb.json": ["o-005", "o-012", "o-023"],
        // Alvarez's two-run homer in the ninth, the same homer as "his 17th", Kirk called out on
        // strikes to open the bottom of the ninth: plays of the ninth.
        "prose-corpus-heldout-22-mlb.json": ["o-001", "o-033", "o-040"],
        // Five reserves who "all got into the game", LeVert's fifth assist, Wiggins's fourth foul:
        // plays of the fourth quarter by their players, seen at its step.
        "prose-corpus-heldout-13-nba.json": ["o-010", "o-014", "o-016"],
    ]

    /// Families of context from before the game: the guard may hide what it cannot ground.
    static let pregameFamilies: Set<String> = ["pregame-context", "schedule-pregame", "starting-lineups"]

    struct Counts {
        var printed: [String] = []
        var lost: [String] = []
        var pregameLost: [String] = []
        var cut: [String] = []
        var outcome = 0
        var neutral = 0
        var pregame = 0
        /// Neutral sentences about the visible game in English, and of those lost.
        var english = 0
        var englishLost = 0
    }

    /// The places a sentence is planted: the hidden recap and the last visible block's narrative
    /// (neutral and outcome sentences), and, when the withheld period is the last regulation
    /// one, its block as `read` shows it at its step, its plays seen (outcome sentences: the
    /// climax, where a total would add up to the final). An earlier withheld period is shown
    /// whole at its step, end included: a corpus's outcome sentences about it are outcome only
    /// from the corpus's horizon, so that step measures nothing of them.
    static func shields(for corpus: Corpus) async throws -> (visible: [LeakGuard], climax: LeakGuard?) {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: corpus.game)
        let policy = RevealPolicy(rules: RevealRules())
        let withheld = corpus.visibleThrough + 1
        let seen = detail.plays.filter { ScoringReading.period($0) < withheld }
        let shield = policy.leakGuard(for: GameFacts(detail))
            .allowing(RevealPolicy.periodEndScores(detail.plays, before: withheld))
        let climax = shield.placed(through: withheld, own: withheld)
            .seeing(detail.plays.filter { ScoringReading.period($0) <= withheld && !($0.description ?? "").contains("Game End") })
        return ([shield.seeing(seen).placed(through: corpus.visibleThrough),
                 shield.seeing(seen).placed(through: corpus.visibleThrough, own: corpus.visibleThrough)],
                withheld == shield.context.regulationPeriods ? climax : nil)
    }

    /// Whether `cleaned` is `original` with whole sentences hidden and nothing else changed.
    static func keepsSentencesWhole(_ original: String, _ cleaned: String) -> Bool {
        let sentences = Set(SentenceSplitter.split(original).sentences.map { String($0.body) })
        return SentenceSplitter.split(cleaned.replacingOccurrences(of: LeakGuard.marker, with: "\n")).sentences
            .allSatisfy { sentences.contains(String($0.body)) }
    }

    static func measure(_ file: String) async throws -> Counts {
        let url = TestPaths.repoRoot.appendingPathComponent("Tests/ScrollDownCoreTests/Corpus/\(file)")
        let corpus = try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: url))
        let (shields, climax) = try await shields(for: corpus)
        var counts = Counts()
        for sentence in corpus.sentences {
            let cleaned = shields.map { $0.clean(sentence.text, as: .narrative).text }
            let whole = cleaned.allSatisfy { $0 == sentence.text }
            let atClimax = climax.map { [$0.clean(sentence.text, as: .narrative).text] } ?? []
            let reviewed = playsOfTheClimax[file]?.contains(sentence.id) == true
            let hidden = (cleaned + (reviewed ? [] : atClimax)).allSatisfy { $0 == LeakGuard.marker }
            var line = "\(sentence.id) [\(sentence.family), \(sentence.language)]: \(sentence.text)"
            if ProcessInfo.processInfo.environment["SCROLLDOWN_CORPUS_REPORT"] != nil {
                let sentences = SentenceSplitter.split(sentence.text).sentences.map { LeakGuard.normalisedForMatching(String($0.body)) }
                line += "  <" + (shields + (climax.map { [$0] } ?? [])).map { shield in sentences.map { shield.ungrounded($0) ?? "ok" }.joined(separator: "+") }.joined(separator: " | ") + ">"
            }
            if cleaned.contains(where: { !keepsSentencesWhole(sentence.text, $0) }) { counts.cut.append(line) }
            // Next to a hidden sentence, a shown one comes back as written, never edited inside
            // (or hidden with it, where the two read as one: "… Kelly Oubre Jr. Final: 101-99.").
            let mixed = shields[0].clean(sentence.text + " Final: 101-99.", as: .narrative).text
            let readAsOne = SentenceSplitter.split(sentence.text + " Final: 101-99.").sentences.count
                == SentenceSplitter.split(sentence.text).sentences.count
            if cleaned[0] == sentence.text, let last = sentence.text.last, ".!?".contains(last),
               mixed != sentence.text + " " + LeakGuard.marker, !(readAsOne && mixed == LeakGuard.marker) {
                counts.cut.append(line + " (next to a hidden one): \(mixed)")
            }
            if sentence.label == "outcome" {
                counts.outcome += 1
                if !hidden { counts.printed.append(line) }
            } else if pregameFamilies.contains(sentence.family) {
                counts.pregame += 1
                if !whole { counts.pregameLost.append(line) }
            } else {
                counts.neutral += 1
                if sentence.language == "en" { counts.english += 1 }
                if !whole {
                    counts.lost.append(line)
                    if sentence.language == "en" { counts.englishLost += 1 }
                }
            }
        }
        return counts
    }

    @Test(arguments: ceilings.map(\.file))
    func theHeldOutCorpusIsMeasured(file: String) async throws {
        let ceiling = try #require(Self.ceilings.first { $0.file == file })
        let counts = try await Self.measure(file)
        #expect(counts.outcome >= 45 && counts.neutral >= 40, "the corpus is whole (set 15 has 45 outcome sentences a file)")
        let percent = counts.neutral == 0 ? 0 : (100 * counts.lost.count + counts.neutral / 2) / counts.neutral
        print("held-out prose \(file): \(counts.printed.count) of \(counts.outcome) outcome sentences printed, "
              + "\(counts.lost.count) of \(counts.neutral) neutral sentences about the visible game lost (\(percent) %; "
              + "in English \(counts.englishLost) of \(counts.english)), "
              + "\(counts.pregameLost.count) of \(counts.pregame) pregame ones hidden, \(counts.cut.count) cut")
        if let report = ProcessInfo.processInfo.environment["SCROLLDOWN_CORPUS_REPORT"] {
            let text = (["# \(file)", "## printed"] + counts.printed + ["## lost"] + counts.lost + ["## pregame lost"] + counts.pregameLost
                        + ["## cut"] + counts.cut).joined(separator: "\n") + "\n"
            try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
            try text.write(toFile: report + "/" + file + ".txt", atomically: true, encoding: .utf8)
        }
        #expect(counts.printed.count <= ceiling.printed, "outcome sentences printed:\n\(counts.printed.joined(separator: "\n"))")
        #expect(counts.lost.count <= ceiling.lost, "neutral sentences lost:\n\(counts.lost.joined(separator: "\n"))")
        #expect(counts.pregameLost.count <= ceiling.pregameLost, "pregame sentences lost:\n\(counts.pregameLost.joined(separator: "\n"))")
        #expect(counts.cut.isEmpty, "printed with part of them cut out:\n\(counts.cut.joined(separator: "\n"))")
    }
}
