import Foundation

/// The hostile-server fault mode: every number and every text field of a JSON body
/// rewritten the way a broken or malicious backend could send them. The rewrite works on the
/// body's text, so a number can be any literal (`1e400`, `-9223372036854775808`), not only what
/// `JSONSerialization` would write.
extension LoopbackHTTPServer {
    /// Keys whose numbers stay as served: ids route the next request and paging fields steer
    /// the client's loop; the rest of the body is fair game.
    static let hostileKeptKeys: Set<String> = [
        "id", "game_id", "gameId", "total", "nextOffset", "next_offset", "offset", "limit",
        "total_plays", "totalPlays", "play_index", "playIndex",
    ]

    /// What every hostile text starts with: a screen clear, an OSC title, a C1 CSI (U+009B),
    /// a right-to-left override (U+202E) and a left-to-right isolate (U+2066).
    static let hostilePayload = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}\u{2066}\u{0008}\r"

    /// Keys whose text stays as served: dates, statuses, league codes and enumerated values
    /// (categories, roles, methods, tiers) are machine fields that a control byte turns into
    /// bad data (exit 65) before anything else runs; the rest is what reaches a reader.
    static let hostileKeptTextKeys = try! NSRegularExpression(
        pattern: #"(?i)(date|time|_at$|At$|status|league|phase|snapshot|cursor|generated|category|role|method|tier|reason)"#)

    static func hostileNumbers(_ body: Data, literal: String, fractionsOnly: Bool) -> Data {
        rewrite(body, pattern: #""([^"\\]*)"(\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)"#) { key, separator, value in
            if hostileKeptKeys.contains(key) { return nil }
            if fractionsOnly, !value.contains(where: { ".eE".contains($0) }) { return nil }
            return "\"\(key)\"\(separator)\(literal)"
        } ?? body
    }

    static func hostileStrings(_ body: Data) -> Data {
        let escaped = hostilePayload.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2000...0x2FFF).contains(scalar.value)
                ? String(format: "\\u%04x", scalar.value) : String(scalar)
        }.joined()
        return rewrite(body, pattern: #""([^"\\]*)"(\s*:\s*)"((?:[^"\\]|\\.)*)""#) { key, separator, value in
            let range = NSRange(key.startIndex..., in: key)
            guard hostileKeptTextKeys.firstMatch(in: key, range: range) == nil else { return nil }
            return "\"\(key)\"\(separator)\"\(escaped)\(value)\""
        } ?? body
    }

    /// Replaces each match of `pattern` (three groups) by what `transform` returns (nil keeps it).
    private static func rewrite(_ body: Data, pattern: String,
                                _ transform: (String, String, String) -> String?) -> Data? {
        guard let text = String(data: body, encoding: .utf8),
              let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let ns = text as NSString
        var out = "", last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let groups = (1...3).map { ns.substring(with: match.range(at: $0)) }
            guard let replacement = transform(groups[0], groups[1], groups[2]) else { continue }
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last)) + replacement
            last = match.range.location + match.range.length
        }
        out += ns.substring(from: last)
        return Data(out.utf8)
    }
}
