import Foundation

/// What the guard knows about the game whose text it cleans: only what the reader may see.
///
/// It has no final score, no winner, no margin and no count of periods played, by
/// construction: the guard decides by the *kind* of a statement (a score pattern, an outcome
/// verb, a margin claim about the end of the game, a final total), never by comparing a
/// number to the result. A guard that knew the result would leak it through its own silence:
/// a sentence hidden exactly when its number equals the margin tells the margin.
struct LeakGuardContext: Sendable, Equatable {
    /// Periods in regulation for the league (NBA/NFL 4, NCAAB 2, NHL 3, MLB 9): later ones
    /// are overtime. From the league, never from the plays.
    var regulationPeriods: Int
    /// Overtime language is an outcome only once the game is finished; live, it is state.
    /// The status is something the reader sees in the feed anyway.
    var gameIsFinished: Bool
    /// Full names, short names and abbreviations, for "Celtics 118, Knicks 111" forms.
    var teamNames: [String]
    /// Scores the reader can already see at this point of the reading (period-end lines,
    /// and the points of a period or block between two of them): text that states them tells
    /// nothing new, so the guard lets it through.
    var allowedScores: Set<ScorePair>

    /// Creates a context.
    init(
        regulationPeriods: Int,
        gameIsFinished: Bool,
        teamNames: [String] = [],
        allowedScores: Set<ScorePair> = []
    ) {
        self.regulationPeriods = regulationPeriods
        self.gameIsFinished = gameIsFinished
        self.teamNames = teamNames
        self.allowedScores = allowedScores
    }

    /// A context for text whose game is unknown: treated as finished with the shortest
    /// regulation, so anything that could be overtime language counts as an outcome.
    static let unknownGame = LeakGuardContext(regulationPeriods: 2, gameIsFinished: true)
}

/// Two scores without sides (text names them in either order): "112-108" and "108-112" are
/// the same pair.
struct ScorePair: Hashable, Sendable {
    let low: Int
    let high: Int

    /// The pair of `a` and `b`, in either order.
    init(_ a: Int, _ b: Int) {
        low = min(a, b)
        high = max(a, b)
    }

    /// Period-end scores in order, each with the points scored since the previous one (the
    /// first since 0–0): what a reader sees in a run of period separators.
    static func periodScores(_ lines: [(away: Int, home: Int)]) -> Set<ScorePair> {
        var scores: Set<ScorePair> = []
        var previous = (away: 0, home: 0)
        for line in lines {
            scores.insert(ScorePair(line.away, line.home))
            if let away = line.away.minus(previous.away), let home = line.home.minus(previous.home) {
                scores.insert(ScorePair(away, home))
            }
            previous = line
        }
        return scores
    }
}
