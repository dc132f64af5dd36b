import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `scrolldown odds ID` as text: the game header, the category and line choice, then the
/// cross-book table sized to the terminal. Books that do not fit beside the row labels go to
/// a further table with the same rows, so no column is ever cut off.
enum OddsTextRenderer {
    /// `tableWidth` is the terminal's full width (prose wraps at `style.width`, which may be
    /// capped for reading); nil: the style's.
    static func render(_ view: OddsView, format: OddsDisplayFormat, style: TerminalStyle, localTime: LocalTime,
                              tableWidth: Int? = nil) -> String {
        let columns = max(40, tableWidth ?? style.width)
        var out = GameTextRenderer.header(view.header, style: style, localTime: localTime)
        let table = view.table
        out.append("")
        if let category = table.category {
            let lineWords: [OddsLineSelection: String] = [.closing: "closing lines", .opening: "opening lines", .both: "opening and closing lines"]
            var facts = ["\(category.title)", lineWords[table.lines]!, "\(format.rawValue) odds"]
            if !table.isEmpty { facts.append("* best price") }
            out.append(style.bold("Odds") + " · " + facts.joined(separator: " · "))
            let others = table.categories.filter { $0 != category }.map(\.rawValue)
            if !others.isEmpty && !table.isEmpty {
                out += TextWrap.lines("Also priced: \(others.joined(separator: ", ")) — scrolldown odds \(view.header.id) --category NAME",
                                      width: style.width, indent: "  ").map { style.dim($0) }
            }
        } else {
            out.append(style.bold("Odds"))
        }
        if !view.pregameLines.isEmpty {
            out += TextWrap.lines("Pregame: " + view.pregameLines.joined(separator: " · "), width: style.width, indent: "  ")
        }
        for note in view.notes { out += TextWrap.lines(note, width: style.width, indent: "  ") }
        if !table.isEmpty {
            out.append("")
            out += tables(table, format: format, style: style, width: columns)
        }
        switch view.live {
        case .notRequested: break
        case .notLive:
            out.append("")
            out.append(style.dim("In-game prices: none — the game is not in progress."))
        case .hidden(let command):
            out.append("")
            out += TextWrap.lines("In-game prices follow the score, so they are not fetched while the outcome is hidden — "
                + "\(command) to see them once.", width: style.width).map { style.accent($0) }
        case .delayed:
            out.append("")
            out += TextWrap.lines("In-game prices are not fetched while your live delay holds plays back: they follow the current score.",
                                  width: style.width).map { style.dim($0) }
        case .unavailable:
            out.append("")
            out.append(style.dim("In-game prices: the backend has none for this game."))
        case .table(let live, let updated):
            out.append("")
            out.append(style.bold("In-game prices") + " · live, they follow the score"
                + (updated.map { " · updated \(localTime.time($0))" } ?? ""))
            out += tables(live, format: format, style: style, width: columns)
        }
        switch view.outcome {
        case .none: break
        case .hidden(let command):
            out.append("")
            out.append(style.accent("Betting outcome hidden — \(command) to show it"))
        case .visible(let labels, let reason):
            out.append("")
            let peek = reason == .peek ? " (peek, not remembered)" : ""
            let text = labels.isEmpty ? "none reported by the server" : labels.joined(separator: " · ")
            out += TextWrap.lines("Betting outcome\(peek): " + text, width: style.width)
        }
        if !table.isEmpty {
            // One legend entry is never split across lines (no-break spaces while wrapping).
            let legend = table.books.filter { $0.label != $0.name }
                .map { "\($0.label) \($0.name)".replacingOccurrences(of: " ", with: "\u{00A0}") }
            if !legend.isEmpty {
                out.append("")
                out += TextWrap.lines("Books: " + legend.joined(separator: " · "), width: style.width)
                    .map { style.dim($0.replacingOccurrences(of: "\u{00A0}", with: " ")) }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The table split into as many tables as the width needs, each with every row.
    static func tables(_ table: OddsTable, format: OddsDisplayFormat, style: TerminalStyle, width: Int) -> [String] {
        let both = table.lines == .both
        let labelIndent = "    ", titleIndent = "  ", gap = "  "
        let labelWidth = table.sections.flatMap { section in
            [DisplayWidth.of(titleIndent + section.title)] + section.rows.map { DisplayWidth.of(labelIndent + $0.label) }
        }.max() ?? 0

        /// The text of one book's cells in a row (one, or two when both lines are shown).
        func cells(_ row: OddsRow, _ book: OddsBook) -> [String] {
            let cell = row.cells[book.name]
            let mark = row.best.contains(book.name) ? "*" : " "
            func text(_ price: Double?) -> String { price.map { format.text(american: $0) } ?? "--" }
            if both { return [text(cell?.opening) + " ", text(cell?.closing) + (cell?.closing == nil ? " " : mark)] }
            let price = table.lines == .opening ? cell?.opening : cell?.closing
            return [text(price) + (price == nil ? " " : mark)]
        }
        let allRows = table.sections.flatMap(\.rows)
        let widths: [String: [Int]] = Dictionary(uniqueKeysWithValues: table.books.map { book in
            let columns = both ? 2 : 1
            var w = (0..<columns).map { i in allRows.map { DisplayWidth.of(cells($0, book)[i]) }.max() ?? 2 }
            if both {
                w[0] = max(w[0], 5); w[1] = max(w[1], 6)  // "open ", "close "
                let span = w[0] + gap.count + w[1]
                if DisplayWidth.of(book.label) > span { w[1] += DisplayWidth.of(book.label) - span }
            } else {
                w[0] = max(w[0], DisplayWidth.of(book.label) + 1)
            }
            return (book.name, w)
        })
        func groupWidth(_ book: OddsBook) -> Int { widths[book.name]!.reduce(0) { $0 + $1 + gap.count } }

        // Greedy: as many books as fit beside the labels; at least one per table.
        var chunks: [[OddsBook]] = [[]]
        var used = labelWidth
        for book in table.books {
            if !chunks[chunks.count - 1].isEmpty && used + groupWidth(book) > width {
                chunks.append([])
                used = labelWidth
            }
            chunks[chunks.count - 1].append(book)
            used += groupWidth(book)
        }

        var out: [String] = []
        for (index, chunk) in chunks.enumerated() {
            if index > 0 {
                out.append("")
                out.append(style.dim("  (more books)"))
            }
            var head = DisplayWidth.pad("", to: labelWidth)
            var sub = head
            for book in chunk {
                let w = widths[book.name]!
                let span = w.reduce(0, +) + gap.count * (w.count - 1)
                head += gap + DisplayWidth.pad(book.label + " ", to: span, right: true)
                if both {
                    sub += gap + DisplayWidth.pad("open ", to: w[0], right: true) + gap + DisplayWidth.pad("close ", to: w[1], right: true)
                }
            }
            out.append(style.bold(trimmed(head)))
            if both { out.append(style.dim(trimmed(sub))) }
            for section in table.sections {
                out.append(style.bold(titleIndent + section.title))
                for row in section.rows {
                    var line = DisplayWidth.pad(labelIndent + row.label, to: labelWidth)
                    for book in chunk {
                        for (i, text) in cells(row, book).enumerated() {
                            let padded = DisplayWidth.pad(text, to: widths[book.name]![i], right: true)
                            line += gap + (text.hasSuffix("*") ? style.emphasis(padded) : padded)
                        }
                    }
                    out.append(trimmed(line))
                }
            }
        }
        return out
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
