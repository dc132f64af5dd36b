import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the renderers may assume about the terminal they write to.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether ANSI colour and emphasis are allowed (TTY, no `NO_COLOR`, no `--no-color`).
    var color: Bool
    /// Columns available; long free text wraps to this width.
    var width: Int

    public init(color: Bool, width: Int = 100) {
        self.color = color
        self.width = max(40, width)
    }

    /// Plain output: no escapes at all (pipes, files, tests).
    static let plain = TerminalStyle(color: false, width: 100)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func accent(_ text: String) -> String { wrap(text, "36") }
    func emphasis(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        color && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Display width of text in terminal columns: East Asian wide characters and emoji take two
/// columns, combining marks none. Good enough for alignment of names and labels.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        // Most cells are ASCII: one column a byte, without a Unicode property lookup each.
        if !text.containsByte(where: { $0 >= 0x80 }) { return text.utf8.count }
        var width = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                width += 1
                continue
            }
            if scalar.properties.generalCategory == .nonspacingMark || v == 0x200D || (0xFE00...0xFE0F).contains(v) {
                continue
            }
            if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v) {
                width += 2
            } else {
                width += 1
            }
        }
        return width
    }

    static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let gap = max(0, width - of(text))
        return right ? String(repeating: " ", count: gap) + text : text + String(repeating: " ", count: gap)
    }

    /// `pad`'s UTF-8 bytes, appended to `out` without building the padded string.
    static func append(_ text: String, paddedTo width: Int, right: Bool = false, to out: inout [UInt8]) {
        let gap = max(0, width - of(text))
        if !right { text.withUTF8Bytes { out += $0 } }
        out += repeatElement(0x20, count: gap)
        if right { text.withUTF8Bytes { out += $0 } }
    }
}

/// Word wrapping for prose blocks. `package`: the help's layout keeps commands whole by the
/// same rule (`gluingCommands`).
package enum TextWrap {
    static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
        let limit = max(20, width - DisplayWidth.of(indent))
        // The guard's marker is one unit: never break "[outcome hidden]" across lines. Its
        // spaces become no-break spaces while wrapping, and every no-break space a space after.
        // Foundation's replacing bridges through NSString: only when there is something to replace.
        // So is a command (`scrolldown read 22000001`): a hint that does not fit goes on the
        // next line whole.
        let hasMarker = text.contains(LeakGuard.marker)
        let commands = gluingCommands(text, fitting: limit)
        let hasNoBreakSpace = hasMarker || commands != nil || text.unicodeScalars.contains("\u{00A0}")
        let unmarked = commands ?? text
        let glued = hasMarker
            ? unmarked.replacingOccurrences(of: LeakGuard.marker, with: LeakGuard.marker.replacingOccurrences(of: " ", with: "\u{00A0}"))
            : unmarked
        var lines = wordWrap(glued, limit: limit, indent: indent)
        // A hint after the last " — " or " · " that holds a command goes on a line of its own
        // when wrapping the words before it left no line with it whole. A dash stays at the
        // end of the line before; a list's dot goes.
        if lines.count > 1, commands != nil,
           let separator = [" — ", " · "].compactMap({ glued.range(of: $0, options: .backwards) })
               .max(by: { $0.lowerBound < $1.lowerBound }) {
            let hint = String(glued[separator.upperBound...])
            if hint.contains("scrolldown\u{00A0}"), !lines.contains(where: { $0.contains(hint) }) {
                let dash = glued[separator] == " — " ? " —" : ""
                lines = wordWrap(String(glued[..<separator.lowerBound]) + dash, limit: limit, indent: indent)
                    + wordWrap(hint, limit: limit, indent: indent)
            }
        }
        return hasNoBreakSpace ? lines.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") } : lines
    }

    /// `text` broken at spaces into lines of at most `limit` columns after `indent`.
    private static func wordWrap(_ text: String, limit: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > limit, !current.isEmpty {
                lines.append(indent + current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }
}

extension TextWrap {
    /// `text` with each line wider than `width` wrapped at spaces, its continuation lines
    /// indented as the line is: for notices and messages, whose words may run long (a window,
    /// a path, a list of names). Tables fit themselves. Colour codes take no column.
    static func fit(_ text: String, width: Int) -> String {
        guard text.utf8.count > width else { return text }
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            guard DisplayWidth.of(line) > width, visibleWidth(line) > width else {
                out.append(line)
                continue
            }
            let indent = String(line.prefix { $0 == " " })
            out += broken(String(line.dropFirst(indent.count)), width: width, indent: indent)
        }
        return out.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` columns, each after `indent`, broken at the last
    /// space that fits (between the items of a " · " list when one fits past half the line);
    /// the spacing inside a line (a report's columns) is kept, and neither the guard's
    /// "[outcome hidden]" nor a command is broken. A word longer than the line stays whole.
    private static func broken(_ text: String, width: Int, indent: String) -> [String] {
        let glue = LeakGuard.marker.replacingOccurrences(of: " ", with: "\u{00A0}")
        let room = max(20, width - DisplayWidth.of(indent))
        var rest = Substring((gluingCommands(text, fitting: room) ?? text).replacingOccurrences(of: LeakGuard.marker, with: glue))
        var lines: [String] = []
        while visibleWidth(String(rest)) > room {
            var cut: String.Index?
            var index = rest.startIndex
            while index < rest.endIndex {
                if rest[index] == " ", index > rest.startIndex {
                    if visibleWidth(String(rest[..<index])) <= room { cut = index } else { break }
                }
                index = rest.index(after: index)
            }
            // A list of items ("A · B · C") breaks between items when one fits past half the line.
            if let item = rest.ranges(of: " · ").last(where: { visibleWidth(String(rest[..<$0.lowerBound])) <= room }),
               visibleWidth(String(rest[..<item.lowerBound])) > room / 2 {
                lines.append(indent + String(rest[..<item.lowerBound]))
                rest = rest[item.upperBound...]
                continue
            }
            if cut == nil { cut = rest.dropFirst().firstIndex(of: " ") }
            guard let at = cut else { break }
            var head = String(rest[..<at])
            while head.hasSuffix(" ") { head.removeLast() }
            lines.append(indent + head)
            rest = rest[at...].drop { $0 == " " }
        }
        if !rest.isEmpty { lines.append(indent + String(rest)) }
        return lines.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    }

    /// `text` with the spaces inside each command it names (`scrolldown read 22000001`,
    /// `scrolldown game ID --reveal`, `scrolldown odds 7 --category NAME`) made no-break
    /// spaces, so wrapping moves a command to the next line whole; nil when it names none.
    /// A command is `scrolldown`, its command word, then every word that reads as an argument
    /// (`CommandWords.isArgument`); punctuation after a word ends it. One wider than `fitting`
    /// columns could not stay whole on any line: it is left to break at its spaces.
    package static func gluingCommands(_ text: String, fitting: Int = .max) -> String? {
        guard text.contains("scrolldown ") else { return nil }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var glued = false
        var index = 0
        while index < words.count - 1 {
            guard CommandWords.bare(words[index]) == "scrolldown", !CommandWords.endsCommand(words[index]) else {
                index += 1
                continue
            }
            // The command word, then its arguments, each joined to the word before.
            var end = index + 1
            while end + 1 < words.count, !CommandWords.endsCommand(words[end]), CommandWords.isArgument(words[end + 1]) {
                end += 1
            }
            let command = words[index...end].joined(separator: "\u{00A0}")
            if DisplayWidth.of(command) <= fitting {
                words[index...end] = [command]
                glued = true
            }
            index += 1
        }
        return glued ? words.joined(separator: " ") : nil
    }

    /// Columns of `line` without its SGR colour sequences (`ESC [ … m`).
    static func visibleWidth(_ line: String) -> Int {
        guard line.contains("\u{1B}") else { return DisplayWidth.of(line) }
        var plain = "", skipping = false
        for character in line {
            if character == "\u{1B}" { skipping = true; continue }
            if skipping { if character == "m" { skipping = false }; continue }
            plain.append(character)
        }
        return DisplayWidth.of(plain)
    }
}

/// How a command written in text is told from the prose around it: its words after the
/// command word are ids, placeholders, options, games by name and the few lowercase values
/// the hints use; anything else is prose again.
enum CommandWords {
    /// Lowercase words that are arguments where a hint names them.
    static let values: Set<String> = [
        "today", "yesterday", "tomorrow", "json", "text", "bash", "zsh", "fish", "get", "set", "unset", "list",
        "path", "hidden", "guarded", "always", "never", "onmarkread", "pbp", "flow",
    ]

    /// `word` without the quotes, brackets and punctuation around it.
    static func bare(_ word: String) -> String {
        word.trimmingCharacters(in: edges)
    }

    private static let edges = CharacterSet(charactersIn: "'\"`()[].,;:!?")

    /// The command ends after `word`: it is followed by punctuation or a closing quote.
    static func endsCommand(_ word: String) -> Bool {
        guard let last = word.last else { return true }
        return ".,;:)]'\"`!?".contains(last) && !word.hasSuffix("...")
    }

    /// `word` reads as an argument of a command: an id or a number (`22000001`, `2025-10-08`),
    /// an option (`--reveal`), a placeholder or a team (`ID`, `TEAM`, `NHL:BOS`, `OKC@yesterday`),
    /// a redirection and its path (`> ~/.local/share/…`), or one of `values`.
    static func isArgument(_ word: String) -> Bool {
        let bare = bare(word)
        guard let first = bare.first, !word.hasPrefix("(") else { return false }
        if first.isNumber || first == "-" || bare.contains("@") || bare.contains("=") || bare == ">" { return true }
        if first == "/" || first == "~" { return true }
        if values.contains(bare.lowercased()) && bare == bare.lowercased() { return true }
        let letters = bare.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
    }
}
