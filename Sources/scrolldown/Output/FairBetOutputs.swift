import Foundation
import ScrollDownCore

/// The sorted `fairbet` list.
struct FairBetListOutput: CommandOutput {
    let view: FairBetListView
    let sort: String
    let format: OddsDisplayFormat
    var isPageable: Bool { true }

    func text(_ context: RenderContext) -> String {
        FairBetTextRenderer.render(view, sort: sort, format: format, style: context.style, localTime: context.localTime)
    }

    func json(_ format: OutputFormat) -> String {
        format == .ndjson ? view.rows.map { JSONOutput.betLine($0, method: view.method) }.joined() : JSONOutput.fairBet(view, sort: sort)
    }
}

/// Streamed bets (one page's worth): cards in text, one line each in ndjson. Never paged:
/// a pager would hold the stream back.
struct BetCardsOutput: CommandOutput {
    let rows: [FairBetRow]
    let method: DevigMethod
    let format: OddsDisplayFormat

    func text(_ context: RenderContext) -> String {
        rows.map { "\n" + FairBetTextRenderer.card($0, format: format, style: context.style, localTime: context.localTime) }.joined()
    }

    func json(_ format: OutputFormat) -> String { rows.map { JSONOutput.betLine($0, method: method) }.joined() }
}

/// `fairbet --explain`.
struct ExplainOutput: CommandOutput {
    let view: FairBetExplanation
    let format: OddsDisplayFormat
    var isPageable: Bool { true }

    func text(_ context: RenderContext) -> String {
        FairBetTextRenderer.explain(view, format: format, style: context.style, localTime: context.localTime)
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.explain(view, format: format) }
}

/// `fairbet --parlay`.
struct ParlayOutput: CommandOutput {
    let view: ParlayView
    let method: DevigMethod
    let format: OddsDisplayFormat

    func text(_ context: RenderContext) -> String {
        FairBetTextRenderer.parlay(view, format: format, style: context.style, localTime: context.localTime)
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.parlay(view, method: method, format: format) }
}
