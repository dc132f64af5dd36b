import Foundation
import ScrollDownViews
import ScrollDownWithheld

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
    /// Each of `teamNames` that names one side, with that side's abbreviation as the plays
    /// write it ("Brooklyn Nets", "Nets", "Brooklyn", "BKN" → "BKN"): whose a side's count is.
    var teamSides: [String: String]
    /// Scores the reader can already see at this point of the reading (period-end lines,
    /// and the points of a period or block between two of them): text that states them tells
    /// nothing new, so the guard lets it through.
    var allowedScores: Set<ScorePair>
    /// The last period the reader may see where the text is shown: the period before the
    /// withheld one for a recap, a flow block's own last period for its narrative. nil: none,
    /// the text stands before the game. A figure is explained only where its sentence places
    /// it in a period up to here. Decided by the pacing, never by the periods played.
    var lastVisiblePeriod: Int?
    /// The period the text narrates itself (a flow block's last period): what "in this
    /// stretch" and "Last scoring play" refer to. nil for a recap, which narrates the game.
    var ownPeriod: Int?
    /// `serverProse` is `hidden`: every narrative of the game is hidden whole, whatever it says.
    var hidesAllProse: Bool
    /// The plays the reader may see where the text is shown (nothing after the horizon, no
    /// "Game End"): what grounds a sentence of narrative (`LeakGuard.isGrounded`). Empty: the
    /// text grounds only team names, periods and glue. Never the final score or later plays.
    var visiblePlays: [PlayEntry]

    /// Creates a context.
    init(
        regulationPeriods: Int,
        gameIsFinished: Bool,
        teamNames: [String] = [],
        allowedScores: Set<ScorePair> = [],
        lastVisiblePeriod: Int? = nil,
        ownPeriod: Int? = nil,
        hidesAllProse: Bool = false,
        visiblePlays: [PlayEntry] = [],
        teamSides: [String: String] = [:]
    ) {
        self.regulationPeriods = regulationPeriods
        self.gameIsFinished = gameIsFinished
        self.teamNames = teamNames
        self.allowedScores = allowedScores
        self.lastVisiblePeriod = lastVisiblePeriod
        self.ownPeriod = ownPeriod
        self.hidesAllProse = hidesAllProse
        self.visiblePlays = visiblePlays
        self.teamSides = teamSides
    }

    /// The last period a sentence may place a figure in: a visible period, and for a finished
    /// game one before the last of regulation (its figures would add up to the final, its end
    /// to the tie that announces overtime). nil when there is none.
    var placementLimit: Int? {
        guard let lastVisiblePeriod else { return nil }
        let limit = gameIsFinished ? min(lastVisiblePeriod, regulationPeriods - 1) : lastVisiblePeriod
        return limit >= 1 ? limit : nil
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
