import Foundation

extension GroundingFacts {
    /// What the plays show of one player: counters in their descriptions and the figures the
    /// client computes (points per period and so far, plays of each kind).
    struct Player: Sendable {
        var points: Set<Int> = []
        var assists: Set<Int> = []
        var rebounds: Set<Int> = []
        var steals: Set<Int> = []
        var blocks: Set<Int> = []
        /// Every count the plays show of the player, the typed ones included.
        var any: Set<Int> = []
        /// Every number the player's descriptions write ("homers (6)", "25' 3PT"): a play's own
        /// words, quoted, and nothing else.
        var written: Set<Int> = []
        /// Each counter's value at the reader's horizon: what may also be the player's whole
        /// game, if they added nothing after it.
        var latest: Set<Int> = []
        /// The player's figures in each period (`PlacedFigures`): what a figure placed there may be.
        var placed: [Int: Set<Int>] = [:]
        /// `placed` by family ("points" → period → values): what a figure with a unit placed there may be.
        var placedByFamily: [String: [Int: Set<Int>]] = [:]
        /// The player's counters at each period's end, by family ("points" → period → values):
        /// what a figure placed "after" a period may be.
        var periodEnds: [String: [Int: Set<Int>]] = [:]
        /// The player's figures by family ("points", "turnovers"): what a figure with a unit may be.
        var families: [String: FigureFamily] = [:]
        /// Where the player stood in a goal's list of assists (1 the first, 2 the second): "the
        /// second assist on Reinhart's goal".
        var assistPositions: Set<Int> = []
        /// The player's times up as a batter, in play order: "struck out twice in his first three
        /// trips to the plate" (`PlateSpan`).
        var appearances: [PlateAppearance] = []
        /// The sizes of the player's trips to the line ("Free Throw 1 of 2" → 2): "made two free throws".
        var trips: Set<Int> = []
    }
}
