import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealRules {
    /// The rules of one run, from the reader's settings, the stored per-game choices and
    /// `--peek`. Decided here: only mode `always` reveals without asking (`onMarkRead` waits
    /// for `mark-read` or `reveal`), the team lists apply as written, the live delay counts
    /// back from the run's `now`, and server prose is as `serverProse` says (the flag's and
    /// the environment's value when given, else the file's).
    init(settings: Settings, preferences: [Int: Bool], peek: Bool, now: Date, serverProse: ServerProse? = nil) {
        self.init(alwaysReveal: settings.scoreRevealMode == .always, alwaysHideTeams: settings.alwaysHideTeams,
                  neverHideTeams: settings.neverHideTeams, preferences: preferences, peek: peek,
                  liveDelay: LiveDelay(seconds: settings.liveDelaySeconds, now: now),
                  serverProse: serverProse ?? settings.serverProse)
        followed = FollowedTeams(stored: settings.followedTeams)
    }

    /// These rules with the reader's `--reveal` (true) or `--hide` (false) for one game
    /// already in force, as though it were stored: `game ID --reveal` shows the outcome in the
    /// same run that remembers it. nil (neither flag) leaves the rules as they are.
    func choosing(_ reveal: Bool?, for gameID: Int) -> RevealRules {
        guard let reveal else { return self }
        var rules = self
        rules.preferences[gameID] = reveal
        return rules
    }
}
