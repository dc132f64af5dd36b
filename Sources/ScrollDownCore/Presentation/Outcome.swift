import Foundation

/// A team as the reader sees it.
struct TeamLabel: Sendable, Equatable, Encodable {
    let name: String
    let abbreviation: String

    /// Team names come from the server: control sequences are stripped here, once, for
    /// every renderer.
    init(name: String, abbreviation: String?) {
        self.name = TerminalSanitizer.clean(name)
        // Trimmed in Swift: Foundation's `trimmingCharacters` bridges through NSString per team.
        let cleaned = TerminalSanitizer.clean(abbreviation ?? "")
        let bytes = cleaned.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 32 || bytes[bytes.index(before: end)] == 9 { end = bytes.index(before: end) }
        let trimmed = String(cleaned[start..<end])
        self.abbreviation = trimmed.isEmpty ? self.name : trimmed
    }
}

/// Where a game is in its life, as shown before and after reveal. `final` never says how it
/// ended (no `Final/OT`): the period note lives in the visible `ScoreLine` only.
enum GameStateView: Sendable, Equatable {
    case upcoming
    /// Still scheduled, though it was to start long ago (`overdueAfter`): real backends keep
    /// games they never got a result for as `scheduled`, and "upcoming" would be false.
    case startPassed
    /// In progress, with the period and clock ("Q3 4:32") when known: state, not outcome.
    case live(String?)
    case final
    /// Postponed or canceled, with the server's word.
    case canceled(String)
    /// A status this client does not know, kept as the server sent it.
    case unknown(String)

    /// The short word for tables and JSON.
    var word: String {
        switch self {
        case .upcoming: return "upcoming"
        case .startPassed: return "noResult"
        case .live: return "live"
        case .final: return "final"
        case .canceled(let raw): return raw.lowercased()
        case .unknown(let raw): return raw.isEmpty ? "unknown" : raw.lowercased()
        }
    }

    /// The word plus the live period and clock.
    var label: String {
        if case .live(let clock?) = self { return "live \(clock)" }
        if self == .startPassed { return "no result" }
        return word
    }

    /// How long after its start a game still called scheduled stops being "upcoming" (and a
    /// recap still "on its way"): longer than any game lasts, so a status that lags behind a
    /// game in progress is never mistaken for one that will not come.
    static let overdueAfter: TimeInterval = 12 * 3600

    /// Whether `start` is more than `overdueAfter` before `now` (never without a `now`).
    static func isLongPast(_ start: Date, now: Date?) -> Bool {
        guard let now else { return false }
        return now.timeIntervalSince(start) > overdueAfter
    }
}

/// A score that may be shown: only the reveal policy creates one.
struct ScoreLine: Sendable, Equatable, Encodable {
    let away: Int
    let home: Int
    /// How a finished game went past regulation (`OT`, `2OT`, `SO`, `10th`), or nil.
    let periodNote: String?

    init(away: Int, home: Int, periodNote: String?) {
        self.away = away
        self.home = home
        self.periodNote = periodNote
    }
}

/// Why an outcome is visible.
enum RevealReason: String, Sendable, Equatable, Encodable {
    /// The reader revealed this game (stored preference).
    case revealed
    /// `--peek` for this one command.
    case peek
    /// `scoreRevealMode` is `always`.
    case alwaysMode
    /// The game involves a team in `neverHideTeams`.
    case neverHideTeam
}

/// The outcome part of a view model. A hidden outcome carries no value at all.
enum OutcomeView: Sendable, Equatable {
    /// Nothing to reveal yet (upcoming, canceled, or unknown state without a score).
    case none
    /// The outcome exists and is hidden.
    case hidden
    /// The outcome is visible; the score is nil when the server has none.
    case visible(ScoreLine?, RevealReason)
    /// Visible, but the live delay holds the score back (the list knows only the newest).
    case delayed(RevealReason)

    var isVisible: Bool {
        switch self {
        case .visible, .delayed: return true
        case .none, .hidden: return false
        }
    }
}
