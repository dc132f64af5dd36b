import Foundation

/// Words of how a play was made: "drilled a pull-up jumper", "laced a single", "poured in 17
/// points", "stripped Dinwiddie". They say nothing of which play or of the game unless they act
/// on the game itself ("Brooklyn crushed it"), so they are grounded only where they act on a
/// play or a player (`GroundingReading.mannerIsGrounded`). Nothing of significance is here:
/// not "decisive", "clutch", "dagger", "sealed", "iced", "cruised", "coasted", "held".
extension GroundingLexicon {
    static let manner: Set<String> = {
        let verbs = [
            // Shooting and scoring.
            "drill", "nail", "can", "splash", "swish", "pour", "rattle", "flush", "hammer", "lay", "roll", "kiss",
            "spin", "stuff", "jam", "flip", "float", "loft", "lift", "toss", "snipe", "roof", "rip", "snap",
            "wrist", "tuck", "slip", "slide", "sneak", "redirect", "deposit", "bank", "finish", "stick", "knock",
            // Getting there.
            "dart", "weave", "muscle", "bull", "barrel", "crash", "sky", "rise", "soar", "elevate", "race", "sprint", "burst",
            "split", "thread", "whip", "zip", "fling", "hit",
            // Defending and saving.
            "strip", "poke", "swipe", "reject", "deny", "smother", "glove", "pad", "rob", "stone", "freeze", "absorb",
            // Batting, pitching, fielding.
            "lace", "smoke", "bloop", "chop", "bounce", "dribble", "slice", "crush", "belt", "blast", "club",
            "smash", "launch", "drive", "line", "fan", "whiff", "punch", "paint", "plunk", "work", "gun", "nab", "scoop",
            "snare", "snag", "spear", "dive", "range", "fight", "foul", "jump", "coax", "earn", "drop",
        ]
        let irregular: [String: [String]] = [
            "lay": ["laid"], "spin": ["spun"], "slide": ["slid"], "sneak": ["snuck"], "rise": ["rose", "risen"],
            "sky": ["skied"], "freeze": ["froze", "frozen"], "fight": ["fought"], "dive": ["dove"], "stick": ["stuck"],
            "drive": ["drove", "driven"], "fling": ["flung"], "split": ["split"], "hit": ["hit"],
        ]
        var words: Set<String> = []
        for verb in verbs {
            if verb != "can" { words.insert(verb) }
            words.formUnion(forms(of: verb))
            words.formUnion(irregular[verb] ?? [])
        }
        // How a shot or a ball was made, before its name ("a one-handed floater", "a hard-hit grounder").
        words.formUnion([
            "hard-hit", "twisting", "spinning", "diving", "sliding", "leaping", "lunging", "sprawling", "acrobatic",
            "one-handed", "two-handed", "left-handed", "right-handed", "behind-the-back", "no-look", "off-balance",
            "fallaway", "catch-and-shoot",
        ])
        return words.subtracting(events).subtracting(scoped)
    }()

    /// After a word of `manner`, a particle of the same phrase ("poured in", "knocked down",
    /// "punched out"): the object comes after it.
    static let mannerParticles: Set<String> = ["in", "down", "home", "out", "up", "away", "off"]

    /// What a word of `manner` may act on anywhere: the name of a play, a shot, a pitch or a
    /// player's own figures ("17 points"), nothing of the game's.
    static let playNouns: Set<String> = events.subtracting(describing).subtracting(["game", "games", "team", "teams", "lead"])
}
