import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The guard measured on a held-out corpus (`Tests/ScrollDownCoreTests/Corpus/`, written by
/// someone who had not read the guard's rules: outcome and neutral sentences about sample game
/// 22000001 in many families, languages and scripts). Each sentence is cleaned as the hidden
/// `game` recap cleans it (NBA, finished, Q1–Q3 visible with their end scores) and counted:
/// outcome sentences printed, neutral sentences lost, and sentences printed with part of them
/// cut out (entries of several sentences are judged sentence by sentence). README's `serverProse` section states
/// the counts; the test fails when they get worse than the numbers below, so they only improve.
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

    /// Measured on this corpus with the guard as it is (2026-12-02): the ceiling until it improves
    /// (issue 36 asks for 0 printed and at most 10 % lost).
    static let printedCeiling = 68
    static let lostCeiling = 128
    /// Entries of several sentences shown in part (the guard judges sentence by sentence).
    static let partlyShownCeiling = 13

    static let file = TestPaths.repoRoot.appendingPathComponent("Tests/ScrollDownCoreTests/Corpus/prose-corpus-heldout.json")

    struct Counts {
        var printed: [String] = []
        var lost: [String] = []
        var partlyShown: [String] = []
        var outcome = 0
        var neutral = 0
    }

    static func measure() async throws -> Counts {
        let corpus = try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: file))
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: corpus.game)
        let policy = RevealPolicy(rules: RevealRules())
        let withheld = corpus.visibleThrough + 1
        let shield = policy.leakGuard(for: GameFacts(detail))
            .allowing(RevealPolicy.periodEndScores(detail.plays, before: withheld))
            .placed(through: corpus.visibleThrough)
        var counts = Counts()
        for sentence in corpus.sentences {
            let cleaned = shield.clean(sentence.text, as: .narrative)
            let whole = cleaned.text == sentence.text, hidden = cleaned.text == LeakGuard.marker
            if !whole && !hidden { counts.partlyShown.append("\(sentence.id): \(cleaned.text)") }
            if sentence.label == "outcome" {
                counts.outcome += 1
                if !hidden { counts.printed.append("\(sentence.id) [\(sentence.family), \(sentence.language)]: \(sentence.text)") }
            } else {
                counts.neutral += 1
                if !whole { counts.lost.append("\(sentence.id) [\(sentence.family)]: \(sentence.text)") }
            }
        }
        return counts
    }

    @Test func theHeldOutCorpusIsMeasured() async throws {
        let counts = try await Self.measure()
        #expect(counts.outcome >= 260 && counts.neutral >= 200, "the corpus is whole")
        print("held-out prose: \(counts.printed.count) of \(counts.outcome) outcome sentences printed, "
              + "\(counts.lost.count) of \(counts.neutral) neutral sentences lost, \(counts.partlyShown.count) shown in part")
        #expect(counts.printed.count <= Self.printedCeiling, "outcome sentences printed:\n\(counts.printed.joined(separator: "\n"))")
        #expect(counts.lost.count <= Self.lostCeiling, "neutral sentences lost:\n\(counts.lost.joined(separator: "\n"))")
        #expect(counts.partlyShown.count <= Self.partlyShownCeiling, "shown in part:\n\(counts.partlyShown.joined(separator: "\n"))")
    }
}
