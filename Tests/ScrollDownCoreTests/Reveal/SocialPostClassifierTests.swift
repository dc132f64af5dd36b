import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct SocialPostClassifierTests {
    let classifier = SocialPostClassifier()

    @Test(arguments: [
        "Starting five tonight", "Tonight's lineup 👇", "STARTING LINEUP", "Injury update: Brown is questionable",
        "Status update: Tatum will play", "We're underway in Boston!", "We’re underway", "were underway",
        "Game time: 7:30 PM", "Tip-off at 7:30", "Tipoff in 10", "Warm-ups are on", "warmups",
    ])
    func safeCuesWithoutRiskAreSafe(text: String) {
        #expect(classifier.classify(text) == .safe)
    }

    @Test(arguments: [
        // (a) empty
        "", "   \n",
        // (b) scores
        "Lineup set after 112-108", "W 112-108 lineup", "L 99–98 lineup", "final: 101—99 lineup",
        // (c) result words
        "Final lineup", "FINAL SCORE lineup", "End of game lineup", "end of regulation lineup",
        "Game over lineup", "We win! lineup", "we lose lineup", "Victory lineup", "Defeat lineup",
        "win streak lineup", "lose streak lineup",
        // (d) recap words
        "recap lineup", "Game recap lineup", "Postgame lineup", "post-game lineup", "Full highlights lineup",
        "Full game highlights lineup", "Game summary lineup",
        // (e) emoji
        "🏆 lineup", "✅ lineup", "🎉 lineup", "🚨 lineup",
        // no safe cue
        "Look at this dunk", "Jayson Tatum with the slam",
        // safe cue, but the leak guard would hide a sentence
        "Starting lineup as we look to clinch the series", "Lineup for the comeback",
        "Game time: 3-2 count in the lineup", "Starting five. We needed overtime.",
    ])
    func riskyTexts(text: String) {
        #expect(classifier.classify(text) == .risky)
    }

    @Test func nilIsRisky() {
        #expect(classifier.classify(nil) == .risky)
    }

    @Test func gameGuardDecidesPeriods() {
        let nba = SocialPostClassifier(guard: LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true)))
        #expect(nba.classify("Lineup for the 3rd quarter") == .safe)
        #expect(nba.classify("Lineup for the 5th quarter") == .risky)
        // Unknown games are treated as the shortest regulation, finished.
        #expect(classifier.classify("Lineup for the 3rd quarter") == .risky)
    }
}
