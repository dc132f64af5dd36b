import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Numbers told over a span rather than at a moment: a side's count through a period, how long
/// a level score stood, and the spans that start at a break and run on past what the reader sees.
extension GroundingReading {
    /// A side's count of a kind of play in the period, or through it over a span from the start
    /// (carried over periods with none of it: "three walks through seven innings"), of the kind
    /// the number counts: "seven turnovers in the third quarter" is a count of turnovers, never
    /// of fouls.
    /// An ordinal is a moment's count ("Florida's third shot on goal"): at most the period's.
    /// Both sides' count together is one only where no side owns it, the clause says the sides
    /// together ("the teams combined for four hits"), or after "of (the)" ("won 23 of the 41
    /// faceoffs"): "Houston had four hits" is Houston's, never the game's so far.
    /// A side the sentence names ("Houston had four hits") is held to its own count (`side`,
    /// from `countingSide`, one the plays name).
    func counted(_ value: Int, at index: Int, in period: GroundingFacts.Period, owned: Bool = true, side: String? = nil) -> Bool {
        let kinds = countedKinds(at: index)
        let fromTheStart = spansFromTheStart(index)
        let total = !owned || bothSides(at: index) || previousWord(before: index) == "of"
            || previousWord(before: index) == "the" && index >= 2 && tokens[index - 2].word == "of"
        // "Toronto had 0 walks in the second": none of the kind there (through it, from the start).
        if value == 0, !tokens[index].ordinal { return period.hadNone(of: kinds, side: total ? nil : side, through: fromTheStart) }
        let values = kinds.flatMap { kind in
            // A stoppage is no side's: either side's count.
            let own = CountedKind.noSides.contains(kind) ? nil : side
            return period.counts(of: kind, side: own).union(fromTheStart ? period.through(of: kind, side: own) : [])
                .union(total ? period.total(of: kind) : []).union(total && fromTheStart ? period.throughTotal(of: kind) : [])
        }
        return tokens[index].ordinal ? values.contains { $0 >= value } : values.contains(value)
    }

    /// "Florida won 11 of 17 faceoffs in the first period": a side's count of a kind (the number
    /// at `index`) out of both sides' together, in a place the reader sees.
    func countOutOfBoth(_ part: Int, of whole: Int, at index: Int) -> Bool {
        let kinds = countedKinds(at: index)
        guard !kinds.isEmpty, let place = visible(figurePlace(of: index)), !place.from else { return false }
        return place.periods.contains { period in
            kinds.contains { facts.periods[period]?.total(of: $0).contains(whole) == true }
        } && figureIsGrounded(part, unit: nil, at: index)
    }

    /// Whether the clause of `index` speaks of both sides together ("the teams combined for").
    func bothSides(at index: Int) -> Bool {
        clause(of: index).map { tokens[$0].contains { ["combined", "teams", "between", "together"].contains($0.word) } } ?? false
    }

    /// The kinds of play the number at `index` counts: by the words after it ("four walks",
    /// "two free throws", "seven 3-pointers"), with a verb of its clause that counts one
    /// ("blocked nine shots"); with no such word after it, by the one kind its clause names
    /// ("walked four times") or, naming none, its sentence ("13 turnovers, eight of them in the
    /// second quarter"). None when nothing names a kind or several do.
    func countedKinds(at index: Int) -> [String] {
        guard let clause = clause(of: index) else { return [] }
        // "assisted on nine of their 13 baskets": the baskets assisted are assists.
        if index >= 2, tokens[index - 1].word == "on", tokens[index - 2].word == "assisted" { return ["assist"] }
        if let named = kindsNamedAfter(index) {
            let verbs = Set(tokens[clause].map(\.word)).intersection(CountedKind.verbs)
            return named + CountedKind.all.filter { !$0.prose.isDisjoint(with: verbs) }.map(\.kind)
        }
        // "10 shots on goal to Florida's 6": a side's bare figure set against a count is of its kind.
        if index > 0, tokens[index - 1].isPossessive, entities[index - 1]?.isTeam == true,
           let count = (0..<index).last(where: { tokens[$0].kind == .number && !tokens[$0].ordinal && kindsNamedAfter($0) != nil }) {
            return countedKinds(at: count)
        }
        for span in [clause, tokens.indices] {
            // The kinds each counting word of the span names; one word's, or several words' that
            // agree. A verb that counts one says what is counted ("hitters struck out six times").
            let words = Set(span.map(kindWord(at:)))
            let verbs = words.intersection(CountedKind.verbs)
            let named = (verbs.isEmpty ? words : verbs).map { word in CountedKind.all.filter { $0.prose.contains(word) }.map(\.kind) }
                .filter { !$0.isEmpty }
            if let first = named.first { return named.allSatisfy { $0 == first } ? first : [] }
        }
        return []
    }

    /// The kinds the words right after `index` name ("four walks", "13 shots on goal", "no
    /// walks"), or nil when none of the next three words names one.
    func kindsNamedAfter(_ index: Int) -> [String]? {
        guard let clause = clause(of: index) else { return nil }
        for (offset, token) in tokens[(index + 1)..<clause.upperBound].prefix(3).enumerated() {
            // "13 shots on goal" counts shots on goal only.
            let onGoal = tokens[(index + offset + 2)...].prefix(2).map(\.word) == ["on", "goal"]
            let word = kindWord(at: index + offset + 1)
            let named = CountedKind.all.filter { $0.prose.contains(word) && (!onGoal || $0.kind == "shot on goal") }
            if !named.isEmpty { return named.map(\.kind) }
            guard token.kind == .word else { break }
        }
        return nil
    }

    /// Every kind a word of `span` names ("Shots on goal were 16-13": shot, shot on goal, goal).
    func kindsNamed(in span: some Sequence<Int>) -> Set<String> {
        let words = Set(span.map(kindWord(at:)))
        return Set(CountedKind.all.filter { !$0.prose.isDisjoint(with: words) }.map(\.kind))
    }

    /// The word at `index` as a kind's name: the "goals" of "field goals" are made baskets
    /// ("field-goals"), the plate a batter's, "shots on goal" one kind.
    func kindWord(at index: Int) -> String {
        let word = tokens[index].word
        if ["goal", "goals"].contains(word), index > 0, tokens[index - 1].word == "field" { return "field-" + word }
        // "came to the plate 12 times", "sent six men to the plate": batters.
        if word == "plate" { return "batters" }
        // "Shots on goal through two periods: …": one kind, whose "goal" is no goal.
        if word == "goal", index >= 2, tokens[index - 1].word == "on", ["shot", "shots"].contains(tokens[index - 2].word) { return "on-goal" }
        return word
    }

    /// "through seven innings", "in the first six innings": a span from the game's start to a
    /// period's end, which a count through that period tells; so does a sentence that opens
    /// with one ("Through three: Houston no hits; Toronto one hit, two walks"). A clause with no
    /// place of its own takes its figures' place from the clauses around it, and their span
    /// with it ("Houston struck out six times through seven innings; Toronto five times").
    func spansFromTheStart(_ index: Int) -> Bool {
        guard var clause = clause(of: index) else { return false }
        if ["through", "thru"].contains(tokens.first?.word) { return true }
        if anchor(of: index) == nil { clause = tokens.indices }
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
              // "tied for 6:54", "stayed 1-1 for 6:54": level by its word or its score.
              tokens[clause].contains(where: { ["tied", "tie", "level", "even", "deadlocked", "knotted", "square"].contains($0.word)
                  || $0.kind == .pair && $0.value != nil && $0.value == $0.second }),
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
