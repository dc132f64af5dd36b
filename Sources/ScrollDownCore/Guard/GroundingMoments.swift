import Foundation

/// What a scoring play did to the score that only one play of a game can do, told of its
/// player: "Peña broke the scoreless tie", "his homer gave Houston its first lead". The first
/// score and a side's first lead are in the visible part once a visible play made them. An
/// equalizer, a go-ahead basket, "the tie" broken are not: a game may have many, and "the
/// go-ahead basket" with no place is the one that decided it.
enum ScoreMoment: Sendable {
    /// The first score of the game.
    case brokeAScorelessTie
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
            if scorers[index] == player {
                switch moment {
                case .brokeAScorelessTie: if before.away == 0 && before.home == 0 { return true }
                case .firstLead: if leads && !(away ? led.away : led.home) { return true }
                }
            }
            if after.away > after.home { led.away = true }
            if after.home > after.away { led.home = true }
            before = after
        }
        return false
    }
}

extension GroundingReading {
    /// "Peña broke the scoreless tie", "Peña's homer gave Houston its first lead": the first
    /// score or a side's first lead, grounded by a play of that player's, in a period the reader
    /// sees whole, that made it. The words place nothing, so without such a play they stay words
    /// of the score (`scoped`).
    func isAScoreMoment(at index: Int) -> Bool {
        guard let limit = context.placementLimit, let (moment, claimant) = scoreMoment(at: index) else { return false }
        return facts.scored(moment, by: claimant, through: limit)
    }

    private func scoreMoment(at index: Int) -> (ScoreMoment, String)? {
        if tokens[index].word == "lead" {
            guard previousWord(before: index) == "first", let player = onlyPlayer(ofClauseAt: index) else { return nil }
            return (.firstLead, player)
        }
        // "broke the scoreless tie", "broke a 0-0 deadlock": the verb and the words of its object.
        guard let verb = (max(0, index - 4)...index).reversed().first(where: { Self.breaking.contains(tokens[$0].word) }),
              let tie = (verb...min(tokens.count - 1, verb + 4)).first(where: { Self.ties.contains(tokens[$0].word) }),
              index <= tie else { return nil }
        let between = tokens[verb...tie]
        guard between.allSatisfy({ $0.kind == .pair || ["the", "a", "scoreless", "goalless"].contains($0.word)
                || Self.breaking.contains($0.word) || Self.ties.contains($0.word) }),
              between.contains(where: { ["scoreless", "goalless"].contains($0.word) || $0.kind == .pair && $0.value == 0 && $0.second == 0 }),
              let player = subjectOfVerb(at: verb) ?? onlyPlayer(ofClauseAt: verb) else { return nil }
        return (.brokeAScorelessTie, player)
    }

    private static let breaking: Set<String> = ["broke", "breaks", "break", "breaking"]
    private static let ties: Set<String> = ["tie", "deadlock"]

    /// The one player the clause at `index` names, if it names exactly one.
    private func onlyPlayer(ofClauseAt index: Int) -> String? {
        guard let clause = clause(of: index) else { return nil }
        let players = Set(clause.compactMap { cursor -> String? in
            if case .player(let key)? = entities[cursor] { key } else { nil }
        })
        return players.count == 1 ? players.first : nil
    }
}
