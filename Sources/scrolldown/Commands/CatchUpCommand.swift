import Foundation
import ScrollDownCore

/// `scrolldown catch-up`: reveal every final game in the window, except always-hide teams.
struct CatchUpCommand: Command {
    static let spec = CommandSpec(
        "catch-up", summary: "Reveal every final game in the window.",
        options: [SharedOptions.leagues.spec, SharedOptions.from.spec, SharedOptions.to.spec],
        discussion: "Teams in alwaysHideTeams are left hidden.",
        examples: [
            Example("scrolldown catch-up", "every final game of the window, revealed"),
            Example("scrolldown catch-up --league NHL --from yesterday", "only yesterday's and today's NHL games"),
        ])

    let window: WindowOptions

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments, allowsDate: false)
    }

    func run(_ session: Session) async throws {
        let window = try GameWindow(self.window, session: session)
        let games = try await session.service.games(window.query())
            .filter { window.contains($0.gameDate) && $0.state == .final }
        let policy = RevealPolicy(rules: try session.revealRules(peek: false))
        var revealed: [Int] = []
        var kept: [Int] = []
        for game in games {
            let (home, away) = RevealPolicy.teams(game)
            if policy.catchUpMayReveal(league: game.leagueCode, home: home, away: away) { revealed.append(game.id) } else { kept.append(game.id) }
        }
        try session.stores.reveal.set(true, for: revealed)
        session.output(CatchUpResult(revealed: revealed, keptHidden: kept, windowDescription: window.description))
    }
}
