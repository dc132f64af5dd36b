import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Outcome families beyond `LeakGuardVocabulary.outcomeParaphrases`, for text without numbers:
/// overtime told without the word, series states, whole-game idioms, betting results, and
/// comebacks (which a sentence may place in a period the reader can see). Each is a claim
/// about how the game went, hidden in every game alike.
extension LeakGuardVocabulary {
    /// Overtime told another way: "needed an extra period", "beyond regulation", "bonus
    /// basketball". An outcome once the game is finished; `PeriodMentions` reads it as the
    /// first period past regulation, so the recap stops there too.
    static let overtimeParaphrases = LeakGuardPatterns.compile(
        #"\b(?:(?:beyond|past|after|outside)\s+regulation|regulation\s+(?:was\s*n[o']t|wasn't|could\s*n[o']t|couldn't|did\s*n[o']t|didn't)\s+(?:enough|settle|decide|separate)|"#
            + #"(?:needed|need|needs|required|requiring|took|take|takes|went\s+to|go\s+to|goes\s+to|forced|force|forcing|sen[dt]\s+(?:it|the\s+game|things)\s+(?:in)?to)\s+"#
            + #"(?:an?\s+|the\s+)?(?:another|extra|additional|bonus|added|fifth|sixth|fourth)\s+(?:period|session|stanza|frame|inning|quarter|chapter|round|minutes|time|hockey|basketball|football|baseball|half)|"#
            + #"(?:extra|additional|bonus|free|added)\s+(?:stanzas?|chapters?|basketball|hockey|football|baseball|minutes|rounds?)|"#
            + #"(?:an?\s+|the\s+)?(?:additional|bonus|added)\s+(?:periods?|sessions?|frames?|innings?|quarters?|time)|"#
            + #"tie-?breakers?|skills\s+competition|golden\s+goal|three-on-three|penalty\s+shots?\s+(?:decided|settled)|"#
            + #"(?:more|longer)\s+than\s+(?:regulation|48\s+minutes|60\s+minutes|nine\s+innings|9\s+innings)|"#
            + #"(?:tied|level|even|deadlocked|knotted)\s+(?:at\s+the\s+end\s+of|after|through)\s+regulation|end\s+of\s+regulation|"#
            + #"(?:needed|need|needs|required|took)\s+(?:a\s+(?:little\s+|bit\s+)?)?(?:more|extra|additional)\s+(?:time|minutes|basketball|hockey|innings?|periods?|frames?)|"#
            + #"sudden[-\s]victory|walked\s+it\s+off)(?!\w)"#,
        caseInsensitive: true)

    /// A series or standing after this game: "took the series", "the series is over", "their
    /// playoff run is over"; "Game 7 is Sunday" is left to the number rule, where the series
    /// stands to `seriesStandings`.
    static let seriesStates = LeakGuardPatterns.compile(
        #"\b(?:"#
            + #"(?:took|take|takes|taking|grabbed|grab|captured|capture|claimed|claim|clinched|won|wins|win|swept|sweep|split|splits|splitting)\s+(?:the\s+|a\s+|their\s+|its\s+)?(?:[\w-]+\s+)?(?:series|title|crown|cup|championship|pennant|trophy|banner|ring)|"#
            + #"series\s+(?:is\s+|now\s+|was\s+)?(?:over|done|finished|decided|headed|going|shifts|extended)|"#
            + #"(?:playoff|postseason|title|championship|cup|season)\s+(?:run|hopes?|dreams?|chase|life|lives)\s+(?:is\s+|are\s+|was\s+|were\s+)?(?:over|alive|ended|ends|continues?|lives?\s+on|intact|dashed|done|extinguished)|"#
            + #"(?:must|will)\s+win\s+(?:game|on)|win-or-go-home|(?:one|a)\s+(?:win|victory)\s+(?:away|from|shy)|(?:one|two|three)\s+wins?\s+(?:away|from|shy)|"#
            + #"(?:back\s+to|heads?\s+to|headed\s+to|moves?\s+on\s+to|advance\s+to|on\s+to)\s+the\s+(?:next\s+round|finals?|semis|semifinals?|conference\s+finals?|world\s+series|stanley\s+cup\s+final)|"#
            + #"(?:next|second|third|final)\s+round\s+(?:awaits|beckons|berth)|(?:won|clinched|secured|sealed)\s+(?:the\s+)?(?:division|conference|league|pennant)|"#
            + #"decisive\s+game|winner-take-all|game\s+(?:seven|7)\s+(?:it\s+is|awaits|looms|is\s+(?:set|coming|on))|(?:extend|extends|extended|extending)\s+the\s+series|"#
            + #"(?:are|is|were|was)\s+going\s+home|head(?:s|ed|ing)?\s+home\s+for\s+the\s+(?:summer|season|offseason|year)|(?:summer|offseason|vacation)\s+(?:starts|begins|began|is\s+here)|tee\s+times|"#
            + #"stay(?:s|ed|ing)?\s+in\s+the\s+(?:hunt|race|series)|(?:out|knocked\s+out|bounced)\s+of\s+(?:the\s+)?(?:playoffs|postseason|race|tournament)"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// Idioms that tell the whole game: who came out ahead, how it was decided, and betting
    /// results (covering a spread is the margin told through the line).
    static let wholeGameIdioms = LeakGuardPatterns.compile(
        #"\b(?:"#
            + #"got\s+the\s+better\s+of|left\s+no\s+doubt|did\s+(?:just\s+)?enough|(?:found|find|finds|finding)\s+a\s+way|"#
            + #"pull(?:ed|s|ing)?\s+(?:it|one|this\s+one|that\s+one)\s+out|(?:gutted|ground|grinded|eked|squeezed|gritted|hung|toughed)\s+(?:it\s+|one\s+|this\s+one\s+)?out|"#
            + #"st(?:ole|eal|eals|ealing)\s+(?:one|a\s+(?:game|win)|the\s+game|it|this\s+one|a\s+road\s+(?:game|win))|"#
            + #"got\s+it\s+done|gets?\s+it\s+done|getting\s+it\s+done|took\s+care\s+of\s+business|"#
            + #"br(?:oke|eak|eaks|eaking)\s+(?:it|the\s+game|things|this\s+one)\s+(?:open|wide\s+open)|blew\s+(?:it|the\s+game|this\s+one)\s+(?:open|wide\s+open)|"#
            + #"(?:got|gets|getting|was|were)\s+out\s+of\s+hand|foregone\s+conclusion|all\s+but\s+over|"#
            + #"(?:game|contest|it|this\s+one|that\s+one)\s+(?:was|is)\s+(?:over|done|decided|finished|sealed|iced|won|lost)|"#
            + #"when\s+the\s+dust\s+settled|(?:all|when\s+it\s+was\s+all)\s+said\s+and\s+done|by\s+(?:night'?s|game'?s|day'?s)\s+end|"#
            + #"(?:final\s+)?(?:horn|buzzer|whistle)\s+(?:sounded|went|blew)|final\s+(?:tally|count|margin|result|box|line|numbers?|total|outcome|verdict|stat\s*line|ledger|frame)|"#
            + #"sen(?:t|d|ds|ding)\s+(?:the\s+)?(?:fans|crowd|home\s+crowd|faithful)\s+home\s+(?:happy|unhappy|disappointed|early|grumbling)|"#
            + #"(?:went|go|goes|going|headed|heads)\s+home\s+(?:happy|unhappy|disappointed|early|grumbling|smiling|satisfied|frustrated|empty-handed|with)|"#
            + #"let\s+(?:it|this\s+one|that\s+one|the\s+game|a\s+(?:lead|win|chance))\s+slip|slipp?(?:ed|ing)?\s+away|"#
            + #"(?:was|were|is|are)\s+never\s+(?:really\s+|truly\s+)?in\s+(?:it|this\s+one|that\s+one|the\s+game|contention)|"#
            + #"(?:had|have|has)\s+(?:the\s+)?(?:answer|answers)|no\s+answer\s+for|too\s+little,?\s+too\s+late|"#
            + #"(?:took|take|takes)\s+over\s+(?:late|down|in\s+the\s+end)|clutch|unbeaten|undefeated|remain(?:ed|s|ing)?\s+perfect|perfect\s+(?:record|start|season|road\s+trip|homestand)|"#
            + #"revenge|aveng(?:e|ed|es|ing)|payback|spoil(?:ed|s|ing)?\s+(?:the|their|his|her|its)|playing\s+the\s+role\s+of|"#
            + #"bounce[-\s]back\s+(?:win|victory|performance)|in\s+the\s+(?:win|loss)\s+column|"#
            + #"(?:earned|got|took|picked\s+up|was\s+credited\s+with|credited\s+with|collected|notched)\s+(?:the\s+|his\s+|her\s+|a\s+)?(?:decision|save|hold|no-?decision)|"#
            + #"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+(?:straight|consecutive|in\s+a\s+row)\b(?!\s+(?:quarter|period|inning|frame|half|possession|shot|basket|field\s+goal|free\s+throw|three|miss|make|bucket|points?))|"#
            + #"cover(?:ed|s|ing)?\s+(?:the\s+)?(?:spread|number)|(?:beat|beats|failed\s+to\s+cover)\s+the\s+spread|against\s+the\s+spread|"#
            + #"(?:went|goes|going|stayed|stays|fell)\s+(?:over|under)\s+the\s+(?:total|number)|the\s+(?:over|under)\s+(?:hit|cashed|came\s+in)|"#
            + #"(?:narrow|slim|wide|comfortable|healthy|big|large|razor-thin|thin|whopping|lopsided)\s+margin|by\s+a\s+(?:whisker|hair|nose|mile|landslide|wide\s+margin)|"#
            + #"(?:close|tight|lopsided|ugly|sloppy|wild|crazy|dramatic|memorable|forgettable)\s+(?:one|game|affair|contest|night)\s+(?:ended|finished)"#
            + #")(?!\w)"#,
        caseInsensitive: true)

    /// Where a series stands: after this game unless the sentence says before it ("the series
    /// is tied 1-1 entering tonight").
    static let seriesStandings = LeakGuardPatterns.compile(
        #"\b(?:series\s+(?:is\s+|now\s+|was\s+|stands\s+)?(?:now\s+)?(?:tied|even|evened|knotted|level|deadlocked|all\s+square|lead|at)|"#
            + #"(?:lead|edge|advantage|upper\s+hand|control)\s+(?:in|of)\s+the\s+series|"#
            + #"(?:up|down|ahead|behind|trail(?:s|ed|ing)?)\s+(?:\d{1,2}|two|three|one|zero)?\s*(?:games?\s+)?(?:to\s+\w+\s+)?in\s+the\s+series)(?!\w)"#,
        caseInsensitive: true)

    /// A comeback that completes itself ("came back to win", "rallied past"): an outcome even
    /// where the sentence names an early period.
    static let completedComeback = LeakGuardPatterns.compile(
        #"\b(?:past|over|to\s+(?:win|beat|stun|top|edge|defeat|force|take\s+(?:it|the\s+(?:game|win|lead\s+for\s+good)))|"#
            + #"complet(?:e|ed|es|ing)\s+(?:the|a|their|its|his|her)\s+(?:[\w-]+\s+)?(?:comeback|rally)|for\s+good)(?!\w)"#,
        caseInsensitive: true)

    /// Comebacks: a claim about the end of the game, unless the sentence places the comeback
    /// in a period the reader may see ("came back from a slow start in the opening quarter").
    static let comebacks = LeakGuardPatterns.compile(
        #"\b(?:"#
            + #"(?:came|comes?|coming|storm(?:ed|s|ing)?|battl(?:ed|es|ing)|fought|fight(?:s|ing)?|claw(?:ed|s|ing)?|roar(?:ed|s|ing)?|rall(?:y|ied|ies|ying))\s+back|"#
            + #"(?:erase[ds]?|erasing|overc(?:a|o)me|overcoming|overcomes|wip(?:e|ed|es|ing)\s+out|climb(?:ed|s|ing)?\s+out\s+of)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:deficit|hole|lead)|"#
            + #"c(?:a|o)me(?:s)?\s+from\s+behind|coming\s+from\s+behind|overturn(?:ed|s|ing)?\s+(?:a|the)\s+(?:[\w-]+\s+){0,2}deficit|"#
            + #"comebacks?|come-from-behind|rally|rallies|rallied|rallying"#
            + #")(?!\w)"#,
        caseInsensitive: true)
}
