import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Word-boundary layout for help text: lines break only between words, so no word is ever
/// split; a word longer than the line stays whole and overflows rather than break.
enum TextLayout {
    /// `text` wrapped to `width` columns; the first line starts with `first`, the rest with `rest`.
    /// A command it names (`scrolldown game ID --reveal`) is one unit, as in every text output.
    static func wrap(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        let glued = TextWrap.gluingCommands(text, fitting: width - rest.count) ?? text
        return wrap(units: glued.split(separator: " ").map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") },
                    width: width, first: first, rest: rest)
    }

    /// Like `wrap(_:width:first:rest:)` over units that must stay on one line each, such as
    /// `[--league LEAGUES]` in a usage line.
    static func wrap(units: [String], width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var current = first
        var currentHasWord = false
        for word in units where !word.isEmpty {
            let candidate = currentHasWord ? current + " " + word : current + word
            if currentHasWord && candidate.count > width {
                lines.append(current)
                current = rest + word
            } else {
                current = candidate
            }
            currentHasWord = true
        }
        if currentHasWord || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Two columns: names on the left, help wrapped on the right. A name too wide for its
    /// column, or a terminal too narrow for two columns, puts the help on the next lines.
    static func rows(_ items: [(name: String, help: String)], width: Int, indent: Int = 2) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let column = min(26, items.map(\.name.count).max() ?? 0)
        let helpStart = indent + column + 2
        let stacked = width - helpStart < 28
        var lines: [String] = []
        for item in items {
            if stacked || item.name.count > column {
                lines.append(pad + item.name)
                let inner = String(repeating: " ", count: stacked ? indent + 4 : helpStart)
                lines += wrap(item.help, width: width, first: inner, rest: inner)
            } else {
                let first = pad + item.name + String(repeating: " ", count: column - item.name.count + 2)
                lines += wrap(item.help, width: width, first: first, rest: String(repeating: " ", count: helpStart))
            }
        }
        return lines
    }
}
