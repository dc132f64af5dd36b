import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Turns frames into the bytes that change the screen: each row is cut to the width (colour
/// escapes pass through, uncounted), and only rows that differ from the last frame drawn are
/// written again. A resize or `invalidate` repaints everything.
struct ScreenPainter {
    private var shown: [String] = []
    private var shownSize = (rows: 0, columns: 0)

    /// Forgets what is on the screen: the next frame is drawn whole (after a resize, or after
    /// something else wrote to the terminal).
    mutating func invalidate() { shown = [] }

    /// The bytes that take the screen from the last frame to `frame`, on a `rows`×`columns`
    /// terminal; empty when nothing changed.
    mutating func paint(_ frame: Frame, rows: Int, columns: Int) -> String {
        let rows = max(rows, 2), columns = max(columns, 1)
        var wanted = (0..<(rows - 1)).map { index -> String in
            let line = frame.top + index
            return line < frame.lines.count ? Self.cut(frame.lines[line], to: columns) : ""
        }
        wanted.append(Self.cut(frame.status, to: columns))
        var out = ""
        let whole = shown.count != wanted.count || shownSize != (rows, columns)
        if whole { out += "\u{1B}[0m\u{1B}[2J" }
        for (row, line) in wanted.enumerated() where whole || shown[row] != line {
            out += "\u{1B}[\(row + 1);1H\u{1B}[0m" + line + "\u{1B}[0m\u{1B}[K"
        }
        shown = wanted
        shownSize = (rows, columns)
        return out.isEmpty ? "" : "\u{1B}[?25l" + out
    }

    /// `line` cut to `columns` display cells; escape sequences are kept and count nothing.
    static func cut(_ line: String, to columns: Int) -> String {
        var out = ""
        var used = 0
        var escape = false
        for character in line {
            if escape {
                out.append(character)
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { escape = false }
                continue
            }
            if character == "\u{1B}" {
                escape = true
                out.append(character)
                continue
            }
            let width = DisplayWidth.of(String(character))
            if used + width > columns { break }
            used += width
            out.append(character)
        }
        return out
    }

    /// `line` without its escape sequences: what a reader sees of it.
    static func plain(_ line: String) -> String {
        var out = ""
        var escape = false
        for character in line {
            if escape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { escape = false }
                continue
            }
            if character == "\u{1B}" { escape = true } else { out.append(character) }
        }
        return out
    }
}
