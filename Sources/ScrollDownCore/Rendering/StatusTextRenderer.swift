import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The commands that change the reader's state (`reveal`, `hide`, `mark-read`, `catch-up`,
/// `reset`) as text: one line saying what changed and what to run next.
enum StatusTextRenderer {
    static func revealChange(games: [Int], revealed: Bool) -> String {
        let list = games.map(String.init).joined(separator: ", ")
        return revealed
            ? "Outcome visible for game \(list) — scrolldown game \(games[0]) to see it\n"
            : "Outcome hidden for game \(list) — scrolldown reveal \(games[0]) to show it again\n"
    }

    static func markRead(game: Int, revealed: Bool) -> String {
        "Marked game \(game) read" + (revealed ? "; outcome visible — scrolldown game \(game) to see it\n" : "\n")
    }

    static func catchUp(games: [GameCandidate], keptHidden: [Int], dryRun: Bool, window: String) -> String {
        let count = "\(games.count) final game\(games.count == 1 ? "" : "s")"
        var text = (dryRun ? "Would reveal \(count)" : "Revealed \(count)") + " in \(window)"
        if !keptHidden.isEmpty { text += "; \(dryRun ? "would keep" : "kept") \(keptHidden.count) hidden (alwaysHideTeams)" }
        guard !games.isEmpty else { return text + ".\n" }
        // Which games, whether done or only planned: a count alone leaves the reader to guess.
        var table = TextTable(alignments: [.left, .left, .left, .left])
        for game in games { table.add([game.id.description, game.league, game.matchup, game.day]) }
        let lines = [text + ":"] + table.render() + (dryRun ? [] : ["scrolldown games shows their scores."])
        return lines.joined(separator: "\n") + "\n"
    }

    /// The followed teams one a line (`VGK  Vegas Golden Knights  NHL`), or what changed.
    static func followedTeams(_ teams: FollowedTeams, changed: [FollowedTeams.Team]?, following: Bool,
                              keptHidden: Bool = false, unchanged: [FollowedTeams.Team] = []) -> String {
        if let changed {
            // One line a team: several names on one line would run past 100 columns. A team
            // already followed, or not followed, says so: nothing changed for it.
            let hidden = keptHidden ? ", kept hidden until you read or reveal" : ""
            return changed.map { team in
                let name = "\(team.name) (\(team.league))"
                switch (following, unchanged.contains { $0.key == team.key }) {
                case (true, false): return "Following \(name)\(hidden)\n"
                case (true, true): return "Already following \(name)\(hidden)\n"
                case (false, false): return "No longer following \(name)\n"
                case (false, true): return "Not following \(name); nothing to stop\n"
                }
            }.joined()
        }
        guard !teams.teams.isEmpty else { return "No team followed yet. scrolldown follow TEAM adds one.\n" }
        var table = TextTable(alignments: [.left, .left, .left])
        for team in teams.teams { table.add([team.abbreviation, team.name, team.league]) }
        return table.render().joined(separator: "\n") + "\n"
    }

    static func reset(reveals: Int, readMarks: Int, positions: Int, dryRun: Bool) -> String {
        let what = "\(reveals) reveal choice(s), \(readMarks) read mark(s), \(positions) reading position(s)"
        return dryRun
            ? "Would clear \(what); every outcome would be hidden again. scrolldown reset --yes does it.\n"
            : "Reset: every outcome is hidden again; cleared \(what).\n"
    }
}

/// `follow` in JSON: `{"schema": 1, "followed": [{"league", "abbreviation", "name"}]}`.
struct FollowedDTO: Encodable {
    let schema = JSONOutput.schema
    let followed: [FollowedTeams.Team]
}

/// `reveal`/`hide` in JSON.
struct RevealChangeDTO: Encodable {
    let games: [Int]
    let revealed: Bool
}

/// `mark-read` in JSON.
struct MarkReadDTO: Encodable {
    let game: Int
    let read: Bool
    let revealed: Bool
}

/// `catch-up` in JSON: the ids only (who and when is the text form's).
struct CatchUpDTO: Encodable {
    let revealed: [Int]
    let keptHidden: [Int]
    let dryRun: Bool
}

/// `reset` in JSON.
struct ResetDTO: Encodable {
    struct Counts: Encodable {
        let reveals: Int
        let readMarks: Int
        let positions: Int
    }

    let reset: Bool
    let dryRun: Bool
    let cleared: Counts
}
