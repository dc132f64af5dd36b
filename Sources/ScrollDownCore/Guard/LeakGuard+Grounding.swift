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

    /// The guard's reading of one sentence: what it cannot ground, whether the sentence
    /// stands on its own (names a team, a player or a period), and the latest period it names.
    /// One that does not stand alone ("Missed.", "They never trailed.", "No.") speaks of the
    /// sentence before it, and is hidden with it; one that names no period is in its place.
    /// `carried` is the place of the sentences before it, for a list of figures with none of its own.
    func verdict(_ sentence: String, carried: Int? = nil) -> (ungrounded: String?, standsAlone: Bool, place: Int?) {
        let english = englishVerdict(sentence, carried: carried)
        guard english.ungrounded != nil else { return english }
        return glossVerdict(sentence, carried: carried, tables: ProseGloss.tables) ?? english
    }

    /// Another language the gloss reads (`ProseGloss`): grounded only when every reading is;
    /// nil when no table reads all of it.
    func glossVerdict(_ sentence: String, carried: Int?, tables: [ProseGloss.Table]) -> (ungrounded: String?, standsAlone: Bool, place: Int?)? {
        let readings = ProseGloss.readings(of: GroundingLexicon.withoutReactions(sentence), isName: isGroundingName, tables: tables)
        guard !readings.isEmpty else { return nil }
        let verdicts = readings.map { (language: $0.language, verdict: englishVerdict($0.english, carried: carried)) }
        if let failed = verdicts.first(where: { $0.verdict.ungrounded != nil }) {
            return ("\(failed.language): \(failed.verdict.ungrounded!)", failed.verdict.standsAlone, failed.verdict.place)
        }
        return (nil, verdicts.allSatisfy(\.verdict.standsAlone), verdicts.compactMap(\.verdict.place).max())
    }

    /// A word of the game's names: a player's, a team's (any word of it), an abbreviation.
    func isGroundingName(_ word: String) -> Bool {
        facts.surnames.contains(word) || facts.nameTokens.contains(word)
            || groundingTeamNames.contains { $0.contains(word) } || groundingAbbreviations.contains(word)
    }

    private func englishVerdict(_ sentence: String, carried: Int?) -> (ungrounded: String?, standsAlone: Bool, place: Int?) {
        // A reaction ("17 in the first 🔥") says how the writer feels about what the sentence
        // claims, and claims nothing more: read without it.
        let sentence = GroundingLexicon.withoutReactions(sentence)
        // Another script, an emoji, a symbol: nothing the guard can ground.
        if let scalar = sentence.unicodeScalars.first(where: { !ProseReadability.isReadableScalar($0) }) {
            return ("unreadable \(scalar)", false, nil)
        }
        let tokens = GroundingTokens.tokens(sentence)
        guard !tokens.isEmpty else { return (nil, false, nil) }
        if let symbol = tokens.first(where: { $0.kind == .symbol }) { return ("symbol \(symbol.text)", false, nil) }
        let reading = GroundingReading(tokens: tokens, guard: self, carried: carried)
        return (reading.ungrounded(), reading.standsAlone, reading.anchors.compactMap(\.latest).max())
    }
}

/// One sentence read against a guard's facts.
struct GroundingReading {
    let tokens: [GroundingToken]
    let context: LeakGuardContext
    let facts: GroundingFacts
    let teamNames: [[String]]
    let teamSides: [[String]: String]
    let abbreviations: Set<String>
    let mentions: PeriodMentions

    /// Where each clause starts and ends (token indices), and what it places itself in.
    var clauses: [Range<Int>] = []
    var anchors: [ClauseAnchor] = []

    /// The clause holding the token at `index`.
    func clause(of index: Int) -> Range<Int>? {
        clauses.first { $0.contains(index) }
    }
    /// For an unplaced clause, the place its figures share with the clauses around it
    /// (`GroundingReading.findFigurePlaces`); nil where there is none.
    var figurePlaces: [ClauseAnchor?] = []
    /// The period of the one visible running score the sentence gives, if the plays show it in
    /// one period only: where a player's figure with no place of its own is.
    var momentPlace: ClauseAnchor?
    /// Entities named, by token index: a team or a player (surname key).
    var entities: [Int: Entity] = [:]
    /// The team name ending at each token index, as words.
    var teamName: [Int: [String]] = [:]
    var grounded: [Bool]
    /// The place of the sentences before this one (`LeakGuard.clean`), if any.
    let carried: Int?

    /// A team (the side its name stands for, as the plays abbreviate it; nil for "the teams" or
    /// a name of either side) or a player (surname key).
    enum Entity: Equatable {
        case team(String?)
        case player(String)

        var isTeam: Bool {
            if case .team = self { true } else { false }
        }
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
        /// "from the fifth inning on", "since the first quarter": a span from a moment to the
        /// end of the game, which the reader does not see.
        var openEnded = false
        /// Named only by a period as an adjective ("a first-quarter deficit"): the place of that
        /// noun, not of the clause's verbs ("erased a 13-point first-quarter deficit" erased it later).
        var adjectival = false
    }

    init(tokens: [GroundingToken], guard shield: LeakGuard, carried: Int? = nil) {
        self.tokens = tokens
        self.carried = carried
        context = shield.context
        facts = shield.facts
        teamNames = shield.groundingTeamNames
        teamSides = shield.groundingTeamSides
        abbreviations = shield.groundingAbbreviations
        mentions = PeriodMentions(regulationPeriods: shield.context.regulationPeriods)
        grounded = Array(repeating: false, count: tokens.count)
        findEntities()
        findClauses()
    }

    // MARK: The rule

    /// What a clause about the withheld period may not hold: no player named, a word of
    /// negation or of all or none, a number other than a named player's points in that period.
    func withheldPeriodClause(_ clause: Range<Int>, period: Int) -> String? {
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
    var hasSubstance: Bool {
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

    func isTeamToken(_ token: GroundingToken) -> Bool {
        teamNames.contains { $0.contains(token.word) || $0.contains(token.word.replacingOccurrences(of: "'", with: "")) } || token.word == "teams"
    }

    /// Whether a clause names two different teams.
    func namesBothTeams(_ clause: Range<Int>) -> Bool {
        let named = Set(clause.compactMap { teamName[$0] })
        guard named.count >= 2 else { return false }
        let sides = Set(named.map { side(of: $0) })
        return sides.count >= 2
    }

    /// Which team a name stands for: the full name it is part of ("Celtics", "Boston" and
    /// "BOS" are "Boston Celtics"); a name in no full name stands for itself.
    func side(of name: [String]) -> String {
        let full = teamNames.filter { $0.count >= 2 }
        if let whole = full.first(where: { candidate in name.allSatisfy { candidate.contains($0) } }) { return whole.joined(separator: " ") }
        if name.count == 1, abbreviations.contains(name[0]), let letter = name[0].first {
            let matches = full.filter { $0.first?.first == letter }
            if matches.count == 1 { return matches[0].joined(separator: " ") }
        }
        return name.joined(separator: " ")
    }

    /// Whether the sentence names a team, a player or a period of its own, and says something
    /// of it: names alone ("Aleksander Barkov.", the last of a list of stars the sentences
    /// before it gave) belong to the sentence before them.
    var standsAlone: Bool {
        !isOnlyNames && (!entities.isEmpty || anchors.contains { !$0.periods.isEmpty })
    }

    /// Whether the sentence is names (and glue) only: a player's name counts as one even when it
    /// is also a word of play ("TBL: Guentzel, Point." goes on with the list before it).
    var isOnlyNames: Bool {
        tokens.indices.allSatisfy { index in
            let token = tokens[index]
            if case .player? = entities[index] { return true }
            return token.kind == .punctuation || token.kind == .word && (grounded[index] || GroundingLexicon.glue.contains(token.word))
                && !isEventWord(token.word)
        }
    }

    /// "The halftime lead held up", "Boston's cushion didn't last", "Boston held on": what
    /// became of a lead or a side after the moment the sentence names is told by the time after
    /// it, which the reader does not see.
    static let growing: Set<String> = ["add", "added", "adds", "adding", "build", "built", "builds", "building", "pad", "padded",
                                       "extend", "extended", "extends", "stretched", "stretch", "grew", "grow", "increased", "widened"]

    func whatBecameOfALead() -> String? {
        for index in tokens.indices where tokens[index].kind == .word {
            let word = tokens[index].word
            let next = tokens.indices.contains(index + 1) && tokens[index + 1].kind == .word ? tokens[index + 1].word : ""
            if GroundingLexicon.holding.contains(word), ["on", "up"].contains(next) { return word + " " + next }
            if GroundingLexicon.leadNouns.contains(word), let verb = verbOfALead(after: index) { return word + " " + verb }
            // "carried a 5-2 lead into the third and added to it": the lead again, past its place.
            let rest = tokens[(index + 1)...].prefix(2).map(\.word)
            if Self.growing.contains(word), rest == ["to", "it"] || rest == ["on", "it"] || rest.first == "it",
               tokens[..<index].contains(where: { GroundingLexicon.leadNouns.contains($0.word) }) {
                return "lead " + word + " it"
            }
        }
        return nil
    }

    /// The word of `afterALead` the lead at `index` is the subject of: right after it, or past
    /// a place and "still" ("the lead at the end of the third still held"). A pronoun, a
    /// conjunction or any other word ends the search ("a lead it still held at the end of three
    /// quarters": the lead is its object).
    func verbOfALead(after index: Int) -> String? {
        // A pronoun, or a conjunction that starts a predicate of the side ("took an early lead
        // and held it"), ends the search.
        let stops: Set<String> = ["it", "they", "he", "she", "them", "which", "that", "who", "we", "i", "you", "and", "but", "or", "then"]
        var cursor = index + 1
        while tokens.indices.contains(cursor) {
            let token = tokens[cursor]
            if token.kind == .word {
                if GroundingLexicon.afterALead.contains(token.word) { return token.word }
                let place = GroundingLexicon.glue.contains(token.word) && !stops.contains(token.word)
                    || GroundingTokens.periodUnits.contains(token.word) || GroundingLexicon.ordinals.contains(token.word)
                    || ["still", "end", "start", "close", "halftime", "intermission", "break"].contains(token.word)
                guard place || entities[cursor] != nil else { return nil }
            } else if token.kind == .punctuation {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    func ungrounded() -> String? {
        // A period past the horizon, overtime of a finished game, the end of the game: not
        // something the reader sees, wherever it is named.
        let latest = anchors.compactMap(\.latest).max()
        if let latest {
            guard let horizon = context.lastVisiblePeriod, latest <= horizon else { return "period \(latest)" }
        }
        if anchors.contains(where: \.openEnded) { return "from a moment on" }
        if let word = whatBecameOfALead() { return "what became of a lead: \(word)" }
        if let claim = ungroundedPlay() { return claim }
        // A clause relating the two teams ("Boston knocked off New York") is about the contest:
        // only in a place whose score the reader sees, unless it only says who played whom.
        for (number, clause) in clauses.enumerated() where namesBothTeams(clause) {
            // "Toronto retired the first 14 Houston hitters": a streak from the game's first batter
            // the visible plays show whole is its own place.
            let placed = anchors[number].latest.map { latest in context.placementLimit.map { latest <= $0 } ?? false }
                ?? clause.contains { isRetiredFromTheStart(at: $0) }
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
        // "WESTBROOK.", "YORDAN.": a name and nothing it did, a cheer for what the sentences
        // around it tell.
        if isOnlyNames { return "names alone" }
        // "…, and that was that", "that was it for the Lightning": a clause of glue alone (and a
        // team) tells what became of what the sentence said (the game was decided), and names
        // nothing to ground it by.
        for clause in clauses {
            // "…; 1-0 it was", "1-0 it stays": a score and glue, what the score came to.
            if tokens[clause].first?.kind == .pair, tokens[clause].dropFirst().contains(where: { $0.kind == .word }),
               tokens[clause].dropFirst().allSatisfy({ $0.kind == .punctuation || $0.kind == .word && GroundingLexicon.glue.contains($0.word) }) {
                return "a score and glue alone"
            }
            let words = tokens[clause].filter { $0.kind == .word }
            // A score in it ("and that was that at 1-0") only says where it ended; "and it was
            // 1-0" is a score, its conjunction no word of it.
            let scored = tokens[clause].contains { $0.kind == .pair }
            let glue = words.filter { GroundingLexicon.glue.contains($0.word) && !(scored && ["and", "but", "so", "or", "yet"].contains($0.word)) }
            if glue.count >= 3, tokens[clause].allSatisfy({ $0.kind == .punctuation || $0.kind == .word || $0.kind == .pair }),
               words.allSatisfy({ GroundingLexicon.glue.contains($0.word) || isTeamToken($0) }) {
                return "a clause of glue alone"
            }
        }
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
}
