import Foundation

/// The games feed, grouped in day sections: the games' league days (US-Eastern) counted from
/// the reader's today; start times in the reader's time zone.
public struct FeedView: Sendable, Equatable {
    var sections: [FeedSection]
    /// Human words for the window, e.g. "NBA · all bundled games" or "15–22 Nov".
    var windowDescription: String
    var timeZone: TimeZone
    /// The window as data, for JSON: days and leagues, not words.
    var window: FeedWindow?

    var gameCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// The days and leagues a feed covers: local `YYYY-MM-DD` days (absent when unbounded, as
/// for every bundled sample game) and the leagues asked for (empty: all).
struct FeedWindow: Sendable, Equatable, Encodable {
    let from: String?
    let to: String?
    let leagues: [String]

    /// Creates a window.
    init(from: String?, to: String?, leagues: [String]) {
        self.from = from
        self.to = to
        self.leagues = leagues
    }
}

/// One day section (Earlier, Yesterday, Today, Tomorrow, Later).
struct FeedSection: Sendable, Equatable {
    let kind: DaySection
    var rows: [FeedRow]
}

/// The reader-relative day of a game.
enum DaySection: String, Sendable, Equatable, CaseIterable, Encodable {
    case earlier = "Earlier", yesterday = "Yesterday", today = "Today", tomorrow = "Tomorrow", later = "Later"

    /// Sections far from today show the date on each row, near ones only the time.
    var showsDate: Bool { self == .earlier || self == .later }
}

/// One game in the feed.
public struct FeedRow: Sendable, Equatable {
    let id: Int
    let league: String
    let away: TeamLabel
    let home: TeamLabel
    let start: Date
    let state: GameStateView
    let outcome: OutcomeView
    let isRead: Bool
    /// "Q3 4:32" when the reader stopped part-way through the game.
    let resume: String?
    /// `read` told the reader that nothing follows their position.
    var readToEnd: Bool = false
    /// The step read last and the period it goes through ("to Q2").
    var resumePoint: ResumePoint?
    /// `games --through PERIOD`: the game's state at the end of that period.
    var through: PeriodState?
    /// `games --through PERIOD` without a state: why (`no Q3 in NHL`, `not started`, `Q3 not over`,
    /// `no plays`).
    var throughNote: String?
    /// One of the teams is followed (`followedTeams`): the row comes first in its day.
    var followed: Bool = false
    /// The reader pinned the game (`pin`): first in its day, before followed teams' games.
    var pinned: Bool = false
    /// A live game read part-way: the plays the reader may read now past their position
    /// (`RevealPolicy.newPlays`); nil otherwise.
    var newPlays: Int?
    /// `next --list`: the games list says the backend has no plays for this finished game
    /// (`hasPbp` false, no play count), so `next` passes over it.
    var noPlays: Bool = false
}
