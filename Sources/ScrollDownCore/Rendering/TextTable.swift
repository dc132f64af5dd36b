import Foundation

/// A column-aligned block of text rows, measured in terminal columns.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    var alignments: [Alignment]
    var rows: [[String]] = []
    public var indent = "  "
    var gap = "  "

    public init(alignments: [Alignment]) { self.alignments = alignments }

    public mutating func add(_ cells: [String]) { rows.append(cells) }

    /// Renders the rows; `style` is applied per cell after padding so escapes never skew widths.
    public func render(style: (_ row: Int, _ column: Int, _ text: String) -> String = { _, _, text in text }) -> [String] {
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
                let padded = isLast && alignment == .left ? cell : DisplayWidth.pad(cell, to: widths[i], right: alignment == .right)
                parts.append(style(rowIndex, i, padded))
            }
            var line = indent + parts.joined(separator: gap)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
