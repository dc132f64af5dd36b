import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The closed word sets that help `LeakGuard` recognise what a sentence grounds. They are not
/// the rule: the rule is that every word and number of a sentence shown before the reveal is
/// grounded in what the reader may see (`GroundingFacts`) or is glue, and a word in none of
/// these sets is not grounded, so its sentence is hidden whole, in any language. Lower-case,
/// English; a word is looked up as written and, for the event words, in its plain forms.
///
/// What is deliberately in none of them: outcome and result words (won, beat, lost, defeated,
/// clinched, final, …) outside the narrow uses in `scoped`, words about the whole game or the
/// time after it (never, again, rest, season, streak, standings, next, tonight, crowd, fans,
/// odds, quotes' pronouns I/we/you), and everything pregame (averaging, record, injury).
enum GroundingLexicon {
    /// Function words and narrative glue: they claim nothing about the game by themselves.
    /// Words of time or extent that reach past the reader's horizon ("again", "there", "every",
    /// "still", "now", "over", "away", "rest", "only", "just") are not here, nor "would", which
    /// tells a moment from after it ("the goal would hold up", "it would be their last lead").
    static let glue: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "yet", "so", "of", "in", "on", "at", "to", "for", "from", "with",
        "by", "into", "onto", "upon", "about", "after", "before", "during", "through", "throughout", "within",
        "without", "against", "between", "among", "around", "across", "toward", "towards", "off", "out", "up",
        "down", "as", "than", "like", "via", "per", "amid", "inside", "outside", "near", "under", "along", "beside",
        "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself", "they", "them",
        "their", "theirs", "themselves", "who", "whom", "whose", "which", "that", "this", "these", "those", "what",
        "both", "either", "neither", "other", "another", "such", "any", "some", "many", "much", "few",
        "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "having", "do", "does",
        "did", "could", "should", "can", "will", "may", "might", "must",
        "also", "then", "when", "where", "while", "very", "too", "how", "if", "because",
        "s", "'s", "’s", "d", "ll", "re", "ve", "whether", "own", "one's", "apiece", "all", "each", "despite", "less",
        "it's", "that's", "he's", "she's", "they're", "here's", "what's", "including", "included", "includes",
        "though", "although", "however", "besides", "promptly", "counting",
        // How near a figure is: the figure itself is checked.
        "exactly", "roughly", "nearly", "almost", "approximately", "precisely",
        // Figures added to figures: each is checked. "Overall" with no place of its own is the
        // game's end (`GroundingReading.endOfGame`); before one ("overall in the first quarter") it is that place's.
        "plus", "overall",
    ]

    /// Words that name a kind of text in the label opening a sentence ("Trivia:", "Image
    /// description:", "Correction:", "Scoring change:"): what follows is of that kind, and says
    /// what it says. Nothing of a result, a time or a mood: not "final", "postgame", "tonight",
    /// "recap", "upset", "alert", "thriller".
    static let labels: Set<String> = [
        "trivia", "correction", "clarification", "note", "notes", "notebook", "image", "photo", "video", "caption",
        "description", "alt", "alt-text", "chart", "graphic", "clue", "crossword", "puzzle", "quiz", "poll", "fan",
        "search", "suggestion", "watch", "guide", "scouting", "advance-scouting", "availability", "scoring", "change",
        "update", "reminder", "fact", "factoid", "stat", "stats", "officiating", "transcript", "log",
    ]

    /// Events, actions and places of play, in any league: what play-by-play shows. A sentence
    /// of these about the plays the reader may see claims nothing the reader cannot see.
    static let events: Set<String> = eventWords.union(actions)

    /// The verbs of play in their plain forms: actions, which a clause placed from a period's
    /// end on ("after the third quarter") puts after it.
    static let actions: Set<String> = verbForms.all

    /// The same verbs in their past and -ing forms: what a recap narrates ("scored", "hit",
    /// "adding"), as opposed to nouns spelled alike ("assists", "blocks").
    static let pastActions: Set<String> = verbForms.past

    /// Past forms of common verbs that are no play ("broke", "brought"): a verb, after which a
    /// period's ordinal ends its phrase ("the homer in the fifth broke the tie").
    static let irregularPast: Set<String> = [
        "broke", "brought", "became", "kept", "left", "led", "saw", "sent", "stood", "told", "was", "were", "had", "did", "held",
        "meant", "won", "lost", "began", "gave", "took", "made", "came", "went", "got", "put", "set", "hit",
    ]

    private static let verbForms: (all: Set<String>, past: Set<String>) = {
        var words: Set<String> = []
        var past: Set<String> = []
        // Verbs of play, with their plain forms (made/makes/making, …).
        let verbs = [
            "hit", "make", "miss", "score", "add", "drain", "bury", "sink", "knock", "convert", "split", "block", "swat",
            "steal", "pick", "grab", "rebound", "assist", "pass", "feed", "find", "throw", "dunk", "slam", "drive",
            "attack", "tip", "tap", "bat", "deflect", "fire", "shoot", "take", "call", "whistle", "assess", "commit",
            "draw", "go", "check", "sub", "enter", "open", "start", "use", "put", "give", "push", "run",
            "turn", "force", "get", "come", "return", "credit", "record", "collect", "connect", "step", "skate",
            "serve", "kill", "follow", "set", "swing", "strike", "pop", "fly", "line", "walk",
            "single", "double", "triple", "homer", "load", "pitch", "bunt", "catch", "play", "head", "foul", "travel",
            "lob", "send", "net", "combine", "replace", "burn", "sub", "begin", "feature", "retire", "strand", "move",
            "advance", "ground", "tag", "bat", "stop", "field", "handle", "cap", "hand", "register", "challenge", "sit",
            "track", "bring", "attempt",
            // Giving up a play to the other side ("allowed two goals", `countingSide` counts theirs).
            "allow", "surrender", "yield", "concede",
            // What the feed wrote of a play ("the feed logged it as …"): quoted words, checked as any.
            "log", "list", "describe",
        ]
        let irregular: [String: [String]] = [
            "make": ["made"], "sink": ["sank", "sunk"], "steal": ["stole", "stolen"], "find": ["found"],
            "throw": ["threw", "thrown"], "drive": ["drove", "driven"], "take": ["took", "taken"], "draw": ["drew", "drawn"],
            "go": ["went", "gone", "goes"], "give": ["gave", "given"], "run": ["ran"], "get": ["got", "gotten"], "come": ["came"],
            "feed": ["fed"], "shoot": ["shot"], "hit": ["hit"], "put": ["put"], "set": ["set"],
            "split": ["split"], "strike": ["struck"], "fly": ["flied", "flew"], "catch": ["caught"], "bury": ["buried"],
            "send": ["sent"], "bring": ["brought"], "begin": ["began", "begun"], "sit": ["sat"], "log": ["logged", "logging"],
        ]
        for verb in verbs {
            words.insert(verb)
            let regular = forms(of: verb)
            words.formUnion(regular)
            words.formUnion(irregular[verb] ?? [])
            past.formUnion(regular.filter { $0.hasSuffix("ed") || $0.hasSuffix("ing") })
            past.formUnion(irregular[verb] ?? [])
        }
        return (words, past)
    }()

    private static let eventWords: Set<String> = {
        var words: Set<String> = [
            // Basketball.
            "shot", "shots", "jumper", "jumpers", "jump", "layup", "layups", "lay-up", "dunk", "dunks", "slam", "jam",
            "alley-oop", "hook", "floater", "floaters", "fadeaway", "turnaround", "three", "threes", "trey", "treys",
            "3-pointer", "3-pointers", "three-pointer", "three-pointers", "3-point", "three-point", "3pt", "2-pointer",
            "bucket", "buckets", "basket", "baskets", "field", "goal", "goals", "free", "throw", "throws", "free-throw", "free-throws",
            "field-goal", "field-goals",
            "and-one", "putback", "put-back", "tip", "tips", "tip-in", "tip-off", "tipoff", "ball", "rebound",
            "rebounds", "board", "boards", "offensive", "defensive", "assist", "assists", "dime", "dimes", "feed",
            "pass", "passes", "lob", "steal", "steals", "block", "blocks", "swat", "turnover", "turnovers", "foul",
            "fouls", "technical", "personal", "shooting", "charge", "goaltending", "violation", "kicked", "travel",
            "traveling", "travelling", "shot-clock", "timeout", "timeouts", "time-out", "20-second", "full",
            "substitution", "sub", "bench", "reserve", "reserves", "starter", "starters", "point", "points", "pts", "reb",
            "ast", "stl", "blk", "possession", "possessions", "play", "plays", "drive", "drives", "paint", "rim",
            "glass", "floor", "court", "corner", "wing", "baseline", "lane", "key", "line", "arc", "range",
            "perimeter", "elbow", "transition", "fast", "break", "fast-break", "finger", "roll", "reverse",
            "cutting", "driving", "running", "floating", "pullup", "pull-up", "step-back", "stepback", "step", "back-to-back",
            "heave", "bank", "contested", "open", "wide", "deep", "long", "short", "quick", "loose", "bad",
            "pick-and-roll", "coast-to-coast", "putback", "tip-ins", "miss", "misses", "scoring", "score", "scores",
            "stretch", "run", "runs", "spurt", "burst", "flurry", "straight", "unanswered", "minute", "minutes",
            "second", "seconds", "mark", "game", "game's", "night", "night's", "team", "teams", "sides", "scorer", "scorers", "attempt",
            "attempts", "try", "tries", "tried", "look", "looks", "footer", "foot", "feet", "jump-ball", "rebounding", "frontcourt", "backcourt",
            "times", "time", "apart", "bounds", "answered", "responded", "unassisted", "defense", "offense", "guard", "guards",
            "bigs", "length", "closeout", "closeouts", "switch", "switches", "rotation", "rotations", "shooter", "shooters",
            "passer", "pocket", "breakaway", "scramble", "battle", "battles", "locker", "event", "events", "row", "rows", "room", "total", "dribble", "man", "small",
            "contain", "slow", "assisted", "failed", "pair", "couple", "reached", "reaches", "reaching",
            // Hockey.
            "puck", "net", "save", "saves", "faceoff", "faceoffs", "face-off", "draw", "power", "power-play",
            "penalty", "penalties", "kill", "box", "minor", "major", "roughing", "hooking", "tripping",
            "interference", "slashing", "holding", "high-sticking", "cross-checking", "boarding", "offside",
            "hit", "hits", "check", "wrist", "wrister", "snap", "slap", "slapshot", "backhand", "one-timer",
            "deflection", "crease", "zone", "blue", "goalie", "goaltender", "netminder", "challenge", "delay",
            "delay-of-game", "unsuccessful", "stick", "shorthanded", "shift", "defenseman", "forward", "winger",
            "center", "air", "giveaway", "giveaways", "takeaway", "takeaways", "scoresheet", "goal-scorer",
            // Baseball.
            "pitch", "pitches", "pitcher", "batter", "strikeout", "strikeouts", "walk", "walks", "single", "singles",
            "double", "doubles", "triple", "triples", "homer", "homers", "home", "rbi", "rbis", "out", "outs", "base",
            "bases", "error", "errors", "bunt", "fly", "flyout", "grounder", "groundout", "lineout", "popup", "order",
            "force", "sacrifice", "plate", "mound", "count", "strike", "strikes", "swinging", "looking", "infield",
            "outfield", "shortstop", "catcher", "left-field", "right-field", "center-field", "hit-by-pitch", "2-run",
            "solo", "run-scoring", "out-of-bounds", "hooks", "lobs", "putbacks", "alley-oops", "swats", "charges",
            "violations", "substitutions", "subs", "pitchers", "batters", "bunts", "checks", "games", "blocked", "jams",
            // Matchup: who played whom is what the feed shows.
            "visit", "visited", "visiting", "visits", "host", "hosted", "hosting", "hosts", "versus", "vs", "v",
            "faced", "face", "faces", "facing", "met", "meet",
            // Periods and their parts (the period itself is read by `GroundingAnchors`).
            "quarter", "quarters", "period", "periods", "half", "halves", "halftime", "half-time", "intermission",
            "inning", "innings", "frame", "frames", "first", "opening", "opener", "q1", "q2", "q3", "p1", "p2",
            "early", "midway", "start", "mid", "middle",
            // Baseball's people and places.
            "side", "runner", "runners", "baserunner", "baserunners", "hitter", "hitters", "at-bat", "at-bats", "lineup",
            "chance", "chances", "putout", "putouts", "put-outs",
            "leadoff", "balls", "trip", "trips", "appearance", "appearances", "scoring", "position", "fielder", "fielders", "outfielder", "infielder",
            // How a ball was hit or handled.
            "sharp", "soft", "hard", "weak", "routine", "liner", "liners", "comebacker", "comebackers", "pop-up", "pop-ups",
            "fanned", "fanning", "hauled", "squeezed", "mid-range", "kick-out", "touch", "primary",
            "beyond", "crossbar", "post", "midair", "dot", "signalled", "signaled", "delayed", "secondary",
            "stint", "stints", "official", "officials", "referee", "referees", "umpire", "umpires", "linesman", "linesmen",
            // Hockey's.
            "skater", "skaters", "pucks", "forecheck", "backcheck", "offensive-zone", "defensive-zone", "neutral-zone", "neutral",
            "tv", "icing", "icings", "offsides", "ppg", "shg", "stoppage", "stoppages",
            // Around the plays: a threat, a spot in the order, the crowd, the board.
            "extra-base", "bases-loaded", "different", "threat", "threats", "spot", "crowd", "scoreboard", "groundouts", "flyouts", "lineouts", "popups", "busy", "together", "ensuing", "delivered",
            // More of play, in the forms prose writes them: how a shot, a hit or a check was made,
            // who was on base or on the ice, what a penalty gave. No form that can tell a result
            // ("dropped the opener", "breaks it open", "the lead stands").
            "tested", "drilled", "lashed", "flipped", "flipping", "bounced", "flattened", "coughed", "jumped",
            "wriggled", "threatened", "issued", "penalized", "expired", "saved", "aboard", "men", "minors", "opportunities",
            "strength", "teammate", "teammates", "player", "players", "consecutive",
            // Telling what the feed or a replay shows: "the scoreboard read 99-71", "Rewind to 12:21 of the first".
            "read", "shows", "rewind", "rewatch",
        ]
        return words
    }()

    /// Regular inflections: adds, added, adding; dunks, dunked, dunking; hits, hitting.
    static func forms(of verb: String) -> [String] {
        let doubled: Set<String> = ["grab", "swat", "tap", "tip", "bat", "hit", "put", "sub", "step", "set", "pop", "stop",
                                    "split", "run", "get", "sit", "commit", "drop", "slam", "trip", "trap", "net", "jam", "bag", "cap",
                                    "strip", "slip", "flip", "snap", "rip", "chop", "club", "nab", "snag", "can", "gun",
                                    "fan", "rob", "whip", "zip", "spin"]
        var stem = verb
        if verb.hasSuffix("e") { stem = String(verb.dropLast()) }
        let double = doubled.contains(verb) && !verb.hasSuffix("e") ? verb + String(verb.last!) : stem
        let s = verb.hasSuffix("s") || verb.hasSuffix("sh") || verb.hasSuffix("ch") || verb.hasSuffix("x") ? verb + "es"
            : verb.hasSuffix("y") && !verb.hasSuffix("ay") ? String(verb.dropLast()) + "ies" : verb + "s"
        let ed = verb.hasSuffix("y") && !verb.hasSuffix("ay") ? String(verb.dropLast()) + "ied" : double + "ed"
        return [s, ed, double + "ing", verb + "ed", stem + "ing"]
    }

    /// Words that claim a lead, a result or a moment of time: grounded only in a clause that
    /// places itself in a period whose score the reader may see ("took an early lead", "won
    /// the first quarter 32-19", "late in the second quarter", "never trailed in the second
    /// quarter", "finished the third quarter on a 13-5 run"). Anywhere else they speak of the
    /// game as a whole, so the sentence is hidden. "won" and "beat" need an object the reader
    /// sees besides (`scopedObjects`).
    static let scoped: Set<String> = [
        "lead", "leads", "led", "leading", "trail", "trails", "trailed", "trailing", "ahead", "behind", "front",
        "tie", "ties", "tied", "tying", "level", "knotted", "knot", "knots", "deadlocked", "even", "edge",
        "stretched", "stretches", "stretching", "carry", "carries", "carried", "carrying",
        "win", "wins", "won", "winning", "beat", "beats", "beating", "lost", "lose", "loses", "losing",
        "outscore", "outscored", "outscores", "outscoring", "outrebounded", "outhit", "outshot",
        "comeback", "rally", "rallied", "erase", "erased", "answer", "answers",
        "cut", "cuts", "trim", "trimmed", "trims", "extend", "extended", "extends", "build", "built", "builds",
        "chip", "chipped", "deficit", "deficits", "cushion", "margin", "largest", "biggest", "never",
        "finish", "finished", "finishes", "end", "ended", "ends", "close", "closed", "closes", "closing",
        "final", "last", "late", "left", "remaining", "buzzer", "horn", "back",
        "control", "controlled", "controls", "seize", "seized", "seizes", "struggle", "struggled", "struggles",
        "stall", "stalled", "stalls", "fuel", "fueled", "fuels", "spark", "sparked", "sparks", "rest", "rested",
        "fall", "falls", "fell", "falling", "dominate", "dominated", "dominates", "surge", "surged",
        "later", "earlier", "trade", "traded", "trading", "hold", "held", "holds", "holding", "again", "eventually",
        // Up to the moment named ("still trailed 1-0 in the fifth", "already trailing 18-8 at 7:20 of the first").
        "still", "already",
        // A count beyond another: of the span the clause places ("seven more points in the second quarter").
        "more", "fewer",
        // Anyone at all, whose it was, how it stayed: of the span the clause places ("Could anyone
        // stop Irving in the first quarter?", "the last goal of the first period belonged to
        // Reinhart", "stayed 0-0 through the third"); "the game belonged to Florida" is the game.
        "anyone", "anybody", "belong", "belongs", "belonged", "stay", "stays", "stayed", "remain", "remains", "remained",
        "afterward", "afterwards", "subsequently",
        // How a side or a player played: of the span the clause places ("physical in the first
        // period", "quiet through six innings"). Nothing of what it led to: not "doomed",
        // "decisive", "dominant", "clutch", "cruising".
        "physical", "quiet", "quietly", "patient", "efficient", "clean", "cleanly", "easy", "rough", "sloppy",
        "aggressive", "loud", "dangerous", "unguardable",
        // An inning or a game without a run or a hit, or every shot made: of a span the clause names.
        "perfect", "scoreless", "shut", "shutout", "no-hitter", "no-hit", "hitless", "minimum",
        // What a stretch was like: of the span the clause places ("a pitchers' duel through four").
        // Not "tone": a tone set early is set for the rest of the game.
        "duel",
        // A goal that tied or put a side ahead: of a moment the clause places.
        "equalizer", "go-ahead", "equaliser",
        // Only one, just that: of all the game unless placed ("Toronto's only run", "just two hits").
        "only", "just", "alone", "lone", "sole",
        // Negation: "did not lead at any point in the second quarter" is about that quarter; with
        // no place, "Durant didn't score" is about the game.
        "not", "no", "n't", "neither", "nor", "none", "nobody", "nothing", "without", "wasn't", "weren't", "didn't",
        "couldn't", "hadn't", "isn't", "doesn't", "don't", "can't", "won't", "wouldn't", "never",
    ]

    /// Scoped words of a state at a moment ("led 1-0 after the fifth"), not of play over a stretch.
    static let standings: Set<String> = [
        "lead", "leads", "led", "leading", "trail", "trails", "trailed", "trailing", "ahead", "behind", "front",
        "tie", "tied", "level", "knotted", "deadlocked", "even", "still", "already", "scoreless",
    ]

    /// Abbreviations of play, of results and of titles that are no player's initials, whoever's
    /// initials they spell ("GW" is a game-winner, "PP" a power play, "OT" overtime).
    static let notInitials: Set<String> = [
        "ot", "so", "pp", "pk", "en", "gw", "gwg", "ppg", "shg", "fg", "ft", "hr", "rbi", "era", "ip", "bb", "mvp", "goat",
        "gg", "wp", "lp", "sv", "bs", "ws", "ko", "tv", "mr", "ms", "dr", "jr", "sr", "ii", "iv", "ppl", "ecf", "wcf",
        "nba", "nhl", "mlb", "nfl", "ap", "ok", "lol", "omg", "smh", "w", "l",
    ]

    /// Fouls, violations, penalties and other plays against a player, and the stem a play's
    /// words show them by: claimed of a named player, one of that player's visible plays must.
    static let infractions: [String: String] = {
        var map: [String: String] = [:]
        let stems: [String: [String]] = [
            "foul": ["foul", "fouls", "fouled", "fouling"], "technical": ["technical", "technicals"], "flagrant": ["flagrant"],
            "goaltend": ["goaltending", "goaltend"], "violation": ["violation", "violations"],
            "travel": ["travel", "traveling", "travelling", "traveled", "travelled"], "charg": ["charge", "charging"],
            "turnover": ["turnover", "turnovers"],
            "steal": ["steal", "steals", "stole", "stolen", "strip", "strips", "stripped", "stripping", "poked", "swiped"],
            "block": ["block", "blocks", "blocked", "blocking", "reject", "rejects", "rejected", "rejecting"], "rebound": ["rebound", "rebounds", "rebounded"],
            "penalt": ["penalty", "penalties", "penalized", "penalised"], "interference": ["interference"],
            "hooking": ["hooking", "hooked"], "tripping": ["tripping", "tripped"], "slashing": ["slashing", "slashed"],
            "roughing": ["roughing"], "holding": ["holding"], "high-sticking": ["high-sticking", "high-sticked"],
            "cross-checking": ["cross-checking", "cross-checked"], "boarding": ["boarding"], "elbowing": ["elbowing"],
            "takeaway": ["takeaway", "takeaways"], "giveaway": ["giveaway", "giveaways"], "error": ["error", "errors"],
            "balk": ["balk", "balked"],
        ]
        for (stem, words) in stems { for word in words { map[word] = stem } }
        return map
    }()

    /// Words of `scoped` for a time after the clause's place: only "later in the first".
    static let afterwards: Set<String> = ["later", "eventually", "afterward", "afterwards", "subsequently"]

    /// What time is left on besides a period: "four seconds left on Tkachuk's minor".
    static let penaltyTime: Set<String> = ["minor", "major", "penalty", "power", "power-play", "misconduct", "double-minor"]

    /// Words of `scoped` that range over a span: only where a place follows before any verb
    /// (`GroundingReading.placeFollows`).
    static let exclusive: Set<String> = ["only", "just", "alone", "lone", "sole"]

    /// A lead by its name, and what may follow it to tell what became of it ("the lead held",
    /// "the cushion didn't last", "the deficit would grow"); `holding` before "on" or "up" ("held
    /// on", "hung on") tells the same of a side.
    static let leadNouns: Set<String> = ["lead", "leads", "deficit", "cushion", "margin", "advantage", "edge", "hole"]
    static let afterALead: Set<String> = [
        "held", "hold", "holds", "holding", "last", "lasts", "lasted", "lasting", "stood", "stand", "stands", "survived",
        "survive", "did", "didn't", "does", "doesn't", "never", "would", "wouldn't", "could", "couldn't", "will", "won't",
        "proved", "proves", "grew", "shrank", "disappeared", "evaporated", "vanished",
        "stay", "stays", "stayed", "remain", "remains", "remained",
    ]
    static let holding: Set<String> = ["held", "hold", "holds", "holding", "hung", "hang", "hangs", "hanging"]

    /// Words of `scoped` that say where the score stood at one moment: grounded also by a score
    /// of that moment the plays show (`GroundingReading.isAtAVisibleScore`).
    static let momentary: Set<String> = [
        "lead", "leads", "led", "tie", "ties", "tied", "tying", "level", "knotted", "knot", "knots", "deadlocked", "even", "front",
        "ahead", "back", "trail", "trails", "trailed", "trailing", "cut", "cuts", "trim", "trimmed", "trims", "extend",
        "extended", "extends", "stretched", "stretches", "stretching", "deficit", "margin",
        // "with nine seconds left cut it to 30-19": the time left when the play made that score.
        "left",
    ]

    /// What "won", "beat" and "lost" may act on before the reveal: a jump ball, a faceoff, the
    /// buzzer, a visible period, the ball ("lost the ball"), a lead in a visible period.
    static let scopedObjects: Set<String> = [
        "tip", "tip-off", "tipoff", "jump", "jump-ball", "faceoff", "faceoffs", "face-off", "draw", "draws",
        "buzzer", "horn", "clock", "ball", "quarter", "quarters", "period", "periods", "half", "frame", "inning",
        "lead", "possession", "opening", "battle", "dribble", "man", "scramble",
        // A player's contests with another, in the place the clause gives ("won both of his battles
        // with Alvarez in the first four innings"). Not "matchup", which may be the game.
        "battles",
    ]

    /// What "won" and "lost" may act on anywhere: one play's own contest ("won the draw", "lost
    /// the ball", "won two faceoffs"), which says nothing of the game's.
    static let playObjects: Set<String> = [
        "tip", "tip-off", "tipoff", "jump-ball", "faceoff", "faceoffs", "face-off", "draw", "draws", "ball", "dribble", "challenge", "challenges",
    ]

    /// Words of `events` that describe rather than name something of play: alone with a team and
    /// verbs they ground nothing ("Boston came up short"), since they say what, not which play.
    static let describing: Set<String> = [
        "offensive", "defensive", "contested", "open", "wide", "deep", "long", "short", "quick", "loose", "bad", "full",
        "fast", "small", "slow", "free", "personal", "technical", "shooting", "unsuccessful", "failed", "all", "early",
        "straight", "unanswered", "apart", "man", "back-to-back", "first", "start", "game", "games", "team", "teams",
        "side", "sides",
        "time", "times", "total", "order", "count", "home", "solo", "air", "power", "center", "forward", "line", "mark",
        "night", "night's",
        "top", "bottom", "unassisted", "assisted", "out", "outs", "up", "down", "off", "running", "driving", "cutting", "floating", "swinging", "looking",
        "rebounding", "shorthanded", "opening", "midway", "reached", "reaches", "reaching", "visit", "visited",
        "visiting", "visits", "host", "hosted", "hosting", "hosts", "faced", "face", "faces", "facing", "met", "meet",
    ]

    /// Verbs of who played whom: a sentence relating the two teams by one of these says what
    /// the feed shows ("The Warriors visited the Nets"); by any other it is about the contest.
    static let matchup: Set<String> = [
        "visit", "visited", "visiting", "visits", "host", "hosted", "hosting", "hosts", "faced", "face", "faces",
        "facing", "met", "meet", "meets", "versus", "vs", "v", "at", "against", "play", "played", "plays", "playing",
    ]

    /// Words of negation and of all or none: in the withheld period (`read` at its step) they
    /// speak of how the period ended ("Neither team scored in the third", "played all 12
    /// minutes of the fourth"), which the reader does not see.
    static let wholeOrNone: Set<String> = [
        "not", "no", "n't", "neither", "nor", "none", "nobody", "nothing", "without", "wasn't", "weren't", "didn't",
        "couldn't", "hadn't", "isn't", "doesn't", "don't", "can't", "won't", "wouldn't", "never", "all", "every", "anyone", "anybody",
        "each", "whole", "entire", "only", "both", "either", "any",
    ]

    /// Words that make a verdict on the whole game whatever else a sentence says: outcome
    /// verbs that need a visible object (`scopedObjects`) to be about a part of the game.
    static let needsObject: Set<String> = ["win", "wins", "won", "winning", "beat", "beats", "beating", "lost", "lose", "loses", "losing"]

    /// Emoji of attention and intensity: a writer's reaction to what the sentence says. Not here:
    /// emoji of celebration, sorrow, mockery or a result (🏆 🎉 🧹 😭 💔 🤡 ✅ ❌ 👋), which tell
    /// how a game went; and nothing of another script or any other symbol.
    static let reactions: Set<Unicode.Scalar> = [
        "\u{1F525}", "\u{1F440}", "\u{1F633}", "\u{1F624}", "\u{1F4AA}", "\u{1F3AF}", "\u{1F528}", "\u{26A1}", "\u{1F92F}",
        "\u{1F62E}", "\u{1F976}", "\u{1F9CA}",
    ]

    /// `text` without the reactions that close it. Only at the end: there a reaction is to what
    /// the sentence said; before words ("👀 what a finish", "Celtics 🔥💪 Tatum had 12") it may
    /// be the claim itself, so it is read as a symbol there and hides the sentence.
    static func withoutReactions(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var dropped = false
        while let last = scalars.last, reactions.contains(last) || last == "\u{FE0F}" || last.properties.isWhitespace {
            dropped = dropped || reactions.contains(last)
            scalars.removeLast()
        }
        guard dropped else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars)
        return String(kept)
    }
}
