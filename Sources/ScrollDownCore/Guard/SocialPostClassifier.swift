import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Classifies social post text before reveal: the reveal-risk cues
/// (docs/backend.md#social-reveal-risk-cues), then the leak guard. Safe needs both no risky cue and
/// a safe cue; anything unrecognised is risky.
struct SocialPostClassifier: Sendable {
    /// The guard a safe text must also pass with zero redactions.
    let leakGuard: LeakGuard

    /// Creates a classifier; pass the game's guard so its names, periods and score count.
    init(guard leakGuard: LeakGuard = LeakGuard(.unknownGame)) {
        self.leakGuard = leakGuard
    }

    /// Risky unless the text has a safe cue, no risky cue and nothing the guard would hide.
    func classify(_ text: String?) -> SocialPostRisk {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return .risky }
        // Fullwidth digits, no-break spaces and the like fold first, as in the guard.
        let lowered = LeakGuard.normalisedForMatching(text).lowercased().replacingOccurrences(of: "’", with: "'")
        let whole = NSRange(location: 0, length: lowered.utf16.count)
        if Self.scorePattern.firstMatch(in: lowered, range: whole) != nil { return .risky }
        if Self.riskyPhrases.contains(where: lowered.contains) { return .risky }
        if text.unicodeScalars.contains(where: Self.riskyEmoji.contains) { return .risky }
        guard Self.safePhrases.contains(where: lowered.contains) else { return .risky }
        // Only pre-game posts are classified: text proven written before the start.
        return leakGuard.clean(text, as: .pregamePost).redactions == 0 ? .safe : .risky
    }

    /// `NN-NN` (2–3 digits a side, `-`, `–` or `—`), optionally after `W`, `L` or `final:`.
    static let scorePattern = LeakGuardPatterns.compile(
        #"(?:\b[wl]\s*|final:\s*)?(?<!\d)\d{2,3}\s*[-–—]\s*\d{2,3}(?!\d)"#, caseInsensitive: true)

    /// Rule 4(c) and 4(d), matched as lowercase substrings like the server did.
    static let riskyPhrases = [
        "final", "final score", "end of game", "end of regulation", "game over", "we win", "we lose",
        "victory", "defeat", "win streak", "lose streak",
        "recap", "game recap", "postgame", "post-game", "full highlights", "full game highlights",
        "game summary",
    ]

    /// Rule 4(e): 🏆 ✅ 🎉 🚨.
    static let riskyEmoji: Set<Unicode.Scalar> = ["\u{1F3C6}", "\u{2705}", "\u{1F389}", "\u{1F6A8}"]

    /// The cues that make a text safe when nothing risky is present.
    static let safePhrases = [
        "lineup", "starting five", "starting lineup", "injury update", "status update",
        "we're underway", "were underway", "game time", "tip-off", "tipoff", "warm-ups", "warmups",
    ]
}
