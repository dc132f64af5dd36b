import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Where a figure is placed when its own clause names no place: the place it shares with the
/// clauses around it, or the moment of a running score the sentence gives.
extension GroundingReading {
    /// The place of a figure: its clause's, or the one it shares with a list of figures
    /// (`figurePlaces`).
    func figurePlace(of index: Int) -> ClauseAnchor? {
        if let anchor = anchor(of: index) { return anchor }
        guard let clause = clauses.firstIndex(where: { $0.contains(index) }) else { return nil }
        return figurePlaces[clause]
    }

    /// Places figures share across clauses, for the player and team figures of a clause that
    /// names no place of its own:
    /// - a list closed by a place gives it to the figure before it, when each item counts
    ///   something else ("Lauvergne had 9 points, 6 rebounds and 4 assists at halftime", "won
    ///   two faceoffs and threw two hits in the first period"); a
    ///   breakdown of the figure ("31 points, 12 in the first quarter", "24, 7 of them in the
    ///   second") does not, so the first figure stays unplaced (it may be the whole game's);
    /// - a clause of a side or player and a figure only, of counts only, parallel to it or a share
    ///   of its figure takes the place of the clause before it ("19 hits in the first period,
    ///   Tampa Bay with nine", "…, along with 4 turnovers", "…; the Wizards went 8-of-23", "8
    ///   rebounds through three quarters, two of them offensive");
    /// - a running score the plays show in one visible period only places a player's figures
    ///   there (`momentPlace`: "two free throws … made it 38-17").
    /// Placed figures are checked against that place only (`PlacedFigures`), so a shared place
    /// grounds no figure the place does not show.
    mutating func findFigurePlaces() {
        var places: [ClauseAnchor?] = anchors.map { $0.periods.isEmpty ? nil : $0 }
        for index in clauses.indices.dropLast().reversed() where places[index] == nil {
            // A second predicate of the same subject ("scored 24 points and grabbed 5 rebounds in
            // the first half") shares its place as a list does.
            let joined = tokens.indices.contains(clauses[index].upperBound) && ["and", "but"].contains(tokens[clauses[index].upperBound].word)
            guard let place = places[index + 1],
                  let later = countedUnits(clauses[index + 1], list: !joined), !later.isEmpty,
                  let own = countedUnits(clauses[index], list: false), !own.isEmpty, own.isDisjoint(with: later) else { continue }
            places[index] = place
        }
        for index in clauses.indices.dropFirst() where places[index] == nil {
            guard let place = places[index - 1],
                  countedUnits(clauses[index], list: true) != nil || countedUnits(clauses[index], list: true, gapped: true) != nil
                    || isParallel(clauses[index], to: clauses[index - 1]) || isPartitive(clauses[index])
                    || isSecondPredicate(clauses[index], after: clauses[index - 1])
            else { continue }
            places[index] = place
        }
        // "Halftime: Thunder 60, Wizards 53. Oladipo 14, Kanter 12.": a list of players' figures
        // and nothing else, after a sentence placed in a period whose end the reader sees, is of
        // that place (a live blog's box line).
        if let carried = carriedPlace, places.allSatisfy({ $0 == nil }), isAFigureList {
            places = places.map { _ in ClauseAnchor(periods: [carried], within: true) }
        }
        figurePlaces = places
        // "Allen's two free throws capped a 10-0 run and made it 38-17": a running score the
        // plays show in one period only is a moment of it, for a player's figures (a side's
        // are counted by period, not by moment: "pushed the lead to 9 at 40-32" is no count).
        if places.contains(where: { $0 == nil }), let limit = context.placementLimit {
            let moments = tokens.compactMap { token -> Set<Int>? in
                guard token.kind == .pair, let first = token.value, let second = token.second else { return nil }
                let periods = Set(facts.periods.filter { $0.key <= limit && $0.value.pairs.contains(ScorePair(first, second)) }.keys)
                return periods.isEmpty ? nil : periods
            }
            if moments.count == 1, let periods = moments.first, periods.count == 1 {
                momentPlace = ClauseAnchor(periods: periods, within: true)
            }
        }
    }

    /// The place of the sentences before this one (`LeakGuard.clean`), where the reader sees its
    /// end: what a verbless line of figures after them is told of.
    var carriedPlace: Int? {
        guard let carried, let limit = context.placementLimit, carried <= limit else { return nil }
        return carried
    }

    /// "Oladipo 14, Kanter 12 and Beal 12", "Irving with 17": players' figures, no verb, no side.
    var isAFigureList: Bool {
        var players = 0
        var numbers = 0
        for (index, token) in tokens.enumerated() {
            switch entities[index] {
            case .player?: players += 1; continue
            case .team?: return false
            case nil: break
            }
            switch token.kind {
            case .punctuation: continue
            case .number where token.suffix.isEmpty && !token.ordinal: numbers += 1
            // A first name before the player's surname ("Kyrie Irving").
            case .word where ["with", "and"].contains(token.word) || GroundingLexicon.units[token.word] != nil
                || token.capitalised && entities[index + 1] != nil: continue
            default: return false
            }
        }
        return players > 0 && numbers > 0
    }

    /// "The Thunder shot 13-of-23 in the opening quarter; the Wizards went 8-of-23": a figure of
    /// a side after a figure of the other, or of a player after another's, no score, no word of
    /// lead, result or time of its own: the same of the same place.
    func isParallel(_ range: Range<Int>, to previous: Range<Int>) -> Bool {
        func kinds(_ clause: Range<Int>) -> Set<String> {
            Set(clause.compactMap { entities[$0].map { if case .team = $0 { "team" } else { "player" } } })
        }
        let own = kinds(range)
        return own.count == 1 && own == kinds(previous) && previous.contains { tokens[$0].kind == .number }
            && range.contains { tokens[$0].kind == .number }
            && range.allSatisfy { tokens[$0].kind != .pair && tokens[$0].kind != .clock && !GroundingLexicon.scoped.contains(tokens[$0].word) }
    }

    /// "Washington shot 8-for-23 in the first quarter and went 2-for-6 at the line": a predicate
    /// joined by "and" with no subject of its own, counting what the clause before does not
    /// count, shares its place (as a list does).
    func isSecondPredicate(_ range: Range<Int>, after previous: Range<Int>) -> Bool {
        let between = previous.upperBound..<range.lowerBound
        guard between.contains(where: { tokens[$0].word == "and" }), !range.contains(where: { entities[$0] != nil }),
              range.allSatisfy({ tokens[$0].kind != .pair && tokens[$0].kind != .clock && !GroundingLexicon.scoped.contains(tokens[$0].word) }),
              let own = countedUnits(range, list: false), !own.isEmpty,
              let before = countedUnits(previous, list: false), !before.isEmpty else { return false }
        return own.isDisjoint(with: before)
    }

    /// "…, two of them offensive": a share of the figure before it.
    func isPartitive(_ range: Range<Int>) -> Bool {
        let start = range.lowerBound
        guard range.count >= 3, tokens[start].kind == .number else { return false }
        return isShareOf(after: start)
            && range.allSatisfy { tokens[$0].kind != .pair && !GroundingLexicon.scoped.contains(tokens[$0].word) }
    }

    /// Whether "of them", "of which" follows the count at `index` ("two of them", "one of which").
    func isShareOf(after index: Int) -> Bool {
        index + 2 < tokens.count && tokens[index + 1].word == "of" && ["them", "which", "those", "these"].contains(tokens[index + 2].word)
    }

    /// The units a clause counts ("points", "rebounds"), when it is only a list of counts: its
    /// words glue, names, units, nouns of play and places, each number followed by its unit
    /// (or, `gapped`, by none: "Tampa Bay with nine"). Outside a list (`list` false): the units
    /// its numbers count, whatever else it says. Nil when it is no such list.
    func countedUnits(_ range: Range<Int>, list: Bool, gapped: Bool = false) -> Set<String>? {
        var units: Set<String> = []
        var numbers = 0
        var lineEnds: Set<Int> = []
        for index in range where !lineEnds.contains(index) {
            let token = tokens[index]
            switch token.kind {
            case .number:
                // "8-for-23", "9 of 12": a line counts its kind; its second number is part of it.
                if let end = lineEnd(from: index) {
                    numbers += 1
                    units.insert(lineUnit(in: range))
                    lineEnds.formUnion(index + 1...end)
                    continue
                }
                // "from 3-point range": the kind of a line, no count.
                if list, token.value == 3, token.suffix == "-point", ["range", "line", "arc"].contains(nextWord(after: index) ?? "") { continue }
                // "two 3-pointers": the shot is the kind the count before it counts.
                if isShotKind(index), index > range.lowerBound, tokens[index - 1].kind == .number { continue }
                numbers += 1
                if index + 1 < range.upperBound, isShotKind(index + 1) {
                    units.insert("3-pointer")
                    continue
                }
                // "twice", "once": how many times the clause's verb happened.
                if ["once", "twice", "thrice"].contains(token.word) {
                    units.insert("time")
                    continue
                }
                let next = nextWord(after: index) ?? ""
                let counts = GroundingLexicon.units[next] != nil || isEventWord(next) && !GroundingLexicon.pastActions.contains(next)
                if counts { units.insert(next.hasSuffix("s") ? String(next.dropLast()) : next) } else if list && !gapped { return nil }
            case .punctuation:
                continue
            case .word:
                guard list else { continue }
                let word = token.word
                let allowed = GroundingLexicon.glue.contains(word) || entities[index] != nil || grounded[index]
                    || GroundingLexicon.units[word] != nil || GroundingTokens.periodUnits.contains(word) || isPeriodLabel(word)
                    || isEventWord(word) && !GroundingLexicon.pastActions.contains(word)
                    || ["halftime", "half-time", "intermission", "break", "opening"].contains(word)
                    || Self.lineKindWords.contains(word)
                guard allowed else { return nil }
            default:
                if list { return nil }
            }
        }
        if gapped { return numbers > 0 && range.contains(where: { entities[$0] != nil }) ? units : nil }
        return list && (numbers == 0 || units.isEmpty) ? nil : units
    }

    /// "3-pointers", "3-pointer": a shot's kind written as a number.
    private func isShotKind(_ index: Int) -> Bool {
        tokens[index].kind == .number && tokens[index].suffix.hasPrefix("-pointer")
    }

    /// The last index of a line starting at `index` ("8-for" "-23"; "9" "of" "12"), if one does.
    private func lineEnd(from index: Int) -> Int? {
        let token = tokens[index]
        guard token.kind == .number, !token.ordinal, index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1]
        if ["-for", "-of"].contains(token.suffix), next.kind == .number, next.text.hasPrefix("-") { return index + 1 }
        if token.suffix.isEmpty, ["of", "for"].contains(next.word), index + 2 < tokens.count,
           tokens[index + 2].kind == .number, tokens[index + 2].suffix.isEmpty, !tokens[index + 2].ordinal { return index + 2 }
        return nil
    }

    /// What the lines of a clause count, from its words: free throws ("at the line", "free
    /// throws"), threes ("from 3-point range", "from deep"), else shots from the field or at-bats.
    private func lineUnit(in range: Range<Int>) -> String {
        let words = Set(range.map { tokens[$0].word })
        if words.contains("line") || words.contains("free") || words.contains("stripe") { return "line ft" }
        if !words.isDisjoint(with: ["3-point", "deep", "arc", "three", "threes", "3-pointers", "three-pointers", "3pt"]) { return "line 3p" }
        return "line"
    }

    /// Words of a line's kind in a list of counts: "from the floor", "from 3-point range", "at the line".
    static let lineKindWords: Set<String> = ["floor", "field", "line", "range", "deep", "arc", "beyond", "stripe", "charity", "three", "threes"]
}
