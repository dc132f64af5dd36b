import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A kind of play a sentence may claim of a player: "Alvarez homered", "Tatum dunked",
/// "Clement drove in a run". Words of play alone say nothing of who made which play; a claim
/// of one of these kinds is grounded only by a play of that kind the reader may see, by a
/// player the sentence names (the possessor's, for "Schmidt's goal"; by any player, when it
/// names none). Otherwise "Alvarez homered" about a visible Alvarez would tell of a home run in
/// the innings the reader has not reached.
enum PlayKind: String, Sendable {
    case homer, runBattedIn, runScored, single, double, triple, walk, strikeout
    case dunk, layup, three, freeThrow, goal, scored
}

/// The kinds of play the visible plays show, by player (surname key): made, tried (a missed
/// three is a three tried), and taken part in (an assist on a goal, a runner on a double).
struct PlayKinds: Sendable {
    var made: [String: Set<PlayKind>] = [:]
    var tried: [String: Set<PlayKind>] = [:]
    var involved: [String: Set<PlayKind>] = [:]
    /// The words of the plays that name each player ("penalty", "interference", "goaltending").
    var words: [String: Set<String>] = [:]
    var anyMade: Set<PlayKind> = []
    var anyTried: Set<PlayKind> = []

    mutating func add(_ kind: PlayKind, of key: String, made isMade: Bool) {
        tried[key, default: []].insert(kind)
        anyTried.insert(kind)
        guard isMade else { return }
        made[key, default: []].insert(kind)
        anyMade.insert(kind)
    }

    /// Reads one play: what its player did, and what the runners it names did. The player of a
    /// scoring play scored, unless it names the runners who did ("Bo Bichette scores"): then
    /// they scored, and the batter drove them in. `names` and `written` are the names and words
    /// of its description (`GroundingFacts.describedNames`, `.words`), read once by the caller.
    mutating func read(_ play: PlayEntry, scored: Bool, names: [String], written: [String], key: (String) -> String?) {
        let text = play.description ?? ""
        let type = (play.playType ?? "").lowercased()
        let said = Set(written)
        let missed = said.contains("miss") || said.contains("missed")
        let source = NSString(string: text)
        let runners = !said.contains("scores") ? [] : Self.runner.matches(in: text, range: NSRange(location: 0, length: source.length))
            .compactMap { key(source.substring(with: $0.range(at: 1))) }
        for runner in runners {
            add(.runScored, of: runner, made: true)
            add(.scored, of: runner, made: true)
        }
        let kinds = Self.kinds(type: type, said: said, text: text)
        // Everyone the play names took part in it ("Goal (wrist) (assists: Marchand, Bennett)").
        // Box-score shorthand spelled out: "T.FOUL" is a technical foul.
        let written = written + (text.includes("T.FOUL") || text.includes("t.foul") ? ["technical"] : [])
        for name in names {
            guard let other = key(name) else { continue }
            involved[other, default: []].formUnion(kinds)
            words[other, default: []].formUnion(written)
        }
        guard let name = play.playerName, let player = key(name) else { return }
        words[player, default: []].formUnion(written)
        let homer = kinds.contains(.homer)
        if scored && runners.isEmpty || homer { add(.scored, of: player, made: true) }
        if homer { add(.runScored, of: player, made: true) }
        if homer || !runners.isEmpty { add(.runBattedIn, of: player, made: true) }
        for kind in kinds {
            // A shot may be missed; a hit, a walk, a strikeout, a goal is what happened.
            let shot = [PlayKind.dunk, .layup, .three, .freeThrow].contains(kind)
            add(kind, of: player, made: !shot || scored || !missed)
        }
    }

    /// The kinds of play a play's type and words name ("doubles (17)" a double, not "grounds
    /// into a double play"; "3PT" a three; "Goal (wrist)" a goal).
    private static func kinds(type: String, said: Set<String>, text: String) -> [PlayKind] {
        var kinds: [PlayKind] = []
        if type.contains("home_run") || type.contains("homerun") || said.contains("homers") || said.contains("home") && said.contains("run") {
            kinds.append(.homer)
        }
        if type == "single" || said.contains("singles") { kinds.append(.single) }
        if type == "double" || said.contains("doubles") { kinds.append(.double) }
        if type == "triple" || said.contains("triples") { kinds.append(.triple) }
        if type.hasSuffix("walk") || said.contains("walks") { kinds.append(.walk) }
        if type.contains("strikeout") || said.contains("strikes") || said.contains("strikeout") { kinds.append(.strikeout) }
        if said.contains("dunk") { kinds.append(.dunk) }
        if said.contains("layup") || said.contains("lay-up") { kinds.append(.layup) }
        if said.contains("pt") || said.contains("-pt") || said.contains("three") && said.contains("point") { kinds.append(.three) }
        if said.contains("free") && said.contains("throw") { kinds.append(.freeThrow) }
        if type.contains("goal") && !said.contains("disallowed") && !(said.contains("no") && said.contains("goal")) || text.hasPrefix("Goal") {
            kinds.append(.goal)
        }
        return kinds
    }

    private static let runner = LeakGuardPatterns.compile(#"([A-Z][\p{L}.'-]+(?:\s+[A-Z][\p{L}.'-]+)+)\s+scores"#)
}

extension GroundingReading {
    /// "a 3", "Lauvergne's 3", "a 24-foot three", "2 of 7 from 3": a three-pointer, in a game whose plays have
    /// one; a 3 that counts something ("3 rebounds", "3 of 5") or says how far is none.
    static let threeManners: Set<String> = ["step-back", "stepback", "pull-up", "pullup", "corner", "deep", "open", "wide-open",
                                             "contested", "fadeaway", "catch-and-shoot", "transition", "long", "off-balance"]

    func isAThree(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .number, token.value == 3, token.suffix.isEmpty, !token.ordinal, index > 0,
              facts.playKinds.anyTried.contains(.three) else { return false }
        let next = nextWord(after: index) ?? ""
        if GroundingLexicon.units[next] != nil || isEventWord(next) && !GroundingLexicon.actions.contains(next) || next == "of" { return false }
        var previous = tokens[index - 1]
        // "a step-back 3", "Curry's pull-up 3": how the three was taken, between its determiner and it.
        if previous.kind == .word, Self.threeManners.contains(previous.word), index >= 2 { previous = tokens[index - 2] }
        if previous.kind == .number { return ["-foot", "-footer", "'", "’"].contains(previous.suffix) }
        return previous.kind == .word && (["a", "another", "his", "her", "their", "from"].contains(previous.word)
            || previous.isPossessive)
    }

    /// The kind of play the word at `index` claims, if it claims one.
    func claimedKind(at index: Int) -> PlayKind? {
        let token = tokens[index]
        if token.kind == .number {
            return token.value == 3 && token.suffix.hasPrefix("-pointer") || isAThree(at: index) ? .three : nil
        }
        // A name is no claim ("Trey Cabbage", "Home").
        guard token.kind == .word, !(token.capitalised && facts.nameTokens.contains(token.word)) else { return nil }
        let word = token.word
        let next = nextWord(after: index) ?? ""
        // "a double play", "a single point", "double figures": no hit.
        let counted = GroundingLexicon.events.contains(next) || GroundingLexicon.units[next] != nil
            || ["figures", "digits", "season", "night", "game"].contains(next)
        switch word {
        case "homer", "homers", "homered", "homering", "homerun", "homeruns", "home-run", "home-runs", "dinger", "dingers":
            return .homer
        case "home" where next == "run" || next == "runs":
            return .homer
        case "rbi", "rbis", "plated":
            return .runBattedIn
        case "drove", "drive", "drives", "driving", "knocked", "knock", "knocks":
            // "drove in a run", "knocked in Bichette"; not "drove in the second quarter".
            guard next == "in" else { return nil }
            let after = tokens[(index + 2)...].prefix(3)
            let claimsARun = after.contains { ["run", "runs", "runner", "runners", "rbi"].contains($0.word) || $0.kind == .number && !$0.ordinal }
            return claimsARun || entities[index + 2] != nil ? .runBattedIn : nil
        case "singled": return .single
        case "doubled": return .double
        case "tripled": return .triple
        case "walked": return .walk
        case "single", "singles": return counted ? nil : .single
        case "double", "doubles": return counted ? nil : .double
        case "triple", "triples": return counted ? nil : .triple
        case "walk", "walks": return counted ? nil : .walk
        case "strikeout", "strikeouts": return .strikeout
        case "struck" where next == "out":
            return .strikeout
        case "dunk", "dunks", "dunked", "dunking": return .dunk
        case "layup", "layups", "lay-up", "lay-ups": return .layup
        case "three-pointer", "three-pointers", "trey", "treys": return .three
        case "free" where next == "throw" || next == "throws":
            return .freeThrow
        case "goal", "goals":
            // "a field goal", "started in goal", "a shot on goal": no goal scored.
            return ["field", "in", "on"].contains(previousWord(before: index) ?? "") ? nil : .goal
        case "scored":
            return .scored
        default:
            return nil
        }
    }

    /// The player whose play the noun at `index` is: "Schmidt's goal", "Schmidt's first goal",
    /// "Schmidt's third-period power-play goal" (ordinals and compounds between).
    func possessor(of index: Int) -> String? {
        var cursor = index - 1
        while cursor > 0, index - cursor <= 3, entities[cursor] == nil,
              tokens[cursor].ordinal || tokens[cursor].word.contains("-") || ["first", "power", "play", "opening", "lone", "tying"].contains(tokens[cursor].word) {
            cursor -= 1
        }
        guard cursor >= 0, case .player(let key)? = entities[cursor], tokens[cursor].isPossessive else { return nil }
        return key
    }

    /// The player who makes the play a verb at `index` tells: the last one named before it in
    /// its clause, not as a possessor ("Bregman's single scored Alvarez" is no play of Bregman's
    /// scoring); nil when there is none or the verb has a player for its object (any player
    /// named may then have made it).
    func subjectOfVerb(at index: Int) -> String? {
        guard let clause = clause(of: index) else { return nil }
        // "Rodríguez struck out Meyers", "Brown walked Kiermaier": the batter's play, told of the pitcher.
        var object = tokens.indices.contains(index + 1) && tokens[index + 1].word == "out" ? index + 2 : index + 1
        while tokens.indices.contains(object), tokens[object].kind == .word, tokens[object].capitalised {
            if entities[object] != nil { return nil }
            object += 1
        }
        for cursor in (clause.lowerBound..<index).reversed() {
            guard case .player(let key)? = entities[cursor] else { continue }
            return tokens[cursor].isPossessive ? nil : key
        }
        return nil
    }

    /// The players of the first list of two or more names after the play named at `index`
    /// ("goals from Bennett, Guentzel and Tkachuk", "Goals: Bennett, Guentzel"); none when the
    /// first name after it is a side's or a possessor's.
    func listedPlayers(after index: Int) -> Set<String> {
        guard let first = tokens.indices.first(where: { $0 > index && entities[$0] != nil }),
              case .player? = entities[first], !tokens[first].isPossessive else { return [] }
        let listed = playersListed(with: first)
        return listed.count > 1 ? listed : []
    }

    /// The subject of the verb at `index` with every player listed with it ("Schmidt, Point,
    /// Guentzel and Bennett scored").
    func subjectsOfVerb(at index: Int) -> Set<String>? {
        guard let subject = subjectOfVerb(at: index),
              let named = tokens.indices.prefix(index).last(where: { entities[$0] == .player(subject) }) else { return nil }
        return playersListed(with: named)
    }

    /// The players of the list holding the name at `index`, itself included: names (not
    /// possessors) joined by commas, "and" or "&" only, read both ways from it.
    func playersListed(with index: Int) -> Set<String> {
        var listed: Set<String> = []
        for step in [-1, 1] {
            var cursor = index
            while case .player(let key)? = entities[cursor], !tokens[cursor].isPossessive {
                listed.insert(key)
                // Over the name's own tokens, then at least one joiner, to the next name.
                while tokens.indices.contains(cursor + step), entities[cursor + step] == entities[cursor] { cursor += step }
                var next = cursor + step
                while tokens.indices.contains(next), Self.listJoiners.contains(tokens[next].text.lowercased()) { next += step }
                guard tokens.indices.contains(next), next != cursor + step else { break }
                cursor = next
            }
        }
        return listed
    }

    private static let listJoiners: Set<String> = [",", "and", "&"]

    private static let claimVerbs: Set<String> = ["struck", "drove", "drive", "drives", "driving", "knocked", "knock", "knocks"]

    /// The first claim of a kind of play that no visible play grounds ("Alvarez homered" with
    /// no home run of his seen), or nil. The claim may be any named player's ("Oubre tipped in
    /// his miss and then threw down a dunk off a Curry pass").
    func ungroundedPlay() -> String? {
        if let kill = ungroundedKill() { return kill }
        let missed = tokens.contains { ["miss", "missed", "misses", "missing", "blocked"].contains($0.word) }
        let players = Set(entities.values.compactMap { entity -> String? in
            if case .player(let key) = entity { key } else { nil }
        })
        let kinds = facts.playKinds
        for index in tokens.indices {
            guard let kind = claimedKind(at: index) else { continue }
            // "WAS scored 19 points": a side's scoring is told by its figures, checked as such.
            if kind == .scored, players.isEmpty { continue }
            // A play named as a thing ("Goal (wrist) (assists: Marchand, Bennett)", "a dunk off
            // a Curry pass") may be one a named player took part in; a verb ("dunked",
            // "homered") says the player made it.
            let noun = !Self.claimVerbs.contains(tokens[index].word) && !tokens[index].word.hasSuffix("ed")
            // "Schmidt's goal": the play is the possessor's.
            let owner = possessor(of: index)
            // "Alvarez homered after Peña": a verb's play is its subject's, the player named last
            // before it in its clause, not any player the sentence names.
            // "Schmidt, Point and Bennett scored": each player of a list the verb tells of made it.
            let subjects = noun ? nil : subjectsOfVerb(at: index)
            let claimants = owner.map { Set([$0]) } ?? subjects ?? players
            let made = { (player: String) in
                ((missed ? kinds.tried : kinds.made)[player] ?? []).contains(kind)
                    || noun && owner == nil && (kinds.involved[player] ?? []).contains(kind)
            }
            let grounded = claimants.isEmpty
                ? (missed ? kinds.anyTried : kinds.anyMade).contains(kind)
                : subjects != nil ? claimants.allSatisfy(made)
                // "Goals came from Bennett, Guentzel and Tkachuk": every player a list names was in one.
                : claimants.contains(where: made) && (owner != nil || listedPlayers(after: index).allSatisfy(made))
            if !grounded { return "no visible \(kind.rawValue)" }
        }
        // A foul, a violation, a penalty of a named player: a visible play of theirs says it
        // ("Penalty: interference (2 min)" for "Lilleberg was called for interference").
        for index in tokens.indices where tokens[index].kind == .word && !(tokens[index].capitalised && facts.nameTokens.contains(tokens[index].word)) {
            guard let stem = GroundingLexicon.infractions[tokens[index].word] else { continue }
            let shows = { (written: Set<String>) in written.contains { $0.hasPrefix(stem) } }
            let grounded = players.isEmpty ? shows(facts.descriptionWords) : players.contains { shows(kinds.words[$0] ?? []) }
            if !grounded { return "no visible \(stem)" }
        }
        return nil
    }
}
