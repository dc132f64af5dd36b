import Foundation

/// What a scoring play did to the score, told of its player: "Guentzel's equalizer", "the
/// go-ahead three", "Peña broke the scoreless tie", "his homer gave Houston its first lead".
enum ScoreMoment: Sendable {
    /// The score was level after it.
    case tied
    /// The score was level before it and not after.
    case brokeATie
    /// The first score of the game.
    case brokeAScorelessTie
    /// Its side led after it and not before.
    case wentAhead
    /// Its side led after it for the first time.
    case firstLead
}

extension GroundingFacts {
    /// Whether a scoring play of `player` in a period up to `limit` had `moment`: only a period
    /// the reader sees whole grounds it, so a play of the withheld period never does.
    func scored(_ moment: ScoreMoment, by player: String, through limit: Int) -> Bool {
        var before = (away: 0, home: 0)
        var led = (away: false, home: false)
        for (index, state) in scores.enumerated() {
            guard state.period <= limit else { break }
            let after = (away: state.away, home: state.home)
            let away = after.away > before.away
            let leads = away ? after.away > after.home : after.home > after.away
            let ledBefore = away ? before.away > before.home : before.home > before.away
            let first = leads && !(away ? led.away : led.home)
            if scorers[index] == player {
                let had: Bool
                switch moment {
                case .tied: had = after.away == after.home
                case .brokeATie: had = before.away == before.home && after.away != after.home
                case .brokeAScorelessTie: had = before.away == 0 && before.home == 0
                case .wentAhead: had = leads && !ledBefore
                case .firstLead: had = first
                }
                if had { return true }
            }
            if after.away > after.home { led.away = true }
            if after.home > after.away { led.home = true }
            before = after
        }
        return false
    }
}

extension GroundingReading {
    /// "Guentzel's equalizer", "Durant's go-ahead three", "Peña broke the scoreless tie",
    /// "Peña's homer gave Houston its first lead": what a scoring play did to the score, grounded
    /// by a play of that player's, in a period the reader sees whole, that did it. The words
    /// place nothing, so without such a play they stay words of the score (`scoped`).
    func isAScoreMoment(at index: Int) -> Bool {
        guard let limit = context.placementLimit, let (moment, claimant) = scoreMoment(at: index) else { return false }
        return facts.scored(moment, by: claimant, through: limit)
    }

    private func scoreMoment(at index: Int) -> (ScoreMoment, String)? {
        let word = tokens[index].word
        switch word {
        case "equalizer", "equaliser", "go-ahead":
            guard let player = possessor(of: index) ?? onlyPlayer(ofClauseAt: index) else { return nil }
            return (word == "go-ahead" ? .wentAhead : .tied, player)
        case "lead":
            guard previousWord(before: index) == "first", let player = onlyPlayer(ofClauseAt: index) else { return nil }
            return (.firstLead, player)
        default:
            // "broke the scoreless tie", "broke a 0-0 deadlock": the verb and the words of its object.
            guard let verb = (max(0, index - 4)...index).reversed().first(where: { Self.breaking.contains(tokens[$0].word) }),
                  let tie = (verb...min(tokens.count - 1, verb + 4)).first(where: { Self.ties.contains(tokens[$0].word) }),
                  (verb...tie).allSatisfy({ tokens[$0].kind != .punctuation }), index <= tie else { return nil }
            let between = tokens[verb...tie]
            guard between.allSatisfy({ $0.kind == .pair || ["the", "a", "scoreless", "goalless"].contains($0.word)
                || Self.breaking.contains($0.word) || Self.ties.contains($0.word) }),
                  let player = subjectOfVerb(at: verb) ?? onlyPlayer(ofClauseAt: verb) else { return nil }
            let scoreless = between.contains { ["scoreless", "goalless"].contains($0.word) || $0.kind == .pair && $0.value == 0 && $0.second == 0 }
            return (scoreless ? .brokeAScorelessTie : .brokeATie, player)
        }
    }

    private static let breaking: Set<String> = ["broke", "breaks", "break", "breaking"]
    private static let ties: Set<String> = ["tie", "deadlock"]

    /// The one player the clause at `index` names, if it names exactly one.
    private func onlyPlayer(ofClauseAt index: Int) -> String? {
        guard let clause = clauses.first(where: { $0.contains(index) }) else { return nil }
        let players = Set(clause.compactMap { cursor -> String? in
            if case .player(let key)? = entities[cursor] { key } else { nil }
        })
        return players.count == 1 ? players.first : nil
    }
}
