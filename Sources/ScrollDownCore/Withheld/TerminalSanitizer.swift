import Foundation

/// Removes terminal control and escape sequences from server text before it can reach a
/// terminal: CSI (`ESC [ … final`), OSC (`ESC ] … BEL/ST`), other `ESC x` pairs, C0 and C1
/// controls and DEL, and invisible format characters: bidi overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069, which can make text read differently from what it is),
/// marks, zero-width spaces, BOM, soft hyphens, tags. Tabs and line/paragraph separators
/// become spaces; newlines are kept only when asked.
public enum TerminalSanitizer {
    /// The text with every control sequence and format character removed.
    public static func clean(_ text: String, keepNewlines: Bool = false) -> String {
        // Fast paths: printable ASCII needs nothing; most other server text has no control or
        // format characters at all.
        if !text.containsByte(where: { $0 &- 0x20 >= 0x5F }) { return text }
        if !text.unicodeScalars.contains(where: { isControl($0) || isFormat($0) || isSeparator($0) }) { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        while let s = next() {
            switch s.value {
            case 0x1B:
                guard let kind = next() else { break }
                switch kind {
                case "[":  // CSI: parameters and intermediates, then one final byte 0x40–0x7E.
                    while let c = next() { if (0x40...0x7E).contains(c.value) { break } }
                case "]", "P", "X", "^", "_":  // OSC/DCS/SOS/PM/APC: until BEL or ESC \.
                    while let c = next() {
                        if c.value == 0x07 { break }
                        if c.value == 0x1B { _ = next(); break }
                    }
                default:
                    break  // two-byte escape: drop both
                }
            case 0x9B:  // C1 CSI
                while let c = next() { if (0x40...0x7E).contains(c.value) { break } }
            case 0x9D:  // C1 OSC
                while let c = next() { if c.value == 0x07 || c.value == 0x9C { break } }
            case 0x0A where keepNewlines:
                out.append(s)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                out.append(" ")
            default:
                if !isControl(s) && !isFormat(s) { out.append(s) }
            }
        }
        return String(out)
    }

    /// C0 and C1 controls and DEL.
    package static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }

    /// Invisible format characters (Unicode category Cf), bidi controls among them. The
    /// zero-width joiner and non-joiner stay: emoji sequences and Persian or Indic words
    /// need them, and they move nothing on screen.
    package static func isFormat(_ s: Unicode.Scalar) -> Bool {
        s.value >= 0xAD && s.value != 0x200C && s.value != 0x200D && s.properties.generalCategory == .format
    }

    /// Line and paragraph separators (U+2028, U+2029), which some terminals treat as newlines.
    package static func isSeparator(_ s: Unicode.Scalar) -> Bool {
        s.value == 0x2028 || s.value == 0x2029
    }
}
