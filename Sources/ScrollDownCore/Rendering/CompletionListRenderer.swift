import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension CompletionList {
    /// One value a line, for the scripts: `ID<TAB>league matchup day` for a game (the day in
    /// the reader's zone), then every known team's usual abbreviation, since a game may be
    /// named by its team (`game OKC`).
    func text(localTime: LocalTime) -> String {
        switch content {
        case .values(let lines): return lines.map { $0 + "\n" }.joined()
        case .gameIDs(let games):
            return games.map { "\($0.id)\t\($0.league) \($0.matchup) \(localTime.day($0.start))\n" }.joined()
                + Self.teamNames.map { $0 + "\n" }.joined()
        }
    }

    /// `ABBR<TAB>league name, …` for every known team, by abbreviation.
    static let teamNames: [String] = {
        var names: [String: [String]] = [:]
        for entry in TeamDirectory.entries {
            guard let abbreviation = entry.abbreviations.first else { continue }
            names[abbreviation, default: []].append("\(entry.league) \(FollowedTeams.Team(entry).name)")
        }
        return names.keys.sorted().map { "\($0)\t\(names[$0]!.joined(separator: ", "))" }
    }()

    /// Values are the scripts' words, the same in every format; the games are the remembered
    /// entries themselves.
    func json(_ format: OutputFormat) -> String {
        switch content {
        case .values(let lines): return lines.map { $0 + "\n" }.joined()
        case .gameIDs(let games): return JSONOutput.status(RecentGameIDs(games: games), type: "game-ids", format: format)
        }
    }
}

/// The JSON body of `completions --game-ids`.
struct RecentGameIDs: Encodable {
    let games: [RecentGamesStore.Entry]
}
