/// "Did you mean" hints: the one known word the input abbreviates (`time` → `timeline`),
/// else the closest by edit distance when it is close enough to be a typo (at most two
/// edits, and at most half the word). Public because the parser's errors and the
/// configuration's (a bad `SCROLLDOWN_ENV`) give the same hints.
public enum Suggestion {
    /// The candidate `word` most likely means, or nil when none is close enough.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        // A typo is a few characters off a known word; a long input cannot be one, and
        // comparing it would cost time in proportion to its size.
        guard !word.isEmpty, word.utf8.count <= 64 else { return nil }
        let lower = word.lowercased()
        // A clear abbreviation first: the only candidate it starts.
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lower) }
        if lower.count >= 3 && prefixed.count == 1 { return prefixed[0] }
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, lower.count / 2)) else { return nil }
        return best.0
    }

    /// Levenshtein distance (insert, delete, substitute) over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
