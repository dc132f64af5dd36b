import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Outcome paraphrases planted in a hidden game's server text — the recap, a visible flow
/// block's narrative, a pregame post — are never printed; neutral sentences beside them are.
/// The guard decides by the kind of statement, so the same sentence goes the same way in
/// every game; a guard that hid everything would fail the neutral half.
@Suite(.temporaryHome) struct PlantedSentenceTests {
    /// Ways of telling the outcome without "won" or a score, in four languages.
    static let paraphrases = [
        "The Hawks would never trail again.", "They never relinquished the lead.",
        "It was all Hawks from there.", "That ended the Spurs' season.", "The Thunder closed it out at the line.",
        "The players celebrated at midcourt.", "Curry's three was the dagger.", "It was a nail-biter.",
        "Durant finished with 41 points.", "There will be a Game 6.", "They led wire to wire.",
        "Boston stormed back from a big hole.", "That shot put the game out of reach.",
        "The Celtics booked their place in the conference finals.", "A thriller went down to the wire.",
        "They improved to 30-12 on the season.", "The visitors went home dejected.",
        "Les Hawks ont gagné le match.", "Les Spurs se sont inclinés.", "Le match s'est décidé en prolongation.",
        "Die Spurs haben das Spiel verloren.", "Die Hawks siegten deutlich.", "Das Spiel ging in die Verlängerung.",
        "Los Hawks ganaron el partido.", "Los Spurs perdieron en casa.", "El partido se fue a la prórroga.",
        "Nobody could stop them late in the game.", "Jokic had a game-high 18 assists.",
        "Boston came from behind.", "The fans stormed the court.", "It was an instant classic.",
        "Dallas took care of business.", "Smith poured in 30.", "He recorded a triple-double.",
        "Die Bulls unterlagen in Chicago.", "Los Suns cayeron ante Denver.", "Les Nets l'ont emporté.",
        "Boston got the job done.", "Denver walked away with it.", "It was never close.",
        "Phoenix needed every second to put Dallas away.", "Toronto's late surge fell just short.",
        "New York squandered a big lead.", "The Knicks couldn't overcome the deficit.",
        "A buzzer-beating three decided it.", "The series heads back to Boston.", "Minnesota is on to the conference finals.",
        "The game featured stretches of back-and-forth play.", "It was nip and tuck all night.",
    ]

    /// Sentences about the visible game (`GroundingFixtures`) that must survive next to them.
    static let neutral = GroundingFixtures.neutral

    /// Sentences about the first quarter of each command-line game, true to its plays.
    static let firstQuarter: [Int: [String]] = [
        21600270: ["Washington won the opening tip.", "Oklahoma City led 32-19 after one quarter."],
        22000001: ["Brooklyn won the opening tip.", "Brooklyn led 40-25 after one quarter."],
    ]

    @Test(arguments: paraphrases)
    func theGuardHidesAParaphraseAndKeepsItsNeighbours(paraphrase: String) {
        let shield = GroundingFixtures.recap()
        let text = "\(Self.neutral[0]) \(paraphrase) \(Self.neutral[1])"
        let cleaned = shield.clean(text, as: .narrative)
        #expect(!cleaned.text.contains(paraphrase), "printed: \(paraphrase)")
        #expect(cleaned.text.contains(Self.neutral[0]) && cleaned.text.contains(Self.neutral[1]), "lost a neutral sentence: \(cleaned.text)")
    }

    /// Ordinary prose about the visible game a guard with too wide a net would lose.
    static let ordinaryProse = neutral + [
        "Tatum's 3-pointer hit the rim in the first quarter.", "Brown threw down a dunk in the first quarter.",
        "Both teams traded baskets early.", "The Celtics won the opening tip.", "Tatum lost the ball out of bounds in the second quarter.",
        "Boston called a timeout in the first quarter.", "A 9-2 run opened the third quarter.",
        "Brunson put the ball on the floor and drove in the second quarter.", "Holiday had 6 assists at halftime.",
    ]

    /// Neutral words in a language the guard does not read: hidden all the same, since it
    /// cannot tell them from an outcome.
    static let unreadableProse = [
        "Les deux équipes ont commencé prudemment.", "Beide Teams begannen vorsichtig.", "Ambos equipos empezaron con cautela.",
    ]

    /// A team abbreviation is a name only in capitals: Washington's `WAS` once blanked every
    /// "was", and with it the paraphrase around it ("It was never close").
    @Test func abbreviationsMaskOnlyInCapitals() {
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true,
                                                teamNames: ["Washington Wizards", "Wizards", "WAS", "SAS"]))
        #expect(shield.maskingTeamNames("It was WAS at home, sas or not") == "It was   at home, sas or not")
        #expect(shield.maskingTeamNames("the wizards and the Wizards") == "the   and the  ")
    }

    /// In a recap that shows Q1–Q3, as a hidden finished game's does.
    @Test(arguments: ordinaryProse)
    func neutralSentencesPassWhole(sentence: String) {
        let shield = GroundingFixtures.recap()
        #expect(shield.clean(sentence, as: .narrative) == GuardedText(text: sentence, redactions: 0), "\(shield.ungrounded(sentence) ?? "")")
    }

    @Test(arguments: unreadableProse)
    func proseTheGuardCannotReadIsHidden(sentence: String) {
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["Thunder", "OKC"],
                                                lastVisiblePeriod: 3))
        #expect(shield.clean(sentence, as: .narrative) == GuardedText(text: LeakGuard.marker, redactions: 1))
    }

    /// Through the whole command line: the older backend's recap (21600270) and flow
    /// (22000001), and a pregame post, for every paraphrase (each its own case, in parallel).
    @Test(arguments: [21600270, 22000001], paraphrases)
    func plantedTextThroughTheCommandLine(id: Int, paraphrase: String) async throws {
        let neighbours = Self.firstQuarter[id]!
        let planted = "\(neighbours[0]) \(paraphrase) \(neighbours[1])"
        let cli = CLIHarness(scenario: Counterfactual.scenario(id, planted: planted))
        var printed = ""
        for command in [["game", String(id)], ["timeline", String(id)], ["game", String(id), "--format", "json"],
                        ["timeline", String(id), "--format", "json"]] {
            let result = await cli.run(command)
            #expect(result.code == 0, "\(command): \(result.stderr)")
            printed += result.stdout + "\n"
        }
        // Text wraps at the terminal's width: compare with blanks collapsed.
        printed = printed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!printed.contains(paraphrase), "game \(id) printed the paraphrase: \(paraphrase)")
        // Recap (21600270) or first block (22000001): the neutral neighbours are shown.
        for sentence in neighbours {
            #expect(printed.contains(sentence), "game \(id) lost a neutral sentence next to: \(paraphrase)")
        }
    }

    /// A pregame post with a safe cue and nothing else is shown; the same post with a
    /// paraphrase in it is not.
    @Test func pregamePostsByKind() async throws {
        let id = 21600270
        let neutralPost = "Starting lineup is in. The arena lights dimmed for the anthem."
        let cli = CLIHarness(scenario: Counterfactual.scenario(id, planted: neutralPost))
        #expect(await cli.run(["game", String(id)]).stdout.contains(neutralPost))
        for paraphrase in Self.paraphrases.prefix(8) {
            let post = "Starting lineup is in. \(paraphrase)"
            let cli = CLIHarness(scenario: Counterfactual.scenario(id, planted: post))
            #expect(!(await cli.run(["game", String(id)]).stdout.contains(paraphrase)), "\(paraphrase)")
        }
    }
}
