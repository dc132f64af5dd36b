import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The reader's reveal settings and stored choices, as the policy needs them.
struct RevealRules: Sendable, Equatable {
    /// `scoreRevealMode` is `always`.
    var alwaysReveal: Bool
    /// Teams whose games are never revealed by mode `always` or `catch-up`.
    var alwaysHideTeams: [String]
    /// Teams whose games show their outcome without asking.
    var neverHideTeams: [String]
    /// Stored per-game choices (`game.outcomeRevealed.{id}`).
    var preferences: [Int: Bool]
    /// `--peek`: show outcomes for this one command without remembering.
    var peek: Bool
    /// `liveDelaySeconds`: what a live game shows is as of that long ago, everywhere.
    var liveDelay: LiveDelay
    /// `serverProse`: server prose of hidden games guarded, or not shown at all.
    var serverProse: ServerProse
    /// `followedTeams`: their games come first in the feed and in `next`'s queue.
    var followed: FollowedTeams = .none
    /// Pinned games (`pin`): first of all in the feed and in `next`'s queue. Order only: a pin
    /// reveals nothing.
    var pinned: Set<Int> = []

    init(alwaysReveal: Bool = false, alwaysHideTeams: [String] = [], neverHideTeams: [String] = [],
                preferences: [Int: Bool] = [:], peek: Bool = false, liveDelay: LiveDelay = .none,
                serverProse: ServerProse = .guarded) {
        self.alwaysReveal = alwaysReveal
        self.alwaysHideTeams = alwaysHideTeams
        self.neverHideTeams = neverHideTeams
        self.preferences = preferences
        self.peek = peek
        self.liveDelay = liveDelay
        self.serverProse = serverProse
    }
}


/// The one place that decides whether a game's outcome is visible and that turns contract
/// models into view models. Hidden values are dropped here, before any renderer runs:
/// renderers only ever receive view models.
public struct RevealPolicy: Sendable {
    /// Whether a game has an outcome, and whether the reader may see it.
    enum Visibility: Sendable, Equatable {
        case noOutcome
        case hidden
        case visible(RevealReason)
    }

    let rules: RevealRules

    init(rules: RevealRules) {
        self.rules = rules
    }

    /// Decides visibility. Order: `--peek`, the stored per-game choice, always-hide teams,
    /// never-hide teams, mode `always`; otherwise hidden. Games without an outcome yet
    /// (upcoming, canceled) have nothing to reveal.
    func visibility(gameID: Int, league: String, home: TeamLabel, away: TeamLabel, state: GameState) -> Visibility {
        switch state {
        case .upcoming, .canceled: return .noOutcome
        // An unknown status may well be a finished game whose score is missing from the
        // header (plays, flow and stats still carry it): treat it as having an outcome.
        case .live, .final, .unknown: break
        }
        if rules.peek { return .visible(.peek) }
        switch rules.preferences[gameID] {
        case true?: return .visible(.revealed)
        case false?: return .hidden
        case nil: break
        }
        if TeamMatcher.any(rules.alwaysHideTeams, league: league, home, away) { return .hidden }
        if TeamMatcher.any(rules.neverHideTeams, league: league, home, away) { return .visible(.neverHideTeam) }
        return rules.alwaysReveal ? .visible(.alwaysMode) : .hidden
    }

    /// Visibility of a game from its detail response.
    func visibility(of detail: GameDetail) -> Visibility {
        let (home, away) = detail.game.teams
        return visibility(gameID: detail.game.id, league: detail.game.leagueCode, home: home, away: away, state: detail.state)
    }

    /// Whether `catch-up` may reveal this game: always-hide teams are left alone.
    func catchUpMayReveal(league: String, home: TeamLabel, away: TeamLabel) -> Bool {
        !TeamMatcher.any(rules.alwaysHideTeams, league: league, home, away)
    }

    /// Will this game's outcome be visible whatever its teams and state turn out to be
    /// (`--peek`, or a stored reveal)? Then outcome-bearing text may be fetched alongside the
    /// detail; otherwise only once the detail says it is visible.
    func revealsForSure(gameID: Int) -> Bool {
        rules.peek || rules.preferences[gameID] == true
    }
}
