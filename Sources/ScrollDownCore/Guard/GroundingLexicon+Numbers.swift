import Foundation

/// The words of numbers and of what they count: spelled numbers, the units after a figure, the
/// words that make a number a lead's size or a run.
extension GroundingLexicon {
    /// What "three-point" or "3-point" describes when it is a kind of shot ("a 3-point play", "the
    /// three-point line"); before any other word it counts points ("a three-point night").
    static let pointShotNouns: Set<String> = [
        "shot", "shots", "play", "plays", "line", "range", "attempt", "attempts", "jumper", "jumpers", "shooting",
        "try", "tries", "basket", "baskets", "arc",
    ]

    /// Words for numbers. "one" is a number only where it counts something (see `GroundingTokens`).
    static let cardinals = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
    ]

    /// Units after a number and the kind of figure they make.
    enum Unit: Sendable {
        case points, assists, rebounds, steals, blocks, fouls, turnovers, goals, saves, shots, hits, times, outs
        case minutes, seconds, feet, other
    }

    /// Whether `word` is a unit of time ("seconds", "min"): "23 seconds left", "six seconds later".
    static func isTimeUnit(_ word: String) -> Bool {
        units[word] == .seconds || units[word] == .minutes
    }

    static let units: [String: Unit] = [
        "point": .points, "points": .points, "pts": .points, "pt": .points, "assist": .assists, "assists": .assists,
        "ast": .assists, "dime": .assists, "dimes": .assists, "rebound": .rebounds, "rebounds": .rebounds, "reb": .rebounds,
        "board": .rebounds, "boards": .rebounds, "steal": .steals, "steals": .steals, "stl": .steals, "block": .blocks,
        "blocks": .blocks, "blk": .blocks, "foul": .fouls, "fouls": .fouls, "pf": .fouls, "turnover": .turnovers,
        "turnovers": .turnovers, "goal": .goals, "goals": .goals, "save": .saves, "saves": .saves,
        "shot": .shots, "shots": .shots, "hit": .hits, "hits": .hits, "out": .outs, "outs": .outs, "time": .times, "times": .times,
        "minute": .minutes, "minutes": .minutes, "min": .minutes, "mins": .minutes, "second": .seconds,
        "seconds": .seconds, "sec": .seconds, "secs": .seconds, "foot": .feet, "feet": .feet, "ft": .feet,
        "footer": .feet, "threes": .other, "3-pointers": .other, "three-pointers": .other, "baskets": .other,
        "free": .other, "field": .other, "straight": .other, "timeouts": .other, "penalties": .other, "takeaways": .other, "giveaways": .other,
    ]

    /// Words after a number that make it the size of a lead ("a 13-point lead").
    static let marginNouns: Set<String> = ["lead", "deficit", "cushion", "margin", "hole", "edge", "advantage", "game", "possession"]

    /// Words before a number that make it the size of a lead ("up 10", "led by 15", "within one").
    static let marginCues: Set<String> = ["by", "up", "within", "down", "trailed", "led", "trimmed", "cut", "ahead"]

    /// Words after two numbers that make them a stretch of play ("a 10-0 run").
    static let runNouns: Set<String> = ["run", "spurt", "burst", "surge", "stretch", "flurry", "streak"]
}
