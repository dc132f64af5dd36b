import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One piece of what `fairbet` shows, as data: the whole list, or (streamed as pages arrive)
/// its header, a page's cards and its end; one bet's devig math; a parlay's fair price. Only
/// the core makes one (`FairBetRun`), with the reader's price format and devig method.
public struct FairBetOutput: Sendable {
    enum Content: Sendable {
        /// Every bet, best EV first (or as sorted).
        case list(FairBetListView, sort: FairBetSort)
        /// The header of a list streamed in text (`--sort time`), before its first card.
        case streamHeader(FairBetListView, sort: FairBetSort)
        /// The bets of one priced page, as they are streamed.
        case cards([FairBetRow])
        /// The end of a list streamed in text: how many bets it showed.
        case streamEnd(shown: Int)
        /// NDJSON lines ranked by EV. The spill sorter that ranks them keeps each bet on disk as
        /// the line it prints as, so they come back already in their output form.
        case rankedLines(String)
        /// `--explain BET`.
        case explain(FairBetExplanation)
        /// `--parlay BET BET …`.
        case parlay(ParlayView)
    }

    let content: Content
    /// How prices are written in text.
    let prices: OddsDisplayFormat
    /// The client devig method, which every bet's JSON names.
    let method: DevigMethod

    /// The whole list and an explanation are long enough for a pager; streamed pieces never
    /// are (a pager would hold the stream back).
    var isPageable: Bool {
        switch content {
        case .list, .explain: return true
        case .streamHeader, .cards, .streamEnd, .rankedLines, .parlay: return false
        }
    }
}

/// The order of the `fairbet` list.
public enum FairBetSort: String, Sendable, CaseIterable {
    /// Best EV first (text and json collect every page, then sort).
    case ev
    /// The server's game-time order, streamed as pages arrive.
    case time
}
