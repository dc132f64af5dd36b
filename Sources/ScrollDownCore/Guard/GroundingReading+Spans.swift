import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Numbers told over a span rather than at a moment: a side's count through a period, how long
/// a level score stood, and the spans that start at a break and run on past what the reader sees.
extension GroundingReading {
    /// "three walks through seven innings", "struck out six times in the first six innings": a
    /// side's count of the kind the clause names, from the game's start to the period's end.
    func countedThrough(_ value: Int, at index: Int, in period: GroundingFacts.Period) -> Bool {
        guard spansFromTheStart(index), let clause = clause(of: index) else { return false }
        let words = Set(tokens[clause].map(\.word))
        let kinds = GroundingFacts.countedKinds.map(\.kind).filter { kind in
            let claimed: Set<String> = switch kind {
            case "strikeout": ["strikeout", "strikeouts", "struck"]
            case "walk": ["walk", "walks", "walked"]
            case "three": ["threes", "3-pointers", "three-pointers"]
            case "penalty": ["penalty", "penalties"]
            case "free throw": ["free"]
            default: [kind, kind + "s"]
            }
            return !words.isDisjoint(with: claimed)
        }
        return kinds.count == 1 && period.throughCounts[kinds[0]]?.contains(value) == true
    }

    /// "through seven innings", "in the first six innings": a span from the game's start to a
    /// period's end, which a count through that period tells.
    func spansFromTheStart(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        return clause.contains { position in
            ["through", "thru"].contains(tokens[position].word)
                || tokens[position].word == "first" && tokens.indices.contains(position + 2) && tokens[position + 1].kind == .number
                    && !tokens[position + 1].ordinal && GroundingTokens.periodUnits.contains(tokens[position + 2].word)
        }
    }

    /// "in three quarters", "in seven innings of work": a count of periods played, told of a
    /// player, says he played no more ("in the first three quarters" is a place).
    func isPlayedSpan(_ index: Int) -> Bool {
        guard let clause = clause(of: index) else { return false }
        return clause.contains { position in
            tokens[position].word == "in" && tokens.indices.contains(position + 2) && tokens[position + 1].kind == .number
                && !tokens[position + 1].ordinal && GroundingTokens.periodUnits.contains(tokens[position + 2].word)
        }
    }

    /// "after the break", "after halftime", "following the intermission": a place that starts
    /// at a break and runs on, never the state at it.
    func placedAfterABreak() -> Bool {
        tokens.indices.contains(where: isAfterABreak)
    }

    /// Whether the word at `position` starts "after the break", "following halftime", "since
    /// the intermission".
    func isAfterABreak(_ position: Int) -> Bool {
        ["after", "following", "since", "from", "beyond", "past"].contains(tokens[position].word)
            && tokens[(position + 1)...].prefix(3).contains { ["halftime", "half-time", "half", "break", "intermission"].contains($0.word) }
    }

    /// How long the score stood level in a period the clause places, whole and seen: "tied at
    /// 1-1 for 6:54 of the first period". A lead's length is not read.
    func durationIsGrounded(_ seconds: Int, at index: Int) -> Bool {
        guard let clause = clause(of: index), let place = visible(anchor(of: index)), !place.from, !place.openEnded,
              tokens[clause].contains(where: { ["tied", "tie", "level", "even", "deadlocked", "knotted", "square"].contains($0.word) }),
              !tokens[clause].contains(where: { ["lead", "leads", "led", "leading", "ahead", "trail", "trails", "trailed", "trailing", "behind", "front"].contains($0.word) })
        else { return false }
        return place.periods.contains { facts.periods[$0]?.durations.contains(seconds) == true }
    }

    /// A time amount told as how long something lasted: "for (only) 30 seconds".
    func isADuration(_ index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, ["only", "just", "about", "nearly", "almost", "roughly", "around", "over", "under", "exactly"].contains(tokens[cursor].word) {
            cursor -= 1
        }
        return cursor >= 0 && tokens[cursor].word == "for"
    }
}
