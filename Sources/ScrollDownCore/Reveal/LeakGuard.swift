import Foundation

/// Cleans server text shown before reveal: hides scores and outcome language, and says so
/// with `LeakGuard.marker` instead of deleting silently (SPEC §4, CONTRACT §10).
public struct LeakGuard: Sendable {
    /// What replaces every hidden sentence or span.
    public static let marker = "[outcome hidden]"

    /// The game the text belongs to.
    public let context: LeakGuardContext
    /// "Celtics 118, Knicks 111" for this game's names; nil without names.
    let teamScorePattern: NSRegularExpression?
    /// This game's names, masked before outcome words so a name never trips them.
    let teamNamePattern: NSRegularExpression?

    /// Creates a guard for one game; name patterns are compiled here, once per game.
    public init(_ context: LeakGuardContext) {
        self.context = context
        if let names = LeakGuardPatterns.nameAlternation(context.teamNames) {
            let separator = #"\s*(?:[,;@–—-]|\bat\b|\bvs\.?)?\s*"#
            let side = #"(?<!\w)(?:"# + names + #")\s+\d{1,3}(?!\w)"#
            teamScorePattern = LeakGuardPatterns.compile(side + separator + side, caseInsensitive: true)
            teamNamePattern = LeakGuardPatterns.compile(#"(?<!\w)(?:"# + names + #")(?!\w)"#, caseInsensitive: true)
        } else {
            teamScorePattern = nil
            teamNamePattern = nil
        }
    }

    /// Returns `text` with outcome-bearing parts replaced by the marker, and how many.
    /// Text with nothing to hide comes back byte-identical with zero redactions.
    public func clean(_ text: String, as kind: GuardedTextKind) -> GuardedText {
        switch kind {
        case .narrative: cleanNarrative(text)
        case .playDescription: cleanPlayDescription(text)
        }
    }

    /// Play text is factual, so only scores are hidden, inline.
    private func cleanPlayDescription(_ text: String) -> GuardedText {
        let ranges = scoreRanges(in: text)
        guard !ranges.isEmpty else { return GuardedText(text: text, redactions: 0) }
        let output = NSMutableString(string: text)
        for range in ranges.reversed() {
            output.replaceCharacters(in: range, with: Self.marker)
        }
        return GuardedText(text: Self.collapsingAdjacentMarkers(String(output)), redactions: ranges.count)
    }

    /// Narrative text loses every sentence that trips a rule, whole.
    private func cleanNarrative(_ text: String) -> GuardedText {
        let split = SentenceSplitter.split(text)
        let hidden = split.sentences.map { sentenceRevealsOutcome(String($0.body)) }
        let count = hidden.filter { $0 }.count
        guard count > 0 else { return GuardedText(text: text, redactions: 0) }

        var output = String(split.leading)
        var index = 0
        while index < split.sentences.count {
            guard hidden[index] else {
                output += split.sentences[index].body + split.sentences[index].trailing
                index += 1
                continue
            }
            // A run of hidden sentences becomes one marker; a paragraph break ends the run
            // so the layout survives.
            var last = index
            while last + 1 < split.sentences.count, hidden[last + 1],
                !split.sentences[last].trailing.contains(where: \.isNewline) {
                last += 1
            }
            output += Self.marker + split.sentences[last].trailing
            index = last + 1
        }
        return GuardedText(text: output, redactions: count)
    }

    /// Joins markers separated only by spaces ("[outcome hidden] [outcome hidden]").
    static func collapsingAdjacentMarkers(_ text: String) -> String {
        var result = text
        let doubled = marker + " " + marker
        while result.contains(doubled) {
            result = result.replacingOccurrences(of: doubled, with: marker)
        }
        return result.replacingOccurrences(of: marker + marker, with: marker)
    }
}
