import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How a number is grounded: a figure the client computes from the visible plays, for the
/// subject and place its clause gives it.
extension GroundingReading {
    func numberIsGrounded(at index: Int) -> Bool {
        let token = tokens[index]
        // A shooting or batting line ("4 of 15", "1-for-8"); a play's own "Free Throw 1 of 2" below.
        let quotesAFreeThrow = ["throw", "throws"].contains(previousWord(before: index) ?? "")
            || index >= 2 && ["throw", "throws"].contains(previousWord(before: index - 2) ?? "")
        if let span = plateSpanNumberIsGrounded(at: index) { return span }
        if !quotesAFreeThrow, let line = shotLine(at: index) { return line }
        if token.text.hasPrefix("-"), isFieldingNotation(at: index) { return true }
        if isRunnersLeftOnBase(at: index) || isRetiredFromTheStart(at: index) { return true }
        if let percent = shootingPercentage(at: index) { return percent }
        if token.signedOrDecimal || token.suffix.hasPrefix("%") { return false }
        switch token.kind {
        case .clock:
            if isADuration(index) { return GroundingFacts.seconds(token.text).map { durationIsGrounded($0, at: index) } ?? false }
            let parts = token.text.split(separator: ":")
            guard let seconds = GroundingFacts.seconds(token.text), let secondsPart = Int(parts[1].prefix(2)), secondsPart < 60
            else { return false }
            if let minutes = Int(parts[0]), let length = facts.periodMinutes, minutes > length {
                // Not a clock the game could show: two numbers ("32:19").
                return pairIsGrounded(ScorePair(minutes, Int(parts[1].prefix(2)) ?? 0), at: index, run: false)
            }
            // A clock is a moment of a period the sentence names ("with 3:32 left in the first").
            var periods = anchor(of: index)?.periods ?? Set(anchors.flatMap(\.periods))
            // "called timeout at 6:36, right after Morris's dunk tied the game 10-10": a running
            // score the plays show in one period only places the clock there.
            if periods.isEmpty, let moment = momentPlace { periods = moment.periods }
            return periods.contains { facts.clocks[$0]?.contains(GroundingFacts.clockText(seconds)) == true }
        case .pair:
            guard let first = token.value, let second = token.second else { return false }
            if isFieldingNotation(at: index) { return true }
            // "Florida is up 1-0", "It's 2-1 Florida": the score at the time of writing.
            if anchor(of: index) == nil, let clause = clause(of: index), isToldInThePresent(index, in: clause) { return false }
            if let tail = tailIsGrounded(ScorePair(first, second), at: index) { return tail }
            return pairIsGrounded(ScorePair(first, second), at: index, run: followedByRunNoun(index), compact: true)
        default:
            break
        }
        guard let value = token.value else { return false }
        // "periods two and three", "innings 2, 5 and 9", "Period 4": periods the reader must see.
        if let period = periodNamedByItsUnit(value, at: index) {
            return context.lastVisiblePeriod.map { period <= $0 } ?? true
        }
        if let share = shareOfFirstPointsIsGrounded(at: index) { return share }
        // "Six different Panthers had a shot on goal": players counted, no side's score.
        if let distinct = distinctPlayersIsGrounded(value, at: index) { return distinct }
        if isASidesWholeScore(at: index) { return false }
        // "Each team was whistled for three minor penalties": every side's count over the game,
        // with no place to bound it.
        if let clause = clause(of: index), tokens[clause].indices.contains(where: { at in
            ["each", "both"].contains(tokens[at].word) && ["team", "teams", "side", "sides", "club", "clubs"].contains(nextWord(after: at) ?? "")
        }), !token.ordinal, anchor(of: index) == nil,
           nextWord(after: index).map({ GroundingLexicon.units[$0] != nil || GroundingLexicon.events.contains($0) }) ?? false {
            return false
        }
        if let turn = scoreTurn(at: index) { return scoreTurnIsGrounded(value, turn, at: index) }
        if let top = biggestLead(before: index) { return biggestLeadIsGrounded(value, of: top, at: index) }
        // "a 3", "a 24-foot three": a shot, whose claim `ungroundedPlay` checks.
        if isAThree(at: index) { return true }
        let next = nextWord(after: index) ?? ""
        let suffix = token.suffix
        // Periods: "Q3" is a word; "4th quarter", "three quarters", "after two", "the 3rd" are
        // read by the period check.
        // A count of periods or intermissions reaches no further than the reader sees ("its three
        // intermission leads" after one period counts two more).
        if GroundingTokens.periodUnits.contains(next), !token.ordinal, let horizon = context.lastVisiblePeriod, value > horizon { return false }
        // "led 1-0 for five innings": how long a state lasted, from a moment that may be late.
        if GroundingTokens.periodUnits.contains(next), !token.ordinal, previousWord(before: index) == "for" { return false }
        if GroundingTokens.periodUnits.contains(next) || isPeriodPosition(index) {
            // An ordinal of a list before its unit is a period the reader sees ("the first, ninth,
            // and third innings" after eight: its clause ends before the unit that places it).
            guard token.ordinal, tokens.indices.contains(index + 1), [",", "and", "or", "&"].contains(tokens[index + 1].text.lowercased()),
                  let horizon = context.lastVisiblePeriod else { return true }
            return periodOfOrdinal(value, at: index) <= horizon
        }
        if let position = assistPositionIsGrounded(at: index) { return position }
        if token.ordinal, value == 1 { return true }
        // "the two teams": both of them, no count.
        if !token.ordinal, value == 2, previousWord(before: index) == "the", ["teams", "sides", "clubs"].contains(next) { return true }
        // "to start Toronto's second": a side's half of an inning, one the reader sees whole.
        if token.ordinal, context.regulationPeriods > 4, index > 0, isTeamToken(tokens[index - 1]) && tokens[index - 1].isPossessive
            || ["its", "their"].contains(previousWord(before: index) ?? ""),
           !tokens.indices.contains(index + 1) || tokens[index + 1].kind == .punctuation {
            return context.placementLimit.map { value <= $0 } ?? false
        }
        // "2 goals …, the first assisted … and the second unassisted": an ordinal standing for
        // one of a count the sentence gave before it.
        if token.ordinal, previousWord(before: index) == "the", GroundingLexicon.units[next] == nil,
           tokens[..<index].contains(where: { $0.kind == .number && !$0.ordinal && ($0.value ?? 0) >= value }) {
            return true
        }
        // Outs of an inning and runners on base: "with 2 outs", "two on", "two aboard".
        // "a hand in five outs": a fielder's outs, among his figures.
        if GroundingLexicon.units[next] == .outs || ["on", "aboard"].contains(next) && context.regulationPeriods > 4 {
            return value <= 3 || next.hasPrefix("out") && figureIsGrounded(value, unit: nil, at: index)
        }
        // "a called third strike": a strikeout, the play's own word (its claim read as a play).
        if token.ordinal, value == 3, next == "strike", context.regulationPeriods > 4 { return true }
        // A base or a position: "to third base", "playing second base".
        if token.ordinal, ["base", "baseman"].contains(next), value <= 3 { return true }
        // "moved Springer to third", "threw him out from second", "stole second": a base, where the
        // ordinal has no "the" (that is an inning: "to the third"; "third inning" is read above).
        if token.ordinal, value <= 3, context.regulationPeriods > 4, isABase(at: index) { return true }
        // Shot types and distances: "3-pointer", "3-point shot", "26-foot", "25-footer", "40 feet".
        if suffix.hasPrefix("-pointer") || suffix == "-pt" { return value == 2 || value == 3 }
        if suffix.hasPrefix("-point"), value <= 3, GroundingLexicon.pointShotNouns.contains(next) {
            return true
        }
        // "pulls up from 25": how far ("from 3" is the range, read as a three).
        if suffix.hasPrefix("'") || suffix.hasPrefix("’") || ["-foot", "-footer", "-feet", "-ft"].contains(suffix)
            || GroundingLexicon.units[next] == .feet || previousWord(before: index) == "from" && value > 3 && ["", "and", "out"].contains(next) {
            return facts.distances.contains(value)
        }
        if suffix == "-second" { return next.hasPrefix("timeout") || next == "violation" }
        if suffix == "-run" { return isEventWord(next) || next == "homer" }
        // Time: minutes or seconds of a period.
        if let unit = GroundingLexicon.units[next], unit == .minutes || unit == .seconds {
            // "led for only 30 seconds", "was tied for 6:54": how long a state lasted, which the
            // client does not compute.
            if isADuration(index) { return durationIsGrounded(unit == .minutes ? value * 60 : value, at: index) }
            if unit == .minutes, let length = facts.periodMinutes, length > 0, value % length == 0 { return true }
            // "the last 77 seconds of the first quarter": any span up to a period's length.
            return unit == .seconds ? value <= (facts.periodMinutes ?? 12) * 60 : value <= (facts.periodMinutes ?? 12)
        }
        // "Free Throw 1 of 2": the play's own words; any other "14 of 25" is a shooting line,
        // which the plays do not count.
        let freeThrow = (previousWord(before: index) == "throw" || previousWord(before: index) == "throws")
        if next == "of", tokens.indices.contains(index + 2), tokens[index + 2].kind == .number {
            return freeThrow && facts.numbers.contains(value)
        }
        if previousWord(before: index) == "of", tokens.indices.contains(index - 2), tokens[index - 2].kind == .number {
            return tokens.indices.contains(index - 3) && ["throw", "throws"].contains(tokens[index - 3].word) && facts.numbers.contains(value)
        }
        // Two numbers set apart by team names ("Thunder 32, Wizards 19") are a score, unless they
        // count a kind ("hits: Florida 19, Tampa Bay 9", "Houston two hits, Toronto three walks"):
        // then each is its side's own figure, read below.
        if let other = teamSeparatedPartner(of: index), countedKinds(at: index).isEmpty, countedKinds(at: other.index).isEmpty {
            return pairIsGrounded(ScorePair(value, other.value), at: index, also: other.index, run: false, compact: false)
        }
        // "three to nothing": a score.
        if next == "to", tokens.indices.contains(index + 2), ["nothing", "zero", "nil", "none"].contains(tokens[index + 2].word) {
            return pairIsGrounded(ScorePair(value, 0), at: index, run: false)
        }
        // "eight straight", "nine unanswered": a run.
        if next == "straight" || next == "unanswered" {
            return pairIsGrounded(ScorePair(value, 0), at: index, run: true)
        }
        // "tied at 84", "level at 84", "84 apiece", "knotted at 2".
        if isTieCue(before: index) || (next == "apiece" || next == "all") && unitlessSubject(of: index) != .player {
            return pairIsGrounded(ScorePair(value, value), at: index, run: false, compact: true)
        }
        // The size of a lead: "up 10", "led by 15", "within one", "a 13-point lead".
        // "a 12-point third-quarter deficit": a period between.
        let noun = GroundingLexicon.marginNouns.contains(next) ? next
            : isPeriodCompound(next) ? (tokens.indices.contains(index + 2) ? tokens[index + 2].word : "") : ""
        if (suffix.hasPrefix("-point") || suffix.hasPrefix("-goal") || suffix.hasPrefix("-run")) && GroundingLexicon.marginNouns.contains(noun) {
            return marginIsGrounded(value, at: index)
        }
        if isMarginCue(before: index), marginIsGrounded(value, at: index) || isTheMarginOfTheScoreAfter(index) { return true }
        // "finished the first quarter with 40 points, 15 more than Golden State": a side's lead over
        // the other, in its clause's place or, opening a clause of its own, the place before.
        if ["more", "fewer"].contains(next), nextWord(after: index + 1) == "than", unitlessSubject(of: index) == .team,
           let clause = clauses.firstIndex(where: { $0.contains(index) }) {
            let opens = clauses[clause].lowerBound == index
            let place = anchor(of: index) ?? (opens && clause > 0 && !anchors[clause - 1].periods.isEmpty ? anchors[clause - 1] : nil)
            if place?.from == false, marginIsGrounded(value, in: place) { return true }
        }
        if suffix.hasPrefix("-point") || suffix.hasPrefix("-goal") {
            return figureIsGrounded(value, unit: .points, at: index)
        }
        // "Washington's biggest lead of the first half was three points": a lead's size.
        if GroundingLexicon.units[next] == .points || GroundingLexicon.units[next] == .goals,
           let clause = clause(of: index),
           (clause.lowerBound..<index).contains(where: { GroundingLexicon.leadNouns.contains(tokens[$0].word) }),
           marginIsGrounded(value, at: index) {
            return true
        }
        guard suffix.isEmpty || suffix == "s" || token.ordinal else { return false }
        // "made two free throws", "split the two free throws": one trip to the line, of a size a
        // visible trip of the player's had ("Free Throw 1 of 2").
        if !token.ordinal, next == "free", ["throw", "throws"].contains(nextWord(after: index + 1) ?? ""),
           case .player(let key)? = subject(of: index), facts.players[key]?.trips.contains(value) == true {
            return true
        }
        // "nine of his 14 points": the first number counts what the second does.
        var unit = GroundingLexicon.units[next]
        if next == "of", let later = laterUnit(after: index) { unit = later }
        if token.ordinal {
            if seasonCountIsGrounded(value, at: index) { return true }
            // "his fourth foul", "Wall's 12th assist": a count of the player's.
            let after = tokens.indices.contains(index + 2) && tokens[index + 2].kind == .word ? tokens[index + 2].word : ""
            let noun = GroundingLexicon.units[next] ?? GroundingLexicon.units[after] ?? elidedNoun(ofOrdinalAt: index)
            // "Golden State called its second timeout of the first quarter": a kind the side
            // counts (`counted`) that has no unit of its own.
            if noun == nil, !countedKinds(at: index).isEmpty {
                return figureIsGrounded(value, unit: .other, at: index)
            }
            guard let noun else { return false }
            return figureIsGrounded(value, unit: noun, at: index)
        }
        return figureIsGrounded(value, unit: unit, at: index)
    }

    /// A figure of a player or a team: a player's counters and computed points; a team's score
    /// at the end of a period it names, or its points or scoring plays in it.
    func figureIsGrounded(_ value: Int, unit: GroundingLexicon.Unit?, at index: Int) -> Bool {
        // "Oladipo led Oklahoma City with 17 points": the clause's subject as well as the
        // closest name may own the figure, and so may an agent after it ("31 of them by Tatum").
        let candidates = [subject(of: index), clauseSubject(of: index), agent(of: index)]
        if candidates.contains(where: { $0 != nil && figure(value, unit: unit, at: index, of: $0) }) { return true }
        return candidates.allSatisfy { $0 == nil } && figure(value, unit: unit, at: index, of: nil)
    }

    /// "31 of them by Tatum", "16 first-half points from Curry": the entity after "by" or
    /// "from" later in the clause.
    func agent(of index: Int) -> Entity? {
        guard let clause = clause(of: index),
              let by = (index..<clause.upperBound).first(where: { ["by", "from"].contains(tokens[$0].word) }) else { return nil }
        return (by..<clause.upperBound).lazy.compactMap { self.entities[$0] }.first
    }

    /// The first entity of the clause holding `index`.
    func clauseSubject(of index: Int) -> Entity? {
        guard let clause = clause(of: index),
              let first = entities.keys.filter({ clause.contains($0) && $0 < index }).min() else { return nil }
        return entities[first]
    }

    func figure(_ value: Int, unit: GroundingLexicon.Unit?, at index: Int, of subject: Entity?) -> Bool {
        switch subject {
        case .player(let key)?:
            guard let player = facts.players[key] else { return false }
            // "scored 22 points in three quarters": in three quarters of play, so he sat the rest.
            if isPlayedSpan(index) { return false }
            // With no place, a figure of the player's latest ("Tatum had 31 points") may be their
            // whole game's, telling that they added nothing after the horizon; an earlier one is
            // of a moment. So are a play's own counter as quoted ("3PT Jump Shot (31 PTS)") and
            // an ordinal ("his second goal"), the moment a count reached a value, even when the
            // value is the latest: neither says the player added nothing after.
            let quoted = index > 0 && tokens[index - 1].text == "(" || tokens[index].ordinal
            // A figure of the player's in the place it is given (`PlacedFigures`) is that place's;
            // "31 points, 12 in the first quarter" places both there. Any other figure of theirs
            // counts only as one of a moment: not their latest, placed or not.
            if !quoted, let place = figurePlace(of: index) ?? momentPlace {
                // "had 18 points after three quarters": a count at the period's end; what came
                // after it ("after the break, Beal had just 4") is play the reader may not see.
                if place.from {
                    let ends = unit.map { unit in player.periodEnds.filter { PlacedFigures.family($0.key, counts: unit) } } ?? player.periodEnds
                    return !placedAfterABreak() && place.periods.contains { period in ends.values.contains { $0[period]?.contains(value) == true } }
                }
                // "4 points in the third quarter" is one of his points there, not of anything he counted.
                let counted = unit.map { unit in player.placedByFamily.filter { PlacedFigures.family($0.key, counts: unit) } } ?? [:]
                if counted.isEmpty ? place.periods.contains(where: { player.placed[$0]?.contains(value) == true })
                    : place.periods.contains(where: { period in counted.values.contains { $0[period]?.contains(value) == true } }) {
                    return true
                }
            }
            // A figure with a unit: one of that family's, and (unless quoted) none's latest.
            if let unit {
                let families = PlacedFigures.families(counting: unit).compactMap { player.families[$0] }
                return families.contains { $0.values.contains(value) } && (quoted || !families.contains { $0.latest.contains(value) })
            }
            if !quoted, player.latest.contains(value) { return false }
            return player.any.contains(value) || quoted && player.written.contains(value)
        case .team(let named)?:
            guard let anchor = visible(figurePlace(of: index)) else { return false }
            let side = countingSide(named, at: index)
            // "WAS scored 19 points and OKC scored 32": with the other half of a score the reader
            // already sees (a period's points between two separators).
            if unit == nil || unit == .points || unit == .goals {
                let others = tokens.indices.filter { $0 != index && tokens[$0].kind == .number }.compactMap { tokens[$0].value }
                if others.contains(where: { context.allowedScores.contains(ScorePair(value, $0)) }) { return true }
            }
            return anchor.periods.contains { period in
                guard let facts = facts.periods[period] else { return false }
                switch unit {
                case nil, .points?, .goals?:
                    // A named side's own points and score ("Florida scored two goals in the first
                    // period"); both sides' together only where the clause says so.
                    // "Toronto had 0 walks in the second": a count of walks, never the side's runs.
                    let countsAnotherKind = kindsNamedAfter(index).map { !$0.contains("goal") } ?? false
                    let scored = countsAnotherKind ? false : side.flatMap { side in facts.sideEnds[side].map { [$0, facts.sideTotals[side] ?? -1] } }
                        .map { $0.contains(value) || bothSides(at: index) && (facts.totals.contains(value) || facts.ends.contains(value)) }
                        ?? (facts.totals.contains(value) || facts.ends.contains(value))
                    return scored || unit == nil && counted(value, at: index, in: facts, side: side)
                case .times?:
                    let scoring = side.flatMap { facts.sideScoring[$0] }.map { $0 == value } ?? facts.scoringCounts.contains(value)
                    return scoring || counted(value, at: index, in: facts, side: side)
                case .minutes?, .seconds?, .feet?:
                    return false
                default:
                    // "seven turnovers in the third quarter", "eight steals through three quarters",
                    // "23 first-half baskets" (a side's shots made or tried in the period or through it).
                    let lines = [self.facts.shotLines.within[period], self.facts.shotLines.through[period]].compactMap { $0 }
                        .flatMap { $0.filter { ShotLines.isSide($0.key, side) }.values.flatMap { $0 } }
                    // A line counts shots or at-bats, so never "seven turnovers"; of its two sides,
                    // the tries only where the sentence counts tries ("40 shot attempts").
                    let kinds = countedKinds(at: index)
                    let lined = kinds.isEmpty || !Set(kinds).isDisjoint(with: ["shot", "three", "free throw", "hit"])
                    let tries = countsTries(at: index)
                    return counted(value, at: index, in: facts, side: side) || lined && lines.contains { (tries ? $0.tried : $0.made) == value }
                }
            }
        case nil:
            // A count no one's: "went into the crowd twice in the first period", a count of a kind
            // of play in a place the clause gives (never any number some play happens to write:
            // "Oubre had 12" with Oubre no visible player's name).
            if unit == nil || unit == .times || !countedKinds(at: index).isEmpty {
                guard let place = visible(figurePlace(of: index)), !place.from else { return false }
                return place.periods.contains { facts.periods[$0].map { counted(value, at: index, in: $0, owned: false) } == true }
            }
            return facts.players.values.contains { $0.any.contains(value) }
        }
    }

    /// "picked up the second assist on Reinhart's goal", "the primary assist": the player's place
    /// in a goal's list of assists (`Player.assistPositions`); nil when the word is no such place.
    func assistPositionIsGrounded(at index: Int) -> Bool? {
        let token = tokens[index]
        let position = token.ordinal ? token.value : ["first": 1, "primary": 1, "secondary": 2][token.word]
        guard let position, position <= 2, nextWord(after: index) == "assist", previousWord(before: index) == "the",
              case .player(let key)? = subject(of: index) else { return nil }
        return facts.players[key]?.assistPositions.contains(position) == true
    }

    /// "to third", "from second", "stole second", and the second of "to second and third": an
    /// ordinal with no "the" after a word that takes a base.
    func isABase(at index: Int) -> Bool {
        guard index > 0, tokens[index].ordinal, (tokens[index].value ?? 9) <= 3, tokens[index - 1].kind == .word else { return false }
        if ["and", "or"].contains(tokens[index - 1].word), index >= 2 { return isABase(at: index - 2) }
        return ["to", "from", "at", "stole", "steals", "reached", "reaches", "took"].contains(tokens[index - 1].word)
    }

    /// Whether the number at `index` counts tries, not makes: before a word for tries ("40 shot
    /// attempts", "19 at-bats"). A line told whole ("7 of 12") is read as one (`GroundingLines`).
    func countsTries(at index: Int) -> Bool {
        tokens[(index + 1)...].prefix(3).contains { ["attempts", "attempt", "tries", "at-bats", "shots", "shot"].contains($0.word) }
    }

    func previousWord(before index: Int) -> String? {
        let previous = index - 1
        return tokens.indices.contains(previous) && tokens[previous].kind == .word ? tokens[previous].word : nil
    }

    /// "Point's goal at 13:04 of the second period was Tampa Bay's second of the night": an
    /// ordinal with no noun of its own counts the last counted noun before it.
    func elidedNoun(ofOrdinalAt index: Int) -> GroundingLexicon.Unit? {
        tokens[..<index].reversed().lazy.compactMap { token -> GroundingLexicon.Unit? in
            guard token.kind == .word, let unit = GroundingLexicon.units[token.word],
                  ![.minutes, .seconds, .feet, .times, .other].contains(unit) else { return nil }
            return unit
        }.first
    }

    /// The unit of the number after "N of his": "nine of his 14 points".
    func laterUnit(after index: Int) -> GroundingLexicon.Unit? {
        var cursor = index + 2
        while tokens.indices.contains(cursor), cursor <= index + 4 {
            if tokens[cursor].kind == .number {
                let next = cursor + 1
                return tokens.indices.contains(next) ? GroundingLexicon.units[tokens[next].word] : nil
            }
            cursor += 1
        }
        return nil
    }

    /// "Thunder 32, Wizards 19": the other number when this one follows a team name and another
    /// team name with its own number is near.
    func teamSeparatedPartner(of index: Int) -> (value: Int, index: Int)? {
        guard index > 0, entities[index - 1]?.isTeam == true else { return nil }
        for cursor in tokens.indices where cursor != index && cursor > 0 && abs(cursor - index) <= 8 {
            if tokens[cursor].kind == .number, entities[cursor - 1]?.isTeam == true, let value = tokens[cursor].value { return (value, cursor) }
        }
        // "32-19 Thunder" is a pair token; "Thunder 32 Wizards 19" caught above.
        return nil
    }

    enum SubjectKind { case team, player }

    func unitlessSubject(of index: Int) -> SubjectKind? {
        switch subject(of: index) {
        case .team?: return .team
        case .player?: return .player
        case nil: return nil
        }
    }

    /// Who a figure belongs to: the closest entity named before it in the sentence, else the
    /// first after it ("17 points for Brooklyn" after "Kyrie Irving" is Irving's).
    func subject(of index: Int) -> Entity? {
        if let before = entities.keys.filter({ $0 < index }).max() { return entities[before] }
        if let after = entities.keys.filter({ $0 > index }).min() { return entities[after] }
        return nil
    }
}
