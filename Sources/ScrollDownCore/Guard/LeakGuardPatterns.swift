import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The guard's fixed patterns, compiled once for the process.
///
/// `NSRegularExpression` is immutable after creation and `Sendable` in this toolchain's
/// Foundation, so sharing these constants across tasks is safe.
enum LeakGuardPatterns {
    /// `112-108`, `112–108`, `3 - 2`, `112\t-\t108`, `112:108`, `112/108`, optionally `W `/`L ` first.
    /// Groups: 1 first number, 2 space before, 3 separator, 4 space after, 5 second number,
    /// 6 decimal fraction (only so a clock like `0:32.1` is recognised and kept).
    /// Lookarounds keep the numbers whole tokens and leave dates like `2024-03-01` alone.
    static let separatedScore = compile(
        #"(?<![\w.])(?<!\d[-–—:/])(?:[WL] ?)?(\d{1,3})([ \t]*)([-–—:/])([ \t]*)(\d{1,3})(\.\d+)?(?!\w)(?![-–—:/]\d)"#
            // "a 10-2 run" is a stretch of play, not a score.
            + #"(?!\s+(?:run|spurt|burst|surge)\b)"#)

    /// `112 to 108`, `1 to nothing`.
    static let toScore = compile(
        #"(?<![\w.])\d{1,3}\s+to\s+(?:\d{1,3}|nothing|nil|zip|zilch)(?!\w)(?!\.\d)"#, caseInsensitive: true)

    /// "tied at 100", "knotted up at 3": a score of N–N. Group 1 is N.
    static let tiedAt = compile(
        #"\b(?:tied|knotted|deadlocked|level|even|all\s+square)\s+(?:up\s+)?at\s+(\d{1,3})(?![\w:]|\.\d)"#, caseInsensitive: true)

    /// A series standing said to be from before this game ("the series is tied 1-1 entering
    /// tonight"): context, not this game's outcome. Scores inside it are let through.
    static let seriesBeforeTheGame = compile(
        #"\bseries\b[^.!?]{0,40}?\b\d{1,2}\s*[-–—]\s*\d{1,2}\b[^.!?]{0,30}?"#
            + #"\b(?:entering|heading\s+into|going\s+into|coming\s+into|ahead\s+of|before)\b"#,
        caseInsensitive: true)

    /// A record or standing said to be from before this game ("30-12 entering the game",
    /// "came into tonight 18-3"): context, not this game's outcome.
    static let recordBeforeTheGame = compile(recordBeforeTheGameSource, caseInsensitive: true)

    /// The source of `recordBeforeTheGame`, which the number rule shares.
    static let recordBeforeTheGameSource =
        #"\b\d{1,3}\s*[-–—]\s*\d{1,3}\b[^.!?;,]{0,40}?\b(?:entering|heading\s+into|going\s+into|coming\s+into|ahead\s+of|before\s+(?:tonight|the\s+game|tip))\b"#
            + #"|\b(?:entering|entered|came\s+into|coming\s+into|heading\s+into|went\s+into|going\s+into)\s+(?:the\s+(?:game|night|contest|matchup|series)|tonight|today|play)?\s*(?:at|with\s+a\s+record\s+of|with)?\s*\d{1,3}\s*[-–—]\s*\d{1,3}\b"#

    /// A whole number token that is not part of a clock, decimal or word.
    static let numberToken = compile(#"(?<![\w.:])\d{1,3}(?![\w:]|\.\d)"#)

    /// Period labels whose number is not a score: "Period 3", "Quarter 2", "Q4".
    static let periodLabelNumber = compile(
        #"\b(?:period|quarter|qtr|half|inning|frame|[QPH])\s*(\d{1,2})\b"#, caseInsensitive: true)

    /// "scored 25" (or a signed "-8", seen in real flow text): two in one sentence narrate team totals.
    static let scoredNumber = compile(#"\bscored\s+[-−–]?\d{1,3}\b"#, caseInsensitive: true)

    /// Spelled numbers one to twenty, for margins such as "by two goals".
    private static let spelledNumber =
        "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
        + "fifteen|sixteen|seventeen|eighteen|nineteen|twenty"

    /// Outcome language, whole words, case-insensitive. Exceptions keep factual phrases:
    /// "lost ball", "for a loss"/"loss of 3" (yardage), "first downs"/"on downs",
    /// "downed at the 20", "advanced" outside a series, "coast to coast", "hot streak".
    /// "Streaking" alone stays visible: "the streaking Celtics" describes form coming into a
    /// game, and a result after it needs another word ("won", "snapped", "N-game streak").
    static let outcomeLanguage = compile(
        #"\b(?:"#
            // Winning a tip, a faceoff or a toss, and a season's win total, are not this result.
            + #"(?:wins?|won|winning)(?!\s+(?:the\s+)?(?:opening\s+)?(?:tip|tip-?off|jump(?:\s+ball)?|face-?offs?|draw|toss|coin\s+toss)\b)"#
            + #"(?!\s+\d{1,3}\s+games\b)|winners?|winless|"#
            + #"(?:beat|beats|beaten|beating)(?!\s+(?:the\s+)?(?:shot\s+clock|clock|press|trap|double[-\s]team|defender|"#
            + #"his\s+man|her\s+man|goalie|goaltender|keeper)\b)|"#
            + #"defeat|defeats|defeated|defeating|"#
            + #"victory|victories|victorious|"#
            + #"lose|loses|lost(?!\s+(?:the\s+)?(?:ball|handle|possession|control|grip|footing|track|(?:his|her)\s+(?:footing|shoe|man))\b)|losing|"#
            + #"(?<!\bfor\sa\s)(?<!\byard\s)(?<!\byards\s)loss(?!\s+of\s+\d)|losses|losers?|"#
            + #"clinch|clinches|clinched|clinching|"#
            + #"eliminate|eliminates|eliminated|eliminating|elimination|"#
            + #"advanc(?:e|es|ed|ing)\s+(?:past|over|to\s+the\s+(?:[\w-]+\s+){0,2}"#
            + #"(?:round|finals?|semifinals?|semis|quarterfinals?|championship|title|playoffs?|series|cup|bowl|four|eight|sixteen|16))|"#
            + #"sweep|sweeps|swept|sweeping|"#
            + #"upset|upsets|"#
            + #"shutouts?|shut\s+out|shuts\s+out|blanked|blanks|"#
            + #"walk-?offs?|walk\s+off|"#
            + #"game-?winners?|game-?winning|game\s+winners?|game\s+winning|"#
            + #"buzzer-?beaters?|buzzer\s+beaters?|"#
            + #"final\s+score|"#
            + #"edges|edged|rout|routs|routed|(?:came|comes?|coming)\s+out\s+on\s+top|"#
            + #"(?:fell|falls?|falling)\s+short|ic(?:e|es|ed|ing)\s+(?:it|the\s+(?:game|win|victory))|go-?ahead|"#
            + #"never\s+trailed|knock(?:s|ed|ing)?\s+out\s+of|season\s+(?:is|was)\s+over|"#
            + #"(?:mov(?:e|es|ed|ing)|advanc(?:e|es|ed|ing))\s+on\s+to|(?:pull(?:s|ed|ing)?|draws?|drew)\s+(?:even|level)|"#
            + #"(?<!\bfirst\s)(?<!\b1st\s)(?<!\bon\s)downs|downed(?!\s+(?:at|inside|on|in)\b)|"#
            + #"(?:holds?|held|holding)\s+off|"#
            + #"survive|survives|survived|"#
            + #"(?:falls?|fell)\s+(?:to|at)|"#
            + #"blowout|blew\s+out|"#
            + #"triumph|triumphs|triumphed|triumphant|"#
            + #"series\s+lead|(?:leads?|led|ties|tied|evens|evened)\s+the\s+series|"#
            + #"(?:held|holds|hung|hangs?|hanging)\s+on|(?:came|comes?|coming)\s+up\s+short|"#
            + #"prevail|prevails|prevailed|prevailing|outlast|outlasts|outlasted|outlasting|"#
            + #"knock(?:s|ed|ing)?\s+off|"#
            + #"seal(?:s|ed|ing)?\s+(?:it|the\s+(?:win|victory|game|deal|series|result)|a\s+(?:win|victory))|"#
            + #"pull(?:s|ed|ing)?\s+away|(?:ran|runs?|running)\s+away\s+with|"#
            + #"drop(?:s|ped|ping)?\s+(?:(?:its|their|his|her|a|the)\s+)?(?:[\w-]+\s+)?straight|"#
            + #"skids?|"#
            + #"(?:snap|snaps|snapped|snapping|end|ends|ended|ending|extend|extends|extended|extending|"#
            + #"halt|halts|halted|stop|stops|stopped)\s+(?:(?:its|their|his|her|a|an|the)\s+)?"#
            + #"(?:[\w-]+\s+){0,2}(?:streak|slide|slump)|"#
            + #"[\w]+-game\s+(?:[\w-]+\s+)?streak|streak\s+(?:snapped|ended|ends|extended|alive|over)|"#
            + #"cruised|cruises|cruis(?:e|ing)\s+(?:to|past|by|over)|"#
            + #"coasted|coasting\s+(?:to|past|by|over)|coasts?\s+(?:past|by|over|to(?!\s+coast\b))|"#
            + #"stuns|stunned|escap(?:e|es|ed|ing)\s+(?:with|past|by)|"#
            + #"trounce|trounces|trounced|trouncing|thrash|thrashes|thrashed|thrashing|"#
            + #"blows\s+out|blowing\s+out|punch(?:es|ed|ing)?\s+(?:\w+\s+)?tickets?|"#
            + #"forc(?:e|es|ed|ing)\s+(?:a\s+)?game\s+(?:[2-7]|two|three|four|five|six|seven)|"#
            + #"(?:\d{1,3}|"# + spelledNumber + #")[-\s](?:point|run|goal)\s+(?:win|victory|loss)"#
            + #")\b|\bfinal\s*:"#,
        caseInsensitive: true)

    /// Margins ("by 12 points", "a 10-point lead"): an outcome unless the sentence places them
    /// in a period before the last of regulation ("a 10-point lead in the first quarter").
    static let marginLanguage = compile(
        #"\b(?:by\s+(?:\d{1,3}|"# + spelledNumber + #")\s*(?:points?|pts|runs?|goals?)|"#
            + #"(?:\d{1,3}|"# + spelledNumber + #")[-\s](?:point|run|goal)\s+"#
            + #"(?:lead|margin|deficit|advantage|cushion|game|differential))\b"#,
        caseInsensitive: true)

    /// "Boston tops New York" when the guard knows no team names: `tops` before a capitalised
    /// name that is not a league or standings word ("tops the NBA in blocks" stays).
    static let topsAName = compile(
        #"\b(?i:tops|topped|topping)\s+(?:the\s+)?(?!(?:NBA|NHL|MLB|NFL|NCAA|WNBA|League|Eastern|Western|East|West|"#
            + #"Conference|Division|AL|NL|AFC|NFC|Charts?|Standings)\b)\p{Lu}"#)

    /// Overtime words that mean "the game went past regulation" once it is finished.
    static let overtimeWords = compile(
        #"\b(?:overtimes?|over-time|shoot-?outs?|extra[-\s]innings?|extra[-\s]frames?|extra[-\s]time|"#
            + #"extra[-\s]periods?|extra[-\s]sessions?|sudden[-\s]death|free\s+hockey)\b"#,
        caseInsensitive: true)

    /// `OT`, `2OT`, `OT2` and the shootout label after a slash (`Final/SO`); case-sensitive
    /// so "ot" inside ordinary words never matches.
    static let overtimeLabels = compile(#"\b\d?OT\d?\b|(?<=/)SO\b"#)

    /// "Period 5", "Quarter 5", "Inning 10", "Q5", "P4", "H3". Group 1 is the number.
    static let numberedPeriod = compile(
        #"\b(?:(?:period|quarter|qtr|half|inning|frame)\s+|[QPH])(\d{1,2})\b"#, caseInsensitive: true)

    /// "5th period", "10th inning", "in the 11th", "top of the 10th". Group 1 is the number.
    static let ordinalPeriod = compile(
        #"\b(\d{1,2})(?:st|nd|rd|th)\s+(?:period|quarter|qtr|half|inning|frame)s?\b"#
            + #"|\b(?:in|of|into|through)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b"#,
        caseInsensitive: true)

    /// "fifth quarter", "tenth inning", "top of the tenth". Group 1 or 2 is the ordinal word.
    static let wordOrdinalPeriod = compile(
        #"\b("# + ordinalWords.joined(separator: "|") + #")\s+(?:period|quarter|qtr|half|inning|frame)s?\b"#
            + #"|\b(?:in|of|into|through)\s+the\s+("# + ordinalWords.joined(separator: "|") + #")\b"#,
        caseInsensitive: true)

    /// Ordinal words in order, index + 1 being the number.
    static let ordinalWords = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
        "seventeenth", "eighteenth", "nineteenth", "twentieth",
    ]

    /// Compiles a pattern known to be valid; a typo here is a programming error caught by tests.
    static func compile(_ pattern: String, caseInsensitive: Bool = false) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("LeakGuard pattern does not compile: \(pattern) (\(error))")
        }
    }

    /// Escaped alternation of names, longest first so "Boston Celtics" wins over "Celtics".
    /// Abbreviations match in capitals only (`(?-i:…)` inside the case-insensitive patterns):
    /// Washington's `WAS` must not swallow every "was", nor `SAS` "sas", `NO` "no".
    static func nameAlternation(_ names: [String]) -> String? {
        let cleaned = Set(names.map { $0.trimmedEnds(.whitespacesAndNewlines) }.filter { !$0.isEmpty })
        guard !cleaned.isEmpty else { return nil }
        return cleaned.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
            .map { name in
                let pattern = literalPattern(name)
                return isAbbreviation(name) ? "(?-i:\(pattern))" : pattern
            }
            .joined(separator: "|")
    }

    /// A pattern matching `name` as written, with any blanks where it has a space: every
    /// ASCII character but letters and digits is escaped (ICU reads a backslash before any of
    /// them as the character itself), the rest is literal. In Swift, not through
    /// `NSRegularExpression.escapedPattern` and `NSString`, which cost a tenth of a timeline's
    /// reveal work for one game's names.
    static func literalPattern(_ name: String) -> String {
        var pattern = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case " ": pattern += #"\s+"#
            case "a"..."z", "A"..."Z", "0"..."9": pattern.unicodeScalars.append(scalar)
            case _ where scalar.isASCII:
                pattern += "\\"
                pattern.unicodeScalars.append(scalar)
            default: pattern.unicodeScalars.append(scalar)
            }
        }
        return pattern
    }

    /// `WAS`, `NYK`, `LA`: two to four capital letters.
    static func isAbbreviation(_ name: String) -> Bool {
        (2...4).contains(name.count) && name.allSatisfy { $0.isUppercase && $0.isLetter }
    }
}

/// A pattern compiled at its first use and then kept. Compiling the first pattern
/// of a process also builds ICU's regex tables, a millisecond the commands that never match a
/// pattern (a play-by-play without score cues) need not pay.
///
/// `@unchecked Sendable`: the one mutable field is read and written only under `lock`, and
/// `NSRegularExpression` is immutable and `Sendable` (see `LeakGuardPatterns`). `NSLock`
/// rather than `Synchronization.Mutex`: linking that module cost every command's start-up.
final class LazyPattern: @unchecked Sendable {
    private let source: String
    private let caseInsensitive: Bool
    private let lock = NSLock()
    private var compiled: NSRegularExpression?

    init(_ source: String, caseInsensitive: Bool = false) {
        self.source = source
        self.caseInsensitive = caseInsensitive
    }

    /// The compiled pattern (compiled once, whichever task asks first).
    var regex: NSRegularExpression {
        lock.withLock {
            if let compiled { return compiled }
            let made = LeakGuardPatterns.compile(source, caseInsensitive: caseInsensitive)
            compiled = made
            return made
        }
    }
}
