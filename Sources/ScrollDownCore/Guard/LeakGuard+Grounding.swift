import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Grounded by default: before the reveal a server sentence is shown only when everything it
/// claims is grounded in what the reader may see, and hidden whole otherwise.
///
/// Grounded are: the teams (names, cities, nicknames, abbreviations); the players of the plays
/// the reader may see and what their descriptions say; the numbers the client computes from
/// those plays (a player's points, assists and other counters, a team's score at the end of a
/// period whose score the reader may see, its points in that period, the runs and leads
/// inside those periods, the clocks); the periods up to the reader's horizon; and a closed set
/// of glue words and words for events of play (`GroundingLexicon`). Words of lead, result and
/// time (`GroundingLexicon.scoped`: won, led, tied, finished, late, …) and every team-level
/// number count only in a clause placed in a period whose score the reader may see: "won the
/// opening tip", "took an early lead", "Washington outscored Oklahoma City 31-24 in the
/// third". Anything else — a word in no set, another language or script, an emoji, a number
/// the client cannot compute, a period past the horizon — hides the sentence, whatever it
/// means. For a finished game the last regulation period's figures ground nothing
/// (`LeakGuardContext.placementLimit`): added to what is shown, they would give the final.
extension LeakGuard {
    /// Whether every word and number of `sentence` is grounded in what the reader may see.
    func isGrounded(_ sentence: String) -> Bool {
        ungrounded(sentence) == nil
    }

    /// What in `sentence` the guard cannot ground (the first such token, for tests and
    /// diagnostics), or nil when it grounds all of it.
    func ungrounded(_ sentence: String) -> String? {
        verdict(sentence).ungrounded
    }

    /// The guard's reading of one sentence: what it cannot ground, and whether the sentence
    /// stands on its own (names a team, a player or a period). One that does not ("Missed.",
    /// "They never trailed.", "No.") speaks of the sentence before it, and is hidden with it.
    func verdict(_ sentence: String) -> (ungrounded: String?, standsAlone: Bool) {
        // Another script, an emoji, a symbol: nothing the guard can ground.
        if let scalar = sentence.unicodeScalars.first(where: { !ProseReadability.isReadableScalar($0) }) {
            return ("unreadable \(scalar)", false)
        }
        let tokens = GroundingTokens.tokens(sentence)
        guard !tokens.isEmpty else { return (nil, false) }
        if let symbol = tokens.first(where: { $0.kind == .symbol }) { return ("symbol \(symbol.text)", false) }
        let reading = GroundingReading(tokens: tokens, guard: self)
        return (reading.ungrounded(), reading.standsAlone)
    }
}

/// One sentence read against a guard's facts.
struct GroundingReading {
    let tokens: [GroundingToken]
    let context: LeakGuardContext
    let facts: GroundingFacts
    let teamNames: [[String]]
    let abbreviations: Set<String>
    let mentions: PeriodMentions

    /// Where each clause starts and ends (token indices), and what it places itself in.
    private var clauses: [Range<Int>] = []
    private var anchors: [ClauseAnchor] = []
    /// Entities named, by token index: a team or a player (surname key).
    private var entities: [Int: Entity] = [:]
    /// The team name ending at each token index, as words.
    private var teamName: [Int: [String]] = [:]
    private var grounded: [Bool]

    enum Entity: Equatable {
        case team
        case player(String)
    }

    struct ClauseAnchor {
        /// The periods the clause names (its own, for a block's narrative, when it names none).
        var periods: Set<Int> = []
        /// The latest of them.
        var latest: Int? { periods.max() }
        /// "after the first quarter": from a period's end onward, not a span within it.
        var from = false
        /// "in the second quarter", "through three quarters": a span inside what the reader sees.
        var within = false
    }

    init(tokens: [GroundingToken], guard shield: LeakGuard) {
        self.tokens = tokens
        context = shield.context
        facts = shield.facts
        teamNames = shield.groundingTeamNames
        abbreviations = shield.groundingAbbreviations
        mentions = PeriodMentions(regulationPeriods: shield.context.regulationPeriods)
        grounded = Array(repeating: false, count: tokens.count)
        findEntities()
        findClauses()
    }

    // MARK: The rule

    /// What a clause about the withheld period may not hold: no player named, a word of
    /// negation or of all or none, a number other than a named player's points in that period.
    private func withheldPeriodClause(_ clause: Range<Int>, period: Int) -> String? {
        let players = clause.compactMap { index -> String? in
            if case .player(let key)? = entities[index] { return key } else { return nil }
        }
        guard !players.isEmpty else { return "no player in the withheld period" }
        for index in clause {
            let token = tokens[index]
            if token.kind == .word, GroundingLexicon.wholeOrNone.contains(token.word) { return "whole or none in the withheld period" }
            guard token.kind == .number || token.kind == .pair || token.kind == .clock else { continue }
            if GroundingTokens.periodUnits.contains(nextWord(after: index) ?? "") || isPeriodPosition(index) { continue }
            // A kind of shot or its distance ("a 3-pointer", "a 26-footer"), no count.
            if ["-pointer", "-pt", "'", "’", "-foot", "-footer"].contains(where: { token.suffix.hasPrefix($0) }) { continue }
            let unit = GroundingLexicon.units[nextWord(after: index) ?? ""]
            guard token.kind == .number, unit == nil || unit == .points || unit == .goals, let value = token.value,
                  case .player(let key)? = subject(of: index), facts.periodPoints[period]?[key] == value else {
                return "number in the withheld period"
            }
        }
        return nil
    }

    /// Whether the sentence names a player, a number, a period or an event of play (not only
    /// teams, verbs and descriptions), or only says who played whom.
    private var hasSubstance: Bool {
        if entities.values.contains(where: { if case .player = $0 { return true } else { return false } }) { return true }
        if anchors.contains(where: { !$0.periods.isEmpty }) { return true }
        if tokens.contains(where: { $0.kind != .word && $0.kind != .punctuation && $0.kind != .symbol }) { return true }
        return tokens.indices.contains { index in
            let token = tokens[index]
            guard token.kind == .word, !grounded[index] || entities[index] == nil && !isTeamToken(token) else { return false }
            let word = token.word
            if GroundingLexicon.matchup.contains(word) && word != "at" && word != "against" { return true }
            return GroundingLexicon.events.contains(word) && !GroundingLexicon.actions.contains(word)
                && !GroundingLexicon.describing.contains(word) || facts.nameTokens.contains(word) || isInPlayBigram(at: index)
                || (GroundingLexicon.actions.contains(word) && GroundingLexicon.events.contains(word) && isNoun(at: index))
        }
    }

    private func isTeamToken(_ token: GroundingToken) -> Bool {
        teamNames.contains { $0.contains(token.word) || $0.contains(token.word.replacingOccurrences(of: "'", with: "")) } || token.word == "teams"
    }

    /// Whether a clause names two different teams.
    private func namesBothTeams(_ clause: Range<Int>) -> Bool {
        let named = Set(clause.compactMap { teamName[$0] })
        guard named.count >= 2 else { return false }
        let sides = Set(named.map { side(of: $0) })
        return sides.count >= 2
    }

    /// Which team a name stands for: the full name it is part of ("Celtics", "Boston" and
    /// "BOS" are "Boston Celtics"); a name in no full name stands for itself.
    private func side(of name: [String]) -> String {
        let full = teamNames.filter { $0.count >= 2 }
        if let whole = full.first(where: { candidate in name.allSatisfy { candidate.contains($0) } }) { return whole.joined(separator: " ") }
        if name.count == 1, abbreviations.contains(name[0]), let letter = name[0].first {
            let matches = full.filter { $0.first?.first == letter }
            if matches.count == 1 { return matches[0].joined(separator: " ") }
        }
        return name.joined(separator: " ")
    }

    /// Whether the sentence names a team, a player or a period of its own.
    var standsAlone: Bool {
        !entities.isEmpty || anchors.contains { !$0.periods.isEmpty }
    }

    func ungrounded() -> String? {
        // A period past the horizon, overtime of a finished game, the end of the game: not
        // something the reader sees, wherever it is named.
        let latest = anchors.compactMap(\.latest).max()
        if let latest {
            guard let horizon = context.lastVisiblePeriod, latest <= horizon else { return "period \(latest)" }
        }
        // A clause relating the two teams ("Boston knocked off New York") is about the contest:
        // only in a place whose score the reader sees, unless it only says who played whom.
        for (number, clause) in clauses.enumerated() where namesBothTeams(clause) {
            let placed = anchors[number].latest.map { latest in context.placementLimit.map { latest <= $0 } ?? false } ?? false
            if !placed, !tokens[clause].allSatisfy({ $0.kind != .word || isTeamToken($0) || GroundingLexicon.glue.contains($0.word)
                || GroundingLexicon.matchup.contains($0.word) || GroundingTokens.periodUnits.contains($0.word) }) {
                return "two teams"
            }
        }
        // The withheld period as `read` shows it at its step (its plays seen, not its end): a
        // clause placed there may tell one of its plays by a player, and a player's share of it
        // (the "+N" of its box), nothing of how the period went as a whole.
        if let limit = context.placementLimit {
            for (number, clause) in clauses.enumerated() {
                guard let latest = anchors[number].latest, latest > limit else { continue }
                if let reason = withheldPeriodClause(clause, period: latest) { return reason }
            }
        }
        // Something of play must be named: a player, a number, a period, an event. A team and
        // verbs alone ("Boston did it", "Boston came through") say something of the game as a whole.
        if !hasSubstance { return "no play named" }
        for index in tokens.indices where !grounded[index] {
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                continue
            case .symbol:
                return "symbol \(token.text)"
            case .word:
                guard wordIsGrounded(at: index) else { return "word \(token.text)" }
            case .number, .pair, .clock:
                guard numberIsGrounded(at: index) else { return "number \(token.text)" }
            }
        }
        return nil
    }

    // MARK: Words

    private func wordIsGrounded(at index: Int) -> Bool {
        let token = tokens[index]
        let word = token.word
        if GroundingLexicon.glue.contains(word) || GroundingLexicon.glue.contains(token.text.lowercased()) { return true }
        // "a step back three", "to left field": a shot, a part of the field, not a lead or a time.
        if word == "back", previousWord(before: index) == "step" { return true }
        if ["left", "right", "center"].contains(word), ["field", "fielder"].contains(nextWord(after: index) ?? "") { return true }
        // "the shot clock" (not the clock of the game, which runs out on its last possession).
        if word == "clock", previousWord(before: index) == "shot" { return true }
        // "top of the third": half an inning.
        if ["top", "bottom"].contains(word), nextWord(after: index) == "of" { return true }
        // "grounded out", "grounded into a double play": a batter's out.
        if word == "grounded", ["out", "into", "to"].contains(nextWord(after: index) ?? "") { return true }
        // "pulls up from 25": a pull-up.
        if ["pull", "pulls", "pulled", "pulling"].contains(word), nextWord(after: index) == "up" { return true }
        if isEventWord(word) {
            // "fouled out": a disqualification, which no foul of the plays grounds.
            if word.hasPrefix("foul"), nextWord(after: index) == "out" { return false }
            // "scored 12 after the third quarter": an action from a period's end on is later play.
            if GroundingLexicon.actions.contains(word), !isNoun(at: index), let anchor = anchor(of: index), anchor.from { return false }
            return true
        }
        // "Last scoring play:" of a block's own stretch, where its score is one the reader may see.
        if let own = context.ownPeriod, let limit = context.placementLimit, own <= limit, word == "last",
           nextWord(after: index) == "scoring" {
            return true
        }
        // A play quoted: "Lost Ball Turnover", "lost the ball".
        if isInPlayBigram(at: index) { return true }
        if GroundingLexicon.scoped.contains(word) { return scopedWordIsGrounded(at: index) }
        if facts.nameTokens.contains(word) { return true }
        // A first name the plays abbreviate: "Kevin Durant" where they say "K. Durant".
        if token.capitalised, let next = nextWord(after: index), let letters = facts.initials[next],
           let letter = word.first, letters.contains(letter) {
            return true
        }
        // "over the first 12 minutes", "turned it over", "chipped away": phrases of play.
        if word == "over", let anchor = anchor(of: index), anchor.within, nextWord(after: index) == "the" { return true }
        if word == "over", let previous = neighbourWord(of: index, step: -1), ["turned", "turn", "turns", "turning"].contains(previous) {
            return true
        }
        if word == "away", let previous = previousWord(before: index), ["chipped", "chip", "chipping"].contains(previous),
           scopedWordIsGrounded(at: index - 1) {
            return true
        }
        // An initial before a surname ("J. Allen", "K. Irving").
        if word.count == 1, token.capitalised {
            var next = index + 1
            if tokens.indices.contains(next), tokens[next].text == "." { next += 1 }
            if tokens.indices.contains(next), tokens[next].kind == .word, facts.surnames.contains(tokens[next].word) { return true }
        }
        if GroundingTokens.periodUnits.contains(word) || isPeriodLabel(word) { return true }
        // A compound of a period or a count and words of play ("first-quarter", "two-possession");
        // any other compound only as the lexicon knows it whole ("walk-off" is no walk).
        if word.contains("-") {
            let parts = word.split(separator: "-").map(String.init)
            let counted = parts.contains { GroundingLexicon.ordinals.contains($0) || GroundingLexicon.cardinals.contains($0)
                || GroundingTokens.periodUnits.contains($0) }
            guard counted else { return false }
            return parts.allSatisfy { part in
                GroundingLexicon.glue.contains(part) || isEventWord(part) || facts.nameTokens.contains(part)
                    || GroundingTokens.periodUnits.contains(part) || GroundingLexicon.ordinals.contains(part)
                    || GroundingLexicon.cardinals.contains(part)
                    || (GroundingLexicon.scoped.contains(part) && scopedWordIsGrounded(at: index))
            }
        }
        return false
    }

    /// A word spelled like a verb used as a noun: after a number or a determiner ("12 assists",
    /// "a block", "his third foul").
    private func isNoun(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .number { return true }
        return ["a", "an", "the", "his", "her", "their", "its", "another", "personal", "technical", "shooting"].contains(previous.word)
    }

    /// Whether a shot follows within three words ("finished a running finger roll").
    private func followsShot(_ index: Int) -> Bool {
        let shots: Set<String> = ["layup", "dunk", "roll", "finger", "reverse", "shot", "drive", "alley-oop", "putback",
                                  "lob", "floater", "jumper", "hook", "three", "play", "and-one", "tip-in"]
        var cursor = index + 1
        while tokens.indices.contains(cursor), cursor <= index + 4, tokens[cursor].kind == .word {
            if shots.contains(tokens[cursor].word) { return true }
            cursor += 1
        }
        return false
    }

    private func isEventWord(_ word: String) -> Bool {
        GroundingLexicon.events.contains(word)
    }

    /// "Q3", "P2", "H1", "OT" (overtime is read by the period check).
    private func isPeriodLabel(_ word: String) -> Bool {
        guard let first = word.first, "qph".contains(first), let number = Int(word.dropFirst()) else { return false }
        return number >= 1
    }

    /// A word of a visible play's description next to one of its neighbours there ("lost
    /// ball", "kicked ball"): the sentence quotes the play.
    private func isInPlayBigram(at index: Int) -> Bool {
        let word = tokens[index].word
        if let previous = neighbourWord(of: index, step: -1), facts.bigrams.contains(previous + " " + word) { return true }
        if let next = neighbourWord(of: index, step: 1), facts.bigrams.contains(word + " " + next) { return true }
        return false
    }

    private func neighbourWord(of index: Int, step: Int) -> String? {
        var cursor = index + step
        while tokens.indices.contains(cursor) {
            let token = tokens[cursor]
            if token.kind == .word, !GroundingLexicon.glue.contains(token.word) { return token.word }
            if token.kind != .word { return nil }
            cursor += step
        }
        return nil
    }

    private func nextWord(after index: Int) -> String? {
        let next = index + 1
        return tokens.indices.contains(next) && tokens[next].kind == .word ? tokens[next].word : nil
    }

    /// A word of lead, result or time: only in a clause placed in a period whose score the
    /// reader may see. "never" only over a span inside it; "won", "beat" and "lost" only of
    /// something the reader sees besides ("the opening tip", "the first quarter", "the ball").
    private func scopedWordIsGrounded(at index: Int) -> Bool {
        // "finished a finger roll": finishing a shot, not the game.
        if tokens[index].word.hasPrefix("finish"), followsShot(index) { return true }
        guard let anchor = anchor(of: index), let latest = anchor.latest,
              let limit = context.placementLimit, latest <= limit else { return false }
        let word = tokens[index].word
        if word == "never", !anchor.within || anchor.from { return false }
        if GroundingLexicon.needsObject.contains(word) {
            var cursor = index + 1
            var seen = 0
            while tokens.indices.contains(cursor), seen < 7 {
                let token = tokens[cursor]
                // The object comes before any preposition: "won it in the second quarter" won "it".
                if token.kind == .word, ["it", "in", "at", "on", "during", "by", "with", "for", "after", "before", "from", "to",
                                          "against", "over", "them", "one", "this", "that"].contains(token.word) {
                    return false
                }
                if token.kind == .word {
                    let parts = token.word.split(separator: "-").map(String.init)
                    if parts.contains(where: { GroundingLexicon.scopedObjects.contains($0) }) { return true }
                    // "beat the Thunder 31-24 in the third quarter": a visible period's score.
                    if entities[cursor] == .team {
                        let clause = clauses.first { $0.contains(cursor) } ?? cursor..<cursor
                        return tokens[cursor..<clause.upperBound].contains { $0.kind == .pair }
                    }
                }
                if token.kind == .punctuation { return false }
                seen += 1
                cursor += 1
            }
            return false
        }
        return true
    }

    // MARK: Numbers

    private func numberIsGrounded(at index: Int) -> Bool {
        let token = tokens[index]
        if token.signedOrDecimal || token.suffix.hasPrefix("%") { return false }
        switch token.kind {
        case .clock:
            let parts = token.text.split(separator: ":")
            guard let seconds = GroundingFacts.seconds(token.text), let secondsPart = Int(parts[1].prefix(2)), secondsPart < 60
            else { return false }
            if let minutes = Int(parts[0]), let length = facts.periodMinutes, minutes > length {
                // Not a clock the game could show: two numbers ("32:19").
                return pairIsGrounded(ScorePair(minutes, Int(parts[1].prefix(2)) ?? 0), at: index, run: false)
            }
            // A clock is a moment of a period the sentence names ("with 3:32 left in the first").
            let periods = anchor(of: index)?.periods ?? Set(anchors.flatMap(\.periods))
            return periods.contains { facts.clocks[$0]?.contains(GroundingFacts.clockText(seconds)) == true }
        case .pair:
            guard let first = token.value, let second = token.second else { return false }
            return pairIsGrounded(ScorePair(first, second), at: index, run: followedByRunNoun(index), compact: true)
        default:
            break
        }
        guard let value = token.value else { return false }
        let next = nextWord(after: index) ?? ""
        let suffix = token.suffix
        // Periods: "Q3" is a word; "4th quarter", "three quarters", "after two", "the 3rd" are
        // read by the period check.
        if GroundingTokens.periodUnits.contains(next) || isPeriodPosition(index) { return true }
        if token.ordinal, value == 1 { return true }
        // "2 goals …, the first assisted … and the second unassisted": an ordinal standing for
        // one of a count the sentence gave before it.
        if token.ordinal, previousWord(before: index) == "the", GroundingLexicon.units[next] == nil,
           tokens[..<index].contains(where: { $0.kind == .number && !$0.ordinal && ($0.value ?? 0) >= value }) {
            return true
        }
        // Outs of an inning: "with 2 outs".
        if GroundingLexicon.units[next] == .outs { return value <= 3 }
        // Shot types and distances: "3-pointer", "3-point shot", "26-foot", "25-footer", "40 feet".
        if suffix.hasPrefix("-pointer") || suffix == "-pt" { return value == 2 || value == 3 }
        if suffix.hasPrefix("-point"), value <= 3, ["shot", "shots", "play", "plays", "line", "range", "attempt", "attempts", "jumper", "shooting", "try"].contains(next) {
            return true
        }
        if suffix.hasPrefix("'") || suffix.hasPrefix("’") || ["-foot", "-footer", "-feet", "-ft"].contains(suffix)
            || GroundingLexicon.units[next] == .feet {
            return facts.distances.contains(value)
        }
        if suffix == "-second" { return next.hasPrefix("timeout") || next == "violation" }
        if suffix == "-run" { return isEventWord(next) || next == "homer" }
        // Time: minutes or seconds of a period.
        if let unit = GroundingLexicon.units[next], unit == .minutes || unit == .seconds {
            if unit == .minutes, let length = facts.periodMinutes, length > 0, value % length == 0 { return true }
            return unit == .seconds ? value < 60 : value <= (facts.periodMinutes ?? 12)
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
        // Two numbers set apart by team names ("Thunder 32, Wizards 19") are a score.
        if let other = teamSeparatedPartner(of: index) {
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
            return pairIsGrounded(ScorePair(value, value), at: index, run: false)
        }
        // The size of a lead: "up 10", "led by 15", "within one", "a 13-point lead".
        if (suffix.hasPrefix("-point") || suffix.hasPrefix("-goal") || suffix.hasPrefix("-run")) && GroundingLexicon.marginNouns.contains(next) {
            return marginIsGrounded(value, at: index)
        }
        if isMarginCue(before: index), marginIsGrounded(value, at: index) { return true }
        if suffix.hasPrefix("-point") || suffix.hasPrefix("-goal") {
            return figureIsGrounded(value, unit: .points, at: index)
        }
        guard suffix.isEmpty || suffix == "s" || token.ordinal else { return false }
        // "nine of his 14 points": the first number counts what the second does.
        var unit = GroundingLexicon.units[next]
        if next == "of", let later = laterUnit(after: index) { unit = later }
        if token.ordinal {
            // "his fourth foul", "Wall's 12th assist": a count of the player's.
            let after = tokens.indices.contains(index + 2) && tokens[index + 2].kind == .word ? tokens[index + 2].word : ""
            let noun = GroundingLexicon.units[next] ?? GroundingLexicon.units[after]
            guard let noun else { return false }
            return figureIsGrounded(value, unit: noun, at: index)
        }
        return figureIsGrounded(value, unit: unit, at: index)
    }

    /// A figure of a player or a team: a player's counters and computed points; a team's score
    /// at the end of a period it names, or its points or scoring plays in it.
    private func figureIsGrounded(_ value: Int, unit: GroundingLexicon.Unit?, at index: Int) -> Bool {
        // "Oladipo led Oklahoma City with 17 points": the clause's subject as well as the
        // closest name may own the figure.
        let candidates = [subject(of: index), clauseSubject(of: index)]
        if candidates.contains(where: { $0 != nil && figure(value, unit: unit, at: index, of: $0) }) { return true }
        return candidates.allSatisfy { $0 == nil } && figure(value, unit: unit, at: index, of: nil)
    }

    /// The first entity of the clause holding `index`.
    private func clauseSubject(of index: Int) -> Entity? {
        guard let clause = clauses.first(where: { $0.contains(index) }),
              let first = entities.keys.filter({ clause.contains($0) && $0 < index }).min() else { return nil }
        return entities[first]
    }

    private func figure(_ value: Int, unit: GroundingLexicon.Unit?, at index: Int, of subject: Entity?) -> Bool {
        switch subject {
        case .player(let key)?:
            guard let player = facts.players[key] else { return false }
            switch unit {
            case .points?, .goals?: return player.points.contains(value) || player.any.contains(value)
            case .assists?: return player.assists.contains(value) || player.any.contains(value)
            case .rebounds?: return player.rebounds.contains(value)
            case .steals?: return player.steals.contains(value) || player.any.contains(value)
            case .blocks?: return player.blocks.contains(value) || player.any.contains(value)
            default: return player.any.contains(value)
            }
        case .team?:
            guard let anchor = anchor(of: index), let limit = context.placementLimit,
                  let latest = anchor.latest, latest <= limit else { return false }
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
                    return facts.totals.contains(value) || facts.ends.contains(value) || facts.counts.contains(value) && unit == nil
                case .times?:
                    return facts.scoringCounts.contains(value) || facts.counts.contains(value)
                case .minutes?, .seconds?, .feet?:
                    return false
                default:
                    // "seven turnovers in the third quarter", "eight steals through three quarters".
                    return facts.counts.contains(value)
                }
            }
        case nil:
            if unit == nil { return facts.numbers.contains(value) }
            return facts.players.values.contains { $0.any.contains(value) }
        }
    }

    /// Two numbers of the teams: a score, a period's points or a run of a period whose score the
    /// reader may see, named in the clause. A recap may also give a running score without
    /// naming its period ("a layup made it 64-55"): the scores only rise, so one the plays show
    /// is never a later period's.
    private func pairIsGrounded(_ pair: ScorePair, at index: Int, also other: Int? = nil, run: Bool, compact: Bool = false) -> Bool {
        guard let limit = context.placementLimit else { return false }
        let placed = self.anchor(of: index) ?? other.flatMap { self.anchor(of: $0) }
        guard let anchor = placed else {
            guard compact, !run, context.ownPeriod == nil else { return false }
            return facts.periods(through: limit).contains { $0.pairs.contains(pair) } && !facts.isPeriodTotal(pair, through: limit)
        }
        guard let latest = anchor.latest, latest <= limit else { return false }
        if !run, context.allowedScores.contains(pair) { return true }
        return facts.periods(through: latest).contains {
            run ? $0.runs.contains(pair) : $0.pairs.contains(pair) || $0.countPairs.contains(pair) && !$0.pairs.isEmpty
        }
    }

    private func marginIsGrounded(_ value: Int, at index: Int) -> Bool {
        guard let anchor = anchor(of: index), let limit = context.placementLimit,
              let latest = anchor.latest, latest <= limit else { return false }
        return facts.periods(through: latest).contains { $0.margins.contains(value) }
    }

    private func followedByRunNoun(_ index: Int) -> Bool {
        var cursor = index + 1
        while tokens.indices.contains(cursor), tokens[cursor].kind == .word, cursor <= index + 4 {
            if GroundingLexicon.runNouns.contains(tokens[cursor].word) { return true }
            // "an 8-0 Nets burst", "a 10-0 Oklahoma City run".
            if !["points", "point"].contains(tokens[cursor].word) && entities[cursor] == nil && !isTeamWord(cursor) { return false }
            cursor += 1
        }
        return false
    }

    /// A word that is part of a team's name ("Oklahoma" in "Oklahoma City").
    private func isTeamWord(_ index: Int) -> Bool {
        grounded[index] && entities[index] == nil && teamNames.contains { $0.contains(tokens[index].word) }
    }

    private func isTieCue(before index: Int) -> Bool {
        guard let previous = previousWord(before: index) else { return false }
        if previous == "at" {
            let earlier = previousWord(before: index - 1) ?? ""
            let before = previousWord(before: index - 2) ?? ""
            return ["tied", "tie", "level", "knotted", "even", "deadlocked"].contains(earlier)
                || ["tied", "tie", "level", "knotted", "even", "deadlocked"].contains(before)
        }
        return false
    }

    private func isMarginCue(before index: Int) -> Bool {
        var at = index - 1
        // "by only three", "by just one".
        while at >= 0, tokens[at].kind == .word, ["only", "just", "nearly", "almost", "about", "exactly"].contains(tokens[at].word) { at -= 1 }
        guard at >= 0, tokens[at].kind == .word else { return false }
        let previous = tokens[at].word
        let before = (max(0, index - 5)..<index).compactMap { tokens[$0].kind == .word ? tokens[$0].word : nil }
        // "trim its deficit to seven", "cut it to two", "from 35 to 26", "the lead reached 30".
        if before.contains(where: { GroundingLexicon.marginNouns.contains($0) || ["cut", "trim", "trimmed", "cuts", "trims"].contains($0) }) {
            return true
        }
        if GroundingLexicon.marginCues.contains(previous) {
            // "scored 12 by halftime" is no margin; "by" before a number is.
            return true
        }
        if previous == "as", at > 0, tokens[at - 1].word == "many" { return true }
        return false
    }

    private func previousWord(before index: Int) -> String? {
        let previous = index - 1
        return tokens.indices.contains(previous) && tokens[previous].kind == .word ? tokens[previous].word : nil
    }

    /// The unit of the number after "N of his": "nine of his 14 points".
    private func laterUnit(after index: Int) -> GroundingLexicon.Unit? {
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

    /// Whether the number stands where a period is named: "in the 3rd", "after two", "through three".
    private func isPeriodPosition(_ index: Int) -> Bool {
        let next = index + 1
        let nextWord = tokens.indices.contains(next) ? tokens[next].word : ""
        // A count of something ("his fourth foul", "three times") is no period.
        if GroundingLexicon.units[nextWord] != nil { return false }
        // "the second and third quarters", "the second or third quarter".
        var cursor = next
        while tokens.indices.contains(cursor), cursor <= index + 4 {
            let token = tokens[cursor]
            if token.kind == .word, GroundingTokens.periodUnits.contains(token.word) { return true }
            guard token.kind == .number && token.ordinal || ["and", "or", ","].contains(token.word) else { break }
            cursor += 1
        }
        guard var previous = previousWord(before: index) else { return false }
        let ends = !tokens.indices.contains(next) || tokens[next].kind != .word || GroundingLexicon.glue.contains(nextWord)
            || GroundingLexicon.actions.contains(nextWord) || GroundingLexicon.scoped.contains(nextWord)
        if ["after", "through", "thru", "entering"].contains(previous) { return ends }
        // "Period 4", "Quarter 5", "inning 9".
        if GroundingTokens.periodUnits.contains(previous) { return true }
        guard tokens[index].ordinal else { return false }
        var at = index - 1
        if previous == "the", let before = previousWord(before: index - 1) {
            previous = before
            at -= 1
        }
        _ = at
        return ["in", "of", "into", "through", "during", "after", "before", "entering", "to", "end", "start", "at"].contains(previous)
            && ends
    }

    /// "Thunder 32, Wizards 19": the other number when this one follows a team name and another
    /// team name with its own number is near.
    private func teamSeparatedPartner(of index: Int) -> (value: Int, index: Int)? {
        guard index > 0, entities[index - 1] == .team else { return nil }
        for cursor in tokens.indices where cursor != index && cursor > 0 && abs(cursor - index) <= 8 {
            if tokens[cursor].kind == .number, entities[cursor - 1] == .team, let value = tokens[cursor].value { return (value, cursor) }
        }
        // "32-19 Thunder" is a pair token; "Thunder 32 Wizards 19" caught above.
        return nil
    }

    private enum SubjectKind { case team, player }

    private func unitlessSubject(of index: Int) -> SubjectKind? {
        switch subject(of: index) {
        case .team?: return .team
        case .player?: return .player
        case nil: return nil
        }
    }

    /// Who a figure belongs to: the closest entity named before it in the sentence, else the
    /// first after it ("17 points for Brooklyn" after "Kyrie Irving" is Irving's).
    private func subject(of index: Int) -> Entity? {
        if let before = entities.keys.filter({ $0 < index }).max() { return entities[before] }
        if let after = entities.keys.filter({ $0 > index }).min() { return entities[after] }
        return nil
    }

    // MARK: Entities and clauses

    private mutating func findEntities() {
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .word else {
                index += 1
                continue
            }
            // The longest team name starting here.
            var matched = 0
            for name in teamNames where name.count > matched && index + name.count <= tokens.count {
                let words = tokens[index..<index + name.count]
                if zip(words, name).allSatisfy({ $0.kind == .word && ($0.word == $1 || $0.word == $1 + "'" ) }) {
                    // An abbreviation counts only in capitals ("WAS", not "was").
                    if name.count == 1, abbreviations.contains(name[0]), words.first!.text != words.first!.text.uppercased() { continue }
                    matched = name.count
                }
            }
            if matched > 0 {
                for offset in 0..<matched { grounded[index + offset] = true }
                entities[index + matched - 1] = .team
                teamName[index + matched - 1] = tokens[index..<index + matched].map { $0.word.replacingOccurrences(of: "'", with: "") }
                index += matched
                continue
            }
            let word = tokens[index].word
            // "the teams", "both teams": the two sides together.
            if word == "teams" {
                entities[index] = .team
                index += 1
                continue
            }
            if facts.surnames.contains(word) || facts.surnames.contains(word.replacingOccurrences(of: "'", with: "")) {
                grounded[index] = true
                entities[index] = .player(word)
            } else if facts.nameTokens.contains(word), tokens[index].capitalised {
                grounded[index] = true
                // A first name alone names its player only with the surname after it.
            }
            index += 1
        }
    }

    /// Clauses end at punctuation that sets one apart and at words that start another
    /// ("but", "while", "then"). A leading clause that only places the sentence ("In the
    /// first quarter,", "Halftime:", "Three quarters down,") places every clause after it.
    private mutating func findClauses() {
        var start = 0
        var ranges: [Range<Int>] = []
        for index in tokens.indices {
            let token = tokens[index]
            let breaks = token.kind == .punctuation && [",", ";", ":", "—", "–", "|", "·", "•"].contains(token.text)
                || token.kind == .word && ["but", "while", "whereas", "then", "although", "though", "until", "before"].contains(token.word)
                    && !isPeriodPhraseAfter(index)
                // "trailed in the first quarter and dominated": a second verb, a time of its own.
                || token.kind == .word && token.word == "and" && startsAPredicate(index + 1)
            if breaks {
                if start < index { ranges.append(start..<index) }
                start = index + 1
            }
        }
        if start < tokens.count { ranges.append(start..<tokens.count) }
        clauses = ranges
        var anchors = ranges.map { anchor(reading: $0) }
        // A leading clause that is only a place in the game places the clauses after it, a
        // closing one those before it ("Brooklyn led by 20, 50-30, midway through the second quarter").
        if let first = ranges.first, anchors.count > 1, !anchors[0].periods.isEmpty, isOnlyAPlace(first) {
            for index in anchors.indices.dropFirst() where anchors[index].periods.isEmpty {
                anchors[index] = anchors[0]
            }
        }
        if let last = ranges.last, anchors.count > 1, !anchors[anchors.count - 1].periods.isEmpty, isOnlyAPlace(last) {
            for index in anchors.indices.dropLast() where anchors[index].periods.isEmpty {
                anchors[index] = anchors[anchors.count - 1]
            }
        }
        // A clause that goes on with a participle ("…, turning a 12-point deficit into a tie")
        // or only sets a score beside the one before it ("…, 23-20", "…, at 38-17") is in the
        // place of the clause before it.
        for index in anchors.indices.dropFirst() where anchors[index].periods.isEmpty {
            let first = tokens[ranges[index].lowerBound]
            let words = tokens[ranges[index]].filter { $0.kind == .word }.map(\.word)
            // "…, Jake Meyers striking out again": a participle and no verb of its own.
            let absolute = words.contains { $0.hasSuffix("ing") && GroundingLexicon.actions.contains($0) }
                && !words.contains { $0 == "never" || $0.hasSuffix("ed") || GroundingLexicon.pastActions.contains($0) && !$0.hasSuffix("ing") }
            let participle = first.kind == .word && first.word.hasSuffix("ing") && first.word != "during" || absolute
            let scoreOnly = tokens[ranges[index]].allSatisfy {
                $0.kind != .word || GroundingLexicon.glue.contains($0.word) || ["later", "earlier"].contains($0.word)
            }
            // The nearest clause before it that is placed.
            if participle || scoreOnly, let placed = anchors[..<index].last(where: { !$0.periods.isEmpty }) { anchors[index] = placed }
        }
        self.anchors = anchors
    }

    /// Whether a verb in the past starts at `index` ("… and dominated", "… and took the lead").
    private func startsAPredicate(_ index: Int) -> Bool {
        guard tokens.indices.contains(index), tokens[index].kind == .word else { return false }
        let word = tokens[index].word
        if entities[index] != nil { return false }
        return GroundingLexicon.pastActions.contains(word) || GroundingLexicon.scoped.contains(word) && word.hasSuffix("ed")
            || !isKnownWord(word) && word.hasSuffix("ed")
    }

    private func isKnownWord(_ word: String) -> Bool {
        GroundingLexicon.glue.contains(word) || isEventWord(word) || GroundingLexicon.scoped.contains(word)
    }

    /// "before halftime", "before the first intermission": a place, not a new clause.
    private func isPeriodPhraseAfter(_ index: Int) -> Bool {
        guard tokens[index].word == "before" || tokens[index].word == "until" else { return false }
        let rest = tokens[(index + 1)...].prefix(4).map(\.word)
        return rest.contains { GroundingTokens.periodUnits.contains($0) || $0 == "halftime" || $0 == "break" || $0 == "tip" || $0 == "tip-off" }
    }

    private func isOnlyAPlace(_ range: Range<Int>) -> Bool {
        tokens[range].allSatisfy { token in
            switch token.kind {
            case .punctuation, .number, .clock: return true
            case .pair, .symbol: return false
            case .word:
                return GroundingLexicon.glue.contains(token.word) || GroundingTokens.periodUnits.contains(token.word)
                    || isPeriodLabel(token.word) || ["halftime", "half-time", "early", "late", "end", "start", "after", "heading",
                                                     "entering", "going", "through", "intermission", "opening", "minutes",
                                                     "midway", "break", "down", "done", "gone", "last", "final"].contains(token.word)
                    || GroundingLexicon.ordinals.contains(token.word)
            }
        }
    }

    private func anchor(of index: Int) -> ClauseAnchor? {
        guard let clause = clauses.firstIndex(where: { $0.contains(index) }) else { return nil }
        let anchor = anchors[clause]
        return anchor.periods.isEmpty ? nil : anchor
    }

    /// The periods a clause names, read by `PeriodMentions` and the forms it leaves out
    /// ("three quarters", "40 minutes", "early", "at intermission", "heading into the fourth").
    private func anchor(reading range: Range<Int>) -> ClauseAnchor {
        var text = tokens[range].map(\.text).joined(separator: " ")
        var anchor = ClauseAnchor()
        let whole = { NSRange(location: 0, length: text.utf16.count) }
        // "Half:" as a label: halftime.
        if Self.halfLabel.firstMatch(in: text, range: whole()) != nil, let half = mentions.halftime { anchor.periods.insert(half) }
        // "heading into the fourth (quarter)": the end of the third.
        if let match = Self.into.firstMatch(in: text, range: whole()) {
            let group = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            let ordinal = NSString(string: text).substring(with: group).lowercased()
            let number = GroundingLexicon.ordinals.firstIndex(of: ordinal).map { $0 + 1 }
                ?? Int(ordinal.prefix { $0.isNumber })
            if let number, number > 1 {
                anchor.periods.insert(number - 1)
                text = NSString(string: text).replacingCharacters(in: match.range, with: " ")
            }
        }
        // "at the end", "in the end", "for the game", "overall": the end of the game, which for a
        // finished game no reader sees before the reveal (overtime may have followed).
        if Self.endOfGame.firstMatch(in: text, range: whole()) != nil {
            anchor.periods.insert(context.gameIsFinished ? context.regulationPeriods + 1 : context.regulationPeriods)
        }
        if let latest = mentions.latestPeriod(in: text) {
            anchor.periods.insert(latest)
            // Every period named, for "28 in the second quarter and 24 in the third".
            for number in 1..<max(latest, 1) where mentionsPeriod(number, in: text) { anchor.periods.insert(number) }
        }
        let source = NSString(string: text)
        for match in Self.endOf.matches(in: text, range: whole()) {
            let word = source.substring(with: match.range(at: 1)).lowercased()
            if let number = GroundingLexicon.ordinals.firstIndex(of: word).map({ $0 + 1 }) ?? Int(word.prefix { $0.isNumber }) {
                anchor.periods.insert(number)
            }
        }
        for match in Self.counted.matches(in: text, range: whole()) {
            let word = source.substring(with: match.range(at: 1)).lowercased()
            let unit = source.substring(with: match.range(at: 2)).lowercased()
            guard var number = GroundingLexicon.cardinals.firstIndex(of: word) ?? Int(word) else { continue }
            if unit.hasPrefix("hal"), context.regulationPeriods % 2 == 0 { number *= context.regulationPeriods / 2 }
            if number >= 1 { anchor.periods.insert(number); anchor.within = true }
        }
        if let length = facts.periodMinutes, length > 0 {
            for match in Self.minutes.matches(in: text, range: whole()) {
                if let value = Int(source.substring(with: match.range(at: 1))), value > 0, value % length == 0 {
                    anchor.periods.insert(value / length)
                    anchor.within = true
                }
            }
        }
        if Self.early.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty { anchor.periods.insert(1) }
        // "22 seconds in", "less than a minute in": time from the start of the game.
        if Self.secondsIn.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty {
            anchor.periods.insert(1)
            anchor.within = true
        }
        if Self.intermission.firstMatch(in: text, range: whole()) != nil, anchor.periods.isEmpty, let half = mentions.halftime {
            anchor.periods.insert(half)
        }
        if let own = context.ownPeriod, Self.ownStretch.firstMatch(in: text, range: whole()) != nil {
            anchor.periods.insert(own)
            anchor.within = true
        }
        if Self.within.firstMatch(in: text, range: whole()) != nil { anchor.within = true }
        if Self.from.firstMatch(in: text, range: whole()) != nil { anchor.from = true }
        return anchor
    }

    private func mentionsPeriod(_ number: Int, in text: String) -> Bool {
        let ordinal = number <= GroundingLexicon.ordinals.count ? GroundingLexicon.ordinals[number - 1] : ""
        let suffix = number == 1 ? "st" : number == 2 ? "nd" : number == 3 ? "rd" : "th"
        let lower = text.lowercased()
        return lower.contains(ordinal) || lower.contains("\(number)\(suffix)") || lower.contains("q\(number)")
            || lower.contains("p\(number)")
    }

    private static let ordinalAlternation = GroundingLexicon.ordinals.joined(separator: "|")
    private static let into = LeakGuardPatterns.compile(
        #"(?<!deep|well|late|far|midway)\s+(?:in)?to\s+the\s+("#
            + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th))\b(?:\s+(?:quarter|period|inning|frame))?|\b(?:entering|entered|enters|enter)\s+the\s+("#
            + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th))\b"#, caseInsensitive: true)
    private static let secondsIn = LeakGuardPatterns.compile(
        #"\b(?:\d{1,2}|a|one|two|three|four|five|ten|twenty|thirty)\s+(?:seconds?|minutes?)\s+in\b(?!\s+(?:the|a|an)\b)"#,
        caseInsensitive: true)
    private static let halfLabel = LeakGuardPatterns.compile(#"^\s*(?:half|at\s+half)\s*$"#, caseInsensitive: true)
    private static let counted = LeakGuardPatterns.compile(
        #"\b(one|two|three|four|five|six|seven|eight|nine|\d)\s+(?:full\s+)?(quarters?|periods?|innings?|frames?|halves)\b"#,
        caseInsensitive: true)
    private static let endOf = LeakGuardPatterns.compile(
        #"\b(?:end|start|close|beginning)\s+of\s+(?:the\s+)?("# + ordinalAlternation + #"|\d{1,2}(?:st|nd|rd|th)?)\b"#,
        caseInsensitive: true)
    private static let minutes = LeakGuardPatterns.compile(#"\b(\d{1,3})\s+minutes\b"#, caseInsensitive: true)
    private static let early = LeakGuardPatterns.compile(#"\b(?:early|earlier|opening|to\s+open|to\s+start)\b"#, caseInsensitive: true)
    private static let intermission = LeakGuardPatterns.compile(#"\b(?:intermission|the\s+break|the\s+half)\b"#, caseInsensitive: true)
    private static let ownStretch = LeakGuardPatterns.compile(
        #"\b(?:(?:this|that)\s+(?:stretch|span|spell|segment|period|quarter|half|frame|inning)|the\s+(?:stretch|span|quarter|period|frame|inning))\b"#,
        caseInsensitive: true)
    private static let within = LeakGuardPatterns.compile(
        #"\b(?:in|during|throughout|through|over|across|for)\s+(?:the\s+)?(?:first|second|third|opening|\d|one|two|three|this|that)\b"#,
        caseInsensitive: true)
    private static let from = LeakGuardPatterns.compile(
        #"\b(?:after|since|from|beyond|past)\s+(?:the\s+)?(?:(?:first|second|third|fourth|opening|\d(?:st|nd|rd|th))\b(?!\s+(?:basket|goal|foul|timeout|possession|shot|play|points?))|(?:one|two|three|four)\b(?!\s+(?:points?|minutes?|seconds?))|half\b|halftime|break|intermission|regulation)"#,
        caseInsensitive: true)
    private static let endOfGame = LeakGuardPatterns.compile(
        #"(?<!early|late|midway)\s+(?:in|for|on|over)\s+the\s+(?:game|night|contest|evening|afternoon|day)\b|\b(?:overall|in\s+all|all\s+told|en\s+route)\b|\b(?:at|in|by|near|toward|towards)\s+the\s+end\b(?!\s+of)|\b(?:last|final|closing|waning)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:minutes|seconds|mins|secs)\b(?!\s+of)"#,
        caseInsensitive: true)
}
