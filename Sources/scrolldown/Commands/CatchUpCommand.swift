import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown catch-up`: reveal the games of the window that the policy's `CatchUpPlan`
/// allows (final games, except always-hide teams).
struct CatchUpCommand: Command {
    static let spec = CommandSpec(
        "catch-up", summary: "Reveal every final game in the window.",
        options: [SharedOptions.leagues.spec, SharedOptions.date.spec, SharedOptions.from.spec, SharedOptions.to.spec, SharedOptions.yes.spec,
                  SharedOptions.dryRun.spec],
        discussion: "Teams in alwaysHideTeams are left hidden. On a terminal it asks first; without one (a script) it needs \(SharedOptions.yes.name).",
        examples: [
            Example("scrolldown catch-up", "every final game of the window, revealed"),
            Example("scrolldown catch-up --league NHL --from yesterday", "only yesterday's and today's NHL games"),
            Example("scrolldown catch-up --date yesterday", "only yesterday's games"),
            Example("scrolldown catch-up --dry-run", "which games it would reveal"),
        ])

    let window: WindowOptions
    let yes: Bool
    let dryRun: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        window = try WindowOptions(arguments)
        yes = try arguments.get(SharedOptions.yes)
        dryRun = try arguments.get(SharedOptions.dryRun)
    }

    func run(_ session: Session) async throws {
        let window = try GameWindow(self.window, session: session)
        let games = try await window.games(from: session.service)
        let plan = try session.revealPolicy(peek: false).catchUpPlan(games)
        let revealed = plan.reveal.map { GameCandidate($0, localTime: session.localTime) }
        let kept = plan.keptHidden.map(\.id)
        let result = { (dryRun: Bool) in OutputView.catchUp(games: revealed, keptHidden: kept, dryRun: dryRun, window: window.description) }
        if dryRun {
            session.output(result(true))
            return
        }
        if !revealed.isEmpty {
            try Confirmation.check("Reveal the outcome of \(revealed.count) final game(s) in \(window.description)?",
                                   yes: yes, command: Self.spec.name, session: session)
        }
        try session.stores.setRevealed(true, for: plan.reveal.map(\.id))
        session.output(result(false))
        await session.tellAccount(.revealed, games: plan.reveal.map(\.id))
    }
}
