import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A player's share of a side's first points: "Kevin Durant scored 10 of Brooklyn's first 18
/// points". The side's score only rises, so its first 18 points are the plays up to the one that
/// made it 18, all of them visible when the plays of periods the reader sees the end of show it;
/// no place is needed.
extension GroundingReading {
    /// Whether the number at `index` is a part or the whole of "N of <side>'s first M points"
    /// told of a player of that side, and the plays show it; nil when it is no such share.
    func shareOfFirstPointsIsGrounded(at index: Int) -> Bool? {
        guard let share = (max(0, index - 6)...index).lazy.compactMap({ self.shareOfFirstPoints(at: $0) })
            .first(where: { $0.start == index || $0.whole == index }),
              let part = tokens[share.start].value, let whole = tokens[share.whole].value else { return nil }
        guard case .player(let key)? = subject(of: share.start), case .team(let named?)? = entities[share.team],
              facts.playerSides[key] == named, let limit = context.placementLimit else { return false }
        // Only periods whose end the reader sees: at `read`'s step the withheld period's plays are
        // seen, and "21 of Oklahoma City's first 105 points" would tell its score.
        return facts.pointsOf(key, byTheFirst: whole, through: limit) == part
    }

    /// "10 of Brooklyn's first 18 points", "10 of Golden State's first 18 points" starting at
    /// `start`: where its side's name ends and its whole stands.
    private func shareOfFirstPoints(at start: Int) -> (start: Int, team: Int, whole: Int)? {
        guard start + 3 < tokens.count, tokens[start].kind == .number, !tokens[start].ordinal, tokens[start + 1].word == "of",
              let team = (start + 2..<min(start + 5, tokens.count)).first(where: { entities[$0]?.isTeam == true }),
              team + 3 < tokens.count, tokens[team + 1].word == "first",
              tokens[team + 2].kind == .number, !tokens[team + 2].ordinal,
              GroundingLexicon.units[tokens[team + 3].word] == .points else { return nil }
        return (start, team, team + 2)
    }
}

extension GroundingFacts {
    /// The points `key` scored of his side's first `whole`, where the plays of periods up to `limit`
    /// show that side's score reach exactly `whole`; nil where they do not. His side's column is
    /// the one his scoring plays raised.
    func pointsOf(_ key: String, byTheFirst whole: Int, through limit: Int) -> Int? {
        var previous = (away: 0, home: 0)
        var own = (away: 0, home: 0)
        var column: Bool?  // true: away
        var reached: (away: Int?, home: Int?) = (nil, nil)
        for (state, scorer) in zip(scores, scorers) where state.period <= limit {
            let rise = (away: state.away - previous.away, home: state.home - previous.home)
            if scorer == key {
                own = (own.away + rise.away, own.home + rise.home)
                if rise.away > 0, rise.home == 0 { column = true }
                if rise.home > 0, rise.away == 0 { column = false }
            }
            if state.away == whole, reached.away == nil { reached.away = own.away }
            if state.home == whole, reached.home == nil { reached.home = own.home }
            previous = (state.away, state.home)
        }
        guard let column else { return nil }
        return column ? reached.away : reached.home
    }
}
