import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A game cut into reading steps, each with what it holds: one step per period
/// (play-by-play) or per flow block.
///
/// Every period up to `through` has a place, whether or not the feed has a row or a block
/// for it. A goals-only feed lists nothing for a period without a goal; if such a period had
/// no step, where a hidden game stops, which period it names and which end score it withholds
/// would depend on where the goals fell: on the outcome. Periods past `through` have a step
/// only up to the last one the feed covers, with the gaps before it filled the same way.
struct TimelineSteps {
    var steps: [PacingStep] = []
    /// Plays per step (play-by-play; empty in flow mode); `[]` for a period without rows.
    var periodPlays: [[PlayEntry]] = []
    /// The block of each step (flow; empty in play-by-play mode); nil for a period no block covers.
    var blocks: [FlowBlock?] = []
    /// Flow steps whose story is held before reveal (`flow(_:through:horizon:plays:)`): the
    /// block holding the last period before the withheld one. Only its part up to that period,
    /// without narrative, mini box, end clock or closing score, until the reader steps past.
    var held: Set<Int> = []

    /// One step per period, periods ascending, plays in server order within a period. Real
    /// feeds sometimes list a late-logged play of an earlier period among the next period's
    /// plays; it is read with its own period. No plays: no steps (nothing to read, whatever
    /// the game's state).
    static func playByPlay(_ plays: [PlayEntry], through: Int) -> TimelineSteps {
        var byPeriod: [Int: [PlayEntry]] = [:]
        for play in plays { byPeriod[max(play.quarter ?? 1, 1), default: []].append(play) }
        guard let lastWithRows = byPeriod.keys.max() else { return TimelineSteps() }
        var cut = TimelineSteps()
        for period in 1...max(lastWithRows, through) {
            let group = byPeriod[period] ?? []
            cut.periodPlays.append(group)
            cut.steps.append(PacingStep(id: period, startPeriod: period, endPeriod: period,
                                        lastPlayIndex: group.map(\.playIndex).max()))
        }
        return cut
    }

    /// One step per block, in period order (the server's order within a period: a block of
    /// an earlier period listed late is read with its period, as plays are), and a step of
    /// its own for each period no block covers, placed before the first block that starts
    /// after it. A synthetic step's id is the period negated (block indices are never negative).
    ///
    /// `withheld`: a hidden game's withheld period (the last regulation period). The server
    /// draws block boundaries knowing the whole game, so where a block ends near it must not
    /// show: a block running from before that period into it becomes two steps, its part up to
    /// the period before (`held`) and the rest; a block ending right before it is `held` too.
    /// Before the reader steps into the withheld period both read alike. `periodOf` gives a
    /// play's period by `playIndex`, to cut a block's plays.
    static func flow(_ flowBlocks: [FlowBlock], through: Int, withheld: Int? = nil,
                     periodOf: [Int: Int] = [:]) -> TimelineSteps {
        var cut = TimelineSteps()
        let start = { (block: FlowBlock) in max(min(block.periodStart, block.periodEnd), 1) }
        let ordered = flowBlocks.enumerated().sorted { start($0.element) != start($1.element)
            ? start($0.element) < start($1.element) : $0.offset < $1.offset }.map(\.element)
        for block in ordered {
            let first = start(block), last = max(block.periodStart, block.periodEnd, 1)
            if let withheld, first < withheld, last >= withheld - 1 {
                let before = block.playIds.filter { (periodOf[$0] ?? last) < withheld }
                cut.held.insert(cut.steps.count)
                cut.steps.append(PacingStep(id: block.blockIndex, startPeriod: first, endPeriod: withheld - 1,
                                            lastPlayIndex: before.max()))
                cut.blocks.append(block)
                guard last >= withheld else { continue }
                cut.steps.append(PacingStep(id: block.blockIndex, startPeriod: withheld, endPeriod: last,
                                            lastPlayIndex: block.playIds.max()))
                cut.blocks.append(block)
                continue
            }
            cut.steps.append(PacingStep(id: block.blockIndex, startPeriod: max(block.periodStart, 1),
                                        endPeriod: max(block.periodEnd, 1), lastPlayIndex: block.playIds.max()))
            cut.blocks.append(block)
        }
        guard !cut.steps.isEmpty else { return cut }
        var covered = Set<Int>()
        for step in cut.steps { covered.formUnion(step.startPeriod...step.endPeriod) }
        let last = max(covered.max() ?? 1, through)
        for period in 1...last where !covered.contains(period) {
            let index = cut.steps.firstIndex { $0.startPeriod > period } ?? cut.steps.count
            cut.steps.insert(PacingStep(id: -period, startPeriod: period, endPeriod: period, lastPlayIndex: nil), at: index)
            cut.blocks.insert(nil, at: index)
            cut.held = Set(cut.held.map { $0 >= index ? $0 + 1 : $0 })
        }
        return cut
    }

    /// The steps up to `count`, with their content.
    func prefix(_ count: Int) -> TimelineSteps {
        TimelineSteps(steps: Array(steps.prefix(count)), periodPlays: Array(periodPlays.prefix(count)),
                      blocks: Array(blocks.prefix(count)), held: held.filter { $0 < count })
    }
}
