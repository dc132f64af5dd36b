import Foundation
import ScrollDownWithheld

/// The games feed, grouped in day sections: the games' league days (US-Eastern) counted from
/// the reader's today; start times in the reader's time zone.
public struct FeedView: Sendable, Equatable {
    package var sections: [FeedSection]
    /// Human words for the window, e.g. "NBA · all bundled games" or "15–22 Nov".
    package var windowDescription: String
    package var timeZone: TimeZone
    /// The window as data, for JSON: days and leagues, not words.
    package var window: FeedWindow?

    package var gameCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    package init(sections: [FeedSection], windowDescription: String, timeZone: TimeZone, window: FeedWindow? = nil) {
        self.sections = sections
        self.windowDescription = windowDescription
        self.timeZone = timeZone
        self.window = window
    }
}

/// The days and leagues a feed covers: local `YYYY-MM-DD` days (absent when unbounded, as
/// for every bundled sample game) and the leagues asked for (empty: all).
package struct FeedWindow: Sendable, Equatable, Encodable {
    package let from: String?
    package let to: String?
    package let leagues: [String]

    /// Creates a window.
    package init(from: String?, to: String?, leagues: [String]) {
        self.from = from
        self.to = to
        self.leagues = leagues
    }
}

/// One day section (Earlier, Yesterday, Today, Tomorrow, Later).
package struct FeedSection: Sendable, Equatable {
    package let kind: DaySection
    package var rows: [FeedRow]

    package init(kind: DaySection, rows: [FeedRow]) {
        self.kind = kind
        self.rows = rows
    }
}

/// The reader-relative day of a game.
package enum DaySection: String, Sendable, Equatable, CaseIterable, Encodable {
    case earlier = "Earlier", yesterday = "Yesterday", today = "Today", tomorrow = "Tomorrow", later = "Later"

    /// Sections far from today show the date on each row, near ones only the time.
    package var showsDate: Bool { self == .earlier || self == .later }
}

/// One game in the feed.
public struct FeedRow: Sendable, Equatable {
    package let id: Int
    package let league: String
    package let away: TeamLabel
    package let home: TeamLabel
    package let start: Date
    package let state: GameStateView
    package let outcome: OutcomeView
    package let isRead: Bool
    /// "Q3 4:32" when the reader stopped part-way through the game.
    package let resume: String?
    /// `read` told the reader that nothing follows their position.
    package var readToEnd: Bool = false
    /// The step read last and the period it goes through ("to Q2").
    package var resumePoint: ResumePoint?
    /// `games --through PERIOD`: the game's state at the end of that period.
    package var through: PeriodState?
    /// `games --through PERIOD` without a state: why (`no Q3 in NHL`, `not started`, `Q3 not over`,
    /// `no plays`).
    package var throughNote: String?
    /// One of the teams is followed (`followedTeams`): the row comes first in its day.
    package var followed: Bool = false
    /// The reader pinned the game (`pin`): first in its day, before followed teams' games.
    package var pinned: Bool = false
    /// A live game read part-way: the plays the reader may read now past their position
    /// (`RevealPolicy.newPlays`); nil otherwise.
    package var newPlays: Int?
    /// `next --list`: the games list says the backend has no plays for this finished game
    /// (`hasPbp` false, no play count), so `next` passes over it.
    package var noPlays: Bool = false

    package init(id: Int, league: String, away: TeamLabel, home: TeamLabel, start: Date, state: GameStateView, outcome: OutcomeView, isRead: Bool, resume: String?, readToEnd: Bool = false, resumePoint: ResumePoint? = nil, through: PeriodState? = nil, throughNote: String? = nil, followed: Bool = false, pinned: Bool = false, newPlays: Int? = nil, noPlays: Bool = false) {
        self.id = id
        self.league = league
        self.away = away
        self.home = home
        self.start = start
        self.state = state
        self.outcome = outcome
        self.isRead = isRead
        self.resume = resume
        self.readToEnd = readToEnd
        self.resumePoint = resumePoint
        self.through = through
        self.throughNote = throughNote
        self.followed = followed
        self.pinned = pinned
        self.newPlays = newPlays
        self.noPlays = noPlays
    }
}

extension FeedRow {
    /// A row from a game's facts and the outcome value the reveal layer decided; `liveLabel`
    /// is the clock of a live game whose score the reader may see. `followed`: one of its
    /// teams is followed; `now`: the run's clock.
    package init(_ facts: GameFacts, outcome: OutcomeView, liveLabel: String?, marks: ReaderMarks, followed: Bool, now: Date?) {
        let (home, away) = facts.teams
        self.init(id: facts.id, league: facts.leagueCode.uppercased(), away: away, home: home, start: facts.gameDate,
                  state: GameStateView(facts.state, status: facts.status, visible: outcome.isVisible, liveLabel: liveLabel,
                                       start: facts.gameDate, now: now),
                  outcome: outcome, isRead: marks.isRead, resume: marks.resume, readToEnd: marks.readToEnd,
                  resumePoint: marks.resumePoint, followed: followed)
    }

    /// The row of a hidden game, from its facts alone: `position` is where a live game is as
    /// the feed may say it (`RevealPolicy.hiddenLivePosition`: no period or clock from the last
    /// regulation period on), nil for a game not live.
    package init(hidden facts: GameFacts, position: String?, marks: ReaderMarks, followed: Bool, now: Date?) {
        self.init(facts, outcome: .hidden, liveLabel: position, marks: marks, followed: followed, now: now)
    }
}
