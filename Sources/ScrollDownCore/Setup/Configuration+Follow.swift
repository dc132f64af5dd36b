import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `follow` and `unfollow`: the followed teams (`followedTeams` in `config.json`), changed and
/// listed here so the commands only ask and show the answer.
extension Configuration {
    /// Follows (`following`) or stops following the teams `names` name, each read as `--team`
    /// reads a name; an unknown or ambiguous name is a usage error and nothing is stored.
    /// Empty `names`: the list of followed teams.
    func follow(_ names: [String], following: Bool, keepHidden: Bool = false) throws -> OutputView {
        let store = SettingsStore(paths: paths, clock: clock, notice: warning)
        guard !names.isEmpty else {
            return .setup(SetupReport(content: .followed(FollowedTeams(stored: try store.load().followedTeams), changed: nil,
                                                         following: following)))
        }
        var teams: [FollowedTeams.Team] = []
        for name in names {
            let team = try FollowedTeams.resolve(name)
            if !teams.contains(team) { teams.append(team) }
        }
        var result = FollowedTeams.none
        var unchanged: [FollowedTeams.Team] = []
        try store.file.update { settings in
            let current = FollowedTeams(stored: settings.followedTeams)
            unchanged = teams.filter { team in current.teams.contains { $0.key == team.key } == following }
            result = following ? current.adding(teams) : current.removing(teams)
            settings.followedTeams = result.keys
            if keepHidden && following {
                for team in teams where !settings.alwaysHideTeams.contains(team.key) { settings.alwaysHideTeams.append(team.key) }
            }
        }
        return .setup(SetupReport(content: .followed(result, changed: teams, following: following,
                                                     keptHidden: keepHidden && following, unchanged: unchanged)))
    }
}
