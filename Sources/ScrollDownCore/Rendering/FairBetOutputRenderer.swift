import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension FairBetOutput {
    /// The text form of the piece (`FairBetTextRenderer`).
    func text(_ context: RenderContext) -> String {
        let style = context.style, localTime = context.localTime
        switch content {
        case .list(let view, let sort):
            return FairBetTextRenderer.render(view, sort: sort.rawValue, format: prices, style: style, localTime: localTime)
        case .streamHeader(let view, let sort):
            return FairBetTextRenderer.header(view, sort: sort.rawValue, style: style, counted: false)
        case .cards(let rows):
            return rows.map { "\n" + FairBetTextRenderer.card($0, format: prices, style: style, localTime: localTime) }.joined()
        case .streamEnd(let shown):
            return shown == 0 ? "\n  No pregame bets match.\n" : "\n\(shown) bet\(shown == 1 ? "" : "s").\n"
        case .rankedLines(let lines):
            return lines
        case .explain(let view):
            return FairBetTextRenderer.explain(view, format: prices, style: style, localTime: localTime)
        case .parlay(let view):
            return FairBetTextRenderer.parlay(view, format: prices, style: style, localTime: localTime)
        }
    }

    /// The JSON document or NDJSON lines of the piece. A streamed text list's header and end
    /// have none: JSON lists are never streamed with them.
    func json(_ format: OutputFormat) -> String {
        switch content {
        case .list(let view, let sort):
            return format == .ndjson ? view.rows.map { JSONOutput.betLine($0, method: view.method) }.joined()
                : JSONOutput.fairBet(view, sort: sort.rawValue)
        case .streamHeader, .streamEnd:
            return ""
        case .cards(let rows):
            return rows.map { JSONOutput.betLine($0, method: method) }.joined()
        case .rankedLines(let lines):
            return lines
        case .explain(let view):
            return JSONOutput.explain(view, format: format)
        case .parlay(let view):
            return JSONOutput.parlay(view, method: method, format: format)
        }
    }
}
