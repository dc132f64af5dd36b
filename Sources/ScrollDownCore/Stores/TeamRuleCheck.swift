import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Whether a team rule (`alwaysHideTeams`, `neverHideTeams`) can ever match: a typo such as
/// `Celitcs` would otherwise be stored and silently never hide anything.
enum TeamRuleCheck {
    /// True when the rule names a team of `TeamDirectory` as `TeamMatcher` reads it, or is
    /// limited to college basketball (`NCAAB:Duke`: too many teams to list, taken on trust).
    static func isKnown(_ rule: String) -> Bool {
        let matcher = TeamMatcher(rule)
        if let league = matcher.league {
            guard League.known.map(\.rawString).contains(league) else { return false }
            if matcher.wholeLeague { return true }
            if league == League.ncaab.rawString { return !matcher.words.isEmpty }
        }
        return TeamDirectory.entries.contains { entry in
            let label = TeamLabel(name: entry.names.first?.joined(separator: " ") ?? "", abbreviation: entry.abbreviations.first)
            return matcher.matches(league: entry.league, team: label)
        }
    }

}
