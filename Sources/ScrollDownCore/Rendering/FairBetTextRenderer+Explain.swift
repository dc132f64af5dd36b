import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension FairBetTextRenderer {
    /// `--explain BET`: method, each side's implied probability per book, the vig removed,
    /// the fair probability and price, and the EV per book.
    static func explain(_ view: FairBetExplanation, format: OddsDisplayFormat, style: TerminalStyle,
                               localTime: LocalTime) -> String {
        let row = view.row
        var out = [style.bold("Explain") + " · \(row.selection) · \(row.market)"]
        out.append("  \(row.matchup) · \(row.league) · \(localTime.dayAndTime(row.start))")
        out.append(style.dim("  id \(row.id)"))
        if let fair = row.fair, fair.source == .server {
            out.append("")
            out += TextWrap.lines("Server figure (preferred): fair \(OddsDisplayFormat.percentText(fair.probability)) = "
                + "\(format.text(probability: fair.probability)) · \(fair.methodLabel), \(fair.reference) · confidence \(fair.tier)"
                + (fair.confidence.map { String(format: " %.2f", $0) } ?? ""), width: style.width)
            for step in view.serverSteps {
                out.append("  " + step.title + (step.description.map { ": \($0)" } ?? ""))
                for item in step.rows { out.append("    \(item.label): \(item.value)") }
            }
            out.append("")
            out.append(style.dim("The same market devigged here, for comparison:"))
        }
        out.append("")
        out.append(style.bold("1. Method") + " · \(view.method.displayName)")
        out += TextWrap.lines(view.method.summary, width: style.width, indent: "   ")
        guard let pricing = view.pricing else {
            out.append("")
            out += TextWrap.lines("No fair price here: \(view.problem ?? "unknown").", width: style.width, indent: "   ")
            return out.joined(separator: "\n") + "\n"
        }
        let sideHeaders = view.sides
        let books = pricing.perBook

        out.append("")
        out.append(style.bold("2. Implied probabilities") + " (1 / decimal price, vig included)")
        var implied = TextTable(alignments: [.left] + Array(repeating: .right, count: sideHeaders.count + 2))
        implied.indent = "   "
        implied.add(["book"] + sideHeaders + ["sum", "vig"])
        for book in books {
            let cells = zip(book.prices, book.implied).map { "\(OddsDisplayFormat.americanText($0)) → \(percent($1))" }
            implied.add([Books.abbreviation(for: book.book)] + cells
                + [percent(book.implied.reduce(0, +)), percent(book.result.overround)])
        }
        out += implied.render()

        out.append("")
        let parameter = view.method.parameterName.map { " with \($0) solved so the sides sum to 100%" } ?? ""
        out.append(style.bold("3. Vig removed") + " (\(view.method.displayName)\(parameter))")
        var removed = TextTable(alignments: [.left] + Array(repeating: .right, count: sideHeaders.count + 1))
        removed.indent = "   "
        removed.add(["book"] + sideHeaders + (view.method.parameterName.map { [$0] } ?? []))
        for book in books {
            removed.add([Books.abbreviation(for: book.book)] + book.result.fair.map(percent)
                + (book.result.parameter.map { [String(format: "%.6f", $0)] } ?? []))
        }
        out += removed.render()

        out.append("")
        switch pricing.reference {
        case .sharp(let names):
            out.append(style.bold("4. Fair probability") + " · " + (names.count == 1
                ? "the sharp book \(names[0])'s devigged line" : "mean of \(names.count) sharp books (\(names.joined(separator: ", ")))"))
        case .consensus(let names):
            out.append(style.bold("4. Fair probability") + " · consensus of \(names.count) books: the median per side, rescaled to sum to 100%")
        }
        for (index, side) in sideHeaders.enumerated() {
            let marker = index == view.selected ? " ←" : ""
            out.append("   \(side): \(percent(pricing.fair[index]))\(marker)")
        }
        out.append("   confidence \(pricing.confidence.rawValue) (\(sharpWords(pricing)))")

        let p = pricing.fair[view.selected]
        out.append("")
        out.append(style.bold("5. Fair price") + " · \(sideHeaders[view.selected])")
        out.append("   \(percent(p)) = \(OddsDisplayFormat.americanText(OddsMath.american(fromProbability: p) ?? 0)) American = "
            + String(format: "%.3f", OddsMath.decimal(fromProbability: p) ?? 0) + " decimal")

        out.append("")
        out.append(style.bold("6. EV per book") + " · (decimal × \(percent(p)) − 1) × 100")
        var ev = TextTable(alignments: [.left, .right, .right, .right])
        ev.indent = "   "
        ev.add(["book", "price", "decimal", "EV"])
        for book in row.books {
            let decimal = OddsMath.decimal(fromAmerican: book.price) ?? 0
            let value = ExpectedValue.percent(decimal: decimal, fairProbability: p)
            ev.add([book.label, OddsDisplayFormat.americanText(book.price), String(format: "%.3f", decimal),
                    value.map(OddsDisplayFormat.evText) ?? "n/a"])
        }
        out += ev.render()
        return out.joined(separator: "\n") + "\n"
    }

    private static func percent(_ p: Double) -> String { String(format: "%.2f%%", p * 100) }

    private static func sharpWords(_ pricing: MarketPricing) -> String {
        switch pricing.confidence {
        case .high: return "2+ sharp books"
        case .medium: return "1 sharp book"
        case .low: return "no sharp book"
        }
    }
}
