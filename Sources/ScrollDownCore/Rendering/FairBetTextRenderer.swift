import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `scrolldown fairbet` as text: one card per bet — EV, selection, game, fair estimate with
/// where it came from, and every book's price and EV.
enum FairBetTextRenderer {
    /// The list header.
    static func header(_ view: FairBetListView, sort: String, style: TerminalStyle, counted: Bool = true) -> String {
        let count = view.rows.count
        var facts = [sort == "ev" ? "best EV first" : "in game-time order"]
        if counted { facts.insert("\(count) bet\(count == 1 ? "" : "s")", at: 0) }
        facts += view.filters
        var out = [style.bold("FairBet") + " · " + facts.joined(separator: " · ")]
        out += TextWrap.lines("Fair price: the server's where it sent one (marked server), else devigged here with the "
            + "\(view.method.displayName) method from the sharp book, or a consensus of 3+ books (marked client). "
            + "EV = decimal price × fair probability − 1.", width: style.width, indent: "  ").map { style.dim($0) }
        return out.joined(separator: "\n") + "\n"
    }

    /// The whole list (header, cards).
    static func render(_ view: FairBetListView, sort: String, format: OddsDisplayFormat, style: TerminalStyle,
                              localTime: LocalTime) -> String {
        var out = header(view, sort: sort, style: style)
        if view.rows.isEmpty { out += "\n  No pregame bets match.\n" }
        for row in view.rows { out += "\n" + card(row, format: format, style: style, localTime: localTime) }
        return out
    }

    /// One bet.
    static func card(_ row: FairBetRow, format: OddsDisplayFormat, style: TerminalStyle, localTime: LocalTime) -> String {
        let indent = "          "
        let ev = row.bestEV.map(OddsDisplayFormat.evText) ?? "n/a"
        let evCell = DisplayWidth.pad(ev, to: 8, right: true)
        var out = [(row.bestEV ?? -1) > 0 ? style.emphasis(evCell) : evCell]
        out[0] += "  " + style.bold(row.selection) + " · " + row.market
        out.append(indent + "\(row.matchup) · \(row.league) · \(localTime.dayAndTime(row.start))")
        if let fair = row.fair {
            var words = ["fair \(format.text(probability: fair.probability))"]
            if format != .probability { words[0] += " (\(OddsDisplayFormat.percentText(fair.probability)))" }
            words.append("\(fair.methodLabel), \(fair.reference)")
            words.append(fair.source.rawValue)
            words.append("confidence \(fair.tier)" + (fair.confidence.map { String(format: " %.2f", $0) } ?? ""))
            if let best = row.best, best.evPercent != nil {
                words.insert("best \(best.label) \(format.text(american: best.price))", at: 0)
            }
            out += TextWrap.lines(words.joined(separator: " · "), width: style.width, indent: indent)
        } else {
            var words = ["no fair price: \(row.noFairReason ?? "unknown")"]
            if let best = row.best { words.insert("best price \(best.label) \(format.text(american: best.price))", at: 0) }
            out += TextWrap.lines(words.joined(separator: " · "), width: style.width, indent: indent).map { style.dim($0) }
        }
        let books = row.books.map { book -> String in
            var text = "\(book.label) \(format.text(american: book.price))"
            if let ev = book.evPercent { text += " \(OddsDisplayFormat.evText(ev))" }
            if book.isSharp { text += " (sharp)" }
            return text.replacingOccurrences(of: " ", with: "\u{00A0}")
        }
        out += TextWrap.lines(books.joined(separator: " · "), width: style.width, indent: indent)
            .map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
        if !row.leftOut.isEmpty {
            out += TextWrap.lines("left out, no valid price: " + row.leftOut.joined(separator: ", "), width: style.width, indent: indent)
                .map { style.dim($0) }
        }
        out.append(style.dim(indent + "id \(row.id)"))
        return out.joined(separator: "\n") + "\n"
    }

    /// `--parlay`.
    static func parlay(_ view: ParlayView, format: OddsDisplayFormat, style: TerminalStyle, localTime: LocalTime) -> String {
        var out = [style.bold("Parlay") + " · \(view.legs.count) legs"]
        for (index, leg) in view.legs.enumerated() {
            guard let row = leg.row else {
                out.append("  \(index + 1). \(leg.id): not found")
                continue
            }
            out += TextWrap.lines("\(index + 1). \(row.selection) · \(row.matchup) · \(localTime.dayAndTime(row.start))",
                                  width: style.width, indent: "  ")
            if let fair = row.fair {
                let confidence = "confidence \(fair.tier)" + (fair.confidence.map { String(format: " %.2f", $0) } ?? "")
                out.append("     fair \(OddsDisplayFormat.percentText(fair.probability)) (\(format.text(probability: fair.probability)))"
                    + " · \(confidence) · \(fair.source.rawValue)")
            } else {
                out.append("     no fair price: \(row.noFairReason ?? "unknown")")
            }
        }
        out.append("")
        if let result = view.evaluation {
            out.append("Fair parlay probability: " + style.bold(OddsDisplayFormat.percentText(result.probability))
                + " = \(OddsDisplayFormat.americanText(result.fairAmerican.rounded())) = \(String(format: "%.2f", result.fairDecimal)) decimal")
            if let combined = result.combinedConfidence {
                out.append("Combined confidence: \(String(format: "%.2f", combined)) (geometric mean of \(result.confidenceCount) server confidence\(result.confidenceCount == 1 ? "" : "s"))")
            } else {
                out.append("Combined confidence: n/a (no leg carries a server confidence; client tiers: "
                    + view.legs.compactMap { $0.row?.fair?.tier }.joined(separator: ", ") + ")")
            }
            for pair in result.correlatedPairs {
                let game = view.legs[pair[0]].row?.matchup ?? ""
                out += TextWrap.lines("Warning: legs \(pair[0] + 1) and \(pair[1] + 1) are from the same game (\(game)): their outcomes are "
                    + "correlated, so the product is not their joint probability.", width: style.width).map { style.accent($0) }
            }
        } else {
            out.append("No fair parlay price:")
            for problem in view.problems { out += TextWrap.lines(problem, width: style.width, indent: "  ") }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
