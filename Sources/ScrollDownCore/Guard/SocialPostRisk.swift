import ScrollDownViews
import ScrollDownWithheld
/// Whether a social post's text may be shown before reveal.
enum SocialPostRisk: Sendable, Equatable {
    /// Pre-game or housekeeping text that passed every check.
    case safe
    /// Anything else, including empty text: shown only after reveal.
    case risky
}
