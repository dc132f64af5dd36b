import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Outcome sentences of every family that got past a word list, planted in a pre-reveal recap
/// (periods through Q3 visible) and in a visible flow block (Q1), among neutral sentences that
/// place themselves in a visible period. Counted: every outcome sentence hidden, every neutral
/// one kept. The guard never sees the result, so these sentences go the same way in any game.
enum ProseFamilies {
    /// Family name and its outcome sentences (Boston Celtics host the New York Knicks).
    static let outcome: [(family: String, sentences: [String])] = [
        ("other languages and scripts", [
            "Les Celtics ont dominé la rencontre.", "Une soirée parfaite pour les Celtics.",
            "Los Knicks no pudieron con Boston.", "Los Celtics se llevaron el partido en casa.",
            "Die Celtics waren am Ende einfach besser.", "Beide Teams kämpften bis zum Schluss.",
            "I Celtics hanno chiuso la partita nel finale.", "Os Celtics levaram a melhor no jogo.",
            "De Celtics waren te sterk voor de Knicks.", "凯尔特人队击败了尼克斯队。", "凯尔特人以112比109获胜",
            "Селтикс обыграли Никс.", "セルティックスがニックスに勝利した。", "셀틱스가 닉스를 꺾었다.",
            "Οι Σέλτικς κέρδισαν τους Νικς.", "בוסטון ניצחה את ניו יורק.", "النصر لبوسطن الليلة.", "บอสตันชนะนิวยอร์ก",
            "Celtics, Knicks'i mağlup etti.", "Boston vyhrál v prodloužení.", "Boston wygrał u siebie.",
            "Les Knicks ont craqué dans le dernier quart.", "Los Celtics remontaron en el último cuarto.",
            "Le Celtics hanno vinto in rimonta.", "Ein verdienter Erfolg für Boston.", "#CelticsWin", "#BOSvsNYK tonight was something.", "W112-109 for the home side.",
            "Boston112 NewYork109", "BostonWonTheGameAtTheGardenTonight.",
        ]),
        ("scores with other separators or words", [
            "Boston 112 | New York 109.", "Celtics (112) Knicks (109).", "It ended 112 vs 109.",
            "Boston put up 112 against 109 for New York.", "The scoreboard read 112 and 109.",
            "Boston 112 🏀 109 New York.", "Celtics 112 • Knicks 109.", "BOS 112 / NYK 109 at the Garden.",
            "Knicks 109 @ Celtics 112.", "It was 112 over 109.", "The Celtics had 112 to the Knicks' 109.",
            "Boston scored 112 and New York 109.", "Boston 112 | New York 109 in the first quarter.",
            "It finished a hundred and twelve to a hundred and nine.", "Boston 112 ➜ New York 109.",
            "The numbers on the board: 112, 109.", "Boston (112), New York (109).", "112 x 109, Boston.",
            "Boston 112 — 109 New York.", "Boston tallied 112 with New York at 109.", "Celtics 112 & Knicks 109.",
            "The hosts 112 | the visitors 109 in the first quarter.", "Tatum's crew (112) Brunson's crew (109) in the first quarter.",
        ]),
        ("margins in digits or words", [
            "Boston by a dozen.", "The margin was 12.", "A 12-point margin separated the teams.",
            "Boston finished 12 clear.", "It ended as a double-digit affair.", "Boston was 12 better.",
            "Eleven points separated them.", "Boston by double digits.", "New York came up three points shy.",
            "It was a three-point game at the end.", "Boston outscored New York by a dozen.",
            "The gap was eleven points.", "Boston was the better side by 12.", "New York trailed by 3 when it mattered.",
            "Boston won going away by 20.", "It was a one-possession game.", "The difference was a single basket.",
            "Boston was up 12 at the horn.", "It was a 20-point blowout.", "Boston's lead was 12 when the buzzer sounded.",
        ]),
        ("overtime in other words", [
            "Boston needed an extra period.", "It went beyond regulation.", "The teams needed more than 48 minutes.",
            "Regulation wasn't enough to settle it.", "Fans got some bonus basketball.",
            "The game required an additional five minutes.", "It took a fifth quarter to decide it.",
            "They were tied at the end of regulation.", "The game went past regulation.", "An extra session was needed.",
            "Free basketball in Boston tonight.", "Boston forced another period.", "It needed a tiebreaker.",
            "The teams played 53 minutes.", "Boston and New York went to a sixth period.", "The game went to double OT.",
            "They played into a second extra session.", "Extra time was needed.", "The game needed more time to decide.",
        ]),
        ("series states", [
            "Boston took the series 4-2.", "The Celtics lead the series 3-1.", "The series is now tied 2-2.",
            "Boston is up 3-1 in the series.", "New York's playoff run is over.", "Game 7 is Sunday in Boston.",
            "The Celtics are one win away from the Finals.", "The series shifts back to New York.",
            "New York is down 0-3.", "Boston clinched the division.", "The Knicks face a 3-1 hole.",
            "The series is even.", "Boston has a 3-2 edge.", "Boston heads to the conference finals.",
            "Boston took a 2-1 lead.", "The Knicks are going home.", "Boston advances to the next round.",
            "Boston's season lives on.", "It's a 3-3 series now.", "The Knicks stayed alive.", "Boston won Game 5.",
        ]),
        ("whole-game idioms", [
            "Boston put it away late.", "Tatum took over late.", "Boston got the better of New York.",
            "The Celtics left no doubt.", "Boston found a way.", "New York had no answer for Tatum.",
            "Boston pulled it out.", "The Celtics ground it out.", "Boston stole one on the road.",
            "It got out of hand.", "The game was over by halftime.", "When the dust settled, Boston stood tall.",
            "Boston covered the spread.", "The over hit easily.", "It was a foregone conclusion.",
            "Boston broke it open.", "Boston did just enough.", "Brown was clutch.", "The Celtics remained perfect at home.",
            "After a slow first quarter, Boston took over late.", "Boston got revenge for last month.",
            "Boston came back to win it in the second quarter.", "Boston rallied past New York in the first half.",
            "New York let it slip away.", "The Celtics iced it at the line.", "Brown hit the dagger.",
            "After a quiet first quarter, Tatum scored 14 late.", "Boston trailed in the first quarter but pulled ahead late.",
            "The crowd went home happy.", "Boston had the last laugh.", "New York was never really in it.",
        ]),
        ("final player totals without the word points", [
            "Tatum finished with 41.", "Tatum ended up with 41.", "Brunson poured in 38.", "Tatum had 41 on the night.",
            "Tatum's 41 carried Boston.", "Brown chipped in 22.", "Tatum scored 41.", "Tatum went for 41.",
            "Tatum was 14 of 25 from the field.", "Tatum: 41 and 12.", "Tatum 41, Brown 22, Holiday 15.",
            "Tatum totaled 41.", "Pastrnak had a hat trick.", "Pastrnak scored twice.", "Tatum scored forty-one.",
            "Brown added twenty-two and nine boards.", "Tatum had 12 in the first quarter and 41 overall.",
            "Averaging 27 entering tonight, Tatum scored 41.", "Tatum was 9-for-12 from three.", "Holiday dished 11 assists.",
            "Brunson led everyone with 38.", "Tatum's line: 41-12-6.", "Tatum recorded a double-double.",
            "Tatum had 20 points in the second half.", "Tatum had 12 in the first quarter and 41 for the game.",
            "Tatum had 12 in the first quarter on his way to 41.", "Brown scored 9 in the second quarter, and Tatum 41.",
            "Brown's 22 were not enough.", "Swayman stopped 34 shots.", "Pastrnak's two goals decided it.",
        ]),
        ("outcome emoji", [
            "🏆", "Celtics 🏆", "Boston ✅", "Knicks ❌", "🎉🎉🎉", "Celtics 🔥💪", "Knicks 😭", "Boston 👑",
            "☘️☘️☘️", "💔 for New York.", "👏👏 Boston.", "Good night, New York 👋", "Celtics ✔", "⭐ Tatum ⭐",
            "Boston 🧹", "📉 New York", "Celtics 💯", "🍀 W", "👀 what a finish",
        ]),
    ]

    /// Every outcome sentence, once.
    static var allOutcome: [String] { outcome.flatMap(\.sentences) }

    /// Neutral sentences about the visible part of `GroundingFixtures`' game (New York at
    /// Boston, NYK–BOS 25–30, 58–52, 84–80 after Q1–Q3), in a recap that stops before Q4: they
    /// stay. Some say what the plays do not ground (a shooting split, a player's time on the
    /// bench, how the game felt): `recapMayLose` names them, and the count is stated.
    static let neutralInRecap = [
        "Boston came back from a slow start in the opening quarter.", "Boston were down 58-52 at the half.",
        "Tatum had 12 points in the first quarter.", "Brown hit two free throws in the second quarter.",
        "Boston built a 10-point lead in the first quarter.", "New York opened the third quarter on a 9-2 run.",
        "Brunson scored 8 of his team's first 10 points in the opening quarter.", "It was 30-25 after one.",
        "Tatum sat for the last 4:12 of the first quarter with two fouls.", "Boston shot 58 percent in the first half.",
        "New York led 84-80 after three quarters.", "Randle picked up his third foul with 5:40 left in the second quarter.",
        "The Knicks made 7 threes in the third quarter.", "Boston rallied from a 10-point deficit in the second quarter.",
        "Holiday had 6 assists at halftime.", "The Celtics went 5 of 8 from three in the first quarter.",
        "It was a back-and-forth second quarter.", "Both teams traded baskets early in the third quarter.",
        "Late in the second quarter, Brown hit a 25-foot 3-pointer.", "Tatum scored 7 straight points in the third quarter.",
        "Brunson hit a pair of free throws at 2:11 of the second quarter.",
        "In the first quarter, Tatum had 12 points and 4 rebounds.", "The teams combined for 55 points in the first quarter.",
    ]

    /// Of `neutralInRecap`, what the plays do not ground (hidden, and counted).
    static let recapMayLose: Set<String> = [
        "Tatum sat for the last 4:12 of the first quarter with two fouls.", "Boston shot 58 percent in the first half.",
        "The Celtics went 5 of 8 from three in the first quarter.", "It was a back-and-forth second quarter.",
        "Brunson scored 8 of his team's first 10 points in the opening quarter.",
    ]

    /// Context from before the game: nothing the plays ground, so hidden before the reveal.
    static let pregameContext = [
        "Tatum was averaging 27 points entering tonight.", "Boston was 30-12 entering the game.",
        "A sellout crowd of 19,156 filled the Garden.", "Tip-off was at 7:30 PM.",
        "Porzingis returned after missing two weeks with a calf strain.",
        "The Celtics are 18-3 at home this season entering the game.",
        "Middleton returned after missing three games with a sore knee.",
    ]

    static let names = GroundingFixtures.names

    /// A hidden recap's guard: NBA, finished, periods through Q3 visible, grounded in their plays.
    static let recap = GroundingFixtures.recap()
    /// A visible Q1 block's guard.
    static let firstBlock = GroundingFixtures.block(1)

    /// Neutral sentences a Q1 block's narrative may hold.
    static let neutralInFirstBlock = [
        "Boston came back from a slow start in the opening quarter.", "Tatum had 12 points in this stretch.",
        "Last scoring play: Tatum 25' 3PT Jump Shot (12 PTS).", "Boston led 30-25 at the end of the quarter.",
        "Tatum had 12 points in the first quarter.", "Boston won the opening tip.",
        "Brunson hit a 26-foot 3-pointer with 5 seconds left in the first quarter.", "Q1: BOS scored 30 points and NYK scored 25.",
    ]
}

@Suite struct ProseFamilyTests {
    typealias P = ProseFamilies

    /// Each outcome sentence alone, and among neutral neighbours, in a recap and in a block.
    @Test(arguments: ProseFamilies.outcome.map(\.family))
    func everyOutcomeSentenceOfTheFamilyIsHidden(family: String) {
        let sentences = try! #require(P.outcome.first { $0.family == family }).sentences
        for sentence in sentences {
            for shield in [P.recap, P.firstBlock] {
                let alone = shield.clean(sentence, as: .narrative)
                #expect(alone.redactions == 1 && !alone.text.contains(sentence), "printed (\(family)): \(sentence)")
                let text = "\(P.neutralInFirstBlock[0]) \(sentence) \(P.neutralInFirstBlock[1])"
                let among = shield.clean(text, as: .narrative)
                #expect(!among.text.contains(sentence), "printed among neighbours (\(family)): \(sentence)")
            }
        }
    }

    /// The count the issue asks for: every planted outcome sentence hidden, every neutral one kept.
    @Test func plantedCountsAreZeroPrintedAndEveryNeutralKept() {
        var printed: [String] = []
        for sentence in P.allOutcome where P.recap.clean(sentence, as: .narrative).redactions == 0
            || P.firstBlock.clean(sentence, as: .narrative).redactions == 0 {
            printed.append(sentence)
        }
        #expect(printed.isEmpty, "\(printed.count) of \(P.allOutcome.count) outcome sentences printed: \(printed)")
        #expect(P.allOutcome.count >= 180)

        let recapLost = P.neutralInRecap.filter { P.recap.clean($0, as: .narrative).redactions != 0 }
        let blockLost = P.neutralInFirstBlock.filter { P.firstBlock.clean($0, as: .narrative).redactions != 0 }
        print("prose families: \(printed.count) of \(P.allOutcome.count) outcome sentences printed, "
              + "\(recapLost.count + blockLost.count) of \(P.neutralInRecap.count + P.neutralInFirstBlock.count) neutral ones lost")
        #expect(Set(recapLost).isSubset(of: P.recapMayLose),
                "neutral recap sentences lost: \(recapLost.filter { !P.recapMayLose.contains($0) }.map { "\($0) <\(P.recap.ungrounded($0) ?? "")>" })")
        #expect(blockLost.isEmpty, "neutral block sentences lost: \(blockLost.map { "\($0) <\(P.firstBlock.ungrounded($0) ?? "")>" })")
        #expect(P.neutralInRecap.count + P.neutralInFirstBlock.count >= 30)
        // Pregame context grounds nothing the reader sees.
        #expect(P.pregameContext.allSatisfy { P.recap.clean($0, as: .narrative).redactions == 1 })
    }

    /// The same neutral sentences, where the reader may not see their period yet (a recap
    /// that stops before Q2, before the game), lose what they cannot place: placement is what
    /// lets them through, never the number itself.
    @Test func placementIsWhatLetsAFigureThrough() {
        let plays = GroundingFixtures.allPlays
        let pregame = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: P.names)).seeing(plays)
        #expect(pregame.clean("Tatum had 12 points in the first quarter.", as: .narrative).redactions == 1)
        #expect(pregame.clean("Boston came back from a slow start in the opening quarter.", as: .narrative).redactions == 1)
        let throughQ1 = pregame.placed(through: 1)
        #expect(throughQ1.clean("Tatum had 12 points in the first quarter.", as: .narrative).redactions == 0)
        #expect(throughQ1.clean("Tatum had 12 points in the second quarter.", as: .narrative).redactions == 1)
        #expect(throughQ1.clean("Boston scored 30 points in this stretch.", as: .narrative).redactions == 1, "no stretch of its own")
        #expect(pregame.placed(through: 1, own: 1).clean("Boston scored 30 points in this stretch.", as: .narrative).redactions == 0)
        // The last regulation period of a finished game grounds no team figure, whatever is
        // visible: added to the score shown, it would give the final.
        let throughQ4 = pregame.placed(through: 4, own: 4)
        #expect(throughQ4.clean("Boston scored 13 points in the fourth quarter.", as: .narrative).redactions == 1)
        #expect(throughQ4.clean("Q4: NYK scored 12 points and BOS scored 13.", as: .narrative).redactions == 1)
        #expect(throughQ4.clean("Boston led 93-92 in the fourth quarter.", as: .narrative).redactions == 1)
        // One player's share of the block's own stretch is what its mini box shows (+8): shown.
        #expect(throughQ4.clean("Tatum had 8 points in this stretch.", as: .narrative).redactions == 0)
        #expect(throughQ4.clean("Tatum had 8 points in this stretch and 41 in all.", as: .narrative).redactions == 1)
        // A live game's completed periods are visible, the last regulation one included.
        let live = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: false, teamNames: P.names, lastVisiblePeriod: 4))
            .seeing(plays)
        #expect(live.clean("Boston scored 13 points in the fourth quarter.", as: .narrative).redactions == 0)
    }

    /// A late cue tied to a named period is that period; one that is not is the end of the
    /// game, whatever else the sentence names.
    @Test(arguments: [
        ("Late in the third quarter, Brown hit a three.", 3), ("The final minutes of the first half were sloppy.", 2),
        ("After a slow first quarter, they took over late.", 4), ("Down 10 in the second quarter, they surged late.", 4),
        ("At halftime it was close.", 2), ("It was 30-25 after one.", 1), ("They opened with a 7-0 run.", 1),
        ("Boston needed an extra period.", 5), ("Tatum had 20 points in the second half.", 4),
        ("In the first half, Boston shot well.", 2), ("Judge homered in the 7th.", 7), ("Brown had 9 in the 2nd half.", 4),
    ])
    func periodMentionsReadTheLateCueAndTheBreaks(sentence: String, period: Int) {
        #expect(PeriodMentions(regulationPeriods: 4).latestPeriod(in: sentence) == period)
    }

    /// A score placed in a visible period is still a score: only a visible one passes.
    @Test func aScorePairNeedsTheVisibleScoreNotAPlace() {
        #expect(P.recap.clean("Boston were down 58-52 at the half.", as: .narrative).redactions == 0)
        #expect(P.recap.clean("Boston were down 61-52 at the half.", as: .narrative).redactions == 1)
        #expect(P.recap.clean("Boston 52 | New York 58 at the half.", as: .narrative).redactions == 0)
        #expect(P.recap.clean("Boston 112 | New York 109 at the half.", as: .narrative).redactions == 1)
    }

    /// Posts proven written before the start skip the default-deny rules (they cannot know
    /// the outcome), but not the score and outcome rules.
    @Test func pregamePostsAreExemptFromDefaultDenyOnly() {
        for post in ["Tatum is averaging 27 a night 🔥", "¡Los Celtics reciben a los Knicks esta noche!", "Lineup: Tatum, Brown 👇"] {
            #expect(P.recap.clean(post, as: .pregamePost).redactions == 0, "\(post)")
            #expect(P.recap.clean(post, as: .narrative).redactions == 1, "\(post)")
        }
        #expect(P.recap.clean("Last meeting: Boston 112 | New York 109.", as: .pregamePost).redactions == 1)
        #expect(P.recap.clean("Boston won the last one.", as: .pregamePost).redactions == 1)
    }

    /// `serverProse` `hidden`: every narrative is one marker, play descriptions as always.
    @Test func hiddenSettingHidesEveryNarrativeWhole() {
        var context = LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: P.names, lastVisiblePeriod: 3,
                                       visiblePlays: GroundingFixtures.plays(before: 4))
        context.hidesAllProse = true
        let shield = LeakGuard(context)
        for text in P.neutralInRecap + ["Calm start."] {
            #expect(shield.clean(text, as: .narrative) == GuardedText(text: LeakGuard.marker, redactions: 1))
            #expect(shield.clean(text, as: .pregamePost) == GuardedText(text: LeakGuard.marker, redactions: 1))
        }
        #expect(shield.clean("  ", as: .narrative) == GuardedText(text: "  ", redactions: 0))
        #expect(shield.clean("Tatum Jump Shot (12 PTS)", as: .playDescription).redactions == 0)
        #expect(shield.clean("Tatum Jump Shot (112-108)", as: .playDescription).redactions == 1)
    }
}
