import Foundation
import ScrollDownCore

/// The sorted `fairbet` list.
struct FairBetListOutput: CommandOutput {
    let view: FairBetListView
    let sort: String
    let format: OddsDisplayFormat

    func text(_ context: RenderContext) -> String {
        FairBetTextRenderer.render(view, sort: sort, format: format, style: context.style, localTime: context.localTime)
    }

    func json(_ format: OutputFormat) -> String {
        format == .ndjson ? view.rows.map { JSONOutput.betLine($0, method: view.method) }.joined() : JSONOutput.fairBet(view, sort: sort)
    }
}

/// One streamed bet: a card in text, a line in ndjson.
struct BetCardOutput: CommandOutput {
    let row: FairBetRow
    let method: DevigMethod
    let format: OddsDisplayFormat

    func text(_ context: RenderContext) -> String {
        "\n" + FairBetTextRenderer.card(row, format: format, style: context.style, localTime: context.localTime)
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.betLine(row, method: method) }
}

/// `fairbet --explain`.
struct ExplainOutput: CommandOutput {
    let view: FairBetExplanation
    let format: OddsDisplayFormat

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
