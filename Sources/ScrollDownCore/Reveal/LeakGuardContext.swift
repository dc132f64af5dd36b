import Foundation

/// What the guard knows about the game whose text it cleans.
public struct LeakGuardContext: Sendable, Equatable {
    /// Periods in regulation (NBA/NFL 4, NCAAB 2, NHL 3, MLB 9): later ones are overtime.
    public var regulationPeriods: Int
    /// Overtime language is an outcome only once the game is finished; live, it is state.
    public var gameIsFinished: Bool
    /// The home side's final score, when known.
    public var finalHomeScore: Int?
    /// The away side's final score, when known.
    public var finalAwayScore: Int?
    /// Full names, short names and abbreviations, for "Celtics 118, Knicks 111" forms.
    public var teamNames: [String]
    /// Scores the reader can already see at this point of the reading (period-end lines,
    /// and the points of a period or block between two of them): text that states them tells
    /// nothing new, so the guard lets it through.
    public var allowedScores: Set<ScorePair>

    /// Creates a context; `finalScore` may be left out when the score is not known.
    public init(
        regulationPeriods: Int,
        gameIsFinished: Bool,
        finalScore: (home: Int, away: Int)? = nil,
        teamNames: [String] = [],
        allowedScores: Set<ScorePair> = []
    ) {
        self.regulationPeriods = regulationPeriods
        self.gameIsFinished = gameIsFinished
        self.finalHomeScore = finalScore?.home
        self.finalAwayScore = finalScore?.away
        self.teamNames = teamNames
        self.allowedScores = allowedScores
    }

    /// The winning margin, when the final score is known.
    public var finalMargin: Int? {
        finalScore.map { abs($0.home - $0.away) }
    }

    /// The final score as a pair; stored as two optionals so the type stays `Equatable`.
    public var finalScore: (home: Int, away: Int)? {
        get {
            guard let home = finalHomeScore, let away = finalAwayScore else { return nil }
            return (home, away)
        }
        set {
            finalHomeScore = newValue?.home
            finalAwayScore = newValue?.away
        }
    }

    /// A context for text whose game is unknown: treated as finished with the shortest
    /// regulation, so anything that could be overtime language counts as an outcome.
    public static let unknownGame = LeakGuardContext(regulationPeriods: 2, gameIsFinished: true)
}

/// Two scores without sides (text names them in either order): "112-108" and "108-112" are
/// the same pair.
public struct ScorePair: Hashable, Sendable {
    public let low: Int
    public let high: Int

    /// The pair of `a` and `b`, in either order.
    public init(_ a: Int, _ b: Int) {
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
