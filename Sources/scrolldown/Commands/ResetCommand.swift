import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown reset`: undo every reveal, read mark and reading position.
struct ResetCommand: Command {
    static let spec = CommandSpec(
        "reset", summary: "Undo every reveal, read mark and reading position.",
        options: [SharedOptions.yes.spec, SharedOptions.dryRun.spec],
        discussion: "On a terminal it asks first; without one (a script) it needs \(SharedOptions.yes.name).",
        examples: [
            Example("scrolldown reset", "every outcome hidden again, after you confirm"),
            Example("scrolldown reset --dry-run", "what would be cleared"),
            Example("scrolldown reset --yes", "no question (scripts)"),
        ])
    static let needs = CommandNeeds.localState

    let yes: Bool
    let dryRun: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        yes = try arguments.get(SharedOptions.yes)
        dryRun = try arguments.get(SharedOptions.dryRun)
    }

    func run(_ session: Session) async throws {
        let stores = session.stores
        let stored = try stores.counts()
        let result = { (dryRun: Bool) in
            OutputView.reset(reveals: stored.reveals, readMarks: stored.readMarks, positions: stored.positions, dryRun: dryRun)
        }
        if dryRun {
            session.output(result(true))
            return
        }
        let account = session.account()
        let signedIn = account.signedInLabel.map { " (on your account \($0) too)" } ?? ""
        try Confirmation.check(
            "Hide every outcome again\(signedIn), and clear \(stored.readMarks) read mark(s) and \(stored.positions) reading position(s)?",
            yes: yes, command: Self.spec.name, session: session)
        let revealed = try account.revealedHere()
        try stores.resetAll()
        session.output(result(false))
        await session.tellAccount(.hidden, games: revealed)
    }
}
