import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The guard's wider vocabulary: ways of telling an outcome without the words in
/// `LeakGuardPatterns.outcomeLanguage`. Grouped by what they claim (leads held to the end,
/// comebacks, closing the game, clinching and elimination, celebration and dejection, how
/// close it was, records and series after the game, final individual totals), in English,
/// French, German and Spanish. Rules rather than lists where a rule exists ("it was all X
/// from there" for any X). Each is a claim about how the game ended, so a sentence that makes
/// one is hidden in every game alike: the guard never looks at the result.
enum LeakGuardVocabulary {
    /// Paraphrases of an outcome, whole words, case-insensitive, matched on text whose team
    /// names were blanked out (so "it was all   from there" still reads as a rule).
    static let outcomeParaphrases = LeakGuardPatterns.compile(
        #"\b(?:"#
            // A lead held to the end.
            + #"(?:would|did)\s+(?:never|not)\s+(?:trail|relinquish|surrender|give\s+up|look\s+back|be\s+caught|be\s+headed)|"#
            + #"never\s+(?:relinquish(?:ed)?|surrender(?:ed)?|looked\s+back|gave\s+up\s+the\s+lead|trailed\s+again|got\s+closer)|"#
            + #"(?:led|lead|leads|leading)\s+(?:the\s+rest\s+of\s+the\s+way|wire[-\s]to[-\s]wire|from\s+start\s+to\s+finish|for\s+good|the\s+whole\s+way)|"#
            + #"wire[-\s]to[-\s]wire|for\s+good|the\s+rest\s+of\s+the\s+way|the\s+rest\s+is\s+history|"#
            + #"(?:it\s+)?(?:was|is)\s+all\s+(?:[\p{L}'’.-]+\s+){0,3}from\s+there|all\s+(?:[\p{L}'’.-]+\s+){0,3}from\s+there|"#
            + #"from\s+there\s+on|no\s+looking\s+back|never\s+threatened|(?:kept|held|maintained|protected)\s+(?:them|the\s+\w+)\s+at\s+arm'?s[-\s]length|"#
            + #"(?:led|controlled\s+(?:it|the\s+game))\s+throughout|too\s+much\s+for|in\s+control\s+(?:the\s+rest|from\s+there|throughout)|"#
            // Turning a game around (comebacks are `comebacks`: a sentence may place them early).
            + #"turn(?:ed|s|ing)?\s+the\s+tables|"#
            // Closing the game out.
            + #"clos(?:e|es|ed|ing)\s+(?:it|things|the\s+(?:game|win|door|deal|series|night))\s+out|clos(?:e|es|ed|ing)\s+out\s+(?:the\s+)?(?:game|win|victory|series|night|contest)|"#
            + #"put(?:s|ting)?\s+(?:it|the\s+game|things|this\s+one|the\s+contest)\s+(?:away|out\s+of\s+reach|on\s+ice)|out\s+of\s+reach|"#
            + #"finish(?:ed|es|ing)?\s+(?:it|them|the\s+job)\s+off|salt(?:ed|s|ing)?\s+(?:it\s+)?away|wrap(?:ped|s|ping)?\s+(?:it|things)\s+up|"#
            + #"finishing\s+touches|nail(?:ed|s|ing)?\s+(?:it\s+)?down|lock(?:ed|s|ing)?\s+(?:it\s+)?up|secur(?:e|es|ed|ing)\s+(?:the|a|their|its)\s+(?:[\w-]+\s+)?(?:win|victory|result|points|series|title|berth|spot)|"#
            + #"daggers?|clincher|the\s+decider|decisive|decid(?:ed|es|ing)\s+(?:the\s+)?(?:game|contest|it|matters)|"#
            + #"(?:was|were|proved|proving)\s+(?:the\s+)?difference|made\s+the\s+difference|"#
            + #"(?:last|final)\s+(?:word|laugh)|"#
            // Getting it done, letting it slip.
            + #"got\s+the\s+job\s+done|walk(?:ed|s|ing)?\s+away\s+with|(?:was|is|were)\s+never\s+(?:close|in\s+question)|"#
            + #"(?:wasn't|was\s+not|isn't|is\s+not)\s+close|put(?:s|ting)?\s+(?:[\p{L}.'’-]+\s+){1,2}away|final\s+say|"#
            + #"(?:fell|falls|fall|falling)\s+(?:just|narrowly|well|agonizingly)\s+short|"#
            + #"squander(?:ed|s|ing)?|blew\s+(?:a|an|the|their|its|his|her)\s+(?:[\w-]+\s+){0,2}lead|blown\s+lead|late\s+collapse|chok(?:ed|es|ing)|"#
            + #"(?:couldn't|could\s+not|can't|cannot)\s+(?:overcome|recover|come\s+back|catch\s+up|close\s+the\s+gap|hold\s+on)|"#
            + #"buzzer[-\s]?beating|bragging\s+rights|"#
            // Clinching, elimination, series after the game.
            + #"series\s+(?:heads?|shifts?|moves?|returns?|goes)\s+(?:back\s+)?(?:to|home)|(?:is|are|was|were)\s+on\s+to\s+the|"#
            + #"season\s+(?:continues|lives\s+on|is\s+alive|ends|ended)|"#
            + #"end(?:ed|s|ing)?\s+(?:the\s+|their\s+|his\s+|her\s+|its\s+)?(?:[\p{L}'’.-]+\s+)?season|season[-\s](?:ending|ended|over)|"#
            + #"sen(?:t|d|ds|ding)\s+(?:[\p{L}'’.-]+\s+){0,3}(?:home|packing)|book(?:ed|s|ing)?\s+(?:a|their|its)\s+(?:place|spot|ticket|berth)|"#
            + #"stay(?:ed|s|ing)?\s+alive|stave[ds]?\s+off|staving\s+off|on\s+the\s+brink|one\s+win\s+(?:away|from)|"#
            + #"there\s+will\s+be\s+a\s+game|(?:set|sets|setting)\s+up\s+a\s+game\s+\d|(?:need|needs|needed)\s+a\s+game\s+\d|"#
            + #"series[-\s]clinching|series\s+(?:is\s+|was\s+)?over|title[-\s]clinching|"#
            + #"bounced\s+(?:from|out\s+of)|ousted|magic\s+number|playoff\s+berth|mov(?:ed|es|ing)\s+(?:into|up\s+to)\s+(?:first|second|third|\d+(?:st|nd|rd|th))\s+place|"#
            + #"took\s+game\s+(?:\d|one|two|three|four|five|six|seven)|avoid(?:ed|s|ing)?\s+(?:the\s+)?(?:sweep|elimination)|salvag(?:e|ed|es|ing)|"#
            + #"(?:earned|got|get|gets|took|take|takes|grabbed|picked\s+up)\s+the\s+[WL]|"#
            + #"crowned|champions?\b(?!\s+league)|championship\s+(?:won|secured)|hoist(?:ed|s|ing)?|"#
            // Celebration and dejection.
            + #"(?:stormed|rushed|poured\s+onto)\s+the\s+(?:court|floor|field|ice)|gatorade\s+(?:bath|shower)|trophy|"#
            + #"celebrat(?:e|es|ed|ing|ion|ions|ory)|dog-?pile|mobbed|champagne|confetti|jubila(?:nt|tion)|"#
            + #"dejected|heartbreak(?:ing|er)?|devastating|shocker|"#
            + #"(?:walk(?:ed|s|ing)?|skat(?:ed|es|ing)|head(?:ed|s|ing)?)\s+off\s+(?:the\s+(?:court|ice|field)\s+)?(?:with|as)\s+(?:winners|losers)|"#
            // How close it was.
            + #"nail[-\s]?biters?|thrillers?|down\s+to\s+the\s+wire|came\s+down\s+to|last[-\s](?:second|gasp|minute|ditch)|"#
            + #"squeak(?:ed|s|ing)?|squeakers?|photo\s+finish|(?:tight|close|dramatic)\s+finish|one[-\s](?:possession|goal|run|score)\s+game|"#
            + #"lopsided|laugher|never\s+in\s+doubt|garbage\s+time|comfortabl[ey]|barn-?burner|instant\s+classic|went\s+the\s+distance|"#
            + #"edge[-\s]of[-\s](?:your|the)[-\s]seat|romp(?:s|ed|ing)?|cakewalk|walkover|demolish(?:ed|es|ing)|steamroll(?:ed|s|ing)?|"#
            + #"pummel(?:l?ed|s|ing)?|dominat(?:ed|es|ing)\s+(?:the\s+game|from\s+start|throughout|all\s+(?:night|game))|"#
            + #"(?:took\s+down|took\s+care\s+of|dispatch(?:ed|es|ing)|disposed\s+of|doubled\s+up)|"#
            // Records after the game.
            + #"improv(?:e|es|ed|ing)\s+to\s+\d{1,3}|(?:fell|falls|drop(?:ped|s)?|slipp?(?:ed|s)?|mov(?:ed|es))\s+to\s+\d{1,3}\s*[-–—]\s*\d{1,3}|"#
            + #"(?:even(?:ed|s)?|level(?:led|s)?)\s+(?:their|his|her|its)\s+record|"#
            // French.
            + #"gagn(?:e|é|ée|és|er|ent|ait|aient|ant)|victoire|vainqueurs?|l'emport(?:e|é|er|ent)|s'impos(?:e|ent|é|er|ant)|"#
            + #"défaite|battu(?:e|s|es)?|perd(?:u|ue|us|ent|re|ait)|s'inclin(?:e|ent|é|er)|inclin(?:é|ée|és|ées)|éliminé(?:e|s|es)?|"#
            + #"qualifié(?:e|s|es)?\s+pour|remontée|score\s+final|jamais\s+été\s+mené|n'ont\s+jamais\s+(?:été\s+menés|tremblé)|"#
            + #"sacré(?:e|s|es)?|match\s+nul|emporté(?:e|s|es)?|remport(?:e|é|ée|ent|er|ait)|impos(?:é|ée|és|ées|ait|aient)|"#
            // German.
            + #"gewinn(?:t|en|er)?|gewann(?:en)?|gewonnen|sieg(?:e|er|t|te|ten|en)?|besieg(?:t|te|ten|en)|"#
            + #"verlier(?:t|en)|verlor(?:en)?|niederlage|ausgeschieden|endstand|endergebnis|aufholjagd|"#
            + #"nie\s+in\s+rückstand|entschieden|meister(?:schaft)?|unterl(?:ag|agen|iegen|egen)|durchgesetzt|"#
            + #"setzt(?:e|en)?\s+sich\s+(?:[\p{L}-]+\s+){0,4}durch|"#
            // Spanish.
            + #"gan(?:a|ó|aron|an|ar|ador|adores|ado)|victoria|vencedor(?:es)?|venc(?:e|ió|ieron|en|ido|er)|"#
            + #"derrot(?:a|ó|aron|ado|ar|as)|perd(?:ió|ieron|er|ido)|eliminad(?:o|a|os|as)|remontada|"#
            + #"marcador\s+final|resultado\s+final|se\s+impus(?:o|ieron)|campe(?:ón|ones)|cay(?:ó|eron)|clasific(?:ó|aron|ado|ados)|triunf(?:o|ó|aron|ar)|"#
            // Italian, a few unambiguous words.
            + #"vittoria|sconfitta|vint[oa]|battut[oaie]"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// The shape of the whole game ("back-and-forth", "nip and tuck", "the lead changed
    /// hands", "the difference was a basket"): how close it was, told without a number. Hidden unless the sentence places
    /// itself in a period before the last of regulation ("a back-and-forth first quarter").
    static let gameShape = LeakGuardPatterns.compile(
        #"\b(?:back[-\s]and[-\s]forth|see-?saw|nip[-\s]and[-\s]tuck|neck[-\s]and[-\s]neck|one-sided|"#
            + #"(?:tightly|closely|evenly|hotly)[-\s]contested|lead\s+changed\s+hands|traded\s+(?:the\s+)?leads?|"#
            + #"(?:the\s+)?(?:difference|margin|gap|separation)\s+(?:was|were|came|proved|ended|stood|at\s+the\s+(?:end|horn|buzzer))|"#
            + #"ida\s+y\s+vuelta|au\s+coude-à-coude|kopf-an-kopf)(?!\w)"#,
        caseInsensitive: true)

    /// Final individual or team totals: "finished with 41 points", "ended the night with 12",
    /// "a game-high 41", "led all scorers", "on the night". A line about a visible period
    /// ("had 12 in the first quarter") is let through by the caller.
    static let finalTotals = LeakGuardPatterns.compile(
        #"\b(?:"#
            + #"(?:finish(?:ed|es|ing)?|end(?:ed|s|ing)?|wound\s+up|closed)\s+(?:the\s+(?:night|game|day|evening|afternoon|contest|match)\s+)?"#
            + #"with\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,2}\d{1,3}\s+"# + statUnit + #"|"#
            + #"(?:game|career|season|team|playoff|franchise)[-\s](?:high|best|record)|led\s+all\s+(?:scorers|players)|"#
            + #"(?:on|for)\s+the\s+(?:night|game|evening|afternoon|day|contest|match)|total(?:ed|led|s|ing)\s+\d{1,3}|"#
            + #"led\s+the\s+way\s+with|paced\s+(?:the\s+\w+|them|all\s+\w+|everyone)\s+with|poured\s+in\s+\d{1,3}|racked\s+up\s+\d{1,3}|"#
            + #"(?:recorded|notched|posted|finished\s+with|had)\s+a\s+(?:double|triple)-double|"#
            + #"a\s+total\s+of\s+\d{1,3}|in\s+the\s+(?:win|loss|victory|defeat)|(?:ended|finished|wound\s+up)\s+(?:at\s+)?\d{1,3}|"#
            + #"termin(?:e|é|ait)\s+avec|a\s+fini\s+avec|beendete|beendet|insgesamt|"#
            + #"termin(?:ó|aron)\s+con|acab(?:ó|aron)\s+con|en\s+total"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// What a player's total counts: "41 points", "12 rebounds", "3 goals", "2 RBIs".
    private static let statUnit = #"(?:points?|pts|rebounds?|reb|assists?|ast|goals?|saves?|hits?|runs?|rbis?|"#
        + #"strikeouts?|blocks?|steals?|threes|3-pointers|touchdowns?|yards|puntos|punkte|tore|buts|goles)"#

    /// Overtime words in the other languages (English ones are `overtimeWords`).
    static let overtimeWords = LeakGuardPatterns.compile(
        #"\b(?:prolongations?|tirs?\s+au\s+but|fusillade|manches?\s+supplémentaires?|"#
            + #"verlängerung|nachspielzeit|penaltyschie(?:ß|ss)en|"#
            + #"prórrogas?|tiempos?\s+extras?|entradas?\s+extras?|tanda\s+de\s+penales|penaltis)(?!\w)"#,
        caseInsensitive: true)

    /// A sentence about the end of the game without naming a period ("late in the game",
    /// "down the stretch", "in the final minutes", "took over late"): the hidden recap stops
    /// before it, as it stops before a sentence about the withheld period.
    static let lateGameCue = LeakGuardPatterns.compile(
        #"\b(?:late\s+(?:in\s+the\s+(?:game|contest|going)|going|on)|late[-\s]game|down\s+the\s+stretch|crunch\s+time|"#
            + #"(?:closing|final|dying|last)\s+(?:minutes?|seconds?|stages?|moments?|stretch|period|quarter|frame|inning|half|buzzer|horn|possession|play)s?|"#
            + #"in\s+the\s+end|at\s+the\s+(?:end|buzzer|death)|the\s+(?:final|last)\s+word|"#
            + #"fin\s+(?:du|de)\s+(?:match|rencontre)|derni(?:è|e)res?\s+(?:minutes?|secondes?)|schlussphase|am\s+ende|"#
            + #"letzten\s+(?:minuten|sekunden)|final\s+del\s+(?:partido|juego)|(?:ú|u)ltimos?\s+(?:minutos?|segundos?)|"#
            // "took over late": late in the game unless a named period follows ("late in the third").
            + #"late"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// "home 118, away 111", "visitors 3 hosts 2": a score by sides instead of names.
    static let sideScore = LeakGuardPatterns.compile(
        #"\b(?:home|away|visitors?|hosts?)\s+\d{1,3}\s*[,;]?\s*(?:home|away|visitors?|hosts?)\s+\d{1,3}(?!\w)"#,
        caseInsensitive: true)

    /// A unit right after a number: "111 points", "4 goals", "7 runs".
    static let scoreUnit = LeakGuardPatterns.compile(
        #"^\s*(?:points?|pts|goals?|runs?|puntos|points|punkte|tore|buts|goles|carreras)\b"#, caseInsensitive: true)
}
