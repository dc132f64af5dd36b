import Foundation

/// How server text is read: narrative prose or a factual play description.
package enum GuardedTextKind: Sendable {
    /// Prose (recap, block narrative): whole sentences are hidden, and a sentence the guard
    /// cannot read or whose numbers it cannot place is hidden too.
    case narrative
    /// Prose proven written before the start (a post made before the game began): it cannot
    /// know the outcome, so only scores and outcome language are hidden; text in another
    /// language and figures ("averaging 27") pass.
    case pregamePost
    /// A play description: only scores are hidden, inline.
    case playDescription
}

/// Text after the leak guard, with the number of hidden pieces so callers can say so.
package struct GuardedText: Sendable, Equatable, Encodable {
    /// The cleaned text; hidden pieces read `LeakGuard.marker`.
    package let text: String
    /// Sentences (narrative) or spans (play description) that were replaced.
    package let redactions: Int

    /// Creates a guarded text.
    package init(text: String, redactions: Int) {
        self.text = text
        self.redactions = redactions
    }
}
