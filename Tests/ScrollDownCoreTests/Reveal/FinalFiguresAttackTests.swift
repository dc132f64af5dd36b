import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A reader's attack, made by the machine: every player's final figures, told without a place,
/// in every hidden recap of the bundled games and at the climax's step (`read` at the last
/// regulation period, its plays seen). A counter only rises, so a final is never a
/// figure of a moment the reader sees unless it is also the player's latest visible one, which
/// may be the game's: each such sentence stays hidden, for every player, figure and horizon.
@Suite struct FinalFiguresAttackTests {
    @Test(arguments: [21600270, 22000001, 2024030121, 744914])
    func everyPlayersFinalFigureStaysHidden(game: Int) async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: game)
        let finals = GroundingFacts(plays: detail.plays)
        let regulation = game == 744914 ? 9 : game == 2024030121 ? 3 : 4
        var tried = 0
        for through in 1..<regulation {
            let recap = try await GroundingFixtures.sampleRecap(game, through: through)
            let corpus = HeldOutProseTests.Corpus(game: game, visibleThrough: through, sentences: [])
            let climax = try await HeldOutProseTests.shields(for: corpus).climax
            let seen = (climax ?? recap).facts
            for (family, unit) in [("points", "points"), ("rebounds", "rebounds"), ("hits", "hits"), ("shots", "shots on goal"), ("goals", "goals")] {
                guard let byPeriod = finals.periodCounts[family] else { continue }
                var totals: [String: Int] = [:]
                for (_, players) in byPeriod { for (player, count) in players { totals[player, default: 0] += count } }
                for (player, final) in totals where final > 0 {
                    let name = player.prefix(1).uppercased() + player.dropFirst()
                    var sentences = ["\(name) had \(final) \(unit).", "\(name) finished with \(final) \(unit).",
                                     "\(name) led all players with \(final) \(unit)."]
                    // Unitless, where the number is none of his visible counts (else it may be a moment's).
                    if seen.players[player]?.any.contains(final) != true { sentences += ["\(name) had \(final).", "\(name) scored \(final)."] }
                    for sentence in sentences {
                        for shield in [recap] + (climax.map { [$0] } ?? []) {
                            tried += 1
                            #expect(shield.clean(sentence, as: .narrative).redactions == 1, "through \(through): \(sentence)")
                        }
                    }
                }
            }
        }
        #expect(tried > 50, "the attack reached the game's players")
    }

    /// The same for the sides: the final, the score at the end of regulation and each withheld
    /// period's points, told without a place, in every hidden recap and at the climax's step. A
    /// pair that was also a running score the reader sees is left out (it is one of theirs).
    @Test(arguments: [21600270, 22000001, 2024030121, 744914])
    func everySidesFinalStaysHidden(game: Int) async throws {
        let detail = try await HTTPGameService.fixtures(at: CLIHarness.fixtures).game(id: game)
        let all = GroundingFacts(plays: detail.plays)
        let facts = GameFacts(detail)
        let regulation = game == 744914 ? 9 : game == 2024030121 ? 3 : 4
        let final = try #require(all.scores.last)
        let ends = ScoringReading.periodEndScores(detail.plays)
        let end = try #require(ends[regulation])
        var tried = 0
        for through in 1..<regulation {
            let recap = try await GroundingFixtures.sampleRecap(game, through: through)
            let corpus = HeldOutProseTests.Corpus(game: game, visibleThrough: through, sentences: [])
            let climax = try await HeldOutProseTests.shields(for: corpus).climax
            var pairs = [(final.home, final.away), (end.home, end.away)]
            var before = ends[through] ?? ScoringReading.Score(away: 0, home: 0)
            for period in (through + 1)...regulation {
                guard let after = ends[period] else { continue }
                pairs.append((after.home - before.home, after.away - before.away))
                before = after
            }
            for (home, away) in pairs where !recap.facts.isRunningScore(ScorePair(home, away), through: through) {
                let high = max(home, away), low = min(home, away)
                let sentences = [
                    "\(facts.homeTeam) scored \(home).", "\(facts.awayTeam) finished with \(away) points.", "\(facts.homeTeam) had \(home).",
                    "\(facts.homeTeam) \(home), \(facts.awayTeam) \(away).", "It was \(high)-\(low).", "\(facts.homeTeam) led \(home)-\(away).",
                    "\(facts.awayTeam) was up \(high)-\(low).", "Score: \(high)-\(low).", "\(facts.homeTeam) outscored \(facts.awayTeam) \(high)-\(low).",
                    "The teams were tied at \(high).",
                ]
                for sentence in sentences where !(sentence.hasPrefix("The teams") && high != low) {
                    for shield in [recap] + (climax.map { [$0] } ?? []) {
                        tried += 1
                        #expect(shield.clean(sentence, as: .narrative).redactions == 1, "through \(through): \(sentence)")
                    }
                }
            }
        }
        #expect(tried > 20, "the attack reached the game's scores")
    }
}
