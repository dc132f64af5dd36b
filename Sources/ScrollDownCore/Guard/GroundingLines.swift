import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Shooting and batting lines the client computes from the visible plays: "4 of 15", "5-of-6",
/// "1-for-8", "0-for-3". A line is made of and tried (field goals, threes, free throws; hits
/// for at-bats), of a player or a side, in one period or through it.
struct ShotLine: Hashable, Sendable {
    let made: Int
    let tried: Int
}

/// Every line of the visible plays, by who made it (a surname key, or a side's `team` key) and
/// the span: `within[p]` one period's, `through[p]` from the start to the end of `p`.
struct ShotLines: Sendable {
    /// A side's key: which side a sentence means is not read, either side's line grounds it.
    static func team(_ abbreviation: String) -> String { "#team " + abbreviation }

    /// Whether `key` is the line key of `side`, or of either side when `side` is nil.
    static func isSide(_ key: String, _ side: String?) -> Bool {
        side.map { key == team($0) } ?? key.hasPrefix("#team ")
    }

    var within: [Int: [String: Set<ShotLine>]] = [:]
    var through: [Int: [String: Set<ShotLine>]] = [:]
    /// The lines through the last visible period: what may also be a whole game's.
    var latest: [String: Set<ShotLine>] = [:]

    init() {}

    /// Reads the plays in reading order: basketball shots (made with their points, missed as
    /// "MISS …"), free throws, threes; baseball at-bats (hits, and outs that are at-bats).
    /// `written` holds each play's words (`GroundingFacts.words(of:)`), by index.
    init(plays: [PlayEntry], written: [[String]], key: (String) -> String?) {
        // (made, tried) per owner, kind and period, in one flat table.
        struct Key: Hashable { let owner: String, kind: String, period: Int }
        var counts: [Key: (made: Int, tried: Int)] = [:]
        var names: [String: String?] = [:]
        for index in ScoringReading.readingOrderIndices(plays) {
            let play = plays[index]
            guard let description = play.description?.lowercased() else { continue }
            let attempts = Self.attempts(said: Set(written[index]), missed: Self.isMiss(description), type: (play.playType ?? "").lowercased())
            guard !attempts.isEmpty else { continue }
            var owners = play.teamAbbreviation.map { [Self.team($0)] } ?? []
            if let name = play.playerName {
                if names[name] == nil { names[name] = key(name) }
                if let player = names[name] ?? nil { owners.append(player) }
            }
            let period = ScoringReading.period(play)
            for (kind, made) in attempts {
                for owner in owners {
                    let entry = Key(owner: owner, kind: kind, period: period)
                    let value = counts[entry] ?? (0, 0)
                    counts[entry] = (value.made + (made ? 1 : 0), value.tried + 1)
                }
            }
        }
        let periods = Set(plays.map(ScoringReading.period)).sorted()
        let series = Set(counts.keys.map { Key(owner: $0.owner, kind: $0.kind, period: 0) })
        for serie in series {
            var sum = (made: 0, tried: 0)
            for period in periods {
                let one = counts[Key(owner: serie.owner, kind: serie.kind, period: period)] ?? (0, 0)
                sum = (sum.made + one.made, sum.tried + one.tried)
                if one.tried > 0 { within[period, default: [:]][serie.owner, default: []].insert(ShotLine(made: one.made, tried: one.tried)) }
                if sum.tried > 0 { through[period, default: [:]][serie.owner, default: []].insert(ShotLine(made: sum.made, tried: sum.tried)) }
            }
            if sum.tried > 0 { latest[serie.owner, default: []].insert(ShotLine(made: sum.made, tried: sum.tried)) }
        }
    }

    /// Whether a lower-cased description is a missed shot: "MISS Wall 25' 3PT Jump Shot", or a
    /// blocked one told by the blocker first ("Kanter BLOCK (1 BLK) / MISS Gortat 3' Hook Shot").
    static func isMiss(_ description: String) -> Bool {
        description.hasPrefix("miss") || description.includes("/ miss ")
    }

    /// The attempts a play is, by kind, and whether each was made (read from its words: a
    /// game's facts read hundreds of descriptions).
    static func attempts(said: Set<String>, missed: Bool, type: String) -> [(String, Bool)] {
        if said.contains("free") && said.contains("throw") { return [("ft", !missed)] }
        let shot = said.contains("pts") || missed && !said.isDisjoint(with: ["shot", "layup", "dunk", "jumper", "hook", "pt", "-pt", "tip"])
        if shot {
            let three = said.contains("pt") || said.contains("-pt")
            return [("fg", !missed)] + (three ? [("3p", !missed)] : [])
        }
        // An at-bat: a hit, or an out made by the batter (not a walk, a hit-by-pitch, a sacrifice).
        if said.contains("sacrifice") || said.contains("walks") || said.contains("hit") && said.contains("pitch") { return [] }
        let hit = !said.isDisjoint(with: ["singles", "doubles", "triples", "homers"]) || ["single", "double", "triple", "home_run"].contains(type)
        let out = said.contains("out") && !said.isDisjoint(with: ["grounds", "flies", "lines", "pops", "strikes", "called", "fouls"])
            || said.contains("grounds") && said.contains("into") || said.contains("choice")
        return hit ? [("ab", true)] : out ? [("ab", false)] : []
    }
}

extension GroundingReading {
    /// "Westbrook shot 4 of 15 in the first half", "5-of-6 shooting", "Turner is 0-for-3":
    /// the line at `index` (either of its numbers), if it is one, and whether it is grounded.
    func shotLine(at index: Int) -> Bool? {
        guard let (made, tried, first) = lineNumbers(at: index) else { return nil }
        let line = ShotLine(made: made, tried: tried)
        let lines = facts.shotLines
        let owners: [String]
        switch subject(of: first) {
        // A goaltender's saves are his side's ("Vasilevskiy stopped four of the six shots he
        // faced"): where the plays name him at all, they never say who was in net.
        case .player(let key)? where tellsSaves(first): owners = [key] + (facts.playerSides[key].map { [ShotLines.saves($0)] } ?? [])
        case .player(let key)?: owners = [key]
        // A side's saves ("Florida's goaltender stopped nine of 10 shots"), told of the side or
        // its goaltender.
        case .team(let side)? where tellsSaves(first): owners = (playedSide(side).map { [$0] } ?? Array(facts.teams)).map(ShotLines.saves)
        // A side's own line, where the plays name the side; else either side's.
        case .team(let side)?: owners = lines.latest.keys.filter { ShotLines.isSide($0, playedSide(side)) }
        default: owners = lines.latest.keys.filter { ShotLines.isSide($0, nil) }
        }
        // With no place, a line is the writer's whole span, which may be the game: "The Blue Jays
        // went 0-for-6 with runners in scoring position" matches the side's at-bats through the
        // second inning, and tells the game's.
        guard let anchor = visible(figurePlace(of: first)) else { return false }
        return owners.contains { owner in
            anchor.periods.contains { period in
                lines.through[period]?[owner]?.contains(line) == true
                    || lines.within[period]?[owner]?.contains(line) == true
            }
        } || countOutOfBoth(made, of: tried, at: first)
    }

    /// "shot 52 percent from the field in the first half", "48.5%": a line's share of makes, as
    /// a writer rounds it, of a player or a side in the place the clause gives (any kind of
    /// line: field goals, threes, free throws); nil when the number is no percentage.
    func shootingPercentage(at index: Int) -> Bool? {
        let token = tokens[index]
        guard token.kind == .number, token.suffix.hasPrefix("%") || nextWord(after: index) == "percent",
              let value = Double(token.text.filter { $0.isNumber || $0 == "." }) else { return nil }
        // A place in the withheld period hides its clause whole (`withheldPeriodClause`).
        guard let place = figurePlace(of: index) else { return false }
        let decimals = token.text.contains(".")
        // A player's own lines; a side's, any side's (which side a sentence means is not read).
        let player: String? = if case .player(let key)? = subject(of: index) { key } else { nil }
        func owns(_ owner: String) -> Bool { player.map { owner == $0 } ?? ShotLines.isSide(owner, nil) }
        var lines: [ShotLine] = []
        for period in place.periods {
            for owners in [facts.shotLines.within[period], facts.shotLines.through[period]].compactMap({ $0 }) {
                for (owner, owned) in owners where owns(owner) { lines.append(contentsOf: owned) }
            }
        }
        return lines.contains { line in
            guard line.tried > 0 else { return false }
            let share = 100 * Double(line.made) / Double(line.tried)
            return decimals ? abs((share * 10).rounded() / 10 - value) < 0.001 : share.rounded() == value
        }
    }

    /// Whether the clause of `index` tells a goaltender's saves: his noun, or a verb of stopping
    /// shots ("stopped", "turned aside"), with the shots it stopped.
    func tellsSaves(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        let words = Set(tokens[clause].map(\.word))
        return !words.isDisjoint(with: ["goaltender", "goalie", "goalkeeper", "netminder", "stopped", "saved", "denied", "saves"])
            || words.contains("turned") && words.contains("aside")
    }

    /// The two numbers of a line around `index`: "4 of 15", "4-of-15", "1-for-8", "1 for 8",
    /// "one of his eight shots" (spelled, with the shooter's attempts named after it); the index
    /// of its first number.
    func lineNumbers(at index: Int) -> (Int, Int, Int)? {
        func pair(from start: Int) -> (Int, Int, Int)? {
            if let line = ownAttempts(from: start) { return line }
            guard tokens.indices.contains(start), tokens[start].kind == .number, let made = tokens[start].value else { return nil }
            let token = tokens[start]
            if token.suffix == "-of" || token.suffix == "-for", tokens.indices.contains(start + 1),
               tokens[start + 1].kind == .number, tokens[start + 1].text.hasPrefix("-"), let tried = tokens[start + 1].value {
                return made <= tried ? (made, tried, start) : nil
            }
            if token.suffix.isEmpty, tokens.indices.contains(start + 2), ["of", "for"].contains(tokens[start + 1].word),
               tokens[start + 2].kind == .number, tokens[start + 2].suffix.isEmpty, let tried = tokens[start + 2].value {
                return made <= tried ? (made, tried, start) : nil
            }
            return nil
        }
        if let line = allOfOwnAttempts(from: index) { return line }
        if let line = pair(from: index) { return line }
        if let line = pair(from: index - 1), index - 1 == line.2, tokens[index].text.hasPrefix("-") { return line }
        if let line = pair(from: index - 2), index - 2 == line.2 { return line }
        if let line = ownAttempts(from: index - 3), index - 3 == line.2 { return line }
        // Two words between the numbers: "four saves on six Florida shots" (saves of the shots
        // faced); "stopped 14 of the 16 shots", "made 7 of the 12 threes they tried", where the
        // clause tells saves or the noun after it tries ("two of the three outs" is a share).
        for start in [index, index - 3] where start >= 0 && start + 3 < tokens.count {
            guard tokens[start].kind == .number, tokens[start].suffix.isEmpty, let made = tokens[start].value,
                  tokens[start + 3].kind == .number, tokens[start + 3].suffix.isEmpty, let tried = tokens[start + 3].value,
                  made <= tried else { continue }
            let between = (tokens[start + 1].word, tokens[start + 2].word)
            let saves = ["saves", "save"].contains(between.0) && between.1 == "on"
            let ofThe = between == ("of", "the") && (tellsSaves(start) || nextWord(after: start + 3).map(Self.attemptNouns.contains) == true)
            if saves || ofThe { return (made, tried, start) }
        }
        return nil
    }

    /// "one of his eight shots", "two of their 11 attempts", "seven of its 12 three-point tries":
    /// made of the shooter's tries, the noun after the second number (and the kind of shot before
    /// it) saying they are tries (not "nine of his 14 points", a share).
    private func ownAttempts(from start: Int) -> (Int, Int, Int)? {
        guard start >= 0, start + 4 < tokens.count, tokens[start + 1].word == "of",
              ["his", "her", "their", "its"].contains(tokens[start + 2].word),
              tokens[start + 3].kind == .number, !tokens[start + 3].ordinal, tokens[start + 3].suffix.isEmpty,
              let tried = tokens[start + 3].value else { return nil }
        let kind = tokens[start + 4]
        let shotKind = kind.kind == .number && kind.suffix == "-point"
            || ["field-goal", "free-throw", "three-point", "two-point"].contains(kind.word)
        let noun = shotKind ? start + 5 : start + 4
        guard tokens.indices.contains(noun), Self.attemptNouns.contains(tokens[noun].word) else { return nil }
        let first = tokens[start]
        let count = first.kind == .number && !first.ordinal && first.suffix.isEmpty ? first.value : first.word == "one" ? 1 : nil
        guard let count, count <= tried else { return nil }
        // "missed seven of his eight shots": the line is what he made of them.
        let verb = tokens[..<start].last { !["only", "just", "all", "but"].contains($0.word) }?.word ?? ""
        return (Self.missVerbs.contains(verb) ? tried - count : count, tried, start)
    }

    /// "missed all four of his field-goal attempts", "made all three of his free throws": every
    /// one of the shooter's tries, none or all of them made.
    private func allOfOwnAttempts(from start: Int) -> (Int, Int, Int)? {
        guard start >= 1, tokens[start - 1].word == "all", start + 3 < tokens.count, tokens[start].kind == .number,
              !tokens[start].ordinal, tokens[start].suffix.isEmpty, let tried = tokens[start].value,
              tokens[start + 1].word == "of", ["his", "her", "their", "its"].contains(tokens[start + 2].word),
              tokens[(start + 3)...].prefix(3).contains(where: { Self.attemptNouns.contains($0.word) || $0.word == "field-goal" || $0.word == "throws" })
        else { return nil }
        let verb = tokens[..<(start - 1)].last { !["only", "just", "but"].contains($0.word) }?.word ?? ""
        if Self.missVerbs.contains(verb) { return (0, tried, start) }
        if ["made", "makes", "hit", "hits", "sank", "sinks", "converted", "drained", "buried"].contains(verb) { return (tried, tried, start) }
        return nil
    }

    /// A line's verb that counts the misses ("missed seven of his eight shots").
    private static let missVerbs: Set<String> = ["missed", "misses", "missing", "miss"]

    private static let attemptNouns: Set<String> = [
        "shots", "attempts", "tries", "field", "threes", "3-pointers", "three-pointers", "free", "jumpers", "looks", "at-bats",
    ]
}
