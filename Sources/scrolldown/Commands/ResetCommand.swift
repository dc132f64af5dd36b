import Foundation
import ScrollDownCore

/// `scrolldown reset`: undo every reveal, read mark and reading position.
struct ResetCommand: Command {
    static let spec = CommandSpec(
        "reset", summary: "Undo every reveal, read mark and reading position.",
        options: [SharedOptions.yes.spec, SharedOptions.dryRun.spec],
        discussion: "On a terminal it asks first; without one (a script) it needs --yes.",
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
        let counts = ResetResult.Counts(reveals: stored.reveals, readMarks: stored.readMarks, positions: stored.positions)
        if dryRun {
            session.output(ResetResult(counts: counts, dryRun: true))
            return
        }
        try Confirmation.check(
            "Hide every outcome again, and clear \(counts.readMarks) read mark(s) and \(counts.positions) reading position(s)?",
            yes: yes, command: "reset", session: session)
        try stores.resetAll()
        session.output(ResetResult(counts: counts, dryRun: false))
    }
}
