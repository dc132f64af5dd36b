import Foundation
import Testing
@testable import ScrollDownCore

/// Sentences in other languages, read into the guard's English word by word (issue 36): a
/// sentence is shown only when one table reads every word of it and the English grounds; a
/// word no table knows, a name not of the game, a number of no known shape hides it whole.
@Suite struct ProseGlossTests {
    // MARK: The pieces

    @Test func numbersAreWrittenAsEnglishWritesThem() {
        let cases: [(String, String?, String, String?)] = [
            ("32:19", nil, "de", "32-19"),          // a German score
            ("4:41", "minuten", "de", "4:41"),      // a German clock, its unit after it
            ("12:21", "de", "fr", "12:21"),         // a clock elsewhere
            ("3min44s", nil, "pt", "3:44"),
            ("1º", nil, "pt", "1st"), ("2e", nil, "fr", "2nd"), ("3ème", nil, "fr", "3rd"), ("11º", nil, "es", "11th"),
            ("84-84", nil, "es", "84-84"), ("17", nil, "it", "17"), ("3-pointer", nil, "es", "3-pointer"),
            ("1,5", nil, "es", nil), ("3x", nil, "pt", nil),    // shapes it does not read
        ]
        for (text, next, language, english) in cases {
            #expect(GlossPieces.englishNumber(text, next: next, language: language) == english, "\(text)")
        }
    }

    @Test func scoresJoinedByAWordAreOneScore() {
        let english = { (text: String, language: String) in
            GlossPieces.joiningScores(GlossPieces.cut(text), language: language).map(\.text).joined()
        }
        #expect(english("menait 63 à 45", "fr") == "menait 63-45")
        #expect(english("ganaba 1 a 0", "es") == "ganaba 1-0")
        #expect(english("Nets 40 x 25 Warriors", "pt") == "Nets 40-25 Warriors")
        #expect(english("führte 2 zu 1", "de") == "führte 2-1")
        // Only between two numbers, and only the language's own word.
        #expect(english("a 12:21 a 3", "es") == "a 12:21 a 3")
        #expect(english("Nets 40 x 25", "es") == "Nets 40 x 25")
    }

    @Test func elidedWordsAreTheirOwnPiece() {
        let words = { (text: String) in GlossPieces.cut(text).filter { $0.kind == .word }.map(\.text) }
        #expect(words("l'entre-deux") == ["l'", "entre-deux"])
        #expect(words("n'a réussi qu'un tir") == ["n'", "a", "réussi", "qu'", "un", "tir"])
        #expect(words("all’intervallo") == ["all'", "intervallo"])
        #expect(words("O'Neal") == ["O'Neal"])
    }

    // MARK: A reading

    static let sample = ProseGloss.Table(code: "xx", entries: """
        el => the
        anotó => scored
        puntos => points
        en => in
        primer cuarto => first quarter
        no => not
        ganó => won
        inning => inning
        """)

    @Test func aReadingNeedsEveryWordAndTranslatesOne() {
        let isName = { (word: String) in ["irving", "nets"].contains(word) }
        let read = { (text: String) in ProseGloss.readings(of: text, isName: isName, tables: [Self.sample]).map(\.english) }
        #expect(read("Irving anotó 17 puntos en el primer cuarto.") == ["Irving scored 17 points in the first quarter."])
        #expect(read("Irving anotó 17 puntos en el primer cuarto, sin fallar.") == [])   // "sin", "fallar": no entry
        #expect(read("Durant anotó 17 puntos.") == [])                                   // not a name of the game
        #expect(read("irving anotó 17 puntos.") == [])                                   // a name is written with a capital
        #expect(read("Kyrie Irving anotó 17 puntos.") == ["Kyrie Irving scored 17 points."])  // a first name, for the guard to check
        #expect(read("Kyrie anotó 17 puntos.") == [])
        #expect(read("Kyrie Ganó.") == [])                                               // only before a name of the game
        #expect(read("Irving inning.") == [])                                           // nothing translated
        #expect(read("17 puntos, Irving.") == ["17 points, Irving."])
        #expect(read("Irving 17.") == [])                                                // no word of the language
    }

    /// French "ne … que" is "only"; with a word of negation between them it is not.
    @Test func frenchNeQueIsOnly() {
        let read = { (text: String) in
            ProseGloss.readings(of: text, isName: { $0 == "westbrook" }, tables: [ProseGloss.french]).map(\.english)
        }
        #expect(read("Westbrook n'a réussi qu'un tir sur huit.") == ["Westbrook made only a shot of eight."])
        #expect(read("Westbrook n'a pas réussi un tir.") == ["Westbrook not has not made a shot."])
        #expect(read("Westbrook n'a réussi aucun tir.") == ["Westbrook not made no shot."])
        #expect(read("Westbrook n'a pas réussi qu'un tir.") == ["Westbrook not has not made that a shot."])
    }

    /// Two languages that both read a sentence must both ground it: here one reads
    /// "primeiro quarto" as the first quarter (seen) and the other as the fourth (not seen).
    @Test func everyReadingMustGround() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        let inThe = ProseGloss.Table(code: "pt", entries: "no => in the\nprimeiro quarto => first quarter\nmarcou => scored\npontos => points")
        let not = ProseGloss.Table(code: "xx", entries: "no => in the\nprimeiro quarto => fourth quarter\nmarcou => scored\npontos => points")
        let sentence = "Irving marcou 17 pontos no primeiro quarto."
        #expect(recap.glossVerdict(sentence, carried: nil, tables: [inThe])?.ungrounded == nil)
        #expect(recap.glossVerdict(sentence, carried: nil, tables: [not])?.ungrounded != nil)
        #expect(recap.glossVerdict(sentence, carried: nil, tables: [inThe, not])?.ungrounded != nil)
        #expect(recap.glossVerdict(sentence, carried: nil, tables: [not, inThe])?.ungrounded != nil)
    }

    // MARK: The tables, on the bundled games

    /// What a reader of Brooklyn–Golden State through the first quarter may be told, in five
    /// languages, next to what the game's end would tell.
    @Test func aVisibleQuarterInFiveLanguages() async throws {
        let recap = try await GroundingFixtures.sampleRecap(22000001, through: 1)
        GroundingFixtures.expect(recap, shows: [
            "Kyrie Irving anotó 17 puntos en el primer cuarto.",
            "Los Nets ganaron el primer cuarto 40-25.",
            "Après le premier quart-temps, Brooklyn menait 40 à 25.",
            "Kyrie Irving a inscrit 17 points dans le premier quart-temps.",
            "Nach dem ersten Viertel führte Brooklyn mit 40:25.",
            "Kyrie Irving erzielte 17 Punkte im ersten Viertel.",
            "Os Nets venceram o primeiro quarto por 40 a 25.",
            "Kevin Durant ha segnato 10 punti nel primo quarto.",
        ], hides: [
            "Los Nets ganaron el partido.", "Los Nets ganaron el partido 125-99.",
            "Brooklyn a gagné le match.", "Les Nets ont remporté la victoire.",
            "Brooklyn gewann das Spiel.", "Nach vier Vierteln stand es 125:99.",
            "Os Nets venceram o jogo.", "I Nets hanno vinto la partita.",
            "Kyrie Irving anotó 17 puntos en el segundo cuarto.",     // a period the reader has not seen
            "Kyrie Irving anotó 18 puntos en el primer cuarto.",      // not the plays' count
            "Kyrie Irving anotó 17 puntos en el primer cuarto y los Nets no perdieron nunca la ventaja.",
        ])
    }

    /// At the fourth quarter's step of 21600270 (a 105-105 tie after four), nothing of the
    /// fourth quarter's totals is shown, in any language.
    @Test func theClimaxInOtherLanguages() async throws {
        GroundingFixtures.expect(try await GroundingSpanTests.climax(), hides: [
            "Nach vier Vierteln stand es 105:105.", "Después de cuatro cuartos, empate 105-105.",
            "Al final del cuarto cuarto, 105-105.", "Après quatre quart-temps, égalité 105 à 105.",
            "Washington anotó 21 puntos en el cuarto cuarto.", "Im vierten Viertel erzielte Oklahoma City 21 Punkte.",
        ])
    }

    /// The families the English rule learned this round, told in the other languages: the
    /// scoring ending, every goal placed after the fact, "for the last time", a comeback that
    /// began, the game's last goal "in" a period. Each phrase reads into the English the rule knows.
    @Test func gameWideFamiliesInOtherLanguages() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, hides: [
            "La anotación terminó en el segundo periodo.", "Point marcó el último gol en el segundo periodo.",
            "Les sept buts ont tous été marqués dans les deux premières périodes.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(22000001, through: 3)
        GroundingFixtures.expect(nba, hides: [
            "Los Warriors lideraron por última vez en el primer cuarto.", "Die Warriors führten zum letzten Mal im ersten Viertel.",
            "Les Warriors ont mené pour la dernière fois dans le premier quart-temps.",
        ])
        let okc = try await GroundingFixtures.sampleRecap(21600270, through: 3)
        GroundingFixtures.expect(okc, hides: ["La remontada de Oklahoma City comenzó en el tercer cuarto."])
    }

    /// Words and phrases the held-out sets wrote that no table knew, read faithfully (a faceoff
    /// is "ingaggio", swinging "tirándole", "ersten beiden" the first two); and German order read
    /// right: "nach 3:44 Minuten" is a clock, not "after three"; "Dritteln 30 Checks" counts
    /// checks, no 30th period.
    @Test func moreOfTheTables() async throws {
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: [
            "Florida ha vinto 11 dei 17 ingaggi nel primo periodo.", "Nel secondo periodo le cariche sono state 11 per parte.",
            "Sam Bennett brachte Florida nach 3:44 Minuten in Führung.",
            "Florida verteilte in den ersten beiden Dritteln 30 Checks, Tampa Bay 20.",
        ], hides: [
            "Florida ha vinto 11 dei 17 ingaggi nel terzo periodo.", "Nel secondo periodo le cariche sono state 12 per parte.",
            "Florida verteilte in den ersten beiden Dritteln 31 Checks, Tampa Bay 20.",
            "Sam Bennett brachte Florida nach 3:44 Minuten im dritten Drittel in Führung.",
        ])
        let mlb = try await GroundingFixtures.sampleRecap(744914, through: 6)
        GroundingFixtures.expect(mlb, shows: [
            "Mauricio Dubón y Chas McCormick se poncharon tirándole en la tercera entrada.",
            "Houston ganaba 1-0 al terminar la sexta entrada.", "George Springer tem a única rebatida do jogo até a quarta entrada.",
        ], hides: ["Houston ganaba 1-0 al terminar la novena entrada.", "George Springer tem a única rebatida do jogo."])
    }

    /// Swedish, the sixth table: a noun's definite ending is its article ("första perioden" is
    /// "the first period"), a score may be written with an en dash ("2–1"), and a name's
    /// genitive is a bare "s" ("Floridas 6", "Guentzels kvittering"), as in German ("Christons
    /// Korbleger"). The game's end stays hidden as in English.
    @Test func swedish() async throws {
        #expect(GlossPieces.cut("ledde med 2–1").filter { $0.kind == .number }.map(\.text) == ["2-1"])
        let nhl = try await GroundingFixtures.sampleRecap(2024030121, through: 2)
        GroundingFixtures.expect(nhl, shows: [
            "Florida ledde med 2–1 efter första perioden.", "Efter två perioder ledde Florida med 5–2.",
            "Aleksander Barkov vann fem tekningar i första perioden.",
            "Victor Hedman fick en assist på Guentzels kvittering i första perioden.",
            "Tampa Bay hade 10 skott på mål mot Floridas 6 i första perioden.",
        ], hides: [
            "Florida vann med 6–2 och leder serien med 1–0.", "Florida vann den första matchen i serien.",
            "Florida vann även tredje perioden, 1–0.", "Florida ledde med 5–2 efter två perioder och vann till slut med 6–2.",
            "Florida ledde med 2–1 efter tredje perioden.",          // a period the reader has not seen
            "Tampa Bay hade 10 skott på mål mot Floridas 7 i första perioden.",        // not the plays' count
            "Victor Hedman fick två assister i första perioden.",
        ])
        let nba = try await GroundingFixtures.sampleRecap(21600270, through: 1)
        GroundingFixtures.expect(nba, shows: ["Semaj Christons Korbleger 31 Sekunden vor Ende des ersten Viertels stellte auf 30:17 für Oklahoma City."],
                                 hides: ["Semaj Christons Korbleger 31 Sekunden vor Ende des ersten Viertels stellte auf 30:18 für Oklahoma City."])
    }
}
