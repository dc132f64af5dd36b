import Foundation

/// How server text is read: narrative prose or a factual play description.
public enum GuardedTextKind: Sendable {
    /// Prose (recap, block narrative, social text): whole sentences are hidden.
    case narrative
    /// A play description: only scores are hidden, inline.
    case playDescription
}

/// Text after the leak guard, with the number of hidden pieces so callers can say so.
public struct GuardedText: Sendable, Equatable, Encodable {
    /// The cleaned text; hidden pieces read `LeakGuard.marker`.
    public let text: String
    /// Sentences (narrative) or spans (play description) that were replaced.
    public let redactions: Int

    /// Creates a guarded text.
    public init(text: String, redactions: Int) {
        self.text = text
        self.redactions = redactions
    }
}
