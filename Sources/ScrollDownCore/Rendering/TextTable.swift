import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A column-aligned block of text rows, measured in terminal columns.
struct TextTable: Sendable {
    enum Alignment: Sendable { case left, right }

    var alignments: [Alignment]
    var rows: [[String]] = []
    var indent = "  "
    var gap = "  "

    init(alignments: [Alignment]) { self.alignments = alignments }

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// `rows` as left-aligned columns after `indent`, without trailing spaces: the tables the
    /// executable prints itself (`doctor`, `config list`).
    static func leftAligned(_ rows: [[String]], indent: String) -> [String] {
        var table = TextTable(alignments: [])  // a column without an alignment is left-aligned
        table.indent = indent
        for row in rows { table.add(row) }
        return table.render()
    }

    /// Renders the rows. `style` gets each cell's own text and the padding is added outside
    /// it, so escapes never skew widths and no colour runs into trailing spaces.
    func render(style: (_ row: Int, _ column: Int, _ text: String) -> String = { _, _, text in text }) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) }
        }
        return rows.enumerated().map { rowIndex, row in
            var parts: [String] = []
            for (i, cell) in row.enumerated() {
                let isLast = i == row.count - 1
                let alignment = i < alignments.count ? alignments[i] : .left
                let styled = style(rowIndex, i, cell)
                let padding = String(repeating: " ", count: max(0, widths[i] - DisplayWidth.of(cell)))
                parts.append(alignment == .right ? padding + styled : isLast ? styled : styled + padding)
            }
            var line = indent + parts.joined(separator: gap)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The widest rendered line, in terminal columns.
    var width: Int {
        render().map(DisplayWidth.of).max() ?? 0
    }
}
