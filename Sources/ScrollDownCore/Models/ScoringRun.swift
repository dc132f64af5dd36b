import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Who led a game and by how much, read from its plays by `ScoringReading`'s rule: the one
/// reading of a game's run of scoring that `games --through` (`PeriodState`) and a hidden game's
/// "so far" both use, so they cannot disagree.
///
/// - Plays are read in reading order (`ScoringReading.readingOrderIndices`: a late row is read
///   with its own period), whatever order they are handed in.
/// - A play counts only with both running scores. Each side's score is the highest read so far,
///   so a correction row that drops a score and restores it changes nothing; only a rise (a
///   scoring play) can change who leads.
/// - A lead change is the lead passing from one side to the other, a level score in between or
///   not; a tie is the score becoming level after one side led (0–0 at the start is no tie).
/// - The largest lead of each side, and the period it came in; the points of each player named
///   on a play that scored for one side only.
struct ScoringRun: Sendable, Equatable {
    struct Lead: Sendable, Equatable {
        var margin: Int
        var period: Int
    }

    struct Leader: Sendable, Equatable {
        var name: String
        var team: String?
        var points: Int
    }

    private(set) var leadChanges = 0
    private(set) var ties = 0
    private(set) var largestHome: Lead?
    private(set) var largestAway: Lead?
    /// Whether any play carried both running scores.
    private(set) var sawScores = false
    /// The highest running score read, per side.
    private(set) var high = ScoringReading.Score(away: 0, home: 0)
    /// +1 home ahead, −1 away ahead: the last side that led (0 before anyone did).
    private var lastLeader = 0
    private var level = true
    private var points: [String: Leader] = [:]
    private var order: [String] = []

    /// The run of `plays`, read in reading order.
    init(_ plays: [PlayEntry]) {
        let rises = ScoringReading.rises(plays)
        for index in ScoringReading.readingOrderIndices(plays) { add(plays[index], rise: rises[index]) }
    }

    private mutating func add(_ play: PlayEntry, rise: ScoringReading.Rise?) {
        guard let home = play.homeScore, let away = play.awayScore else { return }
        sawScores = true
        high = ScoringReading.Score(away: max(high.away, away), home: max(high.home, home))
        guard let rise, rise.home > 0 || rise.away > 0 else { return }
        let period = ScoringReading.period(play)
        let margin = high.home - high.away
        let leader = margin.signum()
        if leader == 0 {
            if !level { ties += 1 }
        } else {
            if lastLeader != 0 && leader != lastLeader { leadChanges += 1 }
            lastLeader = leader
        }
        level = leader == 0
        if margin > 0, margin > (largestHome?.margin ?? 0) { largestHome = Lead(margin: margin, period: period) }
        if margin < 0, -margin > (largestAway?.margin ?? 0) { largestAway = Lead(margin: -margin, period: period) }
        // One side scored: credit the player named on the play.
        guard (rise.home > 0) != (rise.away > 0),
              let name = play.playerName?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return }
        if points[name] == nil {
            points[name] = Leader(name: name, team: play.teamAbbreviation, points: 0)
            order.append(name)
        }
        points[name]?.points += max(rise.home, rise.away)
    }

    /// The top scorers, most first; ties in the order they first scored.
    func leaders(limit: Int) -> [Leader] {
        let ranked = order.enumerated().compactMap { offset, name in points[name].map { (offset, $0) } }
        return ranked.sorted { $0.1.points != $1.1.points ? $0.1.points > $1.1.points : $0.0 < $1.0 }
            .prefix(limit).map(\.1)
    }
}
