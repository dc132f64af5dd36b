import Foundation
import ScrollDownViews
import ScrollDownWithheld

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

    /// Up to five team names of `games`, closest to `text` first (edit distance to the full
    /// name or any run of its words, case and accents ignored), and only those near enough to be
    /// a typo of it (a third of its length, 1 to 3 edits): what to suggest when no game of a
    /// team the reader typed is in the window. Nothing near is no suggestion, not the
    /// least far names (`zzz` is no misspelt Red Wings).
    public static func teamNames(near text: String, in games: [GameSummary]) -> [String] {
        let fold = { (s: String) in s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let wanted = fold(text)
        let names = Set(games.flatMap { [$0.homeTeam, $0.awayTeam] }.map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty })
        let scored = names.map { name -> (String, Int) in
            // The name's runs of whole words: `Golden Knights` as well as `Knights`.
            let parts = name.split(separator: " ").map(String.init)
            let words = parts.indices.flatMap { start in parts.indices[start...].map { parts[start...$0].joined(separator: " ") } }
            return (name, words.map { distance(wanted, fold($0)) }.min() ?? Int.max)
        }
        let limit = max(1, min(3, wanted.count / 3))
        return scored.filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(5).map(\.0)
    }

    /// Levenshtein distance (insert, delete, substitute) over characters.
    static func distance(_ a: String, _ b: String) -> Int {
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
