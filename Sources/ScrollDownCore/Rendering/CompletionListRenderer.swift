import Foundation

extension CompletionList {
    /// One value a line, for the scripts: `ID<TAB>league matchup day` for a game (the day in
    /// the reader's zone).
    func text(localTime: LocalTime) -> String {
        switch content {
        case .values(let lines): return lines.map { $0 + "\n" }.joined()
        case .gameIDs(let games): return games.map { "\($0.id)\t\($0.league) \($0.matchup) \(localTime.day($0.start))\n" }.joined()
        }
    }

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
