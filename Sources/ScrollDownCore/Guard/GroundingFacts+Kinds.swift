import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The kinds of play a side counts ("four walks", "seven turnovers", "13 shots on goal"): how
/// a play is one, by its description's words or its type, and the words a sentence counts it
/// by. A count in prose is grounded only by the count of its own kind (`GroundingReading.counted`).
struct CountedKind: Sendable {
    let kind: String
    /// Words a play's description says (lower-cased) that make it one.
    let words: [String]
    /// Play types (lower-cased) that make it one.
    let types: Set<String>
    /// Words a sentence counts it by.
    let prose: Set<String>

    init(_ kind: String, words: [String], types: Set<String>? = nil, prose: Set<String>) {
        self.kind = kind
        self.words = words
        self.types = types ?? [kind]
        self.prose = prose
    }


    /// Whether a play of `type` described as `description` (both lower-cased) is one.
    func counts(_ description: String, type: String) -> Bool {
        guard words.contains(where: { description.includes($0) }) || types.contains(type) else { return false }
        switch kind {
        case "three": return !ShotLines.isMiss(description)
        case "field goal": return !ShotLines.isMiss(description) && !description.includes("free throw")
        case "hit": return !description.includes("by pitch")
        default: return true
        }
    }

    /// "Hit" is a body check in hockey and a base hit in baseball; a goal row is a shot on goal
    /// too; an assist is what a basket's "(Harris 2 AST)" credits, a block a "BLOCK (1 BLK)" row
    /// (never the shooter's "Layup - blocked").
    static let all: [CountedKind] = [
        CountedKind("turnover", words: ["turnover"], prose: ["turnover", "turnovers", "turned"]),
        CountedKind("steal", words: ["steal"], prose: ["steal", "steals"]),
        CountedKind("block", words: [" blk)"], prose: ["block", "blocks", "blocked"]),
        CountedKind("rebound", words: ["rebound"], prose: ["rebound", "rebounds", "boards", "outrebounded"]),
        CountedKind("assist", words: [" ast)"], types: [], prose: ["assist", "assists", "assisted"]),
        CountedKind("foul", words: ["foul"], prose: ["foul", "fouls"]),
        CountedKind("timeout", words: ["timeout"], prose: ["timeout", "timeouts"]),
        CountedKind("three", words: ["3pt", "3-pt"], prose: ["threes", "3-pointer", "3-pointers", "three-pointer", "three-pointers", "triple", "triples", "3s"]),
        CountedKind("free throw", words: ["free throw"], prose: ["free"]),
        // A made basket: a shot's row that credits its points ("(9 PTS)"), not a free throw's.
        CountedKind("field goal", words: [" pts)"], types: [], prose: ["field-goals", "field-goal", "baskets", "buckets", "fgs"]),
        CountedKind("goal", words: [], prose: ["goal", "goals"]),
        CountedKind("shot", words: ["shot"], types: ["shot", "goal"], prose: ["shot", "shots", "attempts", "outshot"]),
        CountedKind("faceoff", words: ["faceoff"], prose: ["faceoff", "faceoffs", "draws"]),
        CountedKind("shot on goal", words: ["shot on goal"], types: ["goal"], prose: ["shot", "shots", "sog", "outshot"]),
        CountedKind("missed shot", words: ["missed shot"], types: [], prose: ["missed"]),
        CountedKind("hit", words: ["hit"], types: ["hit", "single", "double", "triple", "home_run"], prose: ["hit", "hits", "outhit"]),
        CountedKind("penalty", words: ["penalty"], prose: ["penalty", "penalties", "minors"]),
        CountedKind("giveaway", words: ["giveaway"], prose: ["giveaway", "giveaways"]),
        CountedKind("takeaway", words: ["takeaway"], prose: ["takeaway", "takeaways"]),
        CountedKind("strikeout", words: ["strikeout", "strikes out"], prose: ["strikeout", "strikeouts", "struck"]),
        CountedKind("walk", words: ["walk"], prose: ["walk", "walks", "walked"]),
        // A baseball side's plate appearances ("sent 15 batters to the plate"): every play of one.
        CountedKind("batter", words: [], types: [
            "field_out", "strikeout", "walk", "intent_walk", "single", "double", "triple", "home_run", "double_play",
            "triple_play", "grounded_into_double_play", "force_out", "fielders_choice", "fielders_choice_out",
            "hit_by_pitch", "sac_fly", "sac_bunt", "field_error", "catcher_interf", "sac_fly_double_play", "strikeout_double_play",
        ], prose: ["batters", "hitters", "appearances"]),
        // Hockey's stoppages, of no side ("two icings in the first period").
        CountedKind("icing", words: ["stoppage: icing"], types: [], prose: ["icing", "icings", "iced"]),
        CountedKind("offside", words: ["stoppage: offside"], types: [], prose: ["offside", "offsides"]),
        CountedKind("puck in crowd", words: ["stoppage: puck-in-crowd"], types: [], prose: ["crowd"]),
        CountedKind("puck in netting", words: ["stoppage: puck-in-netting"], types: [], prose: ["netting"]),
        CountedKind("hand pass", words: ["stoppage: hand-pass"], types: [], prose: ["hand"]),
    ]

    /// Stoppages, which the plays give to no side ("Tampa Bay iced the puck twice" is read
    /// against both sides' icings).
    static let noSides: Set<String> = Set(all.filter { kind in kind.types.isEmpty && kind.words.allSatisfy { $0.hasPrefix("stoppage:") } }.map(\.kind))

    /// Verbs that count a kind whatever noun follows ("blocked nine shots", "missed six shots").
    static let verbs: Set<String> = ["blocked", "walked", "struck", "missed", "outhit", "outshot", "outrebounded"]
}

extension GroundingFacts {
    /// The side a play with no team is counted for: a stoppage is no side's ("-"); a side's own
    /// row names it first ("THUNDER Timeout: Regular", "Wizards Turnover: Shot Clock", "THUNDER
    /// Rebound") and is that side's, by `sides` (name → abbreviation). Not knowing the name, a
    /// timeout row counts under the name itself; a team rebound or turnover counted apart from
    /// its players' would make a count no side had, so it counts for none.
    static func namedSide(_ description: String, sides: [String: String]) -> String? {
        if description.hasPrefix("stoppage:") { return "-" }
        let words = description.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, ["timeout:", "turnover:", "rebound"].contains(words[1]) else { return nil }
        if let side = sides.first(where: { $0.key.lowercased() == words[0] })?.value { return side }
        return words[1] == "timeout:" ? "#" + words[0] : nil
    }

    /// Whether a play's `kind` is the other side's: a steal told on the turnover's row
    /// ("Sabonis STEAL (1 STL) / Morris Bad Pass Turnover", the row the turnover's side's), a
    /// hockey block on the shooter's ("Blocked shot (Hedman blocks Forsling)").
    static func isTheOtherSides(_ kind: String, _ description: String) -> Bool {
        kind == "steal" && description.includes("turnover") || kind == "block" && description.includes("blocked shot")
    }

    /// For each period, each side's count of each kind of play in it and through it (carried
    /// over periods with none of the kind), and both sides' counts of a kind as pairs. A play
    /// counts for its team (`namedSide` for a row of none, `isTheOtherSides` for the other's).
    static func teamCounts(_ plays: [PlayEntry], sides: [String: String] = [:])
        -> [Int: (kinds: [String: [String: SideCount]], pairs: [String: Set<ScorePair>])] {
        let teams = Set(plays.compactMap(\.teamAbbreviation))
        // Period → kind → side → count.
        var byPeriod: [Int: [String: [String: Int]]] = [:]
        for play in plays {
            guard let description = play.description?.lowercased() else { continue }
            guard let team = play.teamAbbreviation ?? Self.namedSide(description, sides: sides) else { continue }
            let type = play.playType?.lowercased() ?? ""
            for kind in CountedKind.all where kind.counts(description, type: type) {
                let other = teams.count == 2 && isTheOtherSides(kind.kind, description) ? teams.first { $0 != team } : nil
                byPeriod[ScoringReading.period(play), default: [:]][kind.kind, default: [:]][other ?? team, default: 0] += 1
            }
        }
        var result: [Int: (kinds: [String: [String: SideCount]], pairs: [String: Set<ScorePair>])] = [:]
        var through: [String: [String: Int]] = [:]
        let pairOrder = teams.sorted()
        for period in byPeriod.keys.sorted() {
            let inPeriod = byPeriod[period] ?? [:]
            for (kind, counts) in inPeriod {
                for (side, count) in counts { through[kind, default: [:]][side, default: 0] += count }
            }
            var counted = through.mapValues { sides in sides.mapValues { SideCount(inPeriod: nil, through: $0) } }
            for (kind, counts) in inPeriod {
                for (side, count) in counts { counted[kind]?[side]?.inPeriod = count }
            }
            var pairs: [String: Set<ScorePair>] = [:]
            if pairOrder.count == 2 {
                for kind in CountedKind.all.map(\.kind) {
                    let (a, b) = (pairOrder[0], pairOrder[1])
                    pairs[kind] = [ScorePair(inPeriod[kind]?[a] ?? 0, inPeriod[kind]?[b] ?? 0),
                                   ScorePair(through[kind]?[a] ?? 0, through[kind]?[b] ?? 0)]
                }
            }
            result[period] = (counted, pairs)
        }
        return result
    }
}
